//! The views of Janken Tactics (`robots run --trace`, `robots explain`,
//! a move's log): every move's cheapest path and cost, or the check that
//! fails and the cell and rule behind it, on a data set built so that
//! each reason happens once (`tests/data/janken-tactics/reasons.in`).
//!
//! The data set, by the statement's costs (field 1, woods 2, hills 3,
//! mountains 4, underwater never; 10 points a move) and its neighbours
//! ((r, c-1), (r, c+1), (r-1, c), (r-1, c+1), (r+1, c-1), (r+1, c)):
//! rows B, D, F and I and most of H are underwater, so rows A, C, E and
//! G are separate corridors.
//!
//! - Row A: A5 field, A6 underwater, A7 field, A8 and A9 underwater; a
//!   guardian (first) on A5.
//! - Row C: all field; a mage (first) on C3, a guardian (second) on C6
//!   (a guardian does not beat a mage: only its cell is in the way).
//! - Row E: E1 field, E2 field, E3 mountains, E4 hills, E5 to E9 field;
//!   a guardian (first) on E1, a mage (first) on E2.
//! - Row G: all field; a swordsman (first) on G1. H4 (field) holds a
//!   guardian (second), which beats a swordsman; H4's neighbours on row
//!   G are G4 and G5.
//!
//! The moves and what a person finds checking them:
//!  1. E1 -> E5: through the ally on E2: E2 1 + E3 4 + E4 3 + E5 1 = 9,
//!     the only path: successful, 1 point left.
//!  2. E2 -> E9 (the mage): E3 4 + E4 3 + E5 1 (the guardian now there
//!     is an ally) + E6..E9 4 = 12 > 10: over the points.
//!  3. G1 -> G7: the corridor passes G4, next to the guardian on H4: a
//!     swordsman may end there but not go on: no path (zone of control).
//!  4. C3 -> C9: C6 holds an enemy: no path (an enemy in the way).
//!  5. A5 -> A7: A6 is underwater and row B too: no path (terrain).
//!  6. A5 -> A6: the destination is underwater.
//!  7. E2 -> E5: E5 holds the guardian moved there by move 1.
//!  8. E2 -> E2: the mage's own cell.
//!  9. E1 -> E2: E1 was left by move 1: no unit.
//! 10. E5 -> A1: A1 is not on the hexagon (row A runs from A5 to A9).
//! 11. G1 -> G3: G2 1 + G3 1 = 2 (G3 is not next to H4): 8 left.
//! 12. A1 -> E5: the start is off the map.

use crate::support::{read, robots, text};
use crate::tables::janken;
use robots::run::Cases;
use robots::scenario::tactics::Reader;
use robots::tactics::DataSets;
use robots::views::explained::Explained;
use robots::views::style::Paint;
use robots::views::tactics::TacticsViews;
use robots::views::trace::{Frame, Moves, Traced};

const REASONS: &str = "tests/data/janken-tactics/reasons.in";

/// The contest output of the data set, as reasoned above.
const RESULT: &str = "Game #1
Move #1 (E1 -> E5): Successful (1 points left)
Move #2 (E2 -> E9): Unsuccessful
Move #3 (G1 -> G7): Unsuccessful
Move #4 (C3 -> C9): Unsuccessful
Move #5 (A5 -> A7): Unsuccessful
Move #6 (A5 -> A6): Unsuccessful
Move #7 (E2 -> E5): Unsuccessful
Move #8 (E2 -> E2): Unsuccessful
Move #9 (E1 -> E2): Unsuccessful
Move #10 (E5 -> A1): Unsuccessful
Move #11 (G1 -> G3): Successful (8 points left)
Move #12 (A1 -> E5): Unsuccessful
";

/// Where `rules/janken-tactics.rules` states `rule`, as the reasons cite
/// it: ` (rules/janken-tactics.rules:N)`.
fn cited(rule: &str) -> String {
    let line = read("rules/janken-tactics.rules")
        .lines()
        .position(|l| l.starts_with(rule))
        .unwrap_or_else(|| panic!("no `{rule}`"))
        + 1;
    format!("`{rule}` (rules/janken-tactics.rules:{line})")
}

/// Each move's reason, as the explanation's one line a move says it,
/// each rule cited at its line.
fn reasons_said() -> Vec<String> {
    let zone = cited("unit next to enemy that beats it: ends the move");
    let enemy = cited("unit into enemy: blocked");
    let water = cited("unit into underwater: blocked");
    [
        "guardian (first): Successful, cost 9 of 10 points (1 left)".to_string(),
        "mage (first): Unsuccessful: the cheapest path costs 12, over the 10 points".to_string(),
        format!("swordsman (first): Unsuccessful: no path: with zones of control set aside the cheapest path is G1 G2 G3 G4 G5 G6 G7, and G4 is next to the guardian (second) on H4, which beats a swordsman: {zone}"),
        format!("mage (first): Unsuccessful: no path: with enemy units and their zones set aside the cheapest path is C3 C4 C5 C6 C7 C8 C9, and C6 holds the enemy guardian (second): {enemy}"),
        format!("guardian (first): Unsuccessful: no path: with terrain, enemy units and their zones set aside the cheapest path is A5 A6 A7, and A6 is underwater: {water}"),
        format!("guardian (first): Unsuccessful: the destination A6 is underwater: {water}"),
        "mage (first): Unsuccessful: the destination E5 is occupied by the guardian (first)".to_string(),
        "mage (first): Unsuccessful: the destination E2 is the unit's own cell".to_string(),
        "no unit: Unsuccessful: no unit stands on E1".to_string(),
        "guardian (first): Unsuccessful: the destination A1 is off the map".to_string(),
        "swordsman (first): Successful, cost 2 of 10 points (8 left)".to_string(),
        "no unit: Unsuccessful: the start A1 is off the map".to_string(),
    ]
    .to_vec()
}

fn run(args: &[&str]) -> String {
    let out = robots(args, "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    text(&out.stdout)
}

#[test]
fn the_trace_draws_each_move_with_its_path_or_its_reason() {
    let trace = run(&["run", "--trace", "--rules", "janken-tactics", REASONS]);
    assert!(trace.starts_with("Case 1:\nStart: 7 units, 12 moves, 10 points a move\n"));
    assert!(trace.ends_with(RESULT), "{trace}");
    assert!(trace.contains(
        "Move 1: guardian (first) E1 -> E5: Successful, path E1 E2 E3 E4 E5, cost 9 of 10 points\n"
    ));
    // After move 1, row E (row 5): the start left as path, the mage on
    // E2, the path over E3 and E4, the guardian on E5, fields after.
    assert!(trace.contains("\n5 * M * * G f f f f\n"), "{trace}");
    // Row A drawn as the hexagon's top row: columns 1-4 are off the
    // board; the guardian on A5, then underwater, field, underwater. Each
    // row leans half a cell (one character) from the next, as the map
    // draws a hexagon: row A, four rows above the middle, starts four
    // characters right of row E.
    assert!(trace.contains("\n1     G u f u u\n"));
    for (k, said) in reasons_said().iter().enumerate().skip(1) {
        let (who, verdict) = said.split_once(": ").unwrap();
        let (from, to) = RESULT.lines().nth(k + 1).unwrap()[..]
            .split_once('(')
            .unwrap()
            .1
            .split_once(')')
            .unwrap()
            .0
            .split_once(" -> ")
            .unwrap();
        let note = format!("Move {}: {who} {from} -> {to}: {verdict}\n", k + 1);
        if k == 10 {
            assert!(trace.contains(&note.replace(
                "Successful, cost 2 of 10 points (8 left)",
                "Successful, path G1 G2 G3, cost 2 of 10 points"
            )));
        } else {
            assert!(trace.contains(&note), "{note}");
        }
    }
    // The zone of control's cell is marked where the path stops: after
    // move 3 row G (7) shows the path from G1 to G3 and `x` on G4.
    let after3 = trace.split("Move 3:").nth(1).unwrap();
    // Row G, two rows below the middle, starts two characters right of it.
    assert!(after3.contains("\n7   S * * x f f f\n"), "{after3}");
}

#[test]
fn moves_shown_are_chosen_and_the_result_is_the_whole_data_set() {
    let trace = run(&[
        "run",
        "--trace",
        "--moves",
        "11",
        "--rules",
        "janken-tactics",
        REASONS,
    ]);
    assert!(!trace.contains("Start:"));
    assert!(!trace.contains("Move 1:"));
    assert!(trace.contains("Move 11: swordsman (first) G1 -> G3: Successful"));
    assert!(trace.ends_with(RESULT));
}

#[test]
fn explain_lists_every_move_with_its_reason() {
    let listed = run(&[
        "explain",
        "--rules",
        "janken-tactics",
        REASONS,
        "--case",
        "1",
    ]);
    let mut lines = listed.lines();
    assert_eq!(lines.next(), Some("Game #1: 12 moves, 10 points a move"));
    for ((line, said), result) in lines.zip(reasons_said()).zip(RESULT.lines().skip(1)) {
        let head = result.split_once("): ").unwrap().0;
        assert_eq!(line, format!("{head}): {said}"));
    }
}

#[test]
fn explain_takes_one_move_cell_by_cell() {
    let one = run(&[
        "explain",
        "--rules",
        "janken-tactics",
        REASONS,
        "--case",
        "1",
        "--move",
        "1",
    ]);
    assert!(
        one.contains(
            "  start E1 (field), no cost
  E2 (field, the mage (first)) +1 = 1
  E3 (mountains) +4 = 5
  E4 (hills) +3 = 8
  E5 (field) +1 = 9
  total 9 of 10 points: 1 points left
"
        ),
        "{one}"
    );
    let over = run(&[
        "explain",
        "--rules",
        "janken-tactics",
        REASONS,
        "--case",
        "1",
        "--move",
        "2",
    ]);
    assert!(
        over.contains("  E5 (field, the guardian (first)) +1 = 8\n"),
        "{over}"
    );
    assert!(over.contains("  E9 (field) +1 = 12\n  total 12 of 10 points: over by 2"));
    let zone = run(&[
        "explain",
        "--rules",
        "janken-tactics",
        REASONS,
        "--case",
        "1",
        "--move",
        "3",
    ]);
    assert!(
        zone.contains("  G4 (field) +1 = 3\n  stopped at G4: the path may not go on from there\n")
    );
    let out = robots(
        &[
            "explain",
            "--rules",
            "janken-tactics",
            REASONS,
            "--case",
            "1",
            "--move",
            "13",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains(&format!("{REASONS}: case 1 has moves 1 to 12, not 13")));
}

/// Every frame of the data set, traced in-process.
fn frames() -> (String, Vec<Frame>) {
    let table = janken();
    let input = read(REASONS);
    let mut reader = Reader::new(input.as_bytes(), "reasons.in", &table);
    let set = DataSets(&mut reader).next_case().unwrap().unwrap();
    let mut views = TacticsViews::new(&table);
    let mut frames = Vec::new();
    let result = views
        .trace(1, &set, Moves::default(), Paint::new(false), &mut |_, f| {
            frames.push(f);
            Ok(())
        })
        .unwrap();
    (result, frames)
}

#[test]
fn a_move_s_log_says_its_unit_path_cost_and_reason() {
    let (result, frames) = frames();
    assert_eq!(result, RESULT);
    assert_eq!(frames.len(), 13);
    assert!(frames[0].log.is_null());
    assert_eq!(
        frames[1].log,
        serde_json::json!({
            "move": 1, "from": "E1", "to": "E5", "unit": "guardian", "side": "first",
            "valid": true, "cost": 9, "points": 10, "left": 1,
            "path": ["E1", "E2", "E3", "E4", "E5"], "reason": null, "detail": null
        })
    );
    assert_eq!(frames[1].path, [(5, 1), (5, 2), (5, 3), (5, 4), (5, 5)]);
    assert_eq!(frames[1].steps, [((5, 1), (5, 5))]);
    let over = &frames[2].log;
    assert_eq!(over["valid"], false);
    assert_eq!(over["cost"], 12);
    assert_eq!(over["left"], serde_json::Value::Null);
    assert_eq!(over["reason"], "over-points");
    let reasons: Vec<&str> = frames[3..]
        .iter()
        .map(|f| f.log["reason"].as_str().unwrap_or("-"))
        .collect();
    assert_eq!(
        reasons,
        [
            "zone-of-control",
            "enemy-in-the-way",
            "terrain",
            "cannot-end",
            "occupied",
            "occupied",
            "no-unit",
            "off-the-map",
            "-",
            "off-the-map"
        ]
    );
    // An unsuccessful move moves nothing.
    assert!(frames[3].steps.is_empty());
}

/// The explanation agrees with the validation on every shared data set
/// (a disagreement is refused), and the trace's result is the contest
/// output.
#[test]
fn the_trace_of_the_shared_data_sets_is_their_output() {
    let table = janken();
    let input = read("tests/data/janken-tactics/public.in");
    let expected = read("tests/data/janken-tactics/public.out");
    let mut reader = Reader::new(input.as_bytes(), "public.in", &table);
    let mut cases = DataSets(&mut reader);
    let mut views = TacticsViews::new(&table);
    let mut all = String::new();
    let mut number = 0;
    while let Some(set) = cases.next_case().unwrap() {
        number += 1;
        let result = views
            .trace(
                number,
                &set,
                Moves::default(),
                Paint::new(false),
                &mut |_, _| Ok(()),
            )
            .unwrap();
        all.push_str(&result);
        let listed = views
            .explain(number, &set, None, Paint::new(false))
            .unwrap();
        assert_eq!(listed.lines().count(), set.moves.len() + 1);
    }
    assert_eq!(all, expected);
}

/// The square variant drawn: nine rows of nine cells, the king's
/// diagonal step from A1 to C3 through B2 (two fields: cost 2).
#[test]
fn a_square_variant_is_drawn_as_its_square() {
    let mut input = String::from("1\n");
    for _ in 0..9 {
        input.push_str("F F F F F F F F F\n");
    }
    input.push_str("1 1\nG A1\nS I9\n1\nA1 C3\n");
    let out = robots(
        &[
            "run",
            "--trace",
            "--rules",
            "rules/variants/square-janken.rules",
            "-",
        ],
        &input,
    );
    let trace = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(trace.contains(
        "Move 1: guardian (first) A1 -> C3: Successful, path A1 B2 C3, cost 2 of 10 points\n"
    ));
    assert!(trace.contains("\n1 * f f f f f f f f\n2 f * f f f f f f f\n3 f f G f f f f f f\n"));
    assert!(trace.contains("\n9 f f f f f f f f S\n"));
    assert!(trace.ends_with("Game #1\nMove #1 (A1 -> C3): Successful (8 points left)\n"));
}

/// Three sides (`rules/variants/janken-three-sides.rules`): the third
/// side is an enemy of the first too. On a map of fields a swordsman
/// (first) on E5 goes to E9; the straight path E6 E7 E8 E9 costs 4, but
/// a guardian (third), which beats a swordsman, stands on D8, whose
/// neighbours are D7, D9, C8, C9, E7 and E8: the swordsman may not pass
/// E7 or E8, and the cheapest way round (by row F, re-entering row E at
/// E9) costs 5 fields.
#[test]
fn three_sides_are_drawn_and_every_other_side_is_an_enemy() {
    let mut input = String::from("1\n");
    for n in [5, 6, 7, 8, 9, 8, 7, 6, 5] {
        input.push_str(&vec!["F"; n].join(" "));
        input.push('\n');
    }
    input.push_str("1 0 1\nS E5\nG D8\n1\nE5 E9\n");
    let rules = "rules/variants/janken-three-sides.rules";
    let out = robots(&["run", "--trace", "--rules", rules, "-"], &input);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let trace = text(&out.stdout);
    assert!(
        trace.contains(
            "  first: S E5\n  second: no units\n  third: G D8\n  rows 1 to 9 are A to I\n"
        )
    );
    let note = trace
        .lines()
        .find(|l| l.starts_with("Move 1: swordsman (first) E5 -> E9: Successful, path E5 "))
        .unwrap_or_else(|| panic!("{trace}"));
    assert!(note.ends_with(" E9, cost 5 of 10 points"), "{note}");
    let path = note
        .split_once("path ")
        .unwrap()
        .1
        .split_once(',')
        .unwrap()
        .0;
    assert_eq!(path.split(' ').count(), 6, "{path}");
    assert!(!path.contains("E7") && !path.contains("E8"), "{path}");
    assert!(trace.ends_with("Move #1 (E5 -> E9): Successful (5 points left)\n"));
}

/// `--moves` and `--solve` of `robots explain` weigh a pursuit's
/// strategy, which a tactics game has not: refused, not ignored.
#[test]
fn explain_refuses_the_options_of_a_pursuit() {
    let out = robots(
        &[
            "explain",
            "--rules",
            "janken-tactics",
            REASONS,
            "--case",
            "1",
            "--moves",
            "2..3",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("this file plays `format janken-tactics`"));
}

/// The explaining search agrees with the validation (a disagreement is
/// refused) on generated data sets of every shipped tactics game, and the
/// trace's results are the plain run's output line for line.
#[test]
fn the_trace_agrees_with_the_run_on_generated_data_sets() {
    for rules in [
        "janken-tactics",
        "rules/variants/square-janken.rules",
        "rules/variants/janken-three-sides.rules",
    ] {
        let sets = run(&["gen", "--rules", rules, "--seed", "7", "--cases", "60"]);
        let plain = robots(&["run", "--rules", rules, "-"], &sets);
        let traced = robots(&["run", "--trace", "--rules", rules, "-"], &sets);
        assert_eq!(traced.status.code(), Some(0), "{}", text(&traced.stderr));
        let traced_text = text(&traced.stdout);
        let lines: Vec<&str> = traced_text
            .lines()
            .filter(|l| l.starts_with("Game #") || l.starts_with("Move #"))
            .collect();
        let plain_text = text(&plain.stdout);
        assert_eq!(lines, plain_text.lines().collect::<Vec<_>>(), "{rules}");
        assert!(lines.len() > 60 * 2, "{rules}: {} lines", lines.len());
    }
}

/// docs/views.md's excerpt of a Janken explanation is what it prints.
#[test]
fn the_docs_excerpt_is_what_explain_prints() {
    let doc = read("docs/views.md");
    let section = &doc[doc.find("### Janken Tactics").unwrap()..];
    let open = section.find("```\n").unwrap() + 4;
    let close = section[open..].find("```").unwrap();
    let excerpt = &section[open..open + close];
    let printed = run(&[
        "explain",
        "--rules",
        "janken-tactics",
        REASONS,
        "--case",
        "1",
        "--move",
        "3",
    ]);
    assert!(printed.starts_with(excerpt), "{printed}");
}
