//! A real editor on `robots lsp`: headless Neovim opens a broken rules
//! file with the server attached, and the test reads back the diagnostics
//! Neovim holds. CI installs Neovim (`.ci/run`) and must run this; on a
//! machine without it the test says so and passes.

use crate::support::read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn nvim_present() -> bool {
    Command::new("nvim")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn neovim_shows_the_diagnostics_of_a_broken_rules_file() {
    if !nvim_present() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must run the Neovim test: .ci/run installs Neovim"
        );
        println!("note: nvim is not installed; the Neovim test did not run");
        return;
    }
    let dir = std::env::temp_dir().join(format!("robots-nvim-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (file, out) = (dir.join("broken.rules"), dir.join("diagnostics.txt"));
    // Two mistakes: `distance manhatan` (line 11 of the canonical file) and
    // `player into debris: pushh` (line 26).
    let canonical = read("rules/robots.rules");
    let broken = canonical
        .replace("distance manhattan", "distance manhatan")
        .replace("player into debris: push", "player into debris: pushh");
    std::fs::write(&file, &broken).unwrap();
    let line = |text: &str| 1 + broken.lines().position(|l| l == text).unwrap();
    assert_eq!(line("distance manhatan"), 11);
    assert_eq!(line("player into debris: pushh"), 26);

    let mut child = Command::new("nvim")
        .args(["--headless", "--clean", "-n", "-u", "NONE", "-c"])
        .arg(format!(
            "luafile {}",
            crate::support::repo("tests/data/lsp/neovim.lua").display()
        ))
        .env("ROBOTS_BIN", env!("CARGO_BIN_EXE_robots"))
        .env("ROBOTS_FILE", &file)
        .env("ROBOTS_OUT", &out)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("nvim starts");
    let deadline = Instant::now() + Duration::from_secs(90);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("Neovim did not finish");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let held = std::fs::read_to_string(&out).expect("Neovim wrote its diagnostics");
    std::fs::remove_dir_all(&dir).unwrap();
    // Columns are 1-based: `manhatan` after `distance ` (9 characters),
    // `pushh` after `player into debris: ` (20).
    let lines: Vec<&str> = held.lines().collect();
    assert_eq!(lines.len(), 2, "{held}");
    assert!(
        lines[0].starts_with("11:10:unknown distance `manhatan`"),
        "{held}"
    );
    assert!(
        lines[1].starts_with("26:21:unknown outcome `pushh` for `player into debris`"),
        "{held}"
    );
}
