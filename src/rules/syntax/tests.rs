use super::*;
use crate::rules::ast::*;

fn parse_text(text: &str) -> Parsed {
    parse(&Source::new("test.rules", text))
}

fn only(text: &str) -> StatementKind {
    let parsed = parse_text(text);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    parsed.file.statements[0].node.clone()
}

#[test]
fn parses_a_board_with_spans() {
    let StatementKind::Board(BoardSize::Rectangle { rows, columns }) =
        only("board 21 rows x 40 columns\n")
    else {
        panic!("expected a board");
    };
    assert_eq!((rows.node, columns.node), (21, 40));
    assert_eq!(rows.span, Span::new(6, 8));
}

#[test]
fn spans_count_from_the_start_of_the_file() {
    let parsed = parse_text("# a comment\n\ndistance manhattan\n");
    let StatementKind::Distance(word) = &parsed.file.statements[0].node else {
        panic!("expected a distance");
    };
    assert_eq!(word.span, Span::new(22, 31));
}

#[test]
fn phrases_are_normalised_to_single_spaces() {
    let StatementKind::Outcome { mover, outcome, .. } =
        only("pushed debris into robot:   robot    destroyed")
    else {
        panic!("expected an outcome");
    };
    assert_eq!(mover.node, "pushed debris");
    assert_eq!(outcome.node, "robot destroyed");
}

#[test]
fn next_to_and_into_are_told_apart() {
    let StatementKind::Outcome { meets, .. } =
        only("unit next to enemy that beats it: ends the move")
    else {
        panic!("expected an outcome");
    };
    assert!(matches!(meets, Meets::NextTo(p) if p.node == "enemy that beats it"));
    let StatementKind::Outcome { meets, .. } = only("unit into ally: pass through") else {
        panic!("expected an outcome");
    };
    assert!(matches!(meets, Meets::Into(p) if p.node == "ally"));
}

#[test]
fn strategy_items_run_over_several_lines() {
    let parsed = parse_text("strategy:\n  minimize robots\n\n  else stay\nwon when no robots");
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let StatementKind::Strategy(items) = &parsed.file.statements[0].node else {
        panic!("expected a strategy");
    };
    assert_eq!(items.len(), 2);
    assert_eq!(parsed.file.statements.len(), 2);
}

#[test]
fn legend_lines_have_a_symbol_and_a_name() {
    let parsed =
        parse_text("terrain:\n  F field\n  \"*\" obstacle\npieces:\n  lower-case letter robot\n");
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let StatementKind::Legend(Block::Terrain, items) = &parsed.file.statements[0].node else {
        panic!("expected terrain");
    };
    assert_eq!(items[0].node.symbol.node, Symbol::Words("F".into()));
    assert_eq!(items[1].node.symbol.node, Symbol::Quoted("*".into()));
    assert_eq!(items[1].node.name.node, "obstacle");
    let StatementKind::Legend(Block::Pieces, items) = &parsed.file.statements[1].node else {
        panic!("expected pieces");
    };
    assert_eq!(
        items[0].node.symbol.node,
        Symbol::Words("lower-case letter".into())
    );
}

#[test]
fn direction_lists_mix_names_and_offsets() {
    let StatementKind::Walks(set) = only("player walks N, (2, -1)") else {
        panic!("expected walks");
    };
    assert_eq!(set.node[0].node, Direction::Named("N".into()));
    assert_eq!(set.node[1].node, Direction::Offset(2, -1));
}

#[test]
fn every_broken_line_is_reported_and_the_rest_parse() {
    let parsed = parse_text(
        "board 31 x 31 columns\ndistance manhattan\nplayer walsk king\nplayer may stay\n",
    );
    let errors: Vec<String> = parsed.errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(
        errors[0].starts_with("test.rules:1:10: expected `rows`"),
        "{errors:?}"
    );
    assert!(errors[1].starts_with("test.rules:3:8:"), "{errors:?}");
    assert_eq!(parsed.file.statements.len(), 2);
    assert_eq!(parsed.broken[1].statement.unwrap().prefix, "player");
}

#[test]
fn a_strategy_line_at_the_top_level_is_said_to_belong_under_strategy() {
    let parsed = parse_text("minimize debris\n");
    assert_eq!(
        parsed.errors[0].code,
        crate::rules::codes::Code::Error(Error::OutsideBlock)
    );
    assert!(
        parsed.errors[0]
            .help
            .as_ref()
            .unwrap()
            .contains("strategy:")
    );
}

/// A misspelt block header (`stratgy:`) is one error, with the header
/// it means, and its lines are read as that block's: no error for each
/// strategy line as outside the strategy, and a mistake among them
/// (`minimise`, line 3) told with its own help.
#[test]
fn a_misspelt_block_header_is_named_and_its_lines_stay_in_the_block() {
    let parsed = parse_text("stratgy:\n  reject immediate loss\n  minimise robots\n  else stay\n");
    let errors: Vec<String> = parsed.errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(
        errors[0].starts_with("test.rules:1:1: expected a statement"),
        "{errors:?}"
    );
    let help = parsed.errors[0].help.as_deref().unwrap_or("");
    assert_eq!(help, "did you mean `strategy:`?");
    assert!(errors[1].starts_with("test.rules:3:3:"), "{errors:?}");
    let help = parsed.errors[1].help.as_deref().unwrap_or("");
    assert!(help.starts_with("did you mean `minimize`?"), "{help}");
}

#[test]
fn a_byte_order_mark_is_not_content() {
    let parsed = parse_text("\u{feff}distance manhattan\n");
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    assert_eq!(parsed.file.statements.len(), 1);
}

#[test]
fn a_unicode_minus_is_named() {
    let parsed = parse_text("player walks (\u{2212}1, 0)\n");
    let help = parsed.errors[0].help.clone().unwrap();
    assert!(help.contains("U+2212") && help.contains("`-`"), "{help}");
}

#[test]
fn long_lists_and_many_statements_are_refused_with_a_location() {
    let walks = format!("player walks {}", vec!["N"; MAX_ITEMS + 1].join(", "));
    let parsed = parse_text(&walks);
    let at = 13 + 3 * MAX_ITEMS + 1;
    assert_eq!(
        parsed.errors[0].to_string(),
        format!("test.rules:1:{at}: more than {MAX_ITEMS} directions in one list")
    );
    let lines = "player may stay\n".repeat(MAX_ITEMS + 1);
    let err = parse_text(&lines).errors[0].to_string();
    assert!(
        err.starts_with(&format!("test.rules:{}:1: more than", MAX_ITEMS + 1)),
        "{err}"
    );
    assert!(
        parse_text(&"player may stay\n".repeat(MAX_ITEMS))
            .errors
            .is_empty()
    );
}

#[test]
fn huge_numbers_are_refused_not_wrapped() {
    let parsed = parse_text("board 99999999999999999999 rows x 1 columns");
    assert_eq!(
        parsed.errors[0].code,
        crate::rules::codes::Code::Error(Error::NumberTooLarge)
    );
}

#[test]
fn a_file_over_the_limit_is_refused_at_its_start() {
    let text = "#".repeat(MAX_RULES_BYTES + 1);
    let parsed = parse_text(&text);
    assert_eq!(parsed.errors.len(), 1);
    assert_eq!(
        parsed.errors[0].code,
        crate::rules::codes::Code::Error(Error::TooLarge)
    );
    assert!(
        parsed.errors[0]
            .to_string()
            .starts_with("test.rules:1:1: the file is")
    );
}
