//! Mistakes peculiar to hexagon maps, each refused at its file, line and
//! column with what is expected: a direction or set of the square board
//! in a hexagon game, a hexagon drawn where the rules read rectangles and
//! the other way round, a row of the wrong length, cells side by side, a
//! move by a square direction, a space as a map symbol.

use crate::support::{read, robots, text};

/// `robots run --rules RULES` on `input`: the refusal on stderr.
fn refusal(rules: &str, input: &str) -> String {
    let out = robots(&["run", "--rules", rules, "-"], input);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
    text(&out.stderr)
}

/// `robots check` on an edit of a shipped file: the report.
fn check_edit(file: &str, from: &str, to: &str) -> String {
    let rules = read(file);
    assert!(rules.contains(from), "{file}: {from}");
    let out = robots(&["check", "-"], &rules.replacen(from, to, 1));
    assert_eq!(out.status.code(), Some(1));
    text(&out.stderr)
}

const SOKOBAN_HEX: &str = "rules/variants/sokoban-hex.rules";

/// Row 2 of a hexagon of 2 holds 3 cells: two are refused on line 3, with
/// the rows' lengths in the help; three on row 1 (which holds 2) are
/// refused at the extra cell, line 2, column 6.
#[test]
fn a_hexagon_row_of_the_wrong_length_is_refused_at_its_line() {
    let err = refusal(SOKOBAN_HEX, "map hexagon 2\n - -\n- @\n - .\n");
    assert!(
        err.contains("<stdin>:3:1: row 2 of this hexagon holds 3 cells, not 2"),
        "{err}"
    );
    assert!(
        err.contains("a hexagon of 2 cells a side has rows of 2, 3, 2 cells"),
        "{err}"
    );
    let err = refusal(SOKOBAN_HEX, "map hexagon 2\n - - -\n- @ $\n - .\n");
    assert!(
        err.contains("<stdin>:2:6: row 1 of this hexagon holds 2 cells, not 3"),
        "{err}"
    );
}

/// Symbols side by side are one token: refused as not one cell, at the
/// token (line 3, column 1); a case that ends early names the row due.
#[test]
fn cells_side_by_side_and_missing_rows_are_refused() {
    let err = refusal(SOKOBAN_HEX, "map hexagon 2\n - -\n-@ $\n - .\n");
    assert!(
        err.contains("<stdin>:3:1: `-@` is not one cell: put a space between cells"),
        "{err}"
    );
    let err = refusal(SOKOBAN_HEX, "map hexagon 2\n - -\n- @ $\n");
    assert!(err.contains("row 3 of the map"), "{err}");
}

/// A hexagon game reads `map hexagon N`; a rectangle game refuses it at
/// the word `hexagon` (column 5) and names the rules' statement.
#[test]
fn each_shape_refuses_the_other_shapes_case() {
    let err = refusal(SOKOBAN_HEX, "map 2 2\n--\n@$\n");
    assert!(
        err.contains("<stdin>:1:1: expected a case of a hexagon map: `map hexagon N`"),
        "{err}"
    );
    let err = refusal("sokoban", "map hexagon 2\n - -\n- @ $\n - .\n");
    assert!(
        err.contains("<stdin>:1:5: this game's board is a rectangle, not a hexagon"),
        "{err}"
    );
    assert!(err.contains("`board hexagon from scenario`"), "{err}");
    let err = refusal(SOKOBAN_HEX, "map hexagon 0\n");
    assert!(
        err.contains("<stdin>:1:13: a hexagon's side is from 1 to 2048 cells, not 0"),
        "{err}"
    );
}

/// `N` names no neighbour on a hexagon: the move is refused at its token
/// (line 5, column 10) with the six moves the game takes.
#[test]
fn a_square_direction_as_a_move_is_refused_with_the_hex_ones() {
    let err = refusal(
        SOKOBAN_HEX,
        "map hexagon 2\n - -\n- @ $\n - .\nmoves: E N\n",
    );
    assert!(
        err.contains("<stdin>:5:10: `N` is not a move of this game"),
        "{err}"
    );
    assert!(err.contains("names no neighbour on a hexagon"), "{err}");
    assert!(
        err.contains("a move here is one of NE E SE SW W NW"),
        "{err}"
    );
}

/// The square board's sets on a hexagon map: `king` walks (line 28 of
/// sokoban-hex, column 14), `king` lines, `rook` neighbours; each names
/// the hexagon's own words.
#[test]
fn square_sets_on_a_hexagon_map_are_refused_where_written() {
    let err = check_edit(
        SOKOBAN_HEX,
        "player walks hex  # changed",
        "player walks king",
    );
    assert!(
        err.contains("<stdin>:28:14: `king` is not a movement set on a hexagon board"),
        "{err}"
    );
    assert!(
        err.contains("`hex`, `NE`, `E`, `SE`, `SW`, `W` or `NW`"),
        "{err}"
    );
    let err = check_edit(
        "rules/k-in-a-row.rules",
        "board from scenario",
        "board hexagon from scenario",
    );
    assert!(
        err.contains(":30:10: `king` is not a movement set on a hexagon board"),
        "{err}"
    );
    assert!(
        err.contains("on a hexagon board the sets are `hex`"),
        "{err}"
    );
    let err = check_edit(
        "rules/lights-out.rules",
        "board from scenario",
        "board hexagon from scenario",
    );
    assert!(
        err.contains(":21:18: `rook` is not a movement set on a hexagon board"),
        "{err}"
    );
}

/// A hexagon's cells are separated by spaces, so a space cannot be a
/// symbol (line 17, column 3); and only the map format's cases draw a
/// hexagon (the Robots game's board statement, line 8).
#[test]
fn a_space_symbol_and_a_hexagon_from_another_format_are_refused() {
    let err = check_edit(SOKOBAN_HEX, "\"-\" floor", "\" \" floor");
    assert!(
        err.contains("<stdin>:17:3: a space cannot be a symbol of a hexagon map"),
        "{err}"
    );
    let err = check_edit(
        "rules/robots.rules",
        "board 31 rows x 31 columns",
        "board hexagon from scenario",
    );
    assert!(
        err.contains(":8:1: only a map game's cases draw a hexagon board"),
        "{err}"
    );
}
