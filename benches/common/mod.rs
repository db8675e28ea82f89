//! Fixed scenarios shared by the benchmarks.

#![allow(dead_code)]

use robots::diagnostics::Source;
use robots::engine::state::State;
use robots::engine::table::{Offset, Table};
use robots::generate::{self, Spec, Style};
use robots::rules;
use robots::scenario::{Case, CaseReader};

/// The canonical game's rule table.
pub fn canonical() -> Table {
    rules::canonical().table()
}

/// The canonical game on a 4096 x 4096 board starting at (2048, 2048): the
/// rules of `rules/variants/big-board.rules`, built from the canonical text.
pub fn big_board() -> Table {
    let text = rules::CANONICAL
        .replace(
            "board 31 rows x 31 columns",
            "board 4096 rows x 4096 columns",
        )
        .replace("player starts at (15, 15)", "player starts at (2048, 2048)");
    rules::load(&Source::new("big-board.rules", text))
        .expect("the big board rules are valid")
        .table()
}

/// `cases` generated cases for `table`, as `robots gen --seed S` writes them.
pub fn generated(table: &Table, seed: u64, cases: usize) -> Vec<Case> {
    generated_in(table, seed, cases, Style::Wild)
}

/// `cases` generated cases of one style for `table`, as `robots gen --seed S
/// --style STYLE` writes them.
pub fn generated_in(table: &Table, seed: u64, cases: usize, style: Style) -> Vec<Case> {
    let spec = Spec { seed, cases, style };
    let mut text = Vec::new();
    generate::write(table, &spec, &mut text).expect("writing to memory");
    let board = table.board;
    let mut reader = CaseReader::new(&text[..], "generated.in", board, table.start);
    let mut out = Vec::new();
    while let Some(case) = reader.next_case().expect("generated input is valid") {
        out.push(case);
    }
    out
}

/// `count` robots on distinct cells of `table`'s board, spread at random
/// (a fixed xorshift sequence) over the square of `spread` cells around the
/// start, never on the start itself.
pub fn swarm(table: &Table, count: usize, spread: i32) -> Vec<Offset> {
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let (sr, sc) = table.start;
    let (lo_r, hi_r) = ((sr - spread).max(1), (sr + spread).min(table.board.rows));
    let (lo_c, hi_c) = ((sc - spread).max(1), (sc + spread).min(table.board.columns));
    let mut taken = std::collections::HashSet::new();
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let r = lo_r + (next() % (hi_r - lo_r + 1) as u64) as i32;
        let c = lo_c + (next() % (hi_c - lo_c + 1) as u64) as i32;
        if (r, c) != table.start && taken.insert((r, c)) {
            out.push((r, c));
        }
    }
    out
}

/// The starting position of a game against `robots`, with no teleports.
pub fn position(table: &Table, robots: &[Offset]) -> State {
    let board = table.board;
    State::new(board, table.start, robots, &[])
}
