//! Trials: every change goes through a setter that logs it while a trial
//! is under way, so a candidate move can be tried and undone, and a trial
//! can be nested in another; undoing to a mark takes back the changes
//! since it, newest first.

use super::layers::{Change, Position};

impl Position {
    pub fn set_static(&mut self, cell: usize, kind: u8) {
        if self.trials > 0 {
            self.log.push(Change::Static(cell, self.statics[cell]));
        }
        self.put_static(cell, kind);
    }

    pub fn set_chaser(&mut self, cell: usize, kind: u8) {
        if self.trials > 0 {
            self.log.push(Change::Chaser(cell, self.chasers[cell]));
        }
        self.put_chaser(cell, kind);
    }

    pub fn set_player(&mut self, to: Option<usize>) {
        if self.trials > 0 {
            self.log.push(Change::Player(self.player));
        }
        self.put_player(to);
    }

    /// Starts a trial: the mark to undo to.
    pub fn begin(&mut self) -> usize {
        self.trials += 1;
        self.log.len()
    }

    /// Undoes every change since `mark` (from [`Position::begin`]), and
    /// ends that trial.
    pub fn undo(&mut self, mark: usize) {
        while self.log.len() > mark {
            match self.log.pop() {
                Some(Change::Static(cell, kind)) => self.put_static(cell, kind),
                Some(Change::Chaser(cell, kind)) => self.put_chaser(cell, kind),
                Some(Change::Player(at)) => self.put_player(at),
                None => {}
            }
        }
        self.trials -= 1;
    }

    /// The changes since `mark` (from [`Position::begin`]), oldest first.
    pub(in crate::interpreter) fn changes(&self, mark: usize) -> &[Change] {
        &self.log[mark..]
    }

    /// Ends the trial begun at `mark` keeping its changes (forgotten
    /// once no trial is under way).
    pub(in crate::interpreter) fn keep(&mut self, mark: usize) {
        debug_assert!(self.log.len() >= mark);
        self.trials -= 1;
        if self.trials == 0 {
            self.log.clear();
        }
    }
}
