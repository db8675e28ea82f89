//! A placement as data: one entry of `--format json --log`, and what
//! `robots diff` compares move by move.

use crate::geometry::Offset;
use serde_json::{Map, Value, json};

/// The log of move `number` (from 1): `side` placed on `cell`, which cut
/// off `cut`, leaving `standing` (each side's pieces, in `sides`' order;
/// `None` when not known: a question's given move with no order found).
/// Its fields:
/// - `move`: the move's number, from 1;
/// - `side`: the name of the side that placed;
/// - `cell`: `[row, column]` of the piece placed, counted from 1;
/// - `cut`: the cells the move cut off, `[row, column]` each, by row then
///   column (empty when it cut nothing or what it cut is not known);
/// - `score`: each side's pieces standing after the move, by side name
///   (`null` when not known).
pub(crate) fn placement(
    number: u32,
    side: &str,
    cell: Offset,
    cut: &[Offset],
    sides: &[String],
    standing: Option<&[usize]>,
) -> Value {
    let mut cut = cut.to_vec();
    cut.sort_unstable();
    let score = match standing {
        Some(standing) => Value::Object(
            sides
                .iter()
                .zip(standing)
                .map(|(s, &n)| (s.clone(), json!(n)))
                .collect::<Map<String, Value>>(),
        ),
        None => Value::Null,
    };
    json!({
        "move": number,
        "side": side,
        "cell": [cell.0, cell.1],
        "cut": cut.iter().map(|&(r, c)| json!([r, c])).collect::<Vec<_>>(),
        "score": score,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_placement_logs_its_cell_its_cut_cells_in_order_and_the_score() {
        let sides = ["red".to_string(), "black".to_string()];
        let log = placement(8, "black", (3, 2), &[(3, 1), (2, 1)], &sides, Some(&[1, 1]));
        assert_eq!(log["move"], 8);
        assert_eq!(log["side"], "black");
        assert_eq!(log["cell"], json!([3, 2]));
        assert_eq!(log["cut"], json!([[2, 1], [3, 1]]));
        assert_eq!(log["score"], json!({"red": 1, "black": 1}));
        let given = placement(1, "red", (1, 1), &[], &sides, None);
        assert_eq!(given["score"], Value::Null);
    }
}
