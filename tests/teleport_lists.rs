//! Teleports as candidates on long lists, the engine against the plain
//! oracle: with hundreds of entries the engine drops most teleports by a
//! bound on their keys instead of stepping every robot (`engine/jumps.rs`)
//! and scores most of the others from one pass per group of cells toward
//! which every robot steps alike (`engine/groups.rs`), and this holds that
//! to the rules as stated, move by move. The debug build also scores every
//! dropped or grouped teleport in full and checks the shortcut's answer.
//!
//! Played: the shipped teleport-candidates rules and variants of it that
//! change what the bound and the groups read (the distance, each key's
//! goal, the sum of distances, robots stopped by debris, no filter, rook
//! robots, no key on the cell so that teleports tie, vanishing robots), the
//! reusable candidates of `bench/rules/`, the hexagon of
//! `tests/data/oracle/`, and random rules files with teleports as
//! candidates. `ORACLE_CASES=N` multiplies the games.

use crate::against_oracle::{Count, compare, scale, scenarios};
use crate::random_rules::{self, Rng};
use crate::support::read;
use robots::diagnostics::Source;
use robots::engine::Engine;
use robots::engine::table::{Offset, Table};
use robots::generate::Style;
use robots::rules;

/// Entries added to each game's list.
const LONG: usize = 300;

/// The styles each table is played in: many robots, robots packed around
/// the start, few robots (long games), robots near the start.
const STYLES: [Style; 4] = [Style::Many, Style::Dense, Style::Few, Style::Near];

/// Edits of the shipped teleport-candidates rules, each a list of lines
/// replaced.
const EDITS: [&[(&str, &str)]; 15] = [
    &[],
    &[
        ("distance manhattan", "distance chebyshev"),
        (
            "toward player",
            "toward player\nrobot ties: rows before columns",
        ),
    ],
    &[("maximize nearest robot", "minimize nearest robot")],
    &[("maximize nearest robot", "maximize sum of distances")],
    &[(
        "maximize nearest robot",
        "minimize sum of distances\n  maximize nearest robot",
    )],
    &[("robot into debris: destroyed", "robot into debris: stopped")],
    &[("  reject immediate loss\n", "")],
    &[("minimize robots", "maximize robots\n  minimize debris")],
    &[(
        "robots step king toward player",
        "robots step rook toward player\nrobot ties: first of N, E, S, W",
    )],
    // No key reads the cell: teleports to different cells tie, and the
    // earliest in the list wins.
    &[("  minimize row\n  minimize column\n", "")],
    &[("robots meeting: debris", "robots meeting: vanish")],
    &[(
        "maximize nearest robot",
        "maximize sum of distances\n  minimize nearest robot",
    )],
    // No key reads the nearest robot, and debris is maximised: the
    // screen's bound drops by robots, debris and cell alone.
    &[("  maximize nearest robot\n", "  maximize debris\n")],
    // Robots that step two cells as well as one, and robots that step
    // only N and S: the counts beyond a cluster from other steps.
    &[(
        "robots step king toward player",
        "robots step king, (2, 0), (0, 2), (-2, 0), (0, -2) toward player\nrobot ties: rows before columns",
    )],
    &[(
        "robots step king toward player",
        "robots step N, S toward player\nrobot ties: first of N, S",
    )],
];

fn table(name: &str, text: &str) -> Table {
    rules::load(&Source::new(name, text))
        .unwrap_or_else(|e| panic!("{name}: {e:?}"))
        .table()
}

/// Plays `table`'s generated games of every style with `LONG` more
/// entries in each list, drawn (with repeats) from cells of the board.
fn play_long(table: &Table, name: &str, seed: u64, count: &mut Count) {
    let pool: Vec<Offset> = scenarios(table, seed, 40, Style::Many)
        .into_iter()
        .flat_map(|c| c.robots)
        .collect();
    if pool.is_empty() {
        return;
    }
    let mut rng = Rng::new(seed);
    let mut engine = Engine::new(table.clone());
    for (k, &style) in STYLES.iter().enumerate() {
        for mut case in scenarios(table, seed + 1 + k as u64, scale() as usize, style) {
            let extra = (0..LONG).map(|_| *random_rules::pick(&mut rng, &pool));
            case.teleports.extend(extra);
            let what = format!("{name}, {style:?}, {} entries", case.teleports.len());
            compare(&mut engine, table, &case, &what, count);
        }
    }
}

#[test]
fn teleport_candidates_on_long_lists_play_as_the_oracle_does() {
    let shipped = read("rules/variants/teleport-candidates.rules");
    let mut count = Count::default();
    for (k, edits) in EDITS.iter().enumerate() {
        let mut text = shipped.clone();
        for (from, to) in *edits {
            assert!(text.contains(from), "{from}");
            text = text.replacen(from, to, 1);
        }
        let name = format!("teleport-candidates.rules, edited {edits:?}");
        play_long(&table(&name, &text), &name, 10 + 10 * k as u64, &mut count);
    }
    for path in [
        "bench/rules/reusable-candidates.rules",
        "tests/data/oracle/hex-stopped.rules",
    ] {
        play_long(&table(path, &read(path)), path, 200, &mut count);
    }
    eprintln!("teleport candidates, long lists: {count:?}");
    assert!(count.games >= 40 && count.moves > 0, "{count:?}");
}

#[test]
fn random_rules_with_teleport_candidates_on_long_lists_play_as_the_oracle_does() {
    let mut rng = Rng::new(23);
    let mut count = Count::default();
    let mut files = 0;
    while files < 12 * scale() {
        let text = random_rules::rules(&mut rng);
        if !text.contains("as candidates") {
            continue;
        }
        let Ok(compiled) = rules::load(&Source::new("random.rules", text.as_str())) else {
            continue;
        };
        files += 1;
        let name = format!("random rules file {files}:\n{text}");
        play_long(&compiled.table(), &name, rng.next_u64() % 1000, &mut count);
    }
    eprintln!("random rules, teleport candidates, long lists: {count:?}");
    assert!(count.games > 0);
}
