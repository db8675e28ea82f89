//! `robots gen`'s options that shape one kind of game's scenarios
//! (`--style` for pursuits, `--sides` and `--records` for placement
//! games, `--size`, `--pieces` and `--moves` for map games): given for
//! another kind, they are refused with the reason rather than ignored.

use super::GenArgs;
use crate::rules::{Game, Kind};

/// Refuses an option of `args` that `game`'s generator does not read.
pub(super) fn refuse_unused(args: &GenArgs, game: &Game) -> miette::Result<()> {
    let given = [
        (
            "--style",
            args.style.is_some(),
            matches!(game, Game::Robots(..)),
            "pursuits (`format robots`)",
        ),
        (
            "--sides",
            args.sides.is_some(),
            game.kind() == Kind::Crosses,
            "placement games (`format crosses`)",
        ),
        (
            "--records",
            args.records,
            game.kind() == Kind::Crosses,
            "placement games (`format crosses`)",
        ),
        (
            "--size",
            args.size.is_some(),
            game.kind() == Kind::Map,
            "map games (`format map`)",
        ),
        (
            "--pieces",
            args.pieces.is_some(),
            game.kind() == Kind::Map,
            "map games (`format map`)",
        ),
        (
            "--moves",
            args.moves.is_some(),
            game.kind() == Kind::Map,
            "map games (`format map`)",
        ),
    ];
    match given
        .into_iter()
        .find(|&(_, given, applies, _)| given && !applies)
    {
        None => Ok(()),
        Some((option, _, _, games)) => Err(miette::miette!(
            code = "robots::gen::option_unused",
            help = "leave it out: `robots gen --help` says which options each kind of game reads",
            "`{option}` shapes the scenarios of {games}, and these rules play `format {}`",
            game.kind().format()
        )),
    }
}

/// Refuses to generate cases of a pursuit whose board's only cell is the
/// player's start (`lines` its rules file's): a case needs a robot, and a
/// case of none reads as the input's end.
pub(super) fn room_for_robots(
    table: &crate::engine::table::Table,
    lines: &crate::rules::lines::RuleLines,
) -> miette::Result<()> {
    if crate::generate::room_for_robots(table) {
        return Ok(());
    }
    let line = lines.statement("board").unwrap_or(1);
    Err(miette::miette!(
        code = "robots::gen::no_room",
        help = "a case needs a robot on a cell other than the player's start: give the board \
                more cells",
        "{}:{line}:1: nothing to generate: the board's only cell is the player's start",
        lines.name
    ))
}
