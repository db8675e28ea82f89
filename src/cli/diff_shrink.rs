//! `robots diff --shrink`: the first case whose results differ under two
//! rules files, reduced to a smallest case that still differs
//! ([`crate::views::shrink`]) and printed as an input ready to run; a map
//! game's goes to `map_shrink`.

use super::Context;
use super::view_args::DiffArgs;
use super::views::{pursuit_rules, reader, scenarios, write_out};
use crate::engine::table::{Offset, Table};
use crate::engine::{Engine, Record};
use crate::rules::{Game, Kind};
use crate::scenario::Case;
use crate::views::diff::misfit;
use crate::views::shrink::{self, Fits};
use crate::views::words;

/// Where a case may stand under both files: on both boards, and no robot
/// on either start.
struct Both<'t>(&'t Table, &'t Table);

impl Fits for Both<'_> {
    fn fits(&self, cell: Offset, robot: bool) -> bool {
        [self.0, self.1]
            .iter()
            .all(|t| t.board.contains(cell) && !(robot && cell == t.start))
    }

    fn size(&self) -> (i32, i32) {
        (
            self.0.board.rows.min(self.1.board.rows),
            self.0.board.columns.min(self.1.board.columns),
        )
    }
}

/// The game of `case` under `engine` (`None`: longer than a game may be).
fn result(engine: &mut Engine, case: &Case) -> Option<Record> {
    engine.play(&case.robots, &case.teleports).ok()
}

fn ending(record: &Option<Record>) -> String {
    record
        .as_ref()
        .map_or("longer than a game may be".to_string(), words::end)
}

/// [`ending`] with where the game left the player, the robots and the
/// debris, for two results that end alike and differ after it.
fn ending_at(record: &Option<Record>) -> String {
    match record {
        Some(r) => format!(
            "{} at ({},{}), {} and {} with debris left",
            words::end(r),
            r.player.0,
            r.player.1,
            words::count(r.robots as usize, "robot"),
            words::count(r.debris as usize, "cell"),
        ),
        None => ending(record),
    }
}

/// `robots diff --shrink`.
pub fn diff_shrink(args: DiffArgs, context: &mut Context) -> miette::Result<()> {
    super::kind_diff::refuse_shrink(&args, context)?;
    let source_a = super::load::rules_source(Some(&args.a))?;
    let game_a = super::load::load_source(&source_a, context)?.game;
    if let Game::Model(ma) = &game_a
        && Kind::of(ma) == Kind::Map
    {
        let source_b = super::load::rules_source(Some(&args.b))?;
        let game_b = super::load::load_source(&source_b, context)?.game;
        return match &game_b {
            Game::Model(mb) if Kind::of(mb) == Kind::Map => {
                super::map_shrink::shrink_maps(&args, (ma, &source_a), (mb, &source_b))
            }
            other => Err(super::kind_diff::kinds_differ(
                &source_a,
                Kind::Map,
                &source_b,
                other.kind(),
            )),
        };
    }
    let a = pursuit_rules(Some(&args.a), "`robots diff`", context)?;
    let b = pursuit_rules(Some(&args.b), "`robots diff`", context)?;
    let (input, _) = scenarios(args.input.as_deref())?;
    let mut cases = reader(input.reader, &input.name, &a.table);
    let (mut ea, mut eb) = (Engine::new(a.table.clone()), Engine::new(b.table.clone()));
    let mut differs = |case: &Case| result(&mut ea, case) != result(&mut eb, case);
    let mut number = 0;
    while let Some(case) = cases.next_case()? {
        number += 1;
        if misfit(&b.table, &case).is_some() || !differs(&case) {
            continue;
        }
        let shrunk = shrink::shrink(&case, &Both(&a.table, &b.table), &mut differs);
        let small = &shrunk.case;
        let (ra, rb) = (result(&mut ea, small), result(&mut eb, small));
        let (mut end_a, mut end_b) = (ending(&ra), ending(&rb));
        if end_a == end_b {
            // The same end: the results differ after it.
            end_a = ending_at(&ra);
            end_b = ending_at(&rb);
        }
        let stopped = if shrunk.stopped {
            " (stopped at the limit of trials: a smaller case may exist)"
        } else {
            ""
        };
        eprintln!(
            "robots: note: case {number} of {} ({}, {}) shrunk to {}, {} in {}{stopped}; {}: {}; {}: {}",
            input.name,
            words::count(case.robots.len(), "robot"),
            words::count(case.teleports.len(), "teleport"),
            words::count(small.robots.len(), "robot"),
            words::count(small.teleports.len(), "teleport"),
            words::count(shrunk.trials as usize, "trial"),
            a.lines.name,
            end_a,
            b.lines.name,
            end_b,
        );
        return write_out(&shrink::input(small));
    }
    eprintln!(
        "robots: note: no case of {} differs in its results: nothing to shrink",
        input.name
    );
    Ok(())
}
