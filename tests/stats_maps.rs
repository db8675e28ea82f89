//! `robots stats` on map games of one player: the rates are the shared
//! cases' ends as their expected outputs state them, two files of one
//! legend are compared, a generated batch is `robots gen`'s, and what a
//! map game's stats cannot count is refused at its place.

use crate::stats::{near, stats_json};
use crate::support::{read, robots, text};
use robots::stats::figures::SearchedGames;
use robots::stats::report::StatsJson;

/// The ends and lengths of the shared cases' expected output `out`
/// (`Won after 4 moves.`, `Lost after 1 move.`, `Stopped after ...`).
fn expected_ends(out: &str) -> (u64, u64, u64, Vec<u32>) {
    let (mut won, mut lost, mut stopped, mut lengths) = (0, 0, 0, Vec::new());
    for line in out.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if let [end, "after", moves, _] = words[..] {
            match end {
                "Won" => won += 1,
                "Lost" => lost += 1,
                "Stopped" => stopped += 1,
                _ => continue,
            }
            lengths.push(moves.parse().unwrap());
        }
    }
    lengths.sort_unstable();
    (won, lost, stopped, lengths)
}

/// A map game's results come from its games as the statement's cases
/// expect them: Fenced Robots' eight shared cases end won 4, lost 3,
/// stopped 1 (tests/data/map-games/fenced-robots.out), after 4, 4, 3, 1,
/// 7, 7, 3, 4 moves: sorted 1 3 3 4 4 4 7 7, so by nearest rank the 25%
/// quantile is rank 2 (3), the median rank 4 (4), 75% rank 6 (4), 90%
/// rank ceil(7.2) = 8 (7), and the mean 33 / 8. A map game keeps no
/// teleports and finds no repetition: neither is shown.
#[test]
fn a_map_games_rates_are_its_cases_ends() {
    let out = crate::support::read("tests/data/map-games/fenced-robots.out");
    let (won, lost, stopped, lengths) = expected_ends(&out);
    assert_eq!((won, lost, stopped), (4, 3, 1));
    let s = stats_json(&[
        "stats",
        "--format",
        "json",
        "--rules",
        "fenced-robots",
        "tests/data/map-games/fenced-robots.in",
    ]);
    let side = &s.sides[0];
    assert_eq!(s.games, 8);
    let stopped_rate = side.stopped.expect("a map game's stopped games");
    assert_eq!(
        (
            side.won.count,
            side.lost.count,
            side.survived.count,
            stopped_rate.count
        ),
        (won, lost, 0, stopped)
    );
    assert!(side.endless.is_none() && side.teleports.is_none() && side.drawn.is_none());
    let l = &side.lengths;
    assert_eq!(lengths, [1, 3, 3, 4, 4, 4, 7, 7]);
    assert_eq!(
        (l.min, l.p25, l.median, l.p75, l.p90, l.max),
        (1, 3, 4, 4, 7, 7)
    );
    assert!(near(l.mean, 33.0 / 8.0));
    let shown = text(
        &robots(
            &[
                "stats",
                "--rules",
                "fenced-robots",
                "tests/data/map-games/fenced-robots.in",
            ],
            "",
        )
        .stdout,
    );
    assert!(shown.contains("  stopped          1"), "{shown}");
    assert!(
        !shown.contains("teleports") && !shown.contains("endless"),
        "{shown}"
    );
}

/// A pursuit's figures keep what they had: endless games and teleports,
/// no stopped games.
#[test]
fn a_pursuits_figures_keep_endless_games_and_teleports() {
    let out = robots(&["stats", "--format", "json", "scenarios/sample.in"], "");
    let json = text(&out.stdout);
    assert!(
        json.contains("\"endless\"") && json.contains("\"teleports\""),
        "{json}"
    );
    assert!(!json.contains("\"stopped\""), "{json}");
}

/// Each of Twin Robots' eight shared cases, and Sokoban's and Lights
/// Out's, counted as its expected output ends it; two files of one legend
/// compared rate by rate, stopped games among the rates.
#[test]
fn every_map_game_of_one_player_is_counted_and_compared() {
    for game in ["twin-robots", "sokoban", "lights-out"] {
        let out = crate::support::read(&format!("tests/data/map-games/{game}.out"));
        let (won, lost, stopped, lengths) = expected_ends(&out);
        let input = format!("tests/data/map-games/{game}.in");
        let s = stats_json(&["stats", "--format", "json", "--rules", game, &input]);
        let side = &s.sides[0];
        let counts = (
            side.won.count,
            side.lost.count,
            side.stopped.map(|r| r.count),
        );
        assert_eq!(counts, (won, lost, Some(stopped)), "{game}");
        assert_eq!(
            (side.lengths.min, side.lengths.max),
            (lengths[0], lengths[lengths.len() - 1]),
            "{game}"
        );
    }
    let s = stats_json(&[
        "stats",
        "--format",
        "json",
        "--rules",
        "fenced-robots",
        "--rules",
        "rules/variants/fenced-robots-chebyshev.rules",
        "tests/data/map-games/fenced-robots.in",
    ]);
    let rates: Vec<&str> = s.differences.iter().map(|d| d.rate.as_str()).collect();
    assert_eq!(rates, ["won", "lost", "survived", "stopped"]);
}

#[test]
fn a_generated_map_batch_is_the_batch_robots_gen_writes() {
    let args = [
        "gen",
        "--rules",
        "twin-robots",
        "--seed",
        "4",
        "--cases",
        "60",
    ];
    let generated = text(&robots(&args, "").stdout);
    let json = ["stats", "--format", "json", "--rules", "twin-robots"];
    let from_input: StatsJson = serde_json::from_str(&text(
        &robots(&[&json[..], &["-"]].concat(), &generated).stdout,
    ))
    .unwrap();
    let batch = [&json[..], &["--gen", "4", "60", "--jobs", "2"]].concat();
    let from_gen: StatsJson = serde_json::from_str(&text(&robots(&batch, "").stdout)).unwrap();
    assert_eq!(from_input.games, 60);
    assert_eq!(from_input.sides, from_gen.sides);
}

/// What a map game's stats refuse, each at its place: a search of a game
/// of sides, two legends, two kinds either way, a kind that counts no
/// player's results.
#[test]
fn map_stats_refuse_what_they_cannot_count() {
    let refused = |args: &[&str], code: &str, place: &str| {
        let out = robots(args, "");
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert!(err.contains(code) && err.contains(place), "{args:?}: {err}");
    };
    let fenced = "tests/data/map-games/fenced-robots.in";
    let sides = 1 + read("rules/k-in-a-row.rules")
        .lines()
        .position(|l| l.starts_with("sides:"))
        .unwrap();
    refused(
        &[
            "stats",
            "--rules",
            "k-in-a-row",
            "--solve",
            "tests/data/map-games/k-in-a-row.in",
        ],
        "robots::stats::solve_of_sides",
        &format!("rules/k-in-a-row.rules:{sides}:1"),
    );
    refused(
        &[
            "stats",
            "--rules",
            "fenced-robots",
            "--rules",
            "twin-robots",
            fenced,
        ],
        "robots::stats::legends",
        "rules/twin-robots.rules:",
    );
    refused(
        &[
            "stats",
            "--rules",
            "fenced-robots",
            "--rules",
            "robots",
            fenced,
        ],
        "robots::stats::kinds_differ",
        "rules/robots.rules:1:1",
    );
    refused(
        &[
            "stats",
            "--rules",
            "robots",
            "--rules",
            "fenced-robots",
            "scenarios/sample.in",
        ],
        "robots::stats::kinds_differ",
        "rules/fenced-robots.rules:",
    );
    refused(
        &["stats", "--rules", "janken-tactics", "scenarios/sample.in"],
        "robots::stats::kind",
        "rules/janken-tactics.rules:",
    );
}

/// A game of sides is counted side by side: K in a Row's eight shared
/// cases end X won 3 (after 23, 9 and 27 moves), O won 2 (30, 38), a
/// draw (16) and stopped 2 (15, 0) (tests/data/map-games/k-in-a-row.out).
/// It has no player to win, lose or survive: those lines are not shown,
/// and two files compare each side's wins, the stopped games and the
/// draws.
#[test]
fn a_game_of_sides_is_counted_side_by_side() {
    let out = crate::support::read("tests/data/map-games/k-in-a-row.out");
    let ends = |prefix: &str| out.lines().filter(|l| l.starts_with(prefix)).count() as u64;
    let (x, o) = (ends("X won after"), ends("O won after"));
    let (draws, stopped) = (ends("Draw after"), ends("Stopped after"));
    assert_eq!((x, o, draws, stopped), (3, 2, 1, 2));
    let input = "tests/data/map-games/k-in-a-row.in";
    let s = stats_json(&["stats", "--format", "json", "--rules", "k-in-a-row", input]);
    let side = &s.sides[0];
    let wins: Vec<(&str, u64)> = side
        .sides
        .iter()
        .map(|w| (w.side.as_str(), w.won.count))
        .collect();
    assert_eq!(wins, [("X", x), ("O", o)]);
    assert_eq!(side.drawn.map(|r| r.count), Some(draws));
    assert_eq!(side.stopped.map(|r| r.count), Some(stopped));
    assert_eq!((side.lengths.min, side.lengths.max), (0, 38));
    assert!(near(side.lengths.mean, 158.0 / 8.0));
    let shown = text(&robots(&["stats", "--rules", "k-in-a-row", input], "").stdout);
    assert!(shown.contains("  won by X         3   37.5%"), "{shown}");
    assert!(
        !shown.contains("  won  ") && !shown.contains("  lost  "),
        "{shown}"
    );
    let compared = stats_json(&[
        "stats",
        "--format",
        "json",
        "--rules",
        "k-in-a-row",
        "--rules",
        "rules/variants/k-in-a-row-4.rules",
        input,
    ]);
    let rates: Vec<&str> = compared
        .differences
        .iter()
        .map(|d| d.rate.as_str())
        .collect();
    assert_eq!(rates, ["won by X", "won by O", "stopped", "drawn"]);
}

/// With `--solve`, a map game's games lost or stopped are searched as
/// `robots solve` searches them: of Sokoban's shared cases, those the
/// input did not win are counted winnable exactly where `robots solve`
/// finds a line, and proven not where it finds none.
#[test]
fn map_stats_solve_the_games_not_won_as_solve_does() {
    let input = "tests/data/map-games/sokoban.in";
    let budget = ["--budget", "300000"];
    let solve = robots(
        &[
            &["solve", "--rules", "sokoban", "--format", "json"][..],
            &budget,
            &[input],
        ]
        .concat(),
        "",
    );
    let cases: Vec<robots::solve::report::CaseJson> = text(&solve.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let missed: Vec<_> = cases
        .iter()
        .filter(|c| c.strategy == "lost" || c.strategy == "stopped")
        .collect();
    let with = |result: &str| missed.iter().filter(|c| c.result == result).count() as u64;
    let args = [
        &["stats", "--format", "json", "--rules", "sokoban", "--solve"][..],
        &budget,
        &[input],
    ]
    .concat();
    let stats = stats_json(&args);
    let solved = stats.sides[0].solve.expect("the searches' figures");
    assert_eq!(solved.of, Some(SearchedGames::LostOrStopped));
    assert_eq!(solved.winnable.of, missed.len() as u64);
    assert_eq!(solved.winnable.count, with("win"));
    assert_eq!(solved.unwinnable, with("none"));
    // The shared cases' expected output stops 4 of the 8 games, and the
    // second (a box in a corner) is one no line wins.
    assert_eq!(missed.len(), 4);
    assert!(solved.unwinnable >= 1);
}
