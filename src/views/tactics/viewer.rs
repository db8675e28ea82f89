//! The viewer of a tactics game's data sets: each move validated by the
//! game's [`Validator`] and explained by its [`Validator::why`] (the two
//! must agree), and the frame the trace shows of it.

use super::{draw, log, say};
use crate::geometry::Offset;
use crate::rules::lines::RuleLines;
use crate::scenario::tactics::{DataSet, write_game_header, write_move};
use crate::tactics::position::Position;
use crate::tactics::rules::Rules;
use crate::tactics::validate::Validator;
use crate::tactics::validate::why::Why;
use crate::views::board::Mark;
use crate::views::style::{Ink, Paint};
use crate::views::trace::{Frame, Moves, Traced};

/// The views of a tactics game's data sets.
pub struct TacticsViews {
    pub(super) table: Rules,
    pub(super) validator: Validator,
    pub(super) legend: Vec<(Mark, &'static str)>,
    /// The input's name, for refusals.
    pub(super) input: String,
    /// Where the rules file states each rule, for the reasons.
    pub(super) lines: RuleLines,
}

impl TacticsViews {
    pub fn new(table: &Rules) -> Self {
        TacticsViews {
            table: table.clone(),
            validator: Validator::new(table),
            legend: draw::legend(table),
            input: "input".to_string(),
            lines: RuleLines::default(),
        }
    }

    /// The views citing each rule's line in `lines`.
    pub fn citing(mut self, lines: RuleLines) -> Self {
        self.lines = lines;
        self
    }

    /// The views of the data sets read from the input named `name`.
    pub fn reading(mut self, name: &str) -> Self {
        self.input = name.to_string();
        self
    }

    /// Validates move `k` (from 0) of `set` on `pos` and says why, or
    /// refuses when the explanation and the validation disagree.
    pub(super) fn judge(
        &mut self,
        pos: &Position,
        set: &DataSet,
        k: usize,
    ) -> miette::Result<Judged> {
        let m = set.moves[k];
        let left = self.validator.validate(pos, m.from, m.to);
        let why = self.validator.why(pos, m.from, m.to);
        let agrees = match &why {
            Why::Valid { cost, .. } => left == Some(self.table.points - cost),
            _ => left.is_none(),
        };
        if !agrees {
            return Err(miette::miette!(
                code = "robots::views::disagree",
                "move {} ({} -> {}): the explanation ({why:?}) disagrees with the validation ({left:?})",
                k + 1,
                set.names(k).0,
                set.names(k).1
            ));
        }
        Ok(Judged {
            from: m.from,
            to: m.to,
            left,
            why,
        })
    }

    /// The frame of move `k` (from 0), drawn after it.
    fn frame(
        &self,
        before: &Position,
        after: &Position,
        set: &DataSet,
        k: usize,
        judged: &Judged,
        paint: Paint,
    ) -> Frame {
        let t = &self.table;
        let (from, to) = (judged.from, judged.to);
        let names = set.names(k);
        let (cells, stopped) = drawn(&judged.why, from, to);
        let mut notes = vec![format!(
            "{} {}",
            paint.ink(Ink::Strong, &format!("Move {}:", k + 1)),
            self.verdict(before, names, judged, paint)
        )];
        notes.extend(draw::sides(t, after, paint));
        let grid = draw::grid(t, after, &cells, stopped);
        let focus = if after.board.contains(to) {
            to
        } else {
            centre(after)
        };
        let mut frame = Frame::new(notes, grid, focus);
        frame.path = cells;
        if judged.left.is_some() {
            frame.steps = vec![(from, to)];
        }
        frame.log = log::entry(
            t,
            &self.lines,
            before,
            k + 1,
            names,
            (from, to),
            &judged.why,
        );
        frame
    }

    /// `guardian (first) E5 -> E9: Successful, path E5 E6 E7 E8 E9, cost
    /// 5 of 10 points`, or `...: Unsuccessful: <reason>`.
    fn verdict(&self, pos: &Position, names: (&str, &str), j: &Judged, paint: Paint) -> String {
        let t = &self.table;
        let who = match pos.board.contains(j.from).then(|| pos.unit_at(j.from)) {
            Some(Some(k)) => say::unit(t, pos, k),
            _ => "no unit".to_string(),
        };
        let head = format!("{who} {} -> {}:", names.0, names.1);
        match &j.why {
            Why::Valid { path, cost } => format!(
                "{head} {}, path {}, cost {cost} of {} points",
                paint.ink(Ink::Good, "Successful"),
                say::path(t, j.from, path),
                t.points
            ),
            why => format!(
                "{head} {}: {}",
                paint.ink(Ink::Bad, "Unsuccessful"),
                say::reason(t, &self.lines, pos, j.from, j.to, why).unwrap_or_default()
            ),
        }
    }
}

/// A move validated, with its reason.
pub(super) struct Judged {
    pub(super) from: Offset,
    pub(super) to: Offset,
    pub(super) left: Option<u32>,
    pub(super) why: Why,
}

/// The cells drawn over the board for a verdict: the path (the start
/// first; up to the stopping cell when the rules stop it) and the cell
/// where the rules stop the move.
pub(super) fn drawn(why: &Why, from: Offset, to: Offset) -> (Vec<Offset>, Option<Offset>) {
    let with_start = |steps: &[crate::tactics::validate::why::Step]| {
        let mut cells = vec![from];
        cells.extend(steps.iter().map(|s| s.cell));
        cells
    };
    match why {
        Why::Valid { path, .. } | Why::OverPoints { path, .. } => (with_start(path), None),
        Why::NoPath {
            path,
            at,
            rule: Some(_),
            ..
        } => (with_start(&path[..=*at]), Some(path[*at].cell)),
        // An occupied destination shows its occupant.
        Why::CannotEnd { .. } => (Vec::new(), Some(to)),
        _ => (Vec::new(), None),
    }
}

/// The middle of the board, where a view centres when a move names no
/// cell on it.
pub(super) fn centre(pos: &Position) -> Offset {
    ((pos.board.rows + 1) / 2, (pos.board.columns + 1) / 2)
}

impl Traced for TacticsViews {
    type Case = DataSet;

    fn legend(&self) -> Vec<(Mark, &'static str)> {
        self.legend.clone()
    }

    fn trace(
        &mut self,
        number: usize,
        set: &DataSet,
        moves: Moves,
        paint: Paint,
        show: &mut dyn FnMut(u32, Frame) -> miette::Result<()>,
    ) -> miette::Result<String> {
        let t = self.table.clone();
        let mut pos = Position::new(t.board, set);
        if moves.contains(0) {
            let mut notes = vec![format!(
                "{} {} units, {} moves, {} points a move",
                paint.ink(Ink::Strong, "Start:"),
                pos.units.len(),
                set.moves.len(),
                t.points
            )];
            notes.extend(draw::sides(&t, &pos, paint));
            notes.extend(draw::rows(&t));
            let grid = draw::grid(&t, &pos, &[], None);
            show(0, Frame::new(notes, grid, centre(&pos)))?;
        }
        let mut text = String::new();
        write_game_header(&mut text, number as u64);
        let last = set.moves.len() as u32;
        if moves.first > last {
            text.push_str(&crate::views::pursuit::past_the_end(moves, last));
            text.push('\n');
        }
        for k in 0..set.moves.len() {
            let shown = moves.contains(k as u32 + 1);
            let (left, frame) = if shown {
                let judged = self.judge(&pos, set, k)?;
                let before = pos.clone();
                if judged.left.is_some() {
                    pos.apply(judged.from, judged.to);
                }
                let frame = self.frame(&before, &pos, set, k, &judged, paint);
                (judged.left, Some(frame))
            } else {
                let m = set.moves[k];
                let left = self.validator.validate(&pos, m.from, m.to);
                if left.is_some() {
                    pos.apply(m.from, m.to);
                }
                (left, None)
            };
            let (from, to) = set.names(k);
            write_move(&mut text, k + 1, from, to, left);
            if let Some(frame) = frame {
                show(k as u32 + 1, frame)?;
            }
        }
        Ok(text)
    }
}
