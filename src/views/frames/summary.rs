//! `robots run --summary` for any kind of game: the games played, their
//! moves, and how their results went, counted in the game's own words
//! as the contest output writes them, so that nothing about any game is
//! known here. A result whose lines say `what: verdict` (a move
//! validated or not) counts each verdict, what follows a line's last
//! `: `; any other result counts as one way of ending, its first line
//! (`Won after N moves.`, `X won after N moves.`). Every number is
//! written `N`, so that results differing only in their numbers count
//! together.

use serde::Serialize;

/// The totals of a run of one kind of game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tally {
    /// The rules' `format`.
    pub kind: &'static str,
    pub games: u64,
    pub moves: u64,
    /// Each way of ending, in the order first met, with its games.
    #[serde(serialize_with = "as_object")]
    pub results: Vec<(String, u64)>,
}

/// The ways of ending as one JSON object, in the order first met.
fn as_object<S: serde::Serializer>(results: &[(String, u64)], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut map = s.serialize_map(Some(results.len()))?;
    for (name, n) in results {
        map.serialize_entry(name, n)?;
    }
    map.end()
}

/// `text` with each run of digits written `N`.
fn numbers_as_n(text: &str) -> String {
    let mut out = String::new();
    let mut in_number = false;
    for ch in text.chars() {
        if ch.is_ascii_digit() {
            if !in_number {
                out.push('N');
            }
            in_number = true;
        } else {
            in_number = false;
            out.push(ch);
        }
    }
    out
}

/// What a result counts: each verdict of its `what: verdict` lines, or
/// else its first line; numbers written `N`.
pub fn endings(result: &str) -> Vec<String> {
    let verdicts: Vec<String> = result
        .lines()
        .filter_map(|l| l.rsplit_once(": "))
        .map(|(_, verdict)| numbers_as_n(verdict.trim()))
        .collect();
    if !verdicts.is_empty() {
        return verdicts;
    }
    let first = numbers_as_n(result.lines().next().unwrap_or("").trim());
    vec![if first.is_empty() {
        "(no result)".to_string()
    } else {
        first
    }]
}

impl Tally {
    pub fn new(kind: &'static str) -> Self {
        Tally {
            kind,
            games: 0,
            moves: 0,
            results: Vec::new(),
        }
    }

    /// Counts one game of `moves` moves with this result.
    pub fn add(&mut self, result: &str, moves: u32) {
        self.games += 1;
        self.moves += u64::from(moves);
        for way in endings(result) {
            match self.results.iter_mut().find(|(w, _)| *w == way) {
                Some((_, n)) => *n += 1,
                None => self.results.push((way, 1)),
            }
        }
    }

    /// The totals as text, laid out as a pursuit's: each way of ending
    /// (or verdict) with its count and its share of them all, then the
    /// moves.
    pub fn text(&self) -> String {
        let g = self.games;
        let counted: u64 = self.results.iter().map(|(_, n)| n).sum();
        let width = self
            .results
            .iter()
            .map(|(w, _)| w.chars().count())
            .max()
            .unwrap_or(0)
            .max(8);
        let mut out = format!("Summary of {g} games (format {}):\n", self.kind);
        for (way, n) in &self.results {
            out.push_str(&format!(
                "  {way:<width$}  {n:>8}  {:>6}\n",
                share(*n, counted)
            ));
        }
        let per_game = if g == 0 {
            "-".to_string()
        } else {
            format!("{:.2} a game", self.moves as f64 / g as f64)
        };
        out.push_str(&format!(
            "  {:<width$}  {:>8}  {per_game}\n",
            "moves", self.moves
        ));
        out
    }

    /// The totals as one JSON line: `{"summary": {...}}`.
    pub fn json(&self) -> String {
        let mut line = String::new();
        crate::views::json::push_line(&mut line, &serde_json::json!({ "summary": self }));
        line
    }
}

/// `part` of `whole` in per cent, one decimal.
fn share(part: u64, whole: u64) -> String {
    if whole == 0 {
        "-".to_string()
    } else {
        format!("{:.1}%", part as f64 * 100.0 / whole as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_counted_by_their_first_line_with_numbers_as_n() {
        let mut t = Tally::new("map");
        t.add("Won after 10 moves.\n######\n#-@*-#", 10);
        t.add("Stopped after 4 moves.\n-*--", 4);
        t.add("Won after 0 moves.\n@", 0);
        assert_eq!(
            t.results,
            vec![
                ("Won after N moves.".to_string(), 2),
                ("Stopped after N moves.".to_string(), 1)
            ]
        );
        let text = t.text();
        assert!(
            text.starts_with("Summary of 3 games (format map):\n"),
            "{text}"
        );
        // Two of three games: 66.7%; 14 moves over 3 games: 4.67 a game.
        // The names are padded to the longest (22 characters).
        assert!(
            text.contains("  Won after N moves.             2   66.7%\n"),
            "{text}"
        );
        assert!(text.contains("4.67 a game"), "{text}");
        let json: serde_json::Value = serde_json::from_str(&t.json()).unwrap();
        assert_eq!(json["summary"]["kind"], "map");
        assert_eq!(json["summary"]["games"], 3);
        assert_eq!(json["summary"]["moves"], 14);
        assert_eq!(json["summary"]["results"]["Stopped after N moves."], 1);
        // Lines of a verdict each count theirs: one game, two verdicts, each
        // half of them; names padded to the longest (26 characters).
        let mut j = Tally::new("janken-tactics");
        j.add("Game #1\nMove #1 (E5 -> E9): Successful (5 points left)\nMove #2 (D5 -> F8): Unsuccessful", 2);
        assert_eq!(
            j.results,
            vec![
                ("Successful (N points left)".to_string(), 1),
                ("Unsuccessful".to_string(), 1)
            ]
        );
        assert!(
            j.text()
                .contains("  Unsuccessful                       1   50.0%\n"),
            "{}",
            j.text()
        );
    }
}
