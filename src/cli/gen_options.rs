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
