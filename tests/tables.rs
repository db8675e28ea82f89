//! The compiled tables of `rules/janken-tactics.rules` and
//! `rules/robot-race.rules`, built by hand, one statement of the rules
//! file per line below (in the file's order), until the checker compiles
//! those files. Shared by the tests and the benchmarks (`#[path]`).

#![allow(dead_code)]

use robots::geometry::{Board, BoardSize, CellNames, Compass};
use robots::paths::Entry;
use robots::race::table::{Letters, Table as RaceTable, TokenTie};
use robots::tactics::table::{Table as TacticsTable, UnitKind};
use robots::terrain::{Terrain, TerrainKind};

fn terrain(kinds: &[(char, &str)]) -> Terrain {
    Terrain {
        kinds: kinds
            .iter()
            .map(|&(symbol, name)| TerrainKind {
                symbol,
                name: name.to_string(),
            })
            .collect(),
    }
}

/// `rules/janken-tactics.rules`.
pub fn janken() -> TacticsTable {
    let kinds = [
        (0, 'G', "guardian"),
        (1, 'M', "mage"),
        (2, 'S', "swordsman"),
    ];
    let mut beats = vec![vec![false; 3]; 3];
    TacticsTable {
        // game "Janken Tactics"
        name: "Janken Tactics".into(),
        // board hexagon 5 cells a side
        board: Board::hexagon(5),
        // cells named row letter, column number
        cells: CellNames::LetterNumber,
        // terrain: F field, W woods, H hills, M mountains, U underwater
        terrain: terrain(&[
            ('F', "field"),
            ('W', "woods"),
            ('H', "hills"),
            ('M', "mountains"),
            ('U', "underwater"),
        ]),
        // unit into field: costs 1 ... unit into underwater: blocked
        terrain_entry: vec![
            Entry::Costs(1),
            Entry::Costs(2),
            Entry::Costs(3),
            Entry::Costs(4),
            Entry::Blocked,
        ],
        // sides: first, second
        sides: vec!["first".into(), "second".into()],
        // units: G guardian, M mage, S swordsman
        kinds: kinds
            .iter()
            .map(|&(_, symbol, name)| UnitKind {
                symbol,
                name: name.to_string(),
            })
            .collect(),
        // guardian beats swordsman; mage beats guardian; swordsman beats mage
        beats: {
            beats[0][2] = true;
            beats[1][0] = true;
            beats[2][1] = true;
            beats
        },
        // units step hex
        steps: Compass::HEX.set("hex").unwrap(),
        // units have 10 points a move
        points: 10,
        // unit into ally: pass through
        into_ally: Entry::PassThrough,
        // unit into enemy: blocked
        into_enemy: Entry::Blocked,
        // unit next to enemy that beats it: ends the move
        next_to_stronger: Entry::EndsTheMove,
        // (no rule for any enemy)
        next_to_enemy: Entry::Move,
    }
}

/// `rules/robot-race.rules`.
pub fn race() -> RaceTable {
    RaceTable {
        // game "RobotRace"
        name: "RobotRace".into(),
        // board from scenario
        board: BoardSize::FromScenario,
        // terrain: " " floor, "*" obstacle
        terrain: terrain(&[(' ', "floor"), ('*', "obstacle")]),
        // robot into floor: move; robot into obstacle: blocked
        terrain_entry: vec![Entry::Move, Entry::Blocked],
        // pieces: lower-case letter robot, upper-case letter token
        robots: Letters::LowerCase,
        tokens: Letters::UpperCase,
        // robots face rook, chosen freely at the start
        facings: Compass::SQUARE.set("rook").unwrap(),
        // robot commands: forward 1 second, turn clockwise 1 second, turn
        // counter-clockwise 1 second
        forward: 1,
        turn_clockwise: 1,
        turn_counter_clockwise: 1,
        // robot into token: collect
        into_token: Entry::Collect,
        // robots meeting: share
        robots_meeting: Entry::Move,
        // robots meeting on token: earlier letter wins
        token_tie: TokenTie::EarlierLetter,
        // token values: 100, then 1 less each
        first_value: 100,
        value_step: 1,
        // surrender: 20
        surrender: 20,
    }
}
