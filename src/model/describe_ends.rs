//! A model's effects and end conditions in the words of a rules file, for
//! [`super::describe`] and for the printers of the other questions.

use super::end::{Condition, Result as EndResult};
use super::game::{Effect, Model};
use super::words::{plural, set};
use std::fmt::Write;

/// An effect's words after `after each move: `.
pub fn effect(m: &Model, e: &Effect) -> String {
    match e {
        Effect::Toggle {
            kind,
            itself,
            around,
        } => {
            let cell = if *itself { "the cell and its" } else { "its" };
            format!(
                "toggle {} on {cell} {} neighbours",
                m.kinds[*kind as usize].name,
                set(m, around)
            )
        }
        Effect::CutOff {
            columns,
            lines: true,
            ..
        } => format!("cut off full rows and columns of at least {columns} cells"),
        Effect::CutOff { rows, columns, .. } => {
            format!("cut off full rectangles of at least {rows} x {columns}")
        }
    }
}

/// Each end condition as its line (`won when no robots`).
pub(super) fn ends(m: &Model, out: &mut String) {
    for e in &m.ends {
        let result = match e.result {
            EndResult::Won => "won",
            EndResult::Lost => "lost",
            EndResult::Draw => "draw",
            EndResult::Scored => "game ends",
        };
        let kinds = |ks: &[u8]| {
            ks.first()
                .map_or(String::new(), |&k| plural(&m.kinds[k as usize].class))
        };
        let condition = match &e.condition {
            Condition::NoneOf(ks) => format!("no {}", kinds(ks)),
            Condition::EveryOn(ks, t) => format!(
                "every {} on {}",
                ks.first()
                    .map_or(String::new(), |&k| m.kinds[k as usize].class.clone()),
                m.terrains[*t as usize]
            ),
            Condition::NoFreeCell => "no free cell".to_string(),
            Condition::Survived(n) => {
                let _ = writeln!(out, "won after surviving {n} moves");
                continue;
            }
            Condition::InARow { length, axes } => {
                let placed = m
                    .kinds
                    .iter()
                    .find(|k| k.side.is_some())
                    .map_or("piece", |k| k.class.as_str());
                let lines = match (m.hexagon, axes.len()) {
                    (true, _) => "hex",
                    (false, 2) => "rook",
                    (false, _) => "king",
                };
                format!("{length} {} in a row along {lines} lines", plural(placed))
            }
        };
        let clause = if e.at_start {
            ", checked before the first move too"
        } else {
            ""
        };
        let _ = writeln!(out, "{result} when {condition}{clause}");
    }
}
