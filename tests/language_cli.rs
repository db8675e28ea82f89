//! The language's conventions through the real binary: a byte order mark
//! is accepted, a Unicode minus is named, a strategy line at the top level
//! is said to belong under `strategy:`, a missing statement is placed after
//! the last one, rules that cannot fire are warned about, and the printed
//! table checks clean and prints as itself.

use crate::support::{read, robots, text};

/// Writes `rules` to a file of its own and runs `robots check` on it.
fn check(name: &str, rules: &str) -> (Option<i32>, String, String) {
    let dir = std::env::temp_dir().join(format!("robots-lang-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, rules).unwrap();
    let out = robots(&["check", &path.display().to_string()], "");
    std::fs::remove_dir_all(&dir).ok();
    let stderr = text(&out.stderr).replace(&path.display().to_string(), name);
    (out.status.code(), text(&out.stdout), stderr)
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let (code, _, err) = check(
        "bom.rules",
        &format!("\u{feff}{}", read("rules/robots.rules")),
    );
    assert_eq!(code, Some(0), "{err}");
    assert!(err.is_empty(), "{err}");
}

#[test]
fn a_unicode_minus_is_named() {
    let rules = read("rules/robots.rules")
        .replace("player walks king", "player walks king, (\u{2212}2, 0)");
    let (code, _, err) = check("minus.rules", &rules);
    assert_eq!(code, Some(1));
    assert!(err.contains("minus.rules:15:21: expected"), "{err}");
    assert!(err.contains("U+2212"), "{err}");
    assert!(err.contains("type the ASCII `-` instead"), "{err}");
}

#[test]
fn a_strategy_line_at_the_top_level_belongs_under_strategy() {
    let rules = read("rules/robots.rules")
        .replace("won when no robots", "won when no robots\nminimize debris");
    let (code, _, err) = check("top.rules", &rules);
    assert_eq!(code, Some(1));
    assert!(err.contains("robots::rules::outside_block"), "{err}");
    assert!(
        err.contains("top.rules:44:1: this strategy line is outside the strategy"),
        "{err}"
    );
    assert!(err.contains("belong under `strategy:`"), "{err}");
}

/// The canonical file ends with its strategy block; a missing statement
/// is to be added after the last statement before it (`won when no
/// robots`, line 42 once `distance` is gone), not inside the block.
#[test]
fn a_missing_statement_points_after_the_last_statement() {
    let rules = read("rules/robots.rules").replace("distance manhattan\n", "");
    let (code, _, err) = check("missing.rules", &rules);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("missing.rules:42:19: the rules never say how distance is measured"),
        "{err}"
    );
    assert!(err.contains("add it after this line"), "{err}");
}

/// Without `reject immediate loss`, with `player may stay`, staying is a
/// candidate that is never dropped: no move runs out of candidates, so the
/// two fallbacks and the teleport list can never be used.
#[test]
fn rules_that_cannot_fire_are_warned_about() {
    let rules = read("rules/robots.rules").replace("  reject immediate loss\n", "");
    let (code, out, err) = check("stay.rules", &rules);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.ends_with("stay.rules: ok\n"), "{out}");
    assert_eq!(err.matches("this rule can never fire").count(), 3, "{err}");
    assert!(err.contains("the teleport list is never used"), "{err}");
    assert!(err.contains("no move ever runs out of candidates"), "{err}");
}

/// `check --table` of a shipped file, checked again: clean, and printed
/// again it is the same text.
#[test]
fn the_printed_table_checks_clean_and_prints_as_itself() {
    for file in [
        "rules/robots.rules",
        "rules/janken-tactics.rules",
        "rules/robot-race.rules",
        "rules/crosses.rules",
        "rules/variants/hex-robots.rules",
    ] {
        let first = robots(&["check", "--table", file], "");
        assert_eq!(first.status.code(), Some(0), "{file}");
        let printed = text(&first.stdout);
        let (code, _, err) = check("printed.rules", &printed);
        assert_eq!(code, Some(0), "{file}: {err}");
        assert!(err.is_empty(), "{file}: {err}");
        let dir = std::env::temp_dir().join(format!("robots-table-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("printed.rules");
        std::fs::write(&path, &printed).unwrap();
        let again = robots(&["check", "--table", &path.display().to_string()], "");
        let again = text(&again.stdout);
        // Only the first line, naming the file, differs.
        let body = |t: &str| t.lines().skip(1).collect::<Vec<_>>().join("\n");
        assert_eq!(body(&again), body(&printed), "{file}");
        std::fs::remove_dir_all(&dir).ok();
    }
}
