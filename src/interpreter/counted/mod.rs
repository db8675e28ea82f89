//! A candidate's reply counted without being made: the strategy needs only
//! what the keys read after it (the chasers left and their cells, the
//! pieces of each kind, the player's cell) and whether a chaser reached
//! the player, so the reply's steps are worked out pass by pass on lists,
//! with the pieces its meetings leave kept beside the position instead of
//! written into it and taken back. A chaser's step reads only the
//! terrain, the static pieces and the player (never another chaser), so
//! the lists give the same reply as [`super::reply`] makes; a test holds
//! the games of the two ways to each other on random rules and maps.
//!
//! What every candidate of a move shares is worked out once a move
//! ([`Counted::prepare`]): the chasers' cells with their rows and columns
//! (a step then adds to them, with no division), which rule steps each
//! kind in each pass, and the reply of the chasers far from the player,
//! which no candidate changes (`far`). A chaser's first step is kept per
//! ranking of the player's offset, for the candidates that move only the
//! player, which then step alike where their offsets rank alike (`memo`).
//! The rules a step reads are packed once a run into flat arrays
//! (`super::pack`). A pass's steps are grouped by cell on stamped grids
//! (`stamps`). A reply that reaches the player is
//! counted no further when the strategy drops such candidates. The best
//! candidate's reply is kept, and the move chosen makes it on the position
//! rather than stepping the chasers again ([`Counted::make_kept`]). The
//! `safe neighbours` key, which tries walks after the reply, takes the
//! made reply.
//!
//! | file | job |
//! |---|---|
//! | `count` | a move's counted replies, the best one kept and made |
//! | `lists` | the chasers a reply works on, and its result |
//! | `pass` | a reply's passes over a list of chasers |
//! | `view` | a chaser's step from the packed rules and the position's layers |
//! | `stamps` | grids cleared by a new stamp: arrivals, meetings, far chasers' cells |
//! | `far` | the far chasers' reply, once a move, and when it may be shared |
//! | `memo` | the chasers' first steps of a move, kept per ranking for its walks |
//! | `keys` | the keys' values after a counted reply |

mod count;
mod far;
mod keys;
mod lists;
mod memo;
mod pass;
mod stamps;
mod view;

pub(super) use count::Counted;
