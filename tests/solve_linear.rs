//! `robots solve` on press games that toggle one kind (Lights Out and its
//! variants), solved by elimination: the fewest presses, or no win, held
//! to a brute force over every set of presses written here from the
//! statements (a press toggles the light on its cell and its rook
//! neighbours; `king`: and its diagonal ones; `no-self`: its rook
//! neighbours only); and every set found clears the board when played.

use crate::support::{robots, text};
use robots::solve::report::CaseJson;

/// The offsets a press toggles, by variant.
fn toggled(variant: &str) -> Vec<(i64, i64)> {
    let rook = [(-1, 0), (0, 1), (1, 0), (0, -1)];
    let king = [(-1, -1), (-1, 1), (1, 1), (1, -1)];
    match variant {
        "rules/lights-out.rules" => [&[(0, 0)][..], &rook].concat(),
        "rules/variants/lights-out-king.rules" => [&[(0, 0)][..], &rook, &king].concat(),
        _ => rook.to_vec(),
    }
}

/// The fewest presses that clear `lit` (a board of `rows` x `columns`,
/// lit cells by index), by trying every set; `None` when none does.
fn fewest(lit: &[bool], rows: i64, columns: i64, offsets: &[(i64, i64)]) -> Option<u32> {
    let n = (rows * columns) as usize;
    let masks: Vec<u32> = (0..n as i64)
        .map(|p| {
            let (r, c) = (p / columns, p % columns);
            offsets
                .iter()
                .map(|&(dr, dc)| (r + dr, c + dc))
                .filter(|&(r, c)| r >= 0 && c >= 0 && r < rows && c < columns)
                .fold(0, |m, (r, c)| m ^ 1 << (r * columns + c))
        })
        .collect();
    let target = lit
        .iter()
        .enumerate()
        .fold(0u32, |m, (i, &l)| m | u32::from(l) << i);
    (0u32..1 << n)
        .filter(|set| {
            (0..n)
                .filter(|&p| set >> p & 1 == 1)
                .fold(0, |m, p| m ^ masks[p])
                == target
        })
        .map(u32::count_ones)
        .min()
}

#[test]
fn the_fewest_presses_match_every_set_tried() {
    let mut decided = (0, 0);
    for rules in [
        "rules/lights-out.rules",
        "rules/variants/lights-out-king.rules",
        "rules/variants/lights-out-no-self.rules",
    ] {
        for size in ["2x2", "3x3", "2x5", "3x4", "4x4"] {
            let args = [
                "gen", "--rules", rules, "--seed", "11", "--cases", "12", "--size", size,
            ];
            let input = text(&robots(&args, "").stdout);
            let args = [
                "solve", "--rules", rules, "--format", "json", "--budget", "1000",
            ];
            let out = robots(&args, &input);
            assert!(out.status.success(), "{}", text(&out.stderr));
            let solved: Vec<CaseJson> = text(&out.stdout)
                .lines()
                .map(|l| serde_json::from_str(l).unwrap())
                .collect();
            let cases: Vec<&str> = input.split("\n\n").filter(|c| c.contains("map")).collect();
            assert_eq!(solved.len(), cases.len());
            for (case, s) in cases.iter().zip(&solved) {
                let mut lines = case.lines();
                let dims: Vec<i64> = lines.next().unwrap()[4..]
                    .split(' ')
                    .map(|n| n.parse().unwrap())
                    .collect();
                let lit: Vec<bool> = lines
                    .take(dims[0] as usize)
                    .flat_map(|row| row.chars().map(|ch| ch == '#').collect::<Vec<_>>())
                    .collect();
                let expected = fewest(&lit, dims[0], dims[1], &toggled(rules));
                match expected {
                    Some(k) => {
                        assert_eq!(s.result, "win", "{rules}: {case}");
                        assert_eq!(s.moves.len() as u32, k, "{rules}: {case}");
                        decided.0 += 1;
                    }
                    None => {
                        assert_eq!(s.result, "none", "{rules}: {case}");
                        decided.1 += 1;
                    }
                }
                // Found without a search, within a budget of 1,000 positions
                // (a board dark from the start is won before any).
                if expected != Some(0) {
                    assert!(s.eliminated, "{rules}: {case}");
                }
                if s.result == "win" && !s.moves.is_empty() {
                    let kept: Vec<&str> =
                        case.lines().filter(|l| !l.starts_with("moves:")).collect();
                    let played = format!("{}\nmoves: {}\n", kept.join("\n"), s.moves.join(" "));
                    let run = text(&robots(&["run", "--rules", rules], &played).stdout);
                    let won = format!("Won after {} moves.", s.moves.len());
                    assert!(run.contains(&won), "{rules}: {played}: {run}");
                }
            }
        }
    }
    // Both answers occur: some boards clear, some cannot.
    assert!(decided.0 > 20 && decided.1 > 5, "{decided:?}");
}
