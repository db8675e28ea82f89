//! The engine's move-by-move interface: `choose` returns a choice that
//! `apply` consumes.

use robots::engine::Engine;
use robots::engine::state::State;
use robots::rules;

/// Regression: `choose` keeps the robots' reply it worked out for the move
/// it picks, and `apply` reused it whenever the move matched, whatever the
/// position: after `choose` on robots [(5,5)], `apply` on robots [(25,25)]
/// gave [(6,6)]. The reply now travels in the choice, tied to the position
/// it was made for.
///
/// Canonical rules, player at (15,15), one robot at (5,5): every candidate
/// keeps the one robot, so the nearest robot decides; the robot steps to
/// (6,6) whatever the walk, and SE (16,16) leaves it farthest (20). Made on
/// a position with the robot at (25,25) instead, SE takes the player to
/// (16,16) and that robot steps toward it to (24,24).
#[test]
fn a_choice_applied_to_another_position_steps_that_positions_robots() {
    let table = rules::canonical().table();
    let board = table.board;
    let mut engine = Engine::new(table.clone());
    let near_corner = State::new(board, (15, 15), &[(5, 5)], &[]);
    let choice = engine.choose(&near_corner);
    assert_eq!(choice.player_move().to, (16, 16));

    let mut other = State::new(board, (15, 15), &[(25, 25)], &[]);
    assert!(!engine.apply(&mut other, choice));
    assert_eq!(
        (other.player(), other.robots()),
        ((16, 16), &[(24, 24)][..])
    );

    // A fresh engine making the same choice on the same position agrees.
    let mut fresh = Engine::new(table);
    let choice = fresh.choose(&near_corner);
    let mut again = State::new(board, (15, 15), &[(25, 25)], &[]);
    fresh.apply(&mut again, choice);
    assert!(again.same_position(&other));

    // Applied where it was made, the choice gives the reply it scored.
    let mut here = near_corner.clone();
    let choice = engine.choose(&here);
    engine.apply(&mut here, choice);
    assert_eq!((here.player(), here.robots()), ((16, 16), &[(6, 6)][..]));
}

/// A copy of a position is another position: a choice made on the
/// original and applied to a copy that has moved on is worked out afresh.
#[test]
fn a_choice_is_not_applied_to_a_copy_that_has_changed() {
    let table = rules::canonical().table();
    let board = table.board;
    let mut engine = Engine::new(table);
    let start = State::new(board, (15, 15), &[(5, 5)], &[]);
    let choice = engine.choose(&start);
    // The copy moves once: SE again, the robot to (6,6).
    let mut copy = start.clone();
    let first = engine.choose(&copy);
    engine.apply(&mut copy, first);
    assert_eq!(copy.robots(), &[(6, 6)]);
    // The old choice (SE from (15,15)) applied there: the player walks to
    // (16,16) from wherever the move says, and the robot at (6,6) steps
    // toward (16,16) to (7,7).
    engine.apply(&mut copy, choice);
    assert_eq!((copy.player(), copy.robots()), ((16, 16), &[(7, 7)][..]));
}

/// A game that survives by repeating ends where playing on would: the
/// position after move N and the teleports up to it that `play` works out
/// from the cycle are those of making N moves one by one. Reusable
/// teleports make long cycles that take teleports on the way.
#[test]
fn a_survived_cycle_ends_where_playing_on_ends() {
    use robots::diagnostics::Source;
    use robots::engine::End;
    use robots::generate::{Spec, Style, write};
    use robots::scenario::CaseReader;
    let text = std::fs::read_to_string(crate::support::repo(
        "rules/variants/reusable-teleports.rules",
    ))
    .unwrap();
    // Beyond the moves the engine plays before it watches for repetition.
    let goal = 5000;
    let load = |text: &str| rules::load(&Source::new("t.rules", text)).unwrap().table();
    let endless = load(&text);
    let surviving = load(&text.replace(
        "won when no robots",
        &format!("won when no robots\nwon after surviving {goal} moves"),
    ));
    let spec = Spec {
        seed: 5,
        cases: 60,
        style: Style::Wild,
    };
    let mut input = Vec::new();
    write(&surviving, &spec, &mut input).unwrap();
    let mut reader = CaseReader::new(&input[..], "gen.in", surviving.board, surviving.start);
    let (mut plain, mut survival) = (Engine::new(endless), Engine::new(surviving));
    let mut long_cycles = 0;
    while let Some(case) = reader.next_case().unwrap() {
        let (robots, list) = (&case.robots, &case.teleports);
        if let End::Repeats { at, first } = plain.play(robots, list).unwrap().end {
            let record = survival.play(robots, list).unwrap();
            assert_eq!((record.end, record.moves), (End::Survived, goal));
            if at - first > 1 && record.teleports.iter().any(|&(m, _)| m > at) {
                long_cycles += 1;
            }
            // Play on, move by move, to the goal.
            let mut state = survival.start(robots, list);
            let mut taken = Vec::new();
            for m in 1..=goal {
                let choice = survival.choose(&state);
                let mv = choice.player_move();
                if mv.teleport().is_some() {
                    taken.push((m, mv.to));
                }
                assert!(!survival.apply(&mut state, choice));
            }
            assert_eq!(record.teleports, taken, "{robots:?} {list:?}");
            assert_eq!(
                (record.player, record.debris, record.robots),
                (
                    state.player(),
                    state.debris_count(),
                    state.robots().len() as u32
                )
            );
        }
    }
    assert!(
        long_cycles > 0,
        "no cycle longer than a move took a teleport"
    );
}

/// Regression: a long teleport list made each move cost time in its
/// length (the fallback scanned the list from its start over the spent
/// entries, and the repetition watch hashed every entry), so this game, 3
/// robots in corners and 30,000 entries all naming (5,5), took 27 s. Now a
/// move looks at one entry per cell and at no spent entry: the game takes
/// about half a second in the test build; the bound, 40 times that, only
/// catches a cost that grows with the list again. The record is the C++
/// reference solver's (`../shared/robots/baseline`, same output in full):
/// every entry taken, the first at moves 30, 58, 85 and 114, the last at
/// move 869,998; lost after move 870,027 on (1,31), one debris cell, one
/// robot left.
#[test]
fn a_long_teleport_list_costs_little_per_move() {
    let mut engine = Engine::new(rules::canonical().table());
    let list = vec![(5, 5); 30_000];
    let started = std::time::Instant::now();
    let record = engine.play(&[(1, 1), (1, 31), (31, 1)], &list).unwrap();
    let took = started.elapsed();
    assert!(took.as_secs() < 20, "30,000 entries took {took:?}");
    assert_eq!(record.teleports.len(), 30_000);
    assert!(record.teleports.iter().all(|&(_, to)| to == (5, 5)));
    let moves: Vec<u32> = record.teleports.iter().map(|&(m, _)| m).collect();
    assert_eq!(
        (&moves[..4], moves[29_999]),
        (&[30, 58, 85, 114][..], 869_998)
    );
    assert_eq!(
        (
            record.end,
            record.moves,
            record.player,
            record.debris,
            record.robots
        ),
        (robots::engine::End::Lost, 870_027, (1, 31), 1, 1)
    );
}

/// The same game with 100 entries, move by move, equals the oracle's,
/// which scans the whole list every time; and with the list as
/// candidates, reusable or not.
#[test]
fn a_list_naming_one_cell_plays_as_the_oracle_does() {
    use robots::diagnostics::Source;
    use robots::oracle::Oracle;
    let canonical = rules::CANONICAL.to_string();
    let as_candidates = canonical
        .replace(
            "each entry once, as fallback",
            "each entry once, as candidates",
        )
        .replace("  else teleport first usable\n", "");
    let reusable = canonical.replace("each entry once", "reusable");
    let list = vec![(5, 5); 100];
    let robots = [(1, 1), (1, 31), (31, 1)];
    for text in [canonical, as_candidates, reusable] {
        let table = rules::load(&Source::new("t.rules", text.as_str()))
            .unwrap()
            .table();
        let game = Oracle::new(&table, &list).play(&robots).unwrap();
        let mut engine = Engine::new(table);
        assert_eq!(engine.play(&robots, &list).unwrap(), game.record);
        let mut state = engine.start(&robots, &list);
        for turn in &game.turns {
            let choice = engine.choose(&state);
            let mv = choice.player_move();
            engine.apply(&mut state, choice);
            assert_eq!(
                (state.player(), state.robots()),
                (turn.after.player, &turn.after.robots[..])
            );
            if mv.teleport().is_some() {
                assert!((0..list.len()).all(|i| state.spent(i) == turn.after.spent[i]));
            }
        }
    }
}
