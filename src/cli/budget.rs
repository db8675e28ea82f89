//! `--budget`, how much searching a case may do, as the search commands
//! (`robots solve`, `robots stats --solve`, `robots explain --solve`)
//! read it.

use crate::solve::Budget;
use std::time::Duration;

/// A `--budget` as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BudgetArg(pub Budget);

impl std::str::FromStr for BudgetArg {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let bad = |part: &str| {
            format!(
                "`{part}` is not a budget: give a time such as `1s` or `250ms`, a number of positions such as `200000`, or both, `2s,1000000`"
            )
        };
        let mut budget = Budget {
            positions: None,
            time: None,
        };
        for part in text.split(',').map(str::trim) {
            let number = |digits: &str| digits.parse::<u64>().ok().filter(|&n| n > 0);
            if let Some(ms) = part.strip_suffix("ms") {
                let ms = number(ms).ok_or_else(|| bad(part))?;
                budget.time = Some(Duration::from_millis(ms));
            } else if let Some(s) = part.strip_suffix('s') {
                let s = number(s)
                    .filter(|&s| s <= 1_000_000)
                    .ok_or_else(|| bad(part))?;
                budget.time = Some(Duration::from_secs(s));
            } else {
                budget.positions = Some(number(part).ok_or_else(|| bad(part))?);
            }
        }
        Ok(BudgetArg(budget))
    }
}
