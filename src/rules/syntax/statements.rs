//! Every statement of the language: the words it begins with, what it is
//! called in messages, and a line that states it. Syntax errors take their
//! examples from here; the checker its examples of missing statements.

use crate::diagnostics::suggest;
use crate::rules::ast::Block;

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
pub(crate) const STATEMENTS: &[StatementInfo] = &[
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
        "each turn",
        "a speed",
        "each turn, fast robots take 2 steps",
    ),
    s("every", "a period", "every 2 turns, robots step"),
    s(
        "moves from",
        "where the moves come from",
        "moves from input",
    ),
    s(
        "blocked moves",
        "what a blocked move does",
        "blocked moves: skipped",
    ),
    s("lost when", "a losing rule", "lost when no players"),
    s("draw when", "a drawing rule", "draw when no free cell"),
    s(
        "re-enact",
        "the contest question",
        "re-enact black for the stated score",
    ),
];

/// The statement a line begins, from its first words (all of a prefix, or
/// all of the line when it is shorter).
pub(crate) fn statement_of(line: &str) -> Option<&'static StatementInfo> {
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
pub(crate) fn statement(prefix: &str) -> &'static StatementInfo {
    STATEMENTS
        .iter()
        .find(|info| info.prefix == prefix)
        .unwrap_or_else(|| panic!("no statement begins `{prefix}`"))
}

/// The words a statement line may begin with, for suggestions.
pub(crate) fn first_words() -> Vec<&'static str> {
    let mut words: Vec<&str> = STATEMENTS
        .iter()
        .filter(|i| !BLOCK_WORDS.contains(&i.prefix))
        .map(|i| i.prefix.split(' ').next().unwrap_or(i.prefix))
        .collect();
    words.dedup();
    words
}

/// The words a strategy line begins with.
pub(crate) const BLOCK_WORDS: &[&str] = &["reject", "minimize", "maximize", "else"];

/// Whether a line looks like a line of `block` gone wrong: for a strategy,
/// its first word is (nearly) a strategy word; a legend line is anything
/// that is not a statement.
pub(crate) fn near_block_word(block: Block, line: &str) -> bool {
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
