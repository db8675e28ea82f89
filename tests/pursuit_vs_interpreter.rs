//! The fast pursuit engine held to the general interpreter: a pursuit
//! compiles to the one game model and is lowered onto the engine's table,
//! and the interpreter plays the model itself. On every shipped pursuit
//! and on random rules files (those that check), on `robots gen`
//! scenarios of every style, both must leave the same game: the same
//! ending after the same number of moves, the player on the same cell,
//! the robots and the debris on the same cells. Games longer than
//! `LONGEST` moves are compared at that move.
//!
//! `ORACLE_CASES=N` plays N times as many rules files; `ORACLE_SEED`
//! picks another run.

use crate::against_oracle::{STYLES, scenarios};
use crate::random_rules;
use robots::diagnostics::Source;
use robots::engine::table::Table;
use robots::engine::{End, Engine};
use robots::geometry::Offset;
use robots::interpreter::{Ending, Position, play_fixed};
use robots::model::{Meeting, Model};
use robots::random::Rng;
use robots::rules::{self, Game};
use robots::scenario::Case;
use std::collections::BTreeMap;

/// Games are compared at their end, or at this move.
const LONGEST: u32 = 1500;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// What was compared, and what was skipped by why.
#[derive(Debug, Default)]
struct Count {
    games: u64,
    moves: u64,
    cut: u64,
    /// Games in which the engine's player teleported.
    teleported: u64,
    /// Games by their ending.
    endings: BTreeMap<String, u64>,
    skipped: BTreeMap<String, u64>,
}

/// The interpreter's robots and debris, by cell, sorted.
fn pieces(model: &Model, pos: &Position) -> (Vec<Offset>, Vec<Offset>) {
    let chaser = model.chasers[0].kind;
    let left = match model.meeting {
        Some(Meeting::Becomes(k)) => Some(k),
        _ => None,
    };
    let name = |cell: usize| {
        let (r, c) = pos.cell_name(cell);
        (r as i32, c as i32)
    };
    let cells = 0..pos.rows * pos.columns;
    let robots = cells
        .clone()
        .filter(|&c| pos.chaser_at(c) == chaser)
        .map(name)
        .collect();
    let debris = cells
        .filter(|&c| Some(pos.static_at(c)) == left)
        .map(name)
        .collect();
    (robots, debris)
}

/// Plays `case` on both and asserts the same game.
fn compare(engine: &mut Engine, model: &Model, case: &Case, what: &str, count: &mut Count) {
    let context = || {
        format!(
            "{what}\nrobots {:?}\nteleports {:?}",
            case.robots, case.teleports
        )
    };
    let Ok(record) = engine.play(&case.robots, &case.teleports) else {
        *count
            .skipped
            .entry("too long for the engine".into())
            .or_default() += 1;
        return;
    };
    let moves = record.moves.min(LONGEST);
    let game = match play_fixed(model, &case.robots, &case.teleports, u64::from(moves)) {
        Ok(game) => game,
        Err(why) => {
            *count.skipped.entry(why.to_string()).or_default() += 1;
            return;
        }
    };
    // The engine's position after the same number of moves.
    let mut state = engine.start(&case.robots, &case.teleports);
    for _ in 0..moves {
        let choice = engine.choose(&state);
        engine.apply(&mut state, choice);
    }
    let ending = match record.end {
        _ if moves < record.moves => Ending::Stopped,
        End::Won => Ending::Won(None),
        End::Lost => Ending::Lost,
        End::Survived => Ending::Survived,
        End::Repeats { .. } => Ending::Stopped,
    };
    assert_eq!(
        (game.ending, game.moves),
        (ending, u64::from(moves)),
        "{}",
        context()
    );
    let player = game.position.player().map(|p| game.position.cell_name(p));
    let (r, c) = state.player();
    assert_eq!(player, Some((i64::from(r), i64::from(c))), "{}", context());
    let (robots, debris) = pieces(model, &game.position);
    let mut engine_robots = state.robots().to_vec();
    engine_robots.sort_unstable();
    engine_robots.dedup();
    assert_eq!(robots, engine_robots, "{}", context());
    let board = engine.board();
    let engine_debris: Vec<Offset> = (1..=board.rows)
        .flat_map(|r| (1..=board.columns).map(move |c| (r, c)))
        .filter(|&cell| board.contains(cell) && state.debris()[board.index(cell)] != 0)
        .collect();
    assert_eq!(debris, engine_debris, "{}", context());
    if moves == record.moves {
        assert_eq!(
            (robots.len() as u32, debris.len() as u32),
            (record.robots, record.debris),
            "{}",
            context()
        );
    } else {
        count.cut += 1;
    }
    count.games += 1;
    count.moves += u64::from(moves);
    count.teleported += u64::from(!record.teleports.is_empty());
    *count.endings.entry(format!("{ending:?}")).or_default() += 1;
}

/// Both halves of a compiled pursuit.
fn pursuit(text: &str, name: &str) -> Option<(Table, Model)> {
    match rules::load(&Source::new(name, text)).ok()?.game {
        Game::Robots(table, model) => Some((table, *model)),
        _ => None,
    }
}

#[test]
fn every_shipped_pursuit_plays_on_the_interpreter_as_on_the_engine() {
    let mut count = Count::default();
    let mut files = 0;
    for dir in ["rules", "rules/variants", "bench/rules"] {
        for entry in std::fs::read_dir(crate::support::repo(dir)).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            let name = path.display().to_string();
            let Some((table, model)) = pursuit(&text, &name) else {
                continue;
            };
            files += 1;
            let mut engine = Engine::new(table.clone());
            for (k, &style) in STYLES.iter().enumerate() {
                for case in scenarios(&table, 7 + k as u64, 2, style) {
                    compare(&mut engine, &model, &case, &name, &mut count);
                }
            }
        }
    }
    eprintln!("shipped pursuits ({files} files): {count:?}");
    assert!(files >= 20, "{files} pursuit files");
    assert!(
        count.teleported > 0 && count.endings.len() >= 3,
        "{count:?}"
    );
    assert!(count.skipped.is_empty(), "{:?}", count.skipped);
}

#[test]
fn random_pursuits_play_on_the_interpreter_as_on_the_engine() {
    let seed = env("ORACLE_SEED", 21);
    let mut rng = Rng::new(seed);
    let mut count = Count::default();
    let files = 60 * env("ORACLE_CASES", 1);
    let mut refused = 0;
    for file in 0..files {
        let text = random_rules::rules(&mut rng);
        let Some((table, model)) = pursuit(&text, "random.rules") else {
            refused += 1;
            continue;
        };
        let name = format!("random rules file {file} (seed {seed}):\n{text}");
        let style = *random_rules::pick(&mut rng, &STYLES);
        let mut engine = Engine::new(table.clone());
        for case in scenarios(&table, rng.next_u64(), 4, style) {
            compare(&mut engine, &model, &case, &name, &mut count);
        }
    }
    eprintln!("random pursuits ({files} files, {refused} refused): {count:?}");
    assert!(count.games >= 150 && count.teleported > 0, "{count:?}");
    assert!(count.skipped.is_empty(), "{:?}", count.skipped);
}

/// `robots check --table` says which engine a game plays on: a pursuit on
/// the pursuit engine, and so a map game drawn by its scenarios whose
/// terrain the engine knows (walls that keep robots out, fences that
/// destroy them as debris does); a map game with two kinds of chaser on
/// the general interpreter, with the reason the pursuit engine does not
/// fit.
#[test]
fn check_table_names_the_engine() {
    let table = |file: &str| {
        let out = crate::support::robots(&["check", "--table", file], "");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let canonical = table("rules/robots.rules");
    assert!(
        canonical.contains("\n# plays on the pursuit engine"),
        "{canonical}"
    );
    let fenced = table("rules/fenced-robots.rules");
    assert!(
        fenced.contains(
            "\n# plays on the pursuit engine (its model fits it, each scenario drawing the board)"
        ),
        "{fenced}"
    );
    let twin = table("rules/twin-robots.rules");
    assert!(
        twin.contains("\n# plays on the general interpreter (not the pursuit engine: 2 kinds of chaser (the engine steps one))"),
        "{twin}"
    );
}
