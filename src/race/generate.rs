//! Random valid cases in the RobotRace text format for any race, for
//! tests and benchmarks: boards of random size (or the table's fixed
//! board) with obstacles, robots and tokens on distinct cells, and a list
//! of distinct tokens for every robot. The same seed always gives the same
//! text.

use super::rules::{Letters, Rules};
use crate::geometry::{Board, BoardSize, Offset};
use crate::random::Rng;
use std::io::{self, Write};

/// What to generate: each range is inclusive, and a case draws from it.
#[derive(Debug, Clone, Copy)]
pub struct Spec {
    pub seed: u64,
    pub cases: usize,
    /// Board rows and columns, when the board comes from the scenario.
    pub rows: (i32, i32),
    pub columns: (i32, i32),
    pub robots: (usize, usize),
    pub tokens: (usize, usize),
    /// Percent of the other cells that are the table's second terrain kind
    /// (an obstacle in RobotRace).
    pub obstacles: u64,
}

impl Spec {
    /// The statement's limits: boards up to 50 x 50, up to 26 robots and
    /// 26 tokens, a fifth of the cells obstacles.
    pub fn new(seed: u64, cases: usize) -> Self {
        Spec {
            seed,
            cases,
            rows: (1, 50),
            columns: (1, 50),
            robots: (1, 26),
            tokens: (1, 26),
            obstacles: 20,
        }
    }

    /// Every case as large as the statement allows: 50 x 50, 26 robots, 26
    /// tokens.
    pub fn largest(seed: u64, cases: usize) -> Self {
        Spec {
            rows: (50, 50),
            columns: (50, 50),
            robots: (26, 26),
            tokens: (26, 26),
            ..Spec::new(seed, cases)
        }
    }
}

/// The characters a kind of piece is written with.
fn letters(kind: Letters) -> Vec<char> {
    ('\0'..='\u{7f}').filter(|&c| kind.holds(c)).collect()
}

/// Writes `spec.cases` cases.
pub fn write(table: &Rules, spec: &Spec, out: &mut impl Write) -> io::Result<()> {
    let mut rng = Rng::new(spec.seed);
    let symbols: Vec<char> = table.terrain.kinds.iter().map(|k| k.symbol).collect();
    let floor = symbols.first().copied().unwrap_or(' ');
    let obstacle = symbols.get(1).copied().unwrap_or(floor);
    for case in 0..spec.cases {
        let board = match table.board {
            BoardSize::Fixed(board) => board,
            BoardSize::FromScenario => Board::new(
                rng.range(spec.rows.0.into(), spec.rows.1.into()) as i32,
                rng.range(spec.columns.0.into(), spec.columns.1.into()) as i32,
            ),
        };
        let mut cells: Vec<Offset> = board.cells().collect();
        rng.shuffle(&mut cells);
        let mut map = vec![floor; board.area()];
        let (robot_letters, token_letters) = (letters(table.robots), letters(table.tokens));
        let draw = |rng: &mut Rng, (low, high): (usize, usize), most: usize| {
            (rng.range(low as i64, high as i64) as usize).min(most)
        };
        let robots = draw(&mut rng, spec.robots, robot_letters.len().min(cells.len()));
        let tokens = draw(
            &mut rng,
            spec.tokens,
            token_letters.len().min(cells.len() - robots),
        );
        let mut robot_letters = robot_letters;
        let mut token_letters = token_letters;
        rng.shuffle(&mut robot_letters);
        rng.shuffle(&mut token_letters);
        robot_letters.truncate(robots);
        token_letters.truncate(tokens);
        for (k, &letter) in robot_letters.iter().chain(&token_letters).enumerate() {
            map[board.index(cells[k])] = letter;
        }
        for &cell in &cells[robots + tokens..] {
            if rng.chance(spec.obstacles) {
                map[board.index(cell)] = obstacle;
            }
        }
        if case > 0 {
            writeln!(out)?;
        }
        writeln!(out, "{}", board.rows)?;
        for r in 1..=board.rows {
            let (first, last) = board.row_span(r).unwrap_or((1, 0));
            let row: String = (first..=last).map(|c| map[board.index((r, c))]).collect();
            writeln!(out, "{row}")?;
        }
        writeln!(out, "{}", robots)?;
        for &robot in &robot_letters {
            let mut list = token_letters.clone();
            rng.shuffle(&mut list);
            list.truncate(rng.range(1, tokens as i64) as usize);
            let list: String = list.into_iter().collect();
            writeln!(out, "{robot}:{list}")?;
        }
    }
    Ok(())
}
