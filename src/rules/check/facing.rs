//! A race robot's facings and commands: `robots start facing any of SET`
//! (clockwise) and `robot commands: forward 1 second, ...`.

use super::checker::{Checker, MAX_COST};
use super::common::expect_word;
use super::directions;
use crate::geometry::{Offset, Shape};
use crate::rules::ast::{Phrase, Spanned, StatementKind};
use crate::rules::codes::Error;

/// `robots start facing any of SET`, the set in clockwise order.
pub(super) fn facings(c: &mut Checker, shape: Shape) -> Option<Vec<Offset>> {
    let Some(StatementKind::Facing { who, set }) = c.get("facing").map(|s| &s.node) else {
        c.missing("robots start", "which way robots may face");
        return None;
    };
    let ok = expect_word(c, who, "robots", "who faces");
    let facings = directions::resolve(c, set, "facing", shape)?;
    if !clockwise(&facings, shape) {
        let f = c
            .error(
                Error::NotClockwise,
                set.span,
                "the facings are not in clockwise order",
            )
            .label("turning clockwise goes to the next facing listed")
            .help(
                "list the facings clockwise, such as `N, E, S, W`, or name a set (`rook`, `hex`)",
            );
        c.push(f);
        return None;
    }
    ok.then_some(facings)
}

/// Whether offsets are listed in clockwise order, from any of them.
fn clockwise(offsets: &[Offset], shape: Shape) -> bool {
    let angle = |&(dr, dc): &Offset| {
        // A hexagon's rows lean: its cell (r, c) is drawn at x = c + r / 2.
        let x = f64::from(dc)
            + if matches!(shape, Shape::Hexagon(_)) {
                f64::from(dr) / 2.0
            } else {
                0.0
            };
        x.atan2(-f64::from(dr)).rem_euclid(std::f64::consts::TAU)
    };
    let angles: Vec<f64> = offsets.iter().map(angle).collect();
    let n = angles.len();
    let descents = (0..n).filter(|&i| angles[(i + 1) % n] <= angles[i]).count();
    n < 2 || descents == 1
}

/// `robot commands: forward 1 second, turn clockwise 1 second, ...`.
pub(super) fn commands(c: &mut Checker) -> Option<(u32, u32, u32)> {
    const NAMES: [&str; 3] = ["forward", "turn clockwise", "turn counter-clockwise"];
    let Some(StatementKind::Commands(phrases)) = c.get("commands").map(|s| &s.node) else {
        c.missing("robot commands", "what commands a robot runs");
        return None;
    };
    let span = c.get("commands").map(|s| s.span)?;
    let mut costs: [Option<u32>; 3] = [None; 3];
    let mut ok = true;
    for phrase in phrases {
        match command(c, phrase) {
            Some((i, cost)) => costs[i] = Some(cost),
            None => ok = false,
        }
    }
    if ok && costs.iter().any(Option::is_none) {
        let absent: Vec<String> = NAMES
            .iter()
            .zip(costs)
            .filter(|(_, c)| c.is_none())
            .map(|(n, _)| format!("`{n}`"))
            .collect();
        let f = c
            .error(Error::Missing, span, format!("the commands lack {}", absent.join(" and ")))
            .label("incomplete")
            .help("list `forward`, `turn clockwise` and `turn counter-clockwise`, each with its time, such as `forward 1 second`");
        c.push(f);
        return None;
    }
    if !ok {
        return None;
    }
    Some((costs[0]?, costs[1]?, costs[2]?))
}

/// One command and its time: `turn clockwise 2 seconds`.
fn command(c: &mut Checker, phrase: &Phrase) -> Option<(usize, u32)> {
    const NAMES: [&str; 3] = ["forward", "turn clockwise", "turn counter-clockwise"];
    let words: Vec<&str> = phrase.node.split(' ').collect();
    let n = words.len();
    let timed = n >= 3 && matches!(words[n - 1], "second" | "seconds");
    let cost = if timed {
        words[n - 2].parse::<i64>().ok()
    } else {
        None
    };
    let name = if timed {
        words[..n - 2].join(" ")
    } else {
        phrase.node.clone()
    };
    let Some(i) = NAMES.iter().position(|x| *x == name) else {
        c.unknown("command", &Spanned::new(name, phrase.span), &NAMES);
        return None;
    };
    match cost {
        Some(t) if (1..=i64::from(MAX_COST)).contains(&t) => Some((i, t as u32)),
        _ => {
            let f = c
                .error(
                    Error::OutOfRange,
                    phrase.span,
                    format!("`{}` needs its time", phrase.node),
                )
                .label(format!("a time from 1 to {MAX_COST} seconds"))
                .help(format!(
                    "write the command and its time, such as `{} 1 second`",
                    NAMES[i]
                ));
            c.push(f);
            None
        }
    }
}
