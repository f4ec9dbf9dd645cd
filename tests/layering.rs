//! The runtime's layers, checked from its source: every `use crate::…`, `super::…` and
//! inline `crate::…` path is an edge between modules, and
//! - no two modules import each other through any chain, except a module and its own
//!   children;
//! - `schema/` imports nothing of the crate outside itself;
//! - the engine's stages come in order, find → parse → coerce → choose, and none imports a
//!   later stage or the engine's door (`engine/mod.rs`);
//! - no module imports from the crate root (`crate::Name`): that is the re-export list, which
//!   imports everything.
//!
//! See ARCHITECTURE.md for the layers and what goes where.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module's path from the crate root: `[]` for `lib.rs`, `["engine", "parse", "tree"]`.
type Module = Vec<String>;

/// The modules of the crate whose sources are under `root`, with their stripped source.
fn modules(root: &Path) -> BTreeMap<Module, String> {
    let mut out = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("read the source directory") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path.strip_prefix(root).expect("under the root");
            let mut module: Module = relative
                .with_extension("")
                .iter()
                .map(|s| s.to_string_lossy().into_owned())
                .collect();
            if matches!(module.last().map(String::as_str), Some("mod" | "lib")) {
                module.pop();
            }
            let source = std::fs::read_to_string(&path).expect("read a source file");
            out.insert(module, strip(&source));
        }
    }
    out
}

/// The source without comments, string contents and its `#[cfg(test)] mod tests` (tests may
/// reach anywhere).
fn strip(source: &str) -> String {
    let source = match source.find("#[cfg(test)]\nmod tests") {
        Some(at) => &source[..at],
        None => source,
    };
    let mut out = String::with_capacity(source.len());
    let mut chars = source.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '"' => {
                out.push('"');
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => {}
                    }
                }
                out.push('"');
            }
            // A char literal `'"'` would open a string above: skip `'x'` and `'\x'` whole.
            '\'' => {
                let rest: String = chars.clone().take(3).collect();
                let skip = if rest.starts_with('\\') {
                    rest.find('\'').map(|i| i + 1)
                } else if rest.chars().nth(1) == Some('\'') {
                    Some(2)
                } else {
                    None
                };
                out.push('\'');
                for _ in 0..skip.unwrap_or(0) {
                    chars.next();
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// The paths a `use` tree names: `a::{b, c::{d, e}}` → `a::b`, `a::c::d`, `a::c::e`.
fn expand(prefix: &str, tree: &str, out: &mut Vec<String>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let head = tree[..open].trim_end_matches("::");
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let prefix = join(prefix, head);
        let mut depth = 0;
        let mut start = 0;
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    expand(&prefix, &inner[start..i], out);
                    start = i + 1;
                }
                _ => {}
            }
        }
        expand(&prefix, &inner[start..], out);
    } else if !tree.is_empty() {
        let name = tree.split(" as ").next().unwrap_or(tree).trim();
        out.push(join(prefix, name));
    }
}

fn join(a: &str, b: &str) -> String {
    match (a.is_empty(), b.is_empty()) {
        (true, _) => b.to_owned(),
        (_, true) => a.to_owned(),
        _ => format!("{a}::{b}"),
    }
}

/// The module a path names from `me`: the longest prefix that is a module (`crate::a::b::F`
/// → `a::b`), or `None` for a path outside the crate.
fn resolve(modules: &BTreeMap<Module, String>, me: &Module, path: &str) -> Option<Module> {
    let mut segments = path.split("::").map(str::trim).peekable();
    let mut base: Module = match *segments.peek()? {
        "crate" => {
            segments.next();
            Vec::new()
        }
        "super" => {
            let mut base = me.clone();
            while segments.peek() == Some(&"super") {
                segments.next();
                base.pop();
            }
            base
        }
        "self" => {
            segments.next();
            me.clone()
        }
        first => {
            let mut child = me.clone();
            child.push(first.to_owned());
            if !modules.contains_key(&child) {
                return None;
            }
            me.clone()
        }
    };
    for segment in segments {
        if segment == "self" {
            continue;
        }
        base.push(segment.to_owned());
        if !modules.contains_key(&base) {
            base.pop();
            break;
        }
    }
    Some(base)
}

/// Every module each module imports.
fn edges(modules: &BTreeMap<Module, String>) -> BTreeMap<Module, BTreeSet<Module>> {
    let mut out = BTreeMap::new();
    for (me, source) in modules {
        let mut paths = Vec::new();
        let mut rest = source.as_str();
        while let Some(at) = find_word(rest, "use ") {
            let tree = &rest[at + 4..];
            let end = tree.find(';').unwrap_or(tree.len());
            expand("", &tree[..end], &mut paths);
            rest = &tree[end..];
        }
        for start in ["crate::", "super::"] {
            let mut rest = source.as_str();
            while let Some(at) = find_word(rest, start) {
                let path: String = rest[at..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                    .collect();
                paths.push(path.trim_end_matches(':').to_owned());
                rest = &rest[at + start.len()..];
            }
        }
        let targets: BTreeSet<Module> = paths
            .iter()
            .filter_map(|p| resolve(modules, me, p))
            .filter(|t| t != me)
            .collect();
        out.insert(me.clone(), targets);
    }
    out
}

/// Where `word` starts in `text` not as the end of a longer identifier.
fn find_word(text: &str, word: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(at) = text[from..].find(word) {
        let at = from + at;
        let before = text[..at].chars().next_back();
        if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

fn is_ancestor(a: &Module, b: &Module) -> bool {
    a.len() < b.len() && b[..a.len()] == a[..]
}

fn name(m: &Module) -> String {
    if m.is_empty() {
        "lib".to_owned()
    } else {
        m.join("::")
    }
}

/// The rank of an engine module in the stage order, or `None` outside the stages.
fn stage(m: &Module) -> Option<usize> {
    if m.first().map(String::as_str) != Some("engine") {
        return None;
    }
    Some(match m.get(1).map(String::as_str) {
        None => 4,
        Some("find" | "cost" | "options") => 0,
        Some("parse") => 1,
        Some("coerce") => 2,
        Some("choose") => 3,
        Some(_) => 4,
    })
}

/// Every broken rule, as a sentence.
fn violations(modules: &BTreeMap<Module, String>) -> Vec<String> {
    let edges = edges(modules);
    let mut out = Vec::new();
    for (from, targets) in &edges {
        for to in targets {
            if to.is_empty() && !from.is_empty() {
                out.push(format!("{} imports from the crate root", name(from)));
            }
            let in_schema = |m: &Module| m.first().map(String::as_str) == Some("schema");
            if in_schema(from) && !in_schema(to) {
                out.push(format!("{} (schema) imports {}", name(from), name(to)));
            }
            if let (Some(a), Some(b)) = (stage(from), stage(to))
                && a < 4
                && b > a
            {
                out.push(format!(
                    "{} imports {}, a later stage of the engine",
                    name(from),
                    name(to)
                ));
            }
        }
    }
    // Cycles, ignoring a module's edges to its ancestors and descendants.
    let graph: BTreeMap<&Module, Vec<&Module>> = edges
        .iter()
        .map(|(from, targets)| {
            let kept = targets
                .iter()
                .filter(|to| !is_ancestor(to, from) && !is_ancestor(from, to))
                .collect();
            (from, kept)
        })
        .collect();
    for component in strongly_connected(&graph) {
        if component.len() > 1 {
            let names: Vec<String> = component.iter().map(|m| name(m)).collect();
            out.push(format!("an import circle: {}", names.join(", ")));
        }
    }
    out
}

/// The strongly connected components of `graph` (Tarjan's algorithm, iterative).
fn strongly_connected<'m>(graph: &BTreeMap<&'m Module, Vec<&'m Module>>) -> Vec<Vec<&'m Module>> {
    let nodes: Vec<&Module> = graph.keys().copied().collect();
    let index_of: BTreeMap<&Module, usize> =
        nodes.iter().enumerate().map(|(i, m)| (*m, i)).collect();
    let n = nodes.len();
    let (mut index, mut low) = (vec![usize::MAX; n], vec![0; n]);
    let (mut on_stack, mut stack, mut out) = (vec![false; n], Vec::new(), Vec::new());
    let mut next = 0;
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work = vec![(root, 0usize)];
        while let Some(&mut (v, ref mut child)) = work.last_mut() {
            if *child == 0 && index[v] == usize::MAX {
                index[v] = next;
                low[v] = next;
                next += 1;
                stack.push(v);
                on_stack[v] = true;
            }
            let targets: Vec<usize> = graph[nodes[v]]
                .iter()
                .filter_map(|t| index_of.get(*t).copied())
                .collect();
            if let Some(&w) = targets.get(*child) {
                *child += 1;
                if index[w] == usize::MAX {
                    work.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component.push(nodes[w]);
                    if w == v {
                        break;
                    }
                }
                out.push(component);
            }
        }
    }
    out
}

#[test]
fn the_runtime_keeps_its_layers() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("structout/src");
    let modules = modules(&root);
    assert!(
        modules.len() > 40,
        "the sources were not found under {root:?}"
    );
    let broken = violations(&modules);
    assert!(
        broken.is_empty(),
        "the layers are broken:\n{}",
        broken.join("\n")
    );
}

/// A small crate, written here, that breaks each rule once: the checker must say so.
#[test]
fn the_checker_finds_each_broken_rule() {
    let files = [
        (
            "lib.rs",
            "mod a; mod b; mod schema; mod engine; pub use a::A;",
        ),
        ("a.rs", "use crate::b::B; pub struct A;"),
        ("b.rs", "pub struct B; fn f() { let _ = crate::a::A; }"),
        ("schema/mod.rs", "use crate::a::A;"),
        ("engine/mod.rs", "mod find; mod parse; pub struct Door;"),
        (
            "engine/find/mod.rs",
            "use crate::engine::parse::Tree; // use crate::b::B;",
        ),
        ("engine/parse/mod.rs", "use super::Door; pub struct Tree;"),
        (
            "c.rs",
            "use crate::A; const S: &str = \"use crate::b::B;\";",
        ),
    ];
    let modules: BTreeMap<Module, String> = files
        .iter()
        .map(|(path, source)| {
            let mut module: Module = path
                .trim_end_matches(".rs")
                .split('/')
                .map(str::to_owned)
                .collect();
            if matches!(module.last().map(String::as_str), Some("mod" | "lib")) {
                module.pop();
            }
            (module, strip(source))
        })
        .collect();
    let broken = violations(&modules);
    let expect = [
        "an import circle: ",
        "schema (schema) imports a",
        "engine::find imports engine::parse, a later stage of the engine",
        "engine::parse imports engine, a later stage of the engine",
        "c imports from the crate root",
    ];
    for e in expect {
        assert!(
            broken.iter().any(|b| b.starts_with(e)),
            "{e:?} not in {broken:#?}"
        );
    }
    assert_eq!(broken.len(), expect.len(), "{broken:#?}");
    // Comments and strings are no imports.
    assert!(!broken.iter().any(|b| b.contains("engine::find imports b")));
}
