//! The player's strategy: filter the candidate moves, rank the rest by the
//! table's keys (lexicographically, each minimised or maximised), and fall
//! back in the stated order when no candidate is left.
//!
//! Candidates are tried in a fixed order: the walks as written, then staying,
//! then (when teleports are candidates) the teleport entries in list order.
//! A later candidate replaces the best so far only when some key is strictly
//! better, so among candidates the keys cannot separate the earliest wins.
//! When the keys pack into one number (see `rank`) that comparison is a
//! single integer comparison.

use super::Engine;
use super::moves::PlayerMove;
use super::rank::plain_value;
use super::reply::{Kernel, Pass, Reply};
use super::state::{Stamp, State};
use super::table::{Fallback, Goal, Metric};

/// Key values of one candidate, as numbers where smaller is better.
type Score = [u64; 8];

/// The move the strategy picked in one position, for [`Engine::apply`] to
/// make there. It carries what choosing worked out of the robots' reply,
/// tied to the position it was made for: applied to any other position, the
/// reply is worked out afresh.
#[derive(Debug)]
pub struct Choice {
    pub(super) mv: PlayerMove,
    pub(super) made_for: Stamp,
    pub(super) cache: Option<Cache>,
}

/// The chosen move's reply as scoring found it: whether it loses at once,
/// whether robots may have met in it, and every robot's final grid index
/// (see `reply::CRUSHED`).
#[derive(Debug)]
pub(super) struct Cache {
    pub lost: bool,
    pub met: bool,
    pub cells: Vec<u32>,
}

impl Choice {
    /// A choice with no reply worked out.
    fn bare(mv: PlayerMove, state: &State) -> Self {
        Choice {
            mv,
            made_for: state.stamp(),
            cache: None,
        }
    }

    /// The move chosen.
    pub fn player_move(&self) -> PlayerMove {
        self.mv
    }
}

/// The best candidate so far.
pub(super) struct Best {
    /// Some candidate was scored and not dropped.
    pub found: bool,
    pub mv: PlayerMove,
    /// Its keys packed (see `rank`) when the keys pack; `u64::MAX`, which
    /// no packing reaches, before the first candidate.
    pub packed: u64,
    /// No robots met in its reply; its far robots were shared; it loses.
    pub clean: bool,
    pub shared: bool,
    pub lost: bool,
}

/// A scored candidate: its reply, whether no robots met in it, and
/// whether it was scored with the far robots shared.
type Scored = (Reply, bool, bool);

impl Engine {
    /// The move the strategy picks in `state`.
    pub fn choose(&mut self, state: &State) -> Choice {
        match self.table.metric {
            Metric::Manhattan => self.choose_as::<0>(state),
            Metric::Chebyshev => self.choose_as::<1>(state),
            Metric::Euclidean => self.choose_as::<2>(state),
            Metric::Hex => self.choose_as::<3>(state),
        }
    }

    /// [`Self::choose`] with the metric as a constant (see
    /// [`super::reply::metric_of`]), so the robots' steps inline.
    fn choose_as<const M: u8>(&mut self, state: &State) -> Choice {
        let n = state.robots().len();
        for buffer in [&mut self.dest, &mut self.best_dest] {
            if buffer.len() < n {
                buffer.resize(n, 0);
            }
        }
        // One stamp for the far robots and up to two per walk or stay (the
        // plain path's, and the ordinary path's when it hands one over).
        self.plain_marks.reserve(2 * self.table.walks.len() + 3);
        let kernel = Kernel::new(
            &self.stepper,
            &self.step_moves,
            self.board,
            self.stopped_by_debris,
        );
        self.far.prepare::<M>(
            kernel,
            state,
            self.far_margin,
            self.walk_lookup.as_ref(),
            self.table.meeting,
            &mut self.plain_marks,
        );
        // The robots' cells are marked only if a move other than a plain
        // walk is looked at (see `mark_robots_once`).
        self.robots_marked = false;
        let mut best = Best {
            found: false,
            mv: PlayerMove::stay(state.player()),
            packed: u64::MAX,
            clean: false,
            shared: false,
            lost: false,
        };
        // The best's key values, when the keys do not pack.
        let mut values: Score = [0; 8];
        // The walks, then staying: plain ones on the packed path when the
        // keys pack, each other one (and every one otherwise) here.
        let walks = self.table.walks.len();
        let count = walks + usize::from(self.table.may_stay);
        let mut k = 0;
        while k < count {
            if self.packing.is_some() {
                k = self.plain_walks::<M>(state, k, &mut best);
                if k == count {
                    break;
                }
            }
            self.mark_robots_once(state);
            let mv = match self.table.walks.get(k) {
                Some(&walk) => self.walk(state, walk),
                None => Some(PlayerMove::stay(state.player())),
            };
            if let Some(mv) = mv {
                self.consider::<M>(state, mv, &mut best, &mut values);
            }
            k += 1;
        }
        if let Some(t) = self.table.teleports
            && t.as_candidates
        {
            self.mark_robots_once(state);
            for i in 0..self.teleport_cells.len() {
                if let Some(mv) = self.teleport(state, i) {
                    self.consider::<M>(state, mv, &mut best, &mut values);
                }
            }
        }
        if !best.found {
            let mv = self.fall_back(state);
            return Choice::bare(mv, state);
        }
        // A safe-neighbours key steps robots of other positions into
        // `dest`, so only without one is `best_dest` the chosen move's.
        if self.looks_ahead {
            return Choice::bare(best.mv, state);
        }
        let mut cells = std::mem::take(&mut self.best_dest);
        if best.shared {
            self.far.fill(&mut cells[..n]);
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
    fn consider<const M: u8>(
        &mut self,
        state: &State,
        mv: PlayerMove,
        best: &mut Best,
        values: &mut Score,
    ) {
        let Some((reply, clean, shared)) = self.score::<M>(state, &mv) else {
            return;
        };
        let mut packed = 0;
        let wins = match &self.packing {
            Some(packing) => {
                packed = packing.pack(&reply, mv.to);
                packed < best.packed
            }
            None if !best.found => {
                self.score_from(0, state, &mv, &reply, values);
                true
            }
            None => {
                let keys = self.table.keys.len().min(8);
                let known = *values;
                match self.beats(state, &mv, &reply, &known[..keys]) {
                    Some(score) => {
                        *values = score;
                        true
                    }
                    None => false,
                }
            }
        };
        if wins {
            std::mem::swap(&mut self.dest, &mut self.best_dest);
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

    /// The robots' reply to candidate `mv`, its robots' final cells left in
    /// `dest`; `None` when it loses at once and the strategy drops it.
    ///
    /// A walk that pushes nothing (or staying) steps only the near robots
    /// and adds the far robots' shared totals (see `far`), unless a near
    /// robot ends on a far robot's cell; any other move steps every robot.
    #[inline(always)]
    fn score<const M: u8>(&mut self, state: &State, mv: &PlayerMove) -> Option<Scored> {
        let reject = self.table.reject_immediate_loss;
        let kernel = Kernel::new(
            &self.stepper,
            &self.step_moves,
            self.board,
            self.stopped_by_debris,
        );
        if mv.is_plain() {
            let far_stamp = self.far.stamp;
            let (pass, conflict) = kernel.step_plain::<M>(
                &self.far.near,
                state.debris(),
                mv.to,
                reject,
                &mut self.dest,
                self.plain_marks.fresh(),
                far_stamp,
            );
            // Far robots count as stepped in every reply they take part in.
            let far = state.robots().len() - self.far.near.len();
            self.robot_steps += (pass.stepped + far) as u64;
            if !conflict {
                if reject && pass.lost {
                    return None;
                }
                if !pass.clean {
                    return Some(self.score_met(state, mv, pass));
                }
                let mut reply = Reply::of(state, &pass);
                let shared = self.far.on;
                if shared {
                    self.far.add_to(&mut reply, state.player(), mv.to);
                }
                return Some((reply, !shared || self.far.clean, shared));
            }
        }
        self.score_full::<M>(state, mv, reject)
    }

    /// [`Self::score`] for a plain candidate whose near robots met: they
    /// are tallied again from their cells.
    #[inline(never)]
    fn score_met(&mut self, state: &State, mv: &PlayerMove, pass: Pass) -> Scored {
        let mut reply = self.resolve_near(state, mv, pass);
        let shared = self.far.on;
        if shared {
            self.far.add_to(&mut reply, state.player(), mv.to);
        }
        (reply, false, shared)
    }

    /// [`Self::score`] stepping every robot.
    #[inline(never)]
    fn score_full<const M: u8>(
        &mut self,
        state: &State,
        mv: &PlayerMove,
        reject: bool,
    ) -> Option<Scored> {
        let kernel = Kernel::new(
            &self.stepper,
            &self.step_moves,
            self.board,
            self.stopped_by_debris,
        );
        let pass = kernel.step_all::<M>(state, mv, reject, &mut self.dest, &mut self.arrivals);
        self.robot_steps += pass.stepped as u64;
        if reject && pass.lost {
            return None;
        }
        let clean = pass.clean;
        Some((self.resolve(state, mv, reject, pass), clean, false))
    }

    /// The candidate's key values if it beats the best so far (`best`, its
    /// values): keys are measured one at a time and only as far as needed.
    #[inline(always)]
    fn beats(
        &mut self,
        state: &State,
        mv: &PlayerMove,
        reply: &Reply,
        best: &[u64],
    ) -> Option<Score> {
        let mut score = [0; 8];
        for (k, &b) in best.iter().enumerate() {
            let v = self.key_value(k, state, mv, reply);
            score[k] = v;
            if v < b {
                self.score_from(k + 1, state, mv, reply, &mut score);
                return Some(score);
            }
            if v > b {
                return None;
            }
        }
        None
    }

    /// Fills `score[from..]` with the candidate's key values.
    #[inline(always)]
    fn score_from(
        &mut self,
        from: usize,
        state: &State,
        mv: &PlayerMove,
        reply: &Reply,
        score: &mut Score,
    ) {
        let keys = self.table.keys.len().min(8);
        for (k, slot) in score.iter_mut().enumerate().take(keys).skip(from) {
            *slot = self.key_value(k, state, mv, reply);
        }
    }

    fn fall_back(&mut self, state: &State) -> PlayerMove {
        self.mark_robots_once(state);
        for k in 0..self.table.fallbacks.len() {
            match self.table.fallbacks[k] {
                Fallback::Stay => break,
                Fallback::TeleportFirstUsable => {
                    for i in 0..self.teleport_cells.len() {
                        let Some(mv) = self.teleport(state, i) else {
                            continue;
                        };
                        if !(self.table.reject_immediate_loss
                            && self.reply_with(state, &mv, true).lost)
                        {
                            return mv;
                        }
                    }
                }
            }
        }
        PlayerMove::stay(state.player())
    }

    /// Key `k` of a candidate, as a number where smaller is better.
    #[inline(always)]
    fn key_value(&mut self, k: usize, state: &State, mv: &PlayerMove, reply: &Reply) -> u64 {
        let (key, goal) = self.table.keys[k];
        let value = match plain_value(key, reply, mv.to) {
            Some(value) => value,
            None => self.safe_neighbours(state, mv),
        };
        match goal {
            Goal::Minimize => value,
            Goal::Maximize => u64::MAX - value,
        }
    }

    /// How many of the player's walks from the position after `mv` and the
    /// robots' reply are legal and would not lose at once.
    fn safe_neighbours(&mut self, state: &State, mv: &PlayerMove) -> u64 {
        let mut next = match self.ahead.take() {
            Some(mut next) => {
                next.copy_from(state);
                next
            }
            None => state.clone(),
        };
        self.apply_move(&mut next, mv);
        self.mark_robots(&next);
        let mut safe = 0;
        for k in 0..self.table.walks.len() {
            if let Some(walk) = self.walk(&next, self.table.walks[k]) {
                safe += u64::from(!self.reply_with(&next, &walk, true).lost);
            }
        }
        self.ahead = Some(next);
        self.mark_robots(state);
        safe
    }
}
