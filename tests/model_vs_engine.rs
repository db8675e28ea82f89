//! The general interpreter held to the fast Robots engine where their games
//! coincide: Fenced Robots on a map with no wall and no fence, a 31 x 31
//! board with the player on (15, 15), is the canonical game without
//! teleports (the canonical fallback to the first usable teleport finds
//! none and stays, as Fenced Robots' `else stay`). Every game the engine
//! wins or loses must end the same way, after the same number of moves,
//! with the player, the robots and the debris where the engine leaves them.

use robots::engine::{End, Engine};
use robots::geometry::Offset;
use robots::random::Rng;
use robots::rules::{Game, load};
use robots::scenario::map::MapReader;

/// Random robots on the 31 x 31 board, distinct, off the start cell.
fn robots_of(rng: &mut Rng) -> Vec<Offset> {
    let count = rng.range(1, 40) as usize;
    let mut cells: Vec<Offset> = Vec::new();
    while cells.len() < count {
        let cell = (rng.range(1, 31) as i32, rng.range(1, 31) as i32);
        if cell != (15, 15) && !cells.contains(&cell) {
            cells.push(cell);
        }
    }
    cells
}

/// The same game as a case of the map format, bounded by `turns`.
fn map_case(robots: &[Offset], turns: u32) -> String {
    let mut rows = vec![vec!['.'; 31]; 31];
    rows[14][14] = '@';
    for &(r, c) in robots {
        rows[r as usize - 1][c as usize - 1] = 'R';
    }
    let board: Vec<String> = rows.into_iter().map(|r| r.into_iter().collect()).collect();
    format!("map 31 31\n{}\nturns {turns}\n", board.join("\n"))
}

#[test]
fn fenced_robots_without_walls_plays_as_the_canonical_engine() {
    let text = robots::rules::shipped("fenced-robots").expect("shipped").1;
    let source = robots::diagnostics::Source::new("rules/fenced-robots.rules", text);
    let Game::Model(model) = load(&source).expect("valid").game else {
        panic!("a map game");
    };
    let mut engine = Engine::new(robots::rules::canonical().table());
    let scale: usize = std::env::var("ORACLE_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let mut rng = Rng::new(21);
    let mut compared = 0;
    for _ in 0..200 * scale {
        let robots = robots_of(&mut rng);
        let record = engine.play(&robots, &[]).expect("ends or repeats");
        if !matches!(record.end, End::Won | End::Lost) {
            continue;
        }
        let input = map_case(&robots, record.moves);
        let mut reader = MapReader::new(input.as_bytes(), "case.in", &model);
        let case = reader.next_case().expect("a valid case").expect("one case");
        let game = robots::interpreter::play(&model, &case, "case.in").expect("plays");
        let ending = match game.ending {
            robots::interpreter::Ending::Won(_) => End::Won,
            robots::interpreter::Ending::Lost => End::Lost,
            other => panic!("{robots:?}: the engine's game ended, the interpreter's {other:?}"),
        };
        assert_eq!(
            (ending, game.moves),
            (record.end, u64::from(record.moves)),
            "{robots:?}"
        );
        let player = game.position.player().map(|p| game.position.cell_name(p));
        let (r, c) = record.player;
        assert_eq!(player, Some((i64::from(r), i64::from(c))), "{robots:?}");
        let kind = |name: &str| {
            model
                .kinds
                .iter()
                .position(|k| k.name == name)
                .expect("kind") as u8
        };
        assert_eq!(
            game.position.count(kind("robot")),
            record.robots,
            "{robots:?}"
        );
        assert_eq!(
            game.position.count(kind("debris")),
            record.debris,
            "{robots:?}"
        );
        compared += 1;
    }
    assert!(compared > 100, "only {compared} games ended");
}
