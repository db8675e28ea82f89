//! `robots fmt`: rules files rewritten in the canonical layout
//! ([`crate::format`]), or with `--check` only named when they are not.

use super::FmtArgs;
use super::input::{is_stdin, name_of, read_rules};
use super::load::output;
use crate::format::format;
use miette::{IntoDiagnostic, WrapErr};
use std::io::{self, Write};

/// Formats each file in place (`-`: standard input to standard output);
/// with `--check`, names the files that would change and fails.
pub fn fmt(args: FmtArgs) -> miette::Result<()> {
    let mut unformatted = Vec::new();
    let mut out = io::stdout().lock();
    for path in &args.files {
        let name = name_of(path);
        if !is_stdin(path) {
            // A shipped game's name is no file to rewrite.
            std::fs::metadata(path).map_err(|e| {
                let help = "give the path of a rules file to format, or `-` to format standard \
                            input";
                super::input::unreadable(&name, e, help)
            })?;
        }
        let source = read_rules(path)?;
        let formatted = format(&source.text);
        let changed = formatted != *source.text;
        if args.check {
            if changed {
                writeln!(out, "{name}").map_err(output)?;
                unformatted.push(name);
            }
        } else if is_stdin(path) {
            out.write_all(formatted.as_bytes()).map_err(output)?;
        } else if changed {
            std::fs::write(path, formatted)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot write {name}"))?;
        }
    }
    out.flush().map_err(output)?;
    match unformatted.len() {
        0 => Ok(()),
        n => Err(miette::miette!(
            code = "robots::fmt::unformatted",
            help = "`robots fmt FILE...` rewrites them in the canonical layout",
            "{n} of {} files would be reformatted: {}",
            args.files.len(),
            unformatted.join(", ")
        )),
    }
}
