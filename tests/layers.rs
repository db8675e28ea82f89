//! The files of each of the crate's layered parts (the engine, the rules
//! front-end, and the other folders of `src/`) import one another in
//! layers: no file imports another that imports it back, directly or
//! around a loop. Read from the source: every `super::` and `crate::PART::`
//! path outside comments is an import of the module it names (or of
//! `mod.rs`, for an item defined there).

use crate::support::repo;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a file without its comments (line comments and doc
/// comments; the engine has no block comments).
fn code(text: &str) -> String {
    // A file's tests come last, after `#[cfg(test)]`: they are not part
    // of the layering.
    let text = text.split("#[cfg(test)]").next().unwrap_or(text);
    text.lines()
        .map(|line| line.find("//").map_or(line, |at| &line[..at]))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The module directory a file's `super::` refers into, and the module
/// names it may name there: `engine/x.rs` and `engine/x/mod.rs` are both
/// module `x` of `engine`.
fn module_of(file: &Path, root: &Path) -> Vec<String> {
    let rel = file.strip_prefix(root).unwrap();
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The file of module path `parts` (inside the part), if it is a file.
fn file_of(parts: &[String], root: &Path) -> Option<PathBuf> {
    let base = parts.iter().fold(root.to_path_buf(), |p, s| p.join(s));
    let flat = base.with_extension("rs");
    let nested = base.join("mod.rs");
    [flat, nested].into_iter().find(|p| p.is_file())
}

/// The modules `code` (the text of the file of module `me`) imports.
fn imports(code: &str, me: &[String], root: &Path) -> BTreeSet<PathBuf> {
    let part = root
        .file_name()
        .map_or(String::new(), |n| n.to_string_lossy().into_owned());
    let absolute = format!("crate::{part}::");
    let mut found = BTreeSet::new();
    // Inline modules (`mod tests { ... }`) move `super` one level down.
    let mut depth = 0i32;
    let mut inline: Vec<i32> = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let rest: String = chars[i..chars.len().min(i + 200)].iter().collect();
        let inline_mod =
            rest.starts_with("mod ") && rest.split('{').next().is_some_and(|h| !h.contains(';'));
        if let Some(open) = rest.find('{').filter(|_| inline_mod) {
            depth += 1;
            inline.push(depth);
            i += open + 1;
            continue;
        }
        match chars[i] {
            '{' => depth += 1,
            '}' => {
                if inline.last() == Some(&depth) {
                    inline.pop();
                }
                depth -= 1;
            }
            _ => {}
        }
        let boundary = i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
        if boundary && (rest.starts_with("super::") || rest.starts_with(&absolute)) {
            let (mut base, path) = if let Some(path) = rest.strip_prefix(absolute.as_str()) {
                (Vec::new(), path)
            } else {
                let mut base = me.to_vec();
                // `super` of an inline module is the file's own module.
                let mut ups = 1 - inline.len() as i32;
                let mut path = &rest["super::".len()..];
                while let Some(next) = path.strip_prefix("super::") {
                    ups += 1;
                    path = next;
                }
                for _ in 0..ups.max(0) {
                    base.pop();
                }
                (base, path)
            };
            // The named module: the first segment, or each first segment
            // of a `{...}` group.
            let names: Vec<String> = if let Some(group) = path.strip_prefix('{') {
                let group = &group[..group.find(';').unwrap_or(group.len())];
                let mut level = 0;
                let mut items = vec![String::new()];
                for c in group.chars() {
                    match c {
                        '{' => level += 1,
                        '}' if level == 0 => break,
                        '}' => level -= 1,
                        ',' if level == 0 => items.push(String::new()),
                        c => items.last_mut().unwrap().push(c),
                    }
                }
                items
                    .iter()
                    .map(|s| s.trim().split("::").next().unwrap_or("").to_string())
                    .filter(|s| !s.is_empty())
                    .collect()
            } else {
                let name: String = path
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                vec![name]
            };
            for name in names {
                base.push(name);
                let target =
                    file_of(&base, root).or_else(|| file_of(&base[..base.len() - 1], root));
                base.pop();
                if let Some(target) = target {
                    found.insert(target);
                }
            }
            i += if rest.starts_with("super::") {
                7
            } else {
                absolute.len()
            };
            continue;
        }
        i += 1;
    }
    found
}

/// A loop in `graph`, if there is one: the files around it.
fn find_loop(graph: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Option<Vec<PathBuf>> {
    fn visit(
        node: &PathBuf,
        graph: &BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        done: &mut BTreeSet<PathBuf>,
        path: &mut Vec<PathBuf>,
    ) -> Option<Vec<PathBuf>> {
        if let Some(at) = path.iter().position(|p| p == node) {
            return Some(path[at..].to_vec());
        }
        if !done.insert(node.clone()) {
            return None;
        }
        path.push(node.clone());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, done, path) {
                return Some(found);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|start| visit(start, graph, &mut done, &mut Vec::new()))
}

/// The child modules a `mod.rs` declares (`mod name;`): it imports them
/// all, so a child that imports an item defined in `mod.rs` makes a loop.
fn children(code: &str, me: &[String], root: &Path) -> BTreeSet<PathBuf> {
    code.lines()
        .filter_map(|line| {
            let line = line.trim();
            let decl = line
                .strip_prefix("pub ")
                .or(line.strip_prefix("pub(crate) "))
                .unwrap_or(line);
            let name = decl.strip_prefix("mod ")?.strip_suffix(';')?;
            let mut path = me.to_vec();
            path.push(name.trim().to_string());
            file_of(&path, root)
        })
        .collect()
}

/// The import graph of the files of `src/PART` (a file importing itself
/// from a test module does not count).
fn graph_of(part: &str) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let root = repo(&format!("src/{part}"));
    let mut all = Vec::new();
    files(&root, &mut all);
    let mut graph = BTreeMap::new();
    for file in all {
        // A test module sits beside what it tests and reads all of it.
        let stem = file
            .file_stem()
            .map_or(String::new(), |s| s.to_string_lossy().into_owned());
        if stem == "tests" || stem.ends_with("_tests") {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let me = module_of(&file, &root);
        let mut edges = imports(&code(&text), &me, &root);
        if file.ends_with("mod.rs") {
            edges.extend(children(&code(&text), &me, &root));
        }
        edges.remove(&file);
        graph.insert(file, edges);
    }
    graph
}

#[test]
fn no_two_engine_files_import_each_other() {
    let graph = graph_of("engine");
    // Spot checks that the reader sees the files' imports.
    let root = repo("src/engine");
    let choose = &graph[&root.join("choose.rs")];
    for module in ["walks.rs", "far.rs", "plan.rs", "choice.rs"] {
        assert!(
            choose.contains(&root.join(module)),
            "choose imports {module}"
        );
    }
    assert!(graph[&root.join("mod.rs")].contains(&root.join("driver.rs")));
    assert!(graph.len() > 20, "the engine's files: {:?}", graph.keys());
    if let Some(cycle) = find_loop(&graph) {
        let names: Vec<String> = cycle.iter().map(|p| p.display().to_string()).collect();
        panic!("an import loop: {}", names.join(" -> "));
    }
}

/// The rules front-end, the views, the scenario formats, the command line
/// and every other folder of `src/` are layered too.
#[test]
fn no_two_files_of_any_part_import_each_other() {
    let mut parts = Vec::new();
    for entry in std::fs::read_dir(repo("src")).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            parts.push(path.file_name().unwrap().to_string_lossy().into_owned());
        }
    }
    assert!(
        parts.iter().any(|p| p == "rules") && parts.len() >= 10,
        "{parts:?}"
    );
    let mut loops = Vec::new();
    for part in parts {
        if let Some(cycle) = find_loop(&graph_of(&part)) {
            let names: Vec<String> = cycle
                .iter()
                .map(|p| {
                    p.strip_prefix(repo("src"))
                        .unwrap_or(p)
                        .display()
                        .to_string()
                })
                .collect();
            loops.push(names.join(" -> "));
        }
    }
    assert!(loops.is_empty(), "import loops:\n{}", loops.join("\n"));
}

/// The reader sees the imports that make a loop: two files that import
/// each other, one through a `{...}` group, the other by a path in code;
/// a test module's `super::*` is the file itself, not the engine.
#[test]
fn the_import_reader_sees_a_loop() {
    let root = repo("src/engine");
    let me = |name: &str| vec![name.to_string()];
    let mut kernel = imports(
        "use super::{pass::Pass, step::Stepper};\nmod tests { use super::*; }",
        &me("kernel"),
        &root,
    );
    assert!(kernel.contains(&root.join("pass.rs")) && kernel.contains(&root.join("step.rs")));
    assert!(kernel.contains(&root.join("kernel.rs")) && !kernel.contains(&root.join("mod.rs")));
    kernel.remove(&root.join("kernel.rs"));
    let pass = imports(
        "fn f() { crate::engine::kernel::Robots::new(t); }",
        &me("pass"),
        &root,
    );
    let mut graph = BTreeMap::new();
    graph.insert(root.join("kernel.rs"), kernel);
    graph.insert(root.join("pass.rs"), pass);
    assert!(find_loop(&graph).is_some());
    graph.get_mut(&root.join("pass.rs")).unwrap().clear();
    assert!(find_loop(&graph).is_none());
}

/// The one game model is data under every engine: it imports no engine,
/// no interpreter and no front-end (the compiler imports it, and engines
/// read it), so a model can never depend on how it is played.
#[test]
fn the_model_imports_no_engine_and_no_front_end() {
    let mut all = Vec::new();
    files(&repo("src/model"), &mut all);
    assert!(all.len() >= 5, "{all:?}");
    for file in all {
        let text = code(&std::fs::read_to_string(&file).unwrap());
        for higher in ["engine", "rules", "interpreter", "oracle", "cli", "run"] {
            assert!(
                !text.contains(&format!("crate::{higher}::")),
                "{} imports crate::{higher}",
                file.display()
            );
        }
    }
}
