//! The opening of a random pursuit strategy, written the same way by every
//! random rules file of the property tests: `strategy:`, the filter by
//! chance, and the keys in a random order for the file to draw from.

use robots::random::Rng;

/// Every key a pursuit strategy may rank by.
const KEYS: [&str; 7] = [
    "robots",
    "nearest robot",
    "sum of distances",
    "debris",
    "safe neighbours",
    "row",
    "column",
];

/// Opens a strategy in `out`: its heading, `reject immediate loss` in
/// `reject` percent of files, and every key in a random order, the first
/// ones the keys the strategy ranks by.
pub fn open(rng: &mut Rng, reject: u64, out: &mut Vec<String>) -> [&'static str; 7] {
    out.push("strategy:".into());
    if rng.chance(reject) {
        out.push("  reject immediate loss".into());
    }
    let mut keys = KEYS;
    rng.shuffle(&mut keys);
    keys
}
