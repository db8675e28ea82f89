//! `robots explain` for a tactics data set: one line a move (its
//! verdict, cost and reason), or one move in full: the cheapest path
//! cell by cell with what each step cost, the total against the points,
//! or the cell and rule that made the move invalid, and the board.

use super::viewer::{Judged, TacticsViews, centre, drawn};
use super::{draw, say};
use crate::scenario::tactics::DataSet;
use crate::tactics::position::Position;
use crate::tactics::validate::why::{Step, Why};
use crate::views::board;
use crate::views::explained::Explained;
use crate::views::style::{Ink, Paint};
use std::fmt::Write;

impl Explained for TacticsViews {
    fn explain(
        &mut self,
        number: usize,
        set: &DataSet,
        mv: Option<u32>,
        paint: Paint,
    ) -> miette::Result<String> {
        let count = set.moves.len();
        let mut pos = Position::new(self.table.board, set);
        let mut out = String::new();
        if let Some(m) = mv {
            if m as usize > count || m == 0 {
                return Err(miette::miette!(
                    code = "robots::views::no_such_move",
                    "{}: case {number} has moves 1 to {count}, not {m}",
                    self.input
                ));
            }
        } else {
            let _ = writeln!(
                out,
                "{} {count} moves, {} points a move",
                paint.ink(Ink::Strong, &format!("Game #{number}:")),
                self.table.points
            );
        }
        for k in 0..count {
            let judged = self.judge(&pos, set, k)?;
            let before = pos.clone();
            if judged.left.is_some() {
                pos.apply(judged.from, judged.to);
            }
            match mv {
                None => {
                    let _ = writeln!(out, "{}", self.line(&before, set, k, &judged, paint));
                }
                Some(m) if m as usize == k + 1 => {
                    self.in_full(&mut out, &before, &pos, set, k, &judged, paint);
                    return Ok(out);
                }
                Some(_) => {}
            }
        }
        Ok(out)
    }
}

impl TacticsViews {
    /// One move's line: `Move #1 (E5 -> E9): guardian (first):
    /// Successful, cost 5 of 10 points (5 left)`.
    fn line(&self, pos: &Position, set: &DataSet, k: usize, j: &Judged, paint: Paint) -> String {
        let (a, b) = set.names(k);
        let head = format!("Move #{} ({a} -> {b}):", k + 1);
        let t = &self.table;
        let who = match pos.board.contains(j.from).then(|| pos.unit_at(j.from)) {
            Some(Some(u)) => say::unit(t, pos, u),
            _ => "no unit".to_string(),
        };
        match &j.why {
            Why::Valid { cost, .. } => format!(
                "{head} {who}: {}, cost {cost} of {} points ({} left)",
                paint.ink(Ink::Good, "Successful"),
                t.points,
                t.points - cost
            ),
            why => format!(
                "{head} {who}: {}: {}",
                paint.ink(Ink::Bad, "Unsuccessful"),
                say::reason(t, &self.lines, pos, j.from, j.to, why).unwrap_or_default()
            ),
        }
    }

    /// One move in full, then the board after it.
    #[allow(clippy::too_many_arguments)]
    fn in_full(
        &self,
        out: &mut String,
        pos: &Position,
        after: &Position,
        set: &DataSet,
        k: usize,
        j: &Judged,
        paint: Paint,
    ) {
        let t = &self.table;
        let _ = writeln!(out, "{}", self.line(pos, set, k, j, paint));
        let walk = |out: &mut String, steps: &[Step]| {
            let _ = writeln!(
                out,
                "  start {} ({}), no cost",
                t.cells.format(j.from),
                say::terrain_at(t, pos, j.from)
            );
            let mut total = 0;
            for s in steps {
                total += s.cost;
                let here = match pos.unit_at(s.cell) {
                    Some(u) => format!(", the {}", say::unit(t, pos, u)),
                    None => String::new(),
                };
                let _ = writeln!(
                    out,
                    "  {} ({}{here}) +{} = {total}",
                    t.cells.format(s.cell),
                    say::terrain_at(t, pos, s.cell),
                    s.cost
                );
            }
        };
        match &j.why {
            Why::Valid { path, cost } => {
                walk(out, path);
                let _ = writeln!(
                    out,
                    "  total {cost} of {} points: {} points left",
                    t.points,
                    t.points - cost
                );
            }
            Why::OverPoints { path, cost } => {
                walk(out, path);
                let _ = writeln!(
                    out,
                    "  total {cost} of {} points: over by {}, and no path costs less",
                    t.points,
                    cost - t.points
                );
            }
            Why::NoPath {
                path,
                at,
                rule: Some(_),
                ..
            } => {
                walk(out, &path[..=*at]);
                let _ = writeln!(
                    out,
                    "  stopped at {}: the path may not go on from there",
                    t.cells.format(path[*at].cell)
                );
            }
            _ => {}
        }
        let (cells, stopped) = drawn(&j.why, j.from, j.to);
        let grid = draw::grid(t, after, &cells, stopped);
        let focus = if after.board.contains(j.to) {
            j.to
        } else {
            centre(after)
        };
        out.push_str(&board::draw(&grid, focus, &self.legend, paint));
    }
}
