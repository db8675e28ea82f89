//! The `robots` binary: parse arguments, run the command, render errors and
//! choose the exit code (0 ok, 1 refused input, 2 usage error from clap).

use clap::Parser;
use miette::{GraphicalReportHandler, GraphicalTheme, Report};
use std::io::IsTerminal;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = robots::cli::Cli::parse();
    let mut reports = Vec::new();
    let result = robots::cli::execute(cli, &mut reports);
    for report in &reports {
        render(report);
    }
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(report) => {
            render(&report);
            ExitCode::from(1)
        }
    }
}

/// Colour on a terminal unless `NO_COLOR` is set; plain text otherwise.
fn render(report: &Report) {
    let terminal = std::io::stderr().is_terminal();
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let theme = match (terminal, no_color) {
        (true, false) => GraphicalTheme::unicode(),
        (true, true) => GraphicalTheme::unicode_nocolor(),
        (false, _) => GraphicalTheme::none(),
    };
    // On a terminal, lines wrap to fit; in a pipe or a file, each headline
    // stays on one line, so `name:line:col: message` can be searched for.
    // A file name or a word is never broken in two.
    let handler = GraphicalReportHandler::new_themed(theme)
        .with_width(if terminal { 100 } else { 80 })
        .with_wrap_lines(terminal)
        .with_break_words(false)
        .with_links(false);
    let mut text = String::new();
    if handler.render_report(&mut text, report.as_ref()).is_err() {
        text = format!("{report:?}");
    }
    eprint!("{text}");
}
