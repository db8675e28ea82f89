//! The engine's driver: a chooser (the rule table's plan and the scratch of
//! choosing moves) and the count of its work. `choose` and `apply` play
//! one move; `game` plays whole games.

use super::apply::apply;
use super::choice::Choice;
use super::choose::Chooser;
use super::cycle::Finder;
use super::metric::with_metric;
use super::moves::PlayerMove;
use super::plan::Plan;
use super::state::State;
use super::table::{Offset, Table};
use crate::geometry::Board;

/// Plays games under one rule table.
///
/// It knows primitives only (a step, a push, a distance, a lexicographic
/// choice); every number and order of a particular game comes from the
/// table. One engine plays any number of games; its scratch is reused, so
/// a move allocates nothing on the canonical path.
#[derive(Debug, Clone)]
pub struct Engine {
    chooser: Chooser,
    /// Moves made so far (see [`Engine::moves_made`]).
    moves: u64,
    /// The repetition finder of the game being played, kept between games
    /// (boxed: lending it to a game moves a pointer).
    pub(crate) finder: Option<Box<Finder>>,
    /// The last game's position, reused by the next.
    pub(crate) spare: Option<State>,
}

impl Engine {
    pub fn new(table: Table) -> Self {
        Engine {
            chooser: Chooser::new(Plan::new(table)),
            moves: 0,
            finder: None,
            spare: None,
        }
    }

    pub fn table(&self) -> &Table {
        &self.chooser.plan.table
    }

    /// About how many bytes this engine's grids take: three grids of
    /// counts a cell (4 bytes each: the chooser's marks, a full pass's
    /// arrivals, the occupancy) and the debris grids of up to three
    /// positions (1 byte each: the game's, the spare, the repetition
    /// check's). Pages a game never visits are never written, so this is
    /// an upper bound.
    pub fn grid_bytes(&self) -> usize {
        self.board().area() * (3 * 4 + 3)
    }

    pub fn board(&self) -> Board {
        self.chooser.plan.board()
    }

    /// How many robot steps this engine has accounted for: every robot in
    /// the reply to every scored candidate and to every move made, whether
    /// computed there or shared (far robots, the chosen candidate's steps).
    /// The unit of work that benchmarks divide time by.
    pub fn robot_steps(&self) -> u64 {
        self.chooser.steps
    }

    /// How many moves this engine has made while playing games, replays
    /// included (a game whose end is worked out from a repeating cycle
    /// counts only the moves it played). The unit of work per-move
    /// benchmarks divide time by.
    pub fn moves_made(&self) -> u64 {
        self.moves
    }

    /// The position a scenario starts from: the player on the start cell,
    /// the robots on `robots`, the teleport list `teleports`.
    pub fn start(&self, robots: &[Offset], teleports: &[Offset]) -> State {
        State::new(self.board(), self.table().start, robots, teleports)
    }

    /// The move the strategy picks in `state`.
    pub fn choose(&mut self, state: &State) -> Choice {
        with_metric!(self.table().metric, self.table().terrain, M => self.chooser.choose::<M>(state))
    }

    /// Makes the chosen move and the robots' reply; returns whether a robot
    /// reached the player. The reply `choose` worked out comes along in the
    /// choice and is used only if `state` is the position it was made for
    /// (see [`super::state::Stamp`]); otherwise the robots are stepped here.
    pub fn apply(&mut self, state: &mut State, choice: Choice) -> bool {
        let chooser = &mut self.chooser;
        let (lost, steps) = apply(
            &chooser.plan,
            &mut chooser.full,
            &mut chooser.best,
            state,
            choice,
        );
        chooser.steps += steps;
        lost
    }

    /// Makes `mv`, chosen in `state` before, and the robots' reply again.
    pub(crate) fn remake(&mut self, state: &mut State, mv: PlayerMove) {
        self.moves += 1;
        let choice = Choice::bare(mv, state);
        self.apply(state, choice);
    }

    /// One move of the player and the robots' reply: the move made and
    /// whether a robot reached the player.
    pub(crate) fn advance(&mut self, state: &mut State) -> (PlayerMove, bool) {
        self.moves += 1;
        let choice = self.choose(state);
        let mv = choice.player_move();
        let lost = self.apply(state, choice);
        (mv, lost)
    }
}
