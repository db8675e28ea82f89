//! Cheapest paths under small whole-number costs, shared by every game
//! whose pieces travel: Janken Tactics' units (cells, terrain costs, a
//! budget) and RobotRace's robots (cell and facing, one second a command).
//!
//! A game describes its moves as a graph over numbered nodes (a cell's grid
//! index, or a cell and a facing) and says, for each node, whether a path
//! may pass through it and whether it may end there ([`Passage`]). The
//! search is Dial's algorithm: a bucket queue indexed by cost, which with
//! costs of a few units beats a binary heap (no comparisons, no log
//! factor). Memory is reused from search to search; nothing is cleared per
//! search but the nodes touched.

/// What entering a cell allows, as a rules file states it for a mover.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// Enter, go on, or end there, at the move's own cost.
    Move,
    /// As [`Entry::Move`], at this cost instead of the move's own.
    Costs(u32),
    /// Enter only to go on: a path may not end here.
    PassThrough,
    /// Enter only to end there: the path goes no further.
    EndsTheMove,
    /// Enter only to end there, taking what lies there.
    Collect,
    /// Never enter.
    Blocked,
}

impl Entry {
    /// What a path may do here: the strictest of the rules that apply
    /// (terrain, occupant, neighbourhood) is what holds.
    pub fn passage(self, cost: u32) -> Passage {
        let (through, end, cost) = match self {
            Entry::Move => (true, true, cost),
            Entry::Costs(c) => (true, true, c),
            Entry::PassThrough => (true, false, cost),
            Entry::EndsTheMove | Entry::Collect => (false, true, cost),
            Entry::Blocked => (false, false, cost),
        };
        Passage { through, end, cost }
    }
}

/// What a path may do at one node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Passage {
    /// A path may go on from here.
    pub through: bool,
    /// A path may end here.
    pub end: bool,
    /// What entering costs.
    pub cost: u32,
}

impl Passage {
    pub const BLOCKED: Passage = Passage {
        through: false,
        end: false,
        cost: 0,
    };

    /// Both rules at once: each permission must hold under both; the
    /// larger cost is paid.
    pub fn and(self, other: Passage) -> Passage {
        Passage {
            through: self.through && other.through,
            end: self.end && other.end,
            cost: self.cost.max(other.cost),
        }
    }

    /// Whether the node can be entered at all.
    pub fn enters(self) -> bool {
        self.through || self.end
    }
}

/// An unreached node's cost.
pub const UNREACHED: u32 = u32::MAX;

/// Cheapest costs from a set of starts, by Dial's algorithm.
#[derive(Debug, Clone, Default)]
pub struct Cheapest {
    cost: Vec<u32>,
    /// Nodes whose cost was set in the last search, to reset the next.
    touched: Vec<u32>,
    /// `buckets[c % len]`: nodes waiting at cost `c`.
    buckets: Vec<Vec<u32>>,
    /// The last search's starts, which a path always leaves.
    starts: Vec<(u32, u32)>,
}

impl Cheapest {
    pub fn new() -> Self {
        Cheapest::default()
    }

    /// Finds the cheapest cost of every node reachable from `starts` (each
    /// a node and its cost) within `budget`, over a graph of `nodes` nodes
    /// whose largest edge cost is `max_step`. `edges(node, add)` calls
    /// `add(to, cost)` for each move out of `node`; `through(node)` says
    /// whether a path may go on from a node it entered (starts always may).
    /// A node a path may enter but not go on from is still reached.
    pub fn search(
        &mut self,
        nodes: usize,
        starts: &[(u32, u32)],
        budget: u32,
        max_step: u32,
        mut edges: impl FnMut(u32, &mut dyn FnMut(u32, u32)),
        mut through: impl FnMut(u32) -> bool,
    ) {
        for &n in &self.touched {
            self.cost[n as usize] = UNREACHED;
        }
        self.touched.clear();
        if self.cost.len() < nodes {
            self.cost.resize(nodes, UNREACHED);
        }
        let ring = max_step as usize + 1;
        if self.buckets.len() < ring {
            self.buckets.resize_with(ring, Vec::new);
        }
        let ring = self.buckets.len();
        let mut waiting = 0usize;
        for &(node, cost) in starts {
            if cost <= budget && cost < self.cost[node as usize] {
                if self.cost[node as usize] == UNREACHED {
                    self.touched.push(node);
                }
                self.cost[node as usize] = cost;
                self.buckets[cost as usize % ring].push(node);
                waiting += 1;
            }
        }
        self.starts.clear();
        self.starts.extend_from_slice(starts);
        let mut at = starts.iter().map(|s| s.1).min().unwrap_or(0);
        while waiting > 0 && at <= budget {
            let slot = at as usize % ring;
            while let Some(node) = self.buckets[slot].pop() {
                waiting -= 1;
                if self.cost[node as usize] != at {
                    continue; // reached more cheaply since it was queued
                }
                let is_start = self.starts.iter().any(|&(n, c)| n == node && c == at);
                if !is_start && !through(node) {
                    continue;
                }
                let (cost, buckets, touched) =
                    (&mut self.cost, &mut self.buckets, &mut self.touched);
                edges(node, &mut |to, step| {
                    let c = at + step;
                    let seen = cost[to as usize];
                    if c <= budget && c < seen {
                        if seen == UNREACHED {
                            touched.push(to);
                        }
                        cost[to as usize] = c;
                        buckets[c as usize % ring].push(to);
                        waiting += 1;
                    }
                });
            }
            at += 1;
        }
        for bucket in &mut self.buckets {
            bucket.clear();
        }
    }

    /// The cheapest cost found for `node` by the last search.
    pub fn cost(&self, node: u32) -> Option<u32> {
        self.cost
            .get(node as usize)
            .copied()
            .filter(|&c| c != UNREACHED)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line of five nodes, each entered at cost `costs[i]`.
    fn line(costs: &[u32], budget: u32, blocked_through: &[u32]) -> Vec<Option<u32>> {
        let mut c = Cheapest::new();
        let n = costs.len();
        c.search(
            n,
            &[(0, 0)],
            budget,
            *costs.iter().max().unwrap(),
            |node, add| {
                let i = node as usize;
                if i + 1 < n {
                    add(node + 1, costs[i + 1]);
                }
                if i > 0 {
                    add(node - 1, costs[i - 1]);
                }
            },
            |node| !blocked_through.contains(&node),
        );
        (0..n as u32).map(|i| c.cost(i)).collect()
    }

    #[test]
    fn costs_add_up_along_the_cheapest_path() {
        // Entering node i costs costs[i]; the start costs nothing.
        assert_eq!(
            line(&[9, 1, 2, 3, 4], 100, &[]),
            [Some(0), Some(1), Some(3), Some(6), Some(10)]
        );
    }

    #[test]
    fn the_budget_cuts_paths_off() {
        assert_eq!(
            line(&[9, 1, 2, 3, 4], 6, &[]),
            [Some(0), Some(1), Some(3), Some(6), None]
        );
    }

    #[test]
    fn a_node_a_path_may_not_pass_is_reached_but_not_left() {
        assert_eq!(
            line(&[1, 1, 1, 1, 1], 100, &[2]),
            [Some(0), Some(1), Some(2), None, None]
        );
    }

    /// A grid with a cheap detour: Dial's algorithm agrees with a plain
    /// Bellman-Ford relaxation on random costs.
    #[test]
    fn agrees_with_relaxation_on_a_grid() {
        let side = 7usize;
        let mut seed = 12345u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % 4) as u32 + 1
        };
        let costs: Vec<u32> = (0..side * side).map(|_| next()).collect();
        let neighbours = |i: usize| {
            let (r, c) = (i / side, i % side);
            let mut out = Vec::new();
            if r > 0 {
                out.push(i - side);
            }
            if r + 1 < side {
                out.push(i + side);
            }
            if c > 0 {
                out.push(i - 1);
            }
            if c + 1 < side {
                out.push(i + 1);
            }
            out
        };
        let mut d = Cheapest::new();
        d.search(
            side * side,
            &[(24, 0)],
            12,
            4,
            |n, add| {
                for to in neighbours(n as usize) {
                    add(to as u32, costs[to]);
                }
            },
            |_| true,
        );
        let mut best = vec![u32::MAX; side * side];
        best[24] = 0;
        for _ in 0..side * side {
            for i in 0..side * side {
                if best[i] == u32::MAX {
                    continue;
                }
                for to in neighbours(i) {
                    best[to] = best[to].min(best[i] + costs[to]);
                }
            }
        }
        for (i, &b) in best.iter().enumerate() {
            let want = (b <= 12).then_some(b);
            assert_eq!(d.cost(i as u32), want, "node {i}");
        }
    }

    #[test]
    fn the_strictest_rule_holds() {
        let ally = Entry::PassThrough.passage(1);
        let zone = Entry::EndsTheMove.passage(1);
        let woods = Entry::Costs(2).passage(1);
        assert_eq!(
            ally.and(zone),
            Passage::BLOCKED.and(Passage { cost: 1, ..ally })
        );
        assert!(!ally.and(zone).enters());
        let here = woods.and(zone);
        assert!(here.end && !here.through && here.cost == 2);
    }
}
