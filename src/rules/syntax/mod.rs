//! From text to syntax tree: the only module that touches pest's `Pairs`.
//!
//! It runs the pest grammar (`grammar/rules.pest`), turns a pest failure
//! into a [`SyntaxError`] that names what was expected in a user's words,
//! and builds the [`RulesFile`] tree with a span on every node.

use super::ast::*;
use crate::diagnostics::{Source, Span, floor_char_boundary};
use miette::{Diagnostic, NamedSource, SourceSpan};
use pest::Parser;
use pest::iterators::Pair;
use std::sync::Arc;
use thiserror::Error;

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/rules.pest"]
struct RulesParser;

/// The largest rules file accepted, in bytes.
pub const MAX_RULES_BYTES: usize = 1 << 20;
/// The most statements a file, lines a strategy, or items a list may have.
pub const MAX_ITEMS: usize = 4096;

/// A rules file that does not follow the grammar.
#[derive(Debug, Error, Diagnostic)]
pub enum SyntaxError {
    #[error("{location}: {message}")]
    #[diagnostic(code(robots::rules::syntax))]
    Unexpected {
        location: String,
        message: String,
        #[source_code]
        src: NamedSource<Arc<str>>,
        #[label("{label}")]
        span: SourceSpan,
        label: String,
        #[help]
        help: String,
    },
    #[error("{location}: the number {text} is too large")]
    #[diagnostic(
        code(robots::rules::number_too_large),
        help("numbers in a rules file fit in 64 bits; boards are at most 4096 x 4096")
    )]
    NumberTooLarge {
        location: String,
        text: String,
        #[source_code]
        src: NamedSource<Arc<str>>,
        #[label("this number")]
        span: SourceSpan,
    },
    #[error("{location}: more than {MAX_ITEMS} {what}")]
    #[diagnostic(
        code(robots::rules::too_many),
        help("a rules file states each thing once; {MAX_ITEMS} {what} is the limit")
    )]
    TooMany {
        location: String,
        what: &'static str,
        #[source_code]
        src: NamedSource<Arc<str>>,
        #[label("one too many")]
        span: SourceSpan,
    },
    #[error(
        "{name}:1:1: the file is {size} bytes; rules files are at most {MAX_RULES_BYTES} bytes"
    )]
    #[diagnostic(
        code(robots::rules::too_large),
        help("a rules file is a few dozen lines; check that the right file was given")
    )]
    TooLarge { name: String, size: usize },
}

/// Parses a rules file into its syntax tree.
pub fn parse(source: &Source) -> Result<RulesFile, SyntaxError> {
    if source.text.len() > MAX_RULES_BYTES {
        return Err(SyntaxError::TooLarge {
            name: source.name.to_string(),
            size: source.text.len(),
        });
    }
    let mut pairs = RulesParser::parse(Rule::file, &source.text)
        .map_err(|error| expected::to_syntax_error(source, &error))?;
    // The grammar's top rule always yields exactly one `file` pair.
    let file = pairs.next().expect("pest yields the file rule");
    within_limits(source, file.clone())?;
    let mut statements = Vec::new();
    for pair in file.into_inner() {
        if pair.as_rule() != Rule::EOI {
            statements.push(statement(source, pair)?);
        }
    }
    Ok(RulesFile { statements })
}

/// Refuses a file with more than [`MAX_ITEMS`] statements, strategy lines,
/// or items in one list, so that checking stays quick on any input.
fn within_limits(source: &Source, file: Pair<Rule>) -> Result<(), SyntaxError> {
    let mut stack = vec![file];
    while let Some(pair) = stack.pop() {
        let what = match pair.as_rule() {
            Rule::file => Some("statements"),
            Rule::strategy => Some("strategy lines"),
            Rule::direction_set => Some("directions in one list"),
            Rule::teleports => Some("teleport options"),
            Rule::phrase => Some("words in one phrase"),
            _ => None,
        };
        if let Some(what) = what {
            let counted =
                |p: &Pair<Rule>| !Inner::is_noise(p.as_rule()) && !matches!(p.as_rule(), Rule::EOI);
            if let Some(extra) = pair.clone().into_inner().filter(counted).nth(MAX_ITEMS) {
                let span = Span::from(extra.as_span());
                return Err(SyntaxError::TooMany {
                    location: source.location(span.start),
                    what,
                    src: source.named(),
                    span: span.into(),
                });
            }
        }
        stack.extend(pair.into_inner());
    }
    Ok(())
}

fn statement(source: &Source, pair: Pair<Rule>) -> Result<Statement, SyntaxError> {
    let span = Span::from(pair.as_span());
    let rule = pair.as_rule();
    let mut inner = Inner::new(pair);
    let kind = match rule {
        Rule::game => {
            let text = inner.take(Rule::string);
            let s = text.as_str();
            StatementKind::Game(Spanned::new(
                s[1..s.len() - 1].to_string(),
                text.as_span().into(),
            ))
        }
        Rule::board => StatementKind::Board(board(source, &mut inner)?),
        Rule::start => {
            let (row, column) = pair_of_ints(source, inner.take(Rule::pair))?;
            StatementKind::Start { row, column }
        }
        Rule::distance => StatementKind::Distance(text(inner.take(Rule::word))),
        Rule::walks => {
            StatementKind::Walks(direction_set(source, inner.take(Rule::direction_set))?)
        }
        Rule::may_stay => StatementKind::MayStay,
        Rule::teleports => StatementKind::Teleports(inner.all(Rule::phrase).map(phrase).collect()),
        Rule::outcome => outcome(&mut inner),
        Rule::steps => {
            StatementKind::Steps(direction_set(source, inner.take(Rule::direction_set))?)
        }
        Rule::ties => StatementKind::Ties(tie_rule(source, &mut inner)?),
        Rule::meeting => StatementKind::Meeting(phrase(inner.take(Rule::phrase))),
        Rule::won => won(source, &mut inner)?,
        Rule::strategy => StatementKind::Strategy(strategy(inner)),
        other => unreachable!("the grammar has no statement {other:?}"),
    };
    Ok(Spanned::new(kind, span))
}

fn board(source: &Source, inner: &mut Inner) -> Result<BoardSize, SyntaxError> {
    // A board holds exactly one shape.
    let shape = inner.next_pair().expect("the grammar requires a shape");
    let hexagon = shape.as_rule() == Rule::board_hexagon;
    let mut parts = Inner::new(shape);
    Ok(if hexagon {
        BoardSize::Hexagon {
            side: int(source, parts.take(Rule::int))?,
        }
    } else {
        BoardSize::Rectangle {
            rows: int(source, parts.take(Rule::int))?,
            columns: int(source, parts.take(Rule::int))?,
        }
    })
}

fn outcome(inner: &mut Inner) -> StatementKind {
    let mover_pair = inner.take(Rule::mover);
    let mover_span = mover_pair.as_span().into();
    let mover = match mover_pair.into_inner().next().map(|p| p.as_rule()) {
        Some(Rule::kw_player) => Mover::Player,
        Some(Rule::pushed_debris) => Mover::PushedDebris,
        _ => Mover::Robot,
    };
    let target = match inner.next_pair() {
        Some(p) if p.as_rule() == Rule::target => Target::Named(text(p)),
        Some(p) => Target::OffBoard(p.as_span().into()),
        None => unreachable!("the grammar requires a target"),
    };
    StatementKind::Outcome {
        mover: Spanned::new(mover, mover_span),
        target,
        outcome: phrase(inner.take(Rule::phrase)),
    }
}

fn tie_rule(source: &Source, inner: &mut Inner) -> Result<TieRule, SyntaxError> {
    match inner.next_pair() {
        Some(p) if p.as_rule() == Rule::first_of => {
            let set = Inner::new(p).take(Rule::direction_set);
            Ok(TieRule::FirstOf(direction_set(source, set)?))
        }
        Some(p) => Ok(TieRule::Phrase(phrase(p))),
        None => unreachable!("the grammar requires a tie rule"),
    }
}

fn won(source: &Source, inner: &mut Inner) -> Result<StatementKind, SyntaxError> {
    match inner.next_pair() {
        Some(p) if p.as_rule() == Rule::won_surviving => {
            let moves = Inner::new(p).take(Rule::int);
            Ok(StatementKind::WonSurviving(int(source, moves)?))
        }
        _ => Ok(StatementKind::WonNoRobots),
    }
}

fn strategy(inner: Inner) -> Vec<Spanned<StrategyItem>> {
    inner
        .rest()
        .filter_map(|item| {
            let span = item.as_span().into();
            let rule = item.as_rule();
            let words = phrase(Inner::new(item).take(Rule::phrase));
            let node = match rule {
                Rule::reject => StrategyItem::Reject(words),
                Rule::minimize => StrategyItem::Minimize(words),
                Rule::maximize => StrategyItem::Maximize(words),
                Rule::fallback => StrategyItem::Fallback(words),
                _ => return None,
            };
            Some(Spanned::new(node, span))
        })
        .collect()
}

fn direction_set(source: &Source, pair: Pair<Rule>) -> Result<DirectionSet, SyntaxError> {
    let span = pair.as_span().into();
    let mut directions = Vec::new();
    for dir in pair.into_inner().filter(|p| p.as_rule() == Rule::direction) {
        let dir_span = dir.as_span().into();
        // A `direction` holds exactly one `pair` or `word`.
        let value = dir.into_inner().next().expect("direction has one child");
        let node = if value.as_rule() == Rule::pair {
            let (dr, dc) = pair_of_ints(source, value)?;
            Direction::Offset(dr.node, dc.node)
        } else {
            Direction::Named(value.as_str().to_string())
        };
        directions.push(Spanned::new(node, dir_span));
    }
    Ok(Spanned::new(directions, span))
}

fn pair_of_ints(
    source: &Source,
    pair: Pair<Rule>,
) -> Result<(Spanned<i64>, Spanned<i64>), SyntaxError> {
    let mut inner = Inner::new(pair);
    Ok((
        int(source, inner.take(Rule::int))?,
        int(source, inner.take(Rule::int))?,
    ))
}

fn int(source: &Source, pair: Pair<Rule>) -> Result<Spanned<i64>, SyntaxError> {
    let span: Span = pair.as_span().into();
    pair.as_str()
        .parse::<i64>()
        .map(|n| Spanned::new(n, span))
        .map_err(|_| SyntaxError::NumberTooLarge {
            location: source.location(span.start),
            text: pair.as_str().to_string(),
            src: source.named(),
            span: span.into(),
        })
}

fn text(pair: Pair<Rule>) -> Spanned<String> {
    Spanned::new(pair.as_str().to_string(), pair.as_span().into())
}

/// A phrase's words joined by single spaces, whatever spacing was written.
fn phrase(pair: Pair<Rule>) -> Phrase {
    let span = pair.as_span().into();
    let words: Vec<&str> = pair.into_inner().map(|w| w.as_str()).collect();
    Spanned::new(words.join(" "), span)
}

/// Walks the children of a pair, skipping keywords and punctuation.
struct Inner<'i> {
    pairs: pest::iterators::Pairs<'i, Rule>,
}

impl<'i> Inner<'i> {
    fn new(pair: Pair<'i, Rule>) -> Self {
        Inner {
            pairs: pair.into_inner(),
        }
    }

    fn is_noise(rule: Rule) -> bool {
        matches!(rule, Rule::colon | Rule::comma | Rule::times)
            || format!("{rule:?}").starts_with("kw_")
    }

    fn next_pair(&mut self) -> Option<Pair<'i, Rule>> {
        self.pairs.by_ref().find(|p| !Self::is_noise(p.as_rule()))
    }

    /// The next child of the given rule; the grammar guarantees it is there.
    fn take(&mut self, rule: Rule) -> Pair<'i, Rule> {
        self.pairs
            .by_ref()
            .find(|p| p.as_rule() == rule)
            .unwrap_or_else(|| unreachable!("the grammar guarantees a {rule:?} here"))
    }

    fn all(self, rule: Rule) -> impl Iterator<Item = Pair<'i, Rule>> {
        self.pairs.filter(move |p| p.as_rule() == rule)
    }

    fn rest(self) -> impl Iterator<Item = Pair<'i, Rule>> {
        self.pairs.filter(|p| !Self::is_noise(p.as_rule()))
    }
}

mod expected;

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_text(text: &str) -> Result<RulesFile, SyntaxError> {
        parse(&Source::new("test.rules", text))
    }

    #[test]
    fn parses_a_board_with_spans() {
        let file = parse_text("board 21 rows x 40 columns\n").unwrap();
        let StatementKind::Board(BoardSize::Rectangle { rows, columns }) = &file.statements[0].node
        else {
            panic!("expected a board");
        };
        assert_eq!((rows.node, columns.node), (21, 40));
        assert_eq!(rows.span, Span::new(6, 8));
    }

    #[test]
    fn phrases_are_normalised_to_single_spaces() {
        let file = parse_text("pushed debris into robot:   robot    destroyed").unwrap();
        let StatementKind::Outcome { mover, outcome, .. } = &file.statements[0].node else {
            panic!("expected an outcome");
        };
        assert_eq!(mover.node, Mover::PushedDebris);
        assert_eq!(outcome.node, "robot destroyed");
    }

    #[test]
    fn strategy_items_run_over_several_lines() {
        let file =
            parse_text("strategy:\n  minimize robots\n\n  else stay\nwon when no robots").unwrap();
        let StatementKind::Strategy(items) = &file.statements[0].node else {
            panic!("expected a strategy");
        };
        assert_eq!(items.len(), 2);
        assert_eq!(file.statements.len(), 2);
    }

    #[test]
    fn direction_lists_mix_names_and_offsets() {
        let file = parse_text("player walks N, (2, -1)").unwrap();
        let StatementKind::Walks(set) = &file.statements[0].node else {
            panic!("expected walks");
        };
        assert_eq!(set.node[0].node, Direction::Named("N".into()));
        assert_eq!(set.node[1].node, Direction::Offset(2, -1));
    }

    #[test]
    fn a_missing_word_names_what_was_expected() {
        let err = parse_text("board 31 x 31 columns").unwrap_err();
        let text = err.to_string();
        assert!(
            text.starts_with("test.rules:1:10: expected `rows`"),
            "{text}"
        );
    }

    #[test]
    fn long_lists_and_many_statements_are_refused_with_a_location() {
        let walks = format!("player walks {}", vec!["N"; MAX_ITEMS + 1].join(", "));
        let err = parse_text(&walks).unwrap_err();
        let at = 13 + 3 * MAX_ITEMS + 1;
        assert_eq!(
            err.to_string(),
            format!("test.rules:1:{at}: more than {MAX_ITEMS} directions in one list")
        );
        let lines = "player may stay\n".repeat(MAX_ITEMS + 1);
        let err = parse_text(&lines).unwrap_err().to_string();
        assert!(
            err.starts_with(&format!("test.rules:{}:1: more than", MAX_ITEMS + 1)),
            "{err}"
        );
        assert!(parse_text(&"player may stay\n".repeat(MAX_ITEMS)).is_ok());
    }

    #[test]
    fn huge_numbers_are_refused_not_wrapped() {
        let err = parse_text("board 99999999999999999999 rows x 1 columns").unwrap_err();
        assert!(matches!(err, SyntaxError::NumberTooLarge { .. }));
    }
}
