//! `robots solve`: every win it prints replays as a win, through the
//! engine and through the oracle; a hand-made case with no win is proved
//! so, by as many positions as the reasoning beside it counts; the
//! output's text and JSON.

use crate::support::{read, robots, text};
use robots::diagnostics::Source;
use robots::engine::table::{Offset, Table};
use robots::engine::{End, Engine};
use robots::geometry::offset_name;
use robots::oracle::{Move, MoveKind, Oracle};
use robots::rules;
use robots::scenario::CaseReader;
use robots::solve::report::CaseJson;
use robots::solve::{Budget, Verdict, line, solve};

fn table_of(rules_text: &str) -> Table {
    rules::load(&Source::new("test.rules", rules_text))
        .unwrap_or_else(|e| panic!("{e}"))
        .table()
}

fn cases(table: &Table, input: &str) -> Vec<(Vec<Offset>, Vec<Offset>)> {
    let mut reader = CaseReader::new(input.as_bytes(), "test.in", table.board, table.start);
    let mut out = Vec::new();
    while let Some(case) = reader.next_case().unwrap() {
        out.push((case.robots, case.teleports));
    }
    out
}

/// Plays the moves named `names` through the oracle: how the game stands
/// after the last (a loss or a win before it is a failure).
fn oracle_replay(table: &Table, robots: &[Offset], teleports: &[Offset], names: &[String]) -> End {
    let oracle = Oracle::new(table, teleports);
    let mut pos = oracle.start(robots);
    let shape = table.board.shape();
    for (i, name) in names.iter().enumerate() {
        let mv = if let Some(cell) = name.strip_prefix("teleport ") {
            let entry = (0..teleports.len())
                .find(|&e| {
                    cell == format!("({},{})", teleports[e].0, teleports[e].1) && !pos.spent[e]
                })
                .unwrap_or_else(|| panic!("move {}: no unspent entry {cell}", i + 1));
            Move {
                kind: MoveKind::Teleport(entry),
                to: teleports[entry],
                push: None,
            }
        } else {
            let decision = oracle.decide(&pos);
            let found = decision.candidates.iter().find(|c| match c.kind {
                MoveKind::Walk(offset) => offset_name(shape, offset) == *name,
                MoveKind::Stay => name == "stay",
                MoveKind::Teleport(_) => false,
            });
            let candidate = found.unwrap_or_else(|| panic!("move {}: no candidate {name}", i + 1));
            candidate
                .verdict
                .as_ref()
                .unwrap_or_else(|why| panic!("move {}: {name} is illegal: {why:?}", i + 1))
                .mv
        };
        let (next, reply) = oracle.make(&pos, &mv);
        let last = i + 1 == names.len();
        if reply.lost() {
            assert!(last, "move {}: lost", i + 1);
            return End::Lost;
        }
        if table.won_when_no_robots && next.robots.is_empty() {
            assert!(last, "move {}: won before the line's end", i + 1);
            return End::Won;
        }
        if table.survive_moves == Some(i as u32 + 1) {
            return End::Survived;
        }
        pos = next;
    }
    panic!("the line ended with the game going on")
}

/// Solves every case of `input` and replays each line found through the
/// engine and the oracle: each ends as one of `goals`. Returns how many
/// lines.
fn wins_replay(rules_text: &str, input: &str, goals: &[End]) -> usize {
    let table = table_of(rules_text);
    let mut engine = Engine::new(table.clone());
    let budget = Budget {
        positions: Some(100_000),
        time: None,
    };
    let mut wins = 0;
    for (k, (robots, teleports)) in cases(&table, input).iter().enumerate() {
        let solution = solve(&mut engine, robots, teleports, budget);
        let Verdict::Win { moves, repeats } = &solution.verdict else {
            continue;
        };
        wins += 1;
        let names = line::names(&mut engine, robots, teleports, moves);
        assert_eq!(names.len(), moves.len());
        if repeats.is_some() {
            // A survival by repetition: the line never ends by itself.
            continue;
        }
        let by_engine = line::replay(&mut engine, robots, teleports, &names);
        let by_oracle = oracle_replay(&table, robots, teleports, &names);
        assert_eq!(by_engine, Ok(Some(by_oracle)), "case {}: {names:?}", k + 1);
        assert!(goals.contains(&by_oracle), "case {}: {names:?}", k + 1);
    }
    wins
}

#[test]
fn every_win_found_replays_as_a_win_through_the_engine_and_the_oracle() {
    let generated = text(&robots(&["gen", "--seed", "3", "--cases", "25"], "").stdout);
    let wins = wins_replay(rules::CANONICAL, &generated, &[End::Won]);
    // The strategy alone wins most generated games, so the search does too.
    assert!(wins >= 15, "{wins} wins in 25 games");
    // Sample case 1 is won by the strategy; case 3 lost by it after 114
    // moves, with three teleports: the search wins both.
    assert!(wins_replay(rules::CANONICAL, &read("scenarios/sample.in"), &[End::Won]) >= 2);
}

#[test]
fn a_surviving_line_replays_as_survived() {
    // `won after surviving 20 moves` beside `won when no robots`: sample
    // case 2, lost by the strategy at move 2, is lost by every line (see
    // below); the others are won either way.
    let wins = wins_replay(
        &read("rules/variants/survival.rules"),
        &read("scenarios/sample.in"),
        &[End::Won, End::Survived],
    );
    assert!(wins >= 2, "{wins}");
}

/// A corridor one row high: the canonical rules on a 1 x 4 board, the
/// player starting on (1,1).
fn corridor() -> String {
    rules::CANONICAL
        .replace("board 31 rows x 31 columns", "board 1 rows x 4 columns")
        .replace("player starts at (15, 15)", "player starts at (1, 1)")
}

/// Robots on (1,3) and (1,4), no teleports. Move 1: the walks but E leave
/// the board; walking E to (1,2) is next to the robot on (1,3), which
/// steps onto the player: lost (position 1). Staying: the robots step to
/// (1,2) and (1,3), apart, nobody lost (position 2). Move 2 from there:
/// E holds a robot, so staying is the only move, and the robot on (1,2)
/// steps onto the player: lost (position 3). No line wins, and the search
/// proves it having made those 3 positions.
#[test]
fn a_corridor_with_no_way_out_has_no_win() {
    let table = table_of(&corridor());
    let mut engine = Engine::new(table);
    let solution = solve(&mut engine, &[(1, 3), (1, 4)], &[], Budget::default());
    assert_eq!(solution.verdict, Verdict::NoWin);
    assert_eq!(solution.positions, 3);
    let record = engine.play(&[(1, 3), (1, 4)], &[]).unwrap();
    assert_eq!((record.end, record.moves), (End::Lost, 2));
}

#[test]
fn a_lone_robot_on_a_board_without_debris_is_never_beaten() {
    // Robots die meeting each other, on debris or under pushed debris, and
    // only robots meeting make debris: a lone robot never dies, so the
    // search proves no win without looking past the start's moves.
    let mut engine = Engine::new(rules::canonical().table());
    let solution = solve(&mut engine, &[(1, 1)], &[], Budget::default());
    assert_eq!(solution.verdict, Verdict::NoWin);
    assert_eq!(solution.positions, 9, "the start's 8 walks and staying");
}

#[test]
fn solve_prints_each_case_as_text_or_json() {
    let out = robots(&["solve", "--budget", "100000", "scenarios/sample.in"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let lines: Vec<String> = text(&out.stdout).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines[0].starts_with("Case 1: the strategy won after 5 moves; a win in "));
    // Sample case 2: four robots two cells away diagonally; the strategy
    // loses at move 2, and so does every line.
    assert!(lines[1].starts_with("Case 2: the strategy lost after 2 moves; no win ("));
    assert!(lines[2].starts_with("Case 3: the strategy lost after 114 moves; a win in "));
    let out = robots(
        &[
            "solve",
            "--budget",
            "100000",
            "--format",
            "json",
            "scenarios/sample.in",
        ],
        "",
    );
    let solved: Vec<CaseJson> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(solved.len(), 3);
    assert_eq!((solved[1].case, solved[1].strategy.as_str()), (2, "lost"));
    assert_eq!(solved[1].result, "none");
    assert!(solved[1].moves.is_empty());
    assert_eq!(solved[2].result, "win");
    assert!(solved[2].positions > 0);
    let table = rules::canonical().table();
    let sample = cases(&table, &read("scenarios/sample.in"));
    let (robots_3, teleports_3) = &sample[2];
    let mut engine = Engine::new(table);
    let replayed = line::replay(&mut engine, robots_3, teleports_3, &solved[2].moves);
    assert_eq!(replayed, Ok(Some(End::Won)));
}

#[test]
fn a_budget_that_runs_out_leaves_the_case_undecided() {
    let out = robots(&["solve", "--budget", "5", "scenarios/sample.in"], "");
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("Case 3: the strategy lost after 114 moves; undecided after "),
        "{stdout}"
    );
    let out = robots(&["solve", "--budget", "soon", "scenarios/sample.in"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("is not a budget"));
}

/// A strip (bench/rules/strip.rules): the player walks E and W on a 9 x 15
/// board from (5,8), robots step only N and S. A lone robot on (1,1)
/// walks down column 1 to row 5 and stays there, never reaching the
/// player: the strategy's game repeats forever (`endless`). Without debris
/// a lone robot never dies, so no line wins: the search proves it with
/// the start's three moves (E, W, stay), none of which loses.
#[test]
fn an_endless_game_is_solved_as_endless_with_no_win() {
    let strip = read("bench/rules/strip.rules");
    let mut engine = Engine::new(table_of(&strip));
    let record = engine.play(&[(1, 1)], &[]).unwrap();
    assert!(matches!(record.end, End::Repeats { .. }), "{record:?}");
    let solution = solve(&mut engine, &[(1, 1)], &[], Budget::default());
    assert_eq!(solution.verdict, Verdict::NoWin);
    assert_eq!(solution.positions, 3);
    let out = robots(
        &[
            "solve",
            "--rules",
            "bench/rules/strip.rules",
            "--format",
            "json",
            "-",
        ],
        "1 0\n1 1\n0 0\n",
    );
    let solved: CaseJson = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert_eq!(
        (solved.strategy.as_str(), solved.result.as_str()),
        ("endless", "none")
    );
}

/// The strip with `won after surviving 50 moves` for `won when no robots`:
/// the robot on (1,1) never reaches a player who stays out of column 1,
/// so lines survive, and the search finds a short one that comes back to
/// a position it stood in (`repeats`). Replayed through the engine, no
/// move of it loses, and the position after its last move is the one
/// after move `repeats`: from there the moves repeat forever.
#[test]
fn a_line_that_survives_by_repetition_comes_back_to_its_position() {
    let rules_text = read("bench/rules/strip.rules")
        .replace("won when no robots", "won after surviving 50 moves");
    let table = table_of(&rules_text);
    let mut engine = Engine::new(table);
    let solution = solve(&mut engine, &[(1, 1)], &[], Budget::default());
    let Verdict::Win {
        moves,
        repeats: Some(k),
    } = solution.verdict
    else {
        panic!("{:?}", solution.verdict)
    };
    assert!((k as usize) < moves.len(), "{k} {moves:?}");
    assert!(moves.len() < 50);
    let mut state = engine.start(&[(1, 1)], &[]);
    let mut positions = vec![state.clone()];
    for (i, &mv) in moves.iter().enumerate() {
        assert!(!engine.make(&mut state, mv), "move {} loses", i + 1);
        positions.push(state.clone());
    }
    assert!(positions[k as usize].same_position(&state), "{k} {moves:?}");
    // By name, the line replays to no end of its own: the game goes on.
    let names = line::names(&mut engine, &[(1, 1)], &[], &moves);
    assert_eq!(line::replay(&mut engine, &[(1, 1)], &[], &names), Ok(None));
}
