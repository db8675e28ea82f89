//! A pursuit as the trace shows it: the board after each move (player,
//! robots, debris, unused teleport cells), the move made and the reason
//! it was chosen, and what the robots' reply did.

use super::board::{Grid, Mark};
use super::style::{Ink, Paint};
use super::trace::{Frame, Moves, Traced};
use super::walk::{Step, Walk};
use super::words;
use crate::engine::table::{Offset, Table};
use crate::engine::{Engine, Record};
use crate::oracle::Position;
use crate::rules::lines::RuleLines;
use crate::run::RunError;
use crate::scenario::{Case, format_case};

pub const PLAYER: Mark = Mark::new('@', Ink::Player);
pub const ROBOT: Mark = Mark::new('R', Ink::Robot);
pub const DEBRIS: Mark = Mark::new('#', Ink::Debris);
pub const TELEPORT: Mark = Mark::new('T', Ink::Teleport);
/// A robot on the player's cell: the game is lost.
pub const CAUGHT: Mark = Mark::new('X', Ink::Robot);

/// The glyphs of a pursuit's board.
pub const LEGEND: [(Mark, &str); 6] = [
    (PLAYER, "player"),
    (ROBOT, "robot"),
    (DEBRIS, "debris"),
    (TELEPORT, "unused teleport cell"),
    (CAUGHT, "robot on the player"),
    (super::board::EMPTY, "empty"),
];

/// The board of `pos`: unused teleport entries first, so that what stands
/// on one hides it.
pub fn grid(table: &Table, teleports: &[Offset], pos: &Position) -> Grid {
    let mut grid = Grid::new(table.board);
    for (i, &cell) in teleports.iter().enumerate() {
        if !pos.spent[i] && table.board.contains(cell) {
            grid.mark(cell, TELEPORT);
        }
    }
    for &cell in &pos.debris {
        grid.mark(cell, DEBRIS);
    }
    for &cell in &pos.robots {
        grid.mark(cell, ROBOT);
    }
    let caught = pos.robots.contains(&pos.player);
    grid.mark(pos.player, if caught { CAUGHT } else { PLAYER });
    grid
}

/// The Robots engine tracing cases of the contest input.
pub struct Pursuit {
    engine: Engine,
    lines: RuleLines,
    input: String,
}

impl Pursuit {
    /// A tracer of `engine`'s game, whose rules' lines are `lines`, for
    /// cases read from the input named `input`.
    pub fn new(engine: Engine, lines: RuleLines, input: &str) -> Self {
        Pursuit {
            engine,
            lines,
            input: input.to_string(),
        }
    }
}

/// Starts the walk through a case.
pub fn walk<'e>(engine: &'e mut Engine, case: &Case) -> Walk<'e> {
    Walk::new(engine, &case.robots, &case.teleports)
}

/// The record of a walked game (played to its end if the walk stopped
/// short), or the refusal of a game too long to end.
pub fn record(
    walk: &mut Walk,
    case: &Case,
    number: usize,
    input: &str,
) -> Result<Record, RunError> {
    walk.record().cloned().map_err(|_| RunError::TooLong {
        location: format!("{input}:{}:1", case.line),
        case: number,
    })
}

/// The notes of one move: what was made and why, what the reply did.
fn notes(step: &Step, table: &Table, lines: &RuleLines, paint: Paint) -> Vec<String> {
    let shape = table.board.shape();
    let made = words::made(&step.decision.mv, step.before.player, shape);
    let why = words::decided(&step.decision, table, lines);
    vec![
        format!(
            "{} {}",
            paint.ink(Ink::Strong, &format!("Move {}:", step.number)),
            made
        ),
        format!("  chosen by {why}"),
        format!(
            "  reply: {}",
            words::reply(&step.reply, step.after.robots.len())
        ),
    ]
}

/// The note of a trace asked for moves after a game's last: which moves
/// the game has.
pub fn past_the_end(moves: Moves, last: u32) -> String {
    let asked = if moves.first == moves.last {
        format!("move {}", moves.first)
    } else if moves.last == u32::MAX {
        format!("moves {}..", moves.first)
    } else {
        format!("moves {}..{}", moves.first, moves.last)
    };
    format!(
        "(no {asked} to show: the game ends after move {last}; `--moves 0..{last}` shows it all)"
    )
}

impl Traced for Pursuit {
    type Case = Case;

    fn legend(&self) -> Vec<(Mark, &'static str)> {
        LEGEND.to_vec()
    }

    fn trace(
        &mut self,
        number: usize,
        case: &Case,
        moves: Moves,
        paint: Paint,
        show: &mut dyn FnMut(u32, Frame) -> miette::Result<()>,
    ) -> miette::Result<String> {
        let table = self.engine.table().clone();
        let mut walk = walk(&mut self.engine, case);
        let teleports = case.teleports.clone();
        if moves.contains(0) {
            let pos = walk.position();
            let note = format!(
                "{} the player on {}, {}, {}",
                paint.ink(Ink::Strong, "Start:"),
                words::cell(pos.player),
                words::count(pos.robots.len(), "robot"),
                words::count(teleports.len(), "teleport cell")
            );
            let grid = grid(&table, &teleports, pos);
            show(0, Frame::new(vec![note], grid, pos.player))?;
        }
        // Moves before the first shown are made without weighing their
        // candidates; none is made after the last shown.
        walk.pass_to(moves.first.saturating_sub(1))?;
        while walk.number() < moves.last
            && let Some(step) = walk.step()
        {
            let step = step?;
            let frame = Frame::new(
                notes(&step, &table, &self.lines, paint),
                grid(&table, &teleports, &step.after),
                step.after.player,
            );
            show(step.number, frame)?;
        }
        let record = record(&mut walk, case, number, &self.input)?;
        let mut text = format_case(number, &record);
        if moves.first > record.moves {
            text = text.replacen(
                '\n',
                &format!("\n{}\n", past_the_end(moves, record.moves)),
                1,
            );
        }
        Ok(text
            .split_once('\n')
            .map_or("", |(_, rest)| rest)
            .to_string())
    }
}
