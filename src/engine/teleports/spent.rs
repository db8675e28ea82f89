//! Which entries of a teleport list a position has spent, kept as the
//! heads of the list's cells so that a move reads the takable entries
//! directly.

use super::{Groups, NONE, TeleportList};

/// Which entries of a list are spent: the head of each cell (its first
/// unspent entry) as a bitset, and an order-independent hash of the spent
/// entries. With nothing spent the bitset is empty and the list's own
/// heads serve, so a game that never teleports never groups its list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Spent {
    /// Empty while nothing is spent; a spend always spends an entry, so a
    /// bitset once made tells a position apart from one with none spent.
    heads: Vec<u64>,
    hash: u64,
}

impl Spent {
    /// Nothing spent.
    pub(crate) fn new() -> Self {
        Spent::default()
    }

    /// Nothing spent, keeping the bitset's buffer.
    pub(crate) fn reset(&mut self) {
        self.heads.clear();
        self.hash = 0;
    }

    /// The heads' bitset: this position's, or with nothing spent the
    /// list's.
    #[inline]
    fn words<'a>(&'a self, list: &'a TeleportList) -> &'a [u64] {
        if self.heads.is_empty() && !list.is_empty() {
            &list.groups().heads
        } else {
            &self.heads
        }
    }

    /// The heads of `list` in list order: of each cell with an entry left,
    /// the first.
    #[inline]
    pub(crate) fn heads<'a>(&'a self, list: &'a TeleportList) -> impl Iterator<Item = usize> + 'a {
        self.words(list).iter().enumerate().flat_map(|(w, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    w * 64 + b
                })
            })
        })
    }

    /// How many cells have an entry left.
    pub(crate) fn count(&self, list: &TeleportList) -> usize {
        self.words(list)
            .iter()
            .map(|w| w.count_ones() as usize)
            .sum()
    }

    /// Spends the entry the rules take when a move teleports by entry `i`
    /// of `list`: the head of its cell (entry `i` itself when the move was
    /// chosen in this position). Nothing when every entry of the cell is
    /// spent. Out of line: a move spends one entry at most, and the
    /// settling loop it is called from stays as tight without it.
    #[inline(never)]
    pub(crate) fn spend(&mut self, list: &TeleportList, i: usize) {
        let groups = list.groups();
        if self.heads.is_empty() {
            self.heads.clone_from(&groups.heads);
        }
        let is_head = |heads: &[u64], e: usize| heads[e / 64] >> (e % 64) & 1 != 0;
        // A move chosen in this position names the head itself.
        let mut e = if is_head(&self.heads, i) {
            i as u32
        } else {
            groups.first[i]
        };
        while e != NONE && !is_head(&self.heads, e as usize) {
            e = groups.next[e as usize];
        }
        if e == NONE {
            return;
        }
        let e = e as usize;
        self.heads[e / 64] &= !(1 << (e % 64));
        if let Some(n) = Some(groups.next[e]).filter(|&n| n != NONE) {
            let n = n as usize;
            self.heads[n / 64] |= 1 << (n % 64);
        }
        self.hash ^= mix(e as u64 ^ 0xaaaa_0000_aaaa_0000);
    }

    /// Whether entry `i` of `list` is spent: it comes before its cell's
    /// head, or its cell has none left.
    pub(crate) fn is_spent(&self, list: &TeleportList, i: usize) -> bool {
        let Groups { first, next, .. } = list.groups();
        let heads = self.words(list);
        let mut e = first[i];
        while e != NONE {
            if heads[e as usize / 64] >> (e % 64) & 1 != 0 {
                return (i as u32) < e;
            }
            e = next[e as usize];
        }
        true
    }

    /// A hash of the spent entries, kept as they are spent.
    pub(crate) fn hash(&self) -> u64 {
        self.hash
    }
}

/// splitmix64's finaliser.
pub(crate) fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}
