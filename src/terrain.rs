//! Terrain: the kinds of cell a scenario's map names, shared by every game
//! with a map. A rules file lists each kind with the symbol the map writes
//! for it (Janken Tactics: `F field`, `U underwater`; RobotRace: `" "
//! floor`, `"*" obstacle`); what entering each kind does is an outcome
//! rule of the game (`unit into woods: costs 2`).

/// One kind of cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TerrainKind {
    /// The character a map writes for it.
    pub symbol: char,
    pub name: String,
}

/// The terrain kinds of a game, in the order the rules list them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Terrain {
    pub kinds: Vec<TerrainKind>,
}

impl Terrain {
    /// The kind a map symbol stands for.
    pub fn kind_of(&self, symbol: char) -> Option<usize> {
        self.kinds.iter().position(|k| k.symbol == symbol)
    }

    /// The kind of a name.
    pub fn named(&self, name: &str) -> Option<usize> {
        self.kinds.iter().position(|k| k.name == name)
    }

    /// The symbols, for a help line: "`F`, `W` or `U`".
    pub fn symbols(&self) -> Vec<String> {
        self.kinds
            .iter()
            .map(|k| format!("{:?}", k.symbol))
            .collect()
    }
}
