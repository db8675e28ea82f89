//! Noticing that a game will never end: its position repeats.
//!
//! Every position of a game is hashed in O(1) (the position keeps its
//! parts' hashes up to date as moves change them) and looked up among the
//! earlier positions' hashes, so the first repetition is found at the very
//! move it happens, from move 0 on. A hash that matches is confirmed
//! exactly: the earlier position is rebuilt from the last snapshot before
//! it and compared in full; hashes that collided are remembered side by
//! side. Snapshots are few: one every [`SPACING`] moves at first, at most
//! [`KEPT`] of them, thinned by half and spaced twice as far when they are
//! full; so confirming replays at most `max(SPACING, moves / 16)` moves
//! (the game's start is rebuilt from the scenario, sharing the game's
//! teleport list).
//!
//! Only positions of the current *epoch* are remembered: the robots never
//! grow in number and the debris cells and spent entries never shrink, so
//! once one of those changes no earlier position can come back. So a match
//! is never earlier than its epoch's start, whose position is saved too
//! (unless the last epoch saved, or the game, began fewer than [`GAP`]
//! moves before): a game that settles into a cycle soon after its last
//! meeting confirms it by making again only the few moves since, not every
//! move from its start. (Two epochs may read alike, their one number
//! colliding: a match may then be older than the save, which `before`
//! passes over for an earlier one; every save is a position of the game
//! at the move it names, so any at or before the match will do.)

use super::moves::PlayerMove;
use super::snapshot::Snapshot;
use super::state::State;

/// Moves between snapshots at first.
const SPACING: u32 = 32;
/// Snapshots kept at most.
const KEPT: usize = 32;
/// Slots of the hash table at first, as a power of two.
const BITS: u32 = 6;
/// Moves after an epoch's start is saved before the next can be: early
/// in a game meetings come every move or two, and each save is a copy of
/// the position.
const GAP: u32 = 4;

/// One remembered position: its hash and the move after which it stood.
/// A slot holds one only when its generation is the finder's.
#[derive(Debug, Clone, Copy, Default)]
struct Slot {
    hash: u64,
    moves: u32,
    generation: u32,
}

/// The positions of one game's current epoch, and the snapshots to
/// confirm a match with. One finder serves every game of an engine: its
/// buffers are reused, and forgetting every position is O(1).
#[derive(Debug, Clone, Default)]
pub(crate) struct Finder {
    /// Open addressing by hash, linear probing; `1 << bits` long.
    slots: Vec<Slot>,
    bits: u32,
    generation: u32,
    /// Slots of this generation, and how many make the table grow.
    count: usize,
    limit: usize,
    epoch: u64,
    /// (move, position) of the first `kept` snapshots, in move order.
    snapshots: Vec<(u32, Snapshot)>,
    kept: usize,
    spacing: u32,
    /// The move after which the next snapshot is taken.
    due: u32,
    /// The start of a recent epoch: the move after which it began (none
    /// yet in this game), and its position.
    settled_at: Option<u32>,
    settled: Snapshot,
    /// The moves of the game, when it keeps them (see `game`): move `m + 1`
    /// is `log[m]`.
    pub(crate) log: Vec<PlayerMove>,
    /// The earlier moves whose hash the last position looked up matched.
    pub(crate) matches: Vec<u32>,
    /// A position to rebuild an earlier one in.
    pub(crate) scratch: Option<State>,
    /// Buffers for comparing two positions.
    pub(crate) sort: [Vec<u32>; 4],
}

impl Finder {
    /// Starts a game at `state`, the position after move 0.
    pub(crate) fn start(&mut self, state: &State) {
        self.forget();
        self.epoch = state.epoch();
        self.kept = 0;
        self.spacing = SPACING;
        self.due = SPACING;
        self.settled_at = None;
        self.insert(state.hash(), 0);
    }

    /// Remembers the position after move `moves` unless an earlier
    /// position of its epoch had its hash: then their moves are left in
    /// `self.matches`, nothing is remembered, and the answer is true (see
    /// [`Self::remember`]).
    #[inline(always)]
    pub(crate) fn observe(&mut self, state: &State, moves: u32) -> bool {
        let epoch = state.epoch();
        if epoch != self.epoch {
            self.epoch = epoch;
            self.forget();
            if moves >= self.settled_at.unwrap_or(0) + GAP {
                self.settle(state, moves);
            }
        }
        if moves == self.due {
            self.snapshot(state, moves);
        }
        if self.count == self.limit {
            self.grow();
        }
        let hash = state.hash();
        let mask = (1 << self.bits) - 1;
        let mut i = home(hash, self.bits);
        loop {
            let slot = &mut self.slots[i];
            if slot.generation != self.generation {
                *slot = Slot {
                    hash,
                    moves,
                    generation: self.generation,
                };
                self.count += 1;
                return false;
            }
            if slot.hash == hash {
                self.gather(hash);
                return true;
            }
            i = (i + 1) & mask;
        }
    }

    /// Remembers the position after move `moves` after all, its hash
    /// having matched only positions it is not.
    pub(crate) fn remember(&mut self, state: &State, moves: u32) {
        if self.count == self.limit {
            self.grow();
        }
        self.insert(state.hash(), moves);
    }

    /// The moves of every remembered position with hash `hash`, into
    /// `self.matches`.
    #[cold]
    fn gather(&mut self, hash: u64) {
        self.matches.clear();
        let mask = (1 << self.bits) - 1;
        let mut i = home(hash, self.bits);
        while self.slots[i].generation == self.generation {
            if self.slots[i].hash == hash {
                self.matches.push(self.slots[i].moves);
            }
            i = (i + 1) & mask;
        }
    }

    /// Saves the position after move `moves`, every `spacing` moves; when
    /// [`KEPT`] are saved, every other goes and the spacing doubles.
    #[cold]
    fn snapshot(&mut self, state: &State, moves: u32) {
        if self.kept == KEPT {
            // Keep those at even multiples of the spacing.
            for i in 0..KEPT / 2 {
                self.snapshots.swap(i, 2 * i + 1);
            }
            self.kept = KEPT / 2;
            self.spacing *= 2;
            if !moves.is_multiple_of(self.spacing) {
                self.due = moves + self.spacing / 2;
                return;
            }
        }
        if self.kept == self.snapshots.len() {
            self.snapshots.push((0, Snapshot::default()));
        }
        let (at, snapshot) = &mut self.snapshots[self.kept];
        *at = moves;
        state.save(snapshot);
        self.kept += 1;
        self.due = moves.saturating_add(self.spacing);
    }

    /// Saves the position after move `moves`, the start of an epoch.
    #[cold]
    fn settle(&mut self, state: &State, moves: u32) {
        self.settled_at = Some(moves);
        state.save(&mut self.settled);
    }

    /// The last position saved at or before move `moves` (a spaced
    /// snapshot or the settled epoch's): its move and position; `None` when
    /// there is none (the game's start comes first).
    pub(crate) fn before(&self, moves: u32) -> Option<(u32, &Snapshot)> {
        let spaced = self.snapshots[..self.kept]
            .iter()
            .rev()
            .find(|(at, _)| *at <= moves);
        let spaced = spaced.map(|(at, snapshot)| (*at, snapshot));
        let settled = self
            .settled_at
            .filter(|&at| at <= moves)
            .map(|at| (at, &self.settled));
        match (spaced, settled) {
            (Some(a), Some(b)) => Some(if a.0 >= b.0 { a } else { b }),
            (a, b) => a.or(b),
        }
    }

    /// Forgets every position remembered.
    fn forget(&mut self) {
        if self.slots.is_empty() {
            self.resize(BITS);
        }
        if self.generation == u32::MAX {
            self.slots.fill(Slot::default());
            self.generation = 0;
        }
        self.generation += 1;
        self.count = 0;
    }

    fn insert(&mut self, hash: u64, moves: u32) {
        let mask = (1 << self.bits) - 1;
        let mut i = home(hash, self.bits);
        while self.slots[i].generation == self.generation {
            i = (i + 1) & mask;
        }
        self.slots[i] = Slot {
            hash,
            moves,
            generation: self.generation,
        };
        self.count += 1;
    }

    /// An empty table of `1 << bits` slots.
    fn resize(&mut self, bits: u32) {
        self.bits = bits;
        self.slots = vec![Slot::default(); 1 << bits];
        self.limit = 1 << (bits - 1);
        self.generation = 1;
        self.count = 0;
    }

    /// Twice the slots, the remembered positions moved over.
    #[cold]
    fn grow(&mut self) {
        let generation = self.generation;
        let old = std::mem::take(&mut self.slots);
        self.resize(self.bits + 1);
        for slot in old.into_iter().filter(|s| s.generation == generation) {
            self.insert(slot.hash, slot.moves);
        }
    }
}

/// The first slot a hash is looked for in, of `1 << bits`.
#[inline(always)]
fn home(hash: u64, bits: u32) -> usize {
    (hash.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - bits)) as usize
}
