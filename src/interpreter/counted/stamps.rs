//! Grids over the board's cells cleared in O(1) by a new stamp, for the
//! counted reply (`counted`): which cells a pass's steps arrive on (and
//! whether two or more do), and which cells hold a piece a meeting of the
//! reply left. A reply then groups its steps by cell in one sweep, where
//! sorting them by destination took a sort a pass, and reads a cell's
//! static piece in one look, where a list of the meetings was searched.
//! A third grid notes which far chaser of a move stands where (`far`).

use crate::interpreter::position::{NONE, Position};

/// The stamped grids of one game's board.
#[derive(Debug, Default)]
pub(super) struct Stamps {
    /// Per cell: `pass` when one step of the current pass arrives there,
    /// `pass + 1` when more do, `pass + 2` once their meeting is settled.
    arrivals: Vec<u32>,
    /// The current pass's stamp, a multiple of 4.
    pass: u32,
    /// Per cell: the reply whose meeting left a piece there, and the piece.
    made_in: Vec<u32>,
    made: Vec<u8>,
    /// The current reply's stamp.
    reply: u32,
    /// Some meeting of the current reply left a piece (else no cell's
    /// `made_in` need be read).
    any_made: bool,
    /// Per cell: the move that noted a chaser standing there, and which.
    zone: Vec<u32>,
    owner: Vec<u32>,
    /// The current move's stamp.
    zone_stamp: u32,
}

/// How a cell's arrivals of a pass stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Arrivals {
    /// One step arrives there.
    Alone,
    /// Two or more meet there, and this is the first of them looked at.
    Meet,
    /// Two or more meet there, and the meeting is already settled.
    Met,
}

impl Stamps {
    /// Grids for a board of `area` cells at least, kept for a smaller
    /// board: the cells a board of another size or shape left hold stamps
    /// older than any to come, which mark nothing.
    pub(super) fn fit(&mut self, area: usize) {
        if self.arrivals.len() < area {
            self.arrivals = vec![0; area];
            self.made_in = vec![0; area];
            self.made = vec![NONE; area];
            self.zone = vec![0; area];
            self.owner = vec![0; area];
        }
    }

    /// Starts a move's zone: no cell marked yet.
    pub(super) fn begin_zone(&mut self) {
        self.zone_stamp = self.zone_stamp.wrapping_add(1);
        if self.zone_stamp == 0 {
            self.zone.fill(0);
            self.zone_stamp = 1;
        }
    }

    /// Notes chaser `index` of a list standing on `cell` in the move's
    /// zone.
    pub(super) fn own(&mut self, cell: usize, index: u32) {
        self.zone[cell] = self.zone_stamp;
        self.owner[cell] = index;
    }

    /// Forgets the index noted for `cell`.
    pub(super) fn disown(&mut self, cell: usize) {
        self.zone[cell] = self.zone_stamp.wrapping_sub(1);
    }

    /// The index noted for `cell` in the move's zone, if any.
    #[inline]
    pub(super) fn owner(&self, cell: usize) -> Option<u32> {
        (self.zone[cell] == self.zone_stamp).then(|| self.owner[cell])
    }

    /// Starts a reply: no piece left by its meetings yet.
    pub(super) fn begin_reply(&mut self) {
        self.reply = self.reply.wrapping_add(1);
        self.any_made = false;
        if self.reply == 0 {
            self.made_in.fill(0);
            self.reply = 1;
        }
    }

    /// Starts a pass: no step arrived yet.
    #[inline]
    pub(super) fn begin_pass(&mut self) {
        self.pass = self.pass.wrapping_add(4);
        if self.pass == 0 {
            self.arrivals.fill(0);
            self.pass = 4;
        }
    }

    /// Notes a step of the pass arriving on `cell`.
    #[inline]
    pub(super) fn arrive(&mut self, cell: usize) {
        let at = &mut self.arrivals[cell];
        *at = if *at & !3 == self.pass {
            self.pass | 1
        } else {
            self.pass
        };
    }

    /// How `cell`'s arrivals stand (after every step of the pass arrived);
    /// the first [`Arrivals::Meet`] asked settles the meeting.
    #[inline]
    pub(super) fn settle(&mut self, cell: usize) -> Arrivals {
        let at = &mut self.arrivals[cell];
        if *at == self.pass | 1 {
            *at = self.pass | 2;
            Arrivals::Meet
        } else if *at == self.pass | 2 {
            Arrivals::Met
        } else {
            Arrivals::Alone
        }
    }

    /// The static piece on `cell`, counting the reply's meetings.
    #[inline]
    pub(super) fn static_at(&self, pos: &Position, cell: usize) -> u8 {
        self.static_in(pos.layers().1, cell)
    }

    /// The static piece on `cell` of the static layer `statics`, counting
    /// the reply's meetings.
    #[inline]
    pub(super) fn static_in(&self, statics: &[u8], cell: usize) -> u8 {
        if self.any_made && self.made_in[cell] == self.reply {
            self.made[cell]
        } else {
            statics[cell]
        }
    }

    /// A meeting of the reply leaves `kind` on `cell`.
    pub(super) fn leave(&mut self, cell: usize, kind: u8) {
        self.made_in[cell] = self.reply;
        self.made[cell] = kind;
        self.any_made = true;
    }
}
