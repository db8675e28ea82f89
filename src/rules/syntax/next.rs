//! What may come next on a line cut short, as the grammar says: the
//! keywords it accepts there (named from the keyword table), and whether a
//! value (a word, a number, a direction) may stand there. Editors complete
//! a line with it, so a new statement of the grammar is completed as soon
//! as it is written.

use super::expected::{SUBJECT_LED, SUBJECTS};
use super::grammar::{Rule, RulesParser};
use super::keywords::word_of;
use super::kind_words::{belongs, kind_of_file};
use super::statements::{STATEMENTS, StatementInfo, first_words};
use crate::rules::ast::Block;
use pest::Parser;
use pest::error::{ErrorVariant, InputLocation};

/// What may follow a line's beginning.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Next {
    /// Keywords, in the grammar's order.
    pub(crate) words: Vec<&'static str>,
    /// Whether a value may come there too.
    pub(crate) value: bool,
}

/// A character no line may hold, put where the next word would go.
const PROBE: char = '\u{1}';

/// What may come after `head` (the start of a line, up to the word being
/// typed) in a block's line, or a statement without `block`.
pub(crate) fn after(head: &str, block: Option<Block>) -> Next {
    let rule = match block {
        None => Rule::line,
        Some(Block::Strategy) => Rule::strategy_line,
        Some(_) => Rule::legend_line,
    };
    let probed = format!("{head}{PROBE}");
    let Err(error) = RulesParser::parse(rule, &probed) else {
        return Next::default();
    };
    let at = match error.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    };
    let ErrorVariant::ParsingError { positives, .. } = &error.variant else {
        return Next::default();
    };
    // The line broke before its end: nothing can mend it by what follows.
    if at < head.trim_end_matches([' ', '\t']).len() {
        return Next::default();
    }
    let first = head.split_whitespace().next().unwrap_or("");
    let subject_led = !first_words().contains(&first) || SUBJECTS.contains(&first);
    let mut next = Next::default();
    for rule in positives {
        if !subject_led && SUBJECT_LED.contains(rule) {
            continue;
        }
        match word_of(*rule) {
            Some(word) if !next.words.contains(&word) => next.words.push(word),
            Some(_) => {}
            None if *rule == Rule::EOI || *rule == Rule::comma || *rule == Rule::colon => {}
            None => next.value = true,
        }
    }
    next
}

/// The statements that may start a line of a file, by its kind of game
/// (all of them when its format names no game).
pub(crate) fn statements_of(text: &str) -> impl Iterator<Item = &'static StatementInfo> {
    let kind = kind_of_file(text);
    STATEMENTS.iter().filter(move |s| belongs(s.prefix, kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_and_values_that_may_come_next() {
        let next = after("player ", None);
        for word in ["starts", "walks", "may", "into", "off"] {
            assert!(next.words.contains(&word), "{word}: {next:?}");
        }
        let mut board = after("board ", None).words;
        board.sort();
        assert_eq!(board, vec!["from", "hexagon"]);
        assert!(after("board ", None).value, "a number of rows");
        assert!(after("player walks ", None).value);
        assert!(after("robots step king ", None).words.contains(&"toward"));
        assert_eq!(
            after("minimize ", Some(Block::Strategy)).words,
            Vec::<&str>::new()
        );
        assert!(after("minimize ", Some(Block::Strategy)).value);
        // A line already broken has no next word.
        assert_eq!(after("board board ", None), Next::default());
    }

    #[test]
    fn a_file_starts_its_lines_with_the_statements_of_its_kind() {
        let tactics: Vec<&str> = statements_of("format janken-tactics\n")
            .map(|s| s.prefix)
            .collect();
        assert!(tactics.contains(&"units have") && tactics.contains(&"board"));
        assert!(!tactics.contains(&"player walks"));
        let pursuit: Vec<&str> = statements_of("board 3 rows x 3 columns\n")
            .map(|s| s.prefix)
            .collect();
        assert!(pursuit.contains(&"player walks") && !pursuit.contains(&"units have"));
    }
}
