//! Stable assignment by deferred acceptance (Gale-Shapley): proposers
//! propose down their lists, most wanted first; a receiver holds the best
//! proposal it has had and rejects the rest, and the rejected propose to
//! their next choice. The result is the proposer-optimal stable matching:
//! no proposer could get a receiver it wants more that would also prefer
//! it. RobotRace's perfect play is this, robots proposing to tokens.
//!
//! The proposals go in rounds: in each, every free proposer proposes to
//! its next choice, and each receiver keeps the best of its holder and
//! its new proposers. Which order the proposals are weighed in does not
//! change the result (the proposer-optimal matching is unique), so the
//! rounds are what a view shows: [`stable_observed`] reports each.

/// One round of proposals, as [`stable_observed`] reports it.
#[derive(Debug, Clone, Copy)]
pub struct Round<'a> {
    /// Counted from 1.
    pub number: u32,
    /// Who proposed to which receiver, proposers in increasing order.
    pub proposals: &'a [(usize, usize)],
    /// Who was turned away this round, by which receiver, and whether
    /// it held that receiver before the round (displaced by a better
    /// proposal) rather than proposing in it.
    pub turned_away: &'a [TurnedAway],
    /// Free proposers whose lists ran out this round: they stay unmatched.
    pub ran_out: &'a [usize],
    /// Each receiver's holder after the round.
    pub held: &'a [Option<usize>],
}

/// A proposer a receiver turned away in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnedAway {
    pub proposer: usize,
    pub receiver: usize,
    /// It held the receiver before the round.
    pub displaced: bool,
}

/// Matches proposers to receivers. `lists[p]` holds proposer `p`'s
/// acceptable receivers, most wanted first; `prefers(r, a, b)` says
/// whether receiver `r` prefers proposer `a` to proposer `b` (a strict
/// order on the proposers of each receiver). Returns each proposer's
/// receiver, `None` for a proposer whose list ran out.
pub fn stable(
    lists: &[Vec<usize>],
    receivers: usize,
    prefers: impl FnMut(usize, usize, usize) -> bool,
) -> Vec<Option<usize>> {
    stable_observed(lists, receivers, prefers, |_| {})
}

/// [`stable`], telling `observe` each round once it is weighed (the
/// holders then are the round's; the one a proposer was turned away for
/// is its receiver's holder after the round).
pub fn stable_observed(
    lists: &[Vec<usize>],
    receivers: usize,
    mut prefers: impl FnMut(usize, usize, usize) -> bool,
    mut observe: impl FnMut(&Round),
) -> Vec<Option<usize>> {
    let mut next = vec![0usize; lists.len()];
    let mut held: Vec<Option<usize>> = vec![None; receivers];
    let mut free: Vec<usize> = (0..lists.len()).collect();
    let mut proposals = Vec::with_capacity(lists.len());
    let mut turned_away: Vec<TurnedAway> = Vec::with_capacity(lists.len());
    let mut ran_out = Vec::new();
    let mut number = 0;
    while !free.is_empty() {
        number += 1;
        proposals.clear();
        ran_out.clear();
        for &p in &free {
            match lists[p].get(next[p]) {
                Some(&r) => {
                    next[p] += 1;
                    proposals.push((p, r));
                }
                None => ran_out.push(p),
            }
        }
        turned_away.clear();
        for &(p, r) in &proposals {
            match held[r] {
                None => held[r] = Some(p),
                Some(q) if prefers(r, p, q) => {
                    held[r] = Some(p);
                    // A proposer of this round is not a holder of before it.
                    let displaced = !proposals.iter().any(|&(o, _)| o == q);
                    turned_away.push(TurnedAway {
                        proposer: q,
                        receiver: r,
                        displaced,
                    });
                }
                Some(_) => turned_away.push(TurnedAway {
                    proposer: p,
                    receiver: r,
                    displaced: false,
                }),
            }
        }
        observe(&Round {
            number,
            proposals: &proposals,
            turned_away: &turned_away,
            ran_out: &ran_out,
            held: &held,
        });
        free.clear();
        free.extend(turned_away.iter().map(|t| t.proposer));
        free.sort_unstable();
    }
    let mut matched = vec![None; lists.len()];
    for (r, p) in held.iter().enumerate() {
        if let Some(p) = *p {
            matched[p] = Some(r);
        }
    }
    matched
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two proposers both want receiver 0 first; it prefers proposer 1,
    /// so proposer 0 falls back to receiver 1.
    #[test]
    fn the_preferred_proposer_keeps_the_receiver() {
        let lists = vec![vec![0, 1], vec![0, 1]];
        let got = stable(&lists, 2, |_, a, b| a > b);
        assert_eq!(got, [Some(1), Some(0)]);
    }

    #[test]
    fn a_proposer_whose_list_runs_out_stays_unmatched() {
        let lists = vec![vec![0], vec![0], vec![]];
        let got = stable(&lists, 1, |_, a, b| a < b);
        assert_eq!(got, [Some(0), None, None]);
    }

    /// The result is stable on random instances: no proposer and receiver
    /// would both rather have each other (checked by brute force).
    #[test]
    fn no_blocking_pair_on_random_instances() {
        let mut rng = crate::random::Rng::new(3);
        for _ in 0..300 {
            let (np, nr) = (rng.below(7) + 1, rng.below(7) + 1);
            let lists: Vec<Vec<usize>> = (0..np)
                .map(|_| {
                    let mut l: Vec<usize> = (0..nr).filter(|_| rng.chance(70)).collect();
                    rng.shuffle(&mut l);
                    l
                })
                .collect();
            let rank: Vec<Vec<u64>> = (0..nr)
                .map(|_| (0..np).map(|_| rng.next_u64()).collect())
                .collect();
            let got = stable(&lists, nr, |r, a, b| rank[r][a] < rank[r][b]);
            let holder = |r: usize| got.iter().position(|&m| m == Some(r));
            for (p, list) in lists.iter().enumerate() {
                let mine =
                    got[p].map_or(list.len(), |r| list.iter().position(|&x| x == r).unwrap());
                for &r in &list[..mine] {
                    let wants_p = holder(r).is_none_or(|q| rank[r][p] < rank[r][q]);
                    assert!(!wants_p, "proposer {p} and receiver {r} block");
                }
            }
        }
    }
    /// The statement's example 1 (robots a, b, x; tokens C = 0, D = 1),
    /// with each robot's seconds to each token: a proposes to C, b to D,
    /// x to C; C keeps x (1 second, a 4). Then a proposes to D and
    /// displaces b (2 seconds against 4); b proposes to C, which keeps x
    /// (1 against 2); then b's list has run out.
    #[test]
    fn rounds_are_reported_with_who_was_turned_away() {
        let seconds = [[4, 2], [2, 4], [1, u32::MAX]];
        let lists = vec![vec![0, 1], vec![1, 0], vec![0]];
        let mut rounds = Vec::new();
        let got = stable_observed(
            &lists,
            2,
            |r, a, b| seconds[a][r] < seconds[b][r],
            |round| {
                rounds.push((
                    round.number,
                    round.proposals.to_vec(),
                    round.turned_away.to_vec(),
                    round.ran_out.to_vec(),
                    round.held.to_vec(),
                ))
            },
        );
        assert_eq!(got, [Some(1), None, Some(0)]);
        let away = |proposer, receiver, displaced| TurnedAway {
            proposer,
            receiver,
            displaced,
        };
        assert_eq!(
            rounds,
            [
                (
                    1,
                    vec![(0, 0), (1, 1), (2, 0)],
                    vec![away(0, 0, false)],
                    vec![],
                    vec![Some(2), Some(1)]
                ),
                (
                    2,
                    vec![(0, 1)],
                    vec![away(1, 1, true)],
                    vec![],
                    vec![Some(2), Some(0)]
                ),
                (
                    3,
                    vec![(1, 0)],
                    vec![away(1, 0, false)],
                    vec![],
                    vec![Some(2), Some(0)]
                ),
                (4, vec![], vec![], vec![1], vec![Some(2), Some(0)]),
            ]
        );
    }
}
