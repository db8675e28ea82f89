//! The distance as a compile-time constant: the hot loops are compiled
//! once per metric, so the distance and the step lookup's clamping inline
//! to the one arm that applies.

use super::table::Metric;

/// The metric a loop compiled for the constant `M` runs with.
#[inline(always)]
pub(crate) const fn metric_of<const M: u8>() -> Metric {
    match M & 3 {
        0 => Metric::Manhattan,
        1 => Metric::Chebyshev,
        2 => Metric::Euclidean,
        _ => Metric::Hex,
    }
}

/// Whether a loop compiled for the constant `M` plays on a board with
/// terrain (see `state`'s grid entries): its robots' steps then look for
/// terrain no robot enters, which costs the loops without it nothing.
#[inline(always)]
pub(crate) const fn terrain_of<const M: u8>() -> bool {
    M & 4 != 0
}

/// Evaluates `$body` with the const `$m` standing for `$metric` (as
/// [`metric_of`] reads it), one arm per metric; with `$terrain` true, for
/// a board with terrain too (as [`terrain_of`] reads it).
macro_rules! with_metric {
    ($metric:expr, $terrain:expr, $m:ident => $body:expr) => {
        if $terrain {
            match $metric {
                $crate::engine::table::Metric::Manhattan => {
                    const $m: u8 = 4;
                    $body
                }
                $crate::engine::table::Metric::Chebyshev => {
                    const $m: u8 = 5;
                    $body
                }
                $crate::engine::table::Metric::Euclidean => {
                    const $m: u8 = 6;
                    $body
                }
                $crate::engine::table::Metric::Hex => {
                    const $m: u8 = 7;
                    $body
                }
            }
        } else {
            $crate::engine::metric::with_metric!($metric, $m => $body)
        }
    };
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
            for terrain in [false, true] {
                let both =
                    with_metric!(metric, terrain, M => (metric_of::<M>(), terrain_of::<M>()));
                assert_eq!(both, (metric, terrain));
            }
        }
    }
}
