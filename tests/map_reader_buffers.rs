//! The map reader takes its usual lines (a rectangle's `map R C`, rows of
//! ASCII symbols, a `moves:` line of known moves, blank lines) straight
//! from the input's buffer when they are whole there, and every other line
//! one at a time; and a run reads each case into the buffers of the case
//! before (`next_case_into`). Neither may change what is read: the same
//! input read through buffers of 1, 7 and 64 bytes and through one buffer
//! holding it all, each case into a fresh case or into the last one's,
//! gives the same cases and the same refusal (message and place) as the
//! reader gives when it reads every line the line-by-line way.
//!
//! Inputs: generated cases of every map game (rectangles, hexagons, walks
//! and cells as moves), each also mutated at random: a byte replaced by
//! one that matters to the reader (a blank, a tab, a carriage return, a
//! line break, a symbol, a digit, a byte that is not ASCII or not UTF-8),
//! a byte dropped or doubled, a line dropped or doubled, a comment, a
//! `turns` or a `map` line put in, line breaks made `\r\n`.

use crate::against_oracle::scale;
use crate::support::read;
use robots::diagnostics::Source;
use robots::model::Model;
use robots::random::Rng;
use robots::rules::Game;
use robots::scenario::map::generate::{Spec, write};
use robots::scenario::map::{MapCase, MapReader};
use std::io::{BufRead, BufReader};

/// The games read: every shipped map game, and variants whose maps are
/// hexagons or whose moves are cells.
const GAMES: &[&str] = &[
    "rules/fenced-robots.rules",
    "rules/twin-robots.rules",
    "rules/sokoban.rules",
    "rules/k-in-a-row.rules",
    "rules/lights-out.rules",
    "rules/variants/sokoban-hex.rules",
    "rules/variants/twin-robots-hex.rules",
    "rules/variants/k-in-a-row-three-sides.rules",
];

fn model(path: &str) -> Model {
    let source = Source::new(path, read(path));
    match robots::rules::load(&source)
        .unwrap_or_else(|e| panic!("{e}"))
        .game
    {
        Game::Model(m) => m,
        _ => panic!("{path} is not a map game"),
    }
}

/// What a reading gives: the cases, then the refusal that stopped it.
type Reading = (Vec<MapCase>, Option<String>);

/// Reads every case of `input`, each into a fresh case or (`reuse`) into
/// the case before's buffers.
fn read_all(model: &Model, input: impl BufRead, reuse: bool) -> Reading {
    read_with(MapReader::new(input, "mutated.in", model), reuse)
}

fn read_with(mut reader: MapReader<impl BufRead>, reuse: bool) -> Reading {
    let mut cases = Vec::new();
    // As a run reads: the first case fresh, each next into the last.
    let mut slot: Option<MapCase> = None;
    loop {
        let next = match &mut slot {
            Some(last) if reuse => reader
                .next_case_into(last)
                .map(|more| more.then(|| last.clone())),
            _ => reader.next_case(),
        };
        if reuse && slot.is_none() {
            slot = next.as_ref().ok().cloned().flatten();
        }
        match next {
            Ok(Some(case)) => cases.push(case),
            Ok(None) => return (cases, None),
            Err(e) => return (cases, Some(format!("{e:?}"))),
        }
    }
}

/// `text` with one random change a reader must treat exactly.
fn mutate(rng: &mut Rng, text: &[u8]) -> Vec<u8> {
    const BYTES: &[u8] = b" \t\r\n#@.*x09-:$";
    let mut out = text.to_vec();
    if out.is_empty() {
        return out;
    }
    let at = rng.below(out.len());
    let line_start = out[..at]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let line_end = out[at..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(out.len(), |i| at + i + 1);
    match rng.below(11) {
        0 => out[at] = BYTES[rng.below(BYTES.len())],
        1 => out[at] = [0xC3, 0xA9, 0xFF, 0x00][rng.below(4)],
        2 => {
            out.remove(at);
        }
        3 => out.insert(at, out[at]),
        4 => {
            out.drain(line_start..line_end);
        }
        5 => {
            let line = out[line_start..line_end].to_vec();
            out.splice(line_start..line_start, line);
        }
        6 => {
            out.splice(line_start..line_start, b"# a comment\n".to_vec());
        }
        7 => {
            out.splice(line_start..line_start, b"turns 3\n".to_vec());
        }
        8 => {
            out.splice(line_start..line_start, b"map 2 3\n".to_vec());
        }
        9 => {
            let crlf: Vec<u8> = out[line_start..]
                .iter()
                .flat_map(|&b| {
                    if b == b'\n' {
                        vec![b'\r', b'\n']
                    } else {
                        vec![b]
                    }
                })
                .collect();
            out.truncate(line_start);
            out.extend(crlf);
        }
        _ => out.truncate(at),
    }
    out
}

/// Every way of reading `text` gives what the line-by-line way gives.
fn agree(model: &Model, text: &[u8], what: &str) -> Reading {
    let plain = MapReader::new(text, "mutated.in", model).line_by_line();
    let whole = read_with(plain, false);
    let quick = read_all(model, text, false);
    assert_eq!(
        quick,
        whole,
        "{what}: read straight from the buffer:\n{}",
        String::from_utf8_lossy(text)
    );
    for reuse in [false, true] {
        for capacity in [1, 7, 64] {
            let input = BufReader::with_capacity(capacity, text);
            let got = read_all(model, input, reuse);
            assert_eq!(
                got,
                whole,
                "{what}: read through a buffer of {capacity} bytes (reusing: {reuse}):\n{}",
                String::from_utf8_lossy(text)
            );
        }
        if reuse {
            assert_eq!(read_all(model, text, true), whole, "{what}: reusing cases");
        }
    }
    whole
}

#[test]
fn every_buffer_reads_the_same_cases_and_refusals() {
    let mut rng = Rng::new(0x05ee_d0a9);
    let (mut read, mut refused) = (0, 0);
    for (g, path) in GAMES.iter().enumerate() {
        let model = model(path);
        for seed in 0..10 * scale() {
            let mut text = Vec::new();
            write(&model, &Spec::new(seed * 31 + g as u64, 4), &mut text).unwrap();
            let (cases, refusal) = agree(&model, &text, &format!("{path} seed {seed}"));
            assert_eq!(
                refusal, None,
                "{path} seed {seed}: a generated input is read"
            );
            assert_eq!(cases.len(), 4, "{path} seed {seed}");
            let mut mutated = text.clone();
            for k in 0..40 {
                mutated = if k % 4 == 0 {
                    mutate(&mut rng, &text)
                } else {
                    mutate(&mut rng, &mutated)
                };
                let what = format!("{path} seed {seed} mutation {k}");
                let (cases, refusal) = agree(&model, &mutated, &what);
                read += cases.len();
                refused += usize::from(refusal.is_some());
            }
        }
    }
    // The mutations reach both sides of the reader: cases read past a
    // change, and refusals.
    assert!(
        read > 100 && refused > 100,
        "{read} cases read, {refused} refusals"
    );
}
