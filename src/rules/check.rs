//! Meaning: from a syntax tree to a checked [`Model`] of the game.
//!
//! The checker gives every word its meaning (see `vocab`), and refuses what
//! would leave the game undefined or contradictory: unknown names, the same
//! rule stated twice in different ways, missing rules, numbers out of
//! range, and robot steps that can tie with no stated resolution. It reports
//! every independent error of a file at once, and warns about rules that can
//! never matter.

use super::ast::{self, Spanned, StatementKind, StrategyItem, Target};
use super::outcomes;
use super::report::{CheckFailed, Finding};
use super::vocab::{self, lookup, names};
use crate::diagnostics::{Source, Span, suggest};
use crate::engine::table::*;
use crate::geometry::Shape;
use std::collections::HashMap;

/// The largest board side.
pub const MAX_SIDE: i64 = crate::geometry::MAX_SIDE as i64;
/// The largest offset component of a step.
pub const MAX_REACH: i64 = 16;
/// The longest survival goal.
pub const MAX_SURVIVE: i64 = 100_000;

/// A checked game: every value resolved, nothing missing or contradictory.
#[derive(Debug, Clone)]
pub struct Model {
    pub name: String,
    pub board: Board,
    pub start: Offset,
    pub metric: Metric,
    pub walks: Vec<Offset>,
    pub may_stay: bool,
    pub teleports: Option<Teleports>,
    pub outcomes: Vec<((Mover, Meets), Outcome)>,
    pub robot_steps: Vec<Offset>,
    pub tie_break: TieBreak,
    pub meeting: Meeting,
    pub won_when_no_robots: bool,
    pub survive_moves: Option<u32>,
    pub reject_immediate_loss: bool,
    pub keys: Vec<(Key, Goal)>,
    pub fallbacks: Vec<Fallback>,
    /// Legal but suspicious rules.
    pub warnings: Vec<Finding>,
}

/// Checks a parsed file. On failure, every error found is returned.
pub fn check(source: &Source, file: &ast::RulesFile) -> Result<Model, CheckFailed> {
    let mut checker = Checker {
        source,
        findings: Vec::new(),
        nothing_stated: file.statements.is_empty(),
    };
    if checker.nothing_stated {
        let end = source.text.len();
        checker.push(
            Finding::error(
                source,
                "robots::rules::empty",
                Span::new(end, end),
                "the file states no rules",
            )
            .label("nothing here")
            .help("a rules file states a whole game; start from a copy of rules/robots.rules"),
        );
    }
    let model = checker.model(file);
    let (errors, warnings): (Vec<_>, Vec<_>) =
        checker.findings.into_iter().partition(Finding::is_error);
    match model {
        Some(mut model) if errors.is_empty() => {
            model.warnings = warnings;
            Ok(model)
        }
        _ => Err(CheckFailed {
            name: source.name.to_string(),
            errors,
        }),
    }
}

/// Which statement a line is, for finding duplicates.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Slot {
    Game,
    Board,
    Start,
    Distance,
    Walks,
    MayStay,
    Teleports,
    Outcome(ast::Mover, String),
    Steps,
    Ties,
    Meeting,
    WonNoRobots,
    WonSurviving,
    Strategy,
}

struct Checker<'a> {
    source: &'a Source,
    findings: Vec<Finding>,
    /// The file has no statement at all: one error says so, not one per
    /// missing statement.
    nothing_stated: bool,
}

impl<'a> Checker<'a> {
    fn error(&self, code: &'static str, span: Span, message: impl Into<String>) -> Finding {
        Finding::error(self.source, code, span, message)
    }

    fn warn(&self, code: &'static str, span: Span, message: impl Into<String>) -> Finding {
        Finding::warning(self.source, code, span, message)
    }

    fn push(&mut self, finding: Finding) {
        self.findings.push(finding);
    }

    fn text(&self, span: Span) -> String {
        self.source.text[span.start..span.end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The first statement of each kind; later ones are duplicates.
    fn slots<'f>(&mut self, file: &'f ast::RulesFile) -> HashMap<Slot, &'f ast::Statement> {
        let mut slots: HashMap<Slot, &ast::Statement> = HashMap::new();
        for statement in &file.statements {
            let slot = slot_of(&statement.node);
            if let Some(first) = slots.get(&slot) {
                self.duplicate(first.span, statement.span);
            } else {
                slots.insert(slot, statement);
            }
        }
        slots
    }

    fn duplicate(&mut self, first: Span, again: Span) {
        if self.text(first) == self.text(again) {
            self.push(
                self.warn(
                    "robots::rules::repeated",
                    again,
                    "this rule is stated twice",
                )
                .label("stated again here")
                .also(first, "first stated here")
                .help("delete one of the two lines"),
            );
        } else {
            let f = Finding::error(
                self.source,
                "robots::rules::contradiction",
                again,
                "this rule is stated twice, differently",
            )
            .label("stated again here")
            .also(first, "first stated here")
            .help("a game says each thing once: keep the line you mean and delete the other");
            self.push(f);
        }
    }

    fn missing(&mut self, what: &str, example: &str) {
        if self.nothing_stated {
            return;
        }
        let end = self.source.text.len();
        let finding = Finding::error(
            self.source,
            "robots::rules::missing",
            Span::new(end, end),
            format!("the rules never say {what}"),
        )
        .label("add it here")
        .help(if example.contains('\n') {
            format!("add lines such as\n{example}")
        } else {
            format!("add a line such as `{example}`")
        });
        self.push(finding);
    }

    /// An unknown word. `what` may end in a context such as
    /// "outcome for `player into debris`": the noun is its first word(s)
    /// before " for ".
    fn unknown(&mut self, what: &str, word: &Spanned<String>, known: &[&str]) {
        let (noun, context) = match what.split_once(" for ") {
            Some((noun, context)) => (noun, format!(" for {context}")),
            None => (what, String::new()),
        };
        let article = if noun.starts_with(['a', 'e', 'i', 'o', 'u']) {
            "an"
        } else {
            "a"
        };
        let finding = Finding::error(
            self.source,
            "robots::rules::unknown_name",
            word.span,
            format!("unknown {noun} `{}`{context}", word.node),
        )
        .label(format!("not {article} {noun}{context}"));
        let names = vocab::list(known.iter().copied());
        let help = match suggest(&word.node, known.iter().copied()) {
            Some(near) => format!("did you mean `{near}`? The {noun}s{context} are {names}"),
            None => format!("the {noun}s{context} are {names}"),
        };
        self.push(finding.help(help));
    }

    fn model(&mut self, file: &ast::RulesFile) -> Option<Model> {
        let slots = self.slots(file);
        let get = |slot: Slot| slots.get(&slot).map(|s| &s.node);

        let name = match get(Slot::Game) {
            Some(StatementKind::Game(name)) => name.node.clone(),
            _ => String::from("unnamed"),
        };
        let board = self.board(get(Slot::Board));
        let start = self.start(get(Slot::Start), board);
        let metric = self.metric(get(Slot::Distance));
        let shape = board.map_or(Shape::Rectangle, Board::shape);
        let walks = match get(Slot::Walks) {
            Some(StatementKind::Walks(set)) => super::directions::resolve(self, set, "walk", shape),
            _ => {
                self.missing("how the player walks", "player walks king");
                None
            }
        };
        let teleports = self.teleports(slots.get(&Slot::Teleports).copied());
        let outcomes = outcomes::check(self, &slots_outcomes(&file.statements));
        let steps_statement = slots.get(&Slot::Steps).copied();
        let robot_steps = match steps_statement.map(|s| &s.node) {
            Some(StatementKind::Steps(set)) => super::directions::resolve(self, set, "step", shape),
            _ => {
                self.missing("how the robots step", "robots step king toward player");
                None
            }
        };
        let tie_break =
            super::ties::tie_break(self, get(Slot::Ties), robot_steps.as_deref(), shape);
        let meeting = self.meeting(get(Slot::Meeting));
        let (won_when_no_robots, survive_moves) =
            self.won(get(Slot::WonNoRobots).is_some(), get(Slot::WonSurviving));
        let teleport_span = slots.get(&Slot::Teleports).map(|s| s.span);
        let strategy = self.strategy(
            slots.get(&Slot::Strategy).copied(),
            teleports,
            teleport_span,
        );

        if let (Some(steps), Some(metric), Some(tie), Some(board), Some(stmt)) =
            (&robot_steps, metric, &tie_break, board, steps_statement)
        {
            super::ties::check(
                self,
                steps,
                metric,
                tie,
                board,
                stmt.span,
                slots.get(&Slot::Ties).map(|s| s.span),
            );
        }

        let board = board?;
        let (reject_immediate_loss, keys, fallbacks) = strategy?;
        Some(Model {
            name,
            board,
            start: start?,
            metric: metric?,
            walks: walks?,
            may_stay: get(Slot::MayStay).is_some(),
            teleports: teleports.unwrap_or(None),
            outcomes: outcomes?,
            robot_steps: robot_steps?,
            tie_break: tie_break?,
            meeting: meeting?,
            won_when_no_robots,
            survive_moves,
            reject_immediate_loss,
            keys,
            fallbacks,
            warnings: Vec::new(),
        })
    }

    fn board(&mut self, statement: Option<&StatementKind>) -> Option<Board> {
        let Some(StatementKind::Board(size)) = statement else {
            self.missing("how large the board is", "board 31 rows x 31 columns");
            return None;
        };
        match size {
            ast::BoardSize::Rectangle { rows, columns } => {
                let rows = self.in_range(rows, 1, MAX_SIDE, "a board side");
                let columns = self.in_range(columns, 1, MAX_SIDE, "a board side");
                Some(Board::new(rows? as i32, columns? as i32))
            }
            ast::BoardSize::Hexagon { side } => {
                let most = (MAX_SIDE + 1) / 2;
                let side = self.in_range(side, 1, most, "a hexagon's side")?;
                Some(Board::hexagon(side as i32))
            }
        }
    }

    fn in_range(&mut self, n: &Spanned<i64>, low: i64, high: i64, what: &str) -> Option<i64> {
        if (low..=high).contains(&n.node) {
            return Some(n.node);
        }
        self.push(
            self.error(
                "robots::rules::out_of_range",
                n.span,
                format!("{} is out of range for {what}", n.node),
            )
            .label(format!("must be from {low} to {high}"))
            .help(format!("{what} is at least {low} and at most {high}")),
        );
        None
    }

    fn start(&mut self, statement: Option<&StatementKind>, board: Option<Board>) -> Option<Offset> {
        let Some(StatementKind::Start { row, column }) = statement else {
            self.missing("where the player starts", "player starts at (15, 15)");
            return None;
        };
        let board = board?;
        let fits = |n: i64| i32::try_from(n).ok();
        let cell = fits(row.node).zip(fits(column.node));
        if let Some(cell) = cell.filter(|&c| board.contains(c)) {
            return Some(cell);
        }
        {
            let (rows, columns) = (board.rows, board.columns);
            self.push(
                self.error(
                    "robots::rules::start_off_board",
                    row.span.join(column.span),
                    format!(
                        "the start cell ({}, {}) is off the board",
                        row.node, column.node
                    ),
                )
                .label(match board.shape() {
                    Shape::Rectangle => format!("not on the {rows} x {columns} board"),
                    Shape::Hexagon(side) => format!("not on the hexagon of {side} cells a side"),
                })
                .help(on_board_help(board)),
            );
            None
        }
    }

    fn metric(&mut self, statement: Option<&StatementKind>) -> Option<Metric> {
        let Some(StatementKind::Distance(word)) = statement else {
            self.missing("how distance is measured", "distance manhattan");
            return None;
        };
        let found = lookup(vocab::METRICS, &word.node);
        if found.is_none() {
            let known: Vec<&str> = names(vocab::METRICS).collect();
            self.unknown("distance", word, &known);
        }
        found
    }

    /// `None` when refused; `Some(None)` when the rules have no teleports.
    fn teleports(&mut self, statement: Option<&ast::Statement>) -> Option<Option<Teleports>> {
        let Some(Spanned {
            node: StatementKind::Teleports(phrases),
            span,
        }) = statement
        else {
            return Some(None);
        };
        let (mut reuse, mut mode) = (None, None);
        let mut ok = true;
        for phrase in phrases {
            if let Some(v) = lookup(vocab::TELEPORT_REUSE, &phrase.node) {
                reuse = Some(v);
            } else if let Some(v) = lookup(vocab::TELEPORT_MODE, &phrase.node) {
                mode = Some(v);
            } else {
                let known: Vec<&str> = names(vocab::TELEPORT_REUSE)
                    .chain(names(vocab::TELEPORT_MODE))
                    .collect();
                self.unknown("teleport option", phrase, &known);
                ok = false;
            }
        }
        if ok && (reuse.is_none() || mode.is_none()) {
            self.push(self.error(
                "robots::rules::teleport_incomplete",
                *span,
                "the teleport rule must say how often an entry may be used and when teleports are tried",
            )
            .label("incomplete")
            .help("write `player may teleport from list, each entry once, as fallback` (or `reusable`, `as candidates`)"));
            ok = false;
        }
        ok.then(|| {
            Some(Teleports {
                each_once: reuse.unwrap_or(true),
                as_candidates: mode.unwrap_or(false),
            })
        })
    }

    fn meeting(&mut self, statement: Option<&StatementKind>) -> Option<Meeting> {
        let Some(StatementKind::Meeting(phrase)) = statement else {
            self.missing("what robots that meet become", "robots meeting: debris");
            return None;
        };
        match phrase.node.as_str() {
            "debris" => Some(Meeting::Debris),
            "vanish" => Some(Meeting::Vanish),
            _ => {
                self.unknown("meeting outcome", phrase, vocab::MEETINGS);
                None
            }
        }
    }

    fn won(&mut self, no_robots: bool, surviving: Option<&StatementKind>) -> (bool, Option<u32>) {
        let survive = match surviving {
            Some(StatementKind::WonSurviving(n)) => self
                .in_range(n, 1, MAX_SURVIVE, "a number of moves")
                .map(|n| n as u32),
            _ => None,
        };
        if !no_robots && surviving.is_none() {
            self.missing("how the game is won", "won when no robots");
        }
        (no_robots, survive)
    }

    #[allow(clippy::type_complexity)]
    fn strategy(
        &mut self,
        statement: Option<&ast::Statement>,
        teleports: Option<Option<Teleports>>,
        teleport_span: Option<Span>,
    ) -> Option<(bool, Vec<(Key, Goal)>, Vec<Fallback>)> {
        let Some(Spanned {
            node: StatementKind::Strategy(items),
            span,
        }) = statement
        else {
            self.missing(
                "how the player chooses a move",
                "strategy:\n  reject immediate loss\n  minimize robots\n  maximize nearest robot\n  minimize row\n  minimize column\n  else stay",
            );
            return None;
        };
        super::strategy::check(self, items, *span, (teleports, teleport_span))
    }
}

/// The checker's services to its helper modules (outcomes, strategy).
pub(super) trait Reporter {
    fn source(&self) -> &Source;
    fn report(&mut self, finding: Finding);
    fn unknown_word(&mut self, what: &str, word: &Spanned<String>, known: &[&str]);
    fn missing_rule(&mut self, what: &str, example: &str);
}

impl Reporter for Checker<'_> {
    fn source(&self) -> &Source {
        self.source
    }
    fn report(&mut self, finding: Finding) {
        self.push(finding);
    }
    fn unknown_word(&mut self, what: &str, word: &Spanned<String>, known: &[&str]) {
        self.unknown(what, word, known);
    }
    fn missing_rule(&mut self, what: &str, example: &str) {
        self.missing(what, example);
    }
}

/// Which cells a board holds, for a help line.
pub(super) fn on_board_help(board: Board) -> String {
    let (rows, columns) = (board.rows, board.columns);
    match board.shape() {
        Shape::Rectangle => format!("rows run from 1 to {rows} and columns from 1 to {columns}"),
        Shape::Hexagon(side) => format!(
            "rows run from 1 to {rows}; row r holds the columns from max(1, {} - r) to \
             min({columns}, {} - r), so the centre is ({side}, {side})",
            side + 1,
            3 * side - 1
        ),
    }
}

fn slot_of(kind: &StatementKind) -> Slot {
    match kind {
        StatementKind::Game(_) => Slot::Game,
        StatementKind::Board { .. } => Slot::Board,
        StatementKind::Start { .. } => Slot::Start,
        StatementKind::Distance(_) => Slot::Distance,
        StatementKind::Walks(_) => Slot::Walks,
        StatementKind::MayStay => Slot::MayStay,
        StatementKind::Teleports(_) => Slot::Teleports,
        StatementKind::Outcome { mover, target, .. } => Slot::Outcome(
            mover.node,
            match target {
                Target::Named(w) => w.node.clone(),
                Target::OffBoard(_) => "off board".into(),
            },
        ),
        StatementKind::Steps(_) => Slot::Steps,
        StatementKind::Ties(_) => Slot::Ties,
        StatementKind::Meeting(_) => Slot::Meeting,
        StatementKind::WonNoRobots => Slot::WonNoRobots,
        StatementKind::WonSurviving(_) => Slot::WonSurviving,
        StatementKind::Strategy(_) => Slot::Strategy,
    }
}

/// The outcome statements, first of each (mover, target) only.
fn slots_outcomes(statements: &[ast::Statement]) -> Vec<&ast::Statement> {
    let mut seen = std::collections::HashSet::new();
    statements
        .iter()
        .filter(|s| {
            matches!(s.node, StatementKind::Outcome { .. }) && seen.insert(slot_of(&s.node))
        })
        .collect()
}

impl StrategyItem {
    pub(super) fn phrase(&self) -> &ast::Phrase {
        match self {
            StrategyItem::Reject(p)
            | StrategyItem::Minimize(p)
            | StrategyItem::Maximize(p)
            | StrategyItem::Fallback(p) => p,
        }
    }
}

#[cfg(test)]
#[path = "check_tests.rs"]
mod tests;
