//! A strategy's choice in words, as `robots explain` says a pursuit's: the
//! filter and keys with their lines, every candidate with its keys'
//! values and verdict (illegal and why, dropped by the filter, chosen,
//! runner-up, kept), and the key that separated the chosen one from the
//! runner-up.

use super::say::cell;
use super::viewer::MapViews;
use crate::interpreter::{Verdict, Weighing};
use crate::model::Control;
use crate::views::explain::table;
use crate::views::style::{Ink, Paint};
use crate::views::words::{Cited, cite};

impl MapViews {
    /// The strategy's filter, its line cited.
    fn filter(&self) -> Cited {
        let lines = &self.said.lines;
        cite(
            lines,
            lines.filters.first().copied(),
            "reject immediate loss",
        )
    }

    /// Key `k` (from 0) as written, its line cited.
    fn key(&self, k: usize) -> Cited {
        let lines = &self.said.lines;
        cite(lines, lines.keys.get(k).copied(), &format!("key {}", k + 1))
    }

    /// Key `k`'s name for a column: the key's words without `minimize`
    /// or `maximize`.
    fn key_name(&self, k: usize) -> String {
        let text = self.key(k).text;
        let name = text
            .strip_prefix("minimize ")
            .or_else(|| text.strip_prefix("maximize "))
            .unwrap_or(&text);
        name.to_string()
    }

    fn keys(&self) -> usize {
        match &self.said.model.control {
            Control::Strategy(s) => s.keys.len(),
            Control::Input(_) | Control::Solver => 0,
        }
    }

    /// What reaching the player means, for a dropped candidate.
    fn reached(&self) -> String {
        let chaser = self.said.model.chasers.first().map(|c| c.kind);
        let name = chaser.map_or("piece".to_string(), |k| {
            self.said.model.kinds[k as usize].class.clone()
        });
        format!("a {name} would reach the {}", self.said.player())
    }

    /// What decided a strategy's choice, for the overview's line.
    pub(super) fn decided(&self, w: &Weighing) -> String {
        match (w.chosen, w.runner_up) {
            (None, _) => {
                let lines = &self.said.lines;
                let fallback = cite(lines, lines.fallbacks.first().copied(), "else stay");
                format!("no candidate left: {fallback}")
            }
            (Some(_), None) => "the only candidate left".to_string(),
            (Some(_), Some((_, Some(k)))) => self.key(k).to_string(),
            (Some(_), Some((_, None))) => "candidate order (every key ties)".to_string(),
        }
    }

    /// Candidate `i` by its number, move and cell: `6 (walk SW to (4,5))`.
    fn named(&self, w: &Weighing, i: usize) -> String {
        let c = &w.candidates[i];
        let to = c.to.map_or(String::new(), |t| format!(" to {}", cell(t)));
        format!("{} ({}{to})", i + 1, self.said.asked(c.asked))
    }

    /// The strategy, the candidates' table, and what was chosen and why.
    pub(super) fn candidates(&self, w: &Weighing, paint: Paint) -> String {
        let keys = self.keys();
        let mut out = String::new();
        if let Control::Strategy(s) = &self.said.model.control
            && s.reject_immediate_loss
        {
            out.push_str(&format!("filter    {}\n", self.filter()));
        }
        for k in 0..keys {
            out.push_str(&format!("key {}     {}\n", k + 1, self.key(k)));
        }
        out.push('\n');
        let mut header = vec!["#".to_string(), "candidate".to_string(), "to".to_string()];
        header.extend((0..keys).map(|k| self.key_name(k)));
        header.push("verdict".to_string());
        let (mut rows, mut inks) = (vec![header], vec![Ink::Strong]);
        for (i, c) in w.candidates.iter().enumerate() {
            let mut row = vec![
                (i + 1).to_string(),
                self.said.asked(c.asked),
                c.to.map_or("-".to_string(), cell),
            ];
            let (verdict, ink) = match &c.verdict {
                Verdict::Illegal(why) => {
                    let (text, rule) = self.said.why(*why, self.said.player());
                    row.extend((0..keys).map(|_| "-".to_string()));
                    (format!("illegal: {text}, by {rule}"), Ink::Dim)
                }
                Verdict::Dropped(values) => {
                    row.extend(values.iter().map(u64::to_string));
                    let text = format!("dropped: {}, by {}", self.reached(), self.filter());
                    (text, Ink::Bad)
                }
                Verdict::Kept(values) => {
                    row.extend(values.iter().map(u64::to_string));
                    if w.chosen == Some(i) {
                        ("chosen".to_string(), Ink::Good)
                    } else if w.runner_up.is_some_and(|r| r.0 == i) {
                        ("runner-up".to_string(), Ink::Plain)
                    } else {
                        ("kept".to_string(), Ink::Plain)
                    }
                }
            };
            row.push(verdict);
            rows.push(row);
            inks.push(ink);
        }
        let mut numeric = vec![true, false, false];
        numeric.extend((0..keys).map(|_| true));
        out.push_str(&table(&rows, &numeric, paint, &inks));
        out.push('\n');
        out.push_str(&self.separation(w));
        out
    }

    /// The chosen candidate, the runner-up and the key between them.
    fn separation(&self, w: &Weighing) -> String {
        let Some(chosen) = w.chosen else {
            // `decided` says it: "no candidate left: `else stay` (...)".
            return format!("{}\n", self.decided(w));
        };
        let mut out = format!("chosen: {}\n", self.named(w, chosen));
        let values = |i: usize| match &w.candidates[i].verdict {
            Verdict::Kept(v) | Verdict::Dropped(v) => v.clone(),
            Verdict::Illegal(_) => Vec::new(),
        };
        match w.runner_up {
            None => out.push_str("runner-up: none, it was the only candidate left\n"),
            Some((r, separated)) => {
                out.push_str(&format!("runner-up: {}\n", self.named(w, r)));
                match separated {
                    Some(k) => out.push_str(&format!(
                        "separated by key {} {}: {} against {}\n",
                        k + 1,
                        self.key(k),
                        values(chosen)[k],
                        values(r)[k]
                    )),
                    None => out.push_str(
                        "separated by candidate order: every key ties, and the chosen one comes first\n",
                    ),
                }
            }
        }
        out
    }
}
