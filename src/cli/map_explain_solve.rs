//! `robots explain --solve` for a map game of one player: the move of a
//! game not won where its strategy (or its input's moves) threw a win
//! away, found by [`crate::solve::map::mistake`] and explained as
//! `robots explain --move` explains a map game's move; or the win still
//! there where the game stopped.

use super::Context;
use super::input;
use super::kind_views::{Request, drive};
use super::load::awaited;
use super::view_args::ExplainArgs;
use super::views::write_out;
use crate::diagnostics::Source;
use crate::interpreter::Interpreter;
use crate::model::Model;
use crate::rules::Kind;
use crate::scenario::map::{MapCase, MapReader, Move};
use crate::solve::map::mistake::{self, After, Mistake};
use crate::solve::map::report::{ending_word, token};
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
    super::kind_solve::refuse(model, source, 0)?;
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
        ending_word(played.ending),
        words::count(played.moves as usize, "move")
    );
    let Ok(mut explorer) = interpreter.explorer(&case) else {
        return write_out(&text);
    };
    let line = |moves: &[Move]| {
        let tokens: Vec<String> = moves.iter().map(|&m| token(model, m)).collect();
        format!(
            "{}: {}",
            words::count(moves.len(), "move"),
            tokens.join(" ")
        )
    };
    let who = match explorer.by_strategy() {
        true => "the strategy's",
        false => "the input's",
    };
    let (number, made, won, after) = match mistake::find(&mut explorer, &case, args.budget.0) {
        Mistake::Won => {
            text.push_str("the game is won: there is no win to throw away\n");
            return write_out(&text);
        }
        Mistake::NoWin { positions } => {
            text.push_str(&format!(
                "no line wins from the start ({} searched): no move throws a win away\n",
                words::count(positions as usize, "position")
            ));
            return write_out(&text);
        }
        Mistake::Undecided { after, positions } => {
            let at = match after {
                0 => "the start".to_string(),
                _ => format!("the position after move {after}"),
            };
            text.push_str(&format!(
                "undecided: the budget ran out deciding whether a line wins from {at} ({positions} positions searched); a larger `--budget` may decide it\n"
            ));
            return write_out(&text);
        }
        Mistake::Short { moves, line: l } => {
            text.push_str(&format!(
                "the game stopped after {} with a win still there, in {}\n",
                words::count(moves as usize, "move"),
                line(&l)
            ));
            return write_out(&text);
        }
        Mistake::Thrown {
            number,
            made,
            line,
            after,
        } => (number, made, line, after),
    };
    let paint = Paint::new(context.color.stdout);
    let proof = match after {
        After::Ended => "the game ends with it".to_string(),
        After::TurnsOut => "the case's turns run out with it".to_string(),
        After::Proved(n) => format!(
            "proved by searching {}",
            words::count(n as usize, "position")
        ),
    };
    let head = paint.ink(Ink::Strong, &format!("Move {number} throws the win away:"));
    text.push_str(&format!(
        "{head} after {who} {}, no line wins ({proof}), while {} keeps one\n\n",
        token(model, made),
        token(model, won[0])
    ));
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
    let tail = format!(
        "\na win from the position before move {number}, in {}\n",
        line(&won)
    );
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
