//! A map game (`format map`): a board drawn by each scenario, its legend,
//! who moves and how each mover is controlled, the outcome rules, effects
//! and ends; checked and built into the one game model
//! ([`crate::model::Model`]).

use super::checker::Checker;
use super::common::{self, game_name};
use super::map_board;
use super::map_ends::{effects, ends};
use super::map_legend::{kind_words, kinds_named, parts};
use super::map_rules::{Movers, meeting, outcomes};
use super::map_strategy::strategy;
use super::{directions, ties};
use crate::engine::table::TieBreak;
use crate::geometry::Shape;
use crate::model::{Blocked, Chaser, Control, KindId, Model, Placement, TieOrder, Walker};
use crate::rules::ast::StatementKind;
use crate::rules::codes::Error;

/// Checks a map game and builds its model.
pub(super) fn check(c: &mut Checker) -> Option<Model> {
    let name = game_name(c);
    let hexagon = map_board::hexagon(c);
    let shape = map_board::shape(hexagon);
    let spaces_ok = !hexagon || map_board::no_space_symbol(c);
    let sides = match c.get("sides") {
        Some(_) => common::sides(c, None)?,
        None => Vec::new(),
    };
    let parts = parts(c, &sides)?;
    let kinds = &parts.kinds;
    let player = kinds
        .iter()
        .position(|k| k.name == "player")
        .map(|k| k as KindId);
    let walker = walker(c, player, shape)?;
    let placement = placement(c, kinds)?;
    let chasers = chasers(c, kinds, shape)?;
    let chaser_kinds: Vec<KindId> = chasers.iter().map(|ch| ch.kind).collect();
    let placed = match placement {
        Some(Placement::Place { class_kind }) => {
            let class = &kinds[class_kind as usize].class;
            kinds_named(kinds, class)
        }
        _ => Vec::new(),
    };
    let movers = Movers {
        kinds,
        terrains: &parts.terrains,
        player,
        chasers: chaser_kinds.clone(),
        placed,
    };
    let outcomes = outcomes(c, &movers);
    let meeting = meeting(c, kinds, player, &chaser_kinds);
    let metric = if c.get("distance").is_some() || !chasers.is_empty() {
        common::distance(c)
    } else {
        Some(crate::geometry::Metric::Manhattan)
    };
    let control = control(c, kinds, &chaser_kinds);
    let first_side = match c.get("turns").map(|s| &s.node) {
        Some(StatementKind::TakeTurns(word)) => Some(common::side(c, &sides, word)?),
        _ => None,
    };
    let ends = ends(c, kinds, &parts.terrains, shape);
    let effects = effects(c, kinds, shape);
    let control = control?;
    let endless = matches!(control, Control::Strategy(_));
    if !spaces_ok {
        return None;
    }
    Some(Model {
        name,
        board: None,
        cell_names: Default::default(),
        beats: Vec::new(),
        start: None,
        metric,
        terrains: parts.terrains.clone(),
        kinds: kinds.clone(),
        sides,
        legend: parts.legend.clone(),
        player,
        walker,
        placement,
        chasers,
        travel: None,
        control,
        first_side,
        outcomes: outcomes?,
        meeting: meeting?,
        effects: effects?,
        ends: ends?,
        endless,
        hexagon,
        values: None,
        question: crate::model::Question::Play,
    })
}

/// `player walks SET`, `player may stay`: needed where the legend has a player.
fn walker(c: &mut Checker, player: Option<KindId>, shape: Shape) -> Option<Option<Walker>> {
    let walks = match c.get("walks").map(|s| &s.node) {
        Some(StatementKind::Walks(set)) => directions::resolve(c, set, "walk", shape)?,
        _ if player.is_some() && c.get("presses").is_none() => {
            c.missing("player walks", "how the player walks");
            return None;
        }
        _ => return Some(None),
    };
    Some(Some(Walker {
        walks,
        may_stay: c.get("may stay").is_some(),
        teleports: None,
    }))
}

/// `sides place stones` or `player presses cells`.
fn placement(c: &mut Checker, kinds: &[crate::model::Kind]) -> Option<Option<Placement>> {
    if c.get("presses").is_some() {
        return Some(Some(Placement::Press));
    }
    let Some(StatementKind::Place(word)) = c.get("place").map(|s| &s.node) else {
        return Some(None);
    };
    match kinds_named(kinds, &word.node).first() {
        Some(&k) => Some(Some(Placement::Place { class_kind: k })),
        None => {
            let known = kind_words(kinds);
            let known: Vec<&str> = known.iter().map(String::as_str).collect();
            c.unknown("piece", word, &known);
            None
        }
    }
}

/// `robots step SET toward player`, with `robot ties: ...`, `fast robots
/// take 2 steps a turn` and `robots step every 2 turns`.
fn chasers(c: &mut Checker, kinds: &[crate::model::Kind], shape: Shape) -> Option<Vec<Chaser>> {
    let Some(StatementKind::Steps { who, set, toward }) = c.get("steps").map(|s| &s.node) else {
        return Some(Vec::new());
    };
    let named = kinds_named(kinds, &who.node);
    if named.is_empty() {
        let known = kind_words(kinds);
        let known: Vec<&str> = known.iter().map(String::as_str).collect();
        c.unknown("piece", who, &known);
        return None;
    }
    if toward.as_ref().is_none_or(|t| t.node != "player") {
        let f = c
            .error(Error::Syntax, set.span, "chasers step toward the player")
            .label("toward what?")
            .help(format!("write `{} step king toward player`", who.node));
        c.push(f);
        return None;
    }
    let steps = directions::resolve(c, set, "step", shape)?;
    let ties = match ties::tie_break(c, Some(&steps), shape)? {
        TieBreak::FirstOf(order) => TieOrder::FirstOf(order),
        TieBreak::RowsBeforeColumns => TieOrder::RowsBeforeColumns,
        TieBreak::None => TieOrder::Unresolved,
    };
    let mut chasers: Vec<Chaser> = named
        .iter()
        .map(|&kind| Chaser {
            kind,
            steps: steps.clone(),
            ties: ties.clone(),
            speed: 1,
            period: 1,
        })
        .collect();
    for statement in c.all("speed ").into_iter().chain(c.all("period ")) {
        let (who, n, speed) = match &statement.node {
            StatementKind::Speed { who, steps } => (who, steps, true),
            StatementKind::Period { who, turns } => (who, turns, false),
            _ => continue,
        };
        let n = c.in_range(n, 1, 16, if speed { "steps a turn" } else { "a period" })? as u32;
        let named = kinds_named(kinds, &who.node);
        let mut any = false;
        for ch in chasers.iter_mut().filter(|ch| named.contains(&ch.kind)) {
            any = true;
            if speed {
                ch.speed = n;
            } else {
                ch.period = n;
            }
        }
        if !any {
            let known: Vec<String> = chasers
                .iter()
                .map(|ch| kinds[ch.kind as usize].name.clone())
                .collect();
            let known: Vec<&str> = known.iter().map(String::as_str).collect();
            c.unknown("chaser", who, &known);
            return None;
        }
    }
    Some(chasers)
}

/// A strategy, or `moves from input` (with `blocked moves: ...`).
fn control(c: &mut Checker, kinds: &[crate::model::Kind], chasers: &[KindId]) -> Option<Control> {
    let blocked = match c.get("blocked moves").map(|s| &s.node) {
        Some(StatementKind::BlockedMoves(word)) => match word.node.as_str() {
            "skipped" => Blocked::Skipped,
            "refused" => Blocked::Refused,
            _ => {
                c.unknown("way to treat a blocked move", word, &["skipped", "refused"]);
                return None;
            }
        },
        _ => Blocked::Refused,
    };
    match (c.get("strategy"), c.get("from input")) {
        (Some(_), Some(input)) => {
            let f = c
                .error(Error::Restated, input.span, "the moves come from a strategy and from the input")
                .label("moves from input")
                .help("delete this line to play the strategy, or the strategy to replay the input's moves");
            c.push(f);
            None
        }
        (Some(_), None) => strategy(c, kinds, chasers).map(Control::Strategy),
        (None, Some(_)) => Some(Control::Input(blocked)),
        (None, None) => {
            c.missing_with("moves from", "how the moves are chosen", "moves from input");
            None
        }
    }
}
