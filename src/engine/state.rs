//! The position of a game: the player, the robots, the debris and which
//! teleport entries are spent.

use super::board::Board;
use super::table::Offset;

/// A game position, just before the player's move.
#[derive(Debug, Clone)]
pub struct State {
    pub player: Offset,
    /// Live robots, in the order they were listed (robots never share a cell).
    pub robots: Vec<Offset>,
    /// One byte per cell: 1 where debris lies.
    pub debris: Vec<u8>,
    pub debris_count: u32,
    /// Per teleport entry: already used.
    pub used: Vec<bool>,
}

impl State {
    pub fn new(board: Board, player: Offset, robots: &[Offset], teleports: usize) -> Self {
        State {
            player,
            robots: robots.to_vec(),
            debris: vec![0; board.area()],
            debris_count: 0,
            used: vec![false; teleports],
        }
    }

    /// Makes this position a copy of `other`, reusing its buffers.
    pub fn copy_from(&mut self, other: &State) {
        self.player = other.player;
        self.robots.clone_from(&other.robots);
        self.debris.clone_from(&other.debris);
        self.debris_count = other.debris_count;
        self.used.clone_from(&other.used);
    }

    /// Whether two positions are the same (robots compared as a set).
    pub fn same_position(&self, other: &State) -> bool {
        let sorted = |s: &State| {
            let mut r = s.robots.clone();
            r.sort_unstable();
            r
        };
        self.player == other.player
            && self.debris_count == other.debris_count
            && self.used == other.used
            && self.robots.len() == other.robots.len()
            && sorted(self) == sorted(other)
            && self.debris == other.debris
    }

    /// An order-independent hash of the position without the debris grid
    /// (only its count): O(robots) on any board. Positions with equal
    /// fingerprints are compared in full with [`Self::same_position`].
    pub fn fingerprint(&self, board: Board) -> u64 {
        let cell = |p: Offset, salt: u64| mix(board.index(p) as u64 ^ salt);
        let mut h = cell(self.player, 0x9e37_79b9_7f4a_7c15) ^ mix(u64::from(self.debris_count));
        for &r in &self.robots {
            h ^= cell(r, 0);
        }
        for (i, &u) in self.used.iter().enumerate() {
            if u {
                h ^= mix(i as u64 ^ 0xaaaa_0000_aaaa_0000);
            }
        }
        h
    }
}

/// splitmix64's finaliser.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}
