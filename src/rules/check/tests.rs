use super::*;
use crate::engine::table::Table;
use crate::rules::codes::Code;
use crate::rules::{CANONICAL, Compiled, Game};

fn check_text(text: &str) -> Result<Compiled, RulesError> {
    crate::rules::load(&Source::new("t.rules", text))
}

fn table(text: &str) -> Table {
    let compiled = check_text(text).unwrap_or_else(|e| panic!("{e}"));
    match compiled.game {
        Game::Robots(t, _) => t,
        other => panic!("not a pursuit: {:?}", other.kind()),
    }
}

fn code(c: &str) -> Code {
    *Code::ALL
        .iter()
        .find(|k| k.as_str() == c)
        .unwrap_or_else(|| panic!("{c}"))
}

fn errors(text: &str) -> Vec<Finding> {
    check_text(text).expect_err("refused").errors
}

fn edit(from: &str, to: &str) -> String {
    assert!(CANONICAL.contains(from), "{from}");
    CANONICAL.replace(from, to)
}

#[test]
fn the_canonical_rules_are_clean() {
    assert!(check_text(CANONICAL).unwrap().warnings.is_empty());
    let model = table(CANONICAL);
    assert_eq!(
        (model.board.rows, model.board.columns, model.start),
        (31, 31, (15, 15))
    );
    assert_eq!(model.walks.len(), 8);
}

#[test]
fn unknown_words_get_a_suggestion() {
    let e = errors(&edit("distance manhattan", "distance manhatan"));
    assert_eq!(e.len(), 1);
    assert_eq!(e[0].code, code("robots::rules::unknown_name"));
    assert!(
        e[0].help
            .as_deref()
            .unwrap()
            .starts_with("did you mean `manhattan`?")
    );
}

#[test]
fn a_contradiction_labels_both_lines() {
    let e = errors(&format!("{CANONICAL}\nrobots meeting: vanish\n"));
    assert_eq!(e[0].code, code("robots::rules::restated"));
    assert_eq!(e[0].labels.len(), 2);
    let first = &CANONICAL[e[0].labels[1].0.start..e[0].labels[1].0.end];
    assert_eq!(first, "robots meeting: debris");
}

#[test]
fn a_repeated_identical_line_is_only_a_warning() {
    let model = check_text(&format!("{CANONICAL}\nplayer may stay\n")).unwrap();
    assert_eq!(model.warnings[0].code, code("robots::rules::repeated"));
}

#[test]
fn every_missing_statement_is_reported_at_once() {
    let e = errors("game \"empty\"\n");
    let missing = e
        .iter()
        .filter(|f| f.code == code("robots::rules::missing"))
        .count();
    // board, start, distance, walks, steps, meeting, won, strategy and
    // the outcome rules (reported once the first is missing).
    assert!(missing >= 8, "{missing}: {e:?}");
}

#[test]
fn numbers_out_of_range() {
    let e = errors(&edit(
        "board 31 rows x 31 columns",
        "board 0 rows x 5000 columns",
    ));
    assert_eq!(
        e.iter()
            .filter(|f| f.code == code("robots::rules::out_of_range"))
            .count(),
        2
    );
    let e = errors(&edit("(15, 15)", "(32, 1)"));
    assert_eq!(e[0].code, code("robots::rules::start_off_board"));
}

#[test]
fn a_strategy_needs_keys() {
    let text = edit(
        "  minimize robots\n  maximize nearest robot\n  minimize row\n  minimize column\n",
        "",
    );
    assert_eq!(errors(&text)[0].code, code("robots::rules::no_keys"));
}

#[test]
fn rook_robots_need_a_tie_rule() {
    let text = edit(
        "robots step king toward player",
        "robots step rook toward player",
    );
    let e = errors(&text);
    assert_eq!(e[0].code, code("robots::rules::unresolved_tie"));
    assert!(
        e[0].labels[0].1.contains("steps N and W are equally close"),
        "{:?}",
        e[0].labels
    );
    let resolved = text.replace(
        "robot into player: lost",
        "robot into player: lost\nrobot ties: first of N, E, S, W",
    );
    assert!(check_text(&resolved).is_ok());
    let partial = text.replace(
        "robot into player: lost",
        "robot into player: lost\nrobot ties: first of E",
    );
    assert_eq!(
        errors(&partial)[0].code,
        code("robots::rules::unresolved_tie")
    );
}

#[test]
fn ties_on_a_one_column_board_cannot_arise() {
    // On one column a rook robot only ever moves N or S: no tie.
    let text = edit(
        "robots step king toward player",
        "robots step rook toward player",
    )
    .replace("board 31 rows x 31 columns", "board 31 rows x 1 columns")
    .replace("(15, 15)", "(15, 1)");
    assert!(check_text(&text).is_ok());
}

#[test]
fn a_tie_rule_that_never_applies_is_a_warning() {
    let text = format!("{CANONICAL}\nrobot ties: rows before columns\n");
    assert_eq!(
        check_text(&text).unwrap().warnings[0].code,
        code("robots::rules::tie_rule_unused")
    );
}

#[test]
fn pushed_debris_rules_without_pushing_never_fire() {
    let model = check_text(&edit(
        "player into debris: push",
        "player into debris: blocked",
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(model.warnings.len(), 3);
    assert!(
        model
            .warnings
            .iter()
            .all(|w| w.code == code("robots::rules::never_fires"))
    );
}

#[test]
fn impossible_pairs_are_not_rules() {
    let e = errors(&format!("{CANONICAL}\nrobot into robot: destroyed\n"));
    assert_eq!(e[0].code, code("robots::rules::no_such_rule"));
    assert!(e[0].help.as_deref().unwrap().contains("robots meeting"));
}

#[test]
fn teleport_fallback_needs_teleports_and_excludes_candidates() {
    let e = errors(&edit(
        "player may teleport from list, each entry once, as fallback\n",
        "",
    ));
    assert_eq!(e[0].code, code("robots::rules::no_teleports"));
    let e = errors(&edit("as fallback", "as candidates"));
    assert_eq!(e[0].code, code("robots::rules::teleport_both_ways"));
}

#[test]
fn strategy_lines_keep_their_order() {
    let e =
        errors(&edit("  else stay\n", "").replace("  reject immediate loss\n", "  else stay\n"));
    assert_eq!(e[0].code, code("robots::rules::strategy_order"));
}

#[test]
fn keys_after_row_and_column_never_decide() {
    let text = edit(
        "  minimize column\n",
        "  minimize column\n  minimize debris\n",
    );
    assert_eq!(
        check_text(&text).unwrap().warnings[0].code,
        code("robots::rules::key_never_decides")
    );
}

#[test]
fn chain_lengths_are_bounded() {
    let text = edit(
        "pushed debris into debris: blocked",
        "pushed debris into debris: chain up to 0",
    );
    assert_eq!(errors(&text)[0].code, code("robots::rules::out_of_range"));
    let text = edit(
        "pushed debris into debris: blocked",
        "pushed debris into debris: chain up to 3",
    );
    assert!(check_text(&text).is_ok());
}
