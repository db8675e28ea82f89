//! `robots check --table` prints a compiled game as a rules file: pasted
//! back, it checks clean (no error, no warning) and compiles to the very
//! same table, for every shipped rules file.

use crate::support::repo;
use robots::diagnostics::Source;
use robots::rules::{self, print::rules_text};

fn shipped_files() -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for dir in ["rules", "rules/variants"] {
        for entry in std::fs::read_dir(repo(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "rules") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

#[test]
fn every_shipped_table_reads_back_as_the_same_game() {
    let files = shipped_files();
    assert!(files.len() >= 20, "{} files", files.len());
    for path in files {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        let compiled =
            rules::load(&Source::new(name.as_str(), text)).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            compiled.warnings.is_empty(),
            "{name}: {:?}",
            compiled.warnings
        );
        let printed = rules_text(&compiled.game);
        let again = rules::load(&Source::new("printed.rules", printed.as_str()))
            .unwrap_or_else(|e| panic!("{name} printed:\n{printed}\n{e}"));
        assert!(
            again.warnings.is_empty(),
            "{name} printed: {:?}",
            again.warnings
        );
        assert_eq!(again.game, compiled.game, "{name} printed:\n{printed}");
        // Printing is stable: the printed file prints as itself.
        assert_eq!(rules_text(&again.game), printed, "{name}");
    }
}

/// The printed text states what the file leaves to defaults, so that two
/// files are compared rule by rule.
#[test]
fn defaults_are_printed() {
    let printed = rules_text(&rules::canonical().game);
    // The canonical file does not state these; they are the defaults.
    for line in [
        "format robots",
        "pushed debris into empty: move",
        "robot into empty: move",
    ] {
        assert!(!rules::CANONICAL.contains(line), "{line}");
        assert!(printed.contains(&format!("{line}\n")), "{line}:\n{printed}");
    }
}
