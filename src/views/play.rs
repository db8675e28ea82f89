//! `robots run` with views, on the [`run`](crate::run) machinery so that
//! `--jobs` plays them in parallel with the serial output: each case's
//! contest text or JSON line (`--format json`, with every move under
//! `--log`), counted into the run's totals (`--summary`) and its progress.

use super::json::{self, CaseJson};
use super::pursuit;
use super::summary::{Counters, Progress};
use super::walk::Disagreement;
use crate::engine::Engine;
use crate::rules::lines::RuleLines;
use crate::run::{Cases, Failure, Play, RunError};
use crate::scenario::{Case, write_case};
use miette::Diagnostic;
use std::sync::Arc;
use thiserror::Error;

/// How each case is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Format {
    /// The contest output.
    #[default]
    Text,
    /// One JSON object a case, a line each.
    Json,
}

/// Why a run with views stopped.
#[derive(Debug, Error, Diagnostic)]
pub enum ViewError {
    #[error(transparent)]
    #[diagnostic(transparent)]
    Run(#[from] RunError),
    #[error(transparent)]
    #[diagnostic(transparent)]
    Disagree(#[from] Disagreement),
}

impl From<Failure> for ViewError {
    fn from(failure: Failure) -> Self {
        ViewError::Run(RunError::Failure(failure))
    }
}

/// A stream of cases whose errors are a run's.
pub struct Checked<C>(pub C);

impl<C: Cases<Error = RunError>> Cases for Checked<C> {
    type Case = C::Case;
    type Error = ViewError;

    fn next_case(&mut self) -> Result<Option<C::Case>, ViewError> {
        Ok(self.0.next_case()?)
    }

    fn footprint(case: &C::Case) -> usize {
        C::footprint(case)
    }

    fn working(&self, case: &C::Case) -> usize {
        self.0.working(case)
    }
}

/// What a run with views writes and counts.
#[derive(Debug, Clone)]
pub struct Views {
    pub format: Format,
    /// Every move in the JSON (`--log`).
    pub log: bool,
    /// Write each case (not under `--summary-only`).
    pub cases: bool,
}

/// The engine playing cases into their views.
#[derive(Debug)]
pub struct Viewer {
    engine: Engine,
    input: Arc<str>,
    lines: Arc<RuleLines>,
    views: Views,
    pub counters: Arc<Counters>,
    pub progress: Option<Progress>,
}

impl Viewer {
    pub fn new(engine: Engine, lines: RuleLines, input: &str, views: Views) -> Self {
        Viewer {
            engine,
            input: input.into(),
            lines: Arc::new(lines),
            views,
            counters: Arc::default(),
            progress: None,
        }
    }
}

/// Another job's viewer: a fresh engine (see `run::contest::Player`), the
/// same counters and progress.
impl Clone for Viewer {
    fn clone(&self) -> Self {
        Viewer {
            engine: Engine::new(self.engine.table().clone()),
            input: Arc::clone(&self.input),
            lines: Arc::clone(&self.lines),
            views: self.views.clone(),
            counters: Arc::clone(&self.counters),
            progress: self.progress.clone(),
        }
    }
}

impl Play for Viewer {
    type Case = Case;
    type Error = ViewError;

    fn play(&mut self, number: usize, case: &Case, out: &mut String) -> Result<(), ViewError> {
        let table = self.engine.table().clone();
        let log = self.views.format == Format::Json && self.views.log && self.views.cases;
        let mut steps = Vec::new();
        let mut logged = 0;
        let record = if log {
            let mut walk = pursuit::walk(&mut self.engine, case);
            while logged < json::MAX_LOGGED
                && let Some(step) = walk.step()
            {
                let step = step?;
                logged += 1 + step.decision.candidates.len();
                steps.push(json::logged(&step, &table, &self.lines));
            }
            let record = pursuit::record(&mut walk, case, number, &self.input)?;
            if (steps.len() as u32) < record.moves {
                eprintln!(
                    "robots: note: the log of case {number} stops after move {} of {} (a case's log holds at most {} candidates); `robots explain {} --case {number} --moves {}..` lists the rest",
                    steps.len(),
                    record.moves,
                    json::MAX_LOGGED,
                    self.input,
                    steps.len() + 1
                );
            }
            record
        } else {
            self.engine
                .play(&case.robots, &case.teleports)
                .map_err(|_| RunError::TooLong {
                    location: format!("{}:{}:1", self.input, case.line),
                    case: number,
                })?
        };
        self.counters.add(&record);
        if let Some(progress) = &self.progress {
            progress.game();
        }
        if !self.views.cases {
            return Ok(());
        }
        match self.views.format {
            Format::Text => {
                if number > 1 {
                    out.push('\n');
                }
                write_case(out, number, &record);
            }
            Format::Json => {
                let mut value = CaseJson::new(number, &record);
                if log {
                    value.strategy = Some(json::strategy(&table));
                    if (steps.len() as u32) < record.moves {
                        value.log_ends = Some(steps.len() as u32);
                    }
                    value.log = Some(steps);
                }
                json::push_line(out, &value);
            }
        }
        Ok(())
    }

    fn held(&self) -> usize {
        self.engine.grid_bytes()
    }
}

impl Viewer {
    /// The rule table played.
    pub fn table(&self) -> &crate::engine::table::Table {
        self.engine.table()
    }
}
