//! The words the views use for a pursuit: cells, moves, pushes, why a
//! move is not legal (with the rule that says so), keys and their values,
//! the fallback's scan, the robots' reply and a game's end. One place, so
//! the trace, the explanation, the diff and the replay say things alike.

use crate::engine::table::{Goal, Key, Meets, Mover, Offset, Table};
use crate::engine::{End, Record};
use crate::geometry::Shape;
use crate::geometry::offset_name;
use crate::oracle::{
    Blocked, Chosen, Decision, INFINITELY_FAR, Move, MoveKind, Push, Reply, Separation, Skip, Tried,
};
use crate::rules::lines::RuleLines;
use crate::rules::vocab;

/// A rule as a view cites it: what it says and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cited {
    /// The rule as written (or, for a rule left to its default, as the
    /// default would be written).
    pub text: String,
    /// `file:line`, or `default` for a rule the file does not state.
    pub at: String,
}

impl std::fmt::Display for Cited {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "`{}` ({})", self.text, self.at)
    }
}

/// The rule on `line` of the file, or `default` for what the file leaves
/// unstated.
pub fn cite(lines: &RuleLines, line: Option<usize>, default: &str) -> Cited {
    match line {
        Some(line) => Cited {
            text: lines.written(line),
            at: lines.at(line),
        },
        None => Cited {
            text: default.to_string(),
            at: "default".to_string(),
        },
    }
}

/// `1 robot`, `2 robots`: a count and its noun.
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// `(row,column)`, as the contest output names cells.
pub fn cell((r, c): Offset) -> String {
    format!("({r},{c})")
}

/// A candidate by its kind: `walk NE`, `stay`, `teleport 2` (entries are
/// counted from 1, as the list is written).
pub fn kind(kind: MoveKind, shape: Shape) -> String {
    match kind {
        MoveKind::Walk(offset) => format!("walk {}", offset_name(shape, offset)),
        MoveKind::Stay => "stay".to_string(),
        MoveKind::Teleport(i) => format!("teleport {}", i + 1),
    }
}

/// A move made, from `from`: `walk NE to (14,16)`, `stay on (15,15)`,
/// `teleport to (16,15) (entry 1)`, with what it pushed.
pub fn made(mv: &Move, from: Offset, shape: Shape) -> String {
    let mut text = match mv.kind {
        MoveKind::Walk(offset) => format!(
            "walk {} from {} to {}",
            offset_name(shape, offset),
            cell(from),
            cell(mv.to)
        ),
        MoveKind::Stay => format!("stay on {}", cell(mv.to)),
        MoveKind::Teleport(i) => format!("teleport to {} (entry {})", cell(mv.to), i + 1),
    };
    if let Some(push) = &mv.push {
        text.push_str(", ");
        text.push_str(&pushed(push));
    }
    text
}

/// `pushing the debris on (a) to (b)`, with the line's length when more
/// than one and the robot it destroyed.
pub fn pushed(push: &Push) -> String {
    let mut text = format!(
        "pushing the debris on {} to {}",
        cell(push.from),
        cell(push.to)
    );
    if push.length > 1 {
        text.push_str(&format!(" (a line of {})", push.length));
    }
    if push.crushed.is_some() {
        text.push_str(", destroying the robot there");
    }
    text
}

/// Why a candidate is not legal, and the rule that says so.
pub fn blocked(why: Blocked, kind: MoveKind, lines: &RuleLines) -> (String, Cited) {
    let outcome = |mover, meets, default: &str| cite(lines, lines.outcome(mover, meets), default);
    let teleports = || cite(lines, lines.statement("teleports"), "player may teleport");
    let teleport = matches!(kind, MoveKind::Teleport(_));
    let (text, rule) = match why {
        Blocked::OffBoard if teleport => ("off the board".to_string(), teleports()),
        Blocked::Robot if teleport => ("a robot is there".to_string(), teleports()),
        Blocked::Debris if teleport => ("debris is there".to_string(), teleports()),
        Blocked::OffBoard => (
            "off the board".to_string(),
            outcome(Mover::Player, Meets::OffBoard, "player off board: blocked"),
        ),
        Blocked::Robot => (
            "a robot is there".to_string(),
            outcome(Mover::Player, Meets::Robot, "player into robot: blocked"),
        ),
        Blocked::Debris => (
            "debris is there".to_string(),
            outcome(Mover::Player, Meets::Debris, "player into debris: blocked"),
        ),
        Blocked::ChainTooLong { length, limit } => (
            format!("push blocked: a line of {length} debris, more than {limit}"),
            outcome(
                Mover::PushedDebris,
                Meets::Debris,
                "pushed debris into debris: blocked",
            ),
        ),
        Blocked::DebrisOffBoard => (
            "push blocked: the debris would leave the board".to_string(),
            outcome(
                Mover::PushedDebris,
                Meets::OffBoard,
                "pushed debris off board: blocked",
            ),
        ),
        Blocked::DebrisIntoRobot(at) => (
            format!("push blocked by the robot on {}", cell(at)),
            outcome(
                Mover::PushedDebris,
                Meets::Robot,
                "pushed debris into robot: blocked",
            ),
        ),
        Blocked::Spent => ("entry already taken".to_string(), teleports()),
        Blocked::OwnCell => ("the player's own cell".to_string(), teleports()),
    };
    (text, rule)
}

/// A key as the strategy writes it: `maximize nearest robot`.
pub fn key((key, goal): (Key, Goal)) -> String {
    let name = vocab::KEYS
        .iter()
        .find(|(_, k)| *k == key)
        .map_or("?", |(n, _)| *n);
    let goal = match goal {
        Goal::Minimize => "minimize",
        Goal::Maximize => "maximize",
    };
    format!("{goal} {name}")
}

/// A key's name alone: `nearest robot`.
pub fn key_name(key: Key) -> &'static str {
    vocab::KEYS
        .iter()
        .find(|(_, k)| *k == key)
        .map_or("?", |(n, _)| *n)
}

/// A key's value: a number, or `inf` for `nearest robot` with no robot
/// left.
pub fn value(v: u64) -> String {
    if v == INFINITELY_FAR {
        "inf".to_string()
    } else {
        v.to_string()
    }
}

/// Why the fallback scan passed over an entry.
pub fn skip(why: Skip, kind: MoveKind, lines: &RuleLines) -> String {
    match why {
        Skip::Unusable(b) => blocked(b, kind, lines).0,
        Skip::WouldLose => "a robot would reach the player".to_string(),
    }
}

/// What the robots' reply did, in one line: who was destroyed where,
/// what became debris, who reached the player, how many robots are left.
pub fn reply(reply: &Reply, robots_left: usize) -> String {
    let mut parts = Vec::new();
    if let Some(at) = reply.crushed {
        parts.push(format!(
            "the pushed debris destroyed the robot on {}",
            cell(at)
        ));
    }
    for &(at, n) in &reply.met {
        let debris = if reply.new_debris.contains(&at) {
            ", now debris"
        } else {
            ""
        };
        parts.push(format!("{n} robots met on {}{debris}", cell(at)));
    }
    for &at in &reply.on_debris {
        parts.push(format!(
            "a robot stepped onto the debris on {} and was destroyed",
            cell(at)
        ));
    }
    for &from in &reply.stopped {
        parts.push(format!("the robot on {} was stopped by debris", cell(from)));
    }
    for &from in &reply.reached {
        parts.push(format!("the robot from {} reached the player", cell(from)));
    }
    if parts.is_empty() {
        parts.push(format!("{} stepped", count(reply.steps.len(), "robot")));
    }
    let left = format!("{} left", count(robots_left, "robot"));
    format!("{}; {left}", parts.join("; "))
}

/// How a game ended, as one phrase: `won after 5 moves`.
pub fn end(record: &Record) -> String {
    match record.end {
        End::Won => format!("won after {}", count(record.moves as usize, "move")),
        End::Lost => format!("lost after {}", count(record.moves as usize, "move")),
        End::Survived => format!("survived {}", count(record.moves as usize, "move")),
        End::Repeats { at, first } => {
            format!("does not end: the position after move {at} repeats move {first}")
        }
    }
}

/// What decided a move: the key that set the chosen candidate above the
/// runner-up, candidate order, the only candidate left, or the fallback
/// taken; with the rule's `file:line`.
pub fn decided(decision: &Decision, table: &Table, lines: &RuleLines) -> String {
    match &decision.chosen {
        Chosen::Best {
            runner_up: None, ..
        } => "the only candidate left".to_string(),
        Chosen::Best {
            runner_up: Some((_, Separation::Key(k))),
            ..
        } => cite(lines, lines.keys.get(*k).copied(), &key(table.keys[*k])).to_string(),
        Chosen::Best {
            runner_up: Some((_, Separation::Order)),
            ..
        } => "candidate order (every key ties)".to_string(),
        Chosen::Fallback(tried) => match tried.last() {
            Some(last) if fell_back_to(last) => {
                let i = tried.len() - 1;
                let default = match last {
                    Tried::Stay => "else stay",
                    Tried::Teleport { .. } => "else teleport first usable",
                };
                format!(
                    "no candidate left: {}",
                    cite(lines, lines.fallbacks.get(i).copied(), default)
                )
            }
            _ => "no candidate left and no fallback applies: the player stays".to_string(),
        },
    }
}

/// Whether a fallback tried was the one taken.
fn fell_back_to(tried: &Tried) -> bool {
    matches!(tried, Tried::Stay | Tried::Teleport { taken: Some(_), .. })
}
