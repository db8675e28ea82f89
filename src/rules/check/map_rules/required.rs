//! The outcome rules a map game needs and does not state, each refused
//! with the line to add: the player's walks off the board and into each
//! kind, a pushed kind's meetings with each kind, a chaser reaching the
//! player and stepping onto each standing kind, a placed kind off the
//! board and onto each kind. Wherever two pieces would meet on one cell,
//! what happens is stated.

use super::words::Movers;
use crate::model::{KindId, Mover, Outcome, Outcomes, Target};
use crate::rules::check::checker::Checker;

/// Reports every rule the game needs and does not state.
pub(super) fn required(c: &mut Checker, m: &Movers, o: &Outcomes) -> bool {
    let mut need: Vec<(String, String, String)> = Vec::new();
    let name = |k: KindId| m.kinds[k as usize].name.clone();
    if let Some(player) = m.player {
        if o.stated(Mover::Walker, Target::OffBoard).is_none() {
            need.push((
                "player off".into(),
                "the player would leave the board".into(),
                "player off board: blocked".into(),
            ));
        }
        for k in 0..m.kinds.len() as KindId {
            if k == player || o.stated(Mover::Walker, Target::Piece(k)).is_some() {
                continue;
            }
            let n = name(k);
            need.push((
                "player into".into(),
                format!("the player moves into a {n}"),
                format!("player into {n}: blocked"),
            ));
        }
        for k in 0..m.kinds.len() as KindId {
            if !matches!(
                o.stated(Mover::Walker, Target::Piece(k)),
                Some(Outcome::Push(_))
            ) {
                continue;
            }
            let n = name(k);
            if o.stated(Mover::Pushed(k), Target::Piece(k)).is_none() {
                need.push((
                    "pushed".into(),
                    format!("a pushed {n} meets another"),
                    format!("pushed {n} into {n}: blocked"),
                ));
            }
            if o.stated(Mover::Pushed(k), Target::OffBoard).is_none() {
                need.push((
                    "pushed".into(),
                    format!("a pushed {n} would leave the board"),
                    format!("pushed {n} off board: blocked"),
                ));
            }
            // Two pieces meeting on one cell: what happens is stated.
            for j in 0..m.kinds.len() as KindId {
                if j == k || j == player || o.stated(Mover::Pushed(k), Target::Piece(j)).is_some() {
                    continue;
                }
                let (jn, what) = (
                    name(j),
                    if m.chasers.contains(&j) {
                        "robot destroyed"
                    } else {
                        "blocked"
                    },
                );
                let what = what.replace("robot", &m.kinds[j as usize].class);
                need.push((
                    "pushed".into(),
                    format!("a pushed {n} meets a {jn}"),
                    format!("pushed {n} into {jn}: {what}"),
                ));
            }
        }
        for &k in &m.chasers {
            let class = &m.kinds[k as usize].class;
            for j in 0..m.kinds.len() as KindId {
                let standing = j != player && !m.chasers.contains(&j);
                if standing && o.stated(Mover::Chaser(k), Target::Piece(j)).is_none() {
                    need.push((
                        class.clone(),
                        format!("a {} steps onto a {}", name(k), name(j)),
                        format!("{class} into {}: destroyed", name(j)),
                    ));
                }
            }
            if o.stated(Mover::Chaser(k), Target::Piece(player)).is_none() {
                let class = &m.kinds[k as usize].class;
                need.push((
                    class.clone(),
                    format!("a {} reaches the player", name(k)),
                    format!("{class} into player: lost"),
                ));
            }
        }
    }
    for &k in &m.placed {
        let class = &m.kinds[k as usize].class;
        if o.stated(Mover::Placed(k), Target::OffBoard).is_none() {
            need.push((
                class.clone(),
                format!("a {class} is placed off the board"),
                format!("{class} off board: blocked"),
            ));
        }
        for j in 0..m.kinds.len() as KindId {
            if o.stated(Mover::Placed(k), Target::Piece(j)).is_none() {
                let other = &m.kinds[j as usize].class;
                need.push((
                    class.clone(),
                    format!("a {class} is placed on a {other}"),
                    format!("{class} into {other}: blocked"),
                ));
            }
        }
    }
    need.dedup();
    let ok = need.is_empty();
    for (prefix, what, example) in need {
        c.missing_with(&prefix, &format!("what happens when {what}"), &example);
    }
    ok
}
