//! The engine against the plain oracle: every rules file shipped in
//! `rules/` and random valid rules files, on `robots gen` scenarios of every
//! style, played by both; every move must leave the same position, and the
//! game the same record.
//!
//! `ORACLE_CASES=N` multiplies the number of games (default 1, the count
//! CI runs); `ORACLE_LONGEST=M` compares games up to M moves (default
//! 1500); `ORACLE_SEED=S` changes the random rules files. The counts of
//! games and moves compared are printed (`--nocapture`).

use crate::random_rules::{self, Rng};
use crate::support::{read, repo};
use robots::diagnostics::Source;
use robots::engine::Engine;
use robots::engine::table::Table;
use robots::generate::{self, Spec, Style};
use robots::oracle::{MoveKind, Oracle};
use robots::rules::{self, CANONICAL};
use robots::scenario::{Case, CaseReader};

/// Games are compared move by move up to this many moves, unless
/// `ORACLE_LONGEST` says otherwise (longer ones are cut there, and their
/// records not compared). Not multiplied by `ORACLE_CASES`: a game that
/// never ends would make the run's length grow with its square.
const LONGEST: u32 = 1500;

pub(crate) const STYLES: [Style; 6] = [
    Style::Near,
    Style::Dense,
    Style::Edge,
    Style::Few,
    Style::Many,
    Style::Wild,
];

fn longest() -> u32 {
    std::env::var("ORACLE_LONGEST")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(LONGEST)
}

pub(crate) fn scale() -> u64 {
    std::env::var("ORACLE_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1)
}

/// What was compared.
#[derive(Debug, Default)]
pub(crate) struct Count {
    pub(crate) games: u64,
    pub(crate) moves: u64,
    pub(crate) cut: u64,
    pub(crate) refused: u64,
}

/// `cases` scenarios of `style` for `table`, as `robots gen` writes them.
pub(crate) fn scenarios(table: &Table, seed: u64, cases: usize, style: Style) -> Vec<Case> {
    let spec = Spec { seed, cases, style };
    let mut text = Vec::new();
    generate::write(table, &spec, &mut text).unwrap();
    let mut reader = CaseReader::new(&text[..], "gen.in", table.board, table.start);
    let mut out = Vec::new();
    while let Some(case) = reader.next_case().unwrap() {
        out.push(case);
    }
    out
}

/// Plays `case` with both and asserts the same game, move by move.
pub(crate) fn compare(
    engine: &mut Engine,
    table: &Table,
    case: &Case,
    what: &str,
    count: &mut Count,
) {
    let oracle = Oracle::new(table, &case.teleports);
    let longest = longest();
    let context = || {
        format!(
            "{what}\nrobots {:?}\nteleports {:?}",
            case.robots, case.teleports
        )
    };
    let turns = match oracle.play_within(&case.robots, longest) {
        Ok(game) => {
            let record = engine.play(&case.robots, &case.teleports).unwrap();
            assert_eq!(record, game.record, "{}", context());
            game.turns
        }
        Err(cut) => {
            count.cut += 1;
            cut.turns
        }
    };
    let mut state = engine.start(&case.robots, &case.teleports);
    for (m, turn) in turns.iter().enumerate() {
        let at = || format!("{}\nmove {}: {:?}", context(), m + 1, turn.mv);
        let choice = engine.choose(&state);
        let mv = choice.player_move();
        let teleport = match turn.mv.kind {
            MoveKind::Teleport(i) => Some(i),
            _ => None,
        };
        assert_eq!((mv.to, mv.teleport()), (turn.mv.to, teleport), "{}", at());
        let lost = engine.apply(&mut state, choice);
        let after = &turn.after;
        assert_eq!(lost, turn.reply.lost(), "{}", at());
        assert_eq!(state.player(), after.player, "{}", at());
        assert_eq!(state.robots(), &after.robots[..], "{}", at());
        assert_eq!(
            state.debris_count() as usize,
            after.debris.len(),
            "{}",
            at()
        );
        for &cell in &after.debris {
            assert_eq!(
                state.debris()[table.board.index(cell)],
                1,
                "{}: debris {cell:?}",
                at()
            );
        }
        for (i, &spent) in after.spent.iter().enumerate() {
            assert_eq!(state.spent(i), spent, "{}: entry {i}", at());
        }
    }
    count.games += 1;
    count.moves += turns.len() as u64;
}

/// Every style's scenarios of `table`, `cases` of each.
fn compare_styles(table: &Table, name: &str, seed: u64, cases: usize, count: &mut Count) {
    let mut engine = Engine::new(table.clone());
    for (k, &style) in STYLES.iter().enumerate() {
        for case in scenarios(table, seed + k as u64, cases, style) {
            compare(
                &mut engine,
                table,
                &case,
                &format!("{name}, {style:?}"),
                count,
            );
        }
    }
}

#[test]
fn every_shipped_rules_file_plays_as_the_oracle_does() {
    let mut files = vec![("robots.rules".to_string(), CANONICAL.to_string())];
    for entry in std::fs::read_dir(repo("rules/variants")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let text = read(&format!("rules/variants/{name}"));
        files.push((name, text));
    }
    files.sort();
    let mut count = Count::default();
    let mut pursuits = 0;
    for (name, text) in &files {
        let game = rules::load(&Source::new(name.as_str(), text.as_str()))
            .unwrap()
            .game;
        // The other kinds of game have their own engines and checks.
        let Some(table) = game.robots() else {
            continue;
        };
        pursuits += 1;
        compare_styles(table, name, 1, scale() as usize, &mut count);
    }
    assert!(pursuits >= 19, "{pursuits} pursuits");
    eprintln!("shipped rules ({} files): {count:?}", files.len());
    assert!(count.games > 0);
}

/// The rules files measured beside the shipped ones (`bench/rules/`) and
/// files at the edges of the engine's techniques (`tests/data/oracle/`:
/// more walks than a bit mask holds, exactly as many, long walks, a
/// hexagon with stopped robots and teleports as candidates).
#[test]
fn benchmark_and_edge_rules_files_play_as_the_oracle_does() {
    let mut count = Count::default();
    let mut files = 0;
    for dir in ["bench/rules", "tests/data/oracle"] {
        let mut names: Vec<String> = std::fs::read_dir(repo(dir))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|n| n.ends_with(".rules"))
            .collect();
        names.sort();
        for name in names {
            let path = format!("{dir}/{name}");
            let text = read(&path);
            let compiled = rules::load(&Source::new(path.as_str(), text.as_str())).unwrap();
            let table = compiled.table();
            compare_styles(&table, &path, 3, scale() as usize, &mut count);
            files += 1;
        }
    }
    assert_eq!(files, 8, "five benchmark files and three edge files");
    eprintln!("benchmark and edge rules ({files} files): {count:?}");
    assert!(count.moves > 0);
}

#[test]
fn random_rules_files_play_as_the_oracle_does() {
    let seed = std::env::var("ORACLE_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(7);
    let mut rng = Rng::new(seed);
    let mut count = Count::default();
    let files = 48 * scale();
    for file in 0..files {
        let text = random_rules::rules(&mut rng);
        let compiled = match rules::load(&Source::new("random.rules", text.as_str())) {
            Ok(compiled) => compiled,
            Err(e) => {
                if std::env::var("ORACLE_SHOW_REFUSED").is_ok() {
                    eprintln!("REFUSED {e:?}");
                }
                count.refused += 1;
                continue;
            }
        };
        let name = format!("random rules file {file} (seed {seed}):\n{text}");
        let style = *random_rules::pick(&mut rng, &STYLES);
        let table = compiled.table();
        let mut engine = Engine::new(table.clone());
        for case in scenarios(&table, rng.next_u64(), 3, style) {
            compare(&mut engine, &table, &case, &name, &mut count);
        }
    }
    eprintln!("random rules: {count:?}");
    assert!(count.games > 0 && count.refused * 4 < files);
}
