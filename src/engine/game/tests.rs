//! The engine's games end as the oracle's do; a repetition is found at
//! the move it happens and confirmed by a short replay.

use super::*;
use crate::diagnostics::Source;
use crate::oracle::Oracle;
use crate::rules;

fn engine(name: &str, text: &str) -> Engine {
    let table = rules::load(&Source::new(name, text))
        .expect("the rules are valid")
        .table();
    Engine::new(table)
}

/// The endless variant (won after surviving 100000 moves) with no
/// robot: every key ties but `minimize row` and `minimize column`, so
/// the player walks NW from (15, 15) to (1, 1) in 14 moves and stays
/// there. The position after move 14 comes back after move 15.
fn alone() -> Engine {
    engine(
        "endless.rules",
        include_str!("../../../rules/variants/endless.rules"),
    )
}

/// A strip where the player walks E and W and robots step N and S: a
/// robot in another column never reaches the player, and the game
/// repeats (the oracle, which remembers every position, says when).
fn strip() -> Engine {
    engine(
        "strip.rules",
        include_str!("../../../bench/rules/strip.rules"),
    )
}

/// Guards the repetition being found at the move it happens, not
/// 1,000 moves on: the engine plays to the repetition and then at most
/// the moves up to the earlier position again, to confirm it.
#[test]
fn a_repetition_is_found_at_the_move_it_happens() {
    for robots in [
        &[(1, 1)][..],
        &[(1, 1), (9, 15)],
        &[(2, 3), (8, 14), (9, 1)],
    ] {
        let mut engine = strip();
        let record = engine.play(robots, &[]).expect("a game");
        let table = engine.table().clone();
        let oracle = Oracle::new(&table, &[]).play(robots).expect("a game");
        assert_eq!(record, oracle.record);
        let End::Repeats { at, first } = record.end else {
            panic!("{robots:?} repeats: {record:?}");
        };
        assert!(engine.moves_made() <= u64::from(at + first), "{robots:?}");
    }
}

/// Played through, the game is survived in (1, 1).
#[test]
fn a_game_that_repeats_is_survived_with_a_goal() {
    let mut engine = alone();
    let record = engine.play(&[], &[]).expect("a game");
    assert_eq!(
        (record.end, record.moves, record.player),
        (End::Survived, 100_000, (1, 1))
    );
    // 15 moves to the repetition, 14 to confirm it, and the cycle of
    // one move needs none to reach move 100,000.
    assert_eq!(engine.moves_made(), 29);
}

/// One engine plays game after game: a game's positions are never
/// taken for the last game's.
#[test]
fn each_game_starts_afresh() {
    let mut engine = strip();
    let cases: [&[Offset]; 4] = [&[(1, 1)], &[(4, 8), (6, 8)], &[(1, 1)], &[(9, 15)]];
    for robots in cases {
        let record = engine.play(robots, &[]).expect("a game");
        let table = engine.table().clone();
        let oracle = Oracle::new(&table, &[]).play(robots).expect("a game");
        assert_eq!(record, oracle.record, "{robots:?}");
    }
}

/// Reusable teleports as candidates: the player teleports away from the
/// robots on every move, and with the list never spent the game comes
/// back to a position it was in. The repetition is confirmed by making
/// the kept moves again, not choosing them: the record is the oracle's
/// (a log read one move off would rebuild another position, and the
/// game would go on past the repetition).
#[test]
fn a_repetition_with_teleport_candidates_is_confirmed_from_the_kept_moves() {
    let corners = [
        (1, 1),
        (31, 31),
        (1, 31),
        (31, 1),
        (30, 1),
        (1, 30),
        (2, 2),
        (30, 30),
    ];
    let games: [&[Offset]; 3] = [
        &[(14, 18)],
        &[(14, 18), (3, 3)],
        &[(5, 9), (20, 20), (25, 4)],
    ];
    let mut repeated = 0;
    for robots in games {
        let mut engine = engine(
            "reusable-candidates.rules",
            include_str!("../../../bench/rules/reusable-candidates.rules"),
        );
        let record = engine.play(robots, &corners).expect("a game");
        let table = engine.table().clone();
        let oracle = Oracle::new(&table, &corners).play(robots).expect("a game");
        assert_eq!(record, oracle.record, "{robots:?}");
        repeated += usize::from(matches!(record.end, End::Repeats { .. }));
    }
    assert!(repeated >= 2, "{repeated} of 3 games repeat");
}

/// Random games of the same rules, one to four robots and twelve listed
/// cells: every record is the oracle's, and some game repeats a position
/// first seen after move 32, the first snapshot, so it is rebuilt from a
/// snapshot and the kept moves after it, not from the start.
#[test]
fn a_repetition_after_a_snapshot_is_confirmed_from_the_kept_moves() {
    let mut rng = crate::random::Rng::new(5);
    let mut engine = engine(
        "reusable-candidates.rules",
        include_str!("../../../bench/rules/reusable-candidates.rules"),
    );
    let table = engine.table().clone();
    let cell =
        |rng: &mut crate::random::Rng| (rng.uniform(1, 31) as i32, rng.uniform(1, 31) as i32);
    let mut late = 0;
    for _ in 0..400 {
        let mut robots: Vec<Offset> = Vec::new();
        let n = rng.uniform(1, 4) as usize;
        while robots.len() < n {
            let at = cell(&mut rng);
            if at != (15, 15) && !robots.contains(&at) {
                robots.push(at);
            }
        }
        let list: Vec<Offset> = (0..12).map(|_| cell(&mut rng)).collect();
        let record = engine.play(&robots, &list).expect("a game");
        let oracle = Oracle::new(&table, &list).play(&robots).expect("a game");
        assert_eq!(record, oracle.record, "{robots:?} {list:?}");
        late += usize::from(matches!(record.end, End::Repeats { first, .. } if first >= 32));
    }
    assert!(late > 0, "no game repeats after a snapshot");
}

/// Dense games of the strip: robots meet in the first moves, then the
/// player walks E and W for ever and the position repeats a few moves
/// after the last meeting. A match is never earlier than its epoch's
/// start (no robot, debris or spent entry comes back), which is saved,
/// so confirming makes again only the moves since the last save (which
/// lies at most three moves before the meeting), not every move from the
/// game's start: over these 60 games, fewer than a third of the moves
/// from the start (each game's `first`; 370 in all, every one of them
/// made again when only the start and every 32nd move were saved). Every
/// record is the oracle's.
#[test]
fn a_repetition_soon_after_a_meeting_is_confirmed_from_the_meeting() {
    use crate::generate::{Spec, Style, write};
    use crate::scenario::CaseReader;
    let mut engine = strip();
    let table = engine.table().clone();
    let spec = Spec {
        seed: 43,
        cases: 60,
        style: Style::Dense,
    };
    let mut text = Vec::new();
    write(&table, &spec, &mut text).expect("writing to memory");
    let mut reader = CaseReader::new(&text[..], "dense.in", table.board, table.start);
    let (mut from_start, mut made_again) = (0, 0);
    while let Some(case) = reader.next_case().expect("generated input is valid") {
        let before = engine.moves_made();
        let record = engine.play(&case.robots, &case.teleports).expect("a game");
        let oracle = Oracle::new(&table, &case.teleports)
            .play(&case.robots)
            .expect("a game");
        assert_eq!(record, oracle.record, "{:?}", case.robots);
        if let End::Repeats { at, first } = record.end {
            from_start += u64::from(first);
            made_again += engine.moves_made() - before - u64::from(at);
        }
    }
    assert!(
        from_start >= 100,
        "the games repeat late enough: {from_start}"
    );
    assert!(
        3 * made_again < from_start,
        "{made_again} moves made again of {from_start}"
    );
}
