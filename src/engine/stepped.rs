//! A game played one move at a time, its end found as [`Engine::play`]
//! finds it: a view walks a game once, the moves it shows one by one and
//! then the rest at the engine's speed for the end, rather than playing
//! it through first for its end and again for its moves.

use super::cycle::Finder;
use super::driver::Engine;
use super::game::fill;
use super::moves::PlayerMove;
use super::record::{End, MAX_MOVES, Record, TooLong};
use super::state::State;
use super::table::Offset;

/// A game being played move by move.
#[derive(Debug)]
pub struct Stepped {
    state: State,
    finder: Finder,
    robots: Vec<Offset>,
    /// Moves made so far.
    moves: u32,
    /// The teleports taken so far; the whole record once `ended`.
    record: Record,
    ended: bool,
    /// In a game that goes on to survive: the earlier move whose position
    /// a later one repeated, and that later move, once found.
    cycle: Option<(u32, u32)>,
}

impl Stepped {
    /// The position after the moves made.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The game's record, once the move that ended it is made.
    pub fn record(&self) -> Option<&Record> {
        self.ended.then_some(&self.record)
    }
}

impl Engine {
    /// A game from the start cell against `robots`, with the teleport list
    /// `teleports`, before its first move.
    pub fn stepped(&mut self, robots: &[Offset], teleports: &[Offset]) -> Stepped {
        let state = self.start(robots, teleports);
        let mut finder = Finder::default();
        finder.start(&state);
        Stepped {
            state,
            finder,
            robots: robots.to_vec(),
            moves: 0,
            record: Record {
                teleports: Vec::new(),
                end: End::Lost,
                moves: 0,
                player: (0, 0),
                debris: 0,
                robots: 0,
            },
            ended: false,
            cycle: None,
        }
    }

    /// Makes the next move of `game`: the move and whether a robot
    /// reached the player; `None` once the game has ended. The ends are
    /// checked in [`Engine::play`]'s order.
    pub fn step(&mut self, game: &mut Stepped) -> Result<Option<(PlayerMove, bool)>, TooLong> {
        if game.ended {
            return Ok(None);
        }
        if game.moves >= MAX_MOVES {
            return Err(TooLong);
        }
        let moves = game.moves + 1;
        let (mv, lost) = self.advance(&mut game.state);
        game.moves = moves;
        if mv.teleport().is_some() {
            game.record.teleports.push((moves, mv.to));
        }
        let table = self.table();
        let (survive, won) = (table.survive_moves, table.won_when_no_robots);
        let end = if lost {
            Some(End::Lost)
        } else if won && game.state.robots().is_empty() {
            Some(End::Won)
        } else if survive == Some(moves) {
            Some(End::Survived)
        } else if game.cycle.is_some() {
            None
        } else {
            match self.repeats::<false>(&mut game.finder, &game.state, moves, &game.robots) {
                Some(first) if survive.is_none() => Some(End::Repeats { at: moves, first }),
                Some(first) => {
                    game.cycle = Some((first, moves));
                    None
                }
                None => None,
            }
        };
        if let Some(end) = end {
            fill(&mut game.record, end, moves, &game.state);
            game.ended = true;
        }
        Ok(Some((mv, lost)))
    }

    /// Plays `game` to its end and gives its record, as [`Engine::play`]
    /// would have: a game that repeats a position on its way to surviving
    /// is worked out from the cycle, not played to the end. No move can be
    /// made afterwards.
    pub fn finish(&mut self, game: &mut Stepped) -> Result<Record, TooLong> {
        while !game.ended {
            if let Some((first, at)) = game.cycle {
                // The positions after `first` repeat every `at - first`
                // moves: the game is brought back in step with move `at`
                // (its teleports after `at` repeat those before), and
                // the cycle gives the rest.
                let period = at - first;
                for _ in 0..(period - (game.moves - at) % period) % period {
                    self.advance(&mut game.state);
                }
                game.record.teleports.retain(|&(m, _)| m <= at);
                self.repeated(first, at, &mut game.state, &mut game.record);
                game.ended = true;
            } else if self.step(game)?.is_none() {
                break;
            }
        }
        Ok(game.record.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::Source;
    use crate::rules;

    fn engine(name: &str, text: &str) -> Engine {
        let table = rules::load(&Source::new(name, text))
            .expect("the rules are valid")
            .table();
        Engine::new(table)
    }

    /// The game stepped `shown` moves, then finished: its record must be
    /// the game's as played through; gives the moves the engine made for
    /// it (moves confirming a repetition included).
    fn shown_then_finished(
        engine: &mut Engine,
        robots: &[Offset],
        teleports: &[Offset],
        shown: u32,
    ) -> (Record, u64) {
        let played = engine.play(robots, teleports).expect("a game");
        let before = engine.moves_made();
        let mut game = engine.stepped(robots, teleports);
        for _ in 0..shown {
            if engine.step(&mut game).expect("a game").is_none() {
                break;
            }
        }
        let record = engine.finish(&mut game).expect("a game");
        assert_eq!(record, played, "{shown} moves shown");
        assert!(engine.step(&mut game).expect("ended").is_none());
        (record, engine.moves_made() - before)
    }

    // Guards: a view played its game through once for its end and again
    // move by move. Case 1 of scenarios/sample.in (won after 5 moves, as
    // scenarios/sample.out says): however many moves are shown first,
    // the engine makes each move of the game once.
    #[test]
    fn a_game_shown_then_finished_is_played_once() {
        let robots = [(17, 18), (13, 18), (8, 12), (10, 12)];
        for shown in [0, 1, 3, 5, 1000] {
            let mut engine = Engine::new(rules::canonical().table());
            let (record, made) = shown_then_finished(&mut engine, &robots, &[], shown);
            assert_eq!((record.end, record.moves), (End::Won, 5));
            assert_eq!(made, 5, "{shown} moves shown");
        }
    }

    // Guards: a game that repeats on its way to surviving is finished
    // from its cycle, not played to its goal. The endless variant (won
    // after surviving 100000 moves) with no robot: the player walks NW
    // from (15, 15) to (1, 1) in 14 moves and stays there, so the
    // position after move 15 is the one after move 14 (as the engine's
    // own test of `play` says).
    #[test]
    fn a_game_that_repeats_on_its_way_to_survive_is_finished_from_its_cycle() {
        let text = include_str!("../../rules/variants/endless.rules");
        for shown in [0, 14, 15, 16, 40] {
            let mut engine = engine("endless.rules", text);
            let (record, made) = shown_then_finished(&mut engine, &[], &[], shown);
            assert_eq!(
                (record.end, record.moves, record.player),
                (End::Survived, 100_000, (1, 1))
            );
            // The moves shown, the 15 to the repetition, 14 to confirm.
            assert!(made <= u64::from(shown.max(15)) + 14, "{shown}: {made}");
        }
    }

    // A game that repeats without a goal ends where it repeats, shown or
    // not (the strip of bench/rules/strip.rules: robots in other columns
    // never reach the player).
    #[test]
    fn a_game_that_repeats_ends_there_stepped_or_finished() {
        let text = include_str!("../../bench/rules/strip.rules");
        for shown in [0, 2, 1000] {
            let mut engine = engine("strip.rules", text);
            let (record, _) = shown_then_finished(&mut engine, &[(1, 1), (9, 15)], &[], shown);
            assert!(matches!(record.end, End::Repeats { .. }), "{record:?}");
        }
    }
}
