//! The rules files of the games whose contest asks a question other than
//! play (move validation, perfect play, re-enactment), written from the
//! model as each question's solver reads it.

use super::out::{Out, board, entry, header, set};
use crate::geometry::{BoardSize, CellNames, Shape};
use crate::model::Model;
use crate::terrain::Terrain;

/// A legend symbol: a letter as it is, anything else in double quotes.
fn symbol(c: char) -> String {
    if c.is_ascii_alphabetic() {
        c.to_string()
    } else {
        format!("\"{c}\"")
    }
}

fn terrain(out: &mut Out, terrain: &Terrain, mover: &str, entries: &[crate::model::Outcome]) {
    out.line("terrain:");
    for k in &terrain.kinds {
        out.line(format!("  {} {}", symbol(k.symbol), k.name));
    }
    for (k, e) in terrain.kinds.iter().zip(entries) {
        out.line(format!("{mover} into {}: {}", k.name, entry(*e)));
    }
}

fn sides(out: &mut Out, sides: &[String]) {
    out.line(format!("sides: {}", sides.join(", ")));
}

/// A tactics game, as the move validator reads it from the model.
pub(super) fn tactics(out: &mut Out, t: &crate::tactics::rules::Rules) {
    header(out, &t.name, "janken-tactics");
    board(out, BoardSize::Fixed(t.board));
    if t.cells == CellNames::LetterNumber {
        out.line("cells named row letter, column number");
    }
    terrain(out, &t.terrain, "unit", &t.terrain_entry);
    sides(out, &t.sides);
    out.line("units:");
    for k in &t.kinds {
        out.line(format!("  {} {}", symbol(k.symbol), k.name));
    }
    for (a, row) in t.beats.iter().enumerate() {
        for (b, &beats) in row.iter().enumerate() {
            if beats {
                out.line(format!("{} beats {}", t.kinds[a].name, t.kinds[b].name));
            }
        }
    }
    out.line(format!("units step {}", set(t.board.shape(), &t.steps)));
    out.line(format!("units have {} points a move", t.points));
    out.line(format!("unit into ally: {}", entry(t.into_ally)));
    out.line(format!("unit into enemy: {}", entry(t.into_enemy)));
    out.line(format!(
        "unit next to enemy that beats it: {}",
        entry(t.next_to_stronger)
    ));
    out.line(format!("unit next to enemy: {}", entry(t.next_to_enemy)));
    out.line("unit off board: blocked");
    out.line("validate moves by the cheapest path");
}

/// A race, as the race solver reads it from the model.
pub(super) fn race(out: &mut Out, t: &crate::race::rules::Rules) {
    use crate::race::rules::{Letters, TokenTie};
    header(out, &t.name, "robot-race");
    board(out, t.board);
    terrain(out, &t.terrain, "robot", &t.terrain_entry);
    let class = |l: Letters| match l {
        Letters::LowerCase => "lower-case letter",
        Letters::UpperCase => "upper-case letter",
        Letters::One(_) => "letter",
    };
    out.line("pieces:");
    out.line(format!("  {} robot", class(t.robots)));
    out.line(format!("  {} token", class(t.tokens)));
    let shape = match t.board {
        BoardSize::Fixed(b) => b.shape(),
        BoardSize::FromScenario => Shape::Rectangle,
    };
    out.line(format!(
        "robots start facing any of {}",
        set(shape, &t.facings)
    ));
    let secs = |n: u32| {
        if n == 1 {
            "1 second".to_string()
        } else {
            format!("{n} seconds")
        }
    };
    out.line(format!(
        "robot commands: forward {}, turn clockwise {}, turn counter-clockwise {}",
        secs(t.forward),
        secs(t.turn_clockwise),
        secs(t.turn_counter_clockwise)
    ));
    out.line(format!("robot into token: {}", entry(t.into_token)));
    out.line("robot off board: blocked");
    out.line("robots meeting: share");
    out.line(match t.token_tie {
        TokenTie::EarlierLetter => "robots meeting on token: earlier letter wins",
        TokenTie::LaterLetter => "robots meeting on token: later letter wins",
    });
    out.line(format!(
        "token values: {}, then {} less each",
        t.first_value, t.value_step
    ));
    out.line(format!("surrender: {}", t.surrender));
    out.line("perfect play: stable assignment, robots propose");
}

/// A placement game: its sides and turns, what a piece placed may enter,
/// what is cut off, the end, the score and the side re-enacted.
pub(super) fn crosses(out: &mut Out, m: &Model, reenacted: usize) {
    use crate::model::{Mover, Placement, Target};
    header(out, &m.name, "crosses");
    board(
        out,
        m.board.map_or(BoardSize::FromScenario, BoardSize::Fixed),
    );
    sides(out, &m.sides);
    let first = m.first_side.unwrap_or(0);
    out.line(format!("sides take turns, {} first", m.sides[first]));
    let placed = match m.placement {
        Some(Placement::Place { class_kind }) => class_kind,
        _ => 0,
    };
    let class = &m.kinds[usize::from(placed)].class;
    let many = crate::model::plural(class);
    out.line(format!("sides place {many}"));
    let onto = m.outcomes.get(Mover::Placed(placed), Target::Piece(placed));
    out.line(format!("{class} into {class}: {}", entry(onto)));
    out.line(format!("{class} off board: blocked"));
    for effect in &m.effects {
        out.line(format!(
            "after each move: {}",
            crate::model::describe_effect(m, effect)
        ));
    }
    out.line("game ends when no free cell");
    out.line(format!("score: {many} standing"));
    out.line(format!(
        "re-enact {} for the stated score",
        m.sides[reenacted]
    ));
}
