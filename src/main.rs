//! The `robots` binary: parse arguments, run the command, render errors and
//! choose the exit code (0 ok, 1 refused input, 2 usage error from clap).

use robots::cli::render::{Target, render};
use robots::cli::{Context, already_reported, execute, output_closed};
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = robots::cli::parse();
    let mut context = Context {
        color: cli.color.resolve(),
        quiet: cli.quiet,
        ..Context::default()
    };
    let result = execute(cli, &mut context);
    let target = Target {
        terminal: std::io::stderr().is_terminal(),
        color: context.color.stderr,
    };
    let mut stderr = std::io::stderr().lock();
    // A diagnostic that cannot be written has nowhere else to go.
    let quiet = context.quiet;
    let shown = context.warnings.iter().filter(|report| {
        !quiet
            || report
                .severity()
                .is_none_or(|s| s == miette::Severity::Error)
    });
    for report in shown {
        let _ = stderr.write_all(render(report.as_ref(), target).as_bytes());
    }
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The reader of the output has seen all it wanted.
        Err(report) if output_closed(&report) => ExitCode::SUCCESS,
        // Every diagnostic was written as the command went.
        Err(report) if already_reported(&report) => ExitCode::from(1),
        Err(report) => {
            let _ = stderr.write_all(render(report.as_ref(), target).as_bytes());
            ExitCode::from(1)
        }
    }
}
