//! `robots run --format json` and `--summary` through the binary: the
//! JSON of every case reads back into the contest output, the log holds
//! every move with its candidates, and the totals are those of the
//! sample output as the statement gives it.

use crate::support::{cases, read, robots, text};
use robots::scenario::format_case;
use robots::views::json::CaseJson;
use robots::views::summary::Totals;

fn stdout_of(args: &[&str]) -> String {
    let out = robots(args, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// Reads JSON lines back into cases.
fn parsed(json: &str) -> Vec<CaseJson> {
    json.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

#[test]
fn the_json_of_every_case_reads_back_into_the_contest_output() {
    for input in ["tests/data/public-mixed.in", "scenarios/sample.in"] {
        let json = stdout_of(&["run", "--format", "json", input]);
        let contest = stdout_of(&["run", input]);
        let back: Vec<String> = parsed(&json)
            .iter()
            .enumerate()
            .map(|(i, case)| {
                assert_eq!(case.case, i + 1);
                format_case(case.case, &case.record().expect("a known outcome"))
                    .trim_end()
                    .to_string()
            })
            .collect();
        assert_eq!(back, cases(&contest), "{input}");
        // With the published expected output too, where there is one.
        let expected = read(
            &input
                .replace(".in", ".out")
                .replace("scenarios/", "tests/data/"),
        );
        assert_eq!(back, cases(&expected), "{input}");
        let parallel = stdout_of(&["run", "--format", "json", "--jobs", "2", input]);
        assert_eq!(parallel, json, "--jobs 2 writes the same lines");
    }
}

#[test]
fn endless_games_read_back_with_the_move_they_repeat() {
    // A game whose position repeats with no survival goal does not end.
    let rules = "rules/variants/sticky-debris.rules";
    let input = "scenarios/variants/sticky-debris.in";
    let json = stdout_of(&["run", "--rules", rules, "--format", "json", input]);
    let back: Vec<String> = parsed(&json)
        .iter()
        .map(|c| {
            format_case(c.case, &c.record().unwrap())
                .trim_end()
                .to_string()
        })
        .collect();
    assert_eq!(back, cases(&read("scenarios/variants/sticky-debris.out")));
    assert!(
        parsed(&json)
            .iter()
            .any(|c| c.outcome == "endless" && c.repeats.is_some())
    );
}

#[test]
fn the_log_holds_every_move_with_its_candidates_keys() {
    let json = stdout_of(&["run", "--format", "json", "--log", "scenarios/sample.in"]);
    let games = parsed(&json);
    assert_eq!(games.len(), 3);
    for game in &games {
        let strategy = game.strategy.as_ref().unwrap();
        assert_eq!(
            strategy,
            &[
                "minimize robots",
                "maximize nearest robot",
                "minimize row",
                "minimize column"
            ]
        );
        let log = game.log.as_ref().unwrap();
        assert_eq!(log.len() as u32, game.moves);
        assert_eq!(log.last().unwrap().to, game.final_cell);
        for (m, mv) in log.iter().enumerate() {
            assert_eq!(mv.number as usize, m + 1);
            // Eight walks and staying; teleports are a fallback.
            assert_eq!(mv.candidates.len(), 9);
            for c in &mv.candidates {
                let keys = if c.blocked.is_some() { 0 } else { 4 };
                assert_eq!(c.keys.len(), keys, "{c:?}");
            }
            if m > 0 {
                assert_eq!(mv.from, log[m - 1].to);
            }
        }
        let teleports: Vec<(u32, (i32, i32))> = log
            .iter()
            .filter(|m| m.made.starts_with("teleport"))
            .map(|m| (m.number, m.to))
            .collect();
        let listed: Vec<(u32, (i32, i32))> =
            game.teleports.iter().map(|t| (t.number, t.to)).collect();
        assert_eq!(teleports, listed);
    }
    // Sample case 1, move 1: walk W, with nearest robot 4 (see views.rs).
    let first = &games[0].log.as_ref().unwrap()[0];
    assert_eq!((first.made.as_str(), first.to), ("walk W", (15, 14)));
    assert_eq!(
        first.candidates[6].keys,
        [Some(4), Some(4), Some(15), Some(14)]
    );
    // Sample case 3, move 30: the teleport fallback.
    let thirty = &games[2].log.as_ref().unwrap()[29];
    assert_eq!((thirty.made.as_str(), thirty.to), ("teleport 2", (16, 15)));
    assert!(thirty.decided_by.contains("else teleport first usable"));
    let out = robots(&["run", "--log", "scenarios/sample.in"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("add `--format json`"));
}

/// The sample output: case 1 won in 5 moves, case 2 lost in 2, case 3
/// lost in 114 after 3 teleports.
const SAMPLE_SUMMARY: &str = "\
Summary of 3 games:
  won                1   33.3%
  lost               2   66.7%
  survived           0    0.0%
  endless            0    0.0%
  moves            121  40.33 a game
  teleports          3  1.00 a game, in 1 games (33.3%)
";

#[test]
fn the_summary_totals_the_games_with_their_shares() {
    let contest = stdout_of(&["run", "scenarios/sample.in"]);
    let with = stdout_of(&["run", "--summary", "scenarios/sample.in"]);
    assert_eq!(with, format!("{contest}\n{SAMPLE_SUMMARY}"));
    for jobs in ["1", "2"] {
        let only = stdout_of(&[
            "run",
            "--summary-only",
            "--jobs",
            jobs,
            "scenarios/sample.in",
        ]);
        assert_eq!(only, SAMPLE_SUMMARY);
    }
    let json = stdout_of(&[
        "run",
        "--summary",
        "--format",
        "json",
        "scenarios/sample.in",
    ]);
    let last: serde_json::Value = serde_json::from_str(json.lines().last().unwrap()).unwrap();
    let totals: Totals = serde_json::from_value(last["summary"].clone()).unwrap();
    assert_eq!(
        (totals.games, totals.won, totals.lost, totals.moves),
        (3, 1, 2, 121)
    );
    assert_eq!((totals.teleports, totals.games_with_teleports), (3, 1));
}

#[test]
fn the_summary_counts_endless_and_survived_games() {
    for (name, word, phrase) in [
        ("sticky-debris", "endless", "Game does not end"),
        ("survival", "survived", "Survived "),
    ] {
        let rules = format!("rules/variants/{name}.rules");
        let input = format!("scenarios/variants/{name}.in");
        let expected = read(&format!("scenarios/variants/{name}.out"));
        let count = expected.matches(phrase).count();
        assert!(count > 0, "{name}");
        let only = stdout_of(&["run", "--rules", &rules, "--summary-only", &input]);
        let line = only
            .lines()
            .find(|l| l.trim_start().starts_with(word))
            .unwrap();
        assert_eq!(
            line.split_whitespace().nth(1),
            Some(count.to_string().as_str()),
            "{only}"
        );
    }
}
