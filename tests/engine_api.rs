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
    let table = rules::canonical().table;
    let board = table.board;
    let mut engine = Engine::new(table.clone());
    let near_corner = State::new(board, (15, 15), &[(5, 5)], 0);
    let choice = engine.choose(&near_corner);
    assert_eq!(choice.player_move().to, (16, 16));

    let mut other = State::new(board, (15, 15), &[(25, 25)], 0);
    assert!(!engine.apply(&mut other, choice));
    assert_eq!(
        (other.player(), other.robots()),
        ((16, 16), &[(24, 24)][..])
    );

    // A fresh engine making the same choice on the same position agrees.
    let mut fresh = Engine::new(table);
    let choice = fresh.choose(&near_corner);
    let mut again = State::new(board, (15, 15), &[(25, 25)], 0);
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
    let table = rules::canonical().table;
    let board = table.board;
    let mut engine = Engine::new(table);
    let start = State::new(board, (15, 15), &[(5, 5)], 0);
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
    let load = |text: &str| rules::load(&Source::new("t.rules", text)).unwrap().table;
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
