//! The views of Janken Tactics (`robots run --trace`, `robots explain`,
//! a move's log): every move's cheapest path and cost, or the check that
//! fails and the cell and rule behind it, on a data set built so that
//! each reason happens once (`tests/data/janken-tactics/reasons.in`).
//!
//! The data set, by the statement's costs (field 1, woods 2, hills 3,
//! mountains 4, underwater never; 10 points a move) and its neighbours
//! ((r, c-1), (r, c+1), (r-1, c), (r-1, c+1), (r+1, c-1), (r+1, c)):
//! rows B, D, F and I and most of H are underwater, so rows A, C, E and
//! G are separate corridors.
//!
//! - Row A: A5 field, A6 underwater, A7 field, A8 and A9 underwater; a
//!   guardian (first) on A5.
//! - Row C: all field; a mage (first) on C3, a guardian (second) on C6
//!   (a guardian does not beat a mage: only its cell is in the way).
//! - Row E: E1 field, E2 field, E3 mountains, E4 hills, E5 to E9 field;
//!   a guardian (first) on E1, a mage (first) on E2.
//! - Row G: all field; a swordsman (first) on G1. H4 (field) holds a
//!   guardian (second), which beats a swordsman; H4's neighbours on row
//!   G are G4 and G5.
//!
//! The moves and what a person finds checking them:
//!  1. E1 -> E5: through the ally on E2: E2 1 + E3 4 + E4 3 + E5 1 = 9,
//!     the only path: successful, 1 point left.
//!  2. E2 -> E9 (the mage): E3 4 + E4 3 + E5 1 (the guardian now there
//!     is an ally) + E6..E9 4 = 12 > 10: over the points.
//!  3. G1 -> G7: the corridor passes G4, next to the guardian on H4: a
//!     swordsman may end there but not go on: no path (zone of control).
//!  4. C3 -> C9: C6 holds an enemy: no path (an enemy in the way).
//!  5. A5 -> A7: A6 is underwater and row B too: no path (terrain).
//!  6. A5 -> A6: the destination is underwater.
//!  7. E2 -> E5: E5 holds the guardian moved there by move 1.
//!  8. E2 -> E2: the mage's own cell.
//!  9. E1 -> E2: E1 was left by move 1: no unit.
//! 10. E5 -> A1: A1 is not on the hexagon (row A runs from A5 to A9).
//! 11. G1 -> G3: G2 1 + G3 1 = 2 (G3 is not next to H4): 8 left.
//! 12. A1 -> E5: the start is off the map.

use crate::support::{read, robots, text};
use crate::tables::janken;
use robots::run::Cases;
use robots::scenario::tactics::Reader;
use robots::tactics::DataSets;
use robots::views::explained::Explained;
use robots::views::style::Paint;
use robots::views::tactics::TacticsViews;
use robots::views::trace::{Frame, Moves, Traced};

const REASONS: &str = "tests/data/janken-tactics/reasons.in";

/// The contest output of the data set, as reasoned above.
const RESULT: &str = "Game #1
Move #1 (E1 -> E5): Successful (1 points left)
Move #2 (E2 -> E9): Unsuccessful
Move #3 (G1 -> G7): Unsuccessful
Move #4 (C3 -> C9): Unsuccessful
Move #5 (A5 -> A7): Unsuccessful
Move #6 (A5 -> A6): Unsuccessful
Move #7 (E2 -> E5): Unsuccessful
Move #8 (E2 -> E2): Unsuccessful
Move #9 (E1 -> E2): Unsuccessful
Move #10 (E5 -> A1): Unsuccessful
Move #11 (G1 -> G3): Successful (8 points left)
Move #12 (A1 -> E5): Unsuccessful
";

/// Where `rules/janken-tactics.rules` states `rule`, as the reasons cite
/// it: ` (rules/janken-tactics.rules:N)`.
fn cited(rule: &str) -> String {
    let line = read("rules/janken-tactics.rules")
        .lines()
        .position(|l| l.starts_with(rule))
        .unwrap_or_else(|| panic!("no `{rule}`"))
        + 1;
    format!("`{rule}` (rules/janken-tactics.rules:{line})")
}

/// Each move's reason, as the explanation's one line a move says it,
/// each rule cited at its line.
fn reasons_said() -> Vec<String> {
    let zone = cited("unit next to enemy that beats it: ends the move");
    let enemy = cited("unit into enemy: blocked");
    let water = cited("unit into underwater: blocked");
    [
        "guardian (first): Successful, cost 9 of 10 points (1 left)".to_string(),
        "mage (first): Unsuccessful: the cheapest path costs 12, over the 10 points".to_string(),
        format!("swordsman (first): Unsuccessful: no path: with zones of control set aside the cheapest path is G1 G2 G3 G4 G5 G6 G7, and G4 is next to the guardian (second) on H4, which beats a swordsman: {zone}"),
        format!("mage (first): Unsuccessful: no path: with enemy units and their zones set aside the cheapest path is C3 C4 C5 C6 C7 C8 C9, and C6 holds the enemy guardian (second): {enemy}"),
        format!("guardian (first): Unsuccessful: no path: with terrain, enemy units and their zones set aside the cheapest path is A5 A6 A7, and A6 is underwater: {water}"),
        format!("guardian (first): Unsuccessful: the destination A6 is underwater: {water}"),
        "mage (first): Unsuccessful: the destination E5 is occupied by the guardian (first)".to_string(),
        "mage (first): Unsuccessful: the destination E2 is the unit's own cell".to_string(),
        "no unit: Unsuccessful: no unit stands on E1".to_string(),
        "guardian (first): Unsuccessful: the destination A1 is off the map".to_string(),
        "swordsman (first): Successful, cost 2 of 10 points (8 left)".to_string(),
        "no unit: Unsuccessful: the start A1 is off the map".to_string(),
    ]
    .to_vec()
}

fn run(args: &[&str]) -> String {
    let out = robots(args, "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    text(&out.stdout)
}

mod datasets;
mod reasons;
