//! `robots solve` on map games: the shortest wins and the proofs of no
//! win worked out by hand on the shared cases, every line found played
//! back through `robots run` as the case's `moves:` line, the case's
//! turns and the budget obeyed; where a game threw its win away
//! (`explain --solve`). Games of two sides: tests/solve_sides.rs.

use crate::support::{read, repo, robots, text};
use robots::solve::report::CaseJson;

/// A positions budget, so that the answers do not hang on the clock.
const BUDGET: &str = "300000";

/// The cases of a map input, each its own text (cases are apart by blank
/// lines).
fn cases_of(input: &str) -> Vec<String> {
    input
        .split("\n\n")
        .map(str::trim)
        .filter(|c| c.contains("map"))
        .map(|c| format!("{c}\n"))
        .collect()
}

/// `robots solve` of `input` under `rules`, as JSON objects.
fn solved(rules: &str, input: &str, budget: &str) -> Vec<CaseJson> {
    let out = robots(
        &[
            "solve", "--rules", rules, "--budget", budget, "--format", "json",
        ],
        input,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect()
}

fn solve_text(rules: &str, input: &str, args: &[&str]) -> String {
    let mut all = vec!["solve", "--rules", rules];
    all.extend_from_slice(args);
    let out = robots(&all, input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// Sokoban's first shared case: the player stands on (3,2) and the one
/// box off a goal on (4,3), diagonal to it, with a goal on (4,4) east of
/// the box. No single walk pushes it; S then E pushes it onto the goal,
/// so the shortest win has 2 moves (the case's own input takes 10).
#[test]
fn a_shortest_win_is_found() {
    let input = &cases_of(&read("tests/data/map-games/sokoban.in"))[0];
    let out = solve_text("sokoban", input, &["--budget", BUDGET]);
    assert_eq!(
        out,
        "Case 1: the input's moves won after 10 moves; a win in 2 moves: S E\n"
    );
}

/// Sokoban's second shared case has a box on (6,8), the board's corner,
/// off a goal: no walk can push it out (a push needs the player beyond
/// it), so no line wins and the search, with no turns to stop it, runs
/// out of positions. The sixth case's player, on the west edge of a 1 x
/// 10 board, cannot walk west, and walking east pushes a box into a box:
/// no move at all is legal.
#[test]
fn no_win_is_proved() {
    let cases = cases_of(&read("tests/data/map-games/sokoban.in"));
    let second = &solved("sokoban", &cases[1], BUDGET)[0];
    assert_eq!(second.result, "none");
    assert!(second.positions > 0);
    let sixth = &solved("sokoban", &cases[5], BUDGET)[0];
    assert_eq!((sixth.result.as_str(), sixth.positions), ("none", 0));
}

/// Lights Out on 3 x 3 (a press toggles its cell and rook neighbours):
/// presses commute and pressing twice undoes, and on 3 x 3 the nine
/// presses' effects are independent, so each board has exactly one set of
/// presses that clears it. The first shared case's input clears it with
/// (1,2) (3,2) (3,1) (2,1), so that set, in some order, is the shortest
/// win.
#[test]
fn a_press_game_is_solved() {
    let input = &cases_of(&read("tests/data/map-games/lights-out.in"))[0];
    let case = &solved("lights-out", input, BUDGET)[0];
    assert_eq!((case.strategy.as_str(), case.strategy_moves), ("won", 4));
    let mut line = case.moves.clone();
    line.sort();
    assert_eq!(line, ["(1,2)", "(2,1)", "(3,1)", "(3,2)"]);
}

/// A case's turns bound the search: with `turns 1`, Sokoban's first case
/// (whose shortest win takes 2 moves) has no win.
#[test]
fn the_cases_turns_bound_the_search() {
    let input = &cases_of(&read("tests/data/map-games/sokoban.in"))[0];
    let input = input.replace("moves:", "turns 1\nmoves:");
    let case = &solved("sokoban", &input, BUDGET)[0];
    assert_eq!(case.result, "none");
    let input = input.replace("turns 1", "turns 2");
    assert_eq!(solved("sokoban", &input, BUDGET)[0].moves, ["S", "E"]);
}

/// The budget stops the search: Sokoban's second case takes thousands
/// of positions to prove, and 5 do not.
#[test]
fn the_budget_stops_the_search() {
    let input = &cases_of(&read("tests/data/map-games/sokoban.in"))[1];
    let out = solve_text("sokoban", input, &["--budget", "5"]);
    assert!(out.ends_with("undecided after 5 positions\n"), "{out}");
}

/// The rules of a game played by its strategy, with its moves taken from
/// the input instead: the same game for any line of moves.
fn by_input(game: &str) -> std::path::PathBuf {
    let rules = read(&format!("rules/{game}.rules"));
    let start = rules.find("\nstrategy:").expect("a strategy section");
    let edited = format!("{}\nmoves from input\n", &rules[..start]);
    let path = std::env::temp_dir().join(format!("solve-maps-{game}-{}.rules", std::process::id()));
    std::fs::write(&path, edited).expect("a temporary file");
    path
}

/// Every line found, written as the case's `moves:` line and played by
/// `robots run`, wins after exactly its own number of moves; it is never
/// longer than a game the case's strategy or input won; and a case so won
/// is never said to have no win.
#[test]
fn every_line_found_wins_when_played() {
    // The rules searched, the shared cases, the rules that play a line.
    let games = [
        ("rules/sokoban.rules", "sokoban", None, "5x5"),
        // Lights Out on 3 x 3 has 512 positions: every case is decided.
        ("rules/lights-out.rules", "lights-out", None, "3x3"),
        (
            "rules/variants/sokoban-hex.rules",
            "sokoban-hex",
            None,
            "5x5",
        ),
        (
            "rules/fenced-robots.rules",
            "fenced-robots",
            Some("fenced-robots"),
            "5x5",
        ),
        (
            "rules/twin-robots.rules",
            "twin-robots",
            Some("twin-robots"),
            "5x5",
        ),
    ];
    let mut checked = 0;
    for (path, data, strategy, size) in games {
        let game = repo(path).to_str().expect("a UTF-8 path").to_string();
        let replay_rules = match strategy {
            Some(name) => by_input(name),
            None => repo(path),
        };
        let shared = read(&format!("tests/data/map-games/{data}.in"));
        let generated = robots(
            &[
                "gen", "--rules", &game, "--seed", "5", "--cases", "25", "--size", size,
            ],
            "",
        );
        assert!(generated.status.success(), "{}", text(&generated.stderr));
        let inputs = [(shared, BUDGET), (text(&generated.stdout), "20000")];
        let cases = inputs.iter().flat_map(|(input, budget)| {
            cases_of(input).into_iter().map(move |case| (case, *budget))
        });
        for (case, budget) in cases {
            let solved = &solved(&game, &case, budget)[0];
            if solved.strategy == "won" {
                assert_ne!(solved.result, "none", "{game}: {case}");
            }
            if solved.result != "win" || solved.moves.is_empty() {
                continue;
            }
            if solved.strategy == "won" {
                assert!(
                    solved.moves.len() as u32 <= solved.strategy_moves,
                    "{game}: {case}"
                );
            }
            let kept: Vec<&str> = case.lines().filter(|l| !l.starts_with("moves:")).collect();
            let played = format!("{}\nmoves: {}\n", kept.join("\n"), solved.moves.join(" "));
            let rules = replay_rules.to_str().expect("a UTF-8 path");
            let out = robots(&["run", "--rules", rules], &played);
            assert!(out.status.success(), "{}", text(&out.stderr));
            // The map format's end line says `moves` whatever the number.
            let won = format!("Won after {} moves.", solved.moves.len());
            assert!(text(&out.stdout).contains(&won), "{game}: {played}");
            checked += 1;
        }
    }
    // 19 of the shared cases have a line of one move or more.
    assert!(checked > 19, "only {checked} lines checked");
}

fn explain_solve(rules: &str, input: &str, case: &str) -> String {
    let path = std::env::temp_dir().join(format!(
        "solve-maps-explain-{}-{case}-{}.in",
        std::process::id(),
        input.len()
    ));
    std::fs::write(&path, input).expect("a temporary file");
    let path = path.to_str().expect("a UTF-8 path");
    let args = [
        "explain", "--solve", "--rules", rules, path, "--case", case, "--budget", BUDGET,
    ];
    let out = robots(&args, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// `explain --solve` on Sokoban's fifth shared case: the player starts on
/// (5,2) below a box on (3,3), with a goal on (4,3) under the box. The
/// input walks N and E to (4,3), then N pushes the box to (2,3), against
/// the top wall, where no push can bring it down to a goal: that third
/// move threw the win away. Before it, from (4,3), the player needs 4
/// walks to (2,3) above the box (round it by the east or the west) and a
/// push S: a win in 5 moves. Played after the input's first two moves,
/// that line wins after 7.
#[test]
fn explain_solve_marks_the_move_that_threw_a_win_away() {
    let cases = cases_of(&read("tests/data/map-games/sokoban.in"));
    let out = explain_solve("sokoban", &cases[4], "1");
    assert!(out.starts_with("Case 1: stopped after 4 moves\n"), "{out}");
    assert!(
        out.contains("Move 3 throws the win away: after the input's N, no line wins"),
        "{out}"
    );
    let tail = out.lines().last().expect("a last line");
    let line = tail
        .strip_prefix("a win from the position before move 3, in 5 moves: ")
        .unwrap_or_else(|| panic!("{out}"));
    let kept: Vec<&str> = cases[4]
        .lines()
        .filter(|l| !l.starts_with("moves:"))
        .collect();
    let played = format!("{}\nmoves: N E {line}\n", kept.join("\n"));
    let run = robots(&["run", "--rules", "sokoban"], &played);
    assert!(text(&run.stdout).contains("Won after 7 moves."), "{played}");
}

/// The other answers: a game won has nothing to throw away (the first
/// case); the second case has no win from its start (a box in the
/// corner); and the first case's input cut after `S` stops with a win
/// still there, `E` pushing the box onto the goal.
#[test]
fn explain_solve_says_when_no_move_threw_a_win_away() {
    let cases = cases_of(&read("tests/data/map-games/sokoban.in"));
    let won = explain_solve("sokoban", &cases[0], "1");
    assert!(
        won.ends_with("the game is won: there is no win to throw away\n"),
        "{won}"
    );
    let none = explain_solve("sokoban", &cases[1], "1");
    assert!(none.contains("no line wins from the start ("), "{none}");
    let cut: Vec<String> = cases[0]
        .lines()
        .map(|l| match l.starts_with("moves:") {
            true => "moves: S".to_string(),
            false => l.to_string(),
        })
        .collect();
    let short = explain_solve("sokoban", &cut.join("\n"), "1");
    assert_eq!(
        short,
        "Case 1: stopped after 1 move\nthe game stopped after 1 move with a win still there, in 1 move: E\n"
    );
}
