//! `robots explain --solve`: the move of a lost game where the strategy
//! threw a win away (found by [`crate::solve::mistake`]), explained as
//! `robots explain --move` explains a move ([`crate::views::thrown`]); a
//! map game's goes to `map_explain_solve`.

use super::Context;
use super::load::{load_source, rules_source};
use super::view_args::ExplainArgs;
use super::views::{Loaded, case_of, pursuit_of, write_out};
use crate::engine::Engine;
use crate::rules::{Game, Kind};
use crate::run::RunError;
use crate::solve::line;
use crate::solve::mistake::{self, Mistake};
use crate::views::style::Paint;
use crate::views::{pursuit, thrown, words};

/// `robots explain --solve`.
pub fn explain(args: ExplainArgs, context: &mut Context) -> miette::Result<()> {
    let source = rules_source(args.rules.as_deref())?;
    let compiled = load_source(&source, context)?;
    if let Game::Model(model) = &compiled.game
        && Kind::of(model) == Kind::Map
    {
        return super::map_explain_solve::explain(&args, model, &source, context);
    }
    let Loaded { table, lines } = pursuit_of(&source, compiled, "`robots explain`")?;
    let (case, name) = case_of(&table, &args.input, args.case)?;
    let mut engine = Engine::new(table.clone());
    let too_long = || RunError::TooLong {
        location: format!("{name}:{}:1", case.line),
        case: args.case,
    };
    let record = engine
        .play(&case.robots, &case.teleports)
        .map_err(|_| too_long())?;
    let found = mistake::find(&mut engine, &case.robots, &case.teleports, args.budget.0)
        .map_err(|_| too_long())?;
    let mut text = format!("Case {}: {}\n", args.case, words::end(&record));
    let Mistake::Thrown(thrown) = &found else {
        text.push_str(&thrown::unmarked(&found));
        return write_out(&text);
    };
    let before = mistake::after(
        &mut engine,
        &case.robots,
        &case.teleports,
        thrown.number - 1,
    );
    let names = line::names_from(&mut engine, &before, &thrown.line);
    let mut walk = pursuit::walk(&mut engine, &case);
    walk.pass_to(thrown.number - 1)?;
    let step = walk.step().expect("the marked move is in the game")?;
    let paint = Paint::new(context.color.stdout);
    text.push_str(&thrown::marked(
        thrown, &step, &names, &table, &lines, paint,
    ));
    write_out(&text)
}
