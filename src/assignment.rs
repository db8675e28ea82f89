//! Stable assignment by deferred acceptance (Gale-Shapley): proposers
//! propose down their lists, most wanted first; a receiver holds the best
//! proposal it has had and rejects the rest, and the rejected propose to
//! their next choice. The result is the proposer-optimal stable matching:
//! no proposer could get a receiver it wants more that would also prefer
//! it. RobotRace's perfect play is this, robots proposing to tokens.

/// Matches proposers to receivers. `lists[p]` holds proposer `p`'s
/// acceptable receivers, most wanted first; `prefers(r, a, b)` says
/// whether receiver `r` prefers proposer `a` to proposer `b` (a strict
/// order on the proposers of each receiver). Returns each proposer's
/// receiver, `None` for a proposer whose list ran out.
pub fn stable(
    lists: &[Vec<usize>],
    receivers: usize,
    mut prefers: impl FnMut(usize, usize, usize) -> bool,
) -> Vec<Option<usize>> {
    let mut next = vec![0usize; lists.len()];
    let mut held: Vec<Option<usize>> = vec![None; receivers];
    let mut free: Vec<usize> = (0..lists.len()).rev().collect();
    while let Some(p) = free.pop() {
        let Some(&r) = lists[p].get(next[p]) else {
            continue; // the list ran out
        };
        next[p] += 1;
        match held[r] {
            None => held[r] = Some(p),
            Some(q) if prefers(r, p, q) => {
                held[r] = Some(p);
                free.push(q);
            }
            Some(_) => free.push(p),
        }
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
}
