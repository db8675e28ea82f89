//! A model printed back as a rules file, every rule it plays by stated:
//! `robots check --table` for a map game, and a file that reads back as
//! the same game.

use super::control::{Blocked, Control, Fallback, Key, Placement, TieOrder};
use super::describe_ends::ends;
use super::game::Model;
use super::outcome::{Meeting, Mover, Outcome, Target};
use super::words::{plural, set};
use std::fmt::Write;

/// The model as a rules file.
pub fn describe(m: &Model) -> String {
    let mut out = String::new();
    let name = |k: u8| m.kinds[k as usize].name.clone();
    let board = if m.hexagon {
        "hexagon from scenario"
    } else {
        "from scenario"
    };
    let _ = writeln!(out, "game \"{}\"\nformat map\nboard {board}", m.name);
    if let Some(metric) = m.metric.filter(|_| !m.chasers.is_empty()) {
        let _ = writeln!(out, "distance {}", format!("{metric:?}").to_lowercase());
    }
    if !m.sides.is_empty() {
        let _ = writeln!(out, "sides: {}", m.sides.join(", "));
    }
    let _ = writeln!(out, "terrain:");
    for e in m.legend.entries.iter().filter(|e| e.piece.is_none()) {
        let _ = writeln!(
            out,
            "  {:?} {}",
            e.symbol.to_string(),
            m.terrains[e.terrain as usize]
        );
    }
    if m.legend.entries.iter().any(|e| e.piece.is_some()) {
        let _ = writeln!(out, "pieces:");
    }
    for e in m.legend.entries.iter() {
        let Some(k) = e.piece else { continue };
        let kind = &m.kinds[k as usize];
        let side = kind
            .side
            .map_or(String::new(), |s| format!(" of {}", m.sides[s]));
        let place = if e.when_lost {
            " when lost".to_string()
        } else {
            format!(" on {}", m.terrains[e.terrain as usize])
        };
        let _ = writeln!(
            out,
            "  {:?} {}{side}{place}",
            e.symbol.to_string(),
            kind.name
        );
    }
    if let Some(w) = &m.walker {
        let _ = writeln!(out, "player walks {}", set(m, &w.walks));
        if w.may_stay {
            let _ = writeln!(out, "player may stay");
        }
        if let Some(t) = w.teleports {
            let reuse = if t.each_once {
                "each entry once"
            } else {
                "reusable"
            };
            let mode = if t.as_candidates {
                "as candidates"
            } else {
                "as fallback"
            };
            let _ = writeln!(out, "player may teleport from list, {reuse}, {mode}");
        }
    }
    match m.placement {
        Some(Placement::Press) => {
            let _ = writeln!(out, "player presses cells");
        }
        Some(Placement::Place { class_kind }) => {
            let _ = writeln!(
                out,
                "sides place {}",
                plural(&m.kinds[class_kind as usize].class)
            );
        }
        None => {}
    }
    if let Some(s) = m.first_side {
        let _ = writeln!(out, "sides take turns, {} first", m.sides[s]);
    }
    match &m.control {
        Control::Input(blocked) => {
            let how = if *blocked == Blocked::Skipped {
                "skipped"
            } else {
                "refused"
            };
            let _ = writeln!(out, "moves from input\nblocked moves: {how}");
        }
        Control::Strategy(_) | Control::Solver => {}
    }
    chasers(m, &mut out);
    // Rules name kinds by class (a rule for `robot` is every robot's), so
    // the pairs of one class read back from one line.
    let mut lines: Vec<String> = Vec::new();
    for &((mover, target), outcome) in &m.outcomes.rules {
        let line = outcome_line(m, mover, target, outcome);
        if !lines.contains(&line) {
            lines.push(line);
        }
    }
    for line in lines {
        let _ = writeln!(out, "{line}");
    }
    match m.meeting {
        Some(Meeting::Becomes(k)) => {
            let _ = writeln!(out, "robots meeting: {}", name(k));
        }
        Some(Meeting::Vanish) => {
            let _ = writeln!(out, "robots meeting: vanish");
        }
        Some(Meeting::EarlierSymbolWins | Meeting::LaterSymbolWins) | None => {}
    }
    for effect in &m.effects {
        let _ = writeln!(
            out,
            "after each move: {}",
            super::describe_ends::effect(m, effect)
        );
    }
    ends(m, &mut out);
    strategy(m, &mut out);
    out.trim_end().to_string()
}

/// An outcome rule as the rules write it: `pushed debris into robot:
/// robot destroyed`. Rules name kinds by class (a rule for `robot` is
/// every robot's), so the pairs of one class read back as one line.
pub fn outcome_line(m: &Model, mover: Mover, target: Target, outcome: Outcome) -> String {
    let class = |k: u8| m.kinds[k as usize].class.clone();
    let who = match mover {
        Mover::Walker => "player".to_string(),
        Mover::Pushed(k) => format!("pushed {}", class(k)),
        Mover::Chaser(k) | Mover::Placed(k) | Mover::Traveller(k) => class(k),
    };
    let what = match target {
        Target::Empty => "into empty".to_string(),
        Target::OffBoard => "off board".to_string(),
        Target::Terrain(t) => format!("into {}", m.terrains[t as usize]),
        Target::Piece(k) => format!("into {}", class(k)),
        Target::Ally => "into ally".to_string(),
        Target::Enemy => "into enemy".to_string(),
        Target::NextToEnemy => "next to enemy".to_string(),
        Target::NextToStronger => "next to enemy that beats it".to_string(),
    };
    let words = match (mover, outcome) {
        (Mover::Walker, Outcome::Push(_)) => "push".to_string(),
        (_, Outcome::DestroyTarget) => match target {
            Target::Piece(k) => format!("{} destroyed", class(k)),
            _ => "blocked".to_string(),
        },
        (_, o) => o.words(),
    };
    format!("{who} {what}: {words}")
}

/// The chasers' steps, ties, speeds and periods.
fn chasers(m: &Model, out: &mut String) {
    let Some(first) = m.chasers.first() else {
        return;
    };
    let class = &m.kinds[first.kind as usize].class;
    let all_of_class = m.class(class).count() == m.chasers.len();
    let who = if all_of_class {
        plural(class)
    } else {
        plural(&m.kinds[first.kind as usize].name)
    };
    let _ = writeln!(out, "{who} step {} toward player", set(m, &first.steps));
    match &first.ties {
        TieOrder::FirstOf(order) if *order == first.steps => {}
        TieOrder::FirstOf(order) => {
            let _ = writeln!(out, "robot ties: first of {}", set(m, order));
        }
        TieOrder::RowsBeforeColumns => {
            let _ = writeln!(out, "robot ties: rows before columns");
        }
        TieOrder::Unresolved => {}
    }
    for c in &m.chasers {
        let who = plural(&m.kinds[c.kind as usize].name);
        if c.speed != 1 {
            let _ = writeln!(out, "each turn, {who} take {} steps", c.speed);
        }
        if c.period != 1 {
            let _ = writeln!(out, "every {} turns, {who} step", c.period);
        }
    }
}

fn strategy(m: &Model, out: &mut String) {
    let Control::Strategy(s) = &m.control else {
        return;
    };
    let _ = writeln!(out, "strategy:");
    if s.reject_immediate_loss {
        let _ = writeln!(out, "  reject immediate loss");
    }
    let chasers = m.chasers.first().map_or("robot".to_string(), |c| {
        m.kinds[c.kind as usize].class.clone()
    });
    for &(key, max) in &s.keys {
        let goal = if max { "maximize" } else { "minimize" };
        let key = match key {
            Key::Chasers => plural(&chasers),
            Key::NearestChaser => "nearest robot".to_string(),
            Key::SumOfDistances => "sum of distances".to_string(),
            Key::Count(k) => plural(&m.kinds[k as usize].name),
            Key::SafeNeighbours => "safe neighbours".to_string(),
            Key::Row => "row".to_string(),
            Key::Column => "column".to_string(),
        };
        let _ = writeln!(out, "  {goal} {key}");
    }
    for fallback in &s.fallbacks {
        let what = match fallback {
            Fallback::TeleportFirstUsable => "teleport first usable",
            Fallback::Stay => "stay",
        };
        let _ = writeln!(out, "  else {what}");
    }
}
