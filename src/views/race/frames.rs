//! A race as frames, for `--trace` and every view that reads frames:
//! move 0 the board, then one move a round of the assignment, then one
//! move a robot (in letter order) with its program to the token it wins.

use super::board::{self, ROUTE};
use super::played::{Played, Seen};
use super::words;
use crate::race::rules::Rules;
use crate::scenario::race::Case;
use crate::views::board::EMPTY;
use crate::views::style::{Ink, Paint};
use crate::views::trace::Frame;
use serde_json::{Value, json};

/// Frame `m` of the race (0 the start, up to [`Played::moves`]).
pub(crate) fn frame(table: &Rules, case: &Case, played: &Played, m: u32, paint: Paint) -> Frame {
    let rounds = played.rounds.len() as u32;
    if m == 0 {
        start(table, case, paint)
    } else if m <= rounds {
        round(
            table,
            case,
            played,
            &played.rounds[(m - 1) as usize],
            m,
            paint,
        )
    } else {
        program(table, case, played, (m - rounds - 1) as usize, m, paint)
    }
}

fn centre(case: &Case) -> (i32, i32) {
    ((case.board.rows + 1) / 2, (case.board.columns + 1) / 2)
}

fn start(table: &Rules, case: &Case, paint: Paint) -> Frame {
    let letters = |pieces: &[crate::scenario::race::Piece]| {
        pieces
            .iter()
            .map(|p| p.letter.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let note = format!(
        "start: robots {}; tokens {}",
        letters(&case.robots),
        letters(&case.tokens)
    );
    Frame::new(
        vec![paint.ink(Ink::Strong, &note)],
        board::grid(table, case),
        centre(case),
    )
}

/// The notes of a round: a heading, each proposal, each robot turned
/// away and why, each robot whose list ran out, and who holds what.
pub(crate) fn round_notes(
    table: &Rules,
    case: &Case,
    played: &Played,
    seen: &Seen,
    paint: Paint,
) -> Vec<String> {
    let mut notes = vec![paint.ink(Ink::Strong, &format!("round {}:", seen.number))];
    for &(robot, token) in &seen.proposals {
        notes.push(format!("  {}", words::proposal(case, played, robot, token)));
    }
    for t in &seen.turned_away {
        let line = words::turned_away(table, case, played, t, &seen.held);
        notes.push(format!("  {}", paint.ink(Ink::Bad, &line)));
    }
    for &robot in &seen.ran_out {
        let line = format!(
            "{} has no token left to propose to: it surrenders (${})",
            case.robots[robot].letter, table.surrender
        );
        notes.push(format!("  {}", paint.ink(Ink::Bad, &line)));
    }
    notes.push(format!("  holds: {}", words::holds(case, &seen.held)));
    notes
}

/// The `log` of a round:
/// `{"move": M, "round": N, "proposals": [{"robot", "token", "worth",
/// "seconds"}], "turned_away": [{"robot", "token", "for", "displaced",
/// "seconds", "for_seconds"}], "ran_out": [robot], "holds": {token:
/// robot}}`. `proposals` are this round's, robots in letter order, each
/// with what the token is worth to the robot and its fewest seconds to
/// it; `turned_away` names the token that turned the robot away, the
/// robot it kept instead (`for`), whether the robot held it before this
/// round (`displaced`) and both robots' seconds; `ran_out` the robots
/// whose lists ran out (they surrender); `holds` each held token's robot
/// after the round.
fn round_log(case: &Case, played: &Played, seen: &Seen, m: u32) -> Value {
    let robot = |r: usize| case.robots[r].letter.to_string();
    let token = |t: usize| case.tokens[t].letter.to_string();
    let proposals: Vec<Value> = seen
        .proposals
        .iter()
        .map(|&(r, t)| {
            json!({"robot": robot(r), "token": token(t), "worth": played.worth(r, t),
                   "seconds": played.seconds(r, t)})
        })
        .collect();
    let turned: Vec<Value> = seen
        .turned_away
        .iter()
        .map(|a| {
            let kept = seen.held[a.receiver];
            json!({"robot": robot(a.proposer), "token": token(a.receiver),
                   "for": kept.map(robot), "displaced": a.displaced,
                   "seconds": played.seconds(a.proposer, a.receiver),
                   "for_seconds": kept.and_then(|k| played.seconds(k, a.receiver))})
        })
        .collect();
    let holds: serde_json::Map<String, Value> = seen
        .held
        .iter()
        .enumerate()
        .filter_map(|(t, h)| h.map(|r| (token(t), Value::from(robot(r)))))
        .collect();
    json!({
        "move": m,
        "round": seen.number,
        "proposals": proposals,
        "turned_away": turned,
        "ran_out": seen.ran_out.iter().map(|&r| robot(r)).collect::<Vec<_>>(),
        "holds": holds,
    })
}

fn round(table: &Rules, case: &Case, played: &Played, seen: &Seen, m: u32, paint: Paint) -> Frame {
    let mut grid = board::grid(table, case);
    for (t, h) in seen.held.iter().enumerate() {
        if let Some(r) = *h {
            grid.mark(case.tokens[t].cell, board::held(case.tokens[t].letter));
            grid.mark(case.robots[r].cell, board::held(case.robots[r].letter));
        }
    }
    for a in &seen.turned_away {
        let robot = case.robots[a.proposer];
        grid.mark(robot.cell, board::turned(robot.letter));
    }
    let touched: Vec<_> = seen
        .proposals
        .iter()
        .map(|&(_, t)| case.tokens[t].cell)
        .collect();
    let focus = touched.first().copied().unwrap_or_else(|| centre(case));
    let mut frame = Frame::new(round_notes(table, case, played, seen, paint), grid, focus);
    frame.touched = touched;
    frame.log = round_log(case, played, seen, m);
    frame
}

/// The `log` of a robot's program:
/// `{"move": M, "robot", "token" (null when it surrenders), "round"
/// (the round its fate was settled in), "seconds" (its time to the
/// token, or null), "program" (its commands: `face D` first, or
/// `["surrender"]`), "path" (the cells it stands on, `[row, column]`,
/// start to token), "prize"}`.
fn program_log(case: &Case, played: &Played, robot: usize, m: u32) -> Value {
    let route = played.routes[robot].as_ref();
    let program = route.map_or_else(
        || vec!["surrender".to_string()],
        |r| words::program(case, r),
    );
    let path: Vec<[i32; 2]> =
        route.map_or_else(Vec::new, |r| r.cells.iter().map(|&(a, b)| [a, b]).collect());
    json!({
        "move": m,
        "robot": case.robots[robot].letter.to_string(),
        "token": played.wins[robot].map(|t| case.tokens[t].letter.to_string()),
        "round": played.settled[robot],
        "seconds": route.map(|r| r.seconds),
        "program": program,
        "path": path,
        "prize": played.prizes[robot],
    })
}

fn program(
    table: &Rules,
    case: &Case,
    played: &Played,
    robot: usize,
    m: u32,
    paint: Paint,
) -> Frame {
    let mut grid = board::grid(table, case);
    let piece = case.robots[robot];
    let mut focus = piece.cell;
    let mut frame_path = Vec::new();
    if let (Some(token), Some(route)) = (played.wins[robot], &played.routes[robot]) {
        for &cell in route.cells.iter().skip(1) {
            // Another robot's start stays drawn as it is.
            if grid.at(cell) == EMPTY {
                grid.mark(cell, ROUTE);
            }
        }
        let t = case.tokens[token];
        grid.mark(t.cell, board::held(t.letter));
        focus = t.cell;
        frame_path = route.cells.clone();
    }
    grid.mark(piece.cell, board::held(piece.letter));
    let note = words::fate(case, played, robot);
    let mut frame = Frame::new(vec![paint.ink(Ink::Strong, &note)], grid, focus);
    frame.steps = frame_path.windows(2).map(|w| (w[0], w[1])).collect();
    frame.path = frame_path;
    frame.log = program_log(case, played, robot, m);
    frame
}
