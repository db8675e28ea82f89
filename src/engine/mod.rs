//! The game engine: plays scenarios on a compiled [`table::Table`].
//!
//! It knows primitives only (a step, a push, a distance, a lexicographic
//! choice); every number and order of a particular game comes from the table.
//! One [`Engine`] plays any number of games; its scratch grids are reused, so
//! a move allocates nothing on the canonical path.

pub mod board;
pub mod choose;
pub mod cycle;
pub mod far;
pub mod moves;
pub mod rank;
pub mod reply;
pub mod state;
pub mod step;
pub mod table;
pub mod walks;

pub use choose::Choice;

use board::{Board, Tally};
use state::State;
use step::Stepper;
use table::{Meets, Mover, Offset, Outcome, Table};

/// A game stops with an error after this many moves without ending or
/// repeating a position.
pub const MAX_MOVES: u32 = 1_000_000;

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    Won,
    Lost,
    /// Survived the rules' number of moves.
    Survived,
    /// The position after move `at` is the one after move `first` (0 is the start).
    Repeats {
        at: u32,
        first: u32,
    },
}

/// Everything the output shows of one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// (move number, destination) of every teleport taken.
    pub teleports: Vec<(u32, Offset)>,
    pub end: End,
    pub moves: u32,
    pub player: Offset,
    pub debris: u32,
    pub robots: u32,
}

/// A game that neither ended nor repeated within [`MAX_MOVES`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TooLong;

/// Plays games under one rule table.
#[derive(Debug, Clone)]
pub struct Engine {
    pub table: Table,
    board: Board,
    stepper: Stepper,
    stopped_by_debris: bool,
    teleport_cells: Vec<Offset>,
    /// Robots' cells in the position being scored, when `robots_marked`.
    robots_here: Tally,
    robots_marked: bool,
    /// Robots' arrivals in the reply being scored.
    arrivals: Tally,
    /// Each robot's grid index after the reply (see `reply::CRUSHED`).
    dest: Vec<u32>,
    /// `dest` of the best candidate so far, while choosing.
    best_dest: Vec<u32>,
    /// The robot steps as the hot loops use them.
    step_moves: Box<reply::StepMoves>,
    /// The strategy scores positions one move further (safe neighbours).
    looks_ahead: bool,
    /// The strategy's keys packed into one number, when they fit.
    packing: Option<rank::Packing>,
    /// How far (rows and columns) a robot must be to step alike in every
    /// walk's reply; `None` where distances do not allow it (see `far`).
    far_margin: Option<i32>,
    far: far::Far,
    /// The robots' step lookup widened by the walk reach, for near robots
    /// (Manhattan distance only).
    walk_lookup: Option<step::WalkLookup>,
    /// Arrivals in the plain passes of a move: the far robots' under the
    /// far stamp, each candidate's near robots' under its own.
    plain_marks: Tally,
    /// A reusable position for looking one move ahead.
    ahead: Option<State>,
    /// Robot steps computed so far, scoring candidates and making moves.
    robot_steps: u64,
}

impl Engine {
    pub fn new(table: Table) -> Self {
        let board = table.board;
        let stepper = Stepper::new(
            &table.robot_steps,
            table.metric,
            &table.tie_break,
            board.shape(),
        );
        Engine {
            far_margin: far_margin(&table, &stepper),
            walk_lookup: step::WalkLookup::new(&stepper, walk_reach(&table)),
            stepper,
            stopped_by_debris: table.outcome(Mover::Robot, Meets::Debris) == Outcome::Stopped,
            teleport_cells: Vec::new(),
            robots_here: Tally::new(board.area()),
            robots_marked: false,
            arrivals: Tally::new(board.area()),
            dest: Vec::new(),
            best_dest: Vec::new(),
            step_moves: reply::step_moves(&table.robot_steps, board.columns),
            packing: rank::Packing::new(&table),
            looks_ahead: table
                .keys
                .iter()
                .any(|(k, _)| *k == table::Key::SafeNeighbours),
            far: far::Far::default(),
            plain_marks: Tally::new(board.area()),
            ahead: None,
            robot_steps: 0,
            board,
            table,
        }
    }

    pub fn board(&self) -> Board {
        self.board
    }

    /// How many robot steps this engine has accounted for: every robot in
    /// the reply to every scored candidate and to every move made, whether
    /// computed there or shared (far robots, the chosen candidate's steps).
    /// The unit of work that benchmarks divide time by.
    pub fn robot_steps(&self) -> u64 {
        self.robot_steps
    }

    /// The position a scenario starts from: the player on the start cell,
    /// the robots on `robots`, and `teleports` as the list this engine's
    /// moves use from now on.
    pub fn start(&mut self, robots: &[Offset], teleports: &[Offset]) -> State {
        self.teleport_cells.clear();
        self.teleport_cells.extend_from_slice(teleports);
        State::new(self.board, self.table.start, robots, teleports.len())
    }

    /// One move of the player and the robots' reply. Returns the move made
    /// and whether a robot reached the player.
    fn advance(&mut self, state: &mut State) -> (moves::PlayerMove, bool) {
        let choice = self.choose(state);
        let mv = choice.player_move();
        let lost = self.apply(state, choice);
        (mv, lost)
    }

    /// Plays one game from the start cell against `robots`, with the
    /// teleport list `teleports` (cells are assumed on the board, robots on
    /// distinct cells other than the start: the scenario reader checks that).
    pub fn play(&mut self, robots: &[Offset], teleports: &[Offset]) -> Result<Record, TooLong> {
        let mut state = self.start(robots, teleports);
        let mut watch = cycle::Watch::default();
        let mut record = Record {
            teleports: Vec::new(),
            end: End::Lost,
            moves: 0,
            player: state.player(),
            debris: 0,
            robots: 0,
        };
        for moves in 1..=MAX_MOVES {
            let (mv, lost) = self.advance(&mut state);
            if mv.teleport().is_some() {
                record.teleports.push((moves, mv.to));
            }
            let end = if lost {
                Some(End::Lost)
            } else if self.table.won_when_no_robots && state.robots().is_empty() {
                Some(End::Won)
            } else {
                let seen = watch.repeats(&state, self.board, moves);
                let survived = self.table.survive_moves == Some(moves);
                // Surviving wins over a repetition found at this very move.
                let limit = if survived { moves - 1 } else { moves };
                if seen || survived {
                    match self.repeat_by(robots, teleports, &state, &mut watch, moves, seen, limit)
                    {
                        Some((at, first, repeated)) => {
                            record.teleports.retain(|&(m, _)| m <= at);
                            state = repeated;
                            Some(End::Repeats { at, first })
                        }
                        None => survived.then_some(End::Survived),
                    }
                } else {
                    None
                }
            };
            if let Some(end) = end {
                record.end = end;
                record.moves = match end {
                    End::Repeats { at, .. } => at,
                    _ => moves,
                };
                record.player = state.player();
                record.debris = state.debris_count();
                record.robots = state.robots().len() as u32;
                return Ok(record);
            }
        }
        match self.repeat_by(
            robots, teleports, &state, &mut watch, MAX_MOVES, false, MAX_MOVES,
        ) {
            Some((at, first, repeated)) => {
                record.teleports.retain(|&(m, _)| m <= at);
                Ok(Record {
                    end: End::Repeats { at, first },
                    moves: at,
                    player: repeated.player(),
                    debris: repeated.debris_count(),
                    robots: repeated.robots().len() as u32,
                    teleports: record.teleports,
                })
            }
            None => Err(TooLong),
        }
    }

    /// The first repeated position of a game, if it came by move `limit`.
    /// `state` is the position after move `moves`, already shown to the
    /// watch; `seen` says whether the watch then saw a repetition. The watch
    /// sees a repetition only some moves after it happens, so when it has
    /// not, play on (at most Brent's bound: about three times as many moves
    /// again) to find out.
    #[allow(clippy::too_many_arguments)]
    fn repeat_by(
        &mut self,
        robots: &[Offset],
        teleports: &[Offset],
        state: &State,
        watch: &mut cycle::Watch,
        moves: u32,
        mut seen: bool,
        limit: u32,
    ) -> Option<(u32, u32, State)> {
        if !seen {
            let mut probe = state.clone();
            let horizon = moves
                .saturating_mul(4)
                .saturating_add(2 * cycle::WATCH_FROM);
            let mut m = moves;
            while !seen && m < horizon {
                m += 1;
                self.advance(&mut probe);
                seen = watch.repeats(&probe, self.board, m);
            }
        }
        let found = seen.then(|| self.first_repeat(robots, teleports, watch.period()))?;
        (found.0 <= limit).then_some(found)
    }

    /// Replays a game whose positions repeat with `period` moves to find the
    /// first repetition: (move m, earlier move k, the position after m).
    fn first_repeat(
        &mut self,
        robots: &[Offset],
        teleports: &[Offset],
        period: u32,
    ) -> (u32, u32, State) {
        let mut early = self.start(robots, teleports);
        let mut late = early.clone();
        for _ in 0..period {
            self.advance(&mut late);
        }
        let mut k = 0;
        while !early.same_position(&late) {
            self.advance(&mut early);
            self.advance(&mut late);
            k += 1;
        }
        (k + period, k, late)
    }
}

/// The far-robot margin of a table: walk reach + step reach + 1, with
/// Manhattan distance only.
fn far_margin(table: &Table, stepper: &Stepper) -> Option<i32> {
    (table.metric == table::Metric::Manhattan).then_some(walk_reach(table) + stepper.reach() + 1)
}

/// The largest row or column offset of any of the player's walks.
fn walk_reach(table: &Table) -> i32 {
    table
        .walks
        .iter()
        .map(|&(r, c)| r.abs().max(c.abs()))
        .max()
        .unwrap_or(0)
}
