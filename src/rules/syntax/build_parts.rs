//! The parts of statements that several statements share (an end
//! condition, a board's size, an outcome, a pair of numbers, a set of
//! directions), built from their pairs for [`super::build::Builder`].

use super::build::Builder;
use super::grammar::Rule;
use crate::rules::ast::*;
use crate::rules::report::Finding;
use pest::iterators::Pair;

impl Builder<'_> {
    /// An end condition's phrase and clause (`won_when`, `ends_when`):
    /// `won when no robots` alone is the pursuit's own statement.
    pub(super) fn end_when(&self, result: Spanned<String>, parts: &[Pair<Rule>]) -> StatementKind {
        let phrases: Vec<Phrase> = parts
            .iter()
            .filter(|x| x.as_rule() == Rule::phrase)
            .map(|x| self.phrase(x))
            .collect();
        let mut phrases = phrases.into_iter();
        let condition = phrases.next().expect("the grammar gives a condition");
        let clause = phrases.next();
        if result.node == "won" && condition.node == "no robots" && clause.is_none() {
            return StatementKind::WonNoRobots;
        }
        StatementKind::EndWhen {
            result,
            condition,
            clause,
        }
    }

    pub(super) fn board(&self, shape: &Pair<Rule>) -> Result<BoardSize, Finding> {
        let ints: Vec<Pair<Rule>> = shape
            .clone()
            .into_inner()
            .filter(|x| x.as_rule() == Rule::int)
            .collect();
        Ok(match shape.as_rule() {
            Rule::board_hexagon if ints.is_empty() => BoardSize::HexagonFromScenario,
            Rule::board_hexagon => BoardSize::Hexagon {
                side: self.int(&ints[0])?,
            },
            Rule::board_scenario => BoardSize::FromScenario,
            _ => BoardSize::Rectangle {
                rows: self.int(&ints[0])?,
                columns: self.int(&ints[1])?,
            },
        })
    }

    pub(super) fn outcome(&self, parts: &[Pair<Rule>], next_to: bool) -> StatementKind {
        let mover = &parts[0];
        // `pushed debris` is two words; any other mover one.
        let words: Vec<&str> = mover.as_str().split_whitespace().collect();
        let mover = Spanned::new(words.join(" "), self.span(mover));
        let phrase_of = |p: &Pair<Rule>| {
            let inner = p
                .clone()
                .into_inner()
                .next()
                .expect("a target holds a phrase");
            self.phrase(&inner)
        };
        let meets = match parts[1].as_rule() {
            Rule::off_board => Meets::OffBoard(self.span(&parts[1])),
            Rule::target if next_to => Meets::NextTo(phrase_of(&parts[1])),
            _ => Meets::Into(phrase_of(&parts[1])),
        };
        StatementKind::Outcome {
            mover,
            meets,
            outcome: self.phrase(parts.last().expect("an outcome")),
        }
    }

    pub(super) fn pair_of_ints(&self, pair: &Pair<Rule>) -> Result<(Number, Number), Finding> {
        let ints: Vec<Pair<Rule>> = pair
            .clone()
            .into_inner()
            .filter(|x| x.as_rule() == Rule::int)
            .collect();
        Ok((self.int(&ints[0])?, self.int(&ints[1])?))
    }

    pub(super) fn directions(&self, set: &Pair<Rule>) -> Result<DirectionSet, Finding> {
        let mut directions = Vec::new();
        for dir in set
            .clone()
            .into_inner()
            .filter(|p| p.as_rule() == Rule::direction)
        {
            // A `direction` holds exactly one `pair` or `word`.
            let value = dir
                .clone()
                .into_inner()
                .next()
                .expect("direction has one child");
            let node = if value.as_rule() == Rule::pair {
                let (dr, dc) = self.pair_of_ints(&value)?;
                Direction::Offset(dr.node, dc.node)
            } else {
                Direction::Named(value.as_str().to_string())
            };
            directions.push(Spanned::new(node, self.span(&dir)));
        }
        Ok(Spanned::new(directions, self.span(set)))
    }
}
