//! A map game's rules refused where they leave open what happens (two
//! pieces meeting on one cell, chasers meeting) or say what cannot happen,
//! each with the line to add or the menu of what may be said there.

use crate::support::{read, robots, text};

/// `robots check FILE` on `text` (written to a file of its own): its
/// exit code and stderr.
fn check_text(name: &str, rules: &str) -> (i32, String) {
    let path = std::env::temp_dir().join(format!("{name}-{}.rules", std::process::id()));
    std::fs::write(&path, rules).unwrap();
    let out = robots(&["check", path.to_str().unwrap()], "");
    (out.status.code().unwrap_or(-1), text(&out.stderr))
}

/// Where two pieces would meet on one cell, what happens is a rule the
/// game states, refused when missing with the line to add: a stone placed on a stone, a robot stepping onto
/// debris, pushed debris meeting a robot are each refused when missing,
/// with the line to add. And a piece that moves by a rule (a robot) is
/// neither pushed by the player nor shared with it, nor does a pushed
/// piece move onto one: `push` and `move` there are off the menu.
#[test]
fn a_meeting_of_two_pieces_the_rules_leave_open_is_refused() {
    let k = read("rules/k-in-a-row.rules");
    let fenced = read("rules/fenced-robots.rules");
    let without = |text: &str, line: &str| {
        assert!(text.contains(line), "{line}");
        text.replace(&format!("{line}\n"), "")
    };
    let replaced = |text: &str, line: &str, by: &str| {
        assert!(text.contains(line), "{line}");
        text.replace(line, by)
    };
    for (name, text, said) in [
        (
            "stone",
            without(&k, "stone into stone: blocked"),
            "add a line such as `stone into stone: blocked`",
        ),
        (
            "debris",
            without(&fenced, "robot into debris: destroyed"),
            "add a line such as `robot into debris: destroyed`",
        ),
        (
            "crush",
            without(&fenced, "pushed debris into robot: robot destroyed"),
            "add a line such as `pushed debris into robot: robot destroyed`",
        ),
        (
            "push-robot",
            replaced(
                &fenced,
                "player into robot: blocked",
                "player into robot: push",
            ),
            "`push` is not an outcome of this rule",
        ),
        (
            "share-robot",
            replaced(
                &fenced,
                "player into robot: blocked",
                "player into robot: move",
            ),
            "`move` is not an outcome of this rule",
        ),
        (
            "onto-robot",
            replaced(
                &fenced,
                "pushed debris into robot: robot destroyed",
                "pushed debris into robot: move",
            ),
            "`move` is not an outcome of this rule",
        ),
    ] {
        let (code, err) = check_text(name, &text);
        assert_eq!(code, 1, "{name}: {err}");
        assert!(err.contains(said), "{name}: {err}");
    }
}

/// What chasers that meet become is a piece that stands (a chaser's or
/// the player's kind would put a second player or a robot the reply never
/// listed on the board), or nothing: Twin Robots' `robots meeting:` may
/// say `heap` or `vanish`, and a missing one suggests the game's own
/// standing kind, not `debris`, which it does not declare.
#[test]
fn chasers_that_meet_become_a_standing_piece_or_vanish() {
    let twin = read("rules/twin-robots.rules");
    for (name, text, said) in [
        (
            "meet-player",
            twin.replace("robots meeting: heap", "robots meeting: player"),
            "the meeting outcomes are `heap` or `vanish`",
        ),
        (
            "meet-robot",
            twin.replace("robots meeting: heap", "robots meeting: robot"),
            "the meeting outcomes are `heap` or `vanish`",
        ),
        (
            "meet-missing",
            twin.replace("robots meeting: heap\n", ""),
            "add a line such as `robots meeting: heap`",
        ),
    ] {
        assert_ne!(text, twin, "{name}");
        let (code, err) = check_text(name, &text);
        assert_eq!(code, 1, "{name}: {err}");
        assert!(err.contains(said), "{name}: {err}");
    }
}

/// A kind is named in the singular or in its English plural (`boxes`,
/// `debris`), not by a letter added blindly: `minimize boxs` is refused,
/// and the keys offered are the game's plurals, the player's kind left
/// out (`robots` and `debris` for Fenced Robots, no `players`, no
/// `debriss`).
#[test]
fn kinds_are_counted_by_their_plural() {
    let fenced = read("rules/fenced-robots.rules");
    let text = fenced.replace("  minimize robots\n", "  minimize boxs\n");
    assert_ne!(text, fenced);
    let (code, err) = check_text("boxs", &text);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("unknown strategy key `boxs`"), "{err}");
    assert!(err.contains("`robots` or `debris`"), "{err}");
    assert!(
        !err.contains("players") && !err.contains("debriss"),
        "{err}"
    );
    let sokoban = read("rules/sokoban.rules");
    assert!(sokoban.contains("moves from input\n"));
    let text =
        sokoban.replace("moves from input\n", "") + "strategy:\n  minimize boxes\n  else stay\n";
    let (code, err) = check_text("boxes", &text);
    assert_eq!(code, 0, "{err}");
}

/// An unknown mover is answered with the movers of the game: the player,
/// the chasers and the pieces the player may push (pieces that stand), not
/// `pushed player` or `pushed robot`, which nothing pushes.
#[test]
fn an_unknown_mover_is_answered_with_the_games_movers() {
    let fenced = read("rules/fenced-robots.rules");
    let text = fenced.replace("robot into fence: destroyed", "unit into fence: costs 2");
    assert_ne!(text, fenced);
    let (code, err) = check_text("unit", &text);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("unknown mover `unit`"), "{err}");
    assert!(
        err.contains("the movers are `player`, `robot` or `pushed debris`"),
        "{err}"
    );
}

/// Every mistake in one run: an outcome off the menu (`bloked`, line 27,
/// with its near miss) and a rule the game needs and does not state (a
/// robot stepping onto debris) are both told in the same run.
#[test]
fn an_outcome_off_the_menu_and_a_missing_rule_are_told_together() {
    let fenced = read("rules/fenced-robots.rules");
    let text = fenced
        .replace("player into wall: blocked", "player into wall: bloked")
        .replace("robot into debris: destroyed\n", "");
    let (code, err) = check_text("together", &text);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("2 errors in the rules"), "{err}");
    assert!(err.contains("did you mean `blocked`?"), "{err}");
    assert!(
        err.contains("add a line such as `robot into debris: destroyed`"),
        "{err}"
    );
}

/// A game where nothing enters a cell (Lights Out's moves press cells)
/// answers an outcome rule with why it has none, not with an empty list
/// of movers.
#[test]
fn an_outcome_rule_where_nothing_moves_is_answered_with_why() {
    let lights = read("rules/lights-out.rules");
    let (code, err) = check_text("pillar", &(lights + "player into floor: blocked\n"));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("unknown mover `player`"), "{err}");
    assert!(
        err.contains("so it has no outcome rules: delete this line"),
        "{err}"
    );
    assert!(!err.contains("the movers are"), "{err}");
}

/// An end condition's misspelt word is named with its near miss among
/// the game's terrains or kinds: `every box on gaol` (did you mean
/// `goal`?), `no robts` (did you mean `robots`?).
#[test]
fn an_end_conditions_misspelt_word_is_named() {
    for (game, from, to, said) in [
        (
            "sokoban",
            "won when every box on goal",
            "won when every box on gaol",
            "did you mean `goal`? The terrains here are `wall`, `floor` or `goal`",
        ),
        (
            "fenced-robots",
            "won when no robots",
            "won when no robts",
            "did you mean `robots`?",
        ),
    ] {
        let rules = read(&format!("rules/{game}.rules"));
        assert!(rules.contains(from), "{game}");
        let (code, err) = check_text(game, &rules.replace(from, to));
        assert_eq!(code, 1, "{err}");
        assert!(err.contains(said), "{game}: {err}");
    }
}

/// A rule whose mover is a kind of two words (`hound robot into player`)
/// is answered with how a rule names its mover, one word, a class for
/// every kind of it; a misspelt `into` still gets its near miss.
#[test]
fn a_mover_of_two_words_is_answered_with_how_movers_are_named() {
    let rules = "game \"hounds\"\nformat map\nboard from scenario\nterrain:\n  \".\" floor\n\
                 pieces:\n  \"@\" player on floor\n  \"h\" hound robot on floor\n\
                 hound robot into player: lost\n";
    let (code, err) = check_text("hound", rules);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("9:7: expected `into`, `off` or `step`, found `robot`"),
        "{err}"
    );
    assert!(err.contains("names its mover in one word"), "{err}");
    let fenced = read("rules/fenced-robots.rules");
    let typo = fenced.replace("robot into player: lost", "robot intp player: lost");
    let (_, err) = check_text("intp", &typo);
    assert!(err.contains("did you mean `into`?"), "{err}");
    assert!(!err.contains("names its mover in one word"), "{err}");
}
