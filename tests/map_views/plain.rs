//! The views' game played move by move against the plain run.

use super::*;

/// The game the views play move by move ends as the plain game does
/// (ending, moves, board), and the strategy's choice they lay open is the
/// move the game makes, on every case of `input` under `rules`.
fn views_play_as_the_plain_run(rules: &str, input: &str, text: &str) {
    let (model, _) = model(rules);
    let interpreter = Interpreter::new(&model);
    let mut reader = MapReader::new(text.as_bytes(), input, &model);
    let mut number = 0;
    while let Some(case) = reader.next_case().unwrap() {
        number += 1;
        let plain = interpreter.play(&case, input);
        let mut stepper = interpreter.stepper(&case, input);
        let mut refused = false;
        loop {
            let weighing = stepper.weigh();
            match stepper.step() {
                None => break,
                Some(Err(_)) => {
                    refused = true;
                    break;
                }
                Some(Ok(rec)) => {
                    if let Some(w) = weighing.filter(|w| w.chosen.is_some()) {
                        let chosen = &w.candidates[w.chosen.unwrap()];
                        let at = format!("{rules} {input} case {number} move {}", rec.number);
                        assert_eq!(chosen.asked, rec.asked, "{at}");
                    }
                }
            }
        }
        let Ok(plain) = plain else {
            assert!(
                refused,
                "{input} case {number}: refused by the plain run only"
            );
            continue;
        };
        assert!(!refused, "{input} case {number}: refused by the views only");
        assert_eq!(
            Some(plain.ending),
            stepper.ending(),
            "{rules} {input} case {number}"
        );
        assert_eq!(
            plain.moves,
            stepper.moves(),
            "{rules} {input} case {number}"
        );
        let (mut a, mut b) = (String::new(), String::new());
        plain.position.draw(&model, false, &mut a);
        stepper.position().draw(&model, false, &mut b);
        assert_eq!(a, b, "{rules} {input} case {number}");
    }
}

/// On every shipped case of every map game.
#[test]
fn the_views_play_every_shipped_case_as_the_plain_run_does() {
    for (rules, input) in [
        ("rules/fenced-robots.rules", "fenced-robots"),
        ("rules/twin-robots.rules", "twin-robots"),
        ("rules/sokoban.rules", "sokoban"),
        ("rules/k-in-a-row.rules", "k-in-a-row"),
        ("rules/lights-out.rules", "lights-out"),
        ("rules/variants/sokoban-hex.rules", "sokoban-hex"),
    ] {
        let input = format!("tests/data/map-games/{input}.in");
        views_play_as_the_plain_run(rules, &input, &read(&input));
    }
}

/// On generated cases of variants: hexagon boards, longer pushes, faster
/// robots, fences that stop, three sides.
#[test]
fn the_views_play_generated_cases_of_variants_as_the_plain_run_does() {
    for variant in [
        "twin-robots-hex",
        "hex-map-robots",
        "sokoban-chain2",
        "twin-robots-fast3",
        "fenced-robots-fence-stops",
        "lights-out-king",
        "k-in-a-row-three-sides",
    ] {
        let rules = format!("rules/variants/{variant}.rules");
        let cases = ok(&["gen", "--rules", &rules, "--seed", "5", "--cases", "12"]);
        views_play_as_the_plain_run(&rules, "generated.in", &cases);
    }
}
