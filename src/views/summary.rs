//! `robots run --summary`: totals over every game of a run (won, lost,
//! survived, endless, moves, teleports, each with its share), as a
//! designer compares two rule files over many generated games; and a
//! progress bar on stderr while a long run plays, when someone watches it.
//!
//! The totals are sums, so parallel jobs add to one shared set of
//! counters in any order.

use crate::engine::{End, Record};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The totals of a run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Totals {
    pub games: u64,
    pub won: u64,
    pub lost: u64,
    pub survived: u64,
    pub endless: u64,
    pub moves: u64,
    pub teleports: u64,
    /// Games in which the player teleported at least once.
    pub games_with_teleports: u64,
}

/// Totals that parallel jobs add to.
#[derive(Debug, Default)]
pub struct Counters([AtomicU64; 8]);

impl Counters {
    /// Counts one game.
    pub fn add(&self, record: &Record) {
        let outcome = match record.end {
            End::Won => 1,
            End::Lost => 2,
            End::Survived => 3,
            End::Repeats { .. } => 4,
        };
        let teleports = record.teleports.len() as u64;
        let adds = [
            (0, 1),
            (outcome, 1),
            (5, u64::from(record.moves)),
            (6, teleports),
            (7, u64::from(teleports > 0)),
        ];
        for (i, n) in adds {
            self.0[i].fetch_add(n, Ordering::Relaxed);
        }
    }

    pub fn totals(&self) -> Totals {
        let n = |i: usize| self.0[i].load(Ordering::Relaxed);
        Totals {
            games: n(0),
            won: n(1),
            lost: n(2),
            survived: n(3),
            endless: n(4),
            moves: n(5),
            teleports: n(6),
            games_with_teleports: n(7),
        }
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

/// `n` a game, two decimals.
fn per_game(n: u64, games: u64) -> String {
    if games == 0 {
        "-".to_string()
    } else {
        format!("{:.2} a game", n as f64 / games as f64)
    }
}

/// The totals as text.
pub fn text(t: &Totals) -> String {
    let g = t.games;
    let mut out = format!("Summary of {g} games:\n");
    for (name, n) in [
        ("won", t.won),
        ("lost", t.lost),
        ("survived", t.survived),
        ("endless", t.endless),
    ] {
        out.push_str(&format!("  {name:<10}{n:>10}  {:>6}\n", share(n, g)));
    }
    out.push_str(&format!(
        "  {:<10}{:>10}  {}\n",
        "moves",
        t.moves,
        per_game(t.moves, g)
    ));
    out.push_str(&format!(
        "  {:<10}{:>10}  {}, in {} games ({})\n",
        "teleports",
        t.teleports,
        per_game(t.teleports, g),
        t.games_with_teleports,
        share(t.games_with_teleports, g)
    ));
    out
}

/// How long a run plays before its progress bar appears.
const QUIET_FOR: Duration = Duration::from_millis(800);

/// A progress bar on stderr that appears only once the run has lasted a
/// moment: the games played and, for a file, the share of it read.
#[derive(Debug, Clone)]
pub struct Progress {
    bar: ProgressBar,
    started: Instant,
    games: Arc<AtomicU64>,
}

impl Progress {
    /// A bar over an input of `bytes` bytes (`None`: of unknown length).
    pub fn new(bytes: Option<u64>) -> Self {
        let bar = ProgressBar::with_draw_target(bytes, ProgressDrawTarget::hidden());
        let style = match bytes {
            Some(_) => ProgressStyle::with_template(
                "{spinner} {msg}  [{wide_bar}] {percent}% of the input read  {elapsed}",
            ),
            None => ProgressStyle::with_template("{spinner} {msg}  {elapsed}"),
        };
        if let Ok(style) = style {
            bar.set_style(style.progress_chars("=> "));
        }
        Progress {
            bar,
            started: Instant::now(),
            games: Arc::default(),
        }
    }

    /// One more game played.
    pub fn game(&self) {
        let n = self.games.fetch_add(1, Ordering::Relaxed) + 1;
        if n % 64 != 1 {
            return;
        }
        if self.bar.is_hidden() && self.started.elapsed() > QUIET_FOR {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
        }
        self.bar.set_message(format!("{n} games"));
    }

    /// `bytes` more of the input were read.
    pub fn read(&self, bytes: usize) {
        self.bar.inc(bytes as u64);
    }

    /// Removes the bar.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// An input that tells a [`Progress`] how much of it was read.
/// `reader`, counted by a progress bar of an input of `bytes` when
/// standard error is a terminal; and the bar.
pub fn counting(
    reader: Box<dyn std::io::BufRead>,
    bytes: Option<u64>,
) -> (Box<dyn std::io::BufRead>, Option<Progress>) {
    use std::io::IsTerminal;
    if !std::io::stderr().is_terminal() {
        return (reader, None);
    }
    let progress = Progress::new(bytes);
    let counted = Counted {
        inner: reader,
        progress: progress.clone(),
    };
    (Box::new(counted), Some(progress))
}

pub struct Counted<R> {
    pub inner: R,
    pub progress: Progress,
}

impl<R: std::io::Read> std::io::Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.progress.read(n);
        Ok(n)
    }
}

impl<R: std::io::BufRead> std::io::BufRead for Counted<R> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, n: usize) {
        self.progress.read(n);
        self.inner.consume(n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_are_of_the_games_played() {
        let t = Totals {
            games: 8,
            won: 6,
            lost: 2,
            moves: 20,
            teleports: 3,
            games_with_teleports: 1,
            ..Totals::default()
        };
        let text = text(&t);
        assert!(text.contains("  won                6   75.0%\n"), "{text}");
        assert!(text.contains("  lost               2   25.0%\n"));
        assert!(text.contains("  moves             20  2.50 a game\n"));
        assert!(text.contains("0.38 a game, in 1 games (12.5%)"));
    }
}
