//! Where the commands read from: a named file, or standard input for `-`
//! (and for `run` without an input). Rules are read only up to their size
//! limit, so an endless stream is refused after 1 MiB instead of filling
//! memory; a person typing at a terminal is told what is awaited.

use crate::diagnostics::{Source, escape_controls};
use crate::rules::syntax::MAX_RULES_BYTES;
use miette::{Diagnostic, IntoDiagnostic, Report, WrapErr};
use std::io::{self, BufRead, BufReader, IsTerminal, Read};
use std::path::Path;
use thiserror::Error;

/// The name standard input goes by in messages.
pub const STDIN: &str = "<stdin>";

/// How to end typed input at a terminal.
const END_OF_INPUT: &str = "Ctrl-D on a line of its own";

/// Whether a path argument stands for standard input.
pub fn is_stdin(path: &Path) -> bool {
    path == Path::new("-")
}

/// A name as messages give it: `<stdin>` for `-`, control characters
/// escaped.
pub fn name_of(path: &Path) -> String {
    if is_stdin(path) {
        STDIN.to_string()
    } else {
        // A line break in a name would split a diagnostic's first line.
        escape_controls(&path.display().to_string()).replace('\n', "\\u{a}")
    }
}

/// A rules file longer than the limit, refused once one byte more than the
/// limit has been read (the rest is never read).
#[derive(Debug, Error, Diagnostic)]
#[error(
    "{name}:1:1: the file is {} bytes or more; rules files are at most {MAX_RULES_BYTES} bytes",
    MAX_RULES_BYTES + 1
)]
#[diagnostic(
    code(robots::rules::too_large),
    help("a rules file is a few dozen lines; check that the right file was given")
)]
pub struct TooLarge {
    name: String,
}

/// Reads a rules file (`-`: standard input), stopping after the size
/// limit. A name that is no regular file but a game shipped with the
/// binary (`janken-tactics`) is that game's embedded rules; a regular file
/// of that name is read instead, with a note saying so.
pub fn read_rules(path: &Path) -> miette::Result<Source> {
    let name = name_of(path);
    if !is_stdin(path)
        && let Some((game, text)) = crate::rules::shipped(&path.to_string_lossy())
    {
        // A regular file of the game's name wins; anything else of that
        // name (a folder) never shadows the game. Either way, where both
        // exist, a note says which was read.
        match std::fs::metadata(path) {
            Ok(meta) if meta.is_file() => eprintln!(
                "robots: note: reading the file {name} in this folder, not the shipped game `{game}` (give another path to it, or run elsewhere, to play the game)"
            ),
            found => {
                if found.is_ok() {
                    eprintln!(
                        "robots: note: playing the shipped game `{game}`; {name} in this folder is not a file, so it is not read"
                    );
                }
                return Ok(Source::new(format!("rules/{game}.rules"), text));
            }
        }
    }
    if !is_stdin(path) && !path.exists() {
        return Err(super::game_names::no_such_rules(path, &name));
    }
    let cannot = || format!("cannot read {name}");
    let mut bytes = Vec::new();
    let limit = MAX_RULES_BYTES as u64 + 1;
    if is_stdin(path) {
        let stdin = io::stdin();
        if stdin.is_terminal() {
            eprintln!("robots: reading a rules file from the terminal; end it with {END_OF_INPUT}");
        }
        stdin.lock().take(limit).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|file| file.take(limit).read_to_end(&mut bytes))
    }
    .into_diagnostic()
    .wrap_err_with(cannot)?;
    if bytes.len() > MAX_RULES_BYTES {
        return Err(TooLarge { name }.into());
    }
    let text = crate::diagnostics::text_of(&name, bytes).map_err(Report::new)?;
    Ok(Source::new(name, text))
}

/// An opened scenario input: the stream, its name, and whether it is
/// standard input.
pub struct Input {
    pub reader: Box<dyn BufRead>,
    pub name: String,
    pub stdin: bool,
}

/// Opens the scenario input (`None` or `-`: standard input). At a terminal
/// one line on stderr says what is awaited (`awaited`, the format's input)
/// and how to end it.
pub fn open_scenarios(path: Option<&Path>, awaited: &str) -> miette::Result<Input> {
    match path {
        Some(path) if !is_stdin(path) => {
            let name = name_of(path);
            let file = std::fs::File::open(path).map_err(|e| {
                let help = "give the path of a scenario file, or `-` (or nothing) to read \
                            standard input";
                unreadable(&name, e, help)
            })?;
            Ok(Input {
                reader: Box::new(BufReader::with_capacity(1 << 16, file)),
                name,
                stdin: false,
            })
        }
        _ => {
            let stdin = io::stdin();
            if stdin.is_terminal() {
                eprintln!("robots: waiting for {awaited}; end it with {END_OF_INPUT}");
            }
            Ok(Input {
                reader: Box::new(stdin.lock()),
                name: STDIN.to_string(),
                stdin: true,
            })
        }
    }
}

/// A refusal that names no place ("there is no case 4: the input has 3"),
/// given the input's name; any other report as it is.
pub fn named(report: miette::Report, name: &str) -> miette::Report {
    let text = report.to_string();
    if text.starts_with("there is no case") {
        miette::miette!(code = "robots::run::no_such_case", "{name}: {text}")
    } else {
        report
    }
}

/// Why the file `name` cannot be opened: a missing file said plainly, with
/// `help`; any other failure with the system's reason.
pub fn unreadable(name: &str, error: io::Error, help: &str) -> Report {
    if error.kind() == io::ErrorKind::NotFound {
        return miette::miette!(
            code = "robots::input::no_such_file",
            help = help.to_string(),
            "cannot read {name}: there is no such file"
        );
    }
    miette::miette!("cannot read {name}: {error}")
}
