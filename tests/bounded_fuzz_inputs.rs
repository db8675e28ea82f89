//! The inputs of the fuzz run (`bounded_fuzz`): valid inputs of every
//! format (the shipped data, generated games, the rules files) and the
//! random edits made to them.

use crate::support::{read, repo, text};
use std::process::Command;

/// A small random generator (xorshift), so a seed gives the same run.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Numbers that sit on or past some limit.
const NUMBERS: [&str; 14] = [
    "0",
    "1",
    "-1",
    "2",
    "31",
    "32",
    "1024",
    "1025",
    "4097",
    "65536",
    "100000",
    "4294967296",
    "-9223372036854775809",
    "18446744073709551616",
];

/// `text` with one to three random edits.
pub fn mutate(rng: &mut Rng, text: &str) -> Vec<u8> {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for _ in 0..1 + rng.below(3) {
        if lines.is_empty() {
            lines.push(String::new());
        }
        let at = rng.below(lines.len());
        match rng.below(6) {
            0 => {
                let mut words: Vec<String> = lines[at].split(' ').map(str::to_string).collect();
                let w = rng.below(words.len());
                words[w] = rng.pick(&NUMBERS).to_string();
                lines[at] = words.join(" ");
            }
            1 => {
                lines.remove(at);
            }
            2 => {
                let copies = *rng.pick(&[1, 2, 50, 3000]);
                let line = lines[at].clone();
                for _ in 0..copies {
                    lines.insert(at, line.clone());
                }
            }
            3 => {
                let junk = *rng.pick(&["\u{1b}[2J", "\0", "x", "\r", "é", "  ", "#", ":"]);
                let mut line = lines[at].clone();
                let mut cut = rng.below(line.len() + 1);
                while !line.is_char_boundary(cut) {
                    cut -= 1;
                }
                line.insert_str(cut, junk);
                lines[at] = line;
            }
            4 => lines.truncate(at),
            _ => {
                let other = rng.below(lines.len());
                lines.swap(at, other);
            }
        }
    }
    let mut out = lines.join("\n").into_bytes();
    if rng.below(4) > 0 {
        out.push(b'\n');
    }
    out
}

/// Valid inputs of every format, and the rules files.
pub struct Seeds {
    pub robots: Vec<String>,
    pub janken: Vec<String>,
    pub race: Vec<String>,
    pub crosses: Vec<String>,
    pub rules: Vec<String>,
    pub pursuits: Vec<String>,
    /// The map games: each shipped game's rules (or a variant's) and a
    /// valid input of its cases.
    pub maps: Vec<(String, String)>,
}

pub fn seeds(long: bool) -> Seeds {
    let mut rules = vec![
        read("rules/robots.rules"),
        read("rules/janken-tactics.rules"),
        read("rules/robot-race.rules"),
        read("rules/crosses.rules"),
    ];
    let mut pursuits = vec!["rules/robots.rules".to_string()];
    let mut names: Vec<_> = std::fs::read_dir(repo("rules/variants"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    for path in names {
        let text = std::fs::read_to_string(&path).unwrap();
        if text.contains("format ") && !text.contains("format robots") {
            rules.push(text);
            continue;
        }
        let name = path.strip_prefix(repo("")).unwrap();
        pursuits.push(name.to_string_lossy().into_owned());
        rules.push(text);
    }
    let sample = read("scenarios/sample.in");
    Seeds {
        // The 100 cases of the mixed public input only in the long run:
        // every view of them is slow in a test build.
        robots: if long {
            vec![
                sample,
                read("tests/data/public-mixed.in"),
                read("tests/data/bounded/no-robots.in"),
            ]
        } else {
            vec![sample, read("tests/data/bounded/no-robots.in")]
        },
        janken: vec![
            read("tests/data/janken-tactics/sample.in"),
            read("tests/data/janken-tactics/public.in"),
        ],
        race: vec![
            read("tests/data/robot-race/examples.in"),
            read("tests/data/robot-race/public.in"),
        ],
        crosses: vec![read("tests/data/crosses/sample.in"), crosses_records()],
        rules,
        pursuits,
        maps: map_games(),
    }
}

/// Every map game's rules and variants, each with its game's shipped
/// cases.
fn map_games() -> Vec<(String, String)> {
    let mut maps = Vec::new();
    for game in [
        "fenced-robots",
        "twin-robots",
        "sokoban",
        "k-in-a-row",
        "lights-out",
    ] {
        let cases = read(&format!("tests/data/map-games/{game}.in"));
        maps.push((format!("rules/{game}.rules"), cases.clone()));
        let mut variants: Vec<String> = std::fs::read_dir(repo("rules/variants"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.starts_with(&format!("{game}-")))
            .collect();
        variants.sort();
        for name in variants {
            maps.push((format!("rules/variants/{name}"), cases.clone()));
        }
    }
    maps
}

fn crosses_records() -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_robots"))
        .args([
            "gen",
            "--rules",
            "crosses",
            "--records",
            "--sides",
            "3..6",
            "--cases",
            "3",
        ])
        .output()
        .unwrap();
    text(&out.stdout)
}
