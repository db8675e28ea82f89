//! The player's strategy: filter the candidate moves, rank the rest by the
//! table's keys (lexicographically, each minimised or maximised), and fall
//! back in the stated order when no candidate is left.
//!
//! Candidates are tried in a fixed order: the walks as written, then staying,
//! then (when teleports are candidates) the teleport entries in list order.
//! A later candidate replaces the best so far only when some key is strictly
//! better, so among candidates the keys cannot separate the earliest wins.
//! When the keys pack into one number (see `rank`) that comparison is a
//! single integer comparison, and the plain walks take their own loop
//! (`walks`); every other candidate is scored here, its far robots shared
//! when it is a plain walk (`far`), else by a full pass (`full`).

use super::choice::{Best, Cache, Choice};
use super::fallback::fall_back;
use super::far::Far;
use super::full::Buffers;
use super::groups::Groups;
use super::jumps::Jumps;
use super::keys::{Score, wins};
use super::moves::{Legal, Occupancy, PlayerMove};
use super::plan::Plan;
use super::rank::{Bounds, Packing};
use super::score::Scorer;
use super::screen::Screen;
use super::state::State;
use super::table::Key;
use super::tally::Tally;
use super::walks::PlainWalks;

/// Chooses moves under one plan: the plan, the teleport list of the game
/// being played, and the scratch choosing writes, kept from move to move.
#[derive(Debug, Clone)]
pub(crate) struct Chooser {
    pub(crate) plan: Plan,
    /// A full pass's buffers (also what `apply` steps robots with).
    pub(crate) full: Buffers,
    /// The best candidate's robots' final cells, lent to the choice.
    pub(crate) best: Vec<u32>,
    pub(crate) far: Far,
    /// Arrivals in the plain passes of a move: the far robots' under the
    /// far stamp, each candidate's near robots' under its own.
    pub(crate) marks: Tally,
    pub(crate) occupancy: Occupancy,
    /// Teleport candidates bounded by the best so far (see `jumps`).
    pub(crate) jumps: Jumps,
    /// Teleport candidates scored in groups of cells (see `groups`).
    pub(crate) groups: Groups,
    /// Teleport cells screened before `jumps` bounds them (see `screen`).
    pub(crate) screen: Screen,
    /// The keys' packing for the move being chosen, if they pack (see
    /// `rank`).
    pub(crate) packing: Option<Packing>,
    /// Robot steps accounted for, choosing moves and making them (see
    /// `Engine::robot_steps`).
    pub(crate) steps: u64,
}

impl Chooser {
    pub(crate) fn new(plan: Plan) -> Self {
        let board = plan.board();
        Chooser {
            jumps: Jumps::new(&plan),
            groups: Groups::new(board),
            screen: Screen::new(&plan),
            packing: plan.packing.clone(),
            plan,
            full: Buffers::new(board),
            best: Vec::new(),
            far: Far::default(),
            marks: Tally::new(board.area()),
            occupancy: Occupancy::new(board),
            steps: 0,
        }
    }

    /// The move the strategy picks in `state`, with the metric as the
    /// constant `M` (see `metric`).
    #[inline(never)]
    pub(crate) fn choose<const M: u8>(&mut self, state: &State) -> Choice {
        let plan = &self.plan;
        let n = state.robots().len();
        for buffer in [&mut self.full.dest, &mut self.best] {
            if buffer.len() < n {
                buffer.resize(n, 0);
            }
        }
        // One stamp for the far robots and up to two per walk or stay (the
        // plain path's, and the ordinary path's when it hands one over).
        self.marks.reserve(2 * plan.table.walks.len() + 3);
        self.far.prepare::<M>(
            plan.kernel(),
            state,
            plan.far_margin,
            plan.walk_lookup.as_ref(),
            plan.table.meeting,
            &mut self.marks,
            plan.close,
        );
        if plan.packing.is_none() {
            let bounds = Bounds::position(n, state.debris_count());
            self.packing = Packing::within(&plan.table, bounds);
        }
        // The robots' cells are marked only if a move other than a plain
        // walk is looked at.
        self.occupancy.forget();
        let mut best = Best {
            found: false,
            mv: PlayerMove::stay(state.player()),
            packed: u64::MAX,
            clean: false,
            shared: false,
            lost: false,
        };
        // The best's key values, when the keys do not pack.
        let mut values: Score = [0; Key::COUNT];
        self.candidates::<M>(state, &mut best, &mut values);
        self.finish::<M>(state, &best)
    }

    /// The legal moves of the position, its robots' cells marked.
    pub(crate) fn legal<'a>(&'a mut self, state: &'a State) -> Legal<'a> {
        legal(&self.plan, &mut self.occupancy, state)
    }

    /// Scores every candidate in candidate order.
    #[inline(always)]
    fn candidates<const M: u8>(&mut self, state: &State, best: &mut Best, values: &mut Score) {
        // The walks, then staying: plain ones on the packed path when the
        // keys pack, each other one (and every one otherwise) here.
        let count = self.plan.table.walks.len() + usize::from(self.plan.table.may_stay);
        let mut k = 0;
        while k < count {
            if let Some(packing) = &self.packing {
                let mut walks = PlainWalks {
                    plan: &self.plan,
                    packing,
                    far: &self.far,
                    marks: &mut self.marks,
                    dest: &mut self.full.dest,
                    best: &mut self.best,
                };
                let (next, steps) = walks.run::<M>(state, k, best);
                self.steps += steps;
                k = next;
                if k == count {
                    break;
                }
            }
            let mv = match self.plan.table.walks.get(k) {
                Some(&walk) => self.legal(state).walk(walk),
                None => Some(PlayerMove::stay(state.player())),
            };
            if let Some(mv) = mv {
                self.consider::<M>(state, mv, best, values);
            }
            k += 1;
        }
        if self.plan.table.teleports.is_some_and(|t| t.as_candidates) {
            self.teleports::<M>(state, best, values);
        }
    }

    /// The choice: the best candidate with its reply, or a fallback.
    #[inline(always)]
    fn finish<const M: u8>(&mut self, state: &State, best: &Best) -> Choice {
        if !best.found {
            let legal = legal(&self.plan, &mut self.occupancy, state);
            let mv = fall_back::<M>(&self.plan, legal, &mut self.full, &mut self.steps);
            return Choice::bare(mv, state);
        }
        let mut cells = std::mem::take(&mut self.best);
        if best.shared {
            self.far.fill(&mut cells[..state.robots().len()]);
        }
        Choice {
            mv: best.mv,
            made_for: state.stamp(),
            cache: Some(Cache {
                lost: best.lost,
                met: !best.clean,
                cells,
            }),
        }
    }

    /// Scores candidate `mv` and makes it the best if it beats the best so
    /// far: strictly better on some key, so among equals the earliest stays.
    /// `values` holds the best's key values when the keys do not pack.
    #[inline(always)]
    pub(crate) fn consider<const M: u8>(
        &mut self,
        state: &State,
        mv: PlayerMove,
        best: &mut Best,
        values: &mut Score,
    ) {
        let Some((reply, clean, shared)) = Scorer {
            plan: &self.plan,
            far: &self.far,
            marks: &mut self.marks,
            full: &mut self.full,
            steps: &mut self.steps,
        }
        .score::<M>(state, &mv) else {
            return;
        };
        let mut packed = 0;
        let wins = match &self.packing {
            Some(packing) => {
                packed = packing.pack(&reply, mv.to);
                packed < best.packed
            }
            None => wins(&self.plan, &mv, &reply, best.found, values),
        };
        if wins {
            std::mem::swap(&mut self.full.dest, &mut self.best);
            *best = Best {
                found: true,
                mv,
                packed,
                clean,
                shared,
                lost: reply.lost,
            };
        }
    }
}

/// The legal moves of `state` under `plan`, its robots' cells marked in
/// `occupancy` (once a position).
fn legal<'a>(plan: &'a Plan, occupancy: &'a mut Occupancy, state: &'a State) -> Legal<'a> {
    Legal {
        table: &plan.table,
        board: plan.board(),
        state,
        robots: occupancy.mark(plan.board(), state),
    }
}
