//! A map game's move as JSON data: one entry of `--format json --log`,
//! and what `robots diff` compares.

use super::say::Said;
use crate::interpreter::{Asked, Fate, Record};
use crate::model::Offset;
use serde_json::{Value, json};

fn at((r, c): Offset) -> Value {
    json!([r, c])
}

/// The move as a small JSON object. Its fields:
/// - `move`: the move's number, from 1 (input moves that did nothing are
///   not counted);
/// - `by`: `"input"` or `"strategy"`; `input`: the move's place in the
///   input's `moves:` list, from 1 (`null` for the strategy's);
/// - `side`: the side that moved, by its name (`null` without sides);
/// - `asked`: what was asked: `"walk E"`, `"stay"`, `"(1,2)"`;
/// - `walk`: `{"from": [r, c], "to": [r, c]}`, the player's walk, or `null`;
/// - `pushed`: `[{"piece", "from", "to"}]`, each piece a push moved;
/// - `destroyed`: `[{"piece", "at"}]`, pieces a push destroyed;
/// - `placed`: `{"piece", "at"}` or `null`; `pressed`: `[r, c]` or `null`;
/// - `toggled`: `[{"piece", "at", "on"}]`, each cell an effect toggled
///   (`on`: the piece came; else it went);
/// - `chasers`: `[{"piece", "from", "to", "pass", "fate"}]`, each chaser's
///   step (`fate`: `stepped`, `stopped`, `destroyed`, `met` or `caught`);
/// - `skipped`: `[{"input", "asked", "why"}]`, input moves before it that
///   did nothing;
/// - `result`: how the game ended after this move (`"won"`, `"X won"`,
///   `"lost"`, `"draw"`, `"stopped"`, `"survived"`), or `null`.
pub(super) fn log(rec: &Record, said: &Said) -> Value {
    let piece = |k: u8| said.kind(k).to_string();
    let moved = |m: &crate::interpreter::Moved| json!({"piece": piece(m.kind), "from": at(m.from), "to": at(m.to)});
    let fate = |f: Fate| match f {
        Fate::Stepped => "stepped",
        Fate::Stopped(_) => "stopped",
        Fate::DestroyedBy(..) | Fate::DestroyedOn(_) => "destroyed",
        Fate::Met(_) => "met",
        Fate::Caught => "caught",
    };
    json!({
        "move": rec.number,
        "by": if rec.token.is_some() { "input" } else { "strategy" },
        "input": rec.token.map(|k| k + 1),
        "side": said.side(rec.side),
        "asked": said.asked(rec.asked),
        "walk": rec.walked.map(|(f, t)| json!({"from": at(f), "to": at(t)})),
        "pushed": rec.pushed.iter().map(moved).collect::<Vec<_>>(),
        "destroyed": rec.crushed.iter().map(|&(k, a)| json!({"piece": piece(k), "at": at(a)})).collect::<Vec<_>>(),
        "placed": rec.placed.map(|(k, a)| json!({"piece": piece(k), "at": at(a)})),
        "pressed": match (rec.asked, rec.pressed) {
            (Asked::Cell(..), Some(p)) => at(p),
            _ => Value::Null,
        },
        "toggled": rec.toggled.iter().map(|&(a, k, on)| json!({"piece": piece(k), "at": at(a), "on": on})).collect::<Vec<_>>(),
        "chasers": rec.chasers.iter().map(|s| {
            let mut v = moved(&s.moved);
            v["pass"] = json!(s.pass);
            v["fate"] = json!(fate(s.fate));
            v
        }).collect::<Vec<_>>(),
        "skipped": rec.skipped.iter().map(|s| json!({
            "input": s.token + 1,
            "asked": said.asked(s.asked),
            "why": said.why(s.why, &said.mover(s.asked)).0,
        })).collect::<Vec<_>>(),
        "result": rec.ending.map(|e| said.ending(e)),
    })
}

/// The cells a move touched: placed, pressed or toggled.
pub(super) fn touched(rec: &Record) -> Vec<Offset> {
    let mut cells: Vec<Offset> = rec.placed.map(|p| p.1).into_iter().collect();
    cells.extend(rec.pressed);
    for t in &rec.toggled {
        if !cells.contains(&t.0) {
            cells.push(t.0);
        }
    }
    cells
}
