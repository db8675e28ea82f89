//! From text to syntax tree: the only module that touches pest.
//!
//! The language is one statement per line, so the file is parsed line by
//! line: a line that does not follow the grammar becomes one located
//! error, and parsing goes on at the next line. Every broken line is
//! reported, and the lines that parsed go on to the checker, which reports
//! their errors in the same run. A header ending in `:` (`strategy:`,
//! `terrain:`, `units:`, `pieces:`) opens a block; the lines after it are
//! the block's until a line parses as a statement instead.

mod blocks;
mod build;
mod build_parts;
mod expected;
mod expected_help;
mod grammar;
pub(crate) mod keywords;
mod kind_words;
mod limits;
mod names;
pub(crate) mod next;
pub(crate) mod statements;

use grammar::{Rule, RulesParser};
pub use limits::{MAX_ITEMS, MAX_RULES_BYTES};

use super::ast::{Block, RulesFile, Spanned};
use super::codes::Error;
use super::report::Finding;
use crate::diagnostics::{Source, Span};
use pest::Parser;

/// A line that did not parse, with the statement it seems to begin (by
/// its first words), so that the checker does not also call that
/// statement missing.
#[derive(Debug, Clone)]
pub struct Broken {
    pub span: Span,
    pub statement: Option<&'static statements::StatementInfo>,
}

/// What parsing a file gives: the statements of the lines that parsed,
/// the errors of those that did not, and which lines those were.
#[derive(Debug, Default)]
pub struct Parsed {
    pub file: RulesFile,
    pub errors: Vec<Finding>,
    pub broken: Vec<Broken>,
}

/// Parses a rules file line by line.
pub fn parse(source: &Source) -> Parsed {
    let mut parsed = Parsed::default();
    if source.text.len() > MAX_RULES_BYTES {
        parsed.errors.push(limits::too_large(source));
        return parsed;
    }
    let mut state = Lines {
        source,
        parsed: &mut parsed,
        open: None,
    };
    let mut start = 0;
    for raw in source.text.split_inclusive('\n') {
        let content = raw.strip_suffix('\n').unwrap_or(raw);
        let content = content.strip_suffix('\r').unwrap_or(content);
        // A byte order mark, as some editors write, is not content.
        let skip = if start == 0 && content.starts_with('\u{feff}') {
            '\u{feff}'.len_utf8()
        } else {
            0
        };
        state.line(start + skip, &content[skip..]);
        start += raw.len();
    }
    state.close();
    if parsed.file.statements.len() > MAX_ITEMS {
        let extra = &parsed.file.statements[MAX_ITEMS];
        let f = limits::too_many(source, extra.span, "statements");
        parsed.errors.push(f);
        parsed.file.statements.truncate(MAX_ITEMS);
    }
    parsed
}

/// A block being read: its header statement and its lines so far.
struct Open {
    block: Block,
    header: Span,
    items: Vec<Spanned<blocks::BlockItem>>,
    /// The header itself did not parse: the block is no statement.
    broken: bool,
    /// Its lines are taken in silence: a header that did not parse and
    /// is no near miss of one, whose lines may mean anything.
    quiet: bool,
    /// A line past [`MAX_ITEMS`] was refused: the block's further lines
    /// are not refused again one by one.
    overflowed: bool,
}

struct Lines<'a> {
    source: &'a Source,
    parsed: &'a mut Parsed,
    open: Option<Open>,
}

impl Lines<'_> {
    /// One line of the file, starting at byte `at`, without its line break.
    fn line(&mut self, at: usize, text: &str) {
        let content = text.trim_start_matches([' ', '\t']);
        if content.is_empty() || content.starts_with('#') {
            return;
        }
        let indented = content.len() < text.len();
        if let Some(open) = &self.open {
            let (block, silent) = (open.block, open.quiet);
            // A line at the margin that is a statement ends the block; so
            // does a sentence after a legend (more words than a symbol and
            // a name), to be read, and reported, as the statement it is.
            let statement = !indented
                && (RulesParser::parse(Rule::line, text).is_ok()
                    || (block != Block::Strategy && !blocks::legend_like(block, text)));
            if !statement {
                match self.block_line(block, at, text) {
                    Ok(item) => return self.push_item(item),
                    // An indented line belongs to the block; so does a line
                    // that is no statement but starts like a block line.
                    Err(e) if indented || statements::near_block_word(block, text) => {
                        if !silent {
                            self.broken(e, at, text);
                        }
                        return;
                    }
                    Err(_) => {}
                }
            }
        }
        self.statement(at, text);
    }

    fn statement(&mut self, at: usize, text: &str) {
        self.close();
        let pairs = match RulesParser::parse(Rule::line, text) {
            Ok(pairs) => pairs,
            Err(e) => {
                if RulesParser::parse(Rule::strategy_line, text).is_ok() {
                    let error = outside_block(self.source, at, text);
                    self.broken(error, at, text);
                } else if let Some((error, meant)) = expected::misspelt_start(self.source, at, text)
                {
                    // The header meant is known: its lines are read as
                    // that block's, their mistakes told.
                    self.broken_as(error, at, text, meant, false);
                } else {
                    let error = expected::to_finding(self.source, at, text, &e, true);
                    self.broken(error, at, text);
                }
                return;
            }
        };
        // A line yields exactly one `line` pair holding at most one statement.
        let Some(pair) = pairs
            .flatten()
            .find(|p| p.as_rule() != Rule::line && p.as_rule() != Rule::EOI)
        else {
            return;
        };
        if let Err(e) = limits::within(self.source, at, &pair) {
            self.broken(e, at, text);
            return;
        }
        let mut b = build::Builder::new(self.source, at);
        match b.statement(pair) {
            Ok(build::Built::Statement(s)) => self.parsed.file.statements.push(s),
            Ok(build::Built::Header(block, span)) => {
                self.open = Some(Open {
                    block,
                    header: span,
                    items: Vec::new(),
                    broken: false,
                    quiet: false,
                    overflowed: false,
                });
            }
            Err(e) => self.broken(e, at, text),
        }
    }

    fn block_line(
        &mut self,
        block: Block,
        at: usize,
        text: &str,
    ) -> Result<Spanned<blocks::BlockItem>, Finding> {
        let rule = match block {
            Block::Strategy => Rule::strategy_line,
            _ => Rule::legend_line,
        };
        let pairs = RulesParser::parse(rule, text)
            .map_err(|e| expected::to_finding(self.source, at, text, &e, false))?;
        let pair = pairs
            .flatten()
            .find(|p| !matches!(p.as_rule(), Rule::strategy_line | Rule::legend_line))
            .expect("a block line holds one item");
        limits::within(self.source, at, &pair)?;
        build::Builder::new(self.source, at).block_item(pair)
    }

    fn push_item(&mut self, item: Spanned<blocks::BlockItem>) {
        let Some(open) = self.open.as_mut() else {
            return;
        };
        if open.items.len() == MAX_ITEMS && !open.overflowed {
            open.overflowed = true;
            let f = limits::too_many(self.source, item.span, "lines in one block");
            self.parsed.errors.push(f);
        }
        if open.items.len() < MAX_ITEMS {
            open.items.push(item);
        }
    }

    /// Ends the open block, if any, as one statement.
    fn close(&mut self) {
        let Some(open) = self.open.take() else {
            return;
        };
        if open.broken {
            return;
        }
        let span = open
            .items
            .last()
            .map_or(open.header, |i| open.header.join(i.span));
        let node = blocks::block_statement(open.block, open.items);
        self.parsed.file.statements.push(Spanned::new(node, span));
    }

    /// Records a line that did not parse. A broken block header still
    /// opens its block, so that its lines are not reported one by one.
    fn broken(&mut self, error: Finding, at: usize, text: &str) {
        self.broken_as(error, at, text, statements::statement_of(text), true);
    }

    /// [`Self::broken`] for a line meant as `statement`, the lines of
    /// the block it opens taken in silence when `quiet`.
    fn broken_as(
        &mut self,
        error: Finding,
        at: usize,
        text: &str,
        statement: Option<&'static statements::StatementInfo>,
        quiet: bool,
    ) {
        let span = Span::new(at, at + text.len());
        if let Some(block) = statement.and_then(|s| s.block) {
            self.close();
            self.open = Some(Open {
                block,
                header: span,
                items: Vec::new(),
                broken: true,
                quiet,
                overflowed: false,
            });
        }
        self.parsed.errors.push(error);
        self.parsed.broken.push(Broken { span, statement });
    }
}

/// A strategy line written where no `strategy:` block is open.
fn outside_block(source: &Source, at: usize, text: &str) -> Finding {
    let start = at + text.len() - text.trim_start().len();
    let span = Span::new(start, at + text.trim_end().len());
    Finding::error(
        source,
        Error::OutsideBlock,
        span,
        "this strategy line is outside the strategy",
    )
    .label("a strategy line")
    .help("strategy lines (`reject`, `minimize`, `maximize`, `else`) belong under `strategy:`; move it there")
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;
