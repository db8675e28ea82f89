//! A race's board as the views draw it: the terrain in the symbols the
//! rules' `terrain:` block gives it, each robot's start and each token
//! in its own letter (from the case's map), and the legend that says so.

use crate::race::rules::{Letters, Rules};
use crate::scenario::race::{Case, Square};
use crate::views::board::{EMPTY, Grid, Mark};
use crate::views::style::Ink;

/// How a robot's start is drawn: its letter.
pub(crate) fn robot(letter: char) -> Mark {
    Mark::new(letter, Ink::Robot)
}

/// How a token nobody holds is drawn: its letter.
pub(crate) fn token(letter: char) -> Mark {
    Mark::new(letter, Ink::Teleport)
}

/// A held token, or a robot holding one.
pub(crate) fn held(letter: char) -> Mark {
    Mark::new(letter, Ink::Good)
}

/// A robot turned away in the round drawn.
pub(crate) fn turned(letter: char) -> Mark {
    Mark::new(letter, Ink::Bad)
}

/// A cell a robot's program passes through.
pub(crate) const ROUTE: Mark = Mark::new('+', Ink::Good);

/// A terrain kind's mark: its symbol from the rules, but a space (which
/// a drawing would lose) is drawn as the board's empty cell.
fn terrain(table: &Rules, kind: u16) -> Mark {
    match table.terrain.kinds.get(usize::from(kind)) {
        Some(k) if k.symbol != ' ' => Mark::new(k.symbol, Ink::Plain),
        _ => EMPTY,
    }
}

/// The board of `case`: terrain, robots' starts and tokens.
pub(crate) fn grid(table: &Rules, case: &Case) -> Grid {
    let mut grid = Grid::new(case.board);
    for cell in case.board.cells() {
        let mark = match case.squares[case.board.index(cell)] {
            Square::Terrain(k) => terrain(table, k),
            Square::Robot(k) => robot(case.robots[usize::from(k)].letter),
            Square::Token(k) => token(case.tokens[usize::from(k)].letter),
        };
        if mark != EMPTY {
            grid.mark(cell, mark);
        }
    }
    grid
}

/// The first letter of a kind of letters, to stand for them all.
fn first(letters: Letters) -> char {
    match letters {
        Letters::LowerCase => 'a',
        Letters::UpperCase => 'A',
        Letters::One(l) => l,
    }
}

/// What the glyphs mean. Terrain names come from the rules file; they
/// are kept for the life of the program, once per viewer, since a legend
/// is `'static`.
pub(crate) fn legend(table: &Rules) -> Vec<(Mark, &'static str)> {
    let mut legend: Vec<(Mark, &'static str)> = table
        .terrain
        .kinds
        .iter()
        .enumerate()
        .map(|(k, kind)| {
            let name: &'static str = Box::leak(kind.name.clone().into_boxed_str());
            (terrain(table, k as u16), name)
        })
        .collect();
    legend.push((robot(first(table.robots)), "robot's start (its letter)"));
    legend.push((token(first(table.tokens)), "token (its letter)"));
    legend.push((ROUTE, "program's route"));
    legend
}
