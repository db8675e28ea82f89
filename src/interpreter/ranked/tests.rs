//! The ranked step is the measured step: on every shipped game with
//! chasers, its rules changed at random (distance, steps, tie order, what
//! the chaser may enter), on random boards with random terrain and pieces,
//! a chaser's step looked up in its ranking equals its step found by
//! measuring every neighbour, for a player anywhere on the board.

use crate::geometry::{Board, Metric};
use crate::interpreter::position::Position;
use crate::interpreter::step::{choose_toward, measured};
use crate::interpreter::table::{Rules, Table};
use crate::model::{Model, Mover, Outcome, Target, TieOrder};
use crate::random::Rng;

/// Every shipped model with a chaser, from `rules/` and `rules/variants/`.
fn chaser_models() -> Vec<(String, Model)> {
    let mut out = crate::interpreter::table::tests::models();
    out.retain(|(_, model)| !model.chasers.is_empty());
    out
}

/// `model` with its first chaser rule's distance, steps, ties and entries
/// drawn at random.
fn shuffled(model: &Model, rng: &mut Rng) -> Model {
    let mut m = model.clone();
    let metrics = [
        Metric::Manhattan,
        Metric::Chebyshev,
        Metric::Euclidean,
        Metric::Hex,
    ];
    m.metric = Some(metrics[rng.below(metrics.len())]);
    let reach = rng.uniform(1, 3);
    let mut steps = Vec::new();
    for _ in 0..rng.uniform(1, 10) {
        let d = (
            rng.uniform(-reach, reach) as i32,
            rng.uniform(-reach, reach) as i32,
        );
        if d != (0, 0) && !steps.contains(&d) {
            steps.push(d);
        }
    }
    if steps.is_empty() {
        steps.push((1, 0));
    }
    let chaser = &mut m.chasers[0];
    chaser.ties = match rng.below(3) {
        0 => {
            let mut order = steps.clone();
            rng.shuffle(&mut order);
            order.truncate(rng.uniform(1, order.len() as i64) as usize);
            TieOrder::FirstOf(order)
        }
        1 => TieOrder::RowsBeforeColumns,
        _ => TieOrder::Unresolved,
    };
    chaser.steps = steps;
    let kind = chaser.kind;
    let outcomes = [Outcome::Blocked, Outcome::Destroyed, Outcome::Move];
    let mut rules = Vec::new();
    for t in 0..m.terrains.len() as u8 {
        let o = outcomes[rng.below(outcomes.len())];
        rules.push(((Mover::Chaser(kind), Target::Terrain(t)), o));
    }
    for k in 0..m.kinds.len() as u8 {
        let o = outcomes[rng.below(outcomes.len())];
        rules.push(((Mover::Chaser(kind), Target::Piece(k)), o));
    }
    // The first statement of a pair is the one that holds.
    rules.append(&mut m.outcomes.rules);
    m.outcomes.rules = rules;
    m
}

/// A random board of `model`: terrain and static pieces from its legend.
fn board(model: &Model, rng: &mut Rng) -> Position {
    let (rows, columns) = match rng.below(4) {
        0 => (rng.uniform(30, 60), rng.uniform(30, 60)),
        _ => (rng.uniform(1, 12), rng.uniform(1, 12)),
    };
    let entries: Vec<u16> = (0..model.legend.entries.len())
        .filter(|&i| {
            let e = &model.legend.entries[i];
            !e.when_lost
                && e.piece
                    .is_none_or(|k| Some(k) != model.player && !model.is_chaser(k))
        })
        .map(|i| i as u16)
        .collect();
    let cells: Vec<u16> = (0..rows * columns)
        .map(|_| entries[rng.below(entries.len())])
        .collect();
    let board = Board::new(rows as i32, columns as i32);
    Position::on(model, board, &cells)
}

#[test]
fn the_ranked_step_is_the_measured_step() {
    let models = chaser_models();
    assert!(models.len() >= 5, "the robot games and their variants");
    let mut rng = Rng::new(20261127);
    let (mut compared, mut ranked) = (0, 0);
    for (name, model) in &models {
        for _ in 0..40 {
            let m = shuffled(model, &mut rng);
            let table = Table::new(&m);
            let rules = Rules {
                model: &m,
                table: &table,
            };
            let mut pos = board(&m, &mut rng);
            let area = pos.rows * pos.columns;
            for _ in 0..60 {
                let from = rng.below(area);
                let player = rng.below(area);
                let kind = m.chasers[0].kind;
                let mark = pos.begin();
                pos.set_chaser(from, kind);
                let target = pos.coords(player);
                let (a, b) = (target.0 - pos.coords(from).0, target.1 - pos.coords(from).1);
                ranked += usize::from(table.ranked(0, a, b).is_some());
                let statics = |cell| pos.static_at(cell);
                assert_eq!(
                    choose_toward(rules, &pos, 0, from, target, statics),
                    measured(rules, &pos, 0, from, target, statics),
                    "{name}: {:?} from {from} toward {player} on {}x{}",
                    m.chasers[0],
                    pos.rows,
                    pos.columns
                );
                pos.undo(mark);
                compared += 1;
            }
        }
    }
    // Most comparisons went through the ranking, not the plain way.
    assert!(ranked * 2 > compared, "{ranked} of {compared} ranked");
}
