//! `robots diff` through the binary: the canonical rules against the
//! same rules with `minimize row` and `minimize column` swapped, on
//! `robots gen --seed 5 --cases 200`. The cases whose results differ are
//! found here independently, by playing both rule sets in-process and
//! comparing their contest outputs; the first move where the games part,
//! by driving both engines move by move.

use crate::support::{cases, edited, play, read, robots, text};
use robots::diagnostics::Source;
use robots::engine::Engine;
use robots::rules;
use robots::scenario::CaseReader;

/// The canonical rules with the row and column keys swapped.
fn swapped() -> String {
    edited(&[
        ("  minimize row\n", "  minimize ROW\n"),
        ("  minimize column\n", "  minimize row\n"),
        ("  minimize ROW\n", "  minimize column\n"),
    ])
}

/// The move at which the two rule sets' games of each case part (none
/// where they never do), by the engines alone.
fn partings(a: &str, b: &str, input: &str) -> Vec<Option<u32>> {
    let table = |text: &str| rules::load(&Source::new("x.rules", text)).unwrap().table();
    let (mut ea, mut eb) = (Engine::new(table(a)), Engine::new(table(b)));
    let mut reader = CaseReader::new(input.as_bytes(), "g.in", ea.board(), ea.table().start);
    let mut found = Vec::new();
    while let Some(case) = reader.next_case().unwrap() {
        let moves_a = ea.play(&case.robots, &case.teleports).unwrap().moves;
        let moves_b = eb.play(&case.robots, &case.teleports).unwrap().moves;
        let (mut sa, mut sb) = (
            ea.start(&case.robots, &case.teleports),
            eb.start(&case.robots, &case.teleports),
        );
        let mut parted = None;
        for m in 1..=moves_a.max(moves_b) {
            let (ca, cb) = (ea.choose(&sa), eb.choose(&sb));
            let (ma, mb) = (ca.player_move(), cb.player_move());
            if m > moves_a.min(moves_b) || (ma.to, ma.teleport()) != (mb.to, mb.teleport()) {
                parted = Some(m);
                break;
            }
            ea.apply(&mut sa, ca);
            eb.apply(&mut sb, cb);
            if (sa.robots(), sa.debris_count()) != (sb.robots(), sb.debris_count()) {
                parted = Some(m);
                break;
            }
        }
        found.push(parted);
    }
    found
}

#[test]
fn diff_names_where_each_differing_game_parts_and_the_key_and_counts_21() {
    let generated = robots(&["gen", "--seed", "5", "--cases", "200"], "");
    let games = text(&generated.stdout);
    let canonical = read("rules/robots.rules");
    let x = swapped();
    // Independently: the cases whose contest outputs differ.
    let (out_a, out_b) = (cases(&play(&canonical, &games)), cases(&play(&x, &games)));
    assert_eq!(out_a.len(), 200);
    let differing: Vec<usize> = (0..200)
        .filter(|&i| out_a[i] != out_b[i])
        .map(|i| i + 1)
        .collect();
    // The issue counts 21 of the 200.
    assert_eq!(differing.len(), 21);
    let dir = std::env::temp_dir().join(format!("robots-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let x_path = dir.join("X.rules");
    std::fs::write(&x_path, &x).unwrap();
    let x_name = x_path.to_str().unwrap();
    let out = robots(&["diff", "rules/robots.rules", x_name, "-"], &games);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    let partings = partings(&canonical, &x, &games);
    let line = |text: &str, words: &str| text.lines().position(|l| l.trim() == words).unwrap() + 1;
    let keys_a = [
        line(&canonical, "minimize row"),
        line(&canonical, "minimize column"),
    ];
    let keys_b = [line(&x, "minimize row"), line(&x, "minimize column")];
    let mut listed = Vec::new();
    let blocks: Vec<&str> = shown.split("case ").skip(1).collect();
    for block in &blocks {
        let (number, rest) = block.split_once(':').unwrap();
        let k: usize = number.parse().unwrap();
        listed.push(k);
        let m = partings[k - 1].expect("a differing game parts somewhere");
        assert!(
            rest.starts_with(&format!(" the games part at move {m}\n")),
            "case {k}: {block}"
        );
        // Neither robots nor the nearest robot told the two choices apart
        // (they would have chosen alike): a row or column key did, in
        // each file.
        let lines: Vec<&str> = rest.lines().collect();
        let cites = |l: &str, name: &str, keys: [usize; 2]| {
            keys.iter().any(|n| l.ends_with(&format!("({name}:{n})")))
        };
        assert!(
            lines[1].trim_start().starts_with("rules/robots.rules"),
            "{block}"
        );
        assert!(cites(lines[1], "rules/robots.rules", keys_a), "{block}");
        assert!(lines[2].trim_start().starts_with(x_name), "{block}");
        assert!(cites(lines[2], x_name, keys_b), "{block}");
    }
    assert_eq!(listed, differing);
    let ending_alike = partings.iter().filter(|p| p.is_some()).count() - 21;
    assert!(shown.ends_with(&format!(
        "200 cases: 179 identical ({ending_alike} of them by other moves), 21 differ\n"
    )));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_case_off_the_second_files_board_is_reported_and_the_rest_compared() {
    let small = edited(&[
        ("board 31 rows x 31 columns", "board 20 rows x 20 columns"),
        ("(15, 15)", "(5, 5)"),
    ]);
    let dir = std::env::temp_dir().join(format!("robots-diff-board-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("small.rules");
    std::fs::write(&path, small).unwrap();
    let out = robots(
        &[
            "diff",
            "rules/robots.rules",
            path.to_str().unwrap(),
            "scenarios/sample.in",
        ],
        "",
    );
    let _ = std::fs::remove_dir_all(&dir);
    // Guards: one misfit case no longer refuses the whole run.
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    // Case 1's robots are on the small board; case 3's (5,31) is not.
    assert!(
        shown.contains("case 3: skipped: it does not fit the board of"),
        "{shown}"
    );
    assert!(shown.contains("(scenarios/sample.in:11:1): (5,31) is off its board"));
    assert!(
        shown.contains("case 1: the games part at move 1"),
        "{shown}"
    );
    assert!(
        shown.ends_with("; 1 more skipped: not on both boards\n"),
        "{shown}"
    );
}

#[test]
fn standard_input_is_read_once_and_cases_count_from_1() {
    let out = robots(&["diff", "-", "rules/robots.rules"], "");
    assert_eq!(
        out.status.code(),
        Some(2),
        "rules and scenarios both from stdin"
    );
    assert!(text(&out.stderr).contains("standard input can be read once"));
    for args in [
        vec!["explain", "scenarios/sample.in", "--case", "0"],
        vec![
            "explain",
            "scenarios/sample.in",
            "--case",
            "1",
            "--move",
            "0",
        ],
        vec!["run", "--trace", "--case", "0", "scenarios/sample.in"],
        vec!["replay", "scenarios/sample.in", "--case", "0", "-o", "-"],
    ] {
        assert_eq!(robots(&args, "").status.code(), Some(2), "{args:?}");
    }
    let out = robots(
        &[
            "explain",
            "scenarios/sample.in",
            "--case",
            "1",
            "--move",
            "6",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("case 1 has moves 1 to 5, not 6"));
}
