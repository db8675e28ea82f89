//! The README's setup works on a fresh machine as written: it installs
//! the binary under the name every example uses (`robots`, on the PATH
//! `cargo install` puts it on), then runs the sample, whose output is the
//! stated one; and `cargo test` is the test command.

use crate::support::{read, robots, text};

/// The README's first code block, its commands without their comments.
fn setup_commands() -> Vec<String> {
    let readme = read("README.md");
    let open = readme.find("```\n").expect("a code block") + 4;
    let close = readme[open..].find("```").unwrap();
    readme[open..open + close]
        .lines()
        .map(|l| l.split('#').next().unwrap().trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

// Guards: the setup built `target/release/robots` and every example then
// said `robots ...`: "command not found" on a fresh machine.
#[test]
fn the_readme_setup_installs_robots_and_runs_the_sample() {
    let commands = setup_commands();
    assert_eq!(
        commands,
        ["cargo install --path .", "robots run scenarios/sample.in"]
    );
    // `cargo install --path .` installs the package's binaries: one, named
    // `robots` (the package's name, with no `[[bin]]` renaming it).
    let manifest = read("Cargo.toml");
    assert!(
        manifest.contains("[package]\nname = \"robots\""),
        "{manifest}"
    );
    assert!(
        !manifest.contains("[[bin]]"),
        "a [[bin]] may rename the binary"
    );
    assert!(crate::support::repo("src/main.rs").exists());
    // The second command, run by the binary cargo builds, prints the
    // sample's stated output.
    let args: Vec<&str> = commands[1].split_whitespace().skip(1).collect();
    let out = robots(&args, "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), read("scenarios/sample.out"));
    // No example runs a path the setup does not make.
    assert!(!read("README.md").contains("target/release/robots"));
    assert!(read("README.md").contains("`cargo test` runs"));
}
