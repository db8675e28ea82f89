//! The table answers what the model's own lookups answer, for every
//! mover and target of every map game in `rules/` and `rules/variants/`.

use super::Table;
use crate::diagnostics::Source;
use crate::model::{Model, Mover, Target};
use crate::rules::{Game, load};

/// Every model shipped in `rules/` and `rules/variants/` that the rules
/// compile to without a fast engine's table.
pub(crate) fn models() -> Vec<(String, Model)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for dir in ["rules", "rules/variants"] {
        for entry in std::fs::read_dir(root.join(dir)).expect("the rules folder") {
            let path = entry.expect("an entry").path();
            if path.extension().is_none_or(|x| x != "rules") {
                continue;
            }
            let name = path.display().to_string();
            let text = std::fs::read_to_string(&path).expect("a rules file");
            let compiled = load(&Source::new(name.clone(), text)).expect("shipped rules load");
            if let Game::Model(model) = compiled.game {
                out.push((name, model));
            }
        }
    }
    out
}

// Guards: a dense array of outcomes answers exactly like the model's list
// of stated pairs (`Move` where nothing is stated, the first statement of
// a pair where there are two), for every pair of every shipped map game.
#[test]
fn outcomes_match_the_model() {
    let models = models();
    assert!(models.len() >= 5, "the five map games at least");
    for (name, model) in &models {
        let table = Table::new(model);
        let kinds = 0..model.kinds.len() as u8;
        let movers = std::iter::once(Mover::Walker)
            .chain(kinds.clone().map(Mover::Pushed))
            .chain(kinds.clone().map(Mover::Chaser))
            .chain(kinds.clone().map(Mover::Placed));
        for mover in movers {
            let targets = [Target::Empty, Target::OffBoard]
                .into_iter()
                .chain((0..model.terrains.len() as u8).map(Target::Terrain))
                .chain(kinds.clone().map(Target::Piece));
            for target in targets {
                assert_eq!(
                    table.get(mover, target),
                    model.outcomes.get(mover, target),
                    "{name}: {mover:?} into {target:?}"
                );
            }
        }
        for kind in kinds {
            let rule = model.chasers.iter().position(|c| c.kind == kind);
            assert_eq!(table.rule_of(kind), rule, "{name}: kind {kind}");
        }
    }
}

// Guards: the kind a side places is the kind of the placement's class
// with that side, as the model names them.
#[test]
fn placed_kinds_match_the_model() {
    for (name, model) in models() {
        let Some(crate::model::Placement::Place { class_kind }) = model.placement else {
            continue;
        };
        let table = Table::new(&model);
        let class = &model.kinds[class_kind as usize].class;
        for side in (0..model.sides.len()).map(Some).chain([None]) {
            let kind = table.placed(side) as usize;
            let k = &model.kinds[kind];
            let expected = k.class == *class && k.side == side || kind == class_kind as usize;
            assert!(expected, "{name}: side {side:?} places {}", k.name);
        }
    }
}

// Guards: the relations of sides and the travellers have their own places
// in the array, so no pair overwrites another's (every shipped model,
// whatever its kind, with every mover against every target).
#[test]
fn every_pair_has_its_own_place() {
    for (name, model) in &models() {
        let table = Table::new(model);
        let kinds = 0..model.kinds.len() as u8;
        let movers = std::iter::once(Mover::Walker)
            .chain(kinds.clone().map(Mover::Pushed))
            .chain(kinds.clone().map(Mover::Chaser))
            .chain(kinds.clone().map(Mover::Placed))
            .chain(kinds.clone().map(Mover::Traveller));
        for mover in movers {
            let targets = [
                Target::Empty,
                Target::OffBoard,
                Target::Ally,
                Target::Enemy,
                Target::NextToEnemy,
                Target::NextToStronger,
            ]
            .into_iter()
            .chain((0..model.terrains.len() as u8).map(Target::Terrain))
            .chain(kinds.clone().map(Target::Piece));
            for target in targets {
                assert_eq!(
                    table.get(mover, target),
                    model.outcomes.get(mover, target),
                    "{name}: {mover:?} into {target:?}"
                );
            }
        }
    }
}
