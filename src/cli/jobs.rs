//! `--jobs N`: how many cases are played at once. `0` means one a core (as
//! in cargo and ripgrep); more than the cores available is capped there,
//! since more threads only add memory (each holds a copy of the game's
//! grids) and switching, and the cap is said once on stderr.

use miette::{Report, Severity, miette};

/// The cores this process may use (1 when that cannot be known).
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The jobs to use for `--jobs requested` with `cores` cores, and a note
/// when the request was capped.
pub fn resolve(requested: usize, cores: usize) -> (usize, Option<Report>) {
    let cores = cores.max(1);
    match requested {
        0 => (cores, None),
        n if n > cores => {
            let note = miette!(
                severity = Severity::Warning,
                code = "robots::run::jobs_capped",
                "--jobs {n} is more than the {cores} cores available; playing {cores} cases at a time"
            );
            (cores, Some(note))
        }
        n => (n, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_means_every_core_and_more_is_capped_with_a_note() {
        assert_eq!(resolve(0, 8).0, 8);
        assert!(resolve(0, 8).1.is_none());
        assert_eq!(resolve(3, 8).0, 3);
        let (jobs, note) = resolve(1000, 8);
        assert_eq!(jobs, 8);
        assert!(
            note.unwrap()
                .to_string()
                .contains("--jobs 1000 is more than the 8 cores")
        );
        assert_eq!(resolve(1, 0).0, 1);
    }
}
