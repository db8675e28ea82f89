//! A map game's trace: the start and each move's frame (its notes, the
//! board after it, the walk as a path, pushes and chasers' steps as
//! steps, placed and toggled cells as touched cells, the move's log);
//! the result is the plain game's, as `robots run` writes it.

use super::grid::grid;
use super::log::{log, touched};
use super::notes::{notes, skipped};
use super::say::cell;
use super::viewer::MapViews;
use crate::interpreter::{Ending, Record};
use crate::scenario::map::{MapCase, write_case};
use crate::views::board::{Grid, Mark};
use crate::views::style::{Ink, Paint};
use crate::views::trace::{Frame, Moves, Traced};
use miette::Report;

impl MapViews {
    /// The case's result as `robots run` writes it, without its `Case N:`
    /// line; a refused move is the case's error.
    pub(super) fn result(&self, number: usize, case: &MapCase) -> miette::Result<String> {
        let outcome = self
            .interpreter
            .play(case, &self.input)
            .map_err(Report::new)?;
        let mut text = String::new();
        write_case(&mut text, number, &self.said.model, &outcome);
        Ok(text
            .split_once('\n')
            .map_or("", |(_, rest)| rest)
            .to_string())
    }

    /// The start's note: the player's cell and each kind's count.
    pub(super) fn start_note(&self, stepper: &crate::interpreter::Stepper, paint: Paint) -> String {
        let model = &self.said.model;
        let pos = stepper.position();
        let mut parts = Vec::new();
        if let Some(p) = pos.player() {
            let (r, c) = pos.cell_name(p);
            parts.push(format!(
                "the {} on {}",
                self.said.player(),
                cell((r as i32, c as i32))
            ));
        }
        for k in 0..model.kinds.len() as u8 {
            let n = pos.count(k) as usize;
            if Some(k) != model.player && n > 0 {
                parts.push(super::say::count(n, self.said.kind(k)));
            }
        }
        if let Some(e) = stepper.ending() {
            parts.push(format!(
                "over before the first move: {}",
                self.said.ending(e)
            ));
        }
        if parts.is_empty() {
            parts.push("an empty board".to_string());
        }
        format!("{} {}", paint.ink(Ink::Strong, "Start:"), parts.join(", "))
    }

    /// The board of a frame: empty when the boards are not drawn.
    fn grid(&self, pos: &crate::interpreter::Position, lost: bool) -> Grid {
        match self.boards {
            true => grid(&self.said.model, pos, lost),
            false => Grid::new(pos.board()),
        }
    }

    /// The frame after a move.
    pub(super) fn frame(
        &self,
        rec: &Record,
        stepper: &crate::interpreter::Stepper,
        paint: Paint,
    ) -> Frame {
        let pos = stepper.position();
        let lost = rec.ending == Some(Ending::Lost);
        let focus = rec
            .walked
            .map(|w| w.1)
            .or(rec.placed.map(|p| p.1))
            .or(rec.pressed)
            .or_else(|| {
                pos.player().map(|p| {
                    let (r, c) = pos.cell_name(p);
                    (r as i32, c as i32)
                })
            })
            .unwrap_or((1, 1));
        let mut frame = Frame::new(notes(rec, &self.said, paint), self.grid(pos, lost), focus);
        frame.path = rec.walked.map(|(a, b)| vec![a, b]).unwrap_or_default();
        frame.steps = rec.pushed.iter().map(|m| (m.from, m.to)).collect();
        frame.steps.extend(
            rec.chasers
                .iter()
                .filter(|s| s.moved.from != s.moved.to)
                .map(|s| (s.moved.from, s.moved.to)),
        );
        frame.touched = touched(rec);
        frame.log = log(rec, &self.said);
        frame
    }
}

impl Traced for MapViews {
    type Case = MapCase;

    fn legend(&self) -> Vec<(Mark, &'static str)> {
        self.legend.clone()
    }

    fn draw_boards(&mut self, draw: bool) {
        self.boards = draw;
    }

    fn trace(
        &mut self,
        number: usize,
        case: &MapCase,
        moves: Moves,
        paint: Paint,
        show: &mut dyn FnMut(u32, Frame) -> miette::Result<()>,
    ) -> miette::Result<String> {
        let mut stepper = self.interpreter.stepper(case, &self.input);
        // Each frame is shown once the next is made, so that the game's
        // last frame can say which input moves after it did nothing.
        let mut pending: Option<(u32, Frame)> = None;
        if moves.contains(0) {
            let note = self.start_note(&stepper, paint);
            let pos = stepper.position();
            let focus = pos.player().map_or((1, 1), |p| {
                let (r, c) = pos.cell_name(p);
                (r as i32, c as i32)
            });
            pending = Some((0, Frame::new(vec![note], self.grid(pos, false), focus)));
        }
        // Moves are made up to the last shown (and, when that is the
        // game's last, the input's moves after it that did nothing).
        // A strategy's moves shown say what decided them.
        while stepper.moves() < u64::from(moves.last) {
            let next = stepper.moves() as u32 + 1;
            let weighing = moves.contains(next).then(|| stepper.weigh()).flatten();
            let Some(Ok(rec)) = stepper.step() else { break };
            if moves.contains(rec.number as u32) {
                let mut frame = self.frame(&rec, &stepper, paint);
                if let Some(w) = &weighing {
                    frame
                        .notes
                        .insert(1, format!("  decided by {}", self.decided(w)));
                }
                if let Some((m, before)) = pending.replace((rec.number as u32, frame)) {
                    show(m, before)?;
                }
            }
        }
        // A move the rules refuse ends the game's frames: the last made is
        // shown before the refusal.
        let result = self.result(number, case);
        let last = stepper.moves();
        if let Some((m, mut frame)) = pending {
            if u64::from(m) == last {
                frame.notes.extend(
                    stepper
                        .skipped()
                        .iter()
                        .map(|s| format!("  after it: {}", skipped(s, &self.said))),
                );
            }
            show(m, frame)?;
        }
        let mut text = result?;
        if u64::from(moves.first) > last {
            let note = crate::views::pursuit::past_the_end(moves, last as u32);
            text = format!("{note}\n{text}");
        }
        Ok(text)
    }
}
