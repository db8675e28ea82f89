//! A compiled game written back as a rules file: every rule the table
//! holds, defaults included, directions by name, in the language's own
//! words. `robots check --table` prints it; pasted back, it checks clean
//! and compiles to the same table, so it is also how two files are best
//! compared.

use super::game::Game;
use super::vocab;
use crate::engine::table::{Goal, Meets, Mover, Outcome, Table, TieBreak};
use crate::geometry::{BoardSize, CellNames, Metric, Offset, Shape, offset_name};
use crate::model::{Model, Question};
use crate::terrain::Terrain;

/// The game as a rules file.
pub fn rules_text(game: &Game) -> String {
    let mut out = Out(String::new());
    match game {
        Game::Robots(t, _) => pursuit(&mut out, t),
        Game::Model(m) => match m.question {
            Question::Reenact { side } => crosses(&mut out, m, side),
            Question::Validate => match crate::tactics::rules::Rules::of(m) {
                Some(t) => tactics(&mut out, &t),
                None => out.line(crate::model::describe(m)),
            },
            Question::Assign => match crate::race::rules::Rules::of(m) {
                Some(t) => race(&mut out, &t),
                None => out.line(crate::model::describe(m)),
            },
            _ => out.line(crate::model::describe(m)),
        },
    }
    out.0
}

struct Out(String);

impl Out {
    fn line(&mut self, text: impl AsRef<str>) {
        self.0.push_str(text.as_ref());
        self.0.push('\n');
    }
}

fn header(out: &mut Out, name: &str, format: &str) {
    out.line(format!("game {name:?}"));
    out.line(format!("format {format}"));
}

fn board(out: &mut Out, board: BoardSize) {
    match board {
        BoardSize::Fixed(b) => match b.shape() {
            Shape::Rectangle => out.line(format!("board {} rows x {} columns", b.rows, b.columns)),
            Shape::Hexagon(side) => out.line(format!("board hexagon {side} cells a side")),
        },
        BoardSize::FromScenario => out.line("board from scenario"),
    }
}

/// A movement set by names where every direction has one.
fn set(shape: Shape, offsets: &[Offset]) -> String {
    offsets
        .iter()
        .map(|&o| offset_name(shape, o))
        .collect::<Vec<_>>()
        .join(", ")
}

fn metric(m: Metric) -> &'static str {
    vocab::METRICS
        .iter()
        .find(|(_, v)| *v == m)
        .map_or("manhattan", |(n, _)| n)
}

fn pursuit(out: &mut Out, t: &Table) {
    header(out, &t.name, "robots");
    board(out, BoardSize::Fixed(t.board));
    let shape = t.board.shape();
    out.line(format!("player starts at ({}, {})", t.start.0, t.start.1));
    out.line(format!("distance {}", metric(t.metric)));
    out.line(format!("player walks {}", set(shape, &t.walks)));
    if t.may_stay {
        out.line("player may stay");
    }
    if let Some(tp) = t.teleports {
        let reuse = if tp.each_once {
            "each entry once"
        } else {
            "reusable"
        };
        let mode = if tp.as_candidates {
            "as candidates"
        } else {
            "as fallback"
        };
        out.line(format!("player may teleport from list, {reuse}, {mode}"));
    }
    for (mover, name) in [
        (Mover::Player, "player"),
        (Mover::PushedDebris, "pushed debris"),
        (Mover::Robot, "robot"),
    ] {
        for (meets, target) in [
            (Meets::Empty, " into empty"),
            (Meets::Robot, " into robot"),
            (Meets::Debris, " into debris"),
            (Meets::Player, " into player"),
            (Meets::OffBoard, " off board"),
        ] {
            if let Some(words) = outcome(t.outcome(mover, meets)) {
                out.line(format!("{name}{target}: {words}"));
            }
        }
    }
    out.line(format!(
        "robots step {} toward player",
        set(shape, &t.robot_steps)
    ));
    match &t.tie_break {
        TieBreak::None => {}
        TieBreak::FirstOf(order) => out.line(format!("robot ties: first of {}", set(shape, order))),
        TieBreak::RowsBeforeColumns => out.line("robot ties: rows before columns"),
    }
    out.line(match t.meeting {
        crate::engine::table::Meeting::Debris => "robots meeting: debris",
        crate::engine::table::Meeting::Vanish => "robots meeting: vanish",
    });
    if t.won_when_no_robots {
        out.line("won when no robots");
    }
    if let Some(n) = t.survive_moves {
        out.line(format!("won after surviving {n} moves"));
    }
    out.line("strategy:");
    if t.reject_immediate_loss {
        out.line("  reject immediate loss");
    }
    for (key, goal) in &t.keys {
        let verb = match goal {
            Goal::Minimize => "minimize",
            Goal::Maximize => "maximize",
        };
        let word = vocab::KEYS
            .iter()
            .find(|(_, k)| k == key)
            .map_or("robots", |(n, _)| n);
        out.line(format!("  {verb} {word}"));
    }
    for fallback in &t.fallbacks {
        let word = vocab::FALLBACKS
            .iter()
            .find(|(_, f)| f == fallback)
            .map_or("stay", |(n, _)| n);
        out.line(format!("  else {word}"));
    }
}

/// An outcome's words; `None` where the rules say nothing.
fn outcome(o: Outcome) -> Option<String> {
    Some(match o {
        Outcome::Move => "move".into(),
        Outcome::Blocked => "blocked".into(),
        Outcome::Push => "push".into(),
        Outcome::Chain(n) => format!("chain up to {n}"),
        Outcome::DestroyRobot => "robot destroyed".into(),
        Outcome::Destroyed => "destroyed".into(),
        Outcome::Stopped => "stopped".into(),
        Outcome::Lost => "lost".into(),
        Outcome::Undefined => return None,
    })
}

/// An outcome's words as a rules file writes them (`costs 2`, `blocked`).
pub fn entry(e: crate::model::Outcome) -> String {
    e.words()
}

/// A legend symbol: a letter as it is, anything else in double quotes.
fn symbol(c: char) -> String {
    if c.is_ascii_alphabetic() {
        c.to_string()
    } else {
        format!("\"{c}\"")
    }
}

fn terrain(out: &mut Out, terrain: &Terrain, mover: &str, entries: &[crate::model::Outcome]) {
    out.line("terrain:");
    for k in &terrain.kinds {
        out.line(format!("  {} {}", symbol(k.symbol), k.name));
    }
    for (k, e) in terrain.kinds.iter().zip(entries) {
        out.line(format!("{mover} into {}: {}", k.name, entry(*e)));
    }
}

fn sides(out: &mut Out, sides: &[String]) {
    out.line(format!("sides: {}", sides.join(", ")));
}

/// A tactics game, as the move validator reads it from the model.
fn tactics(out: &mut Out, t: &crate::tactics::rules::Rules) {
    header(out, &t.name, "janken-tactics");
    board(out, BoardSize::Fixed(t.board));
    if t.cells == CellNames::LetterNumber {
        out.line("cells named row letter, column number");
    }
    terrain(out, &t.terrain, "unit", &t.terrain_entry);
    sides(out, &t.sides);
    out.line("units:");
    for k in &t.kinds {
        out.line(format!("  {} {}", symbol(k.symbol), k.name));
    }
    for (a, row) in t.beats.iter().enumerate() {
        for (b, &beats) in row.iter().enumerate() {
            if beats {
                out.line(format!("{} beats {}", t.kinds[a].name, t.kinds[b].name));
            }
        }
    }
    out.line(format!("units step {}", set(t.board.shape(), &t.steps)));
    out.line(format!("units have {} points a move", t.points));
    out.line(format!("unit into ally: {}", entry(t.into_ally)));
    out.line(format!("unit into enemy: {}", entry(t.into_enemy)));
    out.line(format!(
        "unit next to enemy that beats it: {}",
        entry(t.next_to_stronger)
    ));
    out.line(format!("unit next to enemy: {}", entry(t.next_to_enemy)));
    out.line("unit off board: blocked");
    out.line("validate moves by the cheapest path");
}

/// A race, as the race solver reads it from the model.
fn race(out: &mut Out, t: &crate::race::rules::Rules) {
    use crate::race::rules::{Letters, TokenTie};
    header(out, &t.name, "robot-race");
    board(out, t.board);
    terrain(out, &t.terrain, "robot", &t.terrain_entry);
    let class = |l: Letters| match l {
        Letters::LowerCase => "lower-case letter",
        Letters::UpperCase => "upper-case letter",
        Letters::One(_) => "letter",
    };
    out.line("pieces:");
    out.line(format!("  {} robot", class(t.robots)));
    out.line(format!("  {} token", class(t.tokens)));
    let shape = match t.board {
        BoardSize::Fixed(b) => b.shape(),
        BoardSize::FromScenario => Shape::Rectangle,
    };
    out.line(format!(
        "robots start facing any of {}",
        set(shape, &t.facings)
    ));
    let secs = |n: u32| {
        if n == 1 {
            "1 second".to_string()
        } else {
            format!("{n} seconds")
        }
    };
    out.line(format!(
        "robot commands: forward {}, turn clockwise {}, turn counter-clockwise {}",
        secs(t.forward),
        secs(t.turn_clockwise),
        secs(t.turn_counter_clockwise)
    ));
    out.line(format!("robot into token: {}", entry(t.into_token)));
    out.line("robot off board: blocked");
    out.line("robots meeting: share");
    out.line(match t.token_tie {
        TokenTie::EarlierLetter => "robots meeting on token: earlier letter wins",
        TokenTie::LaterLetter => "robots meeting on token: later letter wins",
    });
    out.line(format!(
        "token values: {}, then {} less each",
        t.first_value, t.value_step
    ));
    out.line(format!("surrender: {}", t.surrender));
    out.line("perfect play: stable assignment, robots propose");
}

/// A placement game: its sides and turns, what a piece placed may enter,
/// what is cut off, the end, the score and the side re-enacted.
fn crosses(out: &mut Out, m: &Model, reenacted: usize) {
    use crate::model::{Mover, Placement, Target};
    header(out, &m.name, "crosses");
    board(
        out,
        m.board.map_or(BoardSize::FromScenario, BoardSize::Fixed),
    );
    sides(out, &m.sides);
    let first = m.first_side.unwrap_or(0);
    out.line(format!("sides take turns, {} first", m.sides[first]));
    let placed = match m.placement {
        Some(Placement::Place { class_kind }) => class_kind,
        _ => 0,
    };
    let class = &m.kinds[usize::from(placed)].class;
    let many = crate::model::plural(class);
    out.line(format!("sides place {many}"));
    let onto = m.outcomes.get(Mover::Placed(placed), Target::Piece(placed));
    out.line(format!("{class} into {class}: {}", entry(onto)));
    out.line(format!("{class} off board: blocked"));
    for effect in &m.effects {
        out.line(format!(
            "after each move: {}",
            crate::model::describe_effect(m, effect)
        ));
    }
    out.line("game ends when no free cell");
    out.line(format!("score: {many} standing"));
    out.line(format!(
        "re-enact {} for the stated score",
        m.sides[reenacted]
    ));
}
