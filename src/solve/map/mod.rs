//! `robots solve` for map games: whether any line of the player's moves
//! wins a case, whatever its strategy or its input's moves did; a
//! shortest such line, or a proof that none wins within the case's turns,
//! or the budget run out. The search (`search`) makes moves with the
//! general interpreter's [`crate::interpreter::Explorer`], the same moves
//! `robots run` makes; the output (`report`) writes each line as tokens of
//! a `moves:` line, so a line found can be played by pasting it; where a
//! game threw its win away is found by bisection (`mistake`). A game of
//! two sides is searched for best play instead (`sides`).

#![deny(unreachable_pub)]

pub mod linear;
pub mod mistake;
pub mod report;
pub mod search;
pub mod sides;
pub mod sides_mistake;

pub use report::MapSolver;
pub use search::{Found, Searched, search};
