//! Measures Crosses & Crosses re-enactment on generated contest inputs:
//! random games Red won, 100 cases per band of board sides (3-20, 20-100,
//! 100-250 unless given), each answered by `crosses::run` and every `Y`
//! checked again here by an independent replay. Prints, per band, the
//! share answered `Y` correctly, the wall time of the run, and how many
//! exchanges the searches needed (median and largest) and restarts made.
//!
//! `cargo bench --bench crosses -- [JOBS] [LOW-HIGH ...]`;
//! `CROSSES_SAVE=DIR` also writes each band's input to `DIR/LOW-HIGH.in`;
//! `CROSSES_CASES=N` generates N cases a band instead of 100, and
//! `CROSSES_SEED=S` shifts the seeds. `CROSSES_INPUT=FILE` instead times
//! the run on FILE alone.

use robots::crosses::generate::{Spec, write};
use robots::crosses::{self, contest, rules};
use robots::geometry::Board;
use robots::model::Model;
use robots::placement::Game;
use robots::reenact::{Question, reenact_searched};
use std::time::Instant;

/// `rules/crosses.rules`, compiled.
fn table() -> Model {
    let (name, text) = robots::rules::shipped("crosses").expect("crosses ships");
    match robots::rules::load(&robots::diagnostics::Source::new(name, text)) {
        Ok(compiled) => match compiled.game {
            robots::rules::Game::Model(model) => model,
            other => panic!("not a placement game: {:?}", other.kind()),
        },
        Err(e) => panic!("{e}"),
    }
}

fn numbers(text: &str) -> impl Iterator<Item = i64> + '_ {
    text.split_whitespace().filter_map(|t| t.parse().ok())
}

type Case = (usize, [usize; 2], Vec<(i32, i32)>);

/// The cases of a generated input: n, the score, Red's moves.
fn cases(input: &str) -> Vec<Case> {
    let mut given = numbers(input);
    let t = given.next().unwrap_or(0);
    (0..t)
        .map(|_| {
            let n = given.next().unwrap() as usize;
            let score = [
                given.next().unwrap() as usize,
                given.next().unwrap() as usize,
            ];
            let red = (0..(n * n).div_ceil(2))
                .map(|_| (given.next().unwrap() as i32, given.next().unwrap() as i32))
                .collect();
            (n, score, red)
        })
        .collect()
}

/// How many answers of `output` replay to their case's score.
fn correct(table: &Model, cases: &[Case], output: &str) -> usize {
    let rules = rules(table).expect("rules");
    let mut lines = output.lines();
    let mut good = 0;
    for (n, score, red) in cases {
        let n = *n;
        let head = lines.next().unwrap_or_default();
        if !head.ends_with(" Y") {
            continue;
        }
        let black: Vec<(i32, i32)> = (0..n * n / 2)
            .map(|_| {
                let v: Vec<i32> = numbers(lines.next().unwrap()).map(|x| x as i32).collect();
                (v[0], v[1])
            })
            .collect();
        let mut game = Game::new(rules, Board::new(n as i32, n as i32));
        let ok = (0..n * n).all(|k| {
            let cell = if k % 2 == 0 { red[k / 2] } else { black[k / 2] };
            game.place(cell).is_ok()
        });
        if ok && game.standing() == score {
            good += 1;
        }
    }
    good
}

/// The reasons of `N` are not looked at here.
fn notes() -> contest::Notes {
    std::sync::Arc::new(std::sync::Mutex::new(std::io::sink()))
}

fn options(jobs: usize) -> robots::run::Options {
    robots::run::Options::new(jobs, false)
}

fn main() {
    // `cargo bench` passes `--bench`; the rest are this tool's.
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let jobs: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut bands: Vec<(usize, usize)> = args
        .iter()
        .skip(1)
        .filter_map(|a| a.split_once('-'))
        .map(|(a, b)| (a.parse().unwrap(), b.parse().unwrap()))
        .collect();
    if bands.is_empty() {
        bands = vec![(3, 20), (20, 100), (100, 250)];
    }
    let table = table();
    let env = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let cases = env("CROSSES_CASES", 100) as usize;
    let seed = env("CROSSES_SEED", 1000);
    if let Ok(file) = std::env::var("CROSSES_INPUT") {
        let input = std::fs::read(&file).expect("readable input");
        let mut out = Vec::new();
        let start = Instant::now();
        let result = crosses::run(&table, &input[..], &file, &mut out, notes(), options(jobs));
        let yes = String::from_utf8_lossy(&out).matches(" Y\n").count();
        println!(
            "{file}: {yes} Y, {:?} in {:.2} s",
            result.err(),
            start.elapsed().as_secs_f64()
        );
        return;
    }
    println!("jobs {jobs}, {cases} cases a band");
    for &(low, high) in &bands {
        let spec = Spec {
            seed: seed + (low * 1000 + high) as u64,
            cases,
            sides: (low, high),
            records: false,
        };
        let mut input = Vec::new();
        write(&table, &spec, &mut input).expect("generated");
        let input = String::from_utf8(input).expect("text");
        if let Ok(dir) = std::env::var("CROSSES_SAVE") {
            std::fs::write(format!("{dir}/{low}-{high}.in"), &input).expect("saved");
        }
        let mut out = Vec::new();
        let start = Instant::now();
        crosses::run(
            &table,
            input.as_bytes(),
            "generated",
            &mut out,
            notes(),
            options(jobs),
        )
        .expect("run");
        let spent = start.elapsed();
        let out = String::from_utf8(out).expect("text");
        let yes = out.lines().filter(|l| l.ends_with(" Y")).count();
        let asked = self::cases(&input);
        let good = correct(&table, &asked, &out);
        let rules = rules(&table).expect("rules");
        let (mut exchanges, mut restarts) = (Vec::new(), 0);
        for (k, (n, score, red)) in asked.iter().enumerate() {
            let question = Question {
                board: Board::new(*n as i32, *n as i32),
                given: red,
                score,
            };
            let effort = contest::effort(n * n, k + 1);
            let (_, searched) = reenact_searched(&rules, 1, &question, effort);
            exchanges.push(searched.exchanges);
            restarts += searched.restarts;
        }
        exchanges.sort_unstable();
        println!(
            "n {low:>3}-{high:<3}  Y {yes:>4}/{cases}  replayed correct {good:>4}  time {:.2} s  \
             exchanges median {} max {}  restarts {restarts}",
            spent.as_secs_f64(),
            exchanges[exchanges.len() / 2],
            exchanges[exchanges.len() - 1],
        );
    }
}
