//! Meaning: from a syntax tree to a checked [`Model`] of the game.
//!
//! The checker gives every word its meaning (see `vocab`), and refuses what
//! would leave the game undefined or contradictory: unknown names, the same
//! rule stated twice with different outcomes, missing rules, numbers out of
//! range, and robot steps that can tie with no stated resolution. It reports
//! every independent error of a file at once, and warns about rules that can
//! never matter.

use super::ast::{self, Direction, Spanned, StatementKind, StrategyItem, Target, TieRule};
use super::outcomes;
use super::report::{CheckFailed, Finding};
use super::vocab::{self, lookup, names};
use crate::diagnostics::{Source, Span, suggest};
use crate::engine::step::Stepper;
use crate::engine::table::*;
use std::collections::HashMap;

/// The largest board side.
pub const MAX_SIDE: i64 = 4096;
/// The largest offset component of a step.
pub const MAX_REACH: i64 = 16;
/// The longest survival goal.
pub const MAX_SURVIVE: i64 = 100_000;

/// A checked game: every value resolved, nothing missing or contradictory.
#[derive(Debug, Clone)]
pub struct Model {
    pub name: String,
    pub rows: i32,
    pub columns: i32,
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
    };
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
                "this rule is stated twice with different outcomes",
            )
            .label("stated again here")
            .also(first, "first stated here")
            .help("a game says each thing once: keep the line you mean and delete the other");
            self.push(f);
        }
    }

    fn missing(&mut self, what: &str, example: &str) {
        let end = self.source.text.len();
        let finding = Finding::error(
            self.source,
            "robots::rules::missing",
            Span::new(end, end),
            format!("the rules never say {what}"),
        )
        .label("add it here")
        .help(format!("add a line such as `{example}`"));
        self.push(finding);
    }

    fn unknown(&mut self, what: &str, word: &Spanned<String>, known: &[&str]) {
        let finding = Finding::error(
            self.source,
            "robots::rules::unknown_name",
            word.span,
            format!("unknown {what} `{}`", word.node),
        )
        .label(format!("not a {what}"));
        let help = match suggest(&word.node, known.iter().copied()) {
            Some(near) => format!(
                "did you mean `{near}`? The {what}s are {}",
                vocab::list(known.iter().copied())
            ),
            None => format!("the {what}s are {}", vocab::list(known.iter().copied())),
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
        let walks = match get(Slot::Walks) {
            Some(StatementKind::Walks(set)) => self.direction_set(set, "walk"),
            _ => {
                self.missing("how the player walks", "player walks king");
                None
            }
        };
        let teleports = self.teleports(slots.get(&Slot::Teleports).copied());
        let outcomes = outcomes::check(self, &slots_outcomes(&file.statements));
        let steps_statement = slots.get(&Slot::Steps).copied();
        let robot_steps = match steps_statement.map(|s| &s.node) {
            Some(StatementKind::Steps(set)) => self.direction_set(set, "step"),
            _ => {
                self.missing("how the robots step", "robots step king toward player");
                None
            }
        };
        let tie_break = self.tie_break(get(Slot::Ties), robot_steps.as_deref());
        let meeting = self.meeting(get(Slot::Meeting));
        let (won_when_no_robots, survive_moves) =
            self.won(get(Slot::WonNoRobots).is_some(), get(Slot::WonSurviving));
        let strategy = self.strategy(slots.get(&Slot::Strategy).copied(), teleports);

        if let (Some(steps), Some(metric), Some(tie), Some(board), Some(stmt)) =
            (&robot_steps, metric, &tie_break, board, steps_statement)
        {
            self.ties(
                steps,
                metric,
                tie,
                board,
                stmt.span,
                get(Slot::Ties).is_some(),
            );
        }

        let (rows, columns) = board?;
        let (reject_immediate_loss, keys, fallbacks) = strategy?;
        Some(Model {
            name,
            rows,
            columns,
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

    fn board(&mut self, statement: Option<&StatementKind>) -> Option<(i32, i32)> {
        let Some(StatementKind::Board { rows, columns }) = statement else {
            self.missing("how large the board is", "board 31 rows x 31 columns");
            return None;
        };
        let rows = self.in_range(rows, 1, MAX_SIDE, "a board side");
        let columns = self.in_range(columns, 1, MAX_SIDE, "a board side");
        Some((rows? as i32, columns? as i32))
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

    fn start(
        &mut self,
        statement: Option<&StatementKind>,
        board: Option<(i32, i32)>,
    ) -> Option<Offset> {
        let Some(StatementKind::Start { row, column }) = statement else {
            self.missing("where the player starts", "player starts at (15, 15)");
            return None;
        };
        let (rows, columns) = board?;
        let on_board = (1..=i64::from(rows)).contains(&row.node)
            && (1..=i64::from(columns)).contains(&column.node);
        if !on_board {
            self.push(
                self.error(
                    "robots::rules::start_off_board",
                    row.span.join(column.span),
                    format!(
                        "the start cell ({}, {}) is off the board",
                        row.node, column.node
                    ),
                )
                .label(format!("not on the {rows} x {columns} board"))
                .help(format!(
                    "rows run from 1 to {rows} and columns from 1 to {columns}"
                )),
            );
            return None;
        }
        Some((row.node as i32, column.node as i32))
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

    /// Resolves a movement set to offsets, in the order written.
    pub(super) fn direction_set(
        &mut self,
        set: &ast::DirectionSet,
        what: &str,
    ) -> Option<Vec<Offset>> {
        let mut offsets: Vec<(Offset, Span)> = Vec::new();
        let mut ok = true;
        for dir in &set.node {
            for offset in self.direction(dir, what)? {
                if let Some((_, first)) = offsets.iter().find(|(o, _)| *o == offset) {
                    let f = Finding::error(
                        self.source,
                        "robots::rules::repeated_direction",
                        dir.span,
                        format!("the direction {offset:?} is listed twice"),
                    )
                    .label("listed again here")
                    .also(*first, "first listed here")
                    .help("each direction appears once in a movement set");
                    self.push(f);
                    ok = false;
                } else {
                    offsets.push((offset, dir.span));
                }
            }
        }
        ok.then(|| offsets.into_iter().map(|(o, _)| o).collect())
    }

    fn direction(&mut self, dir: &Spanned<Direction>, what: &str) -> Option<Vec<Offset>> {
        match &dir.node {
            Direction::Offset(dr, dc) => {
                let fits = |n: &i64| (-MAX_REACH..=MAX_REACH).contains(n);
                if (*dr, *dc) == (0, 0) || !fits(dr) || !fits(dc) {
                    self.push(self.error(
                        "robots::rules::bad_offset",
                        dir.span,
                        format!("({dr}, {dc}) is not a {what}"),
                    )
                    .label(format!("not a usable {what}"))
                    .help(format!(
                        "an offset moves somewhere: not (0, 0), and each part from -{MAX_REACH} to {MAX_REACH}"
                    )));
                    return None;
                }
                Some(vec![(*dr as i32, *dc as i32)])
            }
            Direction::Named(name) => {
                if let Some(offset) = lookup(vocab::COMPASS, name) {
                    return Some(vec![offset]);
                }
                if let Some(members) = lookup(vocab::SETS, name) {
                    return Some(
                        members
                            .iter()
                            .filter_map(|m| lookup(vocab::COMPASS, m))
                            .collect(),
                    );
                }
                let known: Vec<&str> = names(vocab::SETS).chain(names(vocab::COMPASS)).collect();
                self.unknown("direction", &Spanned::new(name.clone(), dir.span), &known);
                None
            }
        }
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

    fn tie_break(
        &mut self,
        statement: Option<&StatementKind>,
        steps: Option<&[Offset]>,
    ) -> Option<TieBreak> {
        match statement {
            None => Some(TieBreak::None),
            Some(StatementKind::Ties(TieRule::FirstOf(set))) => {
                let order = self.direction_set(set, "step")?;
                let steps = steps?;
                if let Some(stray) = order.iter().position(|o| !steps.contains(o)) {
                    self.push(
                        self.error(
                            "robots::rules::not_a_step",
                            set.node[stray.min(set.node.len() - 1)].span,
                            format!("{:?} is not one of the robots' steps", order[stray]),
                        )
                        .label("robots never take this step")
                        .help("list only directions from `robots step ...`"),
                    );
                    return None;
                }
                Some(TieBreak::FirstOf(order))
            }
            Some(StatementKind::Ties(TieRule::Phrase(phrase))) => {
                if vocab::TIE_PHRASES.contains(&phrase.node.as_str()) {
                    Some(TieBreak::RowsBeforeColumns)
                } else {
                    let mut known = vec!["first of N, E, S, W"];
                    known.extend(vocab::TIE_PHRASES);
                    self.unknown("tie rule", phrase, &known);
                    None
                }
            }
            Some(_) => None,
        }
    }

    fn ties(
        &mut self,
        steps: &[Offset],
        metric: Metric,
        tie: &TieBreak,
        board: (i32, i32),
        at: Span,
        stated: bool,
    ) {
        let stepper = Stepper::new(steps, metric, tie);
        let open = stepper
            .representatives(board.0, board.1)
            .map(|(a, b)| ((a, b), stepper.unresolved(a, b)))
            .find(|(_, tied)| tied.len() > 1);
        if let Some(((a, b), tied)) = open {
            let tied: Vec<String> = tied.iter().map(|&i| step_name(steps[i])).collect();
            let what = if stated {
                "the stated tie rule leaves a tie open"
            } else {
                "robot steps can tie"
            };
            self.push(self.error("robots::rules::unresolved_tie", at, what.to_string())
                .label(format!(
                    "with the player {}, steps {} are equally close",
                    relative(a, b),
                    tied.join(" and ")
                ))
                .help("add a line such as `robot ties: first of N, E, S, W` or `robot ties: rows before columns`"));
        } else if stated {
            let never = Stepper::new(steps, metric, &TieBreak::None);
            let any = never
                .representatives(board.0, board.1)
                .any(|(a, b)| never.unresolved(a, b).len() > 1);
            if !any {
                self.push(
                    self.warn(
                        "robots::rules::tie_rule_unused",
                        at,
                        "robot steps never tie, so the tie rule never applies",
                    )
                    .label("always one closest step")
                    .help("the `robot ties:` line can be deleted"),
                );
            }
        }
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
    ) -> Option<(bool, Vec<(Key, Goal)>, Vec<Fallback>)> {
        let Some(Spanned {
            node: StatementKind::Strategy(items),
            span,
        }) = statement
        else {
            self.missing("how the player chooses a move", "strategy:");
            return None;
        };
        super::strategy::check(self, items, *span, teleports)
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

/// A step by its compass name where it has one, else its offset.
fn step_name(offset: Offset) -> String {
    vocab::COMPASS
        .iter()
        .find(|(_, o)| *o == offset)
        .map_or_else(
            || format!("({}, {})", offset.0, offset.1),
            |(n, _)| n.to_string(),
        )
}

/// Where the player is seen from a robot: "2 rows north and 1 column east".
fn relative(a: i32, b: i32) -> String {
    let part = |n: i32, unit: &str, minus: &str, plus: &str| match n {
        0 => None,
        n => {
            let s = if n.abs() == 1 { "" } else { "s" };
            Some(format!(
                "{} {unit}{s} {}",
                n.abs(),
                if n < 0 { minus } else { plus }
            ))
        }
    };
    let parts: Vec<String> = [
        part(a, "row", "north", "south"),
        part(b, "column", "west", "east"),
    ]
    .into_iter()
    .flatten()
    .collect();
    format!("{} of the robot", parts.join(" and "))
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
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for s in statements {
        if matches!(s.node, StatementKind::Outcome { .. }) {
            let slot = slot_of(&s.node);
            if !seen.contains(&slot) {
                seen.push(slot);
                out.push(s);
            }
        }
    }
    out
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
mod tests {
    use super::*;
    use crate::rules::{CANONICAL, syntax};

    fn check_text(text: &str) -> Result<Model, CheckFailed> {
        let source = Source::new("t.rules", text);
        check(&source, &syntax::parse(&source).expect("parses"))
    }

    fn errors(text: &str) -> Vec<Finding> {
        check_text(text).expect_err("refused").errors
    }

    fn edit(from: &str, to: &str) -> String {
        assert!(CANONICAL.contains(from), "{from}");
        CANONICAL.replace(from, to)
    }

    #[test]
    fn the_canonical_rules_are_clean() {
        let model = check_text(CANONICAL).unwrap();
        assert!(model.warnings.is_empty(), "{:?}", model.warnings);
        assert_eq!((model.rows, model.columns, model.start), (31, 31, (15, 15)));
        assert_eq!(model.walks.len(), 8);
    }

    #[test]
    fn unknown_words_get_a_suggestion() {
        let e = errors(&edit("distance manhattan", "distance manhatan"));
        assert_eq!(e.len(), 1);
        assert_eq!(e[0].code, "robots::rules::unknown_name");
        assert!(
            e[0].help
                .as_deref()
                .unwrap()
                .starts_with("did you mean `manhattan`?")
        );
    }

    #[test]
    fn a_contradiction_labels_both_lines() {
        let e = errors(&format!("{CANONICAL}\nrobots meeting: vanish\n"));
        assert_eq!(e[0].code, "robots::rules::contradiction");
        assert_eq!(e[0].labels.len(), 2);
        let first = &CANONICAL[e[0].labels[1].0.start..e[0].labels[1].0.end];
        assert_eq!(first, "robots meeting: debris");
    }

    #[test]
    fn a_repeated_identical_line_is_only_a_warning() {
        let model = check_text(&format!("{CANONICAL}\nplayer may stay\n")).unwrap();
        assert_eq!(model.warnings[0].code, "robots::rules::repeated");
    }

    #[test]
    fn every_missing_statement_is_reported_at_once() {
        let e = errors("game \"empty\"\n");
        let missing = e
            .iter()
            .filter(|f| f.code == "robots::rules::missing")
            .count();
        // board, start, distance, walks, steps, meeting, won, strategy and
        // the outcome rules (reported once the first is missing).
        assert!(missing >= 8, "{missing}: {e:?}");
    }

    #[test]
    fn numbers_out_of_range() {
        let e = errors(&edit(
            "board 31 rows x 31 columns",
            "board 0 rows x 5000 columns",
        ));
        assert_eq!(
            e.iter()
                .filter(|f| f.code == "robots::rules::out_of_range")
                .count(),
            2
        );
        let e = errors(&edit("(15, 15)", "(32, 1)"));
        assert_eq!(e[0].code, "robots::rules::start_off_board");
    }

    #[test]
    fn a_strategy_needs_keys() {
        let text = edit(
            "  minimize robots\n  maximize nearest robot\n  minimize row\n  minimize column\n",
            "",
        );
        assert_eq!(errors(&text)[0].code, "robots::rules::no_keys");
    }

    #[test]
    fn rook_robots_need_a_tie_rule() {
        let text = edit(
            "robots step king toward player",
            "robots step rook toward player",
        );
        let e = errors(&text);
        assert_eq!(e[0].code, "robots::rules::unresolved_tie");
        assert!(
            e[0].labels[0].1.contains("steps N and W are equally close"),
            "{:?}",
            e[0].labels
        );
        let resolved = text.replace(
            "robot into player: lost",
            "robot into player: lost\nrobot ties: first of N, E, S, W",
        );
        assert!(check_text(&resolved).is_ok());
        let partial = text.replace(
            "robot into player: lost",
            "robot into player: lost\nrobot ties: first of E",
        );
        assert_eq!(errors(&partial)[0].code, "robots::rules::unresolved_tie");
    }

    #[test]
    fn ties_on_a_one_column_board_cannot_arise() {
        // On one column a rook robot only ever moves N or S: no tie.
        let text = edit(
            "robots step king toward player",
            "robots step rook toward player",
        )
        .replace("board 31 rows x 31 columns", "board 31 rows x 1 columns")
        .replace("(15, 15)", "(15, 1)");
        assert!(check_text(&text).is_ok());
    }

    #[test]
    fn a_tie_rule_that_never_applies_is_a_warning() {
        let text = format!("{CANONICAL}\nrobot ties: rows before columns\n");
        assert_eq!(
            check_text(&text).unwrap().warnings[0].code,
            "robots::rules::tie_rule_unused"
        );
    }

    #[test]
    fn pushed_debris_rules_without_pushing_never_fire() {
        let model = check_text(&edit(
            "player into debris: push",
            "player into debris: blocked",
        ))
        .unwrap();
        assert_eq!(model.warnings.len(), 3);
        assert!(
            model
                .warnings
                .iter()
                .all(|w| w.code == "robots::rules::never_fires")
        );
    }

    #[test]
    fn impossible_pairs_are_not_rules() {
        let e = errors(&format!("{CANONICAL}\nrobot into robot: destroyed\n"));
        assert_eq!(e[0].code, "robots::rules::no_such_rule");
        assert!(e[0].help.as_deref().unwrap().contains("robots meeting"));
    }

    #[test]
    fn teleport_fallback_needs_teleports_and_excludes_candidates() {
        let e = errors(&edit(
            "player may teleport from list, each entry once, as fallback\n",
            "",
        ));
        assert_eq!(e[0].code, "robots::rules::no_teleports");
        let e = errors(&edit("as fallback", "as candidates"));
        assert_eq!(e[0].code, "robots::rules::contradiction");
    }

    #[test]
    fn strategy_lines_keep_their_order() {
        let e = errors(
            &edit("  else stay\n", "").replace("  reject immediate loss\n", "  else stay\n"),
        );
        assert_eq!(e[0].code, "robots::rules::strategy_order");
    }

    #[test]
    fn keys_after_row_and_column_never_decide() {
        let text = edit(
            "  minimize column\n",
            "  minimize column\n  minimize debris\n",
        );
        assert_eq!(
            check_text(&text).unwrap().warnings[0].code,
            "robots::rules::key_never_decides"
        );
    }

    #[test]
    fn chain_lengths_are_bounded() {
        let text = edit(
            "pushed debris into debris: blocked",
            "pushed debris into debris: chain up to 0",
        );
        assert_eq!(errors(&text)[0].code, "robots::rules::out_of_range");
        let text = edit(
            "pushed debris into debris: blocked",
            "pushed debris into debris: chain up to 3",
        );
        assert!(check_text(&text).is_ok());
    }
}
