//! A game's positions for a search over the player's moves (`robots
//! solve` on a map game; in a game of two sides, each side's in turn):
//! the moves to try in any position (every walk and
//! staying, or every cell to press or place on), each made with the
//! chasers' reply and the effects and the end checked, then taken back;
//! a position saved as bytes and put back, with the part of the move
//! count its future depends on. Moves are made as the game makes them
//! (`scratch::make`, `place`, `effects`, `reply`), so a line found here
//! plays the same in `robots run`.

use super::candidate::Candidate;
use super::choose::{List, choose};
use super::game::{Ending, Game, Interpreter};
use super::place::{effects, place};
use super::position::Position;
use super::reply::reply;
use super::room::listed;
use super::scratch::make;
use super::table::Rules;
use crate::model::{Condition, Control};
use crate::scenario::map::{MapCase, Move};

/// Why a game's moves cannot be searched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unsearchable {
    /// More than two sides take turns: no search of best play fits.
    Sides,
    /// The moves are the contest's solver's, not a player's.
    Solver,
    /// Nothing walks or names a cell.
    NoMoves,
}

/// A case's game, ready for a search.
pub struct Explorer<'a> {
    game: Game<'a>,
    /// The moves tried: this many walks, then staying if `stay`, then
    /// this many cells of the grid, row by row.
    walks: usize,
    stay: bool,
    cells: usize,
    /// Per move made and not taken back: the position's mark and the
    /// chasers' cells before it.
    made: Vec<(usize, Vec<usize>)>,
    spare: Vec<Vec<usize>>,
    /// The strategy chooses the moves in play (the end checks see no
    /// moved cell, as in a strategy's game).
    by_strategy: bool,
    /// Moves whose count a position's future depends on: every count
    /// under an end by the number of moves, else the period of the
    /// chasers' turns.
    period: Option<u64>,
    start: Option<Ending>,
}

impl Interpreter {
    /// Case `case`'s game, at its start, for a search.
    pub fn explorer<'a>(&'a self, case: &MapCase) -> Result<Explorer<'a>, Unsearchable> {
        let model = &self.model;
        if model.sides.len() > 2 {
            return Err(Unsearchable::Sides);
        }
        let by_strategy = match model.control {
            Control::Strategy(_) => true,
            Control::Input(_) => false,
            Control::Solver => return Err(Unsearchable::Solver),
        };
        let rules = Rules {
            model,
            table: &self.table,
        };
        let pos = Position::on(model, case.board(), &case.cells);
        // The walks, staying (which a strategy's fallback makes even when
        // the player may not choose it), every cell of the grid.
        let walks = model.walker.as_ref().map_or(0, |w| w.walks.len());
        let stay = model
            .walker
            .as_ref()
            .is_some_and(|w| w.may_stay || by_strategy);
        let cells = match model.placement {
            Some(_) => pos.rows * pos.columns,
            None => 0,
        };
        if walks + usize::from(stay) + cells == 0 {
            return Err(Unsearchable::NoMoves);
        }
        let counted = !model.sides.is_empty()
            || model
                .ends
                .iter()
                .any(|e| matches!(e.condition, Condition::Survived(_)));
        let period = match counted {
            true => None,
            false => Some(
                model
                    .chasers
                    .iter()
                    .map(|c| u64::from(c.period.max(1)))
                    .fold(1, lcm),
            ),
        };
        let game = Game::new(rules, pos);
        let start = game.ended(None, None, false, true);
        Ok(Explorer {
            game,
            walks,
            stay,
            cells,
            made: Vec::new(),
            spare: Vec::new(),
            by_strategy,
            period,
            start,
        })
    }
}

fn lcm(a: u64, b: u64) -> u64 {
    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 { a } else { gcd(b, a % b) }
    }
    (a / gcd(a, b)).saturating_mul(b)
}

impl Explorer<'_> {
    /// How the game ended before its first move, if it did.
    pub fn start_ending(&self) -> Option<Ending> {
        self.start
    }

    /// How many moves are tried in every position.
    pub fn tries(&self) -> usize {
        self.walks + usize::from(self.stay) + self.cells
    }

    /// The move tried `t`-th (from 0): a walk, staying, or a cell of the
    /// grid (one off a hexagon is refused when made).
    pub fn try_at(&self, t: usize) -> Move {
        let walks = self
            .game
            .model
            .walker
            .as_ref()
            .map_or(&[][..], |w| &w.walks);
        if t < self.walks {
            return Move::Walk(walks[t]);
        }
        if self.stay && t == self.walks {
            return Move::Stay;
        }
        let cell = t - self.walks - usize::from(self.stay);
        let columns = self.game.pos.columns.max(1);
        Move::Cell((cell / columns) as i64 + 1, (cell % columns) as i64 + 1)
    }

    /// The game's model.
    pub fn model(&self) -> &crate::model::Model {
        self.game.model
    }

    /// The side to move, in a game of sides.
    pub fn side(&self) -> Option<usize> {
        self.game.side()
    }

    /// Whether a strategy chooses the game's moves (else the input does).
    pub fn by_strategy(&self) -> bool {
        self.by_strategy
    }

    /// Moves made since the start.
    pub fn moves(&self) -> u64 {
        self.game.moves
    }

    /// The part of the move count the game's future depends on (all of it
    /// under an end by the number of moves).
    pub fn phase(&self) -> u64 {
        self.period.map_or(self.game.moves, |p| self.game.moves % p)
    }

    pub fn position(&self) -> &Position {
        &self.game.pos
    }

    /// Makes `mv` with the reply and the effects: `None` when the rules
    /// forbid it (nothing changed), else how the game ended after it, if
    /// it did. A move made is taken back by [`Self::undo`].
    pub fn make(&mut self, mv: Move) -> Option<Option<Ending>> {
        let g = &mut self.game;
        let rules = g.rules;
        let mark = g.pos.begin();
        let mut before = self.spare.pop().unwrap_or_default();
        before.clear();
        before.extend_from_slice(&g.chasers);
        let turn = g.moves + 1;
        let side = g.side();
        let made = match mv {
            Move::Walk(_) | Move::Stay => {
                let c = match mv {
                    Move::Walk(d) => Candidate::Walk(d),
                    _ => Candidate::Stay,
                };
                let (pos, chasers) = (&mut g.pos, &mut g.chasers);
                make(rules, pos, c, turn, chasers, &mut g.scratch.moves)
                    .map(|caught| (g.pos.player(), caught))
            }
            Move::Cell(r, c) => place(rules, &mut g.pos, (r, c), side).ok().map(|cell| {
                effects(rules, &mut g.pos, cell);
                let chased = !rules.model.chasers.is_empty();
                let moves = &mut g.scratch.moves;
                let caught = chased && reply(rules, &mut g.pos, turn, &mut g.chasers, moves);
                (Some(cell), caught)
            }),
        };
        let Some((moved, caught)) = made else {
            g.pos.undo(mark);
            g.chasers.clone_from(&before);
            self.spare.push(before);
            return None;
        };
        g.moves = turn;
        let moved = if self.by_strategy { None } else { moved };
        let ending = g.ended(side, moved, caught, false);
        self.made.push((mark, before));
        Some(ending)
    }

    /// Takes back the last move [`Self::make`] made.
    pub fn undo(&mut self) {
        let Some((mark, before)) = self.made.pop() else {
            return;
        };
        let g = &mut self.game;
        g.pos.undo(mark);
        g.moves -= 1;
        let after = std::mem::replace(&mut g.chasers, before);
        self.spare.push(after);
    }

    /// The strategy's choice in the position as it stands (`None` when the
    /// moves come from the input): the move its game makes there, staying
    /// when the choice cannot be made.
    pub fn choice(&mut self) -> Option<Move> {
        let g = &mut self.game;
        let Control::Strategy(strategy) = &g.model.control else {
            return None;
        };
        let list = List {
            cells: &[],
            spent: &[],
        };
        let turn = g.moves + 1;
        let (rules, pos) = (g.rules, &mut g.pos);
        let c = choose(rules, strategy, pos, turn, &g.chasers, list, &mut g.scratch);
        Some(match c {
            Candidate::Walk(d) => Move::Walk(d),
            _ => Move::Stay,
        })
    }

    /// Keeps the last move made: it can no longer be taken back, and
    /// holds no memory to take it back with.
    pub fn commit(&mut self) {
        if let Some((mark, before)) = self.made.pop() {
            self.game.pos.keep(mark);
            self.spare.push(before);
        }
    }

    /// Takes back every move made.
    pub fn reset(&mut self) {
        while !self.made.is_empty() {
            self.undo();
        }
    }

    /// Puts back a position [`Position::save`] saved after `moves` moves,
    /// with no move made and not taken back.
    pub fn restore(&mut self, saved: &[u8], moves: u64) {
        debug_assert!(self.made.is_empty());
        let g = &mut self.game;
        g.pos.restore(saved);
        listed(&g.pos, &mut g.chasers);
        g.moves = moves;
    }
}
