//! `robots explain` for a race: without `--move`, each robot's fewest
//! seconds to each token, the assignment's rounds a line each, the
//! programs and the prizes; with `--move M`, that round in full (each
//! proposal, and why its token kept it or turned it away) or that robot's
//! program command by command.

use super::frames::round_notes;
use super::played::{Played, Seen};
use super::words;
use crate::race::rules::Rules;
use crate::scenario::race::Case;
use crate::views::style::{Ink, Paint};

/// The whole case, a line a move.
pub(crate) fn all(
    table: &Rules,
    case: &Case,
    played: &Played,
    number: usize,
    paint: Paint,
) -> String {
    let mut out = String::new();
    let heading = format!(
        "Case {number}: {} robots, {} tokens; the assignment took {} rounds",
        case.robots.len(),
        case.tokens.len(),
        played.rounds.len()
    );
    out.push_str(&paint.ink(Ink::Strong, &heading));
    out.push('\n');
    out.push_str(&seconds_table(case, played));
    out.push_str(&paint.ink(Ink::Strong, "moves (`--move M` shows one in full):"));
    out.push('\n');
    let width = played.moves().to_string().len();
    for seen in &played.rounds {
        let line = round_line(table, case, played, seen);
        out.push_str(&format!("  {:>width$}  {line}\n", seen.number));
    }
    for robot in 0..case.robots.len() {
        let m = played.rounds.len() + robot + 1;
        out.push_str(&format!(
            "  {m:>width$}  {}\n",
            words::fate(case, played, robot)
        ));
    }
    let prizes: Vec<String> = (0..case.robots.len())
        .map(|r| {
            let won = played.wins[r].map_or("surrenders".to_string(), |t| {
                case.tokens[t].letter.to_string()
            });
            format!(
                "{} {} ({won}, round {})",
                case.robots[r].letter, played.prizes[r], played.settled[r]
            )
        })
        .collect();
    out.push_str(&format!("prizes: {}\n", prizes.join(", ")));
    out
}

/// Each robot's fewest seconds to each token (`-`: never), and the
/// tokens it proposes to in order, with their worth to it.
fn seconds_table(case: &Case, played: &Played) -> String {
    let cell = |r: usize, t: usize| {
        played
            .seconds(r, t)
            .map_or("-".to_string(), |s| s.to_string())
    };
    let width = (0..case.robots.len())
        .flat_map(|r| (0..case.tokens.len()).map(move |t| (r, t)))
        .map(|(r, t)| cell(r, t).len())
        .max()
        .unwrap_or(1);
    let mut out = String::from("fewest seconds from each robot to each token (- never):\n    ");
    for t in &case.tokens {
        out.push_str(&format!(" {:>width$}", t.letter));
    }
    out.push_str("   proposes to\n");
    for (r, robot) in case.robots.iter().enumerate() {
        out.push_str(&format!("  {} ", robot.letter));
        for t in 0..case.tokens.len() {
            out.push_str(&format!(" {:>width$}", cell(r, t)));
        }
        let list: Vec<String> = played.wanted[r]
            .iter()
            .map(|&(t, v)| format!("{} ${v}", case.tokens[t].letter))
            .collect();
        let list = if list.is_empty() {
            "nothing (it surrenders)".to_string()
        } else {
            list.join(", ")
        };
        out.push_str(&format!("   {list}\n"));
    }
    out
}

/// A round in one line: `round 1: a -> C, b -> D, x -> C; C turns away a
/// for x (1 < 4 seconds); holds C x, D b`.
fn round_line(table: &Rules, case: &Case, played: &Played, seen: &Seen) -> String {
    let r = |k: usize| case.robots[k].letter;
    let t = |k: usize| case.tokens[k].letter;
    let mut parts = Vec::new();
    let proposals: Vec<String> = seen
        .proposals
        .iter()
        .map(|&(p, k)| format!("{} -> {}", r(p), t(k)))
        .collect();
    if !proposals.is_empty() {
        parts.push(proposals.join(", "));
    }
    for a in &seen.turned_away {
        let had = if a.displaced { " (which held it)" } else { "" };
        let why = match seen.held[a.receiver] {
            Some(kept) => format!(
                " for {}{}",
                r(kept),
                short_why(table, played, a.receiver, kept, a.proposer)
            ),
            None => String::new(),
        };
        parts.push(format!(
            "{} turns away {}{had}{why}",
            t(a.receiver),
            r(a.proposer)
        ));
    }
    for &p in &seen.ran_out {
        parts.push(format!("{}'s list ran out: it surrenders", r(p)));
    }
    parts.push(format!("holds {}", words::holds(case, &seen.held)));
    format!("round {}: {}", seen.number, parts.join("; "))
}

/// ` (1 < 4 seconds)`, or ` (both 2 seconds: earlier letter)`.
fn short_why(table: &Rules, played: &Played, token: usize, kept: usize, away: usize) -> String {
    let (tk, ta) = (played.times[kept][token], played.times[away][token]);
    if tk == ta {
        let which = match table.token_tie {
            crate::race::rules::TokenTie::EarlierLetter => "earlier",
            crate::race::rules::TokenTie::LaterLetter => "later",
        };
        format!(" (both {}: {which} letter)", words::seconds(Some(tk)))
    } else {
        format!(" ({tk} < {ta} seconds)")
    }
}

/// Move `m` in full.
pub(crate) fn one(table: &Rules, case: &Case, played: &Played, m: u32, paint: Paint) -> String {
    let rounds = played.rounds.len() as u32;
    if m <= rounds {
        round_in_full(table, case, played, &played.rounds[(m - 1) as usize], paint)
    } else {
        super::program::in_full(case, played, (m - rounds - 1) as usize, paint)
    }
}

/// Each proposal of a round and its verdict, then the robots whose lists
/// ran out and who holds what.
fn round_in_full(table: &Rules, case: &Case, played: &Played, seen: &Seen, paint: Paint) -> String {
    let mut out = String::new();
    let notes = round_notes(table, case, played, seen, paint);
    out.push_str(&notes[0]);
    out.push('\n');
    for &(p, k) in &seen.proposals {
        out.push_str(&format!("  {}\n", words::proposal(case, played, p, k)));
        let token = case.tokens[k].letter;
        let verdict = match seen.held[k] {
            Some(h) if h == p => {
                let others: Vec<String> = seen
                    .turned_away
                    .iter()
                    .filter(|a| a.receiver == k)
                    .map(|a| {
                        let had = if a.displaced { " (which held it)" } else { "" };
                        format!(
                            "turns away {}{had}: {}",
                            case.robots[a.proposer].letter,
                            words::why_kept(table, case, played, k, p, a.proposer)
                        )
                    })
                    .collect();
                let line = if others.is_empty() {
                    format!(
                        "accepted: {token} keeps {}, the only robot to claim it",
                        case.robots[p].letter
                    )
                } else {
                    format!(
                        "accepted: {token} keeps {} and {}",
                        case.robots[p].letter,
                        others.join("; ")
                    )
                };
                paint.ink(Ink::Good, &line)
            }
            Some(h) => paint.ink(
                Ink::Bad,
                &format!(
                    "turned away: {token} keeps {}: {}",
                    case.robots[h].letter,
                    words::why_kept(table, case, played, k, h, p)
                ),
            ),
            None => String::new(),
        };
        out.push_str(&format!("    {verdict}\n"));
    }
    // The ran-out lines and the holders, as the trace says them.
    for note in notes
        .iter()
        .skip(1 + seen.proposals.len() + seen.turned_away.len())
    {
        out.push_str(note);
        out.push('\n');
    }
    if !seen.turned_away.is_empty() {
        let next: Vec<String> = seen
            .turned_away
            .iter()
            .map(|a| case.robots[a.proposer].letter.to_string())
            .collect();
        let (verb, what) = if next.len() == 1 {
            ("proposes", "token of its list")
        } else {
            ("propose", "tokens of their lists")
        };
        out.push_str(&format!(
            "  next round: {} {verb} to the next {}\n",
            next.join(", "),
            what
        ));
    }
    out
}
