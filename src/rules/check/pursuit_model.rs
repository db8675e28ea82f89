//! A checked pursuit as the one game model: its kinds are the words of
//! its rules (the walker is what the chasers step toward, the chasers are
//! who steps, what they leave when they meet is the meeting's word), its
//! outcome rules the model's pairs, its strategy and ends the model's.

use super::outcome_rules::{Rule, Stated};
use super::pursuit_outcomes::{kind, kinds, pair};
use crate::engine::table::{Fallback, Goal, Key as TableKey, Meeting, TieBreak};
use crate::geometry::{Board, Metric, Offset};
use crate::model::{
    Chaser, Condition, Control, End, EndResult, Key, KindId, Legend, Model, Mover, Outcome,
    Outcomes, Strategy, Target, Teleports, TieOrder, Walker,
};

/// Everything the pursuit checker accepted.
pub(super) struct Checked {
    pub name: String,
    pub board: Board,
    pub start: Offset,
    pub metric: Metric,
    pub walks: Vec<Offset>,
    pub may_stay: bool,
    pub teleports: Option<Teleports>,
    /// What the file states for each rule of the pursuit, in their order.
    pub outcomes: Vec<Option<Stated<Outcome>>>,
    pub robot_steps: Vec<Offset>,
    pub tie_break: TieBreak,
    /// The meeting, and the word that states it.
    pub meeting: (Meeting, String),
    pub won_when_no_robots: bool,
    pub survive_moves: Option<u32>,
    /// The filter, the keys and the fallbacks.
    pub strategy: (bool, Vec<(TableKey, Goal)>, Vec<Fallback>),
}

/// The model of a checked pursuit; `words` are who steps toward whom
/// (`robots`, `player`).
pub(super) fn model(p: Checked, rules: &[Rule<Outcome>], words: (String, String)) -> Model {
    let kinds = kinds(rules);
    let (who, walker_word) = words;
    let walker = kind(&kinds, &walker_word);
    let chaser = kinds
        .iter()
        .position(|k| who == k.name || who == format!("{}s", k.name))
        .unwrap_or(0) as KindId;
    let (meeting, meeting_word) = p.meeting;
    // What meeting robots leave, or when they vanish, the one kind that is
    // neither walker nor chaser (the debris that is only pushed): the kind
    // the `debris` key counts.
    let left = kinds
        .iter()
        .position(|k| k.name == meeting_word)
        .or_else(|| (0..kinds.len()).find(|&i| i != walker as usize && i != chaser as usize))
        .unwrap_or(0) as KindId;
    let mut rules_stated: Vec<((Mover, Target), Outcome)> = rules
        .iter()
        .zip(&p.outcomes)
        .filter_map(|(rule, stated)| stated.map(|s| (pair(rule, &kinds, &walker_word), s.value)))
        .collect();
    defaults(&mut rules_stated, (chaser, left), meeting);
    let mut outcomes = Outcomes {
        rules: rules_stated,
    };
    outcomes.settle();
    let (reject_immediate_loss, keys, fallbacks) = p.strategy;
    let keys = keys
        .into_iter()
        .map(|(k, goal)| {
            let key = match k {
                TableKey::Robots => Key::Chasers,
                TableKey::NearestRobot => Key::NearestChaser,
                TableKey::SumOfDistances => Key::SumOfDistances,
                TableKey::Debris => Key::Count(left),
                TableKey::SafeNeighbours => Key::SafeNeighbours,
                TableKey::Row => Key::Row,
                TableKey::Column => Key::Column,
            };
            (key, goal == Goal::Maximize)
        })
        .collect();
    let won = |condition| End {
        result: EndResult::Won,
        condition,
        at_start: false,
    };
    let mut ends = Vec::new();
    if p.won_when_no_robots {
        ends.push(won(Condition::NoneOf(vec![chaser])));
    }
    if let Some(n) = p.survive_moves {
        ends.push(won(Condition::Survived(n)));
    }
    Model {
        name: p.name,
        board: Some(p.board),
        cell_names: Default::default(),
        beats: Vec::new(),
        start: Some(p.start),
        metric: Some(p.metric),
        terrains: Vec::new(),
        kinds,
        sides: Vec::new(),
        legend: Legend::default(),
        player: Some(walker),
        walker: Some(Walker {
            walks: p.walks,
            may_stay: p.may_stay,
            teleports: p.teleports,
        }),
        placement: None,
        chasers: vec![Chaser {
            kind: chaser,
            steps: p.robot_steps,
            ties: match p.tie_break {
                TieBreak::None => TieOrder::Unresolved,
                TieBreak::FirstOf(order) => TieOrder::FirstOf(order),
                TieBreak::RowsBeforeColumns => TieOrder::RowsBeforeColumns,
            },
            speed: 1,
            period: 1,
        }],
        travel: None,
        control: Control::Strategy(Strategy {
            reject_immediate_loss,
            keys,
            fallbacks,
        }),
        first_side: None,
        outcomes,
        meeting: Some(match meeting {
            Meeting::Debris => crate::model::Meeting::Becomes(left),
            Meeting::Vanish => crate::model::Meeting::Vanish,
        }),
        effects: Vec::new(),
        ends,
        endless: true,
        hexagon: matches!(p.board.shape(), crate::geometry::Shape::Hexagon(_)),
        values: None,
        question: crate::model::Question::Play,
    }
}

/// The rules a pursuit states without words: a chaser enters an empty
/// cell, and so does pushed debris where the walker pushes it; a push
/// moves a line as long as the pushed kind's chain allows (one without).
fn defaults(
    rules: &mut Vec<((Mover, Target), Outcome)>,
    (chaser, left): (KindId, KindId),
    meeting: Meeting,
) {
    let stated = |rules: &[((Mover, Target), Outcome)], pair| {
        rules.iter().find(|(p, _)| *p == pair).map(|(_, o)| *o)
    };
    let into_empty = (Mover::Chaser(chaser), Target::Empty);
    if stated(rules, into_empty).is_none() {
        rules.push((into_empty, Outcome::Move));
    }
    let push = (Mover::Walker, Target::Piece(left));
    let pushes =
        meeting == Meeting::Debris && matches!(stated(rules, push), Some(Outcome::Push(_)));
    let pushed_empty = (Mover::Pushed(left), Target::Empty);
    if pushes && stated(rules, pushed_empty).is_none() {
        rules.push((pushed_empty, Outcome::Move));
    }
    let chain = match stated(rules, (Mover::Pushed(left), Target::Piece(left))) {
        Some(Outcome::Push(n)) => n,
        _ => 1,
    };
    for (pair, outcome) in rules.iter_mut() {
        if *pair == push && matches!(outcome, Outcome::Push(_)) {
            *outcome = Outcome::Push(chain);
        }
    }
}
