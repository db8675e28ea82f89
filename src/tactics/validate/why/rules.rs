//! The rules that apply on a cell for a mover, one by one with the rule
//! each comes from, as the rules file states them: what they allow
//! together, and the first that forbids going on or ending there.

use super::verdict::{Obeyed, Rule};
use crate::geometry::Offset;
use crate::paths::Passage;
use crate::tactics::position::Position;
use crate::tactics::validate::Validator;

impl Validator {
    /// The rules that apply on grid index `i` for the mover, each alone,
    /// with the rule each comes from; those `obeyed` leaves out are left
    /// out.
    fn rules_at(
        &self,
        pos: &Position,
        mover: usize,
        i: usize,
        obeyed: Obeyed,
    ) -> Vec<(Passage, Option<Rule>)> {
        let kind = usize::from(pos.terrain[i]);
        let terrain = self.terrain.get(kind).copied().unwrap_or(Passage::BLOCKED);
        let mut rules = vec![if obeyed.terrain {
            (terrain, Some(Rule::Terrain(kind)))
        } else {
            (
                Passage {
                    through: true,
                    end: true,
                    ..terrain
                },
                None,
            )
        }];
        let me = pos.units[mover];
        if let Some(unit) = pos.units.get(pos.occupant[i] as usize) {
            let k = pos.occupant[i] as usize;
            if unit.side == me.side {
                rules.push((self.ally, Some(Rule::Ally(k))));
            } else if obeyed.enemies {
                rules.push((self.enemy, Some(Rule::Enemy(k))));
            }
        }
        if obeyed.zones && (self.near[i] == self.stamp) {
            let cell = pos.board.cell(i);
            for (k, unit) in pos.units.iter().enumerate() {
                let next_to = self
                    .steps
                    .iter()
                    .any(|&(dr, dc)| (unit.cell.0 - dr, unit.cell.1 - dc) == cell);
                if unit.side == me.side || !next_to {
                    continue;
                }
                rules.push((self.next_to_enemy, Some(Rule::NextToEnemy(k))));
                if self.beats(unit.kind, me.kind) {
                    rules.push((self.next_to_stronger, Some(Rule::NextToStronger(k))));
                }
            }
        }
        rules
    }

    fn beats(&self, a: usize, b: usize) -> bool {
        self.beats.get(a).and_then(|row| row.get(b)) == Some(&true)
    }

    /// What the mover may do on grid index `i` under the rules `obeyed`.
    pub(super) fn passage_under(
        &self,
        pos: &Position,
        mover: usize,
        i: usize,
        obeyed: Obeyed,
    ) -> Passage {
        let rules = self.rules_at(pos, mover, i, obeyed);
        rules
            .iter()
            .skip(1)
            .fold(rules[0].0, |p, (rule, _)| p.and(*rule))
    }

    /// The first rule that forbids going on from `cell` (`through`) or
    /// ending there, stronger rules first: terrain, occupant, zones.
    pub(super) fn refusal(
        &self,
        pos: &Position,
        mover: usize,
        cell: Offset,
        through: bool,
    ) -> Option<Rule> {
        let i = pos.board.index(cell);
        let mut rules = self.rules_at(pos, mover, i, Obeyed::ALL);
        // A zone that beats the mover is named before one that merely
        // lies next to an enemy.
        rules.sort_by_key(|(_, rule)| matches!(rule, Some(Rule::NextToEnemy(_))));
        rules
            .into_iter()
            .find(|(p, _)| if through { !p.through } else { !p.end })
            .and_then(|(_, rule)| rule)
    }
}
