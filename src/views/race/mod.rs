//! The views of a race (`format robot-race`): `robots run --trace` and
//! every view over its frames ([`frames`]), and `robots explain`
//! ([`explain`], [`program`]). A race's moves are the rounds of its stable assignment
//! (who proposed to which token, who was turned away and why, who holds
//! what), then each robot's program to the token it wins.

mod board;
mod explain;
mod frames;
mod played;
mod program;
mod words;

use crate::race::rules::Rules;
use crate::race::times::Racer;
use crate::scenario::race::Case;
use crate::views::board::Mark;
use crate::views::explained::Explained;
use crate::views::style::Paint;
use crate::views::trace::{Frame, Moves, Traced};
use played::Played;

/// The views of one race's cases.
pub struct RaceViews {
    table: Rules,
    racer: Racer,
    legend: Vec<(Mark, &'static str)>,
}

impl RaceViews {
    pub fn new(table: &Rules) -> Self {
        RaceViews {
            table: table.clone(),
            racer: Racer::new(),
            legend: board::legend(table),
        }
    }
}

impl Traced for RaceViews {
    type Case = Case;

    fn legend(&self) -> Vec<(Mark, &'static str)> {
        self.legend.clone()
    }

    fn trace(
        &mut self,
        _number: usize,
        case: &Case,
        moves: Moves,
        paint: Paint,
        show: &mut dyn FnMut(u32, Frame) -> miette::Result<()>,
    ) -> miette::Result<String> {
        let played = Played::new(&self.table, &mut self.racer, case);
        for m in 0..=played.moves() {
            if moves.contains(m) {
                show(m, frames::frame(&self.table, case, &played, m, paint))?;
            }
        }
        let mut out = String::new();
        crate::scenario::race::write_case(&mut out, case, &played.prizes);
        Ok(out)
    }
}

impl Explained for RaceViews {
    fn explain(
        &mut self,
        number: usize,
        case: &Case,
        mv: Option<u32>,
        paint: Paint,
    ) -> miette::Result<String> {
        let played = Played::new(&self.table, &mut self.racer, case);
        match mv {
            None => Ok(explain::all(&self.table, case, &played, number, paint)),
            Some(m) if (1..=played.moves()).contains(&m) => {
                Ok(explain::one(&self.table, case, &played, m, paint))
            }
            Some(m) => Err(miette::miette!(
                code = "robots::views::no_such_move",
                help = format!(
                    "moves 1 to {} are the assignment's rounds, then one a robot: its program",
                    played.rounds.len()
                ),
                "case {number} has moves 1 to {}, not {m}",
                played.moves()
            )),
        }
    }
}
