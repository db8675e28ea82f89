//! Every keyword of the grammar with its text, in one table: syntax errors
//! take the names of what they expected, and their suggestions, from here.

use super::grammar::Rule;

/// Every keyword rule of `grammar/rules.pest` and the word it matches.
pub(crate) const KEYWORDS: &[(Rule, &str)] = &[
    (Rule::kw_a, "a"),
    (Rule::kw_after, "after"),
    (Rule::kw_and, "and"),
    (Rule::kw_any, "any"),
    (Rule::kw_at, "at"),
    (Rule::kw_beats, "beats"),
    (Rule::kw_board, "board"),
    (Rule::kw_by, "by"),
    (Rule::kw_cells, "cells"),
    (Rule::kw_columns, "columns"),
    (Rule::kw_commands, "commands"),
    (Rule::kw_cut, "cut"),
    (Rule::kw_debris, "debris"),
    (Rule::kw_distance, "distance"),
    (Rule::kw_each, "each"),
    (Rule::kw_else, "else"),
    (Rule::kw_ends, "ends"),
    (Rule::kw_facing, "facing"),
    (Rule::kw_first, "first"),
    (Rule::kw_for, "for"),
    (Rule::kw_format, "format"),
    (Rule::kw_from, "from"),
    (Rule::kw_full, "full"),
    (Rule::kw_game, "game"),
    (Rule::kw_have, "have"),
    (Rule::kw_hexagon, "hexagon"),
    (Rule::kw_into, "into"),
    (Rule::kw_least, "least"),
    (Rule::kw_less, "less"),
    (Rule::kw_list, "list"),
    (Rule::kw_maximize, "maximize"),
    (Rule::kw_may, "may"),
    (Rule::kw_meeting, "meeting"),
    (Rule::kw_minimize, "minimize"),
    (Rule::kw_move, "move"),
    (Rule::kw_moves, "moves"),
    (Rule::kw_named, "named"),
    (Rule::kw_next, "next"),
    (Rule::kw_no, "no"),
    (Rule::kw_of, "of"),
    (Rule::kw_off, "off"),
    (Rule::kw_on, "on"),
    (Rule::kw_perfect, "perfect"),
    (Rule::kw_pieces, "pieces"),
    (Rule::kw_place, "place"),
    (Rule::kw_play, "play"),
    (Rule::kw_player, "player"),
    (Rule::kw_points, "points"),
    (Rule::kw_pushed, "pushed"),
    (Rule::kw_re_enact, "re-enact"),
    (Rule::kw_rectangles, "rectangles"),
    (Rule::kw_reject, "reject"),
    (Rule::kw_robot, "robot"),
    (Rule::kw_robots, "robots"),
    (Rule::kw_rows, "rows"),
    (Rule::kw_scenario, "scenario"),
    (Rule::kw_score, "score"),
    (Rule::kw_side, "side"),
    (Rule::kw_sides, "sides"),
    (Rule::kw_start, "start"),
    (Rule::kw_starts, "starts"),
    (Rule::kw_stated, "stated"),
    (Rule::kw_stay, "stay"),
    (Rule::kw_step, "step"),
    (Rule::kw_strategy, "strategy"),
    (Rule::kw_surrender, "surrender"),
    (Rule::kw_surviving, "surviving"),
    (Rule::kw_take, "take"),
    (Rule::kw_teleport, "teleport"),
    (Rule::kw_terrain, "terrain"),
    (Rule::kw_the, "the"),
    (Rule::kw_then, "then"),
    (Rule::kw_ties, "ties"),
    (Rule::kw_to, "to"),
    (Rule::kw_token, "token"),
    (Rule::kw_toward, "toward"),
    (Rule::kw_turns, "turns"),
    (Rule::kw_units, "units"),
    (Rule::kw_validate, "validate"),
    (Rule::kw_values, "values"),
    (Rule::kw_walks, "walks"),
    (Rule::kw_when, "when"),
    (Rule::kw_won, "won"),
    (Rule::kw_blocked, "blocked"),
    (Rule::kw_draw, "draw"),
    (Rule::kw_every, "every"),
    (Rule::kw_input, "input"),
    (Rule::kw_lost, "lost"),
    (Rule::kw_presses, "presses"),
    (Rule::kw_steps, "steps"),
    (Rule::kw_turn, "turn"),
    (Rule::times, "x"),
];

/// The word a keyword rule matches.
pub(crate) fn word_of(rule: Rule) -> Option<&'static str> {
    KEYWORDS.iter().find(|(r, _)| *r == rule).map(|(_, w)| *w)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every keyword rule of the grammar is in the table, with the word the
    /// grammar matches, and the table names no rule twice.
    #[test]
    fn the_table_lists_every_keyword_of_the_grammar() {
        let grammar = include_str!("../../../grammar/rules.pest");
        let mut found = 0;
        for line in grammar.lines() {
            let Some((name, body)) = line.split_once("= @{") else {
                continue;
            };
            let name = name.trim();
            if !(name.starts_with("kw_") || name == "times") {
                continue;
            }
            found += 1;
            let word = body.split('"').nth(1).expect("a keyword has a literal");
            let listed = KEYWORDS
                .iter()
                .find(|(r, _)| format!("{r:?}") == name)
                .unwrap_or_else(|| panic!("{name} is not in the keyword table"));
            assert_eq!(listed.1, word, "{name}");
        }
        assert_eq!(
            found,
            KEYWORDS.len(),
            "the table lists a rule the grammar lacks"
        );
    }
}
