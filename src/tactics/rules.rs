//! What the move validator plays by, read once from the one game model:
//! the model's board, cell names, terrain, kinds, relation of who beats
//! whom, path and budget, and the outcomes of a traveller, laid out as the
//! validator and the tactics format look them up. Each field names the
//! statement that sets it in the model.

use crate::geometry::{Board, CellNames, Offset};
use crate::model::{Letters, Model, Mover, Outcome, Question, Target, Travel};
use crate::terrain::Terrain;

/// A kind of unit: `G guardian` in the `units:` block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitKind {
    /// The letter scenarios write for it.
    pub symbol: char,
    pub name: String,
}

/// A tactics game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rules {
    /// `game "Janken Tactics"`
    pub name: String,
    /// `board hexagon 5 cells a side` (or `board 9 rows x 9 columns`)
    pub board: Board,
    /// `cells named row letter, column number`
    pub cells: CellNames,
    /// The `terrain:` block: each kind's map letter and name.
    pub terrain: Terrain,
    /// `unit into woods: costs 2`, one rule per terrain kind, in the order
    /// of `terrain.kinds`.
    pub terrain_entry: Vec<Outcome>,
    /// `sides: first, second`: the scenario's unit lists, in this order.
    pub sides: Vec<String>,
    /// The `units:` block.
    pub kinds: Vec<UnitKind>,
    /// `guardian beats swordsman`: `beats[a][b]` when kind `a` beats `b`.
    pub beats: Vec<Vec<bool>>,
    /// `units step hex`: the moves of one step; "next to" means one of
    /// these steps away.
    pub steps: Vec<Offset>,
    /// `units have 10 points a move`: fresh for every move.
    pub points: u32,
    /// `unit into ally: pass through`
    pub into_ally: Outcome,
    /// `unit into enemy: blocked`
    pub into_enemy: Outcome,
    /// `unit next to enemy that beats it: ends the move` ([`Outcome::Move`]
    /// when the rules say nothing).
    pub next_to_stronger: Outcome,
    /// `unit next to enemy: ...` for any enemy ([`Outcome::Move`] when the
    /// rules say nothing).
    pub next_to_enemy: Outcome,
}

impl Rules {
    /// The tactics game a model states: `None` unless its question is
    /// move validation and the model states every part such a game has (a
    /// checked one does).
    pub fn of(model: &Model) -> Option<Rules> {
        if model.question != Question::Validate {
            return None;
        }
        let Some(Travel::Path { steps, budget }) = &model.travel else {
            return None;
        };
        let kinds = model
            .kinds
            .iter()
            .enumerate()
            .map(|(k, kind)| {
                let letter = |(l, of): &(Letters, u8)| match l {
                    Letters::One(c) if usize::from(*of) == k => Some(*c),
                    _ => None,
                };
                Some(UnitKind {
                    symbol: model.legend.classes.iter().find_map(letter)?,
                    name: kind.name.clone(),
                })
            })
            .collect::<Option<Vec<_>>>()?;
        // Every kind travels by the same rules; the first kind's are read.
        let get = |target| model.outcomes.get(Mover::Traveller(0), target);
        let terrain = model.terrain();
        Some(Rules {
            name: model.name.clone(),
            board: model.board?,
            cells: model.cell_names,
            terrain_entry: (0..terrain.kinds.len())
                .map(|t| get(Target::Terrain(t as u8)))
                .collect(),
            terrain,
            sides: model.sides.clone(),
            kinds,
            beats: model.beats.clone(),
            steps: steps.clone(),
            points: *budget,
            into_ally: get(Target::Ally),
            into_enemy: get(Target::Enemy),
            next_to_stronger: get(Target::NextToStronger),
            next_to_enemy: get(Target::NextToEnemy),
        })
    }
}
