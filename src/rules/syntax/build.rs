//! From pest's pairs of one line to the syntax tree, with every span moved
//! from the line to the file.

use super::grammar::Rule;
use crate::diagnostics::{Source, Span};
use crate::rules::ast::*;
use crate::rules::codes::Error;
use crate::rules::report::Finding;
use pest::iterators::Pair;

/// What a statement line gives: a statement, or the header of a block.
pub(super) enum Built {
    Statement(Statement),
    Header(Block, Span),
}

/// Builds the tree of one line starting at byte `base` of the file.
pub(super) struct Builder<'s> {
    source: &'s Source,
    base: usize,
}

impl<'s> Builder<'s> {
    pub(super) fn new(source: &'s Source, base: usize) -> Self {
        Builder { source, base }
    }

    pub(super) fn span(&self, pair: &Pair<Rule>) -> Span {
        let s = pair.as_span();
        Span::new(self.base + s.start(), self.base + s.end())
    }

    pub(super) fn text(&self, pair: &Pair<Rule>) -> Spanned<String> {
        Spanned::new(pair.as_str().to_string(), self.span(pair))
    }

    /// A phrase's words joined by single spaces, whatever spacing was written.
    pub(super) fn phrase(&self, pair: &Pair<Rule>) -> Phrase {
        let words: Vec<&str> = pair.clone().into_inner().map(|w| w.as_str()).collect();
        Spanned::new(words.join(" "), self.span(pair))
    }

    pub(super) fn int(&self, pair: &Pair<Rule>) -> Result<Number, Finding> {
        let span = self.span(pair);
        pair.as_str()
            .parse::<i64>()
            .map(|n| Spanned::new(n, span))
            .map_err(|_| {
                Finding::error(
                    self.source,
                    Error::NumberTooLarge,
                    span,
                    format!(
                        "the number {} is too {}",
                        pair.as_str(),
                        if pair.as_str().starts_with('-') {
                            "small"
                        } else {
                            "large"
                        }
                    ),
                )
                .label("this number")
                .help("numbers in a rules file fit in 64 bits; boards are at most 4096 x 4096")
            })
    }

    /// A statement line's one statement.
    pub(super) fn statement(&mut self, pair: Pair<Rule>) -> Result<Built, Finding> {
        let span = self.span(&pair);
        let rule = pair.as_rule();
        let all: Vec<Pair<Rule>> = pair.into_inner().collect();
        let next_to = all.iter().any(|p| p.as_rule() == Rule::kw_next);
        let parts: Vec<Pair<Rule>> = all.into_iter().filter(|p| !is_noise(p)).collect();
        let p = |rule: Rule| parts.iter().filter(move |p| p.as_rule() == rule);
        let first = |rule: Rule| {
            p(rule)
                .next()
                .unwrap_or_else(|| unreachable!("the grammar guarantees a {rule:?} here"))
        };
        let kind = match rule {
            Rule::game => {
                let text = first(Rule::string);
                let s = text.as_str();
                StatementKind::Game(Spanned::new(s[1..s.len() - 1].to_string(), self.span(text)))
            }
            Rule::format => StatementKind::Format(self.text(first(Rule::word))),
            Rule::board => StatementKind::Board(self.board(&parts[0])?),
            Rule::cells => {
                let rest = first(Rule::rest);
                let words: Vec<&str> = rest.as_str().split_whitespace().collect();
                let trimmed = rest.as_str().trim_end().len();
                let start = self.span(rest).start;
                StatementKind::Cells(Spanned::new(
                    words.join(" "),
                    Span::new(start, start + trimmed),
                ))
            }
            Rule::distance => StatementKind::Distance(self.text(first(Rule::word))),
            Rule::terrain => return Ok(Built::Header(Block::Terrain, span)),
            Rule::units => return Ok(Built::Header(Block::Units, span)),
            Rule::pieces => return Ok(Built::Header(Block::Pieces, span)),
            Rule::strategy => return Ok(Built::Header(Block::Strategy, span)),
            Rule::sides => StatementKind::Sides(p(Rule::word).map(|w| self.text(w)).collect()),
            Rule::beats => {
                let mut words = p(Rule::word);
                StatementKind::Beats {
                    winner: self.text(words.next().expect("two words")),
                    loser: self.text(words.next().expect("two words")),
                }
            }
            Rule::outcome => self.outcome(&parts, next_to),
            Rule::start => {
                let (row, column) = self.pair_of_ints(first(Rule::pair))?;
                StatementKind::Start { row, column }
            }
            Rule::walks => StatementKind::Walks(self.directions(first(Rule::direction_set))?),
            Rule::may_stay => StatementKind::MayStay,
            Rule::teleports => {
                StatementKind::Teleports(p(Rule::phrase).map(|w| self.phrase(w)).collect())
            }
            Rule::steps => {
                let mut words = p(Rule::word);
                StatementKind::Steps {
                    who: self.text(words.next().expect("a subject")),
                    set: self.directions(first(Rule::direction_set))?,
                    toward: words.next().map(|w| self.text(w)),
                }
            }
            Rule::ties => StatementKind::Ties(match p(Rule::first_of).next() {
                Some(f) => {
                    let set = f
                        .clone()
                        .into_inner()
                        .find(|x| x.as_rule() == Rule::direction_set)
                        .expect("first of holds a set");
                    TieRule::FirstOf(self.directions(&set)?)
                }
                None => TieRule::Phrase(self.phrase(first(Rule::phrase))),
            }),
            Rule::meeting => StatementKind::Meeting {
                on: p(Rule::word).next().map(|w| self.text(w)),
                outcome: self.phrase(first(Rule::phrase)),
            },
            Rule::won => {
                let how = &parts[0];
                if how.as_rule() == Rule::won_surviving {
                    let n = how.clone().into_inner().find(|x| x.as_rule() == Rule::int);
                    StatementKind::WonSurviving(self.int(&n.expect("a number of moves"))?)
                } else {
                    let won =
                        Spanned::new("won".to_string(), Span::new(span.start, span.start + 3));
                    let inner: Vec<Pair<Rule>> = how.clone().into_inner().collect();
                    self.end_when(won, &inner)
                }
            }
            Rule::ends_when => {
                let result = first_keyword(&span, self.source, &["lost", "draw"]);
                self.end_when(result, &parts)
            }
            Rule::from_input => StatementKind::FromInput,
            Rule::blocked_moves => StatementKind::BlockedMoves(self.text(first(Rule::word))),
            Rule::presses => StatementKind::Presses(Spanned::new("player".into(), span)),
            Rule::speed => StatementKind::Speed {
                who: self.phrase(first(Rule::mover_words)),
                steps: self.int(first(Rule::int))?,
            },
            Rule::period => StatementKind::Period {
                who: self.phrase(first(Rule::mover_words)),
                turns: self.int(first(Rule::int))?,
            },
            Rule::points => StatementKind::Points {
                who: self.text(first(Rule::word)),
                points: self.int(first(Rule::int))?,
            },
            Rule::validate => StatementKind::Validate(self.phrase(first(Rule::phrase))),
            Rule::facing => StatementKind::Facing {
                who: self.text(first(Rule::word)),
                set: self.directions(first(Rule::direction_set))?,
            },
            Rule::commands => {
                StatementKind::Commands(p(Rule::phrase).map(|w| self.phrase(w)).collect())
            }
            Rule::token_values => {
                let mut ints = p(Rule::int);
                StatementKind::TokenValues {
                    first: self.int(ints.next().expect("two numbers"))?,
                    less: self.int(ints.next().expect("two numbers"))?,
                }
            }
            Rule::surrender => StatementKind::Surrender(self.int(first(Rule::int))?),
            Rule::perfect_play => {
                StatementKind::PerfectPlay(p(Rule::phrase).map(|w| self.phrase(w)).collect())
            }
            Rule::take_turns => StatementKind::TakeTurns(self.text(first(Rule::word))),
            Rule::place => StatementKind::Place(self.text(first(Rule::word))),
            Rule::after_each_move => match p(Rule::cut_off).next() {
                Some(cut) => {
                    let ints: Vec<Pair<Rule>> = cut
                        .clone()
                        .into_inner()
                        .flatten()
                        .filter(|x| x.as_rule() == Rule::int)
                        .collect();
                    let lines = ints.len() == 1;
                    StatementKind::Removal {
                        rows: self.int(&ints[0])?,
                        columns: self.int(&ints[ints.len() - 1])?,
                        lines,
                    }
                }
                None => StatementKind::Effect(self.phrase(first(Rule::phrase))),
            },
            Rule::game_ends => StatementKind::GameEnds(self.phrase(first(Rule::phrase))),
            Rule::score => StatementKind::Score(self.phrase(first(Rule::phrase))),
            Rule::reenact => StatementKind::Reenact(self.text(first(Rule::word))),
            other => unreachable!("the grammar has no statement {other:?}"),
        };
        Ok(Built::Statement(Spanned::new(kind, span)))
    }
}

/// The first word of a statement (one of `words`), spanned.
fn first_keyword(span: &Span, source: &Source, words: &[&str]) -> Spanned<String> {
    let text = &source.text[span.start..span.end];
    let word = words
        .iter()
        .find(|w| text.starts_with(**w))
        .copied()
        .unwrap_or("lost");
    Spanned::new(
        word.to_string(),
        Span::new(span.start, span.start + word.len()),
    )
}

/// Keywords and punctuation, which the tree does not keep.
pub(super) fn is_noise(pair: &Pair<Rule>) -> bool {
    matches!(pair.as_rule(), Rule::colon | Rule::comma | Rule::times)
        || super::keywords::word_of(pair.as_rule()).is_some()
}
