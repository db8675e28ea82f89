//! A map game's end conditions (`won when ...`, `lost when ...`, `draw
//! when ...`, in the order written) and its effects after a move (`after
//! each move: toggle ...`).

use super::checker::Checker;
use super::map_legend::{kind_words, kinds_named};
use crate::geometry::{Compass, Shape};
use crate::model::{Condition, Effect, End, EndResult, Kind, KindId, Offset};
use crate::rules::ast::{Phrase, StatementKind};
use crate::rules::codes::Error;

/// The conditions a map game may end on, for help lines.
const CONDITIONS: &str =
    "`no KINDS`, `every KIND on TERRAIN`, `N KINDS in a row along SET lines` or `no free cell`";

/// Every end statement, in file order.
pub(super) fn ends(
    c: &mut Checker,
    kinds: &[Kind],
    terrains: &[String],
    shape: Shape,
) -> Option<Vec<End>> {
    let mut statements = c.all("end ");
    if let Some(s) = c.get("won no robots") {
        statements.push(s);
    }
    statements.sort_by_key(|s| s.span.start);
    let mut ends = Vec::new();
    let mut ok = true;
    for statement in statements {
        let end = match &statement.node {
            StatementKind::WonNoRobots => {
                let robots = kinds_named(kinds, "robots");
                Some(End {
                    result: EndResult::Won,
                    condition: Condition::NoneOf(robots),
                    at_start: false,
                })
            }
            StatementKind::EndWhen {
                result,
                condition,
                clause,
            } => end_when(
                c,
                (kinds, terrains, shape),
                &result.node,
                condition,
                clause.as_ref(),
            ),
            _ => None,
        };
        match end {
            Some(e) => ends.push(e),
            None => ok = false,
        }
    }
    if ok && ends.is_empty() {
        c.missing_with("won", "how the game ends", "won when no robots");
        return None;
    }
    ok.then_some(ends)
}

fn end_when(
    c: &mut Checker,
    (kinds, terrains, shape): (&[Kind], &[String], Shape),
    result: &str,
    condition: &Phrase,
    clause: Option<&Phrase>,
) -> Option<End> {
    let result = match result {
        "won" => EndResult::Won,
        "lost" => EndResult::Lost,
        _ => EndResult::Draw,
    };
    let at_start = match clause {
        None => false,
        Some(p) if p.node == "checked before the first move too" => true,
        Some(p) => {
            let f = c
                .error(
                    Error::UnknownName,
                    p.span,
                    format!("unknown clause `{}`", p.node),
                )
                .label("not a clause of an end rule")
                .help("the one clause is `checked before the first move too`");
            c.push(f);
            return None;
        }
    };
    let words: Vec<&str> = condition.node.split(' ').collect();
    let kinds_of = |w: &str| kinds_named(kinds, w);
    let found = match words.as_slice() {
        ["no", "free", "cell"] => Some(Condition::NoFreeCell),
        ["no", rest @ ..] if !kinds_of(&rest.join(" ")).is_empty() => {
            Some(Condition::NoneOf(kinds_of(&rest.join(" "))))
        }
        ["every", kind, "on", terrain] if !kinds_of(kind).is_empty() => terrains
            .iter()
            .position(|t| t == terrain)
            .map(|t| Condition::EveryOn(kinds_of(kind), t as u8)),
        [n, _, "in", "a", "row", "along", set, "lines"] => in_a_row(n, set, shape),
        _ => None,
    };
    if let (None, [.., "along", set, "lines"]) = (&found, words.as_slice())
        && other_shape_set(c, set, shape, condition.span)
    {
        return None;
    }
    if found.is_none() {
        let f = c
            .error(
                Error::UnknownName,
                condition.span,
                format!("`{}` is not an end condition of this game", condition.node),
            )
            .label("not a condition")
            .help(condition_help(&words, kinds, terrains));
        c.push(f);
    }
    found.map(|condition| End {
        result,
        condition,
        at_start,
    })
}

/// `5 stones in a row along king lines`: the axes of a set, each once.
fn in_a_row(n: &str, set: &str, shape: Shape) -> Option<Condition> {
    let length: u32 = n.parse().ok().filter(|n| (1..=4096).contains(n))?;
    let offsets = Compass::of(shape).set(set)?;
    let mut axes: Vec<Offset> = Vec::new();
    for (dr, dc) in offsets {
        if !axes.contains(&(-dr, -dc)) {
            axes.push((dr, dc));
        }
    }
    Some(Condition::InARow { length, axes })
}

/// Reports a set of the other board shape (`king` lines on a hexagon
/// map, `hex` neighbours on a rectangle); true when it did.
fn other_shape_set(
    c: &mut Checker,
    set: &str,
    shape: Shape,
    span: crate::diagnostics::Span,
) -> bool {
    let (here, there, other) = match shape {
        Shape::Rectangle => ("a rectangle", "a hexagon", Compass::HEX),
        Shape::Hexagon(_) => ("a hexagon", "a rectangle", Compass::SQUARE),
    };
    if other.set(set).is_none() || Compass::of(shape).set(set).is_some() {
        return false;
    }
    let sets: Vec<&str> = Compass::of(shape).sets.iter().map(|(n, _)| *n).collect();
    let f = c
        .error(
            Error::WrongBoardDirection,
            span,
            format!("`{set}` is not a movement set on {here} board"),
        )
        .label(format!("`{set}` is a set of {there} board"))
        .help(format!(
            "on {here} board the sets are {}",
            crate::rules::vocab::list(sets.iter().copied())
        ));
    c.push(f);
    true
}

/// `after each move: toggle KIND on the cell and its SET neighbours` or
/// `... on its SET neighbours`.
pub(super) fn effects(c: &mut Checker, kinds: &[Kind], shape: Shape) -> Option<Vec<Effect>> {
    let Some(StatementKind::Effect(phrase)) = c.get("effect").map(|s| &s.node) else {
        return Some(Vec::new());
    };
    let words: Vec<&str> = phrase.node.split(' ').collect();
    let toggle = |kind: &str, itself: bool, set: &str| {
        let kind: KindId = *kinds_named(kinds, kind).first()?;
        let around = Compass::of(shape).set(set)?;
        Some(Effect::Toggle {
            kind,
            itself,
            around,
        })
    };
    let found = match words.as_slice() {
        [
            "toggle",
            kind,
            "on",
            "the",
            "cell",
            "and",
            "its",
            set,
            "neighbours",
        ] => toggle(kind, true, set),
        ["toggle", kind, "on", "its", set, "neighbours"] => toggle(kind, false, set),
        _ => None,
    };
    if let (None, [.., set, "neighbours"]) = (&found, words.as_slice())
        && other_shape_set(c, set, shape, phrase.span)
    {
        return None;
    }
    if found.is_none() {
        let f = c
            .error(
                Error::UnknownName,
                phrase.span,
                format!("`{}` is not an effect of this game", phrase.node),
            )
            .label("not an effect")
            .help("write `toggle light on the cell and its rook neighbours` (a kind the legend names, a set such as `rook` or `king`)");
        c.push(f);
    }
    found.map(|e| vec![e])
}

/// The help for an end condition no rule reads: the word of a known
/// condition's shape that names no kind or terrain, with its near miss
/// (`every box on gaol`: did you mean `goal`?), else the conditions.
fn condition_help(words: &[&str], kinds: &[Kind], terrains: &[String]) -> String {
    let mut kind_names: Vec<String> = Vec::new();
    for w in kind_words(kinds).iter().filter(|w| *w != "player") {
        for form in [w.clone(), crate::model::plural(w)] {
            if !kind_names.contains(&form) {
                kind_names.push(form);
            }
        }
    }
    let named = |w: &str| !kinds_named(kinds, w).is_empty();
    let (wrong, among, what): (String, Vec<&str>, &str) = match words {
        ["every", kind, "on", _] if !named(kind) => (
            kind.to_string(),
            kind_names.iter().map(String::as_str).collect(),
            "kinds",
        ),
        ["every", _, "on", terrain] if !terrains.iter().any(|t| t == terrain) => (
            terrain.to_string(),
            terrains.iter().map(String::as_str).collect(),
            "terrains",
        ),
        ["no", rest @ ..] if !rest.is_empty() && rest != ["free", "cell"] => (
            rest.join(" "),
            kind_names.iter().map(String::as_str).collect(),
            "kinds",
        ),
        _ => {
            return format!(
                "the conditions are {CONDITIONS}; the kinds here are {}",
                kind_words(kinds).join(", ")
            );
        }
    };
    let listed = crate::rules::vocab::list(among.iter().copied());
    match crate::diagnostics::suggest(&wrong, among.iter().copied()) {
        Some(near) => format!("did you mean `{near}`? The {what} here are {listed}"),
        None => format!("`{wrong}` names none of the {what} here: {listed}"),
    }
}
