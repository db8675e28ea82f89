//! Map games that fit the pursuit engine ([`lower_drawn`]): each case is
//! laid by the interpreter's room as any map case is, read out as the
//! engine's grid (terrain and debris, a byte a cell), played by the engine
//! on the case's board, and handed back as the interpreter's position
//! where the game ended (written back only where it differs from the
//! start), so that it is drawn as every map case is.

use crate::engine::state::{DEBRIS, State};
use crate::engine::{DrawnEnd, Engine};
use crate::geometry::Board;
use crate::interpreter::{Ending, Interpreter, Outcome, Room};
use crate::model::{Control, Model, Question};
use crate::rules::lower::{Drawn, lower_drawn};
use crate::scenario::ScenarioError;
use crate::scenario::map::MapCase;
use std::sync::Arc;

/// How many cells the kept engines' boards may hold in all (each cell
/// costs an engine about 15 bytes of grids).
const KEPT_CELLS: usize = 1 << 22;

/// A player of a map game on the pursuit engine, with the engines of the
/// board sizes played and the buffers of a case.
#[derive(Clone)]
pub(super) struct Pursuit {
    drawn: Arc<Drawn>,
    /// Each terrain's grid entry, and each static kind's.
    by_terrain: Vec<u8>,
    by_piece: Vec<u8>,
    /// The chasers' kind and what their meetings leave, if anything.
    robot: u8,
    left: Option<u8>,
    /// The engine of each board size played (building one is worth many
    /// moves on a small board), and their boards' cells.
    engines: Vec<((i32, i32), Engine)>,
    last: usize,
    cells: usize,
    state: Option<State>,
    grid: Vec<u8>,
    debris: Vec<usize>,
    robots: Vec<(i32, i32)>,
    /// Per cell, the stamp of the last case whose end left a robot there.
    ended: Vec<u32>,
    stamp: u32,
}

impl Pursuit {
    /// The pursuit engine's player of `model`, when its game fits the
    /// engine and a case is played by its strategy.
    pub(super) fn of(model: &Model) -> Option<Pursuit> {
        if model.question != Question::Play || !matches!(model.control, Control::Strategy(_)) {
            return None;
        }
        let drawn = lower_drawn(model).ok()?;
        let (robot, left) = (drawn.robot, drawn.left);
        let mut by_piece = vec![0; model.kinds.len()];
        if let Some(k) = left {
            by_piece[usize::from(k)] = DEBRIS;
        }
        Some(Pursuit {
            by_terrain: drawn.terrain.clone(),
            drawn: Arc::new(drawn),
            by_piece,
            robot,
            left,
            engines: Vec::new(),
            last: 0,
            cells: 0,
            state: None,
            grid: Vec::new(),
            debris: Vec::new(),
            robots: Vec::new(),
            ended: Vec::new(),
            stamp: 0,
        })
    }

    /// Plays `case`: laid in `room` by `interpreter`, played by the
    /// engine, the end written back into the position laid.
    pub(super) fn play(
        &mut self,
        interpreter: &Interpreter,
        case: &MapCase,
        input: &str,
        room: &mut Room,
    ) -> Result<Outcome, ScenarioError> {
        let mut pos = interpreter.lay_in(case, room);
        let board = Board::new(case.rows as i32, case.columns as i32);
        let Some(player) = pos.player() else {
            // No player drawn: the interpreter says what that means.
            room.keep(pos);
            return interpreter.play_in(case, input, room);
        };
        pos.entries(
            &self.by_terrain,
            &self.by_piece,
            &mut self.grid,
            &mut self.debris,
        );
        self.robots.clear();
        self.robots
            .extend(room.chasers().iter().map(|&c| board.cell(c)));
        let key = (board.rows, board.columns);
        // Engines of every size met are kept, up to a bound on their
        // grids' cells; the last size played is looked at first.
        if self.engines.get(self.last).is_none_or(|(k, _)| *k != key) {
            match self.engines.iter().position(|(k, _)| *k == key) {
                Some(i) => self.last = i,
                None => {
                    if self.cells + board.area() > KEPT_CELLS {
                        self.engines.clear();
                        self.cells = 0;
                    }
                    self.cells += board.area();
                    let mut table = self.drawn.table.clone();
                    table.board = board;
                    self.engines.push((key, Engine::new(table)));
                    self.last = self.engines.len() - 1;
                }
            }
        }
        let engine = &mut self.engines[self.last].1;
        let player_at = board.cell(player);
        let state = match &mut self.state {
            Some(state) => {
                state.redraw(board, player_at, &self.robots, &self.grid, &self.debris);
                state
            }
            slot => slot.insert(State::drawn(
                board,
                player_at,
                &self.robots,
                &self.grid,
                &self.debris,
            )),
        };
        let turns = u64::from(case.turns.unwrap_or(u32::MAX));
        let (end, moves) = engine.play_drawn(state, turns);
        // The end written back, cell by cell where it differs from the
        // start: debris gone, debris made, robots gone, robots arrived.
        let grid = state.debris();
        for &cell in &self.debris {
            if grid[cell] != DEBRIS {
                pos.take_static(cell);
            }
        }
        if let Some(left) = self.left {
            for &cell in state.debris_cells() {
                if pos.static_at(cell as usize) != left {
                    pos.set_static(cell as usize, left);
                }
            }
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 || self.ended.len() < board.area() {
            self.ended.clear();
            self.ended.resize(board.area(), 0);
            self.stamp = 1;
        }
        for &r in state.robots() {
            let cell = board.index(r);
            self.ended[cell] = self.stamp;
            if pos.chaser_at(cell) != self.robot {
                pos.set_chaser(cell, self.robot);
            }
        }
        for &cell in room.chasers() {
            if self.ended[cell] != self.stamp {
                pos.take_chaser(cell);
            }
        }
        pos.set_player(Some(board.index(state.player())));
        let ending = match end {
            DrawnEnd::Lost => Ending::Lost,
            DrawnEnd::Won => Ending::Won(None),
            DrawnEnd::Survived => Ending::Survived,
            DrawnEnd::Stopped => Ending::Stopped,
        };
        Ok(Outcome {
            ending,
            moves,
            position: pos,
        })
    }
}
