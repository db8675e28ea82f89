//! The memory a parallel run may hold: cases read and not yet played, and
//! outputs played and not yet written, counted in bytes against a limit.
//! The reader waits for room; players and the writer give room back; any
//! side can stop the run, which wakes the reader for good.

use std::sync::{Condvar, Mutex, MutexGuard};

#[derive(Debug)]
pub struct Budget {
    limit: usize,
    state: Mutex<State>,
    room: Condvar,
}

#[derive(Debug, Default)]
struct State {
    used: usize,
    stopped: bool,
    /// The reader waits for room: only then is giving room worth a wake-up.
    waiting: bool,
}

impl Budget {
    pub fn new(limit: usize) -> Self {
        Budget {
            limit,
            state: Mutex::default(),
            room: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A holder that panicked left plain numbers behind; they stay usable.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Waits until `bytes` fit (or nothing is held: one item is always
    /// admitted, however large), then takes them. False once stopped.
    pub fn take(&self, bytes: usize) -> bool {
        let mut state = self.lock();
        while !state.stopped && state.used > 0 && state.used + bytes > self.limit {
            state.waiting = true;
            state = self.room.wait(state).unwrap_or_else(|e| e.into_inner());
        }
        state.waiting = false;
        if state.stopped {
            return false;
        }
        state.used += bytes;
        true
    }

    /// Gives back `freed` bytes and takes `taken` (a case played into its
    /// output) without waiting.
    pub fn exchange(&self, freed: usize, taken: usize) {
        let mut state = self.lock();
        state.used = state.used.saturating_sub(freed) + taken;
        let wake = state.waiting;
        drop(state);
        if wake {
            self.room.notify_all();
        }
    }

    /// Gives back `bytes`.
    pub fn give(&self, bytes: usize) {
        self.exchange(bytes, 0);
    }

    /// Stops the run: no more taking.
    pub fn stop(&self) {
        self.lock().stopped = true;
        self.room.notify_all();
    }

    pub fn stopped(&self) -> bool {
        self.lock().stopped
    }

    /// Bytes held now.
    pub fn used(&self) -> usize {
        self.lock().used
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn one_item_is_admitted_whatever_its_size_then_the_limit_holds() {
        let budget = Budget::new(10);
        assert!(budget.take(25));
        assert_eq!(budget.used(), 25);
        let shared = Arc::new(budget);
        let waiter = {
            let b = Arc::clone(&shared);
            std::thread::spawn(move || b.take(4))
        };
        std::thread::sleep(std::time::Duration::from_millis(20));
        assert_eq!(shared.used(), 25, "the second item waits for room");
        shared.give(25);
        assert!(waiter.join().unwrap());
        assert_eq!(shared.used(), 4);
    }

    #[test]
    fn stopping_wakes_a_waiting_reader() {
        let shared = Arc::new(Budget::new(1));
        assert!(shared.take(1));
        let waiter = {
            let b = Arc::clone(&shared);
            std::thread::spawn(move || b.take(1))
        };
        shared.stop();
        assert!(!waiter.join().unwrap());
        assert!(shared.stopped());
    }
}
