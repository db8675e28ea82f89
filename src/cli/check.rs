//! `robots check FILE...`: each file's result in the order given, its
//! diagnostics right under it (warnings too, unless `--quiet`), and, for
//! more than one file, a tally at the end. Results and the tally go to
//! stdout, diagnostics to stderr; each is flushed before the next is
//! written, so a terminal (or `2>&1`) shows them in order.

use super::input::name_of;
use super::load::{load_rules, output};
use super::render::{Target, render};
use super::{CheckArgs, Context, reported};
use crate::rules;
use std::io::{self, IsTerminal, Write};

pub(super) fn check(args: CheckArgs, context: &mut Context) -> miette::Result<()> {
    let target = Target {
        terminal: io::stderr().is_terminal(),
        color: context.color.stderr,
    };
    let mut out = io::stdout().lock();
    let (mut ok, mut refused, mut warned) = (0, 0, 0);
    for path in &args.files {
        let name = name_of(path);
        let before = context.warnings.len();
        let result = load_rules(Some(path), context);
        let warnings: Vec<_> = context.warnings.drain(before..).collect();
        warned += warnings.len();
        match &result {
            Ok(compiled) if args.table => {
                // A comment names the file, so the text still checks.
                let gap = if path == &args.files[0] { "" } else { "\n" };
                let text = rules::print::rules_text(&compiled.game);
                let engine = rules::lower::engine_of(&compiled.game);
                write!(out, "{gap}# {name}, as compiled\n# {engine}\n{text}")
            }
            Ok(_) => writeln!(out, "{name}: ok"),
            Err(_) if args.table => Ok(()),
            Err(_) => writeln!(out, "{name}: refused"),
        }
        .and_then(|()| out.flush())
        .map_err(output)?;
        let mut stderr = io::stderr().lock();
        let shown = warnings.iter().chain(result.as_ref().err());
        for report in shown {
            // A diagnostic that cannot be written has nowhere else to go.
            let _ = stderr.write_all(render(report.as_ref(), target).as_bytes());
        }
        let _ = stderr.flush();
        match result {
            Ok(_) => ok += 1,
            Err(_) => refused += 1,
        }
    }
    let files = args.files.len();
    if files > 1 && !args.table {
        let warnings = match (warned, context.quiet) {
            (0, _) | (_, true) => String::new(),
            (1, _) => ", 1 warning".to_string(),
            (n, _) => format!(", {n} warnings"),
        };
        writeln!(out, "{files} files: {ok} ok, {refused} refused{warnings}")
            .and_then(|()| out.flush())
            .map_err(output)?;
    }
    match refused {
        0 => Ok(()),
        1 if files == 1 => Err(reported("the rules file was refused")),
        n => Err(reported(format!("{n} of {files} rules files were refused"))),
    }
}
