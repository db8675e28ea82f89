//! The views on the reasons' data set: the trace, the explanation and a
//! move's log, move by move as the module's doc reasons them.

use super::*;

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
