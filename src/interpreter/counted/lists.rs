//! The lists a counted reply works on: the chasers, each with its cell,
//! row and column, and a reply's result.

/// A chaser on the lists: its cell, 0-based row and column, and kind; in
/// a pass's steps, whether it is destroyed if it ends alone on its cell.
#[derive(Debug, Clone, Copy)]
pub(super) struct Chaser {
    pub cell: u32,
    pub row: i32,
    pub column: i32,
    pub kind: u8,
    pub dies: bool,
}

/// A reply's result: the chasers after it, the static pieces its meetings
/// left (cell, kind, what the cell held before), whether a chaser reached
/// the player; and, for a reply of the near chasers only, the pass of the
/// far chasers' shared reply that completes it.
#[derive(Debug, Default)]
pub(super) struct Reply {
    pub chasers: Vec<Chaser>,
    pub made: Vec<(usize, u8, u8)>,
    pub lost: bool,
    pub far: Option<usize>,
}
