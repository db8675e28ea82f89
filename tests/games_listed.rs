//! Every game in `rules/` is one the user can find: `robots games` lists
//! it by its file's name, the README's game table and the language
//! reference's opening name its file, and `robots --help` points to the
//! list rather than stating how many games there are (a count there went
//! stale when games were added).

use crate::support::{read, robots, text};
use std::fs;

/// The names of the rules files directly in `rules/`, without `.rules`.
fn shipped() -> Vec<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/rules");
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("rules/ is readable")
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".rules").map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

#[test]
fn every_game_in_rules_is_listed_by_the_binary_and_the_docs() {
    let names = shipped();
    assert!(names.len() >= 9, "the nine games of rules/: {names:?}");
    let out = robots(&["games"], "");
    assert!(out.status.success());
    let listed = text(&out.stdout);
    let first_words: Vec<&str> = listed
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    let readme = read("README.md");
    let reference = read("docs/rules-language.md");
    // The reference names the games in its opening paragraph.
    let opening = reference.split("\n\n").nth(1).unwrap_or_default();
    for name in &names {
        assert!(
            first_words.contains(&name.as_str()),
            "`robots games` lists {name}: {listed}"
        );
        let file = format!("{name}.rules");
        assert!(readme.contains(&file), "the README names {file}");
        assert!(
            opening.contains(&file),
            "the reference's opening names {file}: {opening}"
        );
    }
}

#[test]
fn the_help_points_to_the_list_of_games_without_counting_them() {
    let out = robots(&["--help"], "");
    assert!(out.status.success());
    let help = text(&out.stdout);
    assert!(help.contains("`robots games`"), "{help}");
    for count in ["Four games", "four games", "Nine games", "nine games"] {
        assert!(!help.contains(count), "the help counts the games: {help}");
    }
}
