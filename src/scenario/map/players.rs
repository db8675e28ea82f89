//! The player on a case's map: in a game with a player piece every map
//! draws exactly one (`format.md`: a map with no player, or two, is
//! malformed). A second player is refused at its cell, a map with none at
//! its `map` line, with the symbols that draw the player.

use super::case::MapCase;
use super::read::MapReader;
use super::rows::OFF;
use crate::scenario::error::ScenarioError;
use crate::scenario::lines::Line;
use std::io::BufRead;

impl<R: BufRead> MapReader<R> {
    /// Refuses a rectangle's map (read into `case`) that draws no player or
    /// two, in a game with a player piece. The rows were read from the
    /// input's buffer, so the second player's row is drawn again from its
    /// cells (each a symbol of the legend, as written).
    pub(super) fn check_players(&self, case: &MapCase) -> Result<(), ScenarioError> {
        let (count, at) = self.accepts.players.find(&case.cells);
        match count {
            1 => Ok(()),
            0 => Err(self.no_player()),
            _ => {
                let columns = case.columns;
                let (r, c) = (at[1] / columns, at[1] % columns);
                let row = &case.cells[r * columns..(r + 1) * columns];
                let text: String = row.iter().map(|&e| self.symbol(e)).collect();
                let start: usize = text.chars().take(c).map(char::len_utf8).sum();
                let end = start + self.symbol(row[c]).len_utf8();
                let line = case.line + r + 1;
                let located = ScenarioError::at(self.lines.name(), line, &text, start, end);
                Err(self.second_player(located, at[0] / columns + 1, at[0] % columns + 1))
            }
        }
    }

    /// Counts the players of a hexagon's row `r` (its line `line`, its
    /// cells the last `cells.len() - from` of `cells`, beginning with the
    /// columns before its first cell), refusing a second one at its token;
    /// `seen` holds the first player's row and column.
    pub(super) fn hexagon_players(
        &self,
        line: &Line,
        (r, from): (usize, usize),
        cells: &[u16],
        seen: &mut Option<(usize, usize)>,
    ) -> Result<(), ScenarioError> {
        let mut token = 0;
        for (k, &entry) in cells[from..].iter().enumerate() {
            if entry == OFF {
                continue;
            }
            if self.accepts.players.lays(entry) {
                if let Some((fr, fc)) = *seen {
                    let located = line.at_token(self.lines.name(), token);
                    return Err(self.second_player(located, fr, fc));
                }
                *seen = Some((r, k + 1));
            }
            token += 1;
        }
        Ok(())
    }

    /// Refuses a hexagon's map that drew no player, in a game with one.
    pub(super) fn hexagon_has_player(
        &self,
        seen: Option<(usize, usize)>,
    ) -> Result<(), ScenarioError> {
        match seen.is_some() || self.accepts.players.lays.is_empty() {
            true => Ok(()),
            false => Err(self.no_player()),
        }
    }

    fn no_player(&self) -> ScenarioError {
        self.head.at_all(self.lines.name()).says(
            "this map has no player".into(),
            "no player in this map's rows",
            format!(
                "the game needs the player on one cell of every map: draw it with {}",
                self.accepts.players.symbols
            ),
        )
    }

    fn second_player(
        &self,
        at: crate::scenario::error::Located,
        r: usize,
        c: usize,
    ) -> ScenarioError {
        at.says(
            "a second player on this map".into(),
            "another player",
            format!(
                "the game has one player, drawn already on row {r}, column {c}; a map draws it on one cell, with {}",
                self.accepts.players.symbols
            ),
        )
    }

    /// The symbol of legend entry `entry`.
    fn symbol(&self, entry: u16) -> char {
        self.accepts
            .symbols
            .get(usize::from(entry))
            .copied()
            .unwrap_or('?')
    }
}
