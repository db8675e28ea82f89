//! A tactics game (Janken Tactics): unit kinds and who beats whom, the
//! units' steps and points, what entering each terrain and each neighbour
//! of an enemy does, and move validation; checked and built into the one
//! game model (units travel by the cheapest path within a budget, their
//! outcomes are rules of the model's one algebra, who beats whom is the
//! model's relation between kinds, and move validation its question).

use super::checker::{Checker, MAX_COST};
use super::common::{self, expect_word, game_name};
use super::outcome_rules::{Item, Relation, Rule, Value, fixed};
use super::outcomes;
use super::units::{beats, kinds};
use super::{directions, legend};
use crate::model::Outcome;
use crate::model::{
    Blocked, Control, Kind as PieceKind, Legend, Letters, Model, Mover, Outcomes, Question, Target,
    Travel,
};
use crate::rules::ast::StatementKind;
use crate::rules::codes::Error;
use crate::rules::game::Kind;
use crate::terrain::Terrain;

/// The most points a move may have.
pub(crate) const MAX_POINTS: i64 = 1_000_000;

const fn costs() -> Item<Outcome> {
    Item {
        words: "costs N",
        value: Value::Numbered(Outcome::Costs, 1, MAX_COST),
    }
}

/// The outcome rules of a tactics game: one per terrain kind, then the
/// allies, the enemies, the neighbours of enemies, and the edge.
fn rules(terrain: &Terrain) -> Vec<Rule<Outcome>> {
    let rule = |relation, menu, required| Rule {
        mover: "unit",
        relation,
        menu,
        required,
    };
    let mut rules: Vec<Rule<Outcome>> = terrain
        .kinds
        .iter()
        .map(|k| {
            let menu = vec![
                costs(),
                fixed("move", Outcome::Move),
                fixed("blocked", Outcome::Blocked),
                fixed("pass through", Outcome::PassThrough),
                fixed("ends the move", Outcome::EndsTheMove),
            ];
            rule(Relation::Into(k.name.clone()), menu, true)
        })
        .collect();
    let zone = || {
        vec![
            fixed("ends the move", Outcome::EndsTheMove),
            fixed("blocked", Outcome::Blocked),
            fixed("move", Outcome::Move),
        ]
    };
    rules.extend([
        rule(
            Relation::Into("ally".into()),
            vec![
                fixed("pass through", Outcome::PassThrough),
                fixed("blocked", Outcome::Blocked),
            ],
            true,
        ),
        rule(
            Relation::Into("enemy".into()),
            vec![
                fixed("blocked", Outcome::Blocked),
                fixed("pass through", Outcome::PassThrough),
            ],
            true,
        ),
        rule(
            Relation::NextTo("enemy that beats it".into()),
            zone(),
            false,
        ),
        rule(Relation::NextTo("enemy".into()), zone(), false),
        rule(
            Relation::OffBoard,
            vec![fixed("blocked", Outcome::Blocked)],
            true,
        ),
    ]);
    rules
}

/// Checks a tactics game and builds its model.
pub(super) fn check(c: &mut Checker) -> Option<Model> {
    let name = game_name(c);
    let board = common::fixed_board(c);
    let cells = common::cells(c, Kind::Tactics, board.map(|b| b.rows));
    let terrain = legend::terrain(c);
    let sides = common::sides(c, None).filter(|s| two_or_more(c, s.len()));
    let kinds = kinds(c);
    let beats = kinds.as_deref().and_then(|k| beats(c, k));
    let steps = steps(c, board.map(|b| b.shape()));
    let steps = steps.filter(|s| within_search(c, board, s.len()));
    let points = points(c);
    let entries = match &terrain {
        Some(t) => {
            let rules = rules(t);
            outcomes::check(c, &rules, &[]).map(|stated| {
                let value = |i: usize, default| stated[i].map_or(default, |s| s.value);
                let n = t.kinds.len();
                (
                    (0..n).map(|i| value(i, Outcome::Move)).collect::<Vec<_>>(),
                    [
                        value(n, Outcome::Blocked),
                        value(n + 1, Outcome::Blocked),
                        value(n + 2, Outcome::Move),
                        value(n + 3, Outcome::Move),
                    ],
                )
            })
        }
        None => None,
    };
    validate(c);
    let (terrain_entry, [into_ally, into_enemy, next_to_stronger, next_to_enemy]) = entries?;
    let (terrain, kinds) = (terrain?, kinds?);
    // Every kind of unit travels by the same rules.
    let mut outcomes = Outcomes::default();
    for k in 0..kinds.len() as u8 {
        let mover = Mover::Traveller(k);
        for (t, &e) in terrain_entry.iter().enumerate() {
            outcomes.rules.push(((mover, Target::Terrain(t as u8)), e));
        }
        for (target, e) in [
            (Target::Ally, into_ally),
            (Target::Enemy, into_enemy),
            (Target::NextToStronger, next_to_stronger),
            (Target::NextToEnemy, next_to_enemy),
            (Target::OffBoard, Outcome::Blocked),
        ] {
            outcomes.rules.push(((mover, target), e));
        }
    }
    outcomes.settle();
    let (terrains, entries) = legend::layer(&terrain);
    let classes = kinds
        .iter()
        .enumerate()
        .map(|(k, u)| (Letters::One(u.symbol), k as u8))
        .collect();
    let kinds = kinds.iter().map(|u| PieceKind {
        name: u.name.clone(),
        class: u.name.clone(),
        side: None,
    });
    Some(Model {
        board: Some(board?),
        cell_names: cells?,
        terrains,
        kinds: kinds.collect(),
        sides: sides?,
        beats: beats?,
        legend: Legend { entries, classes },
        travel: Some(Travel::Path {
            steps: steps?,
            budget: points?,
        }),
        // A move that cannot be made is told and changes nothing.
        control: Control::Input(Blocked::Skipped),
        outcomes,
        ..Model::new(name, Question::Validate)
    })
}

/// `units step SET`.
fn steps(
    c: &mut Checker,
    shape: Option<crate::geometry::Shape>,
) -> Option<Vec<crate::geometry::Offset>> {
    let Some(StatementKind::Steps { who, set, toward }) = c.get("steps").map(|s| &s.node) else {
        c.missing("units step", "how the units step");
        return None;
    };
    let mut ok = expect_word(c, who, "units", "who steps");
    if let Some(t) = toward {
        let f = c
            .error(
                Error::NotInThisGame,
                t.span,
                "units step by paths, not toward a target",
            )
            .label("no target here")
            .help("write `units step hex`: a path of such steps, chosen by its cost");
        c.push(f);
        ok = false;
    }
    let steps = directions::resolve(
        c,
        set,
        "step",
        shape.unwrap_or(crate::geometry::Shape::Rectangle),
    );
    if ok { steps } else { None }
}

/// The most cells times steps a tactics board may have: a move's search
/// looks at every step of every cell it reaches, and keeps a table of them.
pub(crate) const MAX_SEARCH: u64 = 1 << 22;

/// Refuses, at the `units step` line, a board whose cells times steps go
/// over [`MAX_SEARCH`].
fn within_search(c: &mut Checker, board: Option<crate::geometry::Board>, steps: usize) -> bool {
    let (Some(board), Some(statement)) = (board, c.get("steps")) else {
        return true;
    };
    let size = board.area() as u64 * steps as u64;
    if size <= MAX_SEARCH {
        return true;
    }
    let f = c
        .error(
            Error::TooMany,
            statement.span,
            format!(
                "{steps} steps on a board of {} cells make {size} steps to search a move over; at most {MAX_SEARCH}",
                board.area()
            ),
        )
        .label("too many steps for this board")
        .help(format!(
            "a move's cheapest path may look at every step of every cell: cells x steps is at most {MAX_SEARCH} (8 steps on 512 x 1024)"
        ));
    c.push(f);
    false
}

/// `units have N points a move`.
fn points(c: &mut Checker) -> Option<u32> {
    let Some(StatementKind::Points { who, points }) = c.get("points").map(|s| &s.node) else {
        c.missing("units have", "how many points a unit has");
        return None;
    };
    let ok = expect_word(c, who, "units", "who has points");
    let n = c.in_range(points, 0, MAX_POINTS, "a number of points");
    if ok { n.map(|n| n as u32) } else { None }
}

/// `validate moves by the cheapest path`.
fn validate(c: &mut Checker) {
    let Some(StatementKind::Validate(how)) = c.get("validate").map(|s| &s.node) else {
        c.missing("validate", "how moves are validated");
        return;
    };
    if how.node != "the cheapest path" {
        c.unknown("validation", how, &["the cheapest path"]);
    }
}

/// Units move against every other side: a game of units has two sides or
/// more.
fn two_or_more(c: &mut Checker, count: usize) -> bool {
    if count >= 2 {
        return true;
    }
    if let Some(statement) = c.get("sides") {
        let f = c
            .error(
                Error::FormatNeeds,
                statement.span,
                format!("units move against other sides: this game names {count}"),
            )
            .label(format!("{count} side"))
            .help("name two sides or more, such as `sides: first, second`");
        c.push(f);
    }
    false
}
