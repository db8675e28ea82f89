//! Turning pest's list of expected rules into words a user knows.
//!
//! A syntax error says what was expected (in words, never grammar rule
//! names), what was found, and a help line: a "did you mean" when the found
//! word is a near miss of an expected keyword, a hint about the mistake when
//! it is a common one, and an example of the statement the line begins.

use super::*;
use crate::diagnostics::suggest;
use pest::error::{ErrorVariant, InputLocation};

pub(super) fn to_syntax_error(source: &Source, error: &pest::error::Error<Rule>) -> SyntaxError {
    let text: &str = &source.text;
    let start = match error.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    };
    let start = floor_char_boundary(text, start.min(text.len()));
    // Point at the offending token, not at the spaces before it.
    let start = start + text[start..].len() - text[start..].trim_start_matches([' ', '\t']).len();
    let span = Span::new(start, token_end(text, start));
    let token = &text[span.start..span.end];
    let found = describe_found(token);
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line = &text[line_start..start];
    let positives: &[Rule] = match &error.variant {
        ErrorVariant::ParsingError { positives, .. } => positives,
        ErrorVariant::CustomError { .. } => &[],
    };
    let at_end = text[start..].trim().is_empty();
    let names = Names::of(positives, at_end);
    let help = help(positives, token, line, &names);
    SyntaxError::Unexpected {
        location: source.location(start),
        message: format!("expected {}, found {found}", names.long()),
        src: source.named(),
        span: span.into(),
        label: format!("expected {}", names.short()),
        help,
    }
}

/// The end of the offending token: up to the next space or line break.
fn token_end(text: &str, start: usize) -> usize {
    let rest = &text[start..];
    let len = rest
        .char_indices()
        .find(|(i, c)| c.is_whitespace() || (*i > 0 && matches!(c, ',' | ':' | '(' | ')')))
        .map_or(rest.len(), |(i, c)| if i == 0 { c.len_utf8() } else { i });
    start + len
}

fn describe_found(token: &str) -> String {
    match token {
        "" => "the end of the file".to_string(),
        "\n" | "\r\n" | "\r" => "the end of the line".to_string(),
        t => format!("`{}`", crate::diagnostics::visible(t.trim_end())),
    }
}

/// The statement keywords: what may begin a line.
const STATEMENTS: &[Rule] = &[
    Rule::kw_game,
    Rule::kw_board,
    Rule::kw_player,
    Rule::kw_distance,
    Rule::kw_pushed,
    Rule::kw_robot,
    Rule::kw_robots,
    Rule::kw_won,
    Rule::kw_strategy,
    Rule::mover,
];
const STATEMENT_WORDS: &[&str] = &[
    "game", "board", "player", "distance", "pushed", "robot", "robots", "won", "strategy",
];
const STRATEGY_LINES: &[Rule] = &[
    Rule::kw_reject,
    Rule::kw_minimize,
    Rule::kw_maximize,
    Rule::kw_else,
];
const STRATEGY_WORDS: &[&str] = &["reject", "minimize", "maximize", "else"];

/// What was expected, as (long, short) names, in pest's order.
struct Names {
    items: Vec<(&'static str, &'static str)>,
}

impl Names {
    fn of(positives: &[Rule], at_end: bool) -> Names {
        let statement = positives.iter().any(|r| STATEMENTS.contains(r));
        let strategy = positives.iter().any(|r| STRATEGY_LINES.contains(r));
        let mut items = Vec::new();
        if statement {
            items.push((
                "a statement (a line starting with `game`, `board`, `player`, `distance`, \
                 `pushed debris`, `robot`, `robots`, `won` or `strategy:`)",
                "a statement",
            ));
        }
        if strategy {
            items.push((
                "a strategy line (`reject ...`, `minimize ...`, `maximize ...` or `else ...`)",
                "a strategy line",
            ));
        }
        for &rule in positives {
            if STATEMENTS.contains(&rule) || STRATEGY_LINES.contains(&rule) {
                continue;
            }
            // At the start of a line the end of the file is always
            // possible too; naming it adds nothing.
            if rule == Rule::EOI && (statement || strategy) {
                continue;
            }
            let name = if rule == Rule::EOI && !at_end {
                ("the end of the line", "the end of the line")
            } else {
                human_name(rule)
            };
            if !items.contains(&name) {
                items.push(name);
            }
        }
        // The end of the line reads best last.
        items.sort_by_key(|(long, _)| long.starts_with("the end"));
        Names { items }
    }

    fn join(&self, pick: impl Fn(&(&'static str, &'static str)) -> &'static str) -> String {
        let names: Vec<&str> = self.items.iter().map(pick).collect();
        match names.as_slice() {
            [] => "something else".to_string(),
            [one] => one.to_string(),
            [init @ .., last] => format!("{} or {last}", init.join(", ")),
        }
    }

    fn long(&self) -> String {
        self.join(|(long, _)| long)
    }

    fn short(&self) -> String {
        self.join(|(_, short)| short)
    }
}

/// What each grammar rule is called in an error message: a long name
/// for the headline and a short one for the label.
fn human_name(rule: Rule) -> (&'static str, &'static str) {
    let word = |w| (w, w);
    match rule {
        Rule::kw_rows => word("`rows`"),
        Rule::kw_hexagon => word("`hexagon`"),
        Rule::kw_cells => word("`cells`"),
        Rule::kw_a => word("`a`"),
        Rule::kw_side => word("`side`"),
        Rule::board_rectangle | Rule::board_hexagon => (
            "a board size such as `31 rows x 31 columns` or `hexagon 5 cells a side`",
            "a board size",
        ),
        Rule::kw_columns => word("`columns`"),
        Rule::times => word("`x`"),
        Rule::kw_starts => word("`starts`"),
        Rule::kw_at => word("`at`"),
        Rule::kw_walks => word("`walks`"),
        Rule::kw_may => word("`may`"),
        Rule::kw_stay => word("`stay`"),
        Rule::kw_teleport => word("`teleport`"),
        Rule::kw_from => word("`from`"),
        Rule::kw_list => word("`list`"),
        Rule::kw_into => word("`into`"),
        Rule::kw_off => word("`off`"),
        Rule::kw_debris => word("`debris`"),
        Rule::kw_step => word("`step`"),
        Rule::kw_toward => word("`toward`"),
        Rule::kw_ties => word("`ties`"),
        Rule::kw_first => word("`first`"),
        Rule::kw_of => word("`of`"),
        Rule::kw_meeting => word("`meeting`"),
        Rule::kw_when => word("`when`"),
        Rule::kw_no => word("`no`"),
        Rule::kw_after => word("`after`"),
        Rule::kw_surviving => word("`surviving`"),
        Rule::kw_moves => word("`moves`"),
        Rule::int => ("a whole number such as `31`", "a whole number"),
        Rule::string => (
            "a name in double quotes such as `\"Robots\"`",
            "a quoted name",
        ),
        Rule::word | Rule::target => ("a word", "a word"),
        Rule::phrase => ("one or more words", "words"),
        Rule::colon => word("`:`"),
        Rule::comma => word("`,`"),
        Rule::pair => ("a cell such as `(15, 15)`", "`(row, column)`"),
        Rule::direction | Rule::direction_set => (
            "a direction set such as `king`, `rook` or `N, E, S, W`",
            "directions",
        ),
        Rule::first_of => ("`first of` and a list of directions", "`first of ...`"),
        Rule::won_no_robots | Rule::won_surviving => (
            "`when no robots` or `after surviving N moves`",
            "`when` or `after`",
        ),
        Rule::EOI => word("the end of the file"),
        Rule::kw_game | Rule::kw_board | Rule::kw_player | Rule::kw_distance => word("a statement"),
        Rule::kw_pushed | Rule::kw_robot | Rule::kw_robots | Rule::kw_won => word("a statement"),
        Rule::kw_strategy | Rule::mover => word("a statement"),
        Rule::kw_reject | Rule::kw_minimize | Rule::kw_maximize | Rule::kw_else => {
            word("a strategy line")
        }
        _ => word("a line break"),
    }
}

/// The literal word of a keyword rule, for "did you mean".
fn keyword(rule: Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::kw_rows => "rows",
        Rule::kw_hexagon => "hexagon",
        Rule::kw_cells => "cells",
        Rule::kw_side => "side",
        Rule::kw_columns => "columns",
        Rule::kw_starts => "starts",
        Rule::kw_at => "at",
        Rule::kw_walks => "walks",
        Rule::kw_may => "may",
        Rule::kw_stay => "stay",
        Rule::kw_teleport => "teleport",
        Rule::kw_from => "from",
        Rule::kw_list => "list",
        Rule::kw_into => "into",
        Rule::kw_off => "off",
        Rule::kw_debris => "debris",
        Rule::kw_step => "step",
        Rule::kw_toward => "toward",
        Rule::kw_ties => "ties",
        Rule::kw_first => "first",
        Rule::kw_of => "of",
        Rule::kw_meeting => "meeting",
        Rule::kw_when => "when",
        Rule::kw_no => "no",
        Rule::kw_after => "after",
        Rule::kw_surviving => "surviving",
        Rule::kw_moves => "moves",
        _ => return None,
    })
}

/// Each statement, by the words it begins with: what it is called and
/// a line that states it correctly. Longer prefixes come first.
const EXAMPLES: &[(&str, &str, &str)] = &[
    ("game", "the game's name", "game \"Robots\""),
    ("board hexagon", "the board", "board hexagon 5 cells a side"),
    ("board", "the board", "board 31 rows x 31 columns"),
    ("player starts", "the start", "player starts at (15, 15)"),
    ("player walks", "the player's walks", "player walks king"),
    ("player may stay", "the stay rule", "player may stay"),
    (
        "player may teleport",
        "the teleport rule",
        "player may teleport from list, each entry once, as fallback",
    ),
    (
        "player may",
        "a `player may` rule",
        "player may stay` or `player may teleport from list, each entry once, as fallback",
    ),
    ("player into", "an outcome rule", "player into debris: push"),
    ("player off", "an outcome rule", "player off board: blocked"),
    (
        "player",
        "a player rule",
        "player starts at (15, 15)`, `player walks king` or `player into debris: push",
    ),
    (
        "pushed",
        "an outcome rule",
        "pushed debris into robot: robot destroyed",
    ),
    (
        "robot ties",
        "a tie rule",
        "robot ties: first of N, E, S, W",
    ),
    ("robot", "an outcome rule", "robot into player: lost"),
    (
        "robots step",
        "the robots' steps",
        "robots step king toward player",
    ),
    (
        "robots meeting",
        "the meeting rule",
        "robots meeting: debris",
    ),
    (
        "robots",
        "a robots rule",
        "robots step king toward player` or `robots meeting: debris",
    ),
    ("distance", "the distance", "distance manhattan"),
    (
        "won",
        "the winning rule",
        "won when no robots` or `won after surviving 100 moves",
    ),
    ("strategy", "the strategy", "strategy:"),
    ("reject", "a filter", "reject immediate loss"),
    ("minimize", "a strategy key", "minimize robots"),
    ("maximize", "a strategy key", "maximize nearest robot"),
    ("else", "a fallback", "else stay"),
];

/// The statement a line begins, from the words before the error.
fn statement_of(line: &str) -> Option<(&'static str, &'static str)> {
    let words: Vec<&str> = line.split_whitespace().collect();
    EXAMPLES.iter().find_map(|(prefix, what, example)| {
        let prefix: Vec<&str> = prefix.split(' ').collect();
        let n = prefix.len().min(words.len());
        (n > 0 && words[..n] == prefix[..n] && (words.len() >= prefix.len() || n == words.len()))
            .then_some((*what, *example))
    })
}

fn help(positives: &[Rule], token: &str, line: &str, names: &Names) -> String {
    let has = |r: Rule| positives.contains(&r);
    let word = token.trim_end();
    let at_line_start = line.trim().is_empty();
    let mut parts: Vec<String> = Vec::new();

    // A near miss of an expected keyword.
    let mut candidates: Vec<&str> = positives.iter().filter_map(|r| keyword(*r)).collect();
    if positives.iter().any(|r| STATEMENTS.contains(r)) {
        candidates.extend(STATEMENT_WORDS);
    }
    if positives.iter().any(|r| STRATEGY_LINES.contains(r)) {
        candidates.extend(STRATEGY_WORDS);
    }
    let is_word = word.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
    if is_word
        && let Some(near) = suggest(word, candidates.iter().copied())
        && near != word
    {
        parts.push(format!("did you mean `{near}`?"));
    }

    // Common mistakes.
    if !word.is_ascii() {
        parts.push(
            "words are written in ASCII letters, digits, `_` and `-`; numbers in ASCII digits"
                .into(),
        );
    } else if word.starts_with('"') && has(Rule::string) {
        parts.push("the name needs its closing `\"` on the same line".into());
    } else if has(Rule::kw_step) && word == "into" {
        parts.push(
            "an outcome rule names one robot: `robot into ...`, not `robots into ...`".into(),
        );
    } else if has(Rule::kw_toward) && word == "player" {
        parts.push("the robots' steps come between `step` and `toward`".into());
    } else if has(Rule::EOI) && !at_line_start && !word.is_empty() {
        if is_word {
            parts.push("each statement is on its own line; start a new line here".into());
        } else {
            parts.push(format!(
                "`{word}` is not part of the statement; a statement ends at the end of its \
                 line, and `#` starts a comment"
            ));
        }
    } else if has(Rule::pair) {
        parts.push(
            "cells and offsets are written `(row, column)`, for example `(15, 15)` or `(-1, 0)`"
                .into(),
        );
    } else if has(Rule::direction) || has(Rule::direction_set) {
        parts.push(
            "write `king` (8 directions), `rook` (4), or a list like `N, E, S, W` or \
             `(-1, 0), (1, 0)`"
                .into(),
        );
    } else if has(Rule::int) && !has(Rule::pair) {
        parts.push("write the number in digits, for example `31`".into());
    } else if has(Rule::kw_reject) && at_line_start {
        parts.push(
            "inside `strategy:` each line starts with `reject`, `minimize`, `maximize` or \
             `else`, as in `minimize row`"
                .into(),
        );
    }

    // The statement the line begins, stated correctly.
    if let Some((what, example)) = statement_of(line) {
        parts.push(format!("write {what} like `{example}`"));
    } else if names.items.iter().any(|(_, short)| *short == "a statement") {
        parts.push(
            "each line is one statement; `rules/robots.rules` states every kind, and \
             docs/rules-language.md explains them"
                .into(),
        );
    }
    join_sentences(&parts)
}

/// Parts joined like the checker's help lines: "did you mean `x`? The
/// rest; and more".
fn join_sentences(parts: &[String]) -> String {
    let mut help = String::new();
    for part in parts {
        if help.is_empty() {
            help.push_str(part);
        } else if help.ends_with('?') {
            let mut chars = part.chars();
            help.push(' ');
            help.extend(chars.next().map(|c| c.to_ascii_uppercase()));
            help.push_str(chars.as_str());
        } else {
            help.push_str("; ");
            help.push_str(part);
        }
    }
    help
}
