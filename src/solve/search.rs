//! One depth-first search over the player's moves for a line that meets
//! the goal, with a table of positions known to have no such line.
//!
//! A position is expanded once: every legal move made on a copy, the
//! moves that lose dropped, a move that meets the goal ending the search,
//! the rest ranked (see [`Order`]) and tried in turn, each position made
//! again when its turn comes (a frame keeps only its own position, so a
//! deep line costs one position a move). A position whose moves are all
//! tried without success goes into the table `dead` with the number of
//! moves it was given; reached again with no more moves, it is skipped.
//! When nothing cut its search short (the depth limit, or a position of
//! the table given fewer moves), it has no line at any length.
//!
//! A move back to a position on the current line is skipped: a line that
//! comes back to a position can leave it the way it did the first time.
//! When the whole search ends without a line, every position it reached is
//! in the table and every move out of it leads into the table or loses,
//! so no line exists from the start. Under `won after surviving N moves` a
//! move back onto the line is itself the goal: from there the moves repeat
//! forever and the player survives.

use super::key::{KeyMap, KeySet, key};
use crate::engine::state::State;
use crate::engine::{Engine, Explorer, PlayerMove};
use std::time::Instant;

/// The order a position's moves are tried in, after the moves that leave
/// the fewest robots.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Order {
    /// The nearest robot farthest first: stay alive.
    Flee,
    /// The robots but the nearest closest first (the least sum of their
    /// distances to the player): bring the robots together around the
    /// player, where they meet.
    Close,
}

/// What was found.
#[derive(Debug)]
pub(crate) enum Found {
    /// A line that meets the goal; `repeats` is the move whose position
    /// the last move comes back to (a survival by repetition).
    Line {
        moves: Vec<PlayerMove>,
        repeats: Option<u32>,
    },
    /// No line within the limit.
    Exhausted {
        /// Whether some part of the search was cut short by the limit, so
        /// a longer line may exist.
        cut: bool,
    },
    OutOfBudget,
}

/// How much the search may do.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Limits {
    pub(crate) positions: u64,
    pub(crate) deadline: Option<Instant>,
}

/// A search's state, kept from run to run on one game: runs in another
/// order or with another limit reuse what earlier runs proved.
pub(crate) struct Search<'e> {
    pub(crate) engine: &'e mut Engine,
    explorer: Explorer,
    /// Positions with no line within the moves given, and those moves
    /// (`u32::MAX`: none at any length).
    dead: KeyMap<u32>,
    path: KeySet,
    /// Positions made so far.
    pub(crate) positions: u64,
    pub(crate) limits: Limits,
    /// The moves to survive from the search's start under `won after
    /// surviving N moves` (fewer than N when it starts mid-game).
    pub(crate) survive: Option<u32>,
    /// When to look at the clock next, in positions made.
    next_look: u64,
    /// Positions made between two looks at the clock.
    look_every: u64,
    scratch: Vec<PlayerMove>,
    /// The copy each move of a position is made on, kept to reuse its
    /// buffers.
    spare: Option<State>,
}

/// Positions made between two looks at the clock, at most; fewer (at
/// least one) when they copy more than `LOOK_CELLS` cells of debris.
const LOOK_EVERY: u64 = 256;
const LOOK_CELLS: u64 = 1 << 18;

/// A move worth trying from a frame's position.
struct Child {
    rank: u64,
    mv: PlayerMove,
    key: u64,
}

/// A position on the current line and its moves.
struct Frame {
    state: State,
    key: u64,
    /// The move that led here (none at the start).
    came_by: Option<PlayerMove>,
    children: Vec<Child>,
    next: usize,
    /// The search below was cut short somewhere.
    cut: bool,
}

/// What expanding a position gave.
enum Expanded {
    Frame(Frame),
    /// A move that meets the goal; `repeats` as in [`Found::Line`].
    Goal(PlayerMove, Option<u32>),
    OutOfBudget,
}

const NO_LIMIT: u32 = u32::MAX;

impl<'e> Search<'e> {
    pub(crate) fn new(engine: &'e mut Engine, limits: Limits) -> Self {
        let survive = engine.table().survive_moves;
        let area = (engine.board().area() as u64).max(1);
        let look_every = (LOOK_CELLS / area).clamp(1, LOOK_EVERY);
        Search {
            explorer: Explorer::new(engine),
            engine,
            dead: KeyMap::default(),
            path: KeySet::default(),
            positions: 0,
            limits,
            survive,
            next_look: 0,
            look_every,
            scratch: Vec::new(),
            spare: None,
        }
    }

    /// Searches from `start` for a line of at most `limit` moves.
    pub(crate) fn run(&mut self, start: &State, limit: u32, order: Order) -> Found {
        let board = self.engine.board();
        let start_key = key(start, board);
        self.path.clear();
        let mut stack: Vec<Frame> = Vec::new();
        let mut next = Some((start.clone(), start_key, None));
        loop {
            if let Some((state, key, came_by)) = next.take() {
                let depth = stack.len() as u32;
                self.path.insert(key);
                match self.expand(state, key, came_by, depth, limit, order, &stack) {
                    Expanded::Frame(frame) => {
                        stack.push(frame);
                    }
                    Expanded::Goal(mv, repeats) => {
                        let mut moves: Vec<PlayerMove> =
                            stack.iter().filter_map(|f| f.came_by).collect();
                        moves.extend(came_by);
                        moves.push(mv);
                        return Found::Line { moves, repeats };
                    }
                    Expanded::OutOfBudget => return Found::OutOfBudget,
                }
            }
            let depth = stack.len() as u32;
            let Some(top) = stack.last_mut() else {
                unreachable!("the start is expanded or the search has ended")
            };
            if let Some(child) = top.children.get(top.next) {
                top.next += 1;
                let remaining = limit.saturating_sub(depth);
                match self.dead.get(&child.key) {
                    Some(&given) if given >= remaining => {
                        top.cut |= given != NO_LIMIT;
                        continue;
                    }
                    _ => {}
                }
                let mut state = top.state.clone();
                self.engine.make(&mut state, child.mv);
                next = Some((state, child.key, Some(child.mv)));
                continue;
            }
            let frame = stack.pop().expect("the top frame");
            self.path.remove(&frame.key);
            let given = if frame.cut {
                limit - (depth - 1)
            } else {
                NO_LIMIT
            };
            let mark = self.dead.entry(frame.key).or_insert(0);
            *mark = (*mark).max(given);
            match stack.last_mut() {
                Some(parent) => parent.cut |= frame.cut,
                None => return Found::Exhausted { cut: frame.cut },
            }
        }
    }

    /// Expands `state`, reached after `depth` moves: its moves ranked, or
    /// one that meets the goal.
    #[allow(clippy::too_many_arguments)]
    fn expand(
        &mut self,
        state: State,
        key: u64,
        came_by: Option<PlayerMove>,
        depth: u32,
        limit: u32,
        order: Order,
        stack: &[Frame],
    ) -> Expanded {
        if self.positions >= self.limits.positions {
            return Expanded::OutOfBudget;
        }
        if self.positions >= self.next_look {
            self.next_look = self.positions + self.look_every;
            if self.limits.deadline.is_some_and(|d| Instant::now() >= d) {
                return Expanded::OutOfBudget;
            }
        }
        let board = self.engine.board();
        let table = self.engine.table();
        let (won_when_no_robots, survive) = (table.won_when_no_robots, self.survive);
        let metric = table.metric;
        let mut frame = Frame {
            state,
            key,
            came_by,
            children: Vec::new(),
            next: 0,
            cut: false,
        };
        if depth >= limit {
            frame.cut = true;
            return Expanded::Frame(frame);
        }
        let remaining = limit - depth - 1;
        let mut moves = std::mem::take(&mut self.scratch);
        self.explorer.moves(self.engine, &frame.state, &mut moves);
        let mut next = self.spare.take().unwrap_or_else(|| frame.state.clone());
        for &mv in &moves {
            next.clone_from(&frame.state);
            self.positions += 1;
            if self.engine.make(&mut next, mv) {
                continue;
            }
            let robots = next.robots();
            if (won_when_no_robots && robots.is_empty()) || survive == Some(depth + 1) {
                self.scratch = moves;
                self.spare = Some(next);
                return Expanded::Goal(mv, None);
            }
            if survive.is_none() && robots.len() == 1 && next.debris_count() == 0 {
                // A lone robot with no debris on the board never dies:
                // robots die meeting each other, on debris, or crushed by
                // pushed debris, and only robots meeting lay debris.
                continue;
            }
            let child_key = super::key::key(&next, board);
            if self.path.contains(&child_key) {
                if survive.is_some() {
                    let at = stack
                        .iter()
                        .position(|f| f.key == child_key)
                        .map_or(depth, |i| i as u32);
                    self.scratch = moves;
                    self.spare = Some(next);
                    return Expanded::Goal(mv, Some(at));
                }
                continue;
            }
            if let Some(&given) = self.dead.get(&child_key)
                && given >= remaining
            {
                frame.cut |= given != NO_LIMIT;
                continue;
            }
            let player = next.player();
            let nearest = robots
                .iter()
                .map(|&(r, c)| metric.distance(r - player.0, c - player.1))
                .min()
                .unwrap_or(0)
                .min(u64::from(u32::MAX)) as u32;
            let near = match order {
                Order::Flee => u32::MAX - nearest,
                Order::Close => robots
                    .iter()
                    .map(|&(r, c)| metric.distance(r - player.0, c - player.1))
                    .sum::<u64>()
                    .saturating_sub(u64::from(nearest))
                    .min(u64::from(u32::MAX)) as u32,
            };
            frame.children.push(Child {
                rank: ((robots.len() as u64) << 32) | u64::from(near),
                mv,
                key: child_key,
            });
        }
        self.scratch = moves;
        self.spare = Some(next);
        frame.children.sort_by_key(|c| c.rank);
        Expanded::Frame(frame)
    }
}
