//! The inputs the benchmarks share: film records, their clean and messy renderings, the
//! short replies of the `peers` group, and the repair crates as converters.

use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::json;
use std::fmt::Write as _;
use structout::StructuredOutput;

/// A film record: strings, integers, a float, a list and a nested object with an optional
/// field, the mix a typical extraction schema has.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
pub(crate) struct Film {
    pub title: String,
    pub year: u32,
    pub rating: f64,
    pub genres: Vec<String>,
    pub director: Director,
}

#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
pub(crate) struct Director {
    pub name: String,
    pub born: Option<u32>,
}

// ---------------------------------------------------------------------------------------------
// Deterministic input generation
// ---------------------------------------------------------------------------------------------

/// A 64-bit linear congruential generator (Knuth's MMIX constants): deterministic and good
/// enough to vary the records.
pub(crate) struct Lcg(u64);

impl Lcg {
    pub(crate) fn new(seed: u64) -> Self {
        let mut lcg = Lcg(seed ^ 0x9E37_79B9_7F4A_7C15);
        lcg.next();
        lcg
    }

    fn next(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as u32
    }

    /// A number in `0..n`.
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        self.next() % n
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u32) as usize]
    }
}

pub(crate) const ADJECTIVES: &[&str] = &[
    "Silent",
    "Broken",
    "Crimson",
    "Last",
    "Hidden",
    "Electric",
    "Golden",
    "Distant",
    "Wild",
    "Forgotten",
    "Midnight",
    "Endless",
    "Paper",
    "Iron",
    "Quiet",
];
pub(crate) const NOUNS: &[&str] = &[
    "Harbor", "Empire", "River", "Garden", "Signal", "Frontier", "Mirror", "Café", "Orchard",
    "Station", "Horizon", "Machine", "Winter", "Kingdom", "Lantern",
];
pub(crate) const GENRES: &[&str] = &[
    "drama",
    "comedy",
    "thriller",
    "science fiction",
    "documentary",
    "western",
    "romance",
    "horror",
    "animation",
    "crime",
];
pub(crate) const FIRST_NAMES: &[&str] = &[
    "Ada",
    "Akira",
    "Agnès",
    "Bong",
    "Chantal",
    "David",
    "Federico",
    "Greta",
    "Ingmar",
    "Jane",
    "Kathryn",
    "Satyajit",
    "Sofia",
    "Wong",
    "Yasujirō",
];
pub(crate) const LAST_NAMES: &[&str] = &[
    "Kurosawa", "Varda", "Joon-ho", "Akerman", "Lynch", "Fellini", "Gerwig", "Bergman", "Campion",
    "Bigelow", "Ray", "Coppola", "Kar-wai", "Ozu", "Lean",
];

/// Film number `index`: a pure function of the index, so any prefix of the list is the same
/// whatever the total size.
pub(crate) fn film(index: usize) -> Film {
    let mut rng = Lcg::new(index as u64);
    let adjective = rng.pick(ADJECTIVES);
    let noun = rng.pick(NOUNS);
    // Some titles need escapes in JSON: a quoted word, a sequel number.
    let title = match rng.below(8) {
        0 => format!("The {adjective} \"{noun}\""),
        1 => format!("{adjective} {noun} {}", rng.below(4) + 2),
        _ => format!("The {adjective} {noun}"),
    };
    let year = 1920 + rng.below(105);
    let genres = (0..1 + rng.below(3))
        .map(|_| rng.pick(GENRES).to_owned())
        .collect();
    let director = Director {
        name: format!("{} {}", rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES)),
        born: (rng.below(6) != 0).then(|| year - 25 - rng.below(40)),
    };
    Film {
        title,
        year,
        // Tenths divide exactly as `{}` prints and serde parses them: equality holds.
        rating: f64::from(10 + rng.below(90)) / 10.0,
        genres,
        director,
    }
}

/// A JSON string literal (serde_json's escaping).
pub(crate) fn quoted(text: &str) -> String {
    serde_json::to_string(text).expect("a string serialises")
}

/// Valid, pretty-printed JSON: an array with one record per few lines, as a model that
/// followed the instructions writes it.
pub(crate) fn render_clean(films: &[Film]) -> String {
    let mut out = String::from("[\n");
    for (i, f) in films.iter().enumerate() {
        let genres: Vec<String> = f.genres.iter().map(|g| quoted(g)).collect();
        let born = f.director.born.map_or("null".to_owned(), |b| b.to_string());
        let _ = write!(
            out,
            "  {{\n    \"title\": {},\n    \"year\": {},\n    \"rating\": {},\n    \"genres\": [{}],\n    \"director\": {{\"name\": {}, \"born\": {}}}\n  }}",
            quoted(&f.title),
            f.year,
            f.rating,
            genres.join(", "),
            quoted(&f.director.name),
            born,
        );
        out.push_str(if i + 1 < films.len() { ",\n" } else { "\n" });
    }
    out.push(']');
    out
}

/// The same records as a chat model writes them: prose and a fence around the JSON, and in
/// the JSON a mix of unquoted keys, single-quoted strings, trailing commas and comment lines,
/// varied from record to record.
pub(crate) fn render_messy(films: &[Film]) -> String {
    let mut out = String::from("Here is the JSON you asked for:\n```json\n[\n");
    for (i, f) in films.iter().enumerate() {
        // Unquoted keys in every third record.
        let key = |name: &str| {
            if i % 3 == 0 {
                name.to_owned()
            } else {
                format!("\"{name}\"")
            }
        };
        // Single-quoted strings in every other record. No generated text holds a `'`, and a
        // `"` needs no escape inside single quotes.
        let string = |text: &str| {
            if i % 2 == 0 {
                format!("'{text}'")
            } else {
                quoted(text)
            }
        };
        // Trailing commas in every fourth record.
        let trailing = if i % 4 == 1 { "," } else { "" };
        if i % 5 == 0 {
            let _ = writeln!(out, "  // {} of {}", i + 1, films.len());
        }
        let genres: Vec<String> = f.genres.iter().map(|g| string(g)).collect();
        let born = f.director.born.map_or("null".to_owned(), |b| b.to_string());
        let _ = write!(
            out,
            "  {{\n    {}: {},\n    {}: {},\n    {}: {},\n    {}: [{}{trailing}],\n    {}: {{{}: {}, {}: {}{trailing}}}{trailing}\n  }}",
            key("title"),
            string(&f.title),
            key("year"),
            f.year,
            key("rating"),
            f.rating,
            key("genres"),
            genres.join(", "),
            key("director"),
            key("name"),
            string(&f.director.name),
            key("born"),
            born,
        );
        // A trailing comma after the last record too.
        out.push_str(",\n");
    }
    out.push_str("]\n```\nLet me know if you want more films or other fields!");
    out
}

/// The smallest list of films whose rendering is at least `target` bytes (at least one film).
pub(crate) fn films_for(target: usize, render: fn(&[Film]) -> String) -> Vec<Film> {
    // Estimate from a sample, then grow until the target is reached.
    let sample: Vec<Film> = (0..64).map(film).collect();
    let per_film = render(&sample).len() / sample.len();
    let mut count = (target / per_film).max(1);
    let mut films: Vec<Film> = (0..count).map(film).collect();
    while render(&films).len() < target {
        let more = ((target - render(&films).len()) / per_film).max(1);
        films.extend((count..count + more).map(film));
        count += more;
    }
    films
}

/// A repair crate as a converter: text → `serde_json::Value` → `T` through serde.
pub(crate) struct Peer {
    pub name: &'static str,
    pub repair: fn(&str) -> Option<serde_json::Value>,
}

pub(crate) const PEERS: &[Peer] = &[
    Peer {
        name: "llm_json",
        repair: |text| llm_json::loads(text, &llm_json::RepairOptions::default()).ok(),
    },
    Peer {
        name: "jsonrepair",
        repair: |text| jsonrepair::loads(text, &jsonrepair::Options::default()).ok(),
    },
];

/// The peer's value for `text` as a `T`, if it reads one.
pub(crate) fn peer_convert<T: serde::de::DeserializeOwned>(peer: &Peer, text: &str) -> Option<T> {
    serde_json::from_value((peer.repair)(text)?).ok()
}

/// Short replies of the kinds models send, each with the film it means.
pub(crate) fn short_replies() -> Vec<(&'static str, String, Film)> {
    let heat = film(3);
    let clean = serde_json::to_string(&json!({
        "title": heat.title, "year": heat.year, "rating": heat.rating,
        "genres": heat.genres, "director": {"name": heat.director.name, "born": heat.director.born},
    }))
    .expect("a film serialises");
    let single = clean.replace('"', "'");
    // Every value complete, only the closing brackets missing (a number at the very end could
    // have been cut off, so the director's name comes last).
    let unclosed = serde_json::to_string(&json!({
        "title": heat.title, "year": heat.year, "rating": heat.rating, "genres": heat.genres,
        "director": {"born": heat.director.born, "name": heat.director.name},
    }))
    .expect("a film serialises")
    .trim_end_matches('}')
    .to_owned();
    vec![
        (
            "fenced_prose",
            format!(
                "Sure! Here is the film you asked about:\n```json\n{clean}\n```\nLet me know if you need anything else."
            ),
            heat.clone(),
        ),
        ("single_quotes", single, heat.clone()),
        ("missing_closers", unclosed, heat),
    ]
}

/// An adversarial input: a name and a builder that makes it about `size` bytes long.
pub(crate) struct Adversary {
    pub name: &'static str,
    pub build: fn(usize) -> String,
}

pub(crate) const ADVERSARIES: &[Adversary] = &[
    // Every byte opens an array that never closes.
    Adversary {
        name: "open_brackets",
        build: |n| "[".repeat(n),
    },
    // Every byte opens or closes a string: a million candidate string boundaries.
    Adversary {
        name: "quotes",
        build: |n| "\"".repeat(n),
    },
    // Prose in which a `{` every ~50 bytes looks like the start of an object.
    Adversary {
        name: "prose_braces",
        build: |n| {
            let words = [
                "the", "model", "said", "that", "value", "was", "probably", "fine",
            ];
            let mut rng = Lcg::new(7);
            let mut out = String::with_capacity(n + 64);
            while out.len() < n {
                let start = out.len();
                while out.len() - start < 45 {
                    out.push_str(words[rng.below(words.len() as u32) as usize]);
                    out.push(' ');
                }
                out.push_str("{ ");
            }
            out
        },
    },
    // A code fence opened on every line and never closed.
    Adversary {
        name: "unclosed_fences",
        build: |n| "```json\n".repeat(n / 8),
    },
    // A string that is one long run of backslashes (each pair an escaped backslash).
    Adversary {
        name: "backslash_run",
        build: |n| format!("{{\"a\": \"{}", "\\".repeat(n)),
    },
    // An object opened with a key whose value is another such object, over and over, with no
    // value and no closer ever.
    Adversary {
        name: "repeated_key_prefix",
        build: |n| "{\"a\":".repeat(n / 5),
    },
    // One long line of `x,` inside a string that never ends: every comma looks like a place
    // where the string might have been meant to stop.
    Adversary {
        name: "unterminated_string_commas",
        build: |n| format!("{{\"a\": \"{}", "x,".repeat(n / 2)),
    },
    // Alternating arrays and objects nested far beyond any depth limit.
    Adversary {
        name: "deep_nesting",
        build: |n| "[{\"a\":".repeat(n / 6),
    },
    // A single and a double quote, over and over: every byte opens or closes a string of
    // one kind or the other.
    Adversary {
        name: "mixed_quotes",
        build: |n| "'\"".repeat(n / 2),
    },
    // Tiny arrays and sets side by side: thousands of top-level values in one place.
    Adversary {
        name: "many_small_values",
        build: |n| "[ a ] { b } ".repeat(n / 12),
    },
];

/// `text` in chunks of `size` bytes (moved forward to a character boundary).
pub(crate) fn chunked(text: &str, size: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let mut n = size.min(rest.len());
        while !rest.is_char_boundary(n) {
            n += 1;
        }
        out.push(&rest[..n]);
        rest = &rest[n..];
    }
    out
}

/// A JSON-like tree: the recursive untagged enum of the `recursive` group.
#[derive(
    Debug, PartialEq, serde::Deserialize, schemars::JsonSchema, structout::StructuredOutput,
)]
#[serde(untagged)]
pub(crate) enum Tree {
    Int(i64),
    Text(String),
    List(Vec<Tree>),
    Map(std::collections::BTreeMap<String, Tree>),
}

/// Any JSON value as one recursive definition (the schema of BAML's JSON-value tests).
pub(crate) fn json_value_schema() -> serde_json::Value {
    json!({"$ref": "#/$defs/J", "$defs": {"J": {"anyOf": [
        {"type": "integer"}, {"type": "number"}, {"type": "boolean"}, {"type": "string"},
        {"type": "array", "items": {"$ref": "#/$defs/J"}},
        {"type": "object", "additionalProperties": {"$ref": "#/$defs/J"}},
        {"type": "null"}
    ]}}})
}

/// Maps nested `depth` deep, each level `width` keys wide beside a short list, as valid JSON
/// and as a model might write it (the first key of each map unquoted, trailing commas, in a
/// fence after a sentence).
pub(crate) fn nested_tree(depth: usize, width: usize) -> (serde_json::Value, String, String) {
    let mut value = json!(1);
    for level in 0..depth {
        let mut map = serde_json::Map::new();
        map.insert(format!("k{level}"), value);
        for w in 0..width {
            map.insert(format!("w{w}"), json!([level, format!("item {w}"), [w]]));
        }
        value = serde_json::Value::Object(map);
    }
    let clean = value.to_string();
    fn write(value: &serde_json::Value, out: &mut String) {
        match value {
            serde_json::Value::Object(map) => {
                out.push('{');
                for (n, (key, item)) in map.iter().enumerate() {
                    if n == 0 {
                        out.push_str(key);
                    } else {
                        out.push_str(&quoted(key));
                    }
                    out.push_str(": ");
                    write(item, out);
                    out.push_str(", ");
                }
                out.push('}');
            }
            serde_json::Value::Array(items) => {
                out.push('[');
                for item in items {
                    write(item, out);
                    out.push_str(", ");
                }
                out.push(']');
            }
            other => out.push_str(&other.to_string()),
        }
    }
    let mut messy = String::from("Here is the tree:\n```json\n");
    write(&value, &mut messy);
    messy.push_str("\n```");
    (value, clean, messy)
}

/// A list of films as valid JSON on one line, cut off after its last complete record: only
/// the closer is missing.
pub(crate) fn unclosed_list(count: usize) -> (String, Vec<Film>) {
    let films: Vec<Film> = (0..count).map(film).collect();
    let text: String = render_clean(&films).lines().map(str::trim).collect();
    let text = text.trim_end_matches(']').to_owned();
    (text, films)
}
