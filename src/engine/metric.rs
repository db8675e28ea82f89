//! The distance as a compile-time constant: the hot loops are compiled
//! once per metric, so the distance and the step lookup's clamping inline
//! to the one arm that applies.

use super::table::Metric;

/// The metric a loop compiled for the constant `M` runs with.
#[inline(always)]
pub(crate) const fn metric_of<const M: u8>() -> Metric {
    match M {
        0 => Metric::Manhattan,
        1 => Metric::Chebyshev,
        2 => Metric::Euclidean,
        _ => Metric::Hex,
    }
}

/// Evaluates `$body` with the const `$m` standing for `$metric` (as
/// [`metric_of`] reads it), one arm per metric.
macro_rules! with_metric {
    ($metric:expr, $m:ident => $body:expr) => {
        match $metric {
            $crate::engine::table::Metric::Manhattan => {
                const $m: u8 = 0;
                $body
            }
            $crate::engine::table::Metric::Chebyshev => {
                const $m: u8 = 1;
                $body
            }
            $crate::engine::table::Metric::Euclidean => {
                const $m: u8 = 2;
                $body
            }
            $crate::engine::table::Metric::Hex => {
                const $m: u8 = 3;
                $body
            }
        }
    };
}
pub(crate) use with_metric;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_metric_round_trips_through_its_constant() {
        for metric in [
            Metric::Manhattan,
            Metric::Chebyshev,
            Metric::Euclidean,
            Metric::Hex,
        ] {
            let back = with_metric!(metric, M => metric_of::<M>());
            assert_eq!(back, metric);
        }
    }
}
