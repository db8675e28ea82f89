//! The hot path of choosing a move: the plain walks (and staying) when the
//! strategy's keys pack into one number.
//!
//! Most candidates of most moves are walks that push nothing. For them the
//! far robots' part of the reply is shared (see `far`) and the packed keys
//! are linear in the walk and in the near robots' totals (see
//! `rank::WalkPacking`), so scoring such a walk is stepping its near robots
//! and a handful of multiplications. This loop does only that, with what it
//! reads loaded once a move; any candidate it cannot finish alone (a push,
//! near robots that meet or land on a far robot's cell) goes back to the
//! ordinary path in `choose`, in its turn, so the candidates' order and
//! therefore the tie-breaks are unchanged.

use super::Engine;
use super::board::{Board, Tally};
use super::choose::Best;
use super::far::Near;
use super::moves::PlayerMove;
use super::reply::{Kernel, metric_of};
use super::state::State;
use super::table::{Meeting, Meets, Metric, Mover, Offset, Outcome};

impl Engine {
    /// Scores the plain candidates from number `from` on:
    /// the walks in order, then staying (number `walks.len()`) when allowed.
    /// Updates `best` and returns the number of the first candidate the
    /// ordinary path must score, or the count of candidates when none is left.
    #[inline(never)]
    pub(super) fn plain_walks<const M: u8>(
        &mut self,
        state: &State,
        from: usize,
        best: &mut Best,
    ) -> usize {
        let Some(packing) = &self.packing else {
            return from;
        };
        match self.far.near.len() {
            0 => return self.walks_few::<M, false>(state, from, best),
            1 => return self.walks_few::<M, true>(state, from, best),
            _ => {}
        }
        let walks = &self.table.walks[..];
        let count = walks.len() + usize::from(self.table.may_stay);
        let reject = self.table.reject_immediate_loss;
        let meeting = self.table.meeting;
        let outcomes = self.table.outcomes[Mover::Player as usize];
        let board = self.board;
        let kernel = Kernel::new(
            &self.stepper,
            &self.step_moves,
            board,
            self.stopped_by_debris,
        );
        let far = &self.far;
        let near = &far.near[..];
        let far_stamp = far.stamp;
        let far_robots = (state.robots().len() - near.len()) as u64;
        let clean = !far.on || far.clean;
        let keys = packing.walks(state.player(), state.debris_count(), far.shared());
        let (pr, pc) = state.player();
        let grid = state.debris();
        // Near robots' entries by key and shift (Manhattan distance only).
        let wide = self.walk_lookup.as_ref().filter(|_| M == 0);
        let mut steps = 0;
        let mut k = from;
        while k < count {
            let walk = walks.get(k).copied().unwrap_or((0, 0));
            let to = (pr + walk.0, pc + walk.1);
            if k < walks.len() {
                match outcomes[walk_meets(board, grid, near, to) as usize] {
                    Outcome::Move => {}
                    Outcome::Push => break,
                    _ => {
                        k += 1;
                        continue;
                    }
                }
            }
            let to_cell = board.index(to);
            let shift = wide.map_or(0, |w| w.shift(walk));
            let mut arrivals = self.plain_marks.fresh();
            let (mut robots, mut nearest, mut sum) = (0, u64::MAX, 0);
            let mut lost = false;
            let mut stepped = near.len();
            let mut finished = true;
            let mut met = false;
            for (j, robot) in near.iter().enumerate() {
                let (at, cell, debris) = match wide {
                    Some(w) => kernel.plain_step_by(w.entry(robot.key, shift), robot, to, grid),
                    None => kernel.plain_step::<M>(robot, to, grid),
                };
                if cell == to_cell {
                    lost = true;
                    if reject {
                        stepped = j + 1;
                        break;
                    }
                }
                self.dest[robot.index as usize] = cell as u32;
                match arrivals.arrive_unless(cell, far_stamp) {
                    Some(true) => {
                        if !debris {
                            let d = metric_of::<M>().distance(to.0 - at.0, to.1 - at.1);
                            robots += 1;
                            nearest = nearest.min(d);
                            sum += d;
                        }
                    }
                    // A second arrival: the near robots are tallied again
                    // below.
                    Some(false) => met = true,
                    // On a far robot's cell: the ordinary path scores it.
                    None => {
                        finished = false;
                        break;
                    }
                }
            }
            if !finished {
                break;
            }
            steps += (stepped as u64) + far_robots;
            k += 1;
            if reject && lost {
                continue;
            }
            let mut debris = 0;
            if met {
                (robots, nearest, sum, debris) = retally(
                    near,
                    &self.dest,
                    &mut self.plain_marks,
                    grid,
                    meeting,
                    board,
                    to,
                    metric_of::<M>(),
                );
            }
            let nearest = nearest.min(far.least(walk));
            let packed = keys.pack(walk, robots, nearest, sum, debris);
            if packed < best.packed {
                std::mem::swap(&mut self.dest, &mut self.best_dest);
                *best = Best {
                    found: true,
                    mv: PlayerMove::stay(to),
                    packed,
                    clean: clean && !met,
                    shared: far.on,
                    lost,
                };
            }
        }
        self.robot_steps += steps;
        k
    }
}

impl Engine {
    /// [`Engine::plain_walks`] when every robot is far (about half of all
    /// moves), or all but one (`ONE`, about a quarter). Every other robot's
    /// part of a walk's reply is the far robots' shared one, so a walk is
    /// its legality, at most one robot step, and its packed keys: no two
    /// near robots can meet, so no arrivals are recorded. Only the near
    /// robot can stand in a walk's way or reach the player.
    #[inline(never)]
    fn walks_few<const M: u8, const ONE: bool>(
        &mut self,
        state: &State,
        from: usize,
        best: &mut Best,
    ) -> usize {
        let Some(packing) = &self.packing else {
            return from;
        };
        let walks = &self.table.walks[..];
        let count = walks.len() + usize::from(self.table.may_stay);
        let reject = self.table.reject_immediate_loss;
        let outcomes = self.table.outcomes[Mover::Player as usize];
        let board = self.board;
        let kernel = Kernel::new(
            &self.stepper,
            &self.step_moves,
            board,
            self.stopped_by_debris,
        );
        let wide = self.walk_lookup.as_ref().filter(|_| M == 0);
        let far = &self.far;
        let robot = far.near.first().copied().filter(|_| ONE);
        let keys = packing.walks(state.player(), state.debris_count(), far.shared());
        let clean = !far.on || far.clean;
        let (pr, pc) = state.player();
        let grid = state.debris();
        let mut scored = 0;
        let mut k = from;
        while k < count {
            let walk = walks.get(k).copied().unwrap_or((0, 0));
            let to = (pr + walk.0, pc + walk.1);
            if k < walks.len() {
                match outcomes[walk_meets(board, grid, robot.as_slice(), to) as usize] {
                    Outcome::Move => {}
                    Outcome::Push => break,
                    _ => {
                        k += 1;
                        continue;
                    }
                }
            }
            let (mut robots, mut nearest, mut sum, mut lost) = (0, u64::MAX, 0, false);
            if let Some(robot) = &robot {
                let e = match wide {
                    Some(w) => w.entry(robot.key, w.shift(walk)),
                    None => kernel.entry::<M>(robot.at, to),
                };
                let (at, cell, debris) = kernel.plain_step_by(e, robot, to, grid);
                lost = cell == board.index(to);
                // On a far robot's cell: the ordinary path scores it.
                if !(reject && lost) && self.plain_marks.holds(cell, far.stamp) {
                    break;
                }
                self.dest[robot.index as usize] = cell as u32;
                if !debris {
                    let d = metric_of::<M>().distance(to.0 - at.0, to.1 - at.1);
                    (robots, nearest, sum) = (1, d, d);
                }
            }
            scored += 1;
            k += 1;
            if reject && lost {
                continue;
            }
            let nearest = nearest.min(far.least(walk));
            let packed = keys.pack(walk, robots, nearest, sum, 0);
            if packed < best.packed {
                if ONE {
                    std::mem::swap(&mut self.dest, &mut self.best_dest);
                }
                *best = Best {
                    found: true,
                    mv: PlayerMove::stay(to),
                    packed,
                    clean,
                    shared: far.on,
                    lost,
                };
            }
        }
        // Far robots count as stepped in every reply they take part in.
        self.robot_steps += scored * state.robots().len() as u64;
        k
    }
}

/// What a plain walk to `to` meets, in a position whose debris is `grid`
/// and whose robots within a walk of the player are among `near` (every
/// such robot is near; see `far`).
#[inline(always)]
fn walk_meets(board: Board, grid: &[u8], near: &[Near], to: Offset) -> Meets {
    if !board.contains(to) {
        Meets::OffBoard
    } else if near.iter().any(|n| n.cell as usize == board.index(to)) {
        Meets::Robot
    } else if grid[board.index(to)] != 0 {
        Meets::Debris
    } else {
        Meets::Empty
    }
}

/// The near robots' part of a walk's reply in which some of them met: their
/// final cells are in `dest` and their arrivals in `marks` under its
/// current stamp. Robots that met are destroyed (leaving debris as
/// `meeting` says), the others survive unless on debris. Returns the
/// survivors, their least and total distance to the player at `to`, and
/// the cells of new debris.
#[cold]
#[inline(never)]
#[allow(clippy::too_many_arguments)]
fn retally(
    near: &[Near],
    dest: &[u32],
    marks: &mut Tally,
    grid: &[u8],
    meeting: Meeting,
    board: Board,
    to: Offset,
    metric: Metric,
) -> (u32, u64, u64, u32) {
    let (mut robots, mut nearest, mut sum, mut debris) = (0, u64::MAX, 0, 0);
    for robot in near {
        let cell = dest[robot.index as usize] as usize;
        if marks.multi(cell) {
            if meeting == Meeting::Debris && grid[cell] == 0 && marks.claim(cell) {
                debris += 1;
            }
        } else if grid[cell] == 0 {
            let at = board.cell(cell);
            let d = metric.distance(to.0 - at.0, to.1 - at.1);
            robots += 1;
            nearest = nearest.min(d);
            sum += d;
        }
    }
    (robots, nearest, sum, debris)
}
