//! One race played for the views: each robot's fewest seconds to each
//! token, the tokens it proposes to, the assignment's rounds as they went,
//! what each robot wins and in which round, and its program.

use crate::assignment::{Round, TurnedAway};
use crate::race::prizes::{self, wanted};
use crate::race::route::Route;
use crate::race::rules::Rules;
use crate::race::times::{NEVER, Racer};
use crate::scenario::race::Case;

/// One round of the assignment, kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Seen {
    pub(crate) number: u32,
    /// (robot, token), robots in letter order.
    pub(crate) proposals: Vec<(usize, usize)>,
    pub(crate) turned_away: Vec<TurnedAway>,
    pub(crate) ran_out: Vec<usize>,
    /// Per token, the robot holding it after the round.
    pub(crate) held: Vec<Option<usize>>,
}

impl Seen {
    fn of(round: &Round) -> Self {
        Seen {
            number: round.number,
            proposals: round.proposals.to_vec(),
            turned_away: round.turned_away.to_vec(),
            ran_out: round.ran_out.to_vec(),
            held: round.held.to_vec(),
        }
    }
}

/// A race as the views show it.
#[derive(Debug, Clone)]
pub(crate) struct Played {
    /// `times[robot][token]`: fewest seconds, or [`NEVER`].
    pub(crate) times: Vec<Vec<u32>>,
    /// Per robot: the tokens it proposes to and their worth, in order.
    pub(crate) wanted: Vec<Vec<(usize, i64)>>,
    pub(crate) rounds: Vec<Seen>,
    /// Per robot: the token it wins, or `None` when it surrenders.
    pub(crate) wins: Vec<Option<usize>>,
    /// Per robot: the round its fate was settled in (it proposed to the
    /// token it keeps, or its list ran out).
    pub(crate) settled: Vec<u32>,
    pub(crate) prizes: Vec<i64>,
    /// Per robot: its program to the token it wins.
    pub(crate) routes: Vec<Option<Route>>,
}

impl Played {
    pub(crate) fn new(table: &Rules, racer: &mut Racer, case: &Case) -> Self {
        let times = racer.times(table, case);
        let mut rounds = Vec::new();
        let prizes = prizes::prizes_observed(table, case, &times, |r| rounds.push(Seen::of(r)));
        let wanted = wanted(table, case, &times);
        let mut wins = vec![None; case.robots.len()];
        if let Some(last) = rounds.last() {
            for (token, holder) in last.held.iter().enumerate() {
                if let Some(robot) = *holder {
                    wins[robot] = Some(token);
                }
            }
        }
        let settled = (0..case.robots.len())
            .map(|robot| {
                rounds
                    .iter()
                    .rev()
                    .find(|r| {
                        r.ran_out.contains(&robot)
                            || r.proposals
                                .contains(&(robot, wins[robot].unwrap_or(usize::MAX)))
                    })
                    .map_or(0, |r| r.number)
            })
            .collect();
        let routes = wins
            .iter()
            .enumerate()
            .map(|(robot, won)| won.and_then(|token| racer.route(table, case, robot, token)))
            .collect();
        Played {
            times,
            wanted,
            rounds,
            wins,
            settled,
            prizes,
            routes,
        }
    }

    /// What `token` is worth to `robot`, if it proposes to it.
    pub(crate) fn worth(&self, robot: usize, token: usize) -> Option<i64> {
        self.wanted[robot]
            .iter()
            .find(|&&(t, _)| t == token)
            .map(|&(_, v)| v)
    }

    /// The robot's seconds to the token, `None` for never.
    pub(crate) fn seconds(&self, robot: usize, token: usize) -> Option<u32> {
        Some(self.times[robot][token]).filter(|&t| t != NEVER)
    }

    /// How many moves the views show: the rounds, then one program a
    /// robot.
    pub(crate) fn moves(&self) -> u32 {
        (self.rounds.len() + self.wins.len()) as u32
    }
}
