//! The language's words in one place: every keyword of the grammar with
//! its text, and every statement with what it is called and a line that
//! states it. Syntax errors take their names, suggestions and examples from
//! here; the checker takes its examples of missing statements from here.

use super::grammar::Rule;
use crate::diagnostics::suggest;
use crate::rules::ast::Block;

/// Every keyword rule of `grammar/rules.pest` and the word it matches.
pub(crate) const KEYWORDS: &[(Rule, &str)] = &[
    (Rule::kw_a, "a"),
    (Rule::kw_after, "after"),
    (Rule::kw_any, "any"),
    (Rule::kw_at, "at"),
    (Rule::kw_beats, "beats"),
    (Rule::kw_board, "board"),
    (Rule::kw_by, "by"),
    (Rule::kw_cells, "cells"),
    (Rule::kw_columns, "columns"),
    (Rule::kw_commands, "commands"),
    (Rule::kw_cut, "cut"),
    (Rule::kw_debris, "debris"),
    (Rule::kw_distance, "distance"),
    (Rule::kw_each, "each"),
    (Rule::kw_else, "else"),
    (Rule::kw_ends, "ends"),
    (Rule::kw_facing, "facing"),
    (Rule::kw_first, "first"),
    (Rule::kw_for, "for"),
    (Rule::kw_format, "format"),
    (Rule::kw_from, "from"),
    (Rule::kw_full, "full"),
    (Rule::kw_game, "game"),
    (Rule::kw_have, "have"),
    (Rule::kw_hexagon, "hexagon"),
    (Rule::kw_into, "into"),
    (Rule::kw_least, "least"),
    (Rule::kw_less, "less"),
    (Rule::kw_list, "list"),
    (Rule::kw_maximize, "maximize"),
    (Rule::kw_may, "may"),
    (Rule::kw_meeting, "meeting"),
    (Rule::kw_minimize, "minimize"),
    (Rule::kw_move, "move"),
    (Rule::kw_moves, "moves"),
    (Rule::kw_named, "named"),
    (Rule::kw_next, "next"),
    (Rule::kw_no, "no"),
    (Rule::kw_of, "of"),
    (Rule::kw_off, "off"),
    (Rule::kw_on, "on"),
    (Rule::kw_perfect, "perfect"),
    (Rule::kw_pieces, "pieces"),
    (Rule::kw_place, "place"),
    (Rule::kw_play, "play"),
    (Rule::kw_player, "player"),
    (Rule::kw_points, "points"),
    (Rule::kw_pushed, "pushed"),
    (Rule::kw_re_enact, "re-enact"),
    (Rule::kw_rectangles, "rectangles"),
    (Rule::kw_reject, "reject"),
    (Rule::kw_robot, "robot"),
    (Rule::kw_robots, "robots"),
    (Rule::kw_rows, "rows"),
    (Rule::kw_scenario, "scenario"),
    (Rule::kw_score, "score"),
    (Rule::kw_side, "side"),
    (Rule::kw_sides, "sides"),
    (Rule::kw_start, "start"),
    (Rule::kw_starts, "starts"),
    (Rule::kw_stated, "stated"),
    (Rule::kw_stay, "stay"),
    (Rule::kw_step, "step"),
    (Rule::kw_strategy, "strategy"),
    (Rule::kw_surrender, "surrender"),
    (Rule::kw_surviving, "surviving"),
    (Rule::kw_take, "take"),
    (Rule::kw_teleport, "teleport"),
    (Rule::kw_terrain, "terrain"),
    (Rule::kw_the, "the"),
    (Rule::kw_then, "then"),
    (Rule::kw_ties, "ties"),
    (Rule::kw_to, "to"),
    (Rule::kw_token, "token"),
    (Rule::kw_toward, "toward"),
    (Rule::kw_turns, "turns"),
    (Rule::kw_units, "units"),
    (Rule::kw_validate, "validate"),
    (Rule::kw_values, "values"),
    (Rule::kw_walks, "walks"),
    (Rule::kw_when, "when"),
    (Rule::kw_won, "won"),
    (Rule::times, "x"),
];

/// The word a keyword rule matches.
pub(crate) fn word_of(rule: Rule) -> Option<&'static str> {
    KEYWORDS.iter().find(|(r, _)| *r == rule).map(|(_, w)| *w)
}

/// A statement of the language: the words it begins with, what it is
/// called in messages, and a line that states it.
#[derive(Debug)]
pub struct StatementInfo {
    pub prefix: &'static str,
    pub what: &'static str,
    pub example: &'static str,
    /// The block it opens, for a header.
    pub block: Option<Block>,
}

const fn s(prefix: &'static str, what: &'static str, example: &'static str) -> StatementInfo {
    StatementInfo {
        prefix,
        what,
        example,
        block: None,
    }
}

const fn header(
    prefix: &'static str,
    what: &'static str,
    example: &'static str,
    block: Block,
) -> StatementInfo {
    StatementInfo {
        prefix,
        what,
        example,
        block: Some(block),
    }
}

/// Every statement, longer prefixes before the shorter ones they extend.
pub const STATEMENTS: &[StatementInfo] = &[
    s(
        "game ends",
        "the end of the game",
        "game ends when no free cell",
    ),
    s("game", "the game's name", "game \"Robots\""),
    s("format", "the format", "format robots"),
    s("board hexagon", "the board", "board hexagon 5 cells a side"),
    s("board from", "the board", "board from scenario"),
    s("board", "the board", "board 31 rows x 31 columns"),
    s(
        "cells named",
        "the cell names",
        "cells named row letter, column number",
    ),
    s("distance", "the distance", "distance manhattan"),
    header("terrain", "the terrain", "terrain:", Block::Terrain),
    s(
        "units have",
        "the units' points",
        "units have 10 points a move",
    ),
    s("units step", "the units' steps", "units step hex"),
    header("units", "the unit kinds", "units:", Block::Units),
    header("pieces", "the pieces", "pieces:", Block::Pieces),
    s(
        "sides take",
        "the turn order",
        "sides take turns, red first",
    ),
    s("sides place", "the placement rule", "sides place crosses"),
    s("sides", "the sides", "sides: red, black"),
    s("player starts", "the start", "player starts at (15, 15)"),
    s("player walks", "the player's walks", "player walks king"),
    s("player may stay", "the stay rule", "player may stay"),
    s(
        "player may teleport",
        "the teleport rule",
        "player may teleport from list, each entry once, as fallback",
    ),
    s(
        "player may",
        "a `player may` rule",
        "player may stay` or `player may teleport from list, each entry once, as fallback",
    ),
    s("player into", "an outcome rule", "player into debris: push"),
    s("player off", "an outcome rule", "player off board: blocked"),
    s(
        "player",
        "a player rule",
        "player starts at (15, 15)`, `player walks king` or `player into debris: push",
    ),
    s(
        "pushed",
        "an outcome rule",
        "pushed debris into robot: robot destroyed",
    ),
    s(
        "robot ties",
        "a tie rule",
        "robot ties: first of N, E, S, W",
    ),
    s(
        "robot commands",
        "the robots' commands",
        "robot commands: forward 1 second, turn clockwise 1 second, turn counter-clockwise 1 second",
    ),
    s("robot", "an outcome rule", "robot into player: lost"),
    s(
        "robots step",
        "the robots' steps",
        "robots step king toward player",
    ),
    s(
        "robots meeting",
        "the meeting rule",
        "robots meeting: debris",
    ),
    s(
        "robots start",
        "the robots' facings",
        "robots start facing any of rook",
    ),
    s(
        "robots",
        "a robots rule",
        "robots step king toward player` or `robots meeting: debris",
    ),
    s("unit", "an outcome rule", "unit into woods: costs 2"),
    s("cross", "an outcome rule", "cross into cross: blocked"),
    s(
        "won",
        "the winning rule",
        "won when no robots` or `won after surviving 100 moves",
    ),
    header("strategy", "the strategy", "strategy:", Block::Strategy),
    s("reject", "a filter", "reject immediate loss"),
    s("minimize", "a strategy key", "minimize robots"),
    s("maximize", "a strategy key", "maximize nearest robot"),
    s("else", "a fallback", "else stay"),
    s(
        "validate",
        "the validation",
        "validate moves by the cheapest path",
    ),
    s(
        "token values",
        "the token values",
        "token values: 100, then 1 less each",
    ),
    s("surrender", "the surrender prize", "surrender: 20"),
    s(
        "perfect play",
        "perfect play",
        "perfect play: stable assignment, robots propose",
    ),
    s(
        "after each move",
        "the removal rule",
        "after each move: cut off full rectangles of at least 2 x 2",
    ),
    s("score", "the score", "score: crosses standing"),
    s(
        "re-enact",
        "the contest question",
        "re-enact black for the stated score",
    ),
];

/// The statement a line begins, from its first words (all of a prefix, or
/// all of the line when it is shorter).
pub fn statement_of(line: &str) -> Option<&'static StatementInfo> {
    let words: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == ':')
        .filter(|w| !w.is_empty())
        .collect();
    STATEMENTS.iter().find(|info| {
        let prefix: Vec<&str> = info.prefix.split(' ').collect();
        let n = prefix.len().min(words.len());
        n > 0 && words[..n] == prefix[..n] && (words.len() >= prefix.len() || n == words.len())
    })
}

/// The statement with this prefix.
pub fn statement(prefix: &str) -> &'static StatementInfo {
    STATEMENTS
        .iter()
        .find(|info| info.prefix == prefix)
        .unwrap_or_else(|| panic!("no statement begins `{prefix}`"))
}

/// The words a statement line may begin with, for suggestions.
pub fn first_words() -> Vec<&'static str> {
    let mut words: Vec<&str> = STATEMENTS
        .iter()
        .filter(|i| !BLOCK_WORDS.contains(&i.prefix))
        .map(|i| i.prefix.split(' ').next().unwrap_or(i.prefix))
        .collect();
    words.dedup();
    words
}

/// The words a strategy line begins with.
pub const BLOCK_WORDS: &[&str] = &["reject", "minimize", "maximize", "else"];

/// Whether a line looks like a line of `block` gone wrong: for a strategy,
/// its first word is (nearly) a strategy word; a legend line is anything
/// that is not a statement.
pub fn near_block_word(block: Block, line: &str) -> bool {
    let first = line.split_whitespace().next().unwrap_or("");
    match block {
        Block::Strategy => {
            BLOCK_WORDS.contains(&first) || suggest(first, BLOCK_WORDS.iter().copied()).is_some()
        }
        _ => !first_words().contains(&first) && statement_of(line).is_none(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every keyword rule of the grammar is in the table, with the word the
    /// grammar matches, and the table names no rule twice.
    #[test]
    fn the_table_lists_every_keyword_of_the_grammar() {
        let grammar = include_str!("../../../grammar/rules.pest");
        let mut found = 0;
        for line in grammar.lines() {
            let Some((name, body)) = line.split_once("= @{") else {
                continue;
            };
            let name = name.trim();
            if !(name.starts_with("kw_") || name == "times") {
                continue;
            }
            found += 1;
            let word = body.split('"').nth(1).expect("a keyword has a literal");
            let listed = KEYWORDS
                .iter()
                .find(|(r, _)| format!("{r:?}") == name)
                .unwrap_or_else(|| panic!("{name} is not in the keyword table"));
            assert_eq!(listed.1, word, "{name}");
        }
        assert_eq!(
            found,
            KEYWORDS.len(),
            "the table lists a rule the grammar lacks"
        );
    }

    #[test]
    fn lines_are_matched_to_their_statement() {
        assert_eq!(statement_of("player walsk king").unwrap().prefix, "player");
        assert_eq!(statement_of("board 3 x 4").unwrap().prefix, "board");
        assert_eq!(
            statement_of("strategy:").unwrap().block,
            Some(Block::Strategy)
        );
        assert_eq!(
            statement_of("units have 10 pints").unwrap().prefix,
            "units have"
        );
        assert!(statement_of("guardian beats swordsman").is_none());
    }

    #[test]
    fn every_example_begins_with_its_prefix() {
        for info in STATEMENTS {
            assert!(info.example.starts_with(info.prefix), "{}", info.prefix);
        }
    }
}
