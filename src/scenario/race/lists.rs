//! Reading a case's token lists (`a:CD`: robot `a` values token `C` most,
//! then `D`), and checking that every robot on the board has exactly one.

use super::case::Case;
use crate::race::rules::Rules;
use crate::scenario::error::{ScenarioError, shown};
use crate::scenario::lines::{Line, Lines};
use std::io::BufRead;

/// Reads `count` lists into `case.lists`; `counts` is the line that gave
/// the count, `board` the case's board rows (to point at a robot with no
/// list).
pub(super) fn read_lists<R: BufRead>(
    lines: &mut Lines<R>,
    table: &Rules,
    case: &mut Case,
    count: u64,
    counts: &Line,
    board: &[Line],
) -> Result<(), ScenarioError> {
    // Per robot: the line of its list, 0 for none yet.
    let mut listed = vec![0usize; case.robots.len()];
    for k in 0..count {
        if !lines.next_content()? {
            let promise = format!("this line promises {count} token lists");
            let help = format!("the input ended after {k} of them");
            return Err(lines.ends_early(counts, "a token list", promise, help));
        }
        let name = lines.name();
        let line = &lines.line;
        let example = "a token list is a robot's letter, `:` and its tokens' letters, with no spaces, such as `a:CD`";
        if line.tokens.len() != 1 {
            let message = format!(
                "a token list is one word; this line holds {} words",
                line.tokens.len()
            );
            return Err(line
                .at_all(name)
                .says(message, "not `robot:tokens`", example));
        }
        let (start, end) = line.tokens[0];
        let text = &line.text[start..end];
        let Some(colon) = text.find(':') else {
            let message = format!("`{}` is not a token list", shown(text));
            return Err(line.at_token(name, 0).says(message, "no `:`", example));
        };
        let letter = &text[..colon];
        let mut chars = letter.chars();
        let robot = match (chars.next(), chars.next()) {
            (Some(c), None) if table.robots.holds(c) => case
                .robots
                .iter()
                .position(|p| p.letter == c)
                .ok_or_else(|| {
                    let message =
                        format!("a token list for robot `{c}`, which is not on the board");
                    line.at(name, start, start + colon).says(
                        message,
                        "no such robot",
                        "lists are for the robots on the board",
                    )
                })?,
            _ => {
                let message = format!("`{}` is not a robot's letter", shown(letter));
                return Err(line.at(name, start, start + colon).says(
                    message,
                    "not a robot",
                    example,
                ));
            }
        };
        if listed[robot] != 0 {
            let message = format!("a second token list for robot `{letter}`");
            let label = format!("its first list is on line {}", listed[robot]);
            return Err(line.at(name, start, start + colon).says(
                message,
                label,
                "each robot has one list",
            ));
        }
        listed[robot] = line.number;
        let mut list = Vec::with_capacity(text.len() - colon - 1);
        for (at, ch) in text[colon + 1..].char_indices() {
            let at = start + colon + 1 + at;
            let place = line.at(name, at, at + ch.len_utf8());
            let token = case.tokens.iter().position(|p| p.letter == ch);
            match token {
                _ if !table.tokens.holds(ch) => {
                    let message = format!("`{}` is not a token's letter", shown(&ch.to_string()));
                    return Err(place.says(message, "not a token", example));
                }
                None => {
                    let message = format!("the list names token `{ch}`, which is not on the board");
                    return Err(place.says(
                        message,
                        "no such token",
                        "lists name tokens on the board",
                    ));
                }
                Some(t) if list.contains(&t) => {
                    let message = format!("the list names token `{ch}` twice");
                    return Err(place.says(
                        message,
                        "named before",
                        "each token appears once in a list",
                    ));
                }
                Some(t) => list.push(t),
            }
        }
        case.lists[robot] = list;
    }
    if let Some(robot) = listed.iter().position(|&l| l == 0) {
        let piece = case.robots[robot];
        let (r, c) = piece.cell;
        let line = &board[(r - 1) as usize];
        let first = case.board.row_span(r).map_or(1, |s| s.0);
        let at = line
            .text
            .char_indices()
            .nth((c - first) as usize)
            .map_or(0, |(i, _)| i);
        let message = format!("robot `{}` has no token list", piece.letter);
        let help = format!(
            "add its list `{}:...` to the lists after line {}, and count it there",
            piece.letter, counts.number
        );
        return Err(line
            .at(lines.name(), at, at + 1)
            .says(message, "this robot", help));
    }
    Ok(())
}
