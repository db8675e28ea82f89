//! `robots explain` on a race, a hexagon race drawn, the traces of the
//! shipped cases, the docs' excerpt and a program's seconds.

use super::*;

fn explain(input: &str, extra: &[&str]) -> String {
    let path = std::env::temp_dir().join(format!(
        "race-views-{}-{}.in",
        std::process::id(),
        input.len() + extra.len()
    ));
    std::fs::write(&path, input).unwrap();
    let mut args = vec!["explain", "--rules", "robot-race", path.to_str().unwrap()];
    args.extend_from_slice(extra);
    let out = robots(&args, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// `robots explain` of example 1: the seconds of each robot to C and D
/// (as above; x (1,4) reaches D (2,3) in 3: south to (2,4), a turn, west),
/// each robot's proposals in order with their worth, a line a round, and
/// the prizes with the round each was settled in.
#[test]
fn explain_gives_the_seconds_table_and_the_rounds() {
    let out = explain(EXAMPLE_1, &["--case", "1"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[2], "     C D   proposes to");
    assert_eq!(lines[3], "  a  4 2   C $100, D $99");
    assert_eq!(lines[4], "  b  2 4   D $100, C $99");
    assert_eq!(lines[5], "  x  1 3   C $100");
    assert!(
        out.contains(
            "  2  round 2: a -> D; D turns away b (which held it) for a (2 < 4 seconds); holds C x, D a\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("  4  round 4: b's list ran out: it surrenders"),
        "{out}"
    );
    assert!(
        out.ends_with(
            "prizes: a 99 (D, round 2), b 20 (surrenders, round 4), x 100 (C, round 1)\n"
        ),
        "{out}"
    );
}

/// Example 2, round 3 in full: b proposes to C (2 seconds, east twice),
/// which x holds (2 seconds, west twice). At equal times the earlier
/// letter wins (the statement's rule 7): C keeps b and turns x away, and
/// x, with no other token on its list, surrenders in round 4.
#[test]
fn explain_a_round_in_full_says_why_a_robot_was_turned_away() {
    let out = explain(EXAMPLE_2, &["--case", "1", "--move", "3"]);
    assert!(
        out.starts_with("round 3:\n  b proposes to C ($99 to it, 2 seconds away)\n"),
        "{out}"
    );
    assert!(
        out.contains(
            "accepted: C keeps b and turns away x (which held it): b and x both enter it in 2 seconds; at equal times the earlier letter wins"
        ),
        "{out}"
    );
    let round_1 = explain(EXAMPLE_1, &["--case", "1", "--move", "1"]);
    assert!(
        round_1.contains(
            "  a proposes to C ($100 to it, 4 seconds away)\n    turned away: C keeps x: x enters it in 1 second, a in 4 seconds\n"
        ),
        "{round_1}"
    );
}

/// A move past the last program is refused with the moves the case has:
/// example 1 has 4 rounds and 3 robots, 7 moves.
#[test]
fn explain_refuses_a_move_the_race_does_not_have() {
    let path = std::env::temp_dir().join(format!("race-views-refusal-{}.in", std::process::id()));
    std::fs::write(&path, EXAMPLE_1).unwrap();
    let p = path.to_str().unwrap();
    let out = robots(
        &[
            "explain",
            "--rules",
            "robot-race",
            p,
            "--case",
            "1",
            "--move",
            "8",
        ],
        "",
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("case 1 has moves 1 to 7, not 8"),
        "{}",
        text(&out.stderr)
    );
}

/// `rules/variants/race-hex.rules`: a hexagon of 4 cells a side; row 1
/// holds columns 4 to 7, row 4 columns 1 to 7, row 7 columns 1 to 4. a on
/// (1,4), A on (1,7), b on (4,1), an obstacle on (3,4) (row 3 starts at
/// column 2).
///
/// a -> A: facing E, three forwards: 3 seconds. b -> A, offset (-3, 6):
/// three NE and three E steps with one turn: 7 seconds (NE first passes
/// a's start, which robots share; E first passes (3,5), beside the
/// obstacle). A keeps a (3 < 7); b surrenders.
#[test]
fn a_hexagon_race_is_drawn_as_its_rows() {
    let input = "7\na  A\n     \n  *   \nb      \n      \n     \n    \n2\na:A\nb:A\n";
    let (shown, result) = frames(&race_hex(4), input);
    assert_eq!(result, "a 100\nb 20\n");
    let drawn =
        robots::views::board::draw(&shown[0].1.grid, shown[0].1.focus, &[], Paint::new(false));
    // Drawn as a hexagon: no column ruler, the widest row (4, seven cells)
    // right after the row number, each row further from it half a cell
    // (one character) further in, so row 1 and row 7 by three.
    let rows: Vec<&str> = drawn.lines().take(7).collect();
    assert_eq!(rows[0], "1    a . . A");
    assert_eq!(rows[2], "3  . . * . . .");
    assert_eq!(rows[3], "4 b . . . . . .");
    assert_eq!(rows[6], "7    . . . .");
    assert_eq!(shown[1].1.log["turned_away"][0]["for_seconds"], json!(3));
    assert_eq!(shown[1].1.log["turned_away"][0]["seconds"], json!(7));
    let a = shown
        .iter()
        .find(|(_, f)| f.log["robot"] == json!("a"))
        .unwrap();
    assert_eq!(a.1.path, [(1, 4), (1, 5), (1, 6), (1, 7)]);
    assert_eq!(
        a.1.log["program"],
        json!(["face E", "forward", "forward", "forward"])
    );
}

/// On every shipped case, the trace's result is the contest output, and
/// each winner's program takes exactly its fewest seconds (one second a
/// command) along cells one facing apart.
#[test]
fn traces_of_every_shipped_case_agree_with_the_contest_output() {
    for stem in ["examples", "public"] {
        let input = read(&format!("tests/data/robot-race/{stem}.in"));
        let expected = read(&format!("tests/data/robot-race/{stem}.out"));
        let table = race();
        let mut reader = Reader::new(input.as_bytes(), "test.in", &table);
        let mut views = RaceViews::new(&table);
        let mut results = Vec::new();
        let mut number = 0;
        while let Some(case) = reader.next_case().unwrap() {
            number += 1;
            let mut programs = Vec::new();
            let result = views
                .trace(
                    number,
                    &case,
                    Moves::default(),
                    Paint::new(false),
                    &mut |_, f| {
                        if f.log.get("program").is_some() {
                            programs.push(f);
                        }
                        Ok(())
                    },
                )
                .unwrap();
            for f in &programs {
                let Some(seconds) = f.log["seconds"].as_u64() else {
                    continue;
                };
                let commands = f.log["program"].as_array().unwrap().len() - 1;
                assert_eq!(commands as u64, seconds, "{stem} case {number}: {}", f.log);
                for w in f.path.windows(2) {
                    let (dr, dc) = (w[1].0 - w[0].0, w[1].1 - w[0].1);
                    assert_eq!(dr.abs() + dc.abs(), 1, "{stem} case {number}: {}", f.log);
                }
            }
            results.push(result);
        }
        assert_eq!(results.join("\n"), expected, "{stem}");
    }
}

/// docs/views.md's RobotRace excerpt is what `robots explain` prints for
/// the statement's example 1 (its values are reasoned in the tests above).
#[test]
fn the_docs_show_a_race_explained_as_printed() {
    let doc = read("docs/views.md");
    let rest = &doc[doc.find("### RobotRace").unwrap()..];
    let open = rest.find("```\n").unwrap() + 4;
    let close = rest[open..].find("```").unwrap();
    let out = robots(
        &[
            "explain",
            "--rules",
            "robot-race",
            "tests/data/robot-race/examples.in",
            "--case",
            "2",
        ],
        "",
    );
    assert_eq!(&rest[open..open + close], text(&out.stdout));
}

/// `rules/variants/race-costly.rules`, turns 2 seconds: a on (1,1), A on
/// (2,3). Either way round takes three forwards and one turn: 1 + 1 + 1
/// + 2 = 5 seconds; the program's last command enters A at 5 seconds.
#[test]
fn a_program_counts_the_rules_seconds_for_a_turn() {
    let input = "2\na  \n  A\n1\na:A\n";
    let (shown, result) = frames(&crate::race_variants::race_costly(), input);
    assert_eq!(result, "a 100\n");
    let program = shown.last().unwrap();
    assert_eq!(program.1.log["seconds"], json!(5));
    let commands = program.1.log["program"].as_array().unwrap();
    assert_eq!(commands.len(), 1 + 4, "{}", program.1.log);
    let path = std::env::temp_dir().join(format!("race-views-costly-{}.in", std::process::id()));
    std::fs::write(&path, input).unwrap();
    let out = robots(
        &[
            "explain",
            "--rules",
            "rules/variants/race-costly.rules",
            path.to_str().unwrap(),
            "--case",
            "1",
            "--move",
            "2",
        ],
        "",
    );
    let out = text(&out.stdout);
    assert!(
        out.ends_with("  5 s  forward to (2,3)\n  collects A after 5 seconds: $100\n"),
        "{out}"
    );
}
