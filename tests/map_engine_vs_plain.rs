//! The pursuit engine on boards each scenario draws, held to the plain
//! interpreter. A map game whose model fits the engine (one kind of
//! chaser stepping every turn, walls that keep robots out, fences that
//! destroy or stop them) is played by `robots run` on the
//! engine; every shipped map game that fits, and random rules files of
//! the map family that fit, on random maps small and large, must write
//! the same text through `run::map::run` as the plain interpreter's
//! results written cell by cell: the ending, the moves and the board.
//!
//! `ORACLE_CASES=N` plays N times as many rules files; `ORACLE_SEED`
//! picks another run.

use crate::map_fast_vs_plain::{env, map_game, map_rules};
use crate::random_rules::Rng;
use robots::interpreter::Interpreter;
use robots::model::Model;
use robots::rules::lower::lower_drawn;
use robots::run::Options;
use robots::scenario::map::generate::{Spec, write};
use robots::scenario::map::{MapReader, write_plain};

/// Plays `cases` random maps of `model` (of `size`, else of random
/// sizes) through the run machinery and on the plain interpreter, and
/// asserts the same text; the moves played.
fn compare(
    model: &Model,
    seed: u64,
    (size, cases): (Option<(usize, usize)>, usize),
    what: &str,
) -> u64 {
    let mut spec = Spec::new(seed, cases);
    spec.size = size;
    let mut text = Vec::new();
    write(model, &spec, &mut text).unwrap();
    let mut reader = MapReader::new(&text[..], "gen.in", model);
    let mut out = Vec::new();
    robots::run::map::run(model, &mut reader, &mut out, Options::new(1, false)).unwrap();
    let plain = Interpreter::plain(model);
    let mut reader = MapReader::new(&text[..], "gen.in", model);
    let (mut expected, mut number, mut moves) = (String::new(), 0, 0);
    while let Some(case) = reader.next_case().unwrap() {
        number += 1;
        let outcome = plain.play(&case, "gen.in").unwrap();
        moves += outcome.moves;
        write_plain(&mut expected, number, model, &outcome);
    }
    let got = String::from_utf8(out).unwrap();
    if got != expected {
        let at = got.lines().zip(expected.lines()).position(|(a, b)| a != b);
        panic!(
            "{what}\nseed {seed}: first differing line {at:?}\nengine:\n{got}\nplain:\n{expected}\ninput:\n{}",
            String::from_utf8_lossy(&text)
        );
    }
    moves
}

#[test]
fn shipped_map_games_that_fit_the_engine_play_as_the_plain_interpreter() {
    let mut fit = Vec::new();
    for dir in ["rules", "rules/variants"] {
        for entry in std::fs::read_dir(crate::support::repo(dir)).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            let name = path.display().to_string();
            let Some(model) = map_game(&text, &name) else {
                continue;
            };
            if model.board.is_some() || lower_drawn(&model).is_err() {
                continue;
            }
            compare(&model, 5, (None, 40), &name);
            compare(&model, 6, (Some((40, 50)), 3), &name);
            fit.push(name);
        }
    }
    fit.sort();
    // Fenced Robots and its variants (one of them with fences that stop
    // the robots debris destroys).
    let names: Vec<&str> = fit
        .iter()
        .map(|n| n.rsplit('/').next().unwrap_or(n))
        .collect();
    assert_eq!(
        names,
        [
            "fenced-robots.rules",
            "fenced-robots-chebyshev.rules",
            "fenced-robots-fence-stops.rules",
            "fenced-robots-rook.rules"
        ]
    );
}

#[test]
fn random_map_rules_that_fit_the_engine_play_as_the_plain_interpreter() {
    let seed = env("ORACLE_SEED", 31);
    let mut rng = Rng::new(seed);
    let files = 400 * env("ORACLE_CASES", 1);
    let (mut fit, mut moves) = (0, 0);
    for file in 0..files {
        let text = map_rules(&mut rng);
        let Some(model) = map_game(&text, "random.rules") else {
            continue;
        };
        if lower_drawn(&model).is_err() {
            continue;
        }
        fit += 1;
        let what = format!("random map rules file {file} (seed {seed}):\n{text}");
        moves += compare(&model, rng.next_u64(), (None, 12), &what);
        moves += compare(&model, rng.next_u64(), (Some((30, 40)), 2), &what);
    }
    eprintln!("random map rules on the engine: {fit} of {files} files, {moves} moves");
    assert!(fit * 20 >= files, "{fit} of {files} files fit the engine");
    assert!(moves >= 1000, "{moves} moves");
}
