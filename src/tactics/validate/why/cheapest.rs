//! The cheapest path of a move at any cost, under some of the rules or
//! all: the validator's search again, with a table of parents to give the
//! path back cell by cell.

use super::verdict::{Obeyed, Step};
use crate::geometry::Offset;
use crate::tactics::position::Position;
use crate::tactics::validate::Validator;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

impl Validator {
    /// The cheapest path from `from` to `to` under the rules `obeyed`, at
    /// any cost (the start not included), as the search of
    /// [`Validator::validate`] finds paths: a cell is entered when it
    /// may be passed or ended on, and left only when it may be passed.
    pub(super) fn cheapest(
        &self,
        pos: &Position,
        mover: usize,
        from: Offset,
        to: Offset,
        obeyed: Obeyed,
    ) -> Option<Vec<Step>> {
        let board = pos.board;
        let area = board.area();
        let (start, target) = (board.index(from), board.index(to));
        let mut cost = vec![u32::MAX; area];
        let mut parent = vec![usize::MAX; area];
        let mut heap = BinaryHeap::new();
        cost[start] = 0;
        heap.push(Reverse((0u32, start)));
        while let Some(Reverse((c, node))) = heap.pop() {
            if c > cost[node] {
                continue;
            }
            if node == target {
                break;
            }
            if node != start && !self.passage_under(pos, mover, node, obeyed).through {
                continue;
            }
            let cell = board.cell(node);
            for &(dr, dc) in &self.steps {
                let next = (cell.0 + dr, cell.1 + dc);
                if !board.contains(next) {
                    continue;
                }
                let i = board.index(next);
                let p = self.passage_under(pos, mover, i, obeyed);
                if !p.enters() || (i == target && !p.end) {
                    continue;
                }
                let reached = c.saturating_add(p.cost);
                if reached < cost[i] {
                    cost[i] = reached;
                    parent[i] = node;
                    heap.push(Reverse((reached, i)));
                }
            }
        }
        if cost[target] == u32::MAX {
            return None;
        }
        let mut path = Vec::new();
        let mut node = target;
        while node != start {
            let p = parent[node];
            path.push(Step {
                cell: board.cell(node),
                cost: cost[node] - cost[p],
            });
            node = p;
        }
        path.reverse();
        Some(path)
    }
}
