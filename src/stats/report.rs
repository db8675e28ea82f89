//! `robots stats`'s output: the figures as text, or as one JSON object.

use super::figures::{Compared, Side};
use super::interval::Rate;
use serde::{Deserialize, Serialize};

/// The whole output of `robots stats --format json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StatsJson {
    pub games: u64,
    /// One entry per rules file, in the order given.
    pub sides: Vec<Side>,
    /// With two rules files: each rate of the second minus the first's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub differences: Vec<Compared>,
}

/// The output of `robots stats` for `sides` (one per rules file, each of
/// `games` games): the text, or one JSON line; with two rules files, each
/// rate's difference too.
pub fn written(sides: Vec<Side>, games: u64, json: bool) -> String {
    let differences = match sides.as_slice() {
        [a, b] => super::figures::compare(a, b),
        _ => Vec::new(),
    };
    if !json {
        return text(&sides, &differences);
    }
    let mut line = String::new();
    let all = StatsJson {
        games,
        sides,
        differences,
    };
    crate::views::json::push_line(&mut line, &all);
    line
}

/// A fraction as a percentage, one decimal.
fn pct(x: f64) -> String {
    format!("{:.1}%", x * 100.0)
}

/// A rate: its share and interval.
fn rate(r: &Rate) -> String {
    format!("{:>6}  [{}, {}]", pct(r.rate), pct(r.low), pct(r.high))
}

/// The figures as text.
pub fn text(sides: &[Side], differences: &[Compared]) -> String {
    let mut out = String::new();
    for (i, s) in sides.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&format!(
            "{} under {}:\n",
            crate::views::words::count(s.games as usize, "game"),
            s.rules
        ));
        // A game of sides has no player to win, lose or survive: each
        // side's wins instead.
        let player = s.sides.is_empty();
        let mut rates: Vec<(String, Option<&Rate>)> = Vec::new();
        for (name, r) in [
            ("won", &s.won),
            ("lost", &s.lost),
            ("survived", &s.survived),
        ] {
            rates.push((name.to_string(), player.then_some(r)));
        }
        for wins in &s.sides {
            rates.push((format!("won by {}", wins.side), Some(&wins.won)));
        }
        rates.push(("endless".to_string(), s.endless.as_ref()));
        rates.push(("stopped".to_string(), s.stopped.as_ref()));
        rates.push(("drawn".to_string(), s.drawn.as_ref()));
        for (name, r) in rates.iter().filter_map(|(n, r)| Some((n, (*r)?))) {
            out.push_str(&format!("  {name:<10}{:>8}  {}\n", r.count, rate(r)));
        }
        let l = &s.lengths;
        out.push_str(&format!(
            "  {:<10}min {}, 25% {}, median {}, 75% {}, 90% {}, max {}; {:.2} a game\n",
            "moves", l.min, l.p25, l.median, l.p75, l.p90, l.max, l.mean
        ));
        if let Some(t) = &s.teleports {
            out.push_str(&format!(
                "  {:<10}{:>8}  {:.2} a game, in {}  {}\n",
                "teleports",
                t.total,
                t.per_game,
                crate::views::words::count(t.games.count as usize, "game"),
                rate(&t.games)
            ));
        }
        if let Some(solved) = &s.solve {
            let per_second = if solved.seconds > 0.0 {
                solved.positions as f64 / solved.seconds
            } else {
                0.0
            };
            out.push_str(&format!(
                "  {:<10}{:>8}  of {} {} games  {}; {} proven not, {} undecided\n",
                "winnable",
                solved.winnable.count,
                solved.winnable.of,
                solved.of.map_or("lost", |o| o.words()),
                rate(&solved.winnable),
                solved.unwinnable,
                solved.undecided
            ));
            out.push_str(&format!(
                "  {:<10}{:>8}  positions in {:.2} s ({:.0} a second, {:.1} ms a {} game)\n",
                "searched",
                solved.positions,
                solved.seconds,
                per_second,
                solved.seconds * 1000.0 / solved.winnable.of.max(1) as f64,
                solved.of.map_or("lost", |o| o.words())
            ));
        }
    }
    if !differences.is_empty() {
        out.push_str(&format!(
            "\n{} minus {}, in points (95% interval, Newcombe's hybrid score):\n",
            sides[1].rules, sides[0].rules
        ));
        for c in differences {
            let d = &c.difference;
            out.push_str(&format!(
                "  {:<10}{:>+7.1}  [{:+.1}, {:+.1}]\n",
                c.rate,
                d.difference * 100.0,
                d.low * 100.0,
                d.high * 100.0
            ));
        }
    }
    out
}
