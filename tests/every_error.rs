//! Every error of a rules file in one run, through the real binary; and
//! every whole rules file the README and the docs show checks clean.

use crate::support::{read, repo, robots, text};

/// The canonical rules with three broken lines, three statements deleted
/// and four words misspelt: ten mistakes, ten errors, each at its line.
#[test]
fn ten_mistakes_give_ten_errors_in_one_run() {
    let mut rules = read("rules/robots.rules");
    for (from, to) in [
        // Broken lines: the grammar refuses each.
        ("player starts at (15, 15)", "player starts at (15 15)"),
        ("player walks king", "player walks"),
        ("robots meeting: debris", "robots meeting debris"),
        // Deleted statements the game needs.
        ("won when no robots\n", ""),
        ("player into robot: blocked\n", ""),
        ("robot into player: lost\n", ""),
        // Misspelt words in value positions.
        ("distance manhattan", "distance manhatan"),
        ("player into debris: push", "player into debris: psuh"),
        ("  maximize nearest robot", "  maximize nearest robto"),
        (
            "  else teleport first usable",
            "  else teleport frist usable",
        ),
    ] {
        assert!(rules.contains(from), "{from}");
        rules = rules.replacen(from, to, 1);
    }
    let dir = std::env::temp_dir().join(format!("robots-ten-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("ten.rules");
    std::fs::write(&path, &rules).unwrap();
    let name = path.display().to_string();
    let out = robots(&["check", &name], "");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains(&format!("{name}:9:22: 10 errors in the rules")),
        "{err}"
    );
    // Each broken line and misspelling at its own line and column; the
    // missing statements at the end of the last one-line statement, which
    // is where they are to be added.
    for expected in [
        ":9:22: expected `,`, found `15`",
        ":11:10: unknown distance `manhatan`",
        ":15:13: expected a direction set",
        ":25:21: unknown outcome `psuh` for `player into debris`",
        ":37:16: expected `on` or `:`, found `debris`",
        ": the rules never say what happens when the player moves into a robot",
        ": the rules never say what happens when a robot moves into the player",
        ": the rules never say how the game is won",
        ":50:12: unknown strategy key `nearest robto`",
        ":53:8: unknown fallback `teleport frist usable`",
    ] {
        assert!(err.contains(expected), "missing {expected:?} in\n{err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// The ```rules blocks of the README and of docs/*.md: each a whole file.
fn documented_rules() -> Vec<(String, String)> {
    let mut pages = vec![repo("README.md")];
    for entry in std::fs::read_dir(repo("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            pages.push(path);
        }
    }
    let mut blocks = Vec::new();
    for page in pages {
        let body = std::fs::read_to_string(&page).unwrap();
        let mut lines = body.lines().enumerate();
        while let Some((n, line)) = lines.next() {
            if line.trim() == "```rules" {
                let block: Vec<&str> = lines
                    .by_ref()
                    .map(|(_, l)| l)
                    .take_while(|l| l.trim() != "```")
                    .collect();
                let name = format!("{}:{}", page.display(), n + 1);
                blocks.push((name, block.join("\n") + "\n"));
            }
        }
    }
    blocks
}

#[test]
fn every_rules_file_in_the_docs_checks_clean() {
    let blocks = documented_rules();
    assert!(
        !blocks.is_empty(),
        "no ```rules block in README.md or docs/"
    );
    for (name, text) in blocks {
        let source = robots::diagnostics::Source::new(name.as_str(), text.as_str());
        match robots::rules::load(&source) {
            Ok(compiled) => assert!(
                compiled.warnings.is_empty(),
                "{name}: {}",
                compiled.warnings[0]
            ),
            Err(e) => panic!("{name} does not check:\n{e}\n{text}"),
        }
    }
}
