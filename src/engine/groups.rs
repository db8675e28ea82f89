//! Teleport candidates scored in groups: cells toward which every robot
//! takes the same step share one pass over the robots.
//!
//! Under Manhattan distance the step lookup clamps the player's offset
//! from a robot to `margin` (the step reach + 1) on each axis, and when
//! `jumps` finds that clamp exact a robot's step depends on the clamped
//! offset alone. So the board's rows fall into classes: each row within
//! `margin - 1` of some robot's row is a class of its own, and each
//! maximal run of the other rows is one class; columns likewise. Toward
//! every cell of one class (row class, column class) each robot takes the
//! same step, so the robots that meet, the debris they leave and the
//! survivors' cells are the same. No robot can land on the cell when its
//! row or column class is a run (it is farther than a step on that axis),
//! so the reply's loss is known too; a cell whose row and column are both
//! near a robot is left to the caller.
//!
//! Within a class the sign of each survivor's offset from the cell is fixed
//! on a run axis and the offset itself on a near axis, so each survivor's
//! distance to the cell is `a + sr * row + sc * column` with `sr` and `sc`
//! in {-1, 0, 1}. The nearest distance is then a minimum over the nine
//! sign pairs and the sum one linear form: one pass a class, a few
//! operations a cell, and the same keys as a full pass.

use super::forms::{Form, Terms};
use super::kernel::Kernel;
use super::moves::PlayerMove;
use super::pass::After;
use super::rank::Packing;
use super::state::State;
use super::table::{Meeting, Offset};
use super::tally::Tally;
use crate::geometry::Board;

/// A row or column class: its number, the high bit set when it is one
/// row (or column) near a robot.
const NEAR: u32 = 1 << 31;

/// The classes of one position and the forms of those met so far.
#[derive(Debug, Clone)]
pub(crate) struct Groups {
    /// Each row's class (index `row - 1`), each column's.
    rows: Vec<u32>,
    columns: Vec<u32>,
    /// How many column classes there are.
    column_classes: u32,
    /// By class (`row class * column classes + column class`): the
    /// position's stamp in the high bits when its form is made, and its
    /// index in `forms`.
    slots: Vec<(u32, u32)>,
    stamp: u32,
    forms: Vec<Form>,
    used: usize,
    /// Scratch of a class's pass: the robots' final cells and arrivals.
    ends: Vec<(Offset, usize, bool)>,
    arrivals: Tally,
}

impl Groups {
    pub(crate) fn new(board: Board) -> Self {
        Groups {
            rows: vec![0; board.rows as usize],
            columns: vec![0; board.columns as usize],
            column_classes: 0,
            slots: vec![(0, 0); board.area()],
            stamp: 0,
            forms: Vec::new(),
            used: 0,
            ends: Vec::new(),
            arrivals: Tally::new(board.area()),
        }
    }

    /// Finds the row and column classes of `state` for a clamp of `margin`.
    pub(crate) fn prepare(&mut self, state: &State, margin: i32) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.slots.fill((0, 0));
            self.stamp = 1;
        }
        self.used = 0;
        let near = margin - 1;
        classify(&mut self.rows, state.robots().iter().map(|at| at.0), near);
        self.column_classes = classify(
            &mut self.columns,
            state.robots().iter().map(|at| at.1),
            near,
        );
    }

    /// The packed keys of the teleport `mv` (see the module's docs), or
    /// `None` when its row and column are both near a robot. Returns the
    /// robots stepped beside the answer.
    #[inline(always)]
    pub(crate) fn packed<const M: u8>(
        &mut self,
        kernel: Kernel<'_>,
        meeting: Meeting,
        state: &State,
        mv: &PlayerMove,
        packing: &Packing,
    ) -> (Option<u64>, usize) {
        let to = mv.to;
        let (Some(&row), Some(&column)) = (
            self.rows.get((to.0 - 1) as usize),
            self.columns.get((to.1 - 1) as usize),
        ) else {
            return (None, 0);
        };
        if row & column & NEAR != 0 {
            return (None, 0);
        }
        let class = ((row & !NEAR) * self.column_classes + (column & !NEAR)) as usize;
        let mut stepped = 0;
        let (stamp, index) = self.slots[class];
        let index = if stamp == self.stamp {
            index as usize
        } else {
            stepped = state.robots().len();
            let index = self.form::<M>(kernel, meeting, state, mv, row, column);
            self.slots[class] = (self.stamp, index as u32);
            index
        };
        (
            Some(packing.pack(&self.forms[index].reply(to), to)),
            stepped,
        )
    }

    /// Makes the form of the class of `mv`'s cell, whose row and column
    /// classes are `row` and `column`, by one pass toward that cell; when
    /// robots meet, they are counted again from their cells.
    #[inline(never)]
    fn form<const M: u8>(
        &mut self,
        kernel: Kernel<'_>,
        meeting: Meeting,
        state: &State,
        mv: &PlayerMove,
        row: u32,
        column: u32,
    ) -> usize {
        let to = mv.to;
        let after = After::new(state, mv);
        let mut terms = Terms::new(to, row & NEAR != 0, column & NEAR != 0);
        let mut arrivals = self.arrivals.fresh();
        let mut clean = true;
        for &at in state.robots() {
            let (end, cell, debris) = kernel.step_one::<M>(at, to, &after);
            debug_assert!(end != to, "a robot reaches a grouped cell");
            if arrivals.arrive(cell) {
                if !debris {
                    terms.add(end);
                }
            } else {
                clean = false;
            }
        }
        let mut debris = state.debris_count();
        if !clean {
            terms = Terms::new(to, row & NEAR != 0, column & NEAR != 0);
            debris += self.recount::<M>(kernel, meeting, state, &after, to, &mut terms);
        }
        if self.used == self.forms.len() {
            self.forms.push(Form::default());
        }
        let form = &mut self.forms[self.used];
        form.robots = terms.robots;
        form.debris = debris;
        form.sum = terms.sum;
        form.terms.clear();
        for (pair, &a) in terms.least.iter().enumerate() {
            if a != i64::MAX {
                form.terms
                    .push((a, pair as i64 / 3 - 1, pair as i64 % 3 - 1));
            }
        }
        self.used += 1;
        self.used - 1
    }

    /// The survivors of a pass toward `to` in which robots met, added to
    /// `terms`; returns the new debris cells.
    #[cold]
    fn recount<const M: u8>(
        &mut self,
        kernel: Kernel<'_>,
        meeting: Meeting,
        state: &State,
        after: &After,
        to: Offset,
        terms: &mut Terms,
    ) -> u32 {
        self.ends.clear();
        self.arrivals.clear();
        for &at in state.robots() {
            let end = kernel.step_one::<M>(at, to, after);
            self.arrivals.add(end.1);
            self.ends.push(end);
        }
        let mut debris = 0;
        for &(end, cell, on_debris) in &self.ends {
            if self.arrivals.multi(cell) {
                if meeting == Meeting::Debris && !after.at(cell) && self.arrivals.claim(cell) {
                    debris += 1;
                }
            } else if !on_debris {
                terms.add(end);
            }
        }
        debris
    }
}

/// Numbers the classes of `lines` (rows or columns, index `line - 1`):
/// a line within `near` of one of `robots` is a class of its own, marked
/// [`NEAR`]; each run of the others is one class. Returns how many.
fn classify(lines: &mut [u32], robots: impl Iterator<Item = i32>, near: i32) -> u32 {
    lines.fill(0);
    let n = lines.len() as i32;
    for x in robots {
        for line in (x - near).max(1)..=(x + near).min(n) {
            lines[(line - 1) as usize] = NEAR;
        }
    }
    let mut classes = 0;
    let mut run = false;
    for line in lines.iter_mut() {
        if *line == NEAR {
            *line = classes | NEAR;
            classes += 1;
            run = false;
        } else {
            if !run {
                classes += 1;
                run = true;
            }
            *line = classes - 1;
        }
    }
    classes
}
