//! A strategy's choice laid open for `robots explain`: every candidate in
//! order, illegal (and why) or tried with its reply and measured by every
//! key, dropped by the filter or kept; the chosen one, the runner-up and
//! the key that separated them. The same trials as the strategy's own
//! (a test holds the chosen one to the move the game makes).

use super::choose::Candidate;
use super::measure::measure;
use super::record::{Asked, Why};
use super::scratch::make;
use super::steps::{Stepper, asked};
use super::why::{self, at};
use crate::model::{Control, Offset};

/// What became of a candidate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Illegal(Why),
    /// The filter dropped it (a chaser would reach the player); its keys'
    /// values all the same.
    Dropped(Vec<u64>),
    Kept(Vec<u64>),
}

/// A candidate weighed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Weighed {
    pub asked: Asked,
    /// The player's cell after it (before the reply).
    pub to: Option<Offset>,
    pub verdict: Verdict,
}

/// A strategy's choice before one move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Weighing {
    pub candidates: Vec<Weighed>,
    /// The chosen candidate (`None`: none kept, a fallback decides).
    pub chosen: Option<usize>,
    /// The best of the others kept, and the first key (from 0) whose
    /// value separated it from the chosen one (`None`: all equal, the
    /// earlier candidate won).
    pub runner_up: Option<(usize, Option<usize>)>,
}

impl Stepper<'_> {
    /// The strategy's choice before the next move, or `None` when the
    /// moves come from the input or the game has ended.
    pub fn weigh(&mut self) -> Option<Weighing> {
        if self.ending().is_some() {
            return None;
        }
        let rules = self.rules();
        let Control::Strategy(strategy) = &rules.model.control else {
            return None;
        };
        let walker = rules.model.walker.as_ref();
        let mut order: Vec<Candidate> = walker
            .map(|w| w.walks.iter().map(|&d| Candidate::Walk(d)).collect())
            .unwrap_or_default();
        if walker.is_some_and(|w| w.may_stay) {
            order.push(Candidate::Stay);
        }
        let g = self.game();
        let turn = g.moves + 1;
        let (mut after, mut trial, mut moves) = (Vec::new(), Vec::new(), Vec::new());
        let mut candidates = Vec::new();
        let mut signed: Vec<(usize, Vec<i128>)> = Vec::new();
        for c in order {
            let mark = g.pos.begin();
            after.clear();
            after.extend_from_slice(&g.chasers);
            let Some(lost) = make(rules, &mut g.pos, c, turn, &mut after, &mut moves) else {
                g.pos.undo(mark);
                let d = match c {
                    Candidate::Walk(d) => d,
                    _ => (0, 0),
                };
                let why = why::walk(rules, &g.pos, d).unwrap_or(Why::NoPlayer);
                candidates.push(Weighed {
                    asked: asked(&g.pos, c),
                    to: None,
                    verdict: Verdict::Illegal(why),
                });
                continue;
            };
            let to = g.pos.player().map(|p| at(&g.pos, p));
            let mut values = Vec::new();
            for &(key, _) in &strategy.keys {
                let pos = &mut g.pos;
                values.push(measure(
                    rules, pos, key, turn, &after, &mut trial, &mut moves,
                ));
            }
            g.pos.undo(mark);
            let dropped = strategy.reject_immediate_loss && lost;
            if !dropped {
                let keyed = strategy.keys.iter().zip(&values);
                let key =
                    keyed.map(|(&(_, max), &v)| if max { -i128::from(v) } else { i128::from(v) });
                signed.push((candidates.len(), key.collect()));
            }
            candidates.push(Weighed {
                asked: asked(&g.pos, c),
                to,
                verdict: if dropped {
                    Verdict::Dropped(values)
                } else {
                    Verdict::Kept(values)
                },
            });
        }
        // The earliest of the least values wins, as the strategy's choice.
        let best = |list: &[(usize, Vec<i128>)]| {
            list.iter()
                .fold(None::<&(usize, Vec<i128>)>, |b, x| match b {
                    Some(b) if b.1 <= x.1 => Some(b),
                    _ => Some(x),
                })
                .cloned()
        };
        let chosen = best(&signed);
        let runner_up = chosen.as_ref().and_then(|(i, values)| {
            let rest: Vec<_> = signed.iter().filter(|(j, _)| j != i).cloned().collect();
            best(&rest).map(|(j, other)| (j, values.iter().zip(&other).position(|(a, b)| a != b)))
        });
        Some(Weighing {
            candidates,
            chosen: chosen.map(|(i, _)| i),
            runner_up,
        })
    }
}
