//! Standard input can be read once: the command lines that would read it
//! twice (rules and scenarios both from `-`), refused as usage errors.

use super::view_args::{ExplainArgs, ReplayArgs};
use super::{CheckArgs, Cli, Command, FmtArgs, input, solve};
use std::path::PathBuf;

impl Cli {
    /// Standard input can be read once: a reason when two things would
    /// read it.
    pub fn stdin_conflict(&self) -> Option<&'static str> {
        let is_stdin = |p: &PathBuf| input::is_stdin(p);
        match &self.command {
            Command::Run(args)
                if args.rules.as_ref().is_some_and(is_stdin)
                    && args.input.as_ref().is_none_or(is_stdin) =>
            {
                Some(
                    "`--rules -` reads the rules from standard input, so the scenarios must come from a file: name it",
                )
            }
            Command::Explain(ExplainArgs { rules, input, .. })
            | Command::Replay(ReplayArgs { rules, input, .. })
                if rules.as_ref().is_some_and(is_stdin) && is_stdin(input) =>
            {
                Some(
                    "`--rules -` reads the rules from standard input, so the scenarios must come from a file: name it",
                )
            }
            Command::Solve(solve::SolveArgs { rules, input, .. })
                if rules.as_ref().is_some_and(is_stdin) && input.as_ref().is_none_or(is_stdin) =>
            {
                Some(
                    "`--rules -` reads the rules from standard input, so the scenarios must come from a file: name it",
                )
            }
            Command::Stats(args)
                if args.rules.iter().filter(|p| is_stdin(p)).count()
                    + usize::from(
                        args.generate.is_none() && args.input.as_ref().is_none_or(is_stdin),
                    )
                    > 1 =>
            {
                Some("standard input can be read once: give `-` (or leave out INPUT) once")
            }
            Command::Diff(args)
                if [Some(&args.a), Some(&args.b), args.input.as_ref()]
                    .into_iter()
                    .filter(|p| p.is_none_or(is_stdin))
                    .count()
                    > 1 =>
            {
                Some("standard input can be read once: give `-` (or leave out INPUT) once")
            }
            Command::Check(CheckArgs { files, .. }) | Command::Fmt(FmtArgs { files, .. })
                if files.iter().filter(|p| is_stdin(p)).count() > 1 =>
            {
                Some("standard input can be read once: give `-` once")
            }
            _ => None,
        }
    }
}
