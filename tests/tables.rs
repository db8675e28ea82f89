//! The rules of `rules/janken-tactics.rules` and `rules/robot-race.rules`
//! as their solvers read them from the model the checker compiles, and of
//! the same files with statements edited as a user would; and the same
//! two built by hand, one statement of the file per line (in the file's
//! order), which the compiled files must match. Shared by the tests and the benchmarks (`#[path]`).

#![allow(dead_code)]

use robots::geometry::{Board, BoardSize, CellNames, Compass};
use robots::model::Outcome;
use robots::race::rules::{Letters, Rules as RaceTable, TokenTie};
use robots::tactics::rules::{Rules as TacticsTable, UnitKind};
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
pub fn janken_by_hand() -> TacticsTable {
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
            Outcome::Costs(1),
            Outcome::Costs(2),
            Outcome::Costs(3),
            Outcome::Costs(4),
            Outcome::Blocked,
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
        into_ally: Outcome::PassThrough,
        // unit into enemy: blocked
        into_enemy: Outcome::Blocked,
        // unit next to enemy that beats it: ends the move
        next_to_stronger: Outcome::EndsTheMove,
        // (no rule for any enemy)
        next_to_enemy: Outcome::Move,
    }
}

/// `rules/robot-race.rules`.
pub fn race_by_hand() -> RaceTable {
    RaceTable {
        // game "RobotRace"
        name: "RobotRace".into(),
        // board from scenario
        board: BoardSize::FromScenario,
        // terrain: " " floor, "*" obstacle
        terrain: terrain(&[(' ', "floor"), ('*', "obstacle")]),
        // robot into floor: move; robot into obstacle: blocked
        terrain_entry: vec![Outcome::Move, Outcome::Blocked],
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
        into_token: Outcome::Collect,
        // robots meeting: share
        robots_meeting: Outcome::Move,
        // robots meeting on token: earlier letter wins
        token_tie: TokenTie::EarlierLetter,
        // token values: 100, then 1 less each
        first_value: 100,
        value_step: 1,
        // surrender: 20
        surrender: 20,
    }
}

/// A shipped rules file (by its name in `rules/`), each `(from, to)` edit
/// applied to its text first (every `from` must occur once).
pub fn compiled(name: &str, edits: &[(&str, &str)]) -> robots::rules::Game {
    let (_, text) = robots::rules::shipped(name)
        .map(|(n, t)| (n, t.to_string()))
        .or_else(|| {
            let path = format!("{}/rules/{name}.rules", env!("CARGO_MANIFEST_DIR"));
            std::fs::read_to_string(path).ok().map(|t| (name, t))
        })
        .unwrap_or_else(|| panic!("no rules file {name}"));
    let mut text = text;
    for (from, to) in edits {
        assert_eq!(text.matches(from).count(), 1, "`{from}` in {name}");
        text = text.replace(from, to);
    }
    let source = robots::diagnostics::Source::new(format!("{name}.rules"), text);
    match robots::rules::load(&source) {
        Ok(compiled) => {
            assert!(
                compiled.warnings.is_empty(),
                "{name}: {}",
                compiled.warnings[0]
            );
            compiled.game
        }
        Err(e) => panic!("{name} as edited: {e}"),
    }
}

/// `rules/janken-tactics.rules` with edits.
pub fn janken_with(edits: &[(&str, &str)]) -> TacticsTable {
    match compiled("janken-tactics", edits) {
        robots::rules::Game::Model(m) => TacticsTable::of(&m).expect("a tactics game"),
        other => panic!("not a tactics game: {:?}", other.kind()),
    }
}

/// `rules/robot-race.rules` with edits.
pub fn race_with(edits: &[(&str, &str)]) -> RaceTable {
    match compiled("robot-race", edits) {
        robots::rules::Game::Model(m) => RaceTable::of(&m).expect("a race"),
        other => panic!("not a race: {:?}", other.kind()),
    }
}

/// `rules/janken-tactics.rules`, compiled.
pub fn janken() -> TacticsTable {
    janken_with(&[])
}

/// `rules/robot-race.rules`, compiled.
pub fn race() -> RaceTable {
    race_with(&[])
}

#[cfg(test)]
mod by_hand {
    /// The checker compiles each statement as the hand-built tables say,
    /// line for line.
    #[test]
    fn the_checker_compiles_the_shipped_files_as_built_by_hand() {
        assert_eq!(super::janken(), super::janken_by_hand());
        assert_eq!(super::race(), super::race_by_hand());
    }
}
