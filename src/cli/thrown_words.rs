//! The words of `robots explain --solve` on a map game: what the search
//! of the game's moves found, as a line when no move is marked, or as the
//! marked move's head line and the line of play shown after it; for one
//! player ([`crate::solve::map::mistake`]) and for two sides
//! ([`crate::solve::map::sides_mistake`]).

use crate::model::Model;
use crate::scenario::map::Move;
use crate::solve::map::mistake::{After, Mistake};
use crate::solve::map::report::token;
use crate::solve::map::sides::Best;
use crate::solve::map::sides_mistake::Thrown;
use crate::views::words;

/// What `explain --solve` shows after the case's line.
pub(super) enum Marked {
    /// No move is marked: why, in a line.
    Said(String),
    /// Move `number` is marked: the line before it is shown in full, and
    /// the line after.
    Move {
        number: u64,
        /// What the move threw away: `the win`, `O's draw`.
        lost: String,
        head: String,
        tail: String,
    },
}

/// `N moves: A B C`.
fn line(model: &Model, moves: &[Move]) -> String {
    let tokens: Vec<String> = moves.iter().map(|&m| token(model, m)).collect();
    format!(
        "{}: {}",
        words::count(moves.len(), "move"),
        tokens.join(" ")
    )
}

fn undecided(after: u64, positions: u64, what: &str) -> Marked {
    let at = match after {
        0 => "the start".to_string(),
        _ => format!("the position after move {after}"),
    };
    Marked::Said(format!(
        "undecided: the budget ran out deciding {what} from {at} ({positions} positions searched); a larger `--budget` may decide it\n"
    ))
}

/// One player's game: `who` is `the strategy's` or `the input's`.
pub(super) fn one_player(model: &Model, found: Mistake, who: &str) -> Marked {
    let (number, made, won, after) = match found {
        Mistake::Won => {
            return Marked::Said("the game is won: there is no win to throw away\n".into());
        }
        Mistake::NoWin { positions } => {
            return Marked::Said(format!(
                "no line wins from the start ({} searched): no move throws a win away\n",
                words::count(positions as usize, "position")
            ));
        }
        Mistake::Undecided { after, positions } => {
            return undecided(after, positions, "whether a line wins");
        }
        Mistake::Short { moves, line: l } => {
            return Marked::Said(format!(
                "the game stopped after {} with a win still there, in {}\n",
                words::count(moves as usize, "move"),
                line(model, &l)
            ));
        }
        Mistake::Thrown {
            number,
            made,
            line,
            after,
        } => (number, made, line, after),
    };
    let proof = match after {
        After::Ended => "the game ends with it".to_string(),
        After::TurnsOut => "the case's turns run out with it".to_string(),
        After::Proved(n) => format!(
            "proved by searching {}",
            words::count(n as usize, "position")
        ),
    };
    Marked::Move {
        number,
        lost: "the win".to_string(),
        head: format!(
            "after {who} {}, no line wins ({proof}), while {} keeps one",
            token(model, made),
            token(model, won[0])
        ),
        tail: format!(
            "a win from the position before move {number}, in {}",
            line(model, &won)
        ),
    }
}

/// A game of two sides.
pub(super) fn two_sides(model: &Model, found: Thrown) -> Marked {
    let (number, side, made, was, now, best) = match found {
        Thrown::Kept => {
            return Marked::Said(
                "no move threw its side's result away: with best play each held through the game\n"
                    .into(),
            );
        }
        Thrown::Undecided { after, positions } => {
            return undecided(after, positions, "best play");
        }
        Thrown::Move {
            number,
            side,
            made,
            was,
            now,
            best,
        } => (number, side, made, was, now, best),
    };
    let name = &model.sides[side];
    let result = |v: i8| match v {
        1 => "win",
        0 => "draw",
        _ => "loss",
    };
    let moves = match &best {
        Best::Wins(_, l) | Best::Neither(l) => l.clone(),
        Best::Undecided => Vec::new(),
    };
    let keeps = moves.first().map_or(String::new(), |&m| {
        format!(", while {} keeps the {}", token(model, m), result(was))
    });
    Marked::Move {
        number,
        lost: format!("{name}'s {}", result(was)),
        head: format!(
            "after {name}'s {}, best play gives {name} a {}{keeps}",
            token(model, made),
            result(now),
        ),
        tail: format!(
            "best play from the position before move {number}, in {}",
            line(model, &moves)
        ),
    }
}
