//! The keys' values after a counted reply: the chasers left and their
//! distances, the pieces of each kind, the player's row and column. A
//! reply of the near chasers only adds the shared far reply's totals,
//! their distances moved by the candidate's walk (see `far`).

use super::count::Counted;
use crate::interpreter::position::Position;
use crate::interpreter::table::Rules;
use crate::model::Key;

impl Counted {
    /// A key's value after the last reply counted, the player on the
    /// 0-based row and column `player` (`None` for `safe neighbours`,
    /// which needs the reply made).
    pub(in crate::interpreter) fn measure(
        &self,
        rules: Rules,
        pos: &Position,
        player: Option<(i32, i32)>,
        key: Key,
    ) -> Option<u64> {
        let metric = rules.table.metric;
        let chasers = &self.now.chasers;
        let distances = || {
            chasers.iter().map(move |c| {
                let (pr, pc) = player.unwrap_or((c.row, c.column));
                metric.distance(pr - c.row, pc - c.column)
            })
        };
        // The far chasers' part, and their distances moved by the walk.
        let far = self.now.far.map(|pass| self.far.after(pass));
        let walked = |(pr, pc): (i32, i32)| {
            let (or, oc) = self.far.origin();
            (i64::from(pr - or), i64::from(pc - oc))
        };
        let sides = far.zip(player).map(|(after, p)| {
            let (dr, dc) = walked(p);
            after.sides.iter().enumerate().map(move |(i, side)| {
                let sr = if i & 2 != 0 { 1 } else { -1 };
                let sc = if i & 1 != 0 { 1 } else { -1 };
                (side, sr * dr + sc * dc)
            })
        });
        let is_chaser = |k| rules.model.is_chaser(k);
        Some(match key {
            Key::Chasers => chasers.len() as u64 + far.map_or(0, |f| f.chasers.len() as u64),
            Key::NearestChaser => {
                let near = distances().min().unwrap_or(u64::MAX);
                let far = sides.into_iter().flatten().filter(|(s, _)| s.count > 0);
                let far = far.map(|(s, moved)| (s.least as i64 + moved) as u64);
                far.fold(near, u64::min)
            }
            Key::SumOfDistances => {
                let near: u64 = distances().sum();
                let far = sides.into_iter().flatten();
                let far = far.map(|(s, moved)| (s.sum as i64 + s.count as i64 * moved) as u64);
                near + far.sum::<u64>()
            }
            Key::Count(k) if is_chaser(k) => {
                let near = chasers.iter().filter(|c| c.kind == k).count() as u64;
                near + far.map_or(0, |f| f.kinds[usize::from(k)])
            }
            Key::Count(k) => {
                // The position's, with each meeting's piece replacing what
                // its cell held.
                let mut n = i64::from(pos.count(k));
                for &(_, kind, old) in &self.now.made {
                    n += i64::from(kind == k) - i64::from(old == k);
                }
                n += far.map_or(0, |f| f.gained.get(usize::from(k)).copied().unwrap_or(0));
                n as u64
            }
            Key::Row => player.map_or(0, |p| p.0 as u64 + 1),
            Key::Column => player.map_or(0, |p| p.1 as u64 + 1),
            Key::SafeNeighbours => return None,
        })
    }
}
