//! `robots diff --shrink` for map games: the first case whose output
//! differs under two files of one legend, reduced to a small case that
//! still differs ([`crate::views::map::shrink`]) and printed as an input
//! ready to run; the two results in a note.

use super::input;
use super::load::awaited;
use super::view_args::DiffArgs;
use super::views::write_out;
use crate::diagnostics::Source;
use crate::interpreter::{Drawing, Interpreter};
use crate::model::{Control, Model};
use crate::rules::Kind;
use crate::scenario::map::{MapCase, MapReader, write_drawn};
use crate::views::map::draft::Draft;
use crate::views::map::shrink::shrink;
use crate::views::words;
use miette::Report;

/// A case's output under one file; `None` when the file refuses a move
/// of it (such a case is no smaller case that differs: it is not played).
fn output_of(model: &Model, interpreter: &Interpreter, case: &MapCase) -> Option<String> {
    let outcome = interpreter.play(case, "shrunk").ok()?;
    let mut out = String::new();
    write_drawn(&mut out, 1, model, &mut Drawing::new(model), &outcome);
    Some(out)
}

/// Whether two files read a case's moves alike: the same walks and
/// staying, moves by cell or not, from the input or by a strategy, and a
/// bound on the turns asked for or not. Else a case of one may not be one
/// of the other's.
fn moves_alike(a: &Model, b: &Model) -> bool {
    let walks = |m: &Model| {
        m.walker.as_ref().map(|w| {
            let mut walks = w.walks.clone();
            walks.sort_unstable();
            (walks, w.may_stay)
        })
    };
    let input = |m: &Model| matches!(m.control, Control::Input(_));
    walks(a) == walks(b)
        && a.placement.is_some() == b.placement.is_some()
        && input(a) == input(b)
        && a.endless == b.endless
}

/// The end line of an output (`Won after 4 moves.`).
fn end_line(output: &str) -> &str {
    output.lines().nth(1).unwrap_or(output)
}

/// `robots diff --shrink` of the map games `a` and `b`.
pub(super) fn shrink_maps(
    args: &DiffArgs,
    (a, sa): (&Model, &Source),
    (b, sb): (&Model, &Source),
) -> miette::Result<()> {
    if a.hexagon != b.hexagon {
        let line = crate::rules::lines::lines(sb).statement("board");
        return Err(miette::miette!(
            code = "robots::views::shapes",
            help = "shrink two files whose boards have one shape (a game and its variants)",
            "{}:{}:1: the maps of {} draw {}, and this file's draw {}",
            sb.name,
            line.unwrap_or(1),
            sa.name,
            if a.hexagon { "hexagons" } else { "rectangles" },
            if b.hexagon { "hexagons" } else { "rectangles" }
        ));
    }
    if a.legend != b.legend {
        let line = crate::rules::lines::lines(sb).statement("pieces");
        return Err(miette::miette!(
            code = "robots::views::legends",
            help = "shrink two files that draw the board with the same symbols (a game and its variants)",
            "{}:{}:1: the maps are read by {}'s legend, and this file's differs",
            sb.name,
            line.unwrap_or(1),
            sa.name
        ));
    }
    if !moves_alike(a, b) {
        let line = crate::rules::lines::lines(sb).statement("format");
        return Err(miette::miette!(
            code = "robots::views::moves_differ",
            help = "shrink two files whose cases are written alike (a game and a variant of its rules, not of its moves)",
            "{}:{}:1: a case of {} may not be a case of this file: they read its moves differently (walks, staying, cells, the input or a strategy, turns)",
            sb.name,
            line.unwrap_or(1),
            sa.name
        ));
    }
    let opened = input::open_scenarios(args.input.as_deref(), awaited(Kind::Map))?;
    let name = opened.name.clone();
    let mut reader = MapReader::new(opened.reader, &name, a);
    let (ia, ib) = (Interpreter::new(a), Interpreter::new(b));
    // Both files play the case (neither refuses a move), and their
    // outputs differ.
    let mut differs = |case: &MapCase| match (output_of(a, &ia, case), output_of(b, &ib, case)) {
        (Some(x), Some(y)) => x != y,
        _ => false,
    };
    let from_input = matches!(a.control, Control::Input(_));
    let mut number = 0;
    while let Some(case) = reader
        .next_case()
        .map_err(|e| input::named(Report::new(e), &name))?
    {
        number += 1;
        if !differs(&case) {
            continue;
        }
        let shrunk = shrink(a, Draft::of(&case, from_input), &mut differs);
        let small = shrunk.draft.case();
        let stopped = match shrunk.stopped {
            true => " (stopped at its limit of 20,000 trials or 20 s: a smaller case may exist)",
            false => "",
        };
        let (out_a, out_b) = (output_of(a, &ia, &small), output_of(b, &ib, &small));
        let (out_a, out_b) = (out_a.unwrap_or_default(), out_b.unwrap_or_default());
        let (mut end_a, end_b) = (end_line(&out_a).to_string(), end_line(&out_b));
        if end_a == end_b {
            end_a.push_str(" (the same end line: the boards after it differ)");
        }
        let pieces = |cells: &[u16]| {
            let entries = &a.legend.entries;
            let piece = |&e: &u16| {
                entries
                    .get(usize::from(e))
                    .is_some_and(|e| e.piece.is_some())
            };
            words::count(cells.iter().filter(|e| piece(e)).count(), "piece")
        };
        eprintln!(
            "robots: note: case {number} of {name} ({} x {}, {}, {}) shrunk to {} x {}, {}, {} in {}{stopped}; {}: {}; {}: {}",
            case.rows,
            case.columns,
            pieces(&case.cells),
            words::count(case.moves.tokens.len(), "move"),
            small.rows,
            small.columns,
            pieces(&small.cells),
            words::count(small.moves.tokens.len(), "move"),
            words::count(shrunk.trials as usize, "trial"),
            sa.name,
            end_a,
            sb.name,
            end_b,
        );
        return write_out(&shrunk.draft.input(a));
    }
    eprintln!("robots: note: no case of {name} differs in its results: nothing to shrink");
    Ok(())
}
