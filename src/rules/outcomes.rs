//! Checking the outcome rules: `player into debris: push` and its kin.
//!
//! Each (mover, what it meets) pair has a fixed menu of outcomes; a rule
//! must pick from it. The pairs a game needs are required, and rules that
//! can never fire (pushed debris when the player never pushes) are flagged.

use super::ast::{self, Spanned, StatementKind, Target};
use super::check::Reporter;
use super::report::Finding;
use super::vocab;
use crate::diagnostics::Span;
use crate::engine::table::{Meets, Mover, Outcome};

/// The longest chain of debris a push may move.
pub const MAX_CHAIN: i64 = 4096;

/// The outcomes each pair may have, by the words that name them.
fn menu(mover: Mover, meets: Meets) -> &'static [(&'static str, Outcome)] {
    use Meets as M;
    match (mover, meets) {
        (_, M::Empty) => &[("move", Outcome::Move)],
        (Mover::Player, M::Robot) => &[("blocked", Outcome::Blocked)],
        (Mover::Player, M::Debris) => &[("push", Outcome::Push), ("blocked", Outcome::Blocked)],
        (Mover::Player | Mover::PushedDebris, M::OffBoard) => &[("blocked", Outcome::Blocked)],
        (Mover::PushedDebris, M::Debris) => &[
            ("blocked", Outcome::Blocked),
            ("chain up to N", Outcome::Chain(0)),
        ],
        (Mover::PushedDebris, M::Robot) => &[
            ("robot destroyed", Outcome::DestroyRobot),
            ("blocked", Outcome::Blocked),
        ],
        (Mover::Robot, M::Debris) => &[
            ("destroyed", Outcome::Destroyed),
            ("stopped", Outcome::Stopped),
        ],
        (Mover::Robot, M::Player) => &[("lost", Outcome::Lost)],
        _ => &[],
    }
}

/// Why a pair has no rule, for the error's help line.
fn why_not(mover: Mover, meets: Meets) -> &'static str {
    match (mover, meets) {
        (Mover::Robot, Meets::Robot) => {
            "robots that step onto one cell meet: write `robots meeting: debris` (or `vanish`)"
        }
        (Mover::Robot, Meets::OffBoard) => {
            "robots never step off the board: steps that would leave it are not considered"
        }
        (Mover::Player, Meets::Player) => "there is one player",
        _ => "pushed debris moves away from the player, so it never meets the player",
    }
}

/// "the player moves into debris", for the missing-rule message.
fn happening(mover: Mover, meets: Meets) -> String {
    let who = match mover {
        Mover::Player => "the player",
        Mover::PushedDebris => "pushed debris",
        Mover::Robot => "a robot",
    };
    let what = match meets {
        Meets::Empty => "moves into an empty cell",
        Meets::Robot => "moves into a robot",
        Meets::Debris => "moves into debris",
        Meets::Player => "moves into the player",
        Meets::OffBoard => "would leave the board",
    };
    format!("{who} {what}")
}

fn mover_of(m: ast::Mover) -> Mover {
    match m {
        ast::Mover::Player => Mover::Player,
        ast::Mover::PushedDebris => Mover::PushedDebris,
        ast::Mover::Robot => Mover::Robot,
    }
}

fn mover_name(m: Mover) -> &'static str {
    match m {
        Mover::Player => "player",
        Mover::PushedDebris => "pushed debris",
        Mover::Robot => "robot",
    }
}

fn meets_name(m: Meets) -> &'static str {
    match m {
        Meets::Empty => "into empty",
        Meets::Robot => "into robot",
        Meets::Debris => "into debris",
        Meets::Player => "into player",
        Meets::OffBoard => "off board",
    }
}

/// Checks every outcome statement (first of each pair) and the required set.
pub(super) fn check(
    r: &mut impl Reporter,
    statements: &[&ast::Statement],
) -> Option<Vec<((Mover, Meets), Outcome)>> {
    let mut found: Vec<((Mover, Meets), Outcome, Span)> = Vec::new();
    let mut ok = true;
    for s in statements {
        let StatementKind::Outcome {
            mover,
            target,
            outcome,
        } = &s.node
        else {
            continue;
        };
        match resolve(r, mover, target, outcome) {
            Some((pair, value)) => found.push((pair, value, s.span)),
            None => ok = false,
        }
    }
    let get = |pair: (Mover, Meets)| found.iter().find(|(p, ..)| *p == pair).map(|(_, o, _)| *o);
    let mut required = vec![
        (Mover::Player, Meets::Empty, "player into empty: move"),
        (Mover::Player, Meets::Robot, "player into robot: blocked"),
        (Mover::Player, Meets::Debris, "player into debris: push"),
        (Mover::Player, Meets::OffBoard, "player off board: blocked"),
        (Mover::Robot, Meets::Debris, "robot into debris: destroyed"),
        (Mover::Robot, Meets::Player, "robot into player: lost"),
    ];
    let pushes = get((Mover::Player, Meets::Debris)) == Some(Outcome::Push);
    if pushes {
        required.extend([
            (
                Mover::PushedDebris,
                Meets::Debris,
                "pushed debris into debris: blocked",
            ),
            (
                Mover::PushedDebris,
                Meets::Robot,
                "pushed debris into robot: robot destroyed",
            ),
            (
                Mover::PushedDebris,
                Meets::OffBoard,
                "pushed debris off board: blocked",
            ),
        ]);
    } else if get((Mover::Player, Meets::Debris)).is_some() {
        for (pair, _, span) in found.iter().filter(|(p, ..)| p.0 == Mover::PushedDebris) {
            let f = Finding::warning(r.source(), "robots::rules::never_fires", *span, "this rule can never fire")
                .label(format!("debris is never pushed, so `pushed debris {}` never happens", meets_name(pair.1)))
                .help("the player never pushes (`player into debris: blocked`); delete this line or let the player push");
            r.report(f);
        }
    }
    for (mover, meets, example) in required {
        if get((mover, meets)).is_none() && ok {
            let what = format!("what happens when {}", happening(mover, meets));
            r.missing_rule(&what, example);
            ok = false;
        } else if get((mover, meets)).is_none() {
            ok = false;
        }
    }
    ok.then(|| found.into_iter().map(|(p, o, _)| (p, o)).collect())
}

fn resolve(
    r: &mut impl Reporter,
    mover: &Spanned<ast::Mover>,
    target: &Target,
    outcome: &ast::Phrase,
) -> Option<((Mover, Meets), Outcome)> {
    let who = mover_of(mover.node);
    let meets = match target {
        Target::OffBoard(_) => Meets::OffBoard,
        Target::Named(word) => match word.node.as_str() {
            "empty" => Meets::Empty,
            "robot" => Meets::Robot,
            "debris" => Meets::Debris,
            "player" => Meets::Player,
            _ => {
                r.unknown_word("cell content", word, vocab::TARGETS);
                return None;
            }
        },
    };
    let options = menu(who, meets);
    let target_span = match target {
        Target::OffBoard(s) => *s,
        Target::Named(w) => w.span,
    };
    if options.is_empty() {
        let f = Finding::error(
            r.source(),
            "robots::rules::no_such_rule",
            mover.span.join(target_span),
            format!("`{} {}` is not a rule", mover_name(who), meets_name(meets)),
        )
        .label("nothing to decide here")
        .help(why_not(who, meets));
        r.report(f);
        return None;
    }
    if let Some(chain) = chain_length(r, outcome, who, meets) {
        return chain.map(|n| ((who, meets), Outcome::Chain(n)));
    }
    match options.iter().find(|(w, _)| *w == outcome.node) {
        Some((_, value)) => Some(((who, meets), *value)),
        None => {
            let known: Vec<&str> = options.iter().map(|(w, _)| *w).collect();
            r.unknown_word(
                &format!("outcome for `{} {}`", mover_name(who), meets_name(meets)),
                outcome,
                &known,
            );
            None
        }
    }
}

/// `chain up to N`: `None` when the phrase is not a chain, `Some(None)` when
/// it is one but refused.
fn chain_length(
    r: &mut impl Reporter,
    outcome: &ast::Phrase,
    who: Mover,
    meets: Meets,
) -> Option<Option<u32>> {
    let n = outcome.node.strip_prefix("chain up to ")?;
    if (who, meets) != (Mover::PushedDebris, Meets::Debris) {
        return None;
    }
    match n.parse::<i64>() {
        Ok(n) if (1..=MAX_CHAIN).contains(&n) => Some(Some(n as u32)),
        _ => {
            let f = Finding::error(
                r.source(),
                "robots::rules::out_of_range",
                outcome.span,
                format!("`{}` is not a chain length", outcome.node),
            )
            .label(format!("must be from 1 to {MAX_CHAIN}"))
            .help(
                "a chain push moves a line of at most N debris cells, for example `chain up to 3`",
            );
            r.report(f);
            Some(None)
        }
    }
}
