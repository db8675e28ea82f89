//! The compiled game: its layers, kinds, movers, rules and ends.

use super::control::Blocked;
use super::control::{Chaser, Control, Placement, Travel, Walker};
use super::end::End;
use super::ids::{KindId, Offset};
use super::legend::Legend;
use super::outcome::{Meeting, Outcomes};
use super::question::Question;
use crate::geometry::{Board, CellNames, Metric};

/// A kind of piece: its name, its class (the last word of its name: a
/// `fast robot` is a `robot`) and its side, if it has one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kind {
    pub name: String,
    pub class: String,
    pub side: Option<usize>,
}

/// A compiled game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Model {
    pub name: String,
    /// The board, when the rules fix it; `None`: each scenario's map draws it.
    pub board: Option<Board>,
    /// How scenarios name cells (`cells named row letter, column number`).
    pub cell_names: CellNames,
    /// The player's start cell (1-based), when the rules fix it.
    pub start: Option<Offset>,
    /// How far apart two cells are, where a rule measures it.
    pub metric: Option<Metric>,
    pub terrains: Vec<String>,
    pub kinds: Vec<Kind>,
    pub sides: Vec<String>,
    /// Who beats whom among the kinds (`guardian beats swordsman`):
    /// `beats[a][b]` when kind `a` beats kind `b`; empty when no rule says.
    pub beats: Vec<Vec<bool>>,
    pub legend: Legend,
    /// The kind that walks and is chosen for (`player`), if any.
    pub player: Option<KindId>,
    /// How the player walks.
    pub walker: Option<Walker>,
    /// What a move puts on a cell (`sides place stones`, `player presses cells`).
    pub placement: Option<Placement>,
    /// Pieces moved by a rule, toward the player, after the player's move.
    pub chasers: Vec<Chaser>,
    /// How a traveller goes several cells in one move, if any travels.
    pub travel: Option<Travel>,
    /// How the moves are chosen: a strategy, or the input.
    pub control: Control,
    /// Sides taking turns: the index of the side that moves first.
    pub first_side: Option<usize>,
    pub outcomes: Outcomes,
    /// What chasers that meet on one cell become.
    pub meeting: Option<Meeting>,
    /// Rewrites of the board after each move.
    pub effects: Vec<Effect>,
    /// The end conditions, checked in this order.
    pub ends: Vec<End>,
    /// Whether a game can go on forever (a scenario must then bound it).
    pub endless: bool,
    /// Whether each case draws a hexagon (`board hexagon from scenario`)
    /// rather than a rectangle: its cells, directions and map rows.
    pub hexagon: bool,
    /// What targets are worth, where the contest counts it.
    pub values: Option<Values>,
    /// What the contest asks of the game.
    pub question: Question,
}

/// What targets are worth: the first of a traveller's list `first`, each
/// next one `step` less (`token values: 100, then 1 less each`); a
/// traveller that gets none is paid `surrender` (`surrender: 20`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Values {
    pub first: i64,
    pub step: i64,
    pub surrender: i64,
}

/// A rewrite of the board after each move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Toggle a kind on the move's cell (if `itself`) and at these offsets
    /// from it: where the kind stands it goes, where the cell is free it
    /// comes.
    Toggle {
        kind: KindId,
        itself: bool,
        around: Vec<Offset>,
    },
    /// Cut off, all at once, every rectangle of at least `rows` x
    /// `columns` cells fully covered by pieces (`cut off full rectangles
    /// of at least 2 x 2`), or with `lines`, every run of at least
    /// `columns` covered cells along a row or a column (`cut off full rows
    /// and columns of at least 3 cells`): cut cells leave the board.
    CutOff {
        rows: u32,
        columns: u32,
        lines: bool,
    },
}

impl Model {
    /// A game that states nothing yet but its name and its question: no
    /// board, pieces or rules, moves from the input. A checker fills in
    /// what its file states.
    pub fn new(name: String, question: Question) -> Model {
        Model {
            name,
            board: None,
            cell_names: CellNames::default(),
            start: None,
            metric: None,
            terrains: Vec::new(),
            kinds: Vec::new(),
            sides: Vec::new(),
            beats: Vec::new(),
            legend: Legend::default(),
            player: None,
            walker: None,
            placement: None,
            chasers: Vec::new(),
            travel: None,
            control: Control::Input(Blocked::Refused),
            first_side: None,
            outcomes: Outcomes::default(),
            meeting: None,
            effects: Vec::new(),
            ends: Vec::new(),
            endless: false,
            hexagon: false,
            values: None,
            question,
        }
    }

    /// The kinds of a class (`robot`: every robot of any speed).
    pub fn class(&self, class: &str) -> impl Iterator<Item = KindId> + '_ {
        let class = class.to_string();
        self.kinds
            .iter()
            .enumerate()
            .filter(move |(_, k)| k.class == class)
            .map(|(i, _)| i as KindId)
    }

    /// The terrain kinds with the symbol the map writes for each (the
    /// legend's symbol for the bare terrain), in the model's order.
    pub fn terrain(&self) -> crate::terrain::Terrain {
        let kinds = self
            .terrains
            .iter()
            .enumerate()
            .map(|(t, name)| crate::terrain::TerrainKind {
                symbol: self
                    .legend
                    .entries
                    .iter()
                    .find(|e| usize::from(e.terrain) == t && e.piece.is_none() && !e.when_lost)
                    .map_or('?', |e| e.symbol),
                name: name.clone(),
            })
            .collect();
        crate::terrain::Terrain { kinds }
    }

    /// Whether `kind` is a chaser.
    pub fn is_chaser(&self, kind: KindId) -> bool {
        self.chasers.iter().any(|c| c.kind == kind)
    }
}
