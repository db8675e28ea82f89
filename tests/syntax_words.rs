//! What a rules file's mistakes are told, in the file's own words: a
//! syntax error offers only its own kind of game's words, names curly
//! quotes and words after a complete statement; a rules name that is no
//! file and no game gets the shipped games' names; a statement two kinds
//! share is not given to one of them; a sentence after a legend block is
//! read as a statement; a repeated legend name does not hide later
//! mistakes.

use crate::support::{read, robots, text};

/// `robots check -` on `rules`: its diagnostics.
fn checked(rules: &str) -> String {
    let out = robots(&["check", "-"], rules);
    assert_eq!(out.status.code(), Some(1), "the rules were accepted");
    text(&out.stderr)
}

/// A shipped rules file with `from` replaced by `to` (which must occur).
fn edited(path: &str, from: &str, to: &str) -> String {
    let text = read(path);
    assert!(text.contains(from), "{path} has no `{from}`");
    text.replacen(from, to, 1)
}

// Guards: `walks king` in a Robots file was offered Janken Tactics' and
// RobotRace's words ("expected `beats`, `have`, `into`, `next`, `off`,
// `start` or `step`"); a Robots line never begins with a word of its own,
// so the first word is the error, and `player walks king` is offered.
#[test]
fn a_robots_file_is_offered_only_robots_words() {
    let err = checked(&edited(
        "rules/robots.rules",
        "\nplayer walks king",
        "\nwalks king",
    ));
    assert!(err.contains("expected a statement, found `walks`"), "{err}");
    assert!(err.contains("did you mean `player walks king`?"), "{err}");
    for other in ["`beats`", "`have`", "`next`", "`start`"] {
        assert!(!err.contains(other), "{other} offered: {err}");
    }
    // After `robots`, the pursuit's words only (not RobotRace's `start`).
    let err = checked(&edited(
        "rules/robots.rules",
        "robots step king",
        "robots stepp king",
    ));
    assert!(
        err.contains("expected `into`, `meeting`, `off` or `step`"),
        "{err}"
    );
    // An unknown first line lists the pursuit's statements, not `units`.
    let err = checked(&format!("{}\nfoo bar\n", read("rules/robots.rules")));
    assert!(err.contains("those of a `robots` game begin with"), "{err}");
    assert!(!err.contains("`units`"), "{err}");
}

// Guards: Janken Tactics still gets its own words after a unit kind.
#[test]
fn a_tactics_file_is_still_offered_its_unit_words() {
    let err = checked(&edited(
        "rules/janken-tactics.rules",
        "guardian beats swordsman",
        "guardian beatz swordsman",
    ));
    assert!(err.contains("`beats`"), "{err}");
}

// Guards: curly quotes get a hint to use straight ones (they got only
// "expected `ends` or a quoted name").
#[test]
fn curly_quotes_get_a_hint_to_use_straight_quotes() {
    let err = checked(&edited(
        "rules/robots.rules",
        "game \"Robots\"",
        "game \u{201c}Robots\u{201d}",
    ));
    assert!(err.contains("is a curly quote (U+201C)"), "{err}");
    assert!(err.contains("straight double quotes"), "{err}");
}

// Guards: words after a complete statement are named as such, all of
// them (they got "start a new line here").
#[test]
fn extra_words_after_a_statement_are_named() {
    let err = checked(&edited(
        "rules/robots.rules",
        "\nplayer walks king",
        "\nplayer walks king very quickly",
    ));
    assert!(
        err.contains("unexpected words after the statement: `very quickly`"),
        "{err}"
    );
    assert!(!err.contains("start a new line here"), "{err}");
}

// Guards: a rules name that is neither a file nor a shipped game gets a
// did-you-mean of the shipped games (it got only "cannot read janken").
#[test]
fn a_near_game_name_gets_a_did_you_mean() {
    let out = robots(&["run", "--rules", "janken", "scenarios/sample.in"], "");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("did you mean `janken-tactics`?"), "{err}");
    assert!(
        err.contains("`robot-race`") && err.contains("`crosses`"),
        "{err}"
    );
}

// Guards: shell completion of `--rules` offers the shipped games' names
// (it offered files only).
#[test]
fn completion_of_rules_offers_the_shipped_games() {
    for (shell, line_of_rules) in [
        (
            "bash",
            "compgen -W \"robots janken-tactics robot-race crosses fenced-robots twin-robots sokoban k-in-a-row lights-out\"",
        ),
        (
            "fish",
            "-a \"robots janken-tactics robot-race crosses fenced-robots twin-robots sokoban k-in-a-row lights-out\"",
        ),
        (
            "zsh",
            "(robots janken-tactics robot-race crosses fenced-robots twin-robots sokoban k-in-a-row lights-out)",
        ),
    ] {
        let out = robots(&["completions", shell], "");
        assert!(text(&out.stdout).contains(line_of_rules), "{shell}");
    }
}

// Guards: `units step king` in a Crosses file was said to be "a
// statement of a `robots` game", the first of the two kinds that have it.
#[test]
fn a_statement_two_kinds_share_names_both() {
    let err = checked(&format!("{}units step king\n", read("rules/crosses.rules")));
    assert!(
        err.contains("a statement of `robots`, `janken-tactics` and `map` games"),
        "{err}"
    );
    assert!(!err.contains("a statement of a `robots` game"), "{err}");
}

// Guards: a sentence at the margin after `terrain:` was read as a terrain
// line; it ends the block and is reported as the statement it tries to
// be (an outcome rule missing its `:`).
#[test]
fn a_sentence_after_a_terrain_block_is_read_as_a_statement() {
    let err = checked(&edited(
        "rules/janken-tactics.rules",
        "  U underwater\n",
        "  U underwater\nunit into woods costs 2\n",
    ));
    assert!(err.contains("write an outcome rule like"), "{err}");
    assert!(!err.contains("symbol"), "{err}");
}

// Guards: a name listed twice in a legend stopped the report: the unknown
// unit kind two lines later went unreported.
#[test]
fn a_repeated_legend_name_does_not_hide_later_mistakes() {
    let text = edited(
        "rules/janken-tactics.rules",
        "  M mage\n",
        "  M mage\n  X mage\n",
    );
    let text = text.replacen(
        "guardian beats swordsman\n",
        "guardian beats swordsman\nfoo beats guardian\n",
        1,
    );
    let err = checked(&text);
    assert!(err.contains("this name is listed twice"), "{err}");
    assert!(err.contains("unknown unit kind `foo`"), "{err}");
}
