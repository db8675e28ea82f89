//! What a syntax error says was expected: each grammar rule pest
//! expected, named in words (a keyword as itself, anything else as what it
//! looks like, such as "a whole number such as `31`"), with a long name for
//! the headline and a short one for the label.

use super::grammar::Rule;
use super::keywords::word_of;
use super::statements::BLOCK_WORDS;

/// What was expected, as (long, short) names, in pest's order.
pub(super) struct Names {
    pub(super) items: Vec<(String, String)>,
}

impl Names {
    pub(super) fn of(positives: &[Rule], at_line_start: bool) -> Names {
        let mut items: Vec<(String, String)> = Vec::new();
        if at_line_start && positives.iter().any(|r| is_block_word(*r)) {
            items.push((
                "a strategy line (`reject ...`, `minimize ...`, `maximize ...` or `else ...`)"
                    .into(),
                "a strategy line".into(),
            ));
        } else if at_line_start {
            items.push(("a statement".into(), "a statement".into()));
        } else {
            for &rule in positives {
                let (long, short) = human_name(rule);
                if !items.iter().any(|(l, _)| *l == long) {
                    items.push((long, short));
                }
            }
        }
        // The end of the line reads best last.
        items.sort_by_key(|(long, _)| long.starts_with("the end"));
        Names { items }
    }

    pub(super) fn long(&self) -> String {
        join(
            &self
                .items
                .iter()
                .map(|(l, _)| l.clone())
                .collect::<Vec<_>>(),
        )
    }

    pub(super) fn short(&self) -> String {
        join(
            &self
                .items
                .iter()
                .map(|(_, s)| s.clone())
                .collect::<Vec<_>>(),
        )
    }
}

pub(super) fn join(names: &[String]) -> String {
    match names {
        [] => "something else".to_string(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

fn is_block_word(rule: Rule) -> bool {
    word_of(rule).is_some_and(|w| BLOCK_WORDS.contains(&w))
}

/// What a grammar rule is called in an error message: a long name for the
/// headline and a short one for the label.
fn human_name(rule: Rule) -> (String, String) {
    if let Some(word) = word_of(rule) {
        let w = format!("`{word}`");
        return (w.clone(), w);
    }
    let (long, short) = match rule {
        Rule::int => ("a whole number such as `31`", "a whole number"),
        Rule::string => (
            "a name in double quotes such as `\"Robots\"`",
            "a quoted name",
        ),
        Rule::word | Rule::mover => ("a word", "a word"),
        Rule::phrase | Rule::target | Rule::rest | Rule::legend_item => {
            ("one or more words", "words")
        }
        Rule::colon => ("`:`", "`:`"),
        Rule::comma => ("`,`", "`,`"),
        Rule::pair => ("a cell such as `(15, 15)`", "`(row, column)`"),
        Rule::direction | Rule::direction_set => (
            "a direction set such as `king`, `rook`, `hex` or `N, E, S, W`",
            "directions",
        ),
        Rule::first_of => ("`first of` and a list of directions", "`first of ...`"),
        Rule::won_when | Rule::won_surviving => (
            "`when no robots` or `after surviving N moves`",
            "`when` or `after`",
        ),
        Rule::board_rectangle | Rule::board_hexagon | Rule::board_scenario => (
            "a board such as `31 rows x 31 columns`, `hexagon 5 cells a side` or `from scenario`",
            "a board size",
        ),
        Rule::off_board => ("`off board`", "`off board`"),
        Rule::pushed => ("`pushed` and a piece", "`pushed ...`"),
        Rule::mover_words => ("who moves, such as `fast robots`", "who moves"),
        Rule::EOI => ("the end of the line", "the end of the line"),
        _ => ("a statement", "a statement"),
    };
    (long.to_string(), short.to_string())
}
