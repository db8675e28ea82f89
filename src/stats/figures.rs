//! The figures of a batch of games: per rules file, each result's rate
//! with its interval, the lengths' quantiles, the teleports, the searches'
//! results; between two rules files, each rate's difference.

use super::game::{Game, Result, Searched};
use super::interval::{Difference, Rate, difference, wilson};
use serde::{Deserialize, Serialize};

/// The figures of one rules file's games.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Side {
    pub rules: String,
    pub games: u64,
    pub won: Rate,
    pub lost: Rate,
    pub survived: Rate,
    /// Games whose position came back (a pursuit's engine finds them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endless: Option<Rate>,
    /// Games whose moves or turns ran out (a map game's `turns N`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stopped: Option<Rate>,
    /// Games an end rule called a draw, in a game of sides or when there
    /// are any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drawn: Option<Rate>,
    /// In a game of sides, each side's wins, in the rules' order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sides: Vec<SideWins>,
    pub lengths: Lengths,
    /// The teleports taken (a pursuit's record keeps them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teleports: Option<Teleports>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solve: Option<Solved>,
}

/// One side's wins in a game of sides.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SideWins {
    pub side: String,
    pub won: Rate,
}

/// Game lengths in moves: quantiles by nearest rank (the `q` quantile of
/// `n` sorted lengths is the one at rank `ceil(q n)`), and the mean.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Lengths {
    pub min: u32,
    pub p25: u32,
    pub median: u32,
    pub p75: u32,
    pub p90: u32,
    pub max: u32,
    pub mean: f64,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Teleports {
    pub total: u64,
    pub per_game: f64,
    /// Games in which the player teleported at least once.
    pub games: Rate,
}

/// What the searches found for the lost games (a map game's: lost or
/// stopped by the turns).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Solved {
    /// The games searched, when not the lost ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub of: Option<SearchedGames>,
    /// Lost games some line wins, of the lost games.
    pub winnable: Rate,
    /// Lost games no line wins (the whole tree searched).
    pub unwinnable: u64,
    /// Lost games the budget left undecided.
    pub undecided: u64,
    pub positions: u64,
    pub seconds: f64,
}

/// Which games `--solve` searched, when not the lost ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SearchedGames {
    /// A map game's: lost, or stopped by the turns.
    LostOrStopped,
}

impl SearchedGames {
    pub fn words(self) -> &'static str {
        match self {
            SearchedGames::LostOrStopped => "lost or stopped",
        }
    }
}

/// One rate's difference between the second rules file and the first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Compared {
    pub rate: String,
    #[serde(flatten)]
    pub difference: Difference,
}

/// What a kind of game's records tell beyond won, lost and survived.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept<'s> {
    /// A pursuit's: endless games and teleports.
    Pursuit,
    /// A map game's: games stopped by the turns, and the wins of each of
    /// these sides (none: a game of one player).
    Map(&'s [String]),
}

/// The figures of `games` (one per case) played under `rules`, a game of
/// kind `kept`.
pub fn side(rules: &str, games: &[Game], kept: Kept) -> Side {
    let n = games.len() as u64;
    let count = |f: &dyn Fn(&Game) -> bool| games.iter().filter(|g| f(g)).count() as u64;
    let mut lengths: Vec<u32> = games.iter().map(|g| g.moves).collect();
    lengths.sort_unstable();
    let teleports: u64 = games.iter().map(|g| u64::from(g.teleports)).sum();
    let searched: Vec<_> = games.iter().filter_map(|g| g.searched).collect();
    let solve = (!searched.is_empty()).then(|| {
        let with = |s: Searched| searched.iter().filter(|x| x.0 == s).count() as u64;
        Solved {
            of: matches!(kept, Kept::Map(_)).then_some(SearchedGames::LostOrStopped),
            winnable: wilson(with(Searched::Win), searched.len() as u64),
            unwinnable: with(Searched::NoWin),
            undecided: with(Searched::Undecided),
            positions: searched.iter().map(|x| x.1).sum(),
            seconds: searched.iter().map(|x| x.2).sum(),
        }
    });
    Side {
        rules: rules.to_string(),
        games: n,
        won: wilson(count(&|g| g.end == Result::Won), n),
        lost: wilson(count(&|g| g.end == Result::Lost), n),
        survived: wilson(count(&|g| g.end == Result::Survived), n),
        endless: (kept == Kept::Pursuit).then(|| wilson(count(&|g| g.end == Result::Endless), n)),
        stopped: matches!(kept, Kept::Map(_))
            .then(|| wilson(count(&|g| g.end == Result::Stopped), n)),
        drawn: Some(count(&|g| g.end == Result::Drawn))
            .filter(|&d| d > 0 || matches!(kept, Kept::Map(sides) if !sides.is_empty()))
            .map(|d| wilson(d, n)),
        sides: match kept {
            Kept::Map(names) => names
                .iter()
                .enumerate()
                .map(|(k, name)| SideWins {
                    side: name.clone(),
                    won: wilson(count(&|g| g.end == Result::WonBy(k)), n),
                })
                .collect(),
            Kept::Pursuit => Vec::new(),
        },
        lengths: Lengths {
            min: quantile(&lengths, 0.0),
            p25: quantile(&lengths, 0.25),
            median: quantile(&lengths, 0.5),
            p75: quantile(&lengths, 0.75),
            p90: quantile(&lengths, 0.9),
            max: quantile(&lengths, 1.0),
            mean: mean(lengths.iter().map(|&m| u64::from(m)).sum(), n),
        },
        teleports: (kept == Kept::Pursuit).then(|| Teleports {
            total: teleports,
            per_game: mean(teleports, n),
            games: wilson(count(&|g| g.teleports > 0), n),
        }),
        solve,
    }
}

/// Each rate's difference, `b - a`.
pub fn compare(a: &Side, b: &Side) -> Vec<Compared> {
    // A game of sides has no player's rates: each side's wins instead.
    let mut rates = Vec::new();
    if a.sides.is_empty() && b.sides.is_empty() {
        rates.push(("won".to_string(), a.won, b.won));
        rates.push(("lost".to_string(), a.lost, b.lost));
        rates.push(("survived".to_string(), a.survived, b.survived));
    }
    for (x, y) in a
        .sides
        .iter()
        .zip(&b.sides)
        .filter(|(x, y)| x.side == y.side)
    {
        rates.push((format!("won by {}", x.side), x.won, y.won));
    }
    let both = |x: Option<Rate>, y: Option<Rate>| x.zip(y);
    let teleported = |s: &Side| s.teleports.map(|t| t.games);
    for (name, pair) in [
        ("endless", both(a.endless, b.endless)),
        ("stopped", both(a.stopped, b.stopped)),
        ("teleported", both(teleported(a), teleported(b))),
    ] {
        if let Some((ra, rb)) = pair {
            rates.push((name.to_string(), ra, rb));
        }
    }
    if let Some((da, db)) = a.drawn.zip(b.drawn) {
        rates.push(("drawn".to_string(), da, db));
    }
    if let (Some(sa), Some(sb)) = (a.solve, b.solve) {
        rates.push(("winnable".to_string(), sa.winnable, sb.winnable));
    }
    rates
        .into_iter()
        .map(|(name, ra, rb)| Compared {
            rate: name,
            difference: difference(&ra, &rb),
        })
        .collect()
}

/// The `q` quantile of `sorted` by nearest rank (0 when empty).
fn quantile(sorted: &[u32], q: f64) -> u32 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn mean(total: u64, n: u64) -> f64 {
    if n == 0 { 0.0 } else { total as f64 / n as f64 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_by_nearest_rank() {
        // Ten lengths 1..=10: the 25% quantile is rank ceil(2.5) = 3, the
        // median rank 5, 75% rank ceil(7.5) = 8, 90% rank 9.
        let sorted: Vec<u32> = (1..=10).collect();
        let q = |p| quantile(&sorted, p);
        assert_eq!(
            (q(0.0), q(0.25), q(0.5), q(0.75), q(0.9), q(1.0)),
            (1, 3, 5, 8, 9, 10)
        );
    }
}
