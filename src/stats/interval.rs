//! Confidence intervals for rates: Wilson's score interval for one rate,
//! and Newcombe's hybrid of two Wilson intervals for the difference of two
//! rates, both at 95%.

use serde::{Deserialize, Serialize};

/// The normal quantile of 97.5%: two-sided 95% intervals.
pub const Z95: f64 = 1.959_963_984_540_054;

/// A rate with its 95% interval, all as fractions of 1.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rate {
    pub count: u64,
    pub of: u64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

/// `count` out of `of`, with Wilson's 95% score interval:
/// `(p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n)`. With `of` 0 the
/// rate is unknown: 0 within [0, 1].
pub fn wilson(count: u64, of: u64) -> Rate {
    if of == 0 {
        return Rate {
            count,
            of,
            rate: 0.0,
            low: 0.0,
            high: 1.0,
        };
    }
    let n = of as f64;
    let p = count as f64 / n;
    let z2 = Z95 * Z95;
    let scale = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / scale;
    let half = Z95 / scale * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    Rate {
        count,
        of,
        rate: p,
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
    }
}

/// A difference of two rates, `b - a`, with its 95% interval.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Difference {
    pub difference: f64,
    pub low: f64,
    pub high: f64,
}

/// `b - a` with Newcombe's hybrid score interval (his method 10): each
/// end moves from the difference by the root of the squares of the two
/// Wilson intervals' distances on the sides that reach it.
pub fn difference(a: &Rate, b: &Rate) -> Difference {
    let d = b.rate - a.rate;
    let below = ((b.rate - b.low).powi(2) + (a.high - a.rate).powi(2)).sqrt();
    let above = ((b.high - b.rate).powi(2) + (a.rate - a.low).powi(2)).sqrt();
    Difference {
        difference: d,
        low: (d - below).max(-1.0),
        high: (d + above).min(1.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 6 of 8: p = 0.75, z² = 3.841459, z²/n = 0.480182, 1 + z²/n =
    /// 1.480182; centre (0.75 + 0.240091) / 1.480182 = 0.668898; half
    /// 1.959964 / 1.480182 * sqrt(0.1875/8 + 3.841459/256)
    /// = 1.324137 * sqrt(0.0234375 + 0.0150057) = 1.324137 * 0.196071
    /// = 0.259623; so [0.409275, 0.928521].
    #[test]
    fn six_of_eight() {
        let r = wilson(6, 8);
        assert!((r.low - 0.409275).abs() < 1e-5, "{r:?}");
        assert!((r.high - 0.928521).abs() < 1e-5, "{r:?}");
    }

    /// None of 10: the interval still reaches above 0: centre
    /// (0 + 0.192073) / 1.384146 = 0.138766 and half the same, so
    /// [0, 0.277533].
    #[test]
    fn none_of_ten() {
        let r = wilson(0, 10);
        assert_eq!(r.low, 0.0);
        assert!((r.high - 0.277533).abs() < 1e-5, "{r:?}");
    }

    /// Two equal rates differ by 0, within an interval symmetric about it.
    #[test]
    fn equal_rates_differ_by_nothing() {
        let a = wilson(6, 8);
        let d = difference(&a, &a);
        assert_eq!(d.difference, 0.0);
        assert!((d.low + d.high).abs() < 1e-12 && d.high > 0.0, "{d:?}");
    }
}
