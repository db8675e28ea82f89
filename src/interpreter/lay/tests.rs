//! The quick way of laying a map ([`Position::refill`], in the buffers of
//! the positions laid before it, of other sizes) is the plain way
//! ([`Position::on`], cell by cell through the setters), and the drawing
//! kept from board to board draws what the legend shows cell by cell: on
//! every shipped map game, on random maps of rectangles and hexagons,
//! sparse and dense, with entries past the legend's and maps cut short.

use super::Layout;
use crate::geometry::Board;
use crate::interpreter::position::{NONE, Position};
use crate::interpreter::{Drawing, Ending, Outcome};
use crate::model::Model;
use crate::random::Rng;
use crate::scenario::map::{OFF, write_drawn, write_plain};

/// A random map of `model`'s legend on a random board, and the board:
/// mostly the blank entry (each cell with a chance picked per map), now
/// and then an entry past the legend's, or cut short.
fn map(model: &Model, layout: &Layout, rng: &mut Rng) -> (Board, Vec<u16>) {
    let board = match (model.hexagon, rng.below(3)) {
        (true, _) => Board::hexagon(rng.uniform(1, 9) as i32),
        (false, 0) => Board::new(rng.uniform(20, 70) as i32, rng.uniform(20, 70) as i32),
        (false, _) => Board::new(rng.uniform(1, 13) as i32, rng.uniform(1, 13) as i32),
    };
    // Sparse maps (drawn from rows of the floor) as often as any.
    let blank = match rng.chance(50) {
        true => rng.uniform(95, 100) as u64,
        false => rng.uniform(0, 100) as u64,
    };
    let legend = model.legend.entries.len();
    let grid = (1..=board.rows).flat_map(|r| (1..=board.columns).map(move |c| (r, c)));
    let mut cells: Vec<u16> = grid
        .map(|cell| board.contains(cell))
        .collect::<Vec<bool>>()
        .into_iter()
        .map(|on| match on {
            false => OFF,
            true if rng.chance(blank) => layout.blank,
            true if rng.chance(2) => legend as u16 + rng.below(3) as u16,
            true => rng.below(legend) as u16,
        })
        .collect();
    if rng.chance(5) {
        cells.truncate(rng.below(cells.len() + 1));
    }
    (board, cells)
}

/// Every count a position keeps, and its layers and player.
fn seen(model: &Model, pos: &Position) -> String {
    let terrains = model.terrains.len().max(1) as u8;
    let kinds = model.kinds.len() as u8;
    let counts: Vec<u32> = (0..kinds).map(|k| pos.count(k)).collect();
    let on: Vec<u32> = (0..kinds)
        .flat_map(|k| (0..terrains).map(move |t| (k, t)))
        .map(|(k, t)| pos.count_on(k, t))
        .collect();
    format!(
        "{:?} {:?} {} {:?} {:?} {:?}",
        pos.layers(),
        pos.player(),
        pos.free(),
        counts,
        on,
        (pos.rows, pos.columns, pos.board())
    )
}

#[test]
fn a_map_laid_the_quick_way_is_laid_the_plain_way_and_drawn_alike() {
    let mut rng = Rng::new(11);
    let (mut boards, mut pieces) = (0, 0);
    for (name, model) in crate::interpreter::table::tests::models() {
        let layout = Layout::of(&model);
        let mut kept: Option<Position> = None;
        let mut drawing = Drawing::new(&model);
        let mut chasers = Vec::new();
        for round in 0..40 {
            let (board, cells) = map(&model, &layout, &mut rng);
            let plain = Position::on(&model, board, &cells);
            let mut quick = kept
                .take()
                .unwrap_or_else(|| Position::on(&model, board, &[]));
            quick.refill(&model, &layout, (board, &cells), &mut chasers);
            let what = format!("{name}, map {round}: {board:?} {cells:?}");
            assert_eq!(seen(&model, &quick), seen(&model, &plain), "{what}");
            let listed: Vec<usize> = (0..plain.rows * plain.columns)
                .filter(|&c| plain.chaser_at(c) != NONE)
                .collect();
            assert_eq!(chasers, listed, "{what}");
            pieces += listed.len() + plain.player().map_or(0, |_| 1);
            // The final board of a game, lost or not.
            let ending = match rng.chance(50) {
                true => Ending::Lost,
                false => Ending::Stopped,
            };
            let (mut a, mut b) = (String::new(), String::new());
            let quick = Outcome {
                ending,
                moves: 3,
                position: quick,
            };
            let plain = Outcome {
                ending,
                moves: 3,
                position: plain,
            };
            write_drawn(&mut a, round, &model, &mut drawing, &quick);
            write_plain(&mut b, round, &model, &plain);
            assert_eq!(a, b, "{what}");
            kept = Some(quick.position);
            boards += 1;
        }
    }
    assert!(
        boards >= 400 && pieces >= 10_000,
        "{boards} boards, {pieces} pieces"
    );
}

#[test]
fn the_blank_entry_lays_nothing() {
    for (name, model) in crate::interpreter::table::tests::models() {
        let layout = Layout::of(&model);
        let blank = usize::from(layout.blank);
        let laid = layout.get(layout.blank);
        assert!(
            laid.statics == NONE && laid.chaser == NONE && !laid.player,
            "{name}"
        );
        if let (Some(quick), Some(entry)) = (layout.quick, model.legend.entries.get(blank)) {
            assert_eq!(entry.piece, None, "{name}");
            assert_eq!(quick[blank], u16::from(entry.terrain), "{name}");
        }
    }
}
