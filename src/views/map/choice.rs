//! A strategy's choice in words: the candidates' table with each key's
//! value and verdict, and what decided.

use super::viewer::MapViews;
use crate::interpreter::{Verdict, Weighing};
use crate::views::style::Paint;

impl MapViews {
    /// What decided a strategy's choice.
    pub(super) fn decided(&self, _w: &Weighing) -> String {
        "the strategy".to_string()
    }

    /// The candidates' table.
    pub(super) fn candidates(&self, w: &Weighing, _paint: Paint) -> String {
        let mut out = String::new();
        for c in &w.candidates {
            let verdict = match &c.verdict {
                Verdict::Illegal(_) => "illegal",
                Verdict::Dropped(_) => "dropped",
                Verdict::Kept(_) => "kept",
            };
            out.push_str(&format!("{} {verdict}\n", self.said.asked(c.asked)));
        }
        out
    }
}
