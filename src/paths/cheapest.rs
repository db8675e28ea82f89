//! Dial's algorithm: cheapest costs from a set of starts over a graph of
//! small whole-number costs, with a bucket queue indexed by cost.

/// An unreached node's cost.
pub const UNREACHED: u32 = u32::MAX;

/// What a search may spend and when it may stop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bounds {
    /// Paths cost at most this.
    pub budget: u32,
    /// The largest cost of one move: the bucket ring's size.
    pub max_step: u32,
    /// Stop once this node's cost is final; costs of nodes not yet
    /// settled then are not final. `None`: search everything in budget.
    pub target: Option<u32>,
}

/// Cheapest costs from a set of starts, by Dial's algorithm.
#[derive(Debug, Clone, Default)]
pub struct Cheapest {
    cost: Vec<u32>,
    /// Nodes whose cost was set in the last search, to reset the next.
    touched: Vec<u32>,
    /// `buckets[c & (len - 1)]`: nodes waiting at cost `c`; `len` is a
    /// power of two above the largest step, so a mask finds the bucket
    /// (a division per move would cost more than the rest of it).
    buckets: Vec<Vec<u32>>,
}

/// The nodes waiting to be expanded: a graph's `edges` adds the moves out
/// of the node being expanded to it.
pub struct Frontier<'a> {
    cost: &'a mut [u32],
    touched: &'a mut Vec<u32>,
    buckets: &'a mut [Vec<u32>],
    /// `buckets.len() - 1`.
    mask: usize,
    /// The cost of the node being expanded.
    at: u32,
    budget: u32,
    waiting: usize,
}

impl Frontier<'_> {
    /// A move from the node being expanded to `to`, costing `step`.
    #[inline]
    pub fn add(&mut self, to: u32, step: u32) {
        let c = self.at + step;
        let seen = self.cost[to as usize];
        if c <= self.budget && c < seen {
            if seen == UNREACHED {
                self.touched.push(to);
            }
            self.cost[to as usize] = c;
            self.buckets[c as usize & self.mask].push(to);
            self.waiting += 1;
        }
    }
}

impl Cheapest {
    pub fn new() -> Self {
        Cheapest::default()
    }

    /// Finds the cheapest cost of every node reachable from `starts` (each
    /// a node and its cost) within `bounds`, over a graph of `nodes` nodes.
    /// `edges(node, frontier)` calls `frontier.add(to, cost)` for each move
    /// out of `node`; `through(node)` says whether a path may go on from a
    /// node it entered (a start always may). A node a path may enter but
    /// not go on from is still reached.
    pub fn search(
        &mut self,
        nodes: usize,
        starts: &[(u32, u32)],
        bounds: Bounds,
        mut edges: impl FnMut(u32, &mut Frontier),
        mut through: impl FnMut(u32) -> bool,
    ) {
        for &n in &self.touched {
            self.cost[n as usize] = UNREACHED;
        }
        self.touched.clear();
        if self.cost.len() < nodes {
            self.cost.resize(nodes, UNREACHED);
            // Every node is touched at most once: sized once, exactly, a
            // large list is one block the system takes back when freed
            // rather than a trail of doublings left in the allocator.
            self.touched.reserve_exact(nodes);
        }
        let ring = (bounds.max_step as usize + 1).next_power_of_two();
        if self.buckets.len() < ring {
            self.buckets.resize_with(ring, Vec::new);
        }
        let mask = self.buckets.len() - 1;
        let mut f = Frontier {
            cost: &mut self.cost,
            touched: &mut self.touched,
            buckets: &mut self.buckets,
            mask,
            at: 0,
            budget: bounds.budget,
            waiting: 0,
        };
        for &(node, cost) in starts {
            f.at = cost;
            f.add(node, 0);
        }
        let last_start = starts.iter().map(|s| s.1).max().unwrap_or(0);
        let mut at = starts.iter().map(|s| s.1).min().unwrap_or(0);
        'search: while f.waiting > 0 && at <= bounds.budget {
            let slot = at as usize & mask;
            while let Some(node) = f.buckets[slot].pop() {
                f.waiting -= 1;
                if f.cost[node as usize] != at {
                    continue; // reached more cheaply since it was queued
                }
                if bounds.target == Some(node) {
                    break 'search;
                }
                let is_start =
                    at <= last_start && starts.iter().any(|&(n, c)| n == node && c == at);
                if !is_start && !through(node) {
                    continue;
                }
                f.at = at;
                edges(node, &mut f);
            }
            at += 1;
        }
        for bucket in f.buckets.iter_mut() {
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
        let bounds = Bounds {
            budget,
            max_step: *costs.iter().max().unwrap(),
            target: None,
        };
        c.search(
            n,
            &[(0, 0)],
            bounds,
            |node, f| {
                let i = node as usize;
                if i + 1 < n {
                    f.add(node + 1, costs[i + 1]);
                }
                if i > 0 {
                    f.add(node - 1, costs[i - 1]);
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

    /// With a target, the search stops once the target's cost is final.
    #[test]
    fn a_search_for_a_target_stops_there() {
        let costs = [9u32, 1, 2, 3, 4];
        let mut c = Cheapest::new();
        let mut expanded = Vec::new();
        let bounds = Bounds {
            budget: 100,
            max_step: 4,
            target: Some(2),
        };
        c.search(
            5,
            &[(0, 0)],
            bounds,
            |node, f| {
                expanded.push(node);
                if node < 4 {
                    f.add(node + 1, costs[node as usize + 1]);
                }
            },
            |_| true,
        );
        assert_eq!(c.cost(2), Some(3));
        assert_eq!(expanded, [0, 1]);
        assert_eq!(c.cost(4), None);
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
        let bounds = Bounds {
            budget: 12,
            max_step: 4,
            target: None,
        };
        d.search(
            side * side,
            &[(24, 0)],
            bounds,
            |n, f| {
                for to in neighbours(n as usize) {
                    f.add(to as u32, costs[to]);
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
}
