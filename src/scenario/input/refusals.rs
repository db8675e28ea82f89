//! The Robots input's refusals that take more than a sentence: a line
//! that is not the plain `digits space digits` (read the general way, each
//! way it can be wrong said in words), and a case the input ends inside of
//! (what its counts line promised, and how much came).

use crate::scenario::error::{ScenarioError, shown};
use crate::scenario::lines::Line;

/// The `R T` line of the case being read, for a case cut short.
pub(crate) struct Counts {
    pub(crate) line: Line,
    pub(crate) robots: i64,
    pub(crate) teleports: i64,
}

/// The two integers of `line` of the input `name`, a line that is not
/// `digits space digits`, or why it is refused; `what` names the line.
pub(crate) fn pair(line: &Line, name: &str, what: &str) -> Result<(i64, i64), ScenarioError> {
    const TWO: &str = "write two whole numbers separated by a space, such as `17 18`";
    if line.tokens.len() > 2 {
        let message = format!("extra token `{}` after {what}", shown(line.token(2)));
        let help = format!("{TWO}; a scenario has nothing else on its lines, not even comments");
        return Err(line.at_token(name, 2).says(message, "a third token", help));
    }
    if line.tokens.len() < 2 {
        let message = format!("{what} needs two numbers, but the line has one token");
        return Err(line.at_token(name, 0).says(message, "one token only", TWO));
    }
    let mut values = [0i64; 2];
    for (k, v) in values.iter_mut().enumerate() {
        let token = line.token(k);
        *v = match token.parse::<i64>() {
            Ok(v) => v,
            Err(_) => {
                let digits = token.strip_prefix('-').unwrap_or(token);
                let error = line.at_token(name, k);
                return Err(
                    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                        error.says(
                            format!("the number {token} is {}", size_word(token)),
                            size_word(token),
                            "cells and counts are small numbers: at most the board's size",
                        )
                    } else {
                        error.says(
                            format!("`{}` is not a whole number", shown(token)),
                            "not a whole number",
                            "write whole numbers in digits, such as `17 18`",
                        )
                    },
                );
            }
        };
    }
    Ok((values[0], values[1]))
}

impl Counts {
    /// The error for this case, which the input `name` ends inside of at
    /// line `ended`, after `robots` robot lines and `teleports` teleport
    /// lines; `what` names the line missing.
    pub(crate) fn cut_short(
        &self,
        name: &str,
        ended: usize,
        robots: usize,
        teleports: usize,
        what: &str,
    ) -> ScenarioError {
        let plural =
            |n: i64, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        let promise = format!(
            "this case promises {} and {}",
            plural(self.robots, "robot", "robots"),
            plural(self.teleports, "teleport", "teleports")
        );
        let help = format!(
            "the input ended after {robots} of its robot lines and {teleports} of its teleport \
             lines; add the missing lines or correct the counts on line {}",
            self.line.number
        );
        ScenarioError::cut_short(
            name,
            ended,
            self.line.number,
            &self.line.text,
            what,
            promise,
            help,
        )
    }
}

/// How a number out of range is out: below the smallest (a minus sign) or
/// above the largest.
fn size_word(token: &str) -> &'static str {
    if token.starts_with('-') {
        "too small"
    } else {
        "too large"
    }
}
