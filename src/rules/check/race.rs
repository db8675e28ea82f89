//! A race (RobotRace): the pieces on the map, the robots' facings and
//! commands, what entering each terrain and a token does, who wins a token
//! reached at once, the values, and perfect play; checked and built into
//! the one game model (robots travel by a program and collect tokens, the
//! values and the tie are the model's, perfect play its question).

use super::checker::Checker;
use super::checker::MAX_COST;
use super::common::{self, game_name};
use super::outcome_rules::{Item, NotARule, Relation, Rule, Value, fixed};
use super::outcomes;
use super::{facing, legend};
use crate::geometry::{BoardSize, Shape};
use crate::model::Outcome;
use crate::model::{
    Control, Kind, Legend, Letters, Meeting, Model, Mover, Outcomes, Program, Question, Target,
    Travel, Values,
};
use crate::rules::ast::{Spanned, StatementKind, Symbol};
use crate::rules::codes::Error;

/// The largest token value or prize.
pub(crate) const MAX_VALUE: i64 = 1_000_000;

/// Checks a race and builds its model.
pub(super) fn check(c: &mut Checker) -> Option<Model> {
    let name = game_name(c);
    let board = common::board(c, true);
    let shape = common::shape_of(board);
    if let Some(BoardSize::Fixed(b)) = board
        && b.shape() == Shape::Rectangle
        && let Some(s) = c.get("board")
    {
        let f = c
            .error(Error::FormatNeeds, s.span, "the robot-race format reads each board from its map")
            .label("a fixed rectangle")
            .help("write `board from scenario` (the map's rows), or a hexagon whose map gives each row's cells");
        c.push(f);
    }
    let terrain = legend::terrain(c);
    let pieces = pieces(c);
    let facings = facing::facings(c, shape);
    let commands = facing::commands(c);
    let entries = terrain.as_ref().and_then(|t| {
        let mut rules: Vec<Rule<Outcome>> = t
            .kinds
            .iter()
            .map(|k| Rule {
                mover: "robot",
                relation: Relation::Into(k.name.clone()),
                menu: vec![
                    fixed("move", Outcome::Move),
                    fixed("blocked", Outcome::Blocked),
                    Item {
                        words: "costs N",
                        value: Value::Numbered(Outcome::Costs, 1, MAX_COST),
                    },
                ],
                required: true,
            })
            .collect();
        rules.push(Rule {
            mover: "robot",
            relation: Relation::Into("token".into()),
            menu: vec![fixed("collect", Outcome::Collect)],
            required: true,
        });
        rules.push(Rule {
            mover: "robot",
            relation: Relation::OffBoard,
            menu: vec![fixed("blocked", Outcome::Blocked)],
            required: true,
        });
        let not = [NotARule {
            mover: "robot",
            relation: Relation::Into("robot".into()),
            why: "robots that reach one cell meet: write `robots meeting: share`",
        }];
        let stated = outcomes::check(c, &rules, &not)?;
        let n = t.kinds.len();
        let entry = |i: usize| stated[i].map_or(Outcome::Move, |s| s.value);
        Some(((0..n).map(entry).collect::<Vec<_>>(), entry(n)))
    });
    let token_tie = meeting(c);
    let values = token_values(c);
    let surrender = number(c, "surrender", "the surrender prize");
    perfect_play(c);
    let (terrain_entry, into_token) = entries?;
    let (robots, tokens) = pieces?;
    let (forward, turn_clockwise, turn_counter_clockwise) = commands?;
    let (first_value, value_step) = values?;
    let terrain = terrain?;
    // The pieces: robots (kind 0) travel, tokens (kind 1) are collected.
    let (robot, token) = (0, 1);
    let mover = Mover::Traveller(robot);
    let mut outcomes = Outcomes::default();
    for (t, &e) in terrain_entry.iter().enumerate() {
        outcomes.rules.push(((mover, Target::Terrain(t as u8)), e));
    }
    outcomes
        .rules
        .push(((mover, Target::Piece(token)), into_token));
    // `robots meeting: share`: a robot enters another's cell freely.
    outcomes
        .rules
        .push(((mover, Target::Piece(robot)), Outcome::Move));
    let off = ((mover, Target::OffBoard), Outcome::Blocked);
    outcomes.rules.push(off);
    outcomes.settle();
    let kind = |name: &str| Kind {
        name: name.into(),
        class: name.into(),
        side: None,
    };
    let (terrains, entries) = legend::layer(&terrain);
    Some(Model {
        board: match board? {
            BoardSize::Fixed(b) => Some(b),
            BoardSize::FromScenario => None,
        },
        terrains,
        kinds: vec![kind("robot"), kind("token")],
        legend: Legend {
            entries,
            classes: vec![(robots, robot), (tokens, token)],
        },
        travel: Some(Travel::Program(Program {
            facings: facings?,
            forward,
            turn_clockwise,
            turn_counter_clockwise,
        })),
        control: Control::Solver,
        outcomes,
        meeting: Some(token_tie?),
        values: Some(Values {
            first: first_value,
            step: value_step,
            surrender: surrender?,
        }),
        ..Model::new(name, Question::Assign)
    })
}

/// The `pieces:` block: robots and tokens, each a class of letters.
fn pieces(c: &mut Checker) -> Option<(Letters, Letters)> {
    const CLASSES: &[(&str, Letters)] = &[
        ("lower-case letter", Letters::LowerCase),
        ("upper-case letter", Letters::UpperCase),
    ];
    let items = legend::legend(c, "pieces", "the pieces on the map")?;
    let (mut robots, mut tokens) = (None, None);
    let mut ok = true;
    for item in items {
        let class = match &item.node.symbol.node {
            Symbol::Words(w) => CLASSES.iter().find(|(n, _)| n == w).map(|(_, l)| *l),
            Symbol::Quoted(_) => None,
        };
        let Some(class) = class else {
            let text = match &item.node.symbol.node {
                Symbol::Words(w) | Symbol::Quoted(w) => w.clone(),
            };
            let word = Spanned::new(text, item.node.symbol.span);
            c.unknown(
                "letter class",
                &word,
                &["lower-case letter", "upper-case letter"],
            );
            ok = false;
            continue;
        };
        match item.node.name.node.as_str() {
            "robot" => robots = Some(class),
            "token" => tokens = Some(class),
            _ => {
                c.unknown("piece", &item.node.name, &["robot", "token"]);
                ok = false;
            }
        }
    }
    if ok && (robots.is_none() || tokens.is_none() || robots == tokens) {
        let header = c.get("pieces").map(|s| s.span)?;
        let f = c
            .error(
                Error::Missing,
                header,
                "the pieces must name robots and tokens, each its own letters",
            )
            .label("robots and tokens")
            .help("list `lower-case letter robot` and `upper-case letter token`");
        c.push(f);
        return None;
    }
    ok.then(|| {
        (
            robots.unwrap_or(Letters::LowerCase),
            tokens.unwrap_or(Letters::UpperCase),
        )
    })
}

/// `robots meeting: share` and `robots meeting on token: earlier letter
/// wins`.
fn meeting(c: &mut Checker) -> Option<Meeting> {
    match c.get("meeting").map(|s| &s.node) {
        Some(StatementKind::Meeting { outcome, .. }) if outcome.node != "share" => {
            c.unknown("meeting outcome for a race", outcome, &["share"]);
        }
        Some(_) => {}
        None => c.missing_with(
            "robots meeting",
            "what robots that meet do",
            "robots meeting: share",
        ),
    }
    let on_token = c.all("meeting on ");
    for s in &on_token {
        if let StatementKind::Meeting { on: Some(on), .. } = &s.node
            && on.node != "token"
        {
            c.unknown("place robots meet", on, &["token"]);
        }
    }
    let Some(StatementKind::Meeting { outcome, .. }) = c.get("meeting on token").map(|s| &s.node)
    else {
        c.missing_with(
            "robots meeting",
            "who gets a token two robots reach at once",
            "robots meeting on token: earlier letter wins",
        );
        return None;
    };
    const TIES: &[(&str, Meeting)] = &[
        ("earlier letter wins", Meeting::EarlierSymbolWins),
        ("later letter wins", Meeting::LaterSymbolWins),
    ];
    let found = TIES
        .iter()
        .find(|(w, _)| *w == outcome.node)
        .map(|(_, t)| *t);
    if found.is_none() {
        c.unknown(
            "token tie rule",
            outcome,
            &["earlier letter wins", "later letter wins"],
        );
    }
    found
}

/// `token values: 100, then 1 less each`.
fn token_values(c: &mut Checker) -> Option<(i64, i64)> {
    let Some(StatementKind::TokenValues { first, less }) = c.get("token values").map(|s| &s.node)
    else {
        c.missing("token values", "what tokens are worth");
        return None;
    };
    let first = c.in_range(first, 0, MAX_VALUE, "a token's value");
    let less = c.in_range(less, 0, MAX_VALUE, "a token's value step");
    Some((first?, less?))
}

/// A statement holding one number: `surrender: 20`.
fn number(c: &mut Checker, slot: &str, what: &str) -> Option<i64> {
    let Some(StatementKind::Surrender(n)) = c.get(slot).map(|s| &s.node) else {
        c.missing(slot, what);
        return None;
    };
    c.in_range(n, 0, MAX_VALUE, what)
}

/// `perfect play: stable assignment, robots propose`.
fn perfect_play(c: &mut Checker) {
    let Some(StatementKind::PerfectPlay(phrases)) = c.get("perfect play").map(|s| &s.node) else {
        c.missing("perfect play", "how the engineers play");
        return;
    };
    const PARTS: [&str; 2] = ["stable assignment", "robots propose"];
    for (i, phrase) in phrases.iter().enumerate() {
        match PARTS.get(i) {
            Some(want) if phrase.node == *want => {}
            _ => c.unknown("perfect play", phrase, &PARTS),
        }
    }
    if phrases.len() < PARTS.len()
        && let Some(s) = c.get("perfect play")
    {
        let span = s.span;
        let f = c
            .error(Error::Missing, span, "perfect play must say who proposes")
            .label("incomplete")
            .help("write `perfect play: stable assignment, robots propose`");
        c.push(f);
    }
}
