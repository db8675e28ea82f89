//! `robots stats`: the rates and their intervals on a known input, worked
//! out by hand beside each figure; two rules files compared; the share of
//! lost games that were winnable.

use crate::support::{robots, text};
use robots::stats::report::StatsJson;

pub(crate) fn stats_json(args: &[&str]) -> StatsJson {
    let out = robots(args, "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    serde_json::from_str(&text(&out.stdout)).unwrap()
}

pub(crate) fn near(a: f64, b: f64) -> bool {
    (a - b).abs() < 5e-5
}

/// The sample's three games: case 1 won after 5 moves, case 2 lost after
/// 2, case 3 lost after 114 with three teleports (scenarios/sample.out).
///
/// Won, 1 of 3, Wilson at z = 1.959964 (z² = 3.841459): z²/n = 1.280486,
/// scale 2.280486; centre (1/3 + 3.841459/6) / 2.280486 = (0.333333 +
/// 0.640243) / 2.280486 = 0.426916; half 1.959964 / 2.280486 *
/// sqrt((1/3)(2/3)/3 + 3.841459/36) = 0.859450 * sqrt(0.074074 +
/// 0.106707) = 0.859450 * 0.425184 = 0.365424; so [0.061492, 0.792340].
/// Lost, 2 of 3, mirrors it: [0.207660, 0.938508]. None survived: 0 of
/// 3, centre 0.640243 / 2.280486 = 0.280749 = half, so [0, 0.561498].
/// Lengths 2, 5, 114: nearest rank puts the 25% quantile at rank
/// ceil(0.75) = 1 (2), the median at rank 2 (5), 75% and 90% at rank 3.
#[test]
fn the_samples_rates_carry_wilson_intervals() {
    let s = stats_json(&["stats", "--format", "json", "scenarios/sample.in"]);
    assert_eq!(s.games, 3);
    let side = &s.sides[0];
    assert_eq!(
        (side.won.count, side.lost.count, side.survived.count),
        (1, 2, 0)
    );
    assert!(
        near(side.won.low, 0.061492) && near(side.won.high, 0.792340),
        "{:?}",
        side.won
    );
    assert!(
        near(side.lost.low, 0.207660) && near(side.lost.high, 0.938508),
        "{:?}",
        side.lost
    );
    assert!(side.survived.low == 0.0 && near(side.survived.high, 0.561498));
    let l = &side.lengths;
    assert_eq!(
        (l.min, l.p25, l.median, l.p75, l.p90, l.max),
        (2, 2, 5, 114, 114, 114)
    );
    assert!(near(l.mean, 121.0 / 3.0));
    let teleports = side.teleports.expect("a pursuit's teleports");
    assert_eq!((teleports.total, teleports.games.count), (3, 1));
    assert!(side.solve.is_none());
    let shown = text(&robots(&["stats", "scenarios/sample.in"], "").stdout);
    assert!(
        shown.contains("  won              1   33.3%  [6.1%, 79.2%]\n"),
        "{shown}"
    );
}

/// The same games under the same rules twice differ by nothing; Newcombe's
/// interval around 0 reaches as far as each side's Wilson half-widths
/// combined: for "won", below by sqrt((0.333333 - 0.061492)² + (0.792340
/// - 0.333333)²) = sqrt(0.073898 + 0.210687) = 0.533465.
#[test]
fn one_rules_file_against_itself_differs_by_nothing() {
    let s = stats_json(&[
        "stats",
        "--format",
        "json",
        "--rules",
        "rules/robots.rules",
        "--rules",
        "robots",
        "scenarios/sample.in",
    ]);
    assert_eq!(s.sides.len(), 2);
    let won = &s.differences[0];
    assert_eq!(won.rate, "won");
    assert_eq!(won.difference.difference, 0.0);
    assert!(near(won.difference.low, -0.533465), "{won:?}");
    assert!(near(won.difference.high, 0.533465), "{won:?}");
}

/// With --solve: of the sample's two lost games, case 3 is won by some
/// line and case 2 by none (see tests/solve.rs): 1 of 2 winnable.
#[test]
fn solve_gives_the_share_of_lost_games_that_were_winnable() {
    let s = stats_json(&[
        "stats",
        "--format",
        "json",
        "--solve",
        "--budget",
        "200000",
        "scenarios/sample.in",
    ]);
    let solved = s.sides[0].solve.expect("searched");
    assert_eq!((solved.winnable.count, solved.winnable.of), (1, 2));
    assert_eq!((solved.unwinnable, solved.undecided), (1, 0));
    assert!(solved.positions > 0);
}

#[test]
fn a_generated_batch_is_the_batch_robots_gen_writes() {
    let generated = text(&robots(&["gen", "--seed", "4", "--cases", "50"], "").stdout);
    let from_input = robots(&["stats", "--format", "json", "-"], &generated);
    let from_gen = robots(
        &[
            "stats", "--format", "json", "--gen", "4", "50", "--jobs", "2",
        ],
        "",
    );
    let a: StatsJson = serde_json::from_str(&text(&from_input.stdout)).unwrap();
    let b: StatsJson = serde_json::from_str(&text(&from_gen.stdout)).unwrap();
    assert_eq!(a.games, 50);
    assert_eq!(a.sides[0].won, b.sides[0].won);
    assert_eq!(a.sides[0].lengths, b.sides[0].lengths);
}

/// One game is counted in the singular: `stats --gen 3 1` plays one
/// generated game, and its heading says "1 game under", not "1 games".
#[test]
fn one_game_is_counted_in_the_singular() {
    let out = robots(&["stats", "--gen", "3", "1"], "");
    let shown = text(&out.stdout);
    assert!(
        shown.starts_with("1 game under rules/robots.rules:\n"),
        "{shown}"
    );
}
