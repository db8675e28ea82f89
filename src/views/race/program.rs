//! A robot's move explained in full (`robots explain --move M` past the
//! rounds): its proposals round by round, then its program command by
//! command with the clock and the cell it stands on.

use super::played::Played;
use super::words;
use crate::geometry::offset_name;
use crate::race::route::Command;
use crate::scenario::race::Case;
use crate::views::style::{Ink, Paint};

/// A robot's proposals round by round, then its program command by
/// command with the clock and the cell it stands on.
pub(crate) fn in_full(case: &Case, played: &Played, robot: usize, paint: Paint) -> String {
    let letter = case.robots[robot].letter;
    let mut out = paint.ink(Ink::Strong, &words::fate(case, played, robot));
    out.push('\n');
    for seen in &played.rounds {
        for &(p, k) in &seen.proposals {
            if p != robot {
                continue;
            }
            let token = case.tokens[k].letter;
            let what = match seen.held[k] {
                Some(h) if h == p => "accepted".to_string(),
                Some(h) => format!("turned away, {token} keeps {}", case.robots[h].letter),
                None => String::new(),
            };
            out.push_str(&format!(
                "  round {}: {}: {what}\n",
                seen.number,
                words::proposal(case, played, p, k)
            ));
        }
        if seen.ran_out.contains(&robot) {
            out.push_str(&format!(
                "  round {}: {letter}'s list ran out\n",
                seen.number
            ));
        }
        if let Some(a) = seen
            .turned_away
            .iter()
            .find(|a| a.proposer == robot && a.displaced)
        {
            let kept = seen.held[a.receiver].map_or('?', |h| case.robots[h].letter);
            out.push_str(&format!(
                "  round {}: {} turns {letter} away for {kept}\n",
                seen.number, case.tokens[a.receiver].letter
            ));
        }
    }
    let Some(route) = &played.routes[robot] else {
        return out;
    };
    let shape = case.board.shape();
    let (r, c) = case.robots[robot].cell;
    out.push_str(&format!(
        "  0 s  placed on ({r},{c}) facing {}\n",
        offset_name(shape, route.facing)
    ));
    let mut cells = route.cells.iter().skip(1);
    for (command, clock) in route.commands.iter().zip(&route.clock) {
        let line = match command {
            Command::Forward => {
                let (r, c) = cells.next().copied().unwrap_or_default();
                format!("forward to ({r},{c})")
            }
            other => other.name().to_string(),
        };
        out.push_str(&format!("  {clock} s  {line}\n"));
    }
    if let Some(t) = played.wins[robot] {
        out.push_str(&format!(
            "  collects {} after {}: ${}\n",
            case.tokens[t].letter,
            words::seconds(Some(route.seconds)),
            played.prizes[robot]
        ));
    }
    out
}
