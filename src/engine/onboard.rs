//! Which of the player's walks stay on the board from a cell, as one bit a
//! walk: the plain walks' loops test a bit for a walk's bounds instead of
//! comparing its cell with the board's rows, columns and band.
//!
//! A walk stays on the board when its row, its column and its `row +
//! column` do (see [`Board::contains`]), so the set of walks that stay on
//! the board from `(r, c)` is the intersection of three sets made once a
//! run: by row `r`, by column `c` and by band `r + c`.

use super::table::Offset;
use crate::geometry::Board;

/// The walks' on-board sets by row, column and band (up to 64 walks).
#[derive(Debug, Clone)]
pub(crate) struct OnBoard {
    rows: Vec<u64>,
    columns: Vec<u64>,
    band: Vec<u64>,
    band_low: i32,
}

impl OnBoard {
    /// The sets of `walks` on `board`; `None` with more than 64 walks.
    pub(crate) fn new(board: Board, walks: &[Offset]) -> Option<Self> {
        if walks.len() > 64 {
            return None;
        }
        let set = |stays: &dyn Fn(Offset) -> bool| {
            let bits = walks.iter().enumerate();
            bits.fold(0u64, |m, (k, &walk)| m | u64::from(stays(walk)) << k)
        };
        let (band_low, band_span) = board.band();
        let span = band_span as i32;
        Some(OnBoard {
            rows: (0..=board.rows)
                .map(|r| set(&|(dr, _)| (1..=board.rows).contains(&(r + dr))))
                .collect(),
            columns: (0..=board.columns)
                .map(|c| set(&|(_, dc)| (1..=board.columns).contains(&(c + dc))))
                .collect(),
            band: (0..=span)
                .map(|s| set(&|(dr, dc)| (0..=span).contains(&(s + dr + dc))))
                .collect(),
            band_low,
        })
    }

    /// The walks that stay on the board from the on-board cell `(r, c)`.
    #[inline(always)]
    pub(crate) fn from(&self, (r, c): Offset) -> u64 {
        self.rows[r as usize]
            & self.columns[c as usize]
            & self.band[(r + c - self.band_low) as usize]
    }
}

/// One position's view for the walks' loops: the walks that stay on the
/// board from the player's cell, or the board to ask when there are more
/// walks than bits.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Stays {
    walks: Option<u64>,
    board: Board,
}

impl Stays {
    #[inline(always)]
    pub(crate) fn new(on_board: Option<&OnBoard>, board: Board, player: Offset) -> Self {
        Stays {
            walks: on_board.map(|o| o.from(player)),
            board,
        }
    }

    /// Whether walk number `k`, to `to`, stays on the board.
    #[inline(always)]
    pub(crate) fn stays(self, k: usize, to: Offset) -> bool {
        match self.walks {
            Some(walks) => walks >> k & 1 != 0,
            None => self.board.contains(to),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every cell's set agrees with the board's bounds, walk by walk.
    #[test]
    fn sets_agree_with_the_board() {
        let walks: Vec<Offset> = (-2..=2)
            .flat_map(|dr| (-2..=2).map(move |dc| (dr, dc)))
            .collect();
        for board in [Board::new(7, 9), Board::hexagon(4)] {
            let on_board = OnBoard::new(board, &walks).unwrap();
            for (r, c) in board.cells() {
                let stays = Stays::new(Some(&on_board), board, (r, c));
                for (k, &(dr, dc)) in walks.iter().enumerate() {
                    let to = (r + dr, c + dc);
                    assert_eq!(
                        stays.stays(k, to),
                        board.contains(to),
                        "{board:?} {r} {c} {k}"
                    );
                }
            }
        }
    }

    #[test]
    fn more_walks_than_bits_ask_the_board() {
        let walks: Vec<Offset> = (0..65).map(|c| (0, c)).collect();
        assert!(OnBoard::new(Board::new(3, 70), &walks).is_none());
    }
}
