//! The views of map games (`robots run --trace`, `robots explain`, and
//! the frames every other view reads), on the shipped cases in
//! `tests/data/map-games/`: each expectation is reasoned from the case's
//! map and the game's rules beside the test. The helpers here read a
//! rules file, a case's frames and a move's notes; `traces` holds the
//! traces' tests, `plain` the views played against the plain run, and
//! `explain` the explanations'.

use crate::support::{read, robots, text};
use robots::diagnostics::Source;
use robots::interpreter::Interpreter;
use robots::rules::Game;
use robots::scenario::map::MapReader;
use robots::views::map::MapViews;
use robots::views::style::Paint;
use robots::views::trace::{Frame, Moves, Traced};

/// `robots ARGS`'s standard output; the command must succeed.
fn ok(args: &[&str]) -> String {
    let out = robots(args, "");
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    text(&out.stdout)
}

/// The compiled model of the rules file at `path`.
fn model(path: &str) -> (robots::model::Model, Source) {
    let source = Source::new(path, read(path));
    let compiled = robots::rules::load(&source).unwrap_or_else(|e| panic!("{e}"));
    match compiled.game {
        Game::Model(m) => (m, source),
        _ => panic!("{path} is not a map game"),
    }
}

/// The frames of case `case` of `input` under `rules`, from the library.
fn frames(rules: &str, input: &str, case: usize) -> Vec<(u32, Frame)> {
    let (model, source) = model(rules);
    let mut views = MapViews::new(&model, &source, input);
    let text = read(input);
    let mut reader = MapReader::new(text.as_bytes(), input, &model);
    let mut found = None;
    for n in 1..=case {
        found = reader.next_case().unwrap();
        assert!(found.is_some(), "{input} has no case {n}");
    }
    let mut shown = Vec::new();
    let mut show = |m: u32, f: Frame| {
        shown.push((m, f));
        Ok(())
    };
    views
        .trace(
            case,
            &found.unwrap(),
            Moves::default(),
            Paint::new(false),
            &mut show,
        )
        .unwrap();
    shown
}

/// The notes of move `m` in a trace's text: from its `Move m:` line to the
/// board's ruler.
fn move_notes(trace: &str, m: u32) -> String {
    let start = trace
        .find(&format!("Move {m}:"))
        .unwrap_or_else(|| panic!("no move {m} in\n{trace}"));
    let rest = &trace[start..];
    rest.lines()
        .take_while(|l| !l.starts_with(' ') || l.starts_with("  "))
        .take_while(|l| !l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .collect::<Vec<_>>()
        .join("\n")
}

mod explain;
mod plain;
mod traces;
