//! `robots fmt`: every shipped rules file is in the canonical layout (so
//! CI keeps it so), formatting is idempotent and keeps a file's meaning,
//! and files written with odd spacing, tabs, CRLF line ends and comments
//! come out in the one layout.

use crate::support::{read, repo, robots, text};
use robots::diagnostics::Source;
use robots::format::format;
use robots::rules;

/// Every rules file the repository ships: the games, their variants, and
/// the benchmarks' files.
pub fn shipped_files() -> Vec<String> {
    let mut files = Vec::new();
    for folder in ["rules", "rules/variants", "bench/rules"] {
        let entries = std::fs::read_dir(repo(folder)).expect(folder);
        for entry in entries {
            let name = entry.expect(folder).file_name();
            let name = name.to_string_lossy();
            if name.ends_with(".rules") {
                files.push(format!("{folder}/{name}"));
            }
        }
    }
    files.sort();
    assert!(files.len() >= 30, "found only {files:?}");
    files
}

/// What a file means: its compiled table printed back as rules (as
/// `robots check --table` prints it), or its findings' codes and messages.
pub fn meaning(text: &str) -> String {
    match rules::load(&Source::new("f.rules", text)) {
        Ok(compiled) => rules::print::rules_text(&compiled.game),
        Err(e) => {
            // Sorted: where a finding's span ends may move with the blanks.
            let mut found: Vec<String> = e
                .errors
                .iter()
                .map(|f| format!("{} {}", f.code.as_str(), f.message))
                .collect();
            found.sort();
            found.join("\n")
        }
    }
}

#[test]
fn every_shipped_file_is_formatted() {
    for file in shipped_files() {
        let original = read(&file);
        assert_eq!(
            format(&original),
            original,
            "{file} is not in the canonical layout: `robots fmt {file}` puts it there"
        );
    }
}

/// The same file written carelessly: tabs and runs of spaces between
/// words and before comments, spaces inside parentheses and before commas
/// and colons, indentation by tabs (and none on some block lines), CRLF
/// line ends, blank lines doubled, trailing blanks. The words, and the
/// text of quoted strings and comments, stay as they were.
fn messed_up(text: &str) -> String {
    let mut out = String::from("\r\n\r\n");
    for (n, line) in text.lines().enumerate() {
        let body = line.trim_start();
        let indented = body.len() < line.len();
        let margin = match (indented, n % 2) {
            (true, 0) => "\t",
            (true, _) => "",
            (false, _) if body.starts_with('#') => "  ",
            (false, _) => "",
        };
        // No shipped file has a `#` in a quoted string.
        let cut = if body.starts_with('#') {
            Some(0)
        } else {
            body.find(" #")
        };
        let (code, comment) = match cut {
            Some(i) => (&body[..i], Some(body[i..].trim_start())),
            None => (body, None),
        };
        let code = if code.starts_with("cells named") {
            // Words taken as written: only the spaces grow.
            code.replace(' ', " \t ")
        } else if let (Some(first), Some(last)) = (code.find('"'), code.rfind('"')) {
            // A quoted string's text stays: blanks go beside it.
            let at = if last + 1 < code.len() {
                last + 1
            } else {
                first
            };
            format!("{} \t{}", &code[..at], &code[at..])
        } else {
            code.replace(' ', "  \t")
                .replace(',', " ,")
                .replace('(', "( ")
                .replace(')', " )")
                .replace(':', " :")
        };
        out.push_str(margin);
        out.push_str(&code);
        if let Some(comment) = comment {
            out.push_str("\t \t");
            out.push_str(comment);
        }
        out.push_str(" \t\r\n");
        if line.is_empty() {
            out.push_str("\r\n");
        }
    }
    out.push_str("\r\n\r\n");
    out
}

#[test]
fn a_messed_up_shipped_file_formats_back_to_itself_meaning_the_same() {
    for file in shipped_files() {
        let original = read(&file);
        let messy = messed_up(&original);
        assert_ne!(messy, original);
        // Tabs, CRLF and spaces around marks are whitespace to the grammar:
        // the careless file means what the shipped one means...
        assert_eq!(meaning(&messy), meaning(&original), "{file}");
        // ...and formatting it gives back the shipped file, which is in the
        // canonical layout, and leaves that unchanged.
        let formatted = format(&messy);
        assert_eq!(formatted, original, "{file}");
        assert_eq!(format(&formatted), formatted, "{file}: not idempotent");
    }
}

#[test]
fn odd_spacing_tabs_crlf_and_comments_come_out_in_the_one_layout() {
    let messy = "\u{feff}# a game\r\n\r\n\r\n\tgame   \"Two  words\"\t# the name\r\n\
                 board 5 rows x 5 columns # the board\r\n\
                 player\tstarts at(3,3)      # where\r\n\
                 distance manhattan\r\n\
                 cells  named  (row,  column)\r\n\r\n\r\n\
                 strategy :\r\n\
                 # first the filter\r\n\
                 \t\treject immediate loss\r\n\
                 minimize robots # fewest\r\n\
                 \t  else stay\t\r\n\r\n";
    // Reasoned by hand: the comments of the first paragraph (after the
    // game, board and start lines, whose longest code, the board's, is 24
    // characters) start two spaces after it, at column 27; the block's lines and the comment before them are
    // indented by two spaces; `cells named` keeps its words, commas and
    // all, one space apart; blank lines come one at a time.
    let expected = "# a game\n\n\
                    game \"Two  words\"         # the name\n\
                    board 5 rows x 5 columns  # the board\n\
                    player starts at (3, 3)   # where\n\
                    distance manhattan\n\
                    cells named (row, column)\n\n\
                    strategy:\n\
                    \x20 # first the filter\n\
                    \x20 reject immediate loss\n\
                    \x20 minimize robots  # fewest\n\
                    \x20 else stay\n";
    assert_eq!(format(messy), expected);
    assert_eq!(format(expected), expected);
}

#[test]
fn a_line_that_does_not_parse_is_kept_as_written() {
    // The broken line keeps its inner spacing and its indentation (moving
    // it could make it another block's line): only its trailing blanks go.
    let text = "board 5 rows x 5 columns\nplayer  walsk   king  \t\n\
                strategy:\n  minimize robots\n    distance   manhattan\n";
    let expected = "board 5 rows x 5 columns\nplayer  walsk   king\n\
                    strategy:\n  minimize robots\n    distance   manhattan\n";
    assert_eq!(format(text), expected);
    assert_eq!(meaning(&format(text)), meaning(text));
}

#[test]
fn fmt_check_names_the_files_that_would_change_and_fmt_rewrites_them() {
    let dir = std::env::temp_dir().join(format!("robots-fmt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let messy = dir.join("messy.rules");
    let tidy = dir.join("tidy.rules");
    let original = read("rules/robots.rules");
    std::fs::write(&messy, messed_up(&original)).unwrap();
    std::fs::write(&tidy, &original).unwrap();
    let (messy_name, tidy_name) = (messy.to_str().unwrap(), tidy.to_str().unwrap());

    let out = robots(&["fmt", "--check", tidy_name, messy_name], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), format!("{messy_name}\n"));
    assert!(text(&out.stderr).contains("1 of 2 files would be reformatted"));

    let out = robots(&["fmt", tidy_name, messy_name], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(std::fs::read_to_string(&messy).unwrap(), original);
    let out = robots(&["fmt", "--check", tidy_name, messy_name], "");
    assert_eq!(out.status.code(), Some(0));
    std::fs::remove_dir_all(&dir).unwrap();

    let out = robots(&["fmt", "-"], &messed_up(&original));
    assert_eq!(text(&out.stdout), original);
}

#[test]
fn fmt_check_passes_on_every_shipped_file() {
    let files = shipped_files();
    let args: Vec<&str> = ["fmt", "--check"]
        .into_iter()
        .chain(files.iter().map(String::as_str))
        .collect();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_robots"))
        .args(&args)
        .current_dir(repo("."))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
}

#[test]
fn check_table_prints_the_same_before_and_after_formatting() {
    for file in shipped_files() {
        let messy = messed_up(&read(&file));
        let before = robots(&["check", "--table", "-"], &messy);
        let after = robots(&["check", "--table", "-"], &format(&messy));
        assert_eq!(
            before.status.code(),
            Some(0),
            "{file}: {}",
            text(&before.stderr)
        );
        assert_eq!(text(&before.stdout), text(&after.stdout), "{file}");
    }
}
