//! The player's strategy: filter the candidate moves, rank the rest by the
//! table's keys (lexicographically, each minimised or maximised), and fall
//! back in the stated order when no candidate is left.
//!
//! Candidates are tried in a fixed order: the walks as written, then staying,
//! then (when teleports are candidates) the teleport entries in list order.
//! A later candidate replaces the best so far only when some key is strictly
//! better, so among candidates the keys cannot separate the earliest wins.

use super::Engine;
use super::moves::PlayerMove;
use super::reply::{After, Kernel, Reply};
use super::state::State;
use super::table::{Fallback, Goal, Key, Metric};

/// Key values of one candidate, as numbers where smaller is better.
type Score = [u64; 8];

/// The best candidate so far: its key values, the move, whether no robots
/// met in its reply, and whether it loses at once.
type Best = (Score, PlayerMove, bool, bool);

impl Engine {
    /// The move the strategy picks in `state`.
    pub fn choose(&mut self, state: &State) -> PlayerMove {
        match self.table.metric {
            Metric::Manhattan => self.choose_as::<0>(state),
            Metric::Chebyshev => self.choose_as::<1>(state),
            Metric::Euclidean => self.choose_as::<2>(state),
        }
    }

    /// [`Self::choose`] with the metric as a constant (see
    /// [`super::reply::metric_of`]), so the robots' steps inline.
    fn choose_as<const M: u8>(&mut self, state: &State) -> PlayerMove {
        self.prepared = None;
        self.mark_robots(state);
        self.far.on = false;
        if let Some(margin) = self.far_margin {
            let kernel = Kernel::new(&self.stepper, self.board, self.stopped_by_debris);
            self.far.prepare::<M>(
                kernel,
                state,
                margin,
                self.table.meeting,
                &mut self.far_marks,
                &mut self.dest,
                &mut self.best_dest,
            );
        }
        let mut best: Option<Best> = None;
        let teleports = match self.table.teleports {
            Some(t) if t.as_candidates => self.teleport_cells.len(),
            _ => 0,
        };
        for k in 0..self.table.walks.len() {
            if let Some(mv) = self.walk(state, self.table.walks[k]) {
                self.consider::<M>(state, mv, &mut best);
            }
        }
        if self.table.may_stay {
            self.consider::<M>(state, PlayerMove::stay(state.player), &mut best);
        }
        for i in 0..teleports {
            if let Some(mv) = self.teleport(state, i) {
                self.consider::<M>(state, mv, &mut best);
            }
        }
        match best {
            Some((_, mv, clean, lost)) => {
                // A safe-neighbours key steps robots of other positions
                // into `dest`, so only without one is `best_dest` the
                // chosen move's.
                if clean && !self.looks_ahead {
                    self.prepared = Some((mv, lost));
                }
                mv
            }
            None => self.fall_back(state),
        }
    }

    /// Scores candidate `mv` and makes it the best if it beats the best so
    /// far (with the best's key values, move, and whether no robots met in
    /// and whether it loses at once).
    #[inline(always)]
    fn consider<const M: u8>(&mut self, state: &State, mv: PlayerMove, best: &mut Option<Best>) {
        let reject = self.table.reject_immediate_loss;
        let Some((reply, clean)) = self.score_reply::<M>(state, &mv, reject) else {
            return;
        };
        let wins = match best {
            None => {
                let mut score = [0; 8];
                self.score_from(0, state, &mv, &reply, &mut score);
                Some(score)
            }
            Some((b, ..)) => {
                let keys = self.table.keys.len().min(8);
                self.beats(state, &mv, &reply, &b[..keys])
            }
        };
        if let Some(score) = wins {
            std::mem::swap(&mut self.dest, &mut self.best_dest);
            self.far.stale.swap(0, 1);
            *best = Some((score, mv, clean, reply.lost));
        }
    }

    /// The robots' reply to a candidate and whether no robots met in it;
    /// `None` when the candidate loses at once and `reject` drops it.
    #[inline(always)]
    fn score_reply<const M: u8>(
        &mut self,
        state: &State,
        mv: &PlayerMove,
        reject: bool,
    ) -> Option<(Reply, bool)> {
        let kernel = Kernel::new(&self.stepper, self.board, self.stopped_by_debris);
        if self.far.on && mv.pushed().is_none() && mv.teleport().is_none() {
            self.far.restore(&mut self.dest);
            let after = After::none(state);
            let (pass, conflict) = kernel.step_near::<M>(
                &self.far.near,
                &after,
                mv,
                reject,
                &mut self.dest,
                &mut self.arrivals,
                &self.far_marks,
            );
            // Far robots count as stepped in every reply they take part in.
            let far = state.robots.len() - self.far.near.len();
            self.robot_steps += (pass.stepped + far) as u64;
            if !conflict {
                if reject && pass.lost {
                    return None;
                }
                let clean = pass.clean && self.far.clean;
                let mut reply = self.resolve_near(state, mv, pass);
                let (pr, pc) = state.player;
                let (least, total) = self.far.distances((mv.to.0 - pr, mv.to.1 - pc));
                reply.robots += self.far.alive;
                reply.debris += self.far.new_debris;
                reply.nearest = reply.nearest.min(least);
                reply.sum += total;
                return Some((reply, clean));
            }
        }
        let pass = kernel.step_all::<M>(state, mv, reject, &mut self.dest, &mut self.arrivals);
        self.far.stale[0] = true;
        self.robot_steps += pass.stepped as u64;
        if reject && pass.lost {
            return None;
        }
        let clean = pass.clean;
        Some((self.resolve(state, mv, reject, pass), clean))
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
        PlayerMove::stay(state.player)
    }

    /// Key `k` of a candidate, as a number where smaller is better.
    #[inline(always)]
    fn key_value(&mut self, k: usize, state: &State, mv: &PlayerMove, reply: &Reply) -> u64 {
        let (key, goal) = self.table.keys[k];
        let value = match key {
            Key::Robots => u64::from(reply.robots),
            Key::NearestRobot => reply.nearest,
            Key::SumOfDistances => reply.sum,
            Key::Debris => u64::from(reply.debris),
            Key::SafeNeighbours => self.safe_neighbours(state, mv),
            Key::Row => mv.to.0 as u64,
            Key::Column => mv.to.1 as u64,
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
        self.apply(&mut next, mv);
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
