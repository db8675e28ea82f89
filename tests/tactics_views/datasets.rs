//! The views on other data sets: the shared ones, generated ones, a
//! square variant and three sides; and the options they refuse.

use super::*;

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
