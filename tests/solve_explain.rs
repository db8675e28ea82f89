//! `robots explain --solve`: the move where the strategy threw a win away
//! is marked, on a hand-made case reasoned beside the test, and the line
//! shown from there replays as a win through the engine; a game not lost,
//! a game no line wins and a budget that runs out are said so.

use crate::support::{read, robots, text};
use robots::diagnostics::Source;
use robots::engine::table::Table;
use robots::engine::{End, Engine};
use robots::rules;
use robots::solve::mistake::{self, Mistake};
use robots::solve::{Budget, Verdict, line, solve_from};

const RULES: &str = "tests/data/solve/five.rules";
const INPUT: &str = "tests/data/solve/thrown.in";

fn five() -> Table {
    rules::load(&Source::new(RULES, read(RULES)))
        .unwrap_or_else(|e| panic!("{e}"))
        .table()
}

fn budget() -> Budget {
    Budget {
        positions: Some(100_000),
        time: None,
    }
}

/// The canonical rules on a 5 x 5 board, the player on (3,3), robots on
/// (1,1), (1,2) and (2,4):
///
/// ```text
///   1 2 3 4 5
/// 1 R R . . .
/// 2 . . . R .
/// 3 . . @ . .
/// ```
///
/// Move 1. Walking W to (3,2): the robots on (1,1) and (1,2) both step to
/// (2,2) (its distance to (3,2) is 1, every other neighbour's more) and
/// meet, leaving debris there; the robot on (2,4) steps to (3,3) (distance
/// 1). Walking SW to (4,2) does the same to the first two (now distance
/// 2 from (2,2)) and sends the third to (3,3), at distance 2 from the
/// player: the strategy's `maximize nearest robot` takes SW (2 against 1;
/// both leave one robot, and N, NW, E and stay let a robot reach the
/// player; SE and S leave three robots).
///
/// After W, the player walks NW to (2,1): the robot on (3,3) steps to its
/// neighbour nearest (2,1), (2,2) at distance 1, where the debris lies,
/// and is destroyed: won in 2 moves. After SW, the last robot stands
/// diagonally next to the player with the debris behind it, and every line
/// loses: the strategy's own walks SW into the corner (5,1) and is caught
/// at move 3, and the search proves no other line does better. So move 1
/// is the mistake: SW leaves no win, W (candidate 7) keeps one.
#[test]
fn the_move_that_throws_the_win_away_is_marked_and_its_line_wins() {
    let table = five();
    let mut engine = Engine::new(table);
    let (robots_at, teleports) = ([(1, 1), (1, 2), (2, 4)], []);
    let record = engine.play(&robots_at, &teleports).unwrap();
    assert_eq!((record.end, record.moves), (End::Lost, 3));
    let found = mistake::find(&mut engine, &robots_at, &teleports, budget()).unwrap();
    let Mistake::Thrown(thrown) = found else {
        panic!("{found:?}")
    };
    assert_eq!(thrown.number, 1);
    assert_eq!(thrown.strategy.to, (4, 2), "the strategy walks SW");
    assert_eq!(thrown.line[0].to, (3, 2), "W keeps a win");
    assert!(thrown.proof > 0, "the loss after SW is not immediate");
    // The position after the strategy's move has no win, the one before
    // it has one: the search agrees with itself on both.
    let after = mistake::after(&mut engine, &robots_at, &teleports, 1);
    assert_eq!(
        solve_from(&mut engine, &after, 1, budget()).verdict,
        Verdict::NoWin
    );
    let before = mistake::after(&mut engine, &robots_at, &teleports, 0);
    let names = line::names_from(&mut engine, &before, &thrown.line);
    assert_eq!(names, ["W", "NW"]);
    assert_eq!(
        line::replay_from(&mut engine, before, 0, &names),
        Ok(Some(End::Won))
    );
}

#[test]
fn explain_solve_prints_the_marked_move_in_full_and_the_line() {
    let out = robots(
        &["explain", "--solve", "--rules", RULES, INPUT, "--case", "1"],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "Case 1: lost after 3 moves");
    assert!(
        lines[1].starts_with(
            "Move 1 throws the win away: after the strategy's walk SW from (3,3) to (4,2), no line wins (proved by searching "
        ),
        "{stdout}"
    );
    assert!(
        lines[1].ends_with("while candidate 7 (walk W to (3,2)) keeps one"),
        "{stdout}"
    );
    // The move in full, as `explain --move 1` shows it.
    assert!(stdout.contains("6  walk SW    (4,2)"), "{stdout}");
    assert!(stdout.contains("chosen: 6 (walk SW to (4,2))"), "{stdout}");
    let last = lines.last().unwrap();
    assert_eq!(
        *last,
        "a win from the position before move 1, in 2 moves: W NW"
    );
    // The line as printed replays as a win through the engine.
    let names: Vec<String> = last
        .split(": ")
        .nth(1)
        .unwrap()
        .split(' ')
        .map(str::to_string)
        .collect();
    let mut engine = Engine::new(five());
    let replayed = line::replay(&mut engine, &[(1, 1), (1, 2), (2, 4)], &[], &names);
    assert_eq!(replayed, Ok(Some(End::Won)));
}

#[test]
fn explain_solve_says_when_there_is_nothing_to_mark() {
    let explain = |case: &str, budget: &str| {
        let out = robots(
            &[
                "explain",
                "--solve",
                "--budget",
                budget,
                "scenarios/sample.in",
                "--case",
                case,
            ],
            "",
        );
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        text(&out.stdout)
    };
    // Sample case 1 is won by the strategy.
    assert_eq!(
        explain("1", "100000"),
        "Case 1: won after 5 moves\nthe strategy's game is not lost: there is no win to throw away\n"
    );
    // Sample case 2: every line loses (see tests/solve.rs).
    assert!(explain("2", "100000").contains("no line wins from the start (42 positions searched)"));
    // Sample case 3 is lost after 114 moves, and a budget of 5 positions
    // (overrun by at most one position's moves) decides nothing.
    let undecided = explain("3", "5");
    assert!(
        undecided.contains(
            "undecided: the budget ran out deciding whether a line wins from the start ("
        ),
        "{undecided}"
    );
    // --solve marks one move: it goes with neither --move nor --moves.
    let out = robots(
        &[
            "explain",
            "--solve",
            "scenarios/sample.in",
            "--case",
            "1",
            "--move",
            "1",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
}
