//! `robots explain`: why the player moved as it did. For one move, every
//! candidate in candidate order: legal or why not (with the rule that
//! says so), dropped by the filter, the value of every strategy key, and
//! which key separated the chosen move from the runner-up; or the
//! fallbacks tried. For a whole game, one line a move: the move and what
//! decided it. Every filter, key and fallback is cited with its
//! `file:line`.

use super::style::{Ink, Paint};
use super::walk::Step;
use super::words::{self, cite};
use crate::engine::table::Table;
use crate::oracle::{Chosen, Decision, Separation, Tried};
use crate::rules::lines::RuleLines;

/// A table of text: each row its cells, columns as wide as their widest
/// cell; numbers right-aligned, the last column left as it is.
pub fn table(rows: &[Vec<String>], numeric: &[bool], paint: Paint, inks: &[Ink]) -> String {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let width = |k: usize| {
        rows.iter()
            .filter_map(|r| r.get(k))
            .map(|c| c.chars().count())
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..columns).map(width).collect();
    let mut out = String::new();
    for (i, row) in rows.iter().enumerate() {
        let mut line = String::new();
        for (k, cell) in row.iter().enumerate() {
            let last = k + 1 == row.len();
            let text = if last {
                cell.clone()
            } else if numeric.get(k).copied().unwrap_or(false) {
                format!("{cell:>w$}", w = widths[k])
            } else {
                format!("{cell:<w$}", w = widths[k])
            };
            if k > 0 {
                line.push_str("  ");
            }
            line.push_str(&text);
        }
        let ink = inks.get(i).copied().unwrap_or(Ink::Plain);
        out.push_str(&paint.ink(ink, line.trim_end()));
        out.push('\n');
    }
    out
}

/// The strategy's filter, keys and fallbacks with their lines.
fn strategy(t: &Table, lines: &RuleLines) -> String {
    let mut out = String::new();
    if t.reject_immediate_loss {
        let filter = cite(
            lines,
            lines.filters.first().copied(),
            "reject immediate loss",
        );
        out.push_str(&format!("filter    {filter}\n"));
    }
    for (k, &key) in t.keys.iter().enumerate() {
        let key = cite(lines, lines.keys.get(k).copied(), &words::key(key));
        out.push_str(&format!("key {}     {key}\n", k + 1));
    }
    out
}

/// Whether candidate `i` is the chosen one or the runner-up.
fn role(decision: &Decision, i: usize) -> Option<&'static str> {
    match decision.chosen {
        Chosen::Best { index, .. } if index == i => Some("chosen"),
        Chosen::Best {
            runner_up: Some((r, _)),
            ..
        } if r == i => Some("runner-up"),
        _ => None,
    }
}

/// One move, in full.
pub fn one_move(step: &Step, t: &Table, lines: &RuleLines, paint: Paint) -> String {
    let shape = t.board.shape();
    let before = &step.before;
    let decision = &step.decision;
    let mut out = format!(
        "{}: the player on {}, {}, {} of debris\n",
        paint.ink(Ink::Strong, &format!("Move {}", step.number)),
        words::cell(before.player),
        words::count(before.robots.len(), "robot"),
        words::count(before.debris.len(), "cell")
    );
    out.push_str(&strategy(t, lines));
    out.push('\n');
    let mut header = vec!["#".to_string(), "candidate".to_string(), "to".to_string()];
    header.extend(t.keys.iter().map(|&(k, _)| words::key_name(k).to_string()));
    header.push("verdict".to_string());
    let mut rows = vec![header];
    let mut inks = vec![Ink::Strong];
    for (i, c) in decision.candidates.iter().enumerate() {
        let mut row = vec![
            (i + 1).to_string(),
            words::kind(c.kind, shape),
            words::cell(c.to),
        ];
        let (verdict, ink) = match &c.verdict {
            Err(why) => {
                let (text, rule) = words::blocked(*why, c.kind, lines);
                row.extend(t.keys.iter().map(|_| "-".to_string()));
                (format!("illegal: {text}, by {rule}"), Ink::Dim)
            }
            Ok(scored) => {
                row.extend(scored.keys.iter().map(|&v| words::value(v)));
                if scored.dropped {
                    let filter = cite(
                        lines,
                        lines.filters.first().copied(),
                        "reject immediate loss",
                    );
                    (
                        format!("dropped: a robot would reach the player, by {filter}"),
                        Ink::Bad,
                    )
                } else {
                    match role(decision, i) {
                        Some("chosen") => ("chosen".to_string(), Ink::Good),
                        Some(r) => (r.to_string(), Ink::Plain),
                        None => ("kept".to_string(), Ink::Plain),
                    }
                }
            }
        };
        row.push(verdict);
        rows.push(row);
        inks.push(ink);
    }
    let mut numeric = vec![true, false, false];
    numeric.extend(t.keys.iter().map(|_| true));
    out.push_str(&table(&rows, &numeric, paint, &inks));
    out.push('\n');
    out.push_str(&outcome(step, t, lines));
    out
}

/// What was chosen and why, after the table.
fn outcome(step: &Step, t: &Table, lines: &RuleLines) -> String {
    let shape = t.board.shape();
    let decision = &step.decision;
    let name = |i: usize| {
        let c = &decision.candidates[i];
        format!(
            "{} ({} to {})",
            i + 1,
            words::kind(c.kind, shape),
            words::cell(c.to)
        )
    };
    let keys_of = |i: usize| match &decision.candidates[i].verdict {
        Ok(s) => s.keys.clone(),
        Err(_) => Vec::new(),
    };
    let mut out = String::new();
    match &decision.chosen {
        Chosen::Best { index, runner_up } => {
            out.push_str(&format!("chosen: {}\n", name(*index)));
            match runner_up {
                None => out.push_str("runner-up: none, it was the only candidate left\n"),
                Some((r, separation)) => {
                    out.push_str(&format!("runner-up: {}\n", name(*r)));
                    match separation {
                        Separation::Key(k) => {
                            let key = cite(lines, lines.keys.get(*k).copied(), &words::key(t.keys[*k]));
                            let (a, b) = (keys_of(*index)[*k], keys_of(*r)[*k]);
                            out.push_str(&format!(
                                "separated by key {} {key}: {} against {}\n",
                                k + 1,
                                words::value(a),
                                words::value(b)
                            ));
                        }
                        Separation::Order => out.push_str(
                            "separated by candidate order: every key ties, and the chosen one comes first\n",
                        ),
                    }
                }
            }
        }
        Chosen::Fallback(tried) => {
            out.push_str("no candidate is left, so the fallbacks are tried in order:\n");
            out.push_str(&fallbacks(tried, lines));
        }
    }
    out.push_str(&format!(
        "made: {}\nreply: {}\n",
        words::made(&decision.mv, step.before.player, shape),
        words::reply(&step.reply, step.after.robots.len())
    ));
    out
}

/// The fallbacks as they were tried, the teleport scan entry by entry.
fn fallbacks(tried: &[Tried], lines: &RuleLines) -> String {
    let mut out = String::new();
    for (i, tried) in tried.iter().enumerate() {
        let line = lines.fallbacks.get(i).copied();
        match tried {
            Tried::Stay => out.push_str(&format!(
                "  {}: the player stays\n",
                cite(lines, line, "else stay")
            )),
            Tried::Teleport { skipped, taken } => {
                out.push_str(&format!(
                    "  {}:\n",
                    cite(lines, line, "else teleport first usable")
                ));
                for &(entry, why) in skipped {
                    let kind = crate::oracle::MoveKind::Teleport(entry);
                    out.push_str(&format!(
                        "    entry {} skipped: {}\n",
                        entry + 1,
                        words::skip(why, kind, lines)
                    ));
                }
                match taken {
                    Some(entry) => out.push_str(&format!("    entry {} taken\n", entry + 1)),
                    None => out.push_str("    no entry is usable\n"),
                }
            }
        }
    }
    if !tried
        .iter()
        .any(|t| matches!(t, Tried::Stay | Tried::Teleport { taken: Some(_), .. }))
    {
        out.push_str("  none applies: the player stays\n");
    }
    out
}

/// One line a move: its number, the move made, what decided it.
pub fn overview(steps: &[Step], t: &Table, lines: &RuleLines, paint: Paint) -> String {
    let rows = steps.iter().map(|s| overview_row(s, t, lines)).collect();
    overview_table(rows, paint)
}

/// One move's line of the overview: its number, the move, what decided it.
pub fn overview_row(step: &Step, t: &Table, lines: &RuleLines) -> Vec<String> {
    vec![
        step.number.to_string(),
        words::made(&step.decision.mv, step.before.player, t.board.shape()),
        words::decided(&step.decision, t, lines),
    ]
}

/// The overview of moves' lines ([`overview_row`]) under its heading.
pub fn overview_table(moves: Vec<Vec<String>>, paint: Paint) -> String {
    let mut rows = vec![vec![
        "move".to_string(),
        "made".to_string(),
        "decided by".to_string(),
    ]];
    rows.extend(moves);
    table(&rows, &[true, false, false], paint, &[Ink::Strong])
}
