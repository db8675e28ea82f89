//! The names of the games shipped with the binary where a rules file is
//! asked for: a did-you-mean for a name that is neither a file nor a
//! shipped game (`--rules janken`), and the names offered by shell
//! completion of `--rules` beside the files.

use crate::diagnostics::suggest;
use crate::rules::SHIPPED;
use std::path::Path;

/// The shipped games' names, in `robots games` order.
pub(super) fn names() -> impl Iterator<Item = &'static str> {
    SHIPPED.iter().map(|(name, _, _)| *name)
}

/// The refusal of rules named `path` (shown as `name`) when there is no
/// such file and no shipped game of that name.
pub(super) fn no_such_rules(path: &Path, name: &str) -> miette::Report {
    let given = path.to_string_lossy();
    let near = suggest(&given, names()).or_else(|| {
        // A game's name cut short (`janken` for `janken-tactics`).
        let lower = given.to_ascii_lowercase();
        names().find(|n| !lower.is_empty() && (n.starts_with(&*lower) || n.contains(&*lower)))
    });
    let listed: Vec<String> = names().map(|n| format!("`{n}`")).collect();
    let listed = match listed.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, init)) => format!("{} and {last}", init.join(", ")),
        None => String::new(),
    };
    let help = match near {
        Some(near) => format!(
            "did you mean `{near}`? The games shipped with the binary (`robots games`) are {listed}"
        ),
        None => format!(
            "give the path of a rules file, or the name of a game shipped with the binary \
             (`robots games`): {listed}"
        ),
    };
    miette::miette!(
        code = "robots::rules::no_such_rules",
        help = help,
        "cannot read {name}: there is no such file, and no game shipped with the binary is called that"
    )
}

/// A completion script with the shipped games' names offered for
/// `--rules` beside the files, for the shells whose scripts say how.
pub(super) fn complete_game_names(shell: clap_complete::Shell, script: String) -> String {
    let words: Vec<&str> = names().collect();
    let words = words.join(" ");
    match shell {
        clap_complete::Shell::Bash => script.replace(
            "--rules)\n                    COMPREPLY=($(compgen -f \"${cur}\"))",
            &format!(
                "--rules)\n                    COMPREPLY=($(compgen -f \"${{cur}}\") $(compgen -W \"{words}\" -- \"${{cur}}\"))"
            ),
        ),
        clap_complete::Shell::Zsh => script
            .lines()
            .map(|line| {
                if line.starts_with("'--rules=[") && line.ends_with(":FILE:_files' \\") {
                    let head = line.trim_end_matches(":FILE:_files' \\");
                    format!(
                        "{head}:FILE:{{_alternative \"files:rules file:_files\" \"games:shipped game:({words})\"}}' \\\n"
                    )
                } else {
                    format!("{line}\n")
                }
            })
            .collect(),
        clap_complete::Shell::Fish => script
            .lines()
            .map(|line| {
                if line.contains(" -l rules ") && line.ends_with(" -r -F") {
                    format!("{line} -a \"{words}\"\n")
                } else {
                    format!("{line}\n")
                }
            })
            .collect(),
        _ => script,
    }
}
