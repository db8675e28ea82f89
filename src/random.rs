//! A small, fast, seedable random generator (xorshift64*) for the
//! scenario generators: the same seed always gives the same scenarios, on
//! every machine, with no dependency.

/// xorshift64* over a 64-bit state.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Uniform in `low..=high` (`low` when the range is empty).
    pub fn range(&mut self, low: i64, high: i64) -> i64 {
        if high <= low {
            return low;
        }
        low + (self.next_u64() % (high - low + 1) as u64) as i64
    }

    /// Uniform in `low..=high`, always drawing one number, even from a
    /// range of one value (an empty range gives `low`). Unlike
    /// [`Rng::range`], every call moves the stream on by one, which the
    /// streams written before this generator was shared rely on (`robots
    /// gen` for Robots, the property tests' random rules): their output for
    /// a seed stays what it was.
    pub fn uniform(&mut self, low: i64, high: i64) -> i64 {
        let span = (high - low + 1).max(1) as u64;
        low + (self.next_u64() % span) as i64
    }

    /// An index below `len` (0 when `len` is 0).
    pub fn below(&mut self, len: usize) -> usize {
        if len == 0 {
            return 0;
        }
        (self.next_u64() % len as u64) as usize
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }

    /// Shuffles `items` in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_numbers() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        let xs: Vec<u64> = (0..10).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..10).map(|_| b.next_u64()).collect();
        assert_eq!(xs, ys);
        assert_ne!(Rng::new(8).next_u64(), xs[0]);
    }

    /// `uniform` draws once a call, from any range; `range` skips the draw
    /// where there is nothing to choose.
    #[test]
    fn uniform_draws_once_a_call() {
        let mut a = Rng::new(5);
        let mut b = a.clone();
        assert_eq!(a.uniform(3, 3), 3);
        b.next_u64();
        assert_eq!(a.uniform(10, 16), 10 + (b.next_u64() % 7) as i64);
        assert_eq!(a.range(4, 4), 4);
        assert_eq!(a.next_u64(), b.next_u64());
        for _ in 0..1000 {
            assert!((-2..=2).contains(&a.uniform(-2, 2)));
        }
    }

    #[test]
    fn ranges_stay_inside() {
        let mut r = Rng::new(1);
        for _ in 0..1000 {
            assert!((3..=5).contains(&r.range(3, 5)));
            assert!(r.below(4) < 4);
        }
        assert_eq!(r.range(9, 2), 9);
        assert_eq!(r.below(0), 0);
        assert_eq!(r.uniform(9, 2), 9);
        let mut v: Vec<u32> = (0..20).collect();
        r.shuffle(&mut v);
        v.sort_unstable();
        assert_eq!(v, (0..20).collect::<Vec<_>>());
    }
}
