//! The plain oracle (`robots::oracle`) against expected outputs that do not
//! come from it: the statement's sample, the reference solver's games, and
//! every variant's reasoned scenario. And its explanation of single moves,
//! reasoned out beside each test.

use crate::support::{read, repo};
use robots::diagnostics::Source;
use robots::engine::table::Table;
use robots::oracle::{Blocked, Chosen, MoveKind, Oracle, Separation, Skip, Tried};
use robots::rules::{self, CANONICAL};
use robots::scenario::{CaseReader, format_case};

/// Plays `input` under `table` with the oracle; the contest output.
fn oracle_output(table: &Table, input: &str) -> String {
    let mut reader = CaseReader::new(input.as_bytes(), "test.in", table.board, table.start);
    let mut blocks = Vec::new();
    while let Some(case) = reader.next_case().unwrap() {
        let oracle = Oracle::new(table, &case.teleports);
        let game = oracle.play(&case.robots).expect("game ends");
        blocks.push(format_case(blocks.len() + 1, &game.record));
    }
    blocks.join("\n")
}

fn table_of(text: &str) -> Table {
    rules::load(&Source::new("test.rules", text))
        .unwrap_or_else(|e| panic!("{e}"))
        .table()
}

#[test]
fn the_oracle_plays_the_sample_and_the_reference_games() {
    let table = table_of(CANONICAL);
    for stem in ["sample", "public-mixed", "sticky-far-push"] {
        let table = if stem == "sticky-far-push" {
            table_of(&read("rules/variants/sticky-debris.rules"))
        } else {
            table.clone()
        };
        let input = read(&format!("tests/data/{stem}.in"));
        let expected = read(&format!("tests/data/{stem}.out"));
        assert_eq!(
            oracle_output(&table, &input).trim_end(),
            expected.trim_end(),
            "{stem}"
        );
    }
}

#[test]
fn the_oracle_plays_every_variant_scenario() {
    let dir = repo("scenarios/variants");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().into_string().unwrap();
            name.strip_suffix(".in").map(str::to_string)
        })
        .collect();
    names.sort();
    assert!(names.len() >= 18);
    for name in names {
        let table = table_of(&read(&format!("rules/variants/{name}.rules")));
        let input = read(&format!("scenarios/variants/{name}.in"));
        let expected = read(&format!("scenarios/variants/{name}.out"));
        assert_eq!(
            oracle_output(&table, &input).trim_end(),
            expected.trim_end(),
            "{name}"
        );
    }
}

/// Canonical rules, player in the corner (1,1), robots on (1,2) and (3,1),
/// debris on (2,1), (2,2) and (3,3). Walks in king order: N, NE (off the
/// board); E onto the robot; SE into the debris line (2,2), (3,3) of length
/// 2, longer than `blocked` allows (1); S pushes (2,1) onto (3,1), crushing
/// that robot, but the robot on (1,2) then steps SW onto the player at
/// (2,1); SW, W, NW off the board. Staying: the robot on (1,2) steps W onto
/// the player. Both legal candidates lose and are dropped.
///
/// The fallback scans the list (20,20) (spent), (1,2) (robot), (2,2)
/// (debris), (1,1) (the player's own cell), (4,2) (the robot on (3,1)
/// would step SE onto it) and takes (10,10).
#[test]
fn the_oracle_explains_illegal_walks_drops_and_the_teleport_scan() {
    let table = table_of(CANONICAL);
    let list = [(20, 20), (1, 2), (2, 2), (1, 1), (4, 2), (10, 10)];
    let oracle = Oracle::new(&table, &list);
    let mut pos = oracle.start(&[(1, 2), (3, 1)]);
    pos.player = (1, 1);
    pos.debris.extend([(2, 1), (2, 2), (3, 3)]);
    pos.spent[0] = true;
    let decision = oracle.decide(&pos);
    let c = &decision.candidates;
    assert_eq!(c.len(), 9);
    let blocked: Vec<Option<Blocked>> = c
        .iter()
        .map(|c| c.verdict.as_ref().err().copied())
        .collect();
    use Blocked::*;
    assert_eq!(
        blocked,
        [
            Some(OffBoard),
            Some(OffBoard),
            Some(Robot),
            Some(ChainTooLong {
                length: 2,
                limit: 1
            }),
            None,
            Some(OffBoard),
            Some(OffBoard),
            Some(OffBoard),
            None,
        ]
    );
    let push = c[4].verdict.as_ref().unwrap();
    let p = push.mv.push.expect("S pushes");
    assert_eq!(
        (p.from, p.to, p.length, p.crushed),
        ((2, 1), (3, 1), 1, Some((3, 1)))
    );
    assert!(push.loses && push.dropped);
    let stay = c[8].verdict.as_ref().unwrap();
    assert_eq!(c[8].kind, MoveKind::Stay);
    assert!(stay.loses && stay.dropped);
    let Chosen::Fallback(tried) = &decision.chosen else {
        panic!("no candidate is left: {:?}", decision.chosen)
    };
    assert_eq!(
        tried,
        &[Tried::Teleport {
            skipped: vec![
                (0, Skip::Unusable(Spent)),
                (1, Skip::Unusable(Robot)),
                (2, Skip::Unusable(Debris)),
                (3, Skip::Unusable(OwnCell)),
                (4, Skip::WouldLose),
            ],
            taken: Some(5),
        }]
    );
    assert_eq!(
        (decision.mv.kind, decision.mv.to),
        (MoveKind::Teleport(5), (10, 10))
    );

    // Staying, made: the robot on (1,2) reaches the player; the one on
    // (3,1) steps N onto the debris on (2,1) and is destroyed there.
    let (after, reply) = oracle.make(&pos, &stay.mv);
    assert_eq!(reply.reached, [(1, 2)]);
    assert_eq!(reply.on_debris, [(2, 1)]);
    assert!(reply.met.is_empty() && reply.new_debris.is_empty());
    assert_eq!(after.robots, [(1, 1)]);
}

/// Canonical rules, player at (15,15), one robot at (5,5): it steps to
/// (6,6) whatever the player does, and every candidate keeps it, so the
/// nearest robot decides. From (6,6): N (14,15) 17, NE 18, E (15,16) 19,
/// SE (16,16) 20, S (16,15) 19, SW 18, W 17, NW 16, staying 18. SE wins;
/// E and S tie on 19 and E has the smaller row: E is the runner-up,
/// separated by the key `maximize nearest robot` (index 1).
#[test]
fn the_oracle_names_the_key_that_separates_the_winner() {
    let table = table_of(CANONICAL);
    let oracle = Oracle::new(&table, &[]);
    let decision = oracle.decide(&oracle.start(&[(5, 5)]));
    assert_eq!(
        decision.chosen,
        Chosen::Best {
            index: 3,
            runner_up: Some((2, Separation::Key(1)))
        }
    );
    let nearest: Vec<u64> = decision
        .candidates
        .iter()
        .map(|c| c.verdict.as_ref().unwrap().keys[1])
        .collect();
    assert_eq!(nearest, [17, 18, 19, 20, 19, 18, 17, 16, 18]);
}

/// Teleports as candidates, the entry (16,16) beside the walk SE to the
/// same cell (the position above): every key ties, and the walk, first in
/// candidate order, wins over the teleport (candidate 9).
#[test]
fn the_oracle_separates_equal_candidates_by_order() {
    let table = table_of(&read("rules/variants/teleport-candidates.rules"));
    let list = [(16, 16)];
    let oracle = Oracle::new(&table, &list);
    let decision = oracle.decide(&oracle.start(&[(5, 5)]));
    assert_eq!(decision.candidates[9].kind, MoveKind::Teleport(0));
    assert_eq!(
        decision.chosen,
        Chosen::Best {
            index: 3,
            runner_up: Some((9, Separation::Order))
        }
    );
}

/// Rook robots, ties to the first of N, E, S, W (the scenario of
/// `variants_movement::rook_robots_with_stated_ties`): after the walk S to
/// (16,15), the robots on (15,16), (16,17) and (17,16) all step onto
/// (16,16) (S, W, and N before W) and meet there: one new debris cell, no
/// robot left.
#[test]
fn the_oracle_records_a_meeting() {
    let table = table_of(&read("rules/variants/rook-robots.rules"));
    let oracle = Oracle::new(&table, &[]);
    let pos = oracle.start(&[(15, 16), (16, 17), (17, 16)]);
    let decision = oracle.decide(&pos);
    let south = decision.candidates[4].verdict.as_ref().unwrap();
    assert_eq!(south.mv.kind, MoveKind::Walk((1, 0)));
    let (after, reply) = oracle.make(&pos, &south.mv);
    let toward: Vec<_> = reply.steps.iter().map(|s| s.toward).collect();
    assert_eq!(toward, [(16, 16); 3]);
    assert_eq!(reply.met, [((16, 16), 3)]);
    assert_eq!(reply.new_debris, [(16, 16)]);
    assert!(after.robots.is_empty() && !reply.lost());
    assert_eq!(after.debris.len(), 1);
}
