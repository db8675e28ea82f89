//! The words a model is written back in: plurals and movement sets, shared
//! by every printer of a model.

use super::game::Model;
use crate::geometry::{Compass, Offset, Shape, offset_name};

/// A name's plural, as the rules write it (`robots`, `boxes`, `crosses`,
/// `debris`).
pub(crate) fn plural(name: &str) -> String {
    let hissing = ["ss", "x", "ch", "sh"];
    if hissing.iter().any(|end| name.ends_with(end)) {
        format!("{name}es")
    } else if name.ends_with('s') {
        name.to_string()
    } else {
        format!("{name}s")
    }
}

/// The shape whose compass names a model's directions.
fn shape(m: &Model) -> Shape {
    if m.hexagon {
        Shape::Hexagon(0)
    } else {
        Shape::Rectangle
    }
}

/// A movement set by its name where the compass names it, else its
/// directions.
pub(crate) fn set(m: &Model, offsets: &[Offset]) -> String {
    let compass = Compass::of(shape(m));
    for (named, _) in compass.sets {
        if compass.set(named).as_deref() == Some(offsets) {
            return named.to_string();
        }
    }
    let names: Vec<String> = offsets.iter().map(|&o| offset_name(shape(m), o)).collect();
    names.join(", ")
}
