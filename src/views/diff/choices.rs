//! Two games that choose differently in the same position, in words: each
//! file's choice and the key or rule that decided it, cited in its own
//! file, and the candidates whose legality or filtering differs.

use crate::engine::table::Table;
use crate::oracle::{Candidate, MoveKind};
use crate::rules::lines::RuleLines;
use crate::views::walk::Step;
use crate::views::words::{self, cite};

/// Two different choices in the same position.
pub(super) fn choices(
    sa: &Step,
    sb: &Step,
    a: (&Table, &RuleLines),
    b: (&Table, &RuleLines),
) -> String {
    let width = a.1.name.len().max(b.1.name.len());
    let mut out = String::new();
    for (step, (table, lines)) in [(sa, a), (sb, b)] {
        out.push_str(&format!(
            "  {:<width$}  {}, chosen by {}\n",
            lines.name.to_string(),
            words::made(&step.decision.mv, step.before.player, table.board.shape()),
            words::decided(&step.decision, table, lines),
        ));
    }
    let lines = candidates(sa, sb, a, b);
    for line in lines.iter().take(SHOWN) {
        out.push_str(&format!("  {line}\n"));
    }
    if lines.len() > SHOWN {
        out.push_str(&format!(
            "  and {} more candidates that differ\n",
            lines.len() - SHOWN
        ));
    }
    out
}

/// The most candidates listed under a parting choice; the rest are
/// counted.
const SHOWN: usize = 8;

/// Candidates legal or kept under one file and not under the other.
fn candidates(
    sa: &Step,
    sb: &Step,
    a: (&Table, &RuleLines),
    b: (&Table, &RuleLines),
) -> Vec<String> {
    let shape = a.0.board.shape();
    let state = |c: &Candidate, (_, lines): (&Table, &RuleLines)| match &c.verdict {
        Err(why) => {
            let (text, rule) = words::blocked(*why, c.kind, lines);
            format!("illegal ({text}, by {rule})")
        }
        Ok(s) if s.dropped => {
            let filter = cite(
                lines,
                lines.filters.first().copied(),
                "reject immediate loss",
            );
            format!("dropped by {filter}")
        }
        Ok(_) => "kept".to_string(),
    };
    let mut out = Vec::new();
    for ca in &sa.decision.candidates {
        let Some(cb) = sb.decision.candidates.iter().find(|c| c.kind == ca.kind) else {
            continue;
        };
        let verdict = |c: &Candidate| c.verdict.as_ref().map(|s| s.dropped).map_err(|w| *w);
        if verdict(ca) != verdict(cb) {
            let (x, y) = (state(ca, a), state(cb, b));
            let kind = words::kind(ca.kind, shape);
            // Each file's own target cell, when they differ.
            out.push(if ca.to == cb.to {
                format!(
                    "{kind} to {}: {x} under {}, {y} under {}",
                    words::cell(ca.to),
                    a.1.name,
                    b.1.name
                )
            } else {
                format!(
                    "{kind}: to {}, {x} under {}; to {}, {y} under {}",
                    words::cell(ca.to),
                    a.1.name,
                    words::cell(cb.to),
                    b.1.name
                )
            });
        }
    }
    let only = |s: &Step, other: &Step| -> Vec<MoveKind> {
        s.decision
            .candidates
            .iter()
            .map(|c| c.kind)
            .filter(|k| !other.decision.candidates.iter().any(|c| c.kind == *k))
            .collect()
    };
    for (kinds, name) in [(only(sa, sb), &a.1.name), (only(sb, sa), &b.1.name)] {
        for kind in kinds {
            out.push(format!(
                "{} is a candidate only under {name}",
                words::kind(kind, shape)
            ));
        }
    }
    out
}
