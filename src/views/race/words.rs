//! How the race views say things: seconds, prizes, a proposal, why a
//! token turned a robot away, who holds what, a robot's program.

use super::played::Played;
use crate::assignment::TurnedAway;
use crate::geometry::offset_name;
use crate::race::route::Route;
use crate::race::rules::{Rules, TokenTie};
use crate::scenario::race::Case;

/// `4 seconds`, `1 second`, or `never` for a token out of reach.
pub(crate) fn seconds(s: Option<u32>) -> String {
    match s {
        Some(1) => "1 second".to_string(),
        Some(s) => format!("{s} seconds"),
        None => "never".to_string(),
    }
}

/// `a proposes to C ($100 to it, 4 seconds away)`.
pub(crate) fn proposal(case: &Case, played: &Played, robot: usize, token: usize) -> String {
    format!(
        "{} proposes to {} (${} to it, {} away)",
        case.robots[robot].letter,
        case.tokens[token].letter,
        played.worth(robot, token).unwrap_or_default(),
        seconds(played.seconds(robot, token))
    )
}

/// Why a token keeps one robot over another: `x enters it in 1 second,
/// a in 4`, or at equal times the tie rule.
pub(crate) fn why_kept(
    table: &Rules,
    case: &Case,
    played: &Played,
    token: usize,
    kept: usize,
    away: usize,
) -> String {
    let (k, a) = (case.robots[kept].letter, case.robots[away].letter);
    let (tk, ta) = (played.times[kept][token], played.times[away][token]);
    if tk == ta {
        let which = match table.token_tie {
            TokenTie::EarlierLetter => "earlier",
            TokenTie::LaterLetter => "later",
        };
        format!(
            "{k} and {a} both enter it in {}; at equal times the {which} letter wins (robots meeting on token)",
            seconds(Some(tk))
        )
    } else {
        format!(
            "{k} enters it in {}, {a} in {}",
            seconds(Some(tk)),
            seconds(Some(ta))
        )
    }
}

/// `C turns a away: x enters it in 1 second, a in 4`; a displaced
/// holder is said to have held it.
pub(crate) fn turned_away(
    table: &Rules,
    case: &Case,
    played: &Played,
    t: &TurnedAway,
    held: &[Option<usize>],
) -> String {
    let token = case.tokens[t.receiver].letter;
    let robot = case.robots[t.proposer].letter;
    let had = if t.displaced { " (which held it)" } else { "" };
    match held[t.receiver] {
        Some(kept) => format!(
            "{token} turns away {robot}{had} for {}: {}",
            case.robots[kept].letter,
            why_kept(table, case, played, t.receiver, kept, t.proposer)
        ),
        None => format!("{token} turns away {robot}{had}"),
    }
}

/// `C x, D a`: who holds each held token, in letter order.
pub(crate) fn holds(case: &Case, held: &[Option<usize>]) -> String {
    let pairs: Vec<String> = held
        .iter()
        .enumerate()
        .filter_map(|(t, h)| {
            h.map(|r| format!("{} {}", case.tokens[t].letter, case.robots[r].letter))
        })
        .collect();
    if pairs.is_empty() {
        "none".to_string()
    } else {
        pairs.join(", ")
    }
}

/// `face E, forward, forward`: a program's commands.
pub(crate) fn program(case: &Case, route: &Route) -> Vec<String> {
    let face = format!("face {}", offset_name(case.board.shape(), route.facing));
    std::iter::once(face)
        .chain(route.commands.iter().map(|c| c.name().to_string()))
        .collect()
}

/// One line for a robot's fate: `a: face E, forward, forward; collects D
/// after 2 seconds: $99`, or `b surrenders: $20`.
pub(crate) fn fate(case: &Case, played: &Played, robot: usize) -> String {
    let letter = case.robots[robot].letter;
    let prize = played.prizes[robot];
    match (played.wins[robot], &played.routes[robot]) {
        (Some(token), Some(route)) => format!(
            "{letter}: {}; collects {} after {}: ${prize}",
            program(case, route).join(", "),
            case.tokens[token].letter,
            seconds(Some(route.seconds))
        ),
        _ => format!("{letter} surrenders: ${prize}"),
    }
}
