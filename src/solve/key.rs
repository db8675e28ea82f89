//! A position's key for the search's tables: one 64-bit number from the
//! position's summary (player, counts, debris and spent-teleport hashes)
//! and its robots' cells as a set. Positions with equal keys are taken to
//! be equal; two different positions share a key with odds of about one
//! in 2^64 per pair.

use crate::engine::state::State;
use crate::geometry::Board;
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// The key of `state` on `board`.
pub(crate) fn key(state: &State, board: Board) -> u64 {
    let mut h = Fold::default();
    state.summary().hash(&mut h);
    h.finish() ^ state.robots_hash(board).rotate_left(23)
}

/// A hasher that folds each word in with a multiply and a rotation:
/// enough for the few words of a summary, whose debris and teleport parts
/// are hashes already.
#[derive(Default)]
pub(crate) struct Fold(u64);

impl Hasher for Fold {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_i32(&mut self, n: i32) {
        self.write_u64(u64::from(n as u32));
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn finish(&self) -> u64 {
        let mut x = self.0;
        x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        x ^ (x >> 31)
    }
}

/// A hasher for keys that are hashes already: the key itself.
#[derive(Default)]
pub(crate) struct Keyed(u64);

impl Hasher for Keyed {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// A map from position keys.
pub(crate) type KeyMap<V> = HashMap<u64, V, BuildHasherDefault<Keyed>>;
/// A set of position keys.
pub(crate) type KeySet = HashSet<u64, BuildHasherDefault<Keyed>>;
