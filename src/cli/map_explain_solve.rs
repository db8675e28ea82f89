//! `robots explain --solve` for a map game of one player: the move of a
//! game not won where its strategy (or its input's moves) threw a win
//! away, found by [`crate::solve::map::mistake`] and explained as
//! `robots explain --move` explains a map game's move; or the win still
//! there where the game stopped.

use super::Context;
use super::input;
use super::kind_views::{Request, drive};
use super::load::awaited;
use super::thrown_words::{Marked, one_player, two_sides};
use super::view_args::ExplainArgs;
use super::views::write_out;
use crate::diagnostics::Source;
use crate::interpreter::Interpreter;
use crate::model::Model;
use crate::rules::Kind;
use crate::scenario::map::{MapCase, MapReader};
use crate::solve::map::report::{ending_word, sides_ending};
use crate::solve::map::{mistake, sides_mistake};
use crate::views::style::{Ink, Paint};
use crate::views::words;
use miette::Report;
use std::io::{self, Read, Write};

/// `robots explain --solve` for the map game `model`.
pub(super) fn explain(
    args: &ExplainArgs,
    model: &Model,
    source: &Source,
    context: &mut Context,
) -> miette::Result<()> {
    // Two sides are searched for best play.
    super::kind_solve::refuse(model, source, 2)?;
    let name = input::name_of(&args.input);
    // The input is read once: the case is searched, then its move shown.
    let mut bytes = Vec::new();
    let mut opened = input::open_scenarios(Some(&args.input), awaited(Kind::Map))?;
    opened
        .reader
        .read_to_end(&mut bytes)
        .map_err(|e| miette::miette!("{name}: {e}"))?;
    let case = case_of(model, args.case, &bytes, &name).map_err(|e| input::named(e, &name))?;
    let interpreter = Interpreter::new(model);
    let played = interpreter
        .play(&case, &name)
        .map_err(|e| input::named(Report::new(e), &name))?;
    let mut text = format!(
        "Case {}: {} after {}\n",
        args.case,
        match model.sides.len() {
            2 => sides_ending(model, played.ending),
            _ => ending_word(played.ending).to_string(),
        },
        words::count(played.moves as usize, "move")
    );
    let Ok(mut explorer) = interpreter.explorer(&case) else {
        return write_out(&text);
    };
    let marked = if model.sides.len() == 2 {
        let found = sides_mistake::find(&mut explorer, &case, args.budget.0);
        two_sides(model, found)
    } else {
        let who = match explorer.by_strategy() {
            true => "the strategy's",
            false => "the input's",
        };
        one_player(
            model,
            mistake::find(&mut explorer, &case, args.budget.0),
            who,
        )
    };
    let (number, lost, head, tail) = match marked {
        Marked::Said(said) => {
            text.push_str(&said);
            return write_out(&text);
        }
        Marked::Move {
            number,
            lost,
            head,
            tail,
        } => (number, lost, head, tail),
    };
    let paint = Paint::new(context.color.stdout);
    let marker = paint.ink(Ink::Strong, &format!("Move {number} throws {lost} away:"));
    text.push_str(&format!("{marker} {head}\n\n"));
    let mut out = io::BufWriter::new(io::stdout());
    out.write_all(text.as_bytes())
        .map_err(super::load::output)?;
    // The marked move in full, as `robots explain --move` shows it.
    let mut viewer = crate::views::map::MapViews::new(model, source, &name);
    let reader = MapReader::new(&bytes[..], &name, model);
    let mut cases = crate::views::map::MapCases(reader);
    let request = Request::Explain {
        case: args.case,
        mv: Some(number as u32),
    };
    drive(&mut viewer, &mut cases, request, paint, &mut out)?;
    let tail = format!("\n{tail}\n");
    out.write_all(tail.as_bytes())
        .and_then(|()| out.flush())
        .map_err(super::load::output)
}

/// Case `k` of the input `bytes`.
fn case_of(model: &Model, k: usize, bytes: &[u8], name: &str) -> miette::Result<MapCase> {
    let mut reader = MapReader::new(bytes, name, model);
    let mut number = 0;
    loop {
        match reader.next_case().map_err(Report::new)? {
            Some(case) if number + 1 == k => return Ok(case),
            Some(_) => number += 1,
            None => {
                return Err(miette::miette!(
                    code = "robots::views::no_such_case",
                    "{name}: there is no case {k}: the input has {number}"
                ));
            }
        }
    }
}
