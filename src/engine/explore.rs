//! Every legal move of a position, not only the strategy's pick: what a
//! search over the player's choices (`crate::solve`) expands. A move found
//! here is made with [`super::Engine::make`].

use super::choice::Choice;
use super::driver::Engine;
use super::moves::{Legal, Occupancy, PlayerMove};
use super::state::State;

/// Lists legal moves, with the scratch it reuses from position to position.
#[derive(Debug, Clone)]
pub struct Explorer {
    occupancy: Occupancy,
}

impl Explorer {
    pub fn new(engine: &Engine) -> Self {
        Explorer {
            occupancy: Occupancy::new(engine.board()),
        }
    }

    /// The player's legal moves in `state`, into `out` (cleared first): the
    /// walks in the order written, staying (when the rules allow it), then
    /// each usable teleport, one per cell (the first unspent entry naming
    /// it), whether or not the strategy would consider teleporting now.
    pub fn moves(&mut self, engine: &Engine, state: &State, out: &mut Vec<PlayerMove>) {
        out.clear();
        self.occupancy.forget();
        let table = engine.table();
        let legal = Legal {
            table,
            board: engine.board(),
            state,
            robots: self.occupancy.mark(engine.board(), state),
        };
        out.extend(table.walks.iter().filter_map(|&w| legal.walk(w)));
        if table.may_stay {
            out.push(PlayerMove::stay(state.player()));
        }
        out.extend(state.heads().filter_map(|i| legal.teleport(i)));
    }
}

impl Engine {
    /// Makes `mv`, a legal move of `state` (see [`Explorer::moves`]), and
    /// the robots' reply; returns whether a robot reached the player.
    pub fn make(&mut self, state: &mut State, mv: PlayerMove) -> bool {
        let choice = Choice::bare(mv, state);
        self.apply(state, choice)
    }
}
