//! The same move answered differently by the robots of two games, in
//! words: each game's reply and the reply rules on which the files differ.

use crate::engine::table::{Meets, Mover, Table};
use crate::rules::lines::RuleLines;
use crate::views::walk::Step;
use crate::views::words::{self, cite};

/// A reply rule: its slot, whether the files differ on it, and the
/// outcome pair when it is an outcome rule.
type ReplyRule<'a> = (&'a str, bool, Option<(Mover, Meets)>);

/// The same move, answered differently: the replies and the reply rules
/// that differ.
pub(super) fn replies(
    sa: &Step,
    sb: &Step,
    a: (&Table, &RuleLines),
    b: (&Table, &RuleLines),
) -> String {
    let shape = a.0.board.shape();
    let mut out = format!(
        "  both: {}; the robots reply differently\n",
        words::made(&sa.decision.mv, sa.before.player, shape)
    );
    for (step, (_, lines)) in [(sa, a), (sb, b)] {
        out.push_str(&format!(
            "  {}: {}\n",
            lines.name,
            words::reply(&step.reply, step.after.robots.len())
        ));
    }
    let (ta, tb) = (a.0, b.0);
    let rules: [ReplyRule; 5] = [
        ("steps", ta.robot_steps != tb.robot_steps, None),
        ("ties", ta.tie_break != tb.tie_break, None),
        ("meeting", ta.meeting != tb.meeting, None),
        (
            "",
            ta.outcome(Mover::Robot, Meets::Debris) != tb.outcome(Mover::Robot, Meets::Debris),
            Some((Mover::Robot, Meets::Debris)),
        ),
        ("distance", ta.metric != tb.metric, None),
    ];
    for (slot, differs, outcome) in rules {
        if !differs {
            continue;
        }
        let line = |l: &RuleLines| match outcome {
            Some((m, t)) => l.outcome(m, t),
            None => l.statement(slot),
        };
        out.push_str(&format!(
            "  the rules differ: {} against {}\n",
            cite(a.1, line(a.1), "(default)"),
            cite(b.1, line(b.1), "(default)")
        ));
    }
    out
}
