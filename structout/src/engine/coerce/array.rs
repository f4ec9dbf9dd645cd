//! Arrays: items, bounds, uniqueness, a lone value read as a one-item list, a string split
//! into items.

use super::*;
use crate::engine::find::cues;

/// The index of the first item equal to an earlier one, as JSON values (numbers by value:
/// `1` and `1.0` are the same), if any. Linear: items are compared by a canonical text.
fn repeated(items: &[Value]) -> Option<usize> {
    let mut seen = std::collections::HashSet::with_capacity(items.len());
    items.iter().position(|item| {
        let mut key = String::new();
        canonical(item, &mut key);
        !seen.insert(key)
    })
}

/// A text equal for equal JSON values: object keys sorted, whole numbers written as integers.
fn canonical(value: &Value, out: &mut String) {
    match value {
        Value::Number(n) => match n.as_f64() {
            Some(f) if !n.is_i64() && !n.is_u64() && f.fract() == 0.0 && f.abs() < 1e38 => {
                out.push_str(&(f as i128).to_string());
            }
            _ => out.push_str(&n.to_string()),
        },
        Value::Array(items) => {
            out.push('[');
            for item in items {
                canonical(item, out);
                out.push(',');
            }
            out.push(']');
        }
        Value::Object(map) => {
            let mut entries: Vec<(&String, &Value)> = map.iter().collect();
            entries.sort_by(|a, b| a.0.cmp(b.0));
            out.push('{');
            for (key, item) in entries {
                out.push_str(&Value::String(key.clone()).to_string());
                out.push(':');
                canonical(item, out);
                out.push(',');
            }
            out.push('}');
        }
        other => out.push_str(&other.to_string()),
    }
}

impl Coercer<'_> {
    pub(super) fn array(&self, id: Id, node: &Node, path: Path<'_>, hops: u32) -> Out {
        let S::Array { items, .. } = self.shape.node(id) else {
            unreachable!("array() is called on arrays")
        };
        match &node.kind {
            Kind::Array(list) | Kind::Set(list) => self.items(id, list, node, path),
            Kind::Object(entries) => {
                // A schema echo holding the answer: {"type": "array", "items": [...]}.
                if let Some((_, inner)) = entries
                    .iter()
                    .find(|(k, v)| k == "items" && matches!(v.kind, Kind::Array(_)))
                    && entries.iter().any(|(k, _)| k == "type")
                {
                    return Ok(self
                        .coerce_hops(id, inner, path, hops + 1)?
                        .with(RepairKind::WrapperUnwrapped, path));
                }
                if let Some(fit) = self.unwrap_wrapper(id, None, entries, path, hops) {
                    return Ok(fit);
                }
                self.lone(id, *items, node, path, hops)
            }
            Kind::Null | Kind::Missing => Err(self.miss(id, path, node)),
            _ => {
                if let Some(inner) = Self::decoded(node)
                    && let Ok(fit) =
                        self.detached([&inner], || self.coerce_hops(id, &inner, path, hops + 1))
                {
                    return Ok(fit.with(RepairKind::JsonStringDecoded, path));
                }
                self.lone(id, *items, node, path, hops)
            }
        }
    }

    /// The items of a written array (`node`), each fitted to its schema; a last item cut off
    /// is dropped, reported. The count and uniqueness are then checked, never repaired.
    pub(super) fn items(&self, id: Id, list: &[Node], node: &Node, path: Path<'_>) -> Out {
        let S::Array { items, prefix, .. } = self.shape.node(id) else {
            unreachable!("items() is called on arrays")
        };
        // A list that says it goes on without some of its items is not the whole list, in
        // an item of its own or in the last words of its last (`"c and so on"`).
        let last_goes_on = list.len() > 1
            && list.last().is_some_and(
                |l| matches!(&l.kind, Kind::Str(t) | Kind::Word(t) if t.contains(' ') && cues::last_item_elides(t)),
            );
        if last_goes_on || list.iter().any(elided) {
            let mut miss = self.miss(id, path, node);
            miss.expected = format!(
                "{} (every item written out: the reply elides some with `...` or `etc.`)",
                miss.expected
            );
            return Err(miss);
        }
        let mut out = Vec::with_capacity(list.len());
        let mut fit = Fit::plain(Value::Null, 0);
        let last = list.len().saturating_sub(1);
        for (n, item) in list.iter().enumerate() {
            let item_path = path.index(n);
            let schema = prefix.get(n).copied().unwrap_or(*items);
            if n == last && item.cut && is_scalar(item) {
                fit = fit.with(RepairKind::CutOffDropped, item_path);
                continue;
            }
            match self.coerce_hops(schema, item, item_path, 0) {
                Ok(f) => {
                    fit.cost += f.cost;
                    fit.repairs.extend(f.repairs);
                    out.push(f.value);
                }
                Err(_) if n == last && item.cut => {
                    fit = fit.with(RepairKind::CutOffDropped, item_path);
                }
                Err(miss) => return Err(miss),
            }
        }
        self.array_bounds(id, &out, node, path)?;
        fit.value = Value::Array(out);
        Ok(fit)
    }

    /// The item count and uniqueness the array node `id` asks for.
    fn array_bounds(&self, id: Id, out: &[Value], node: &Node, path: Path<'_>) -> Result<(), Miss> {
        let S::Array {
            min, max, unique, ..
        } = self.shape.node(id)
        else {
            unreachable!("array_bounds() is called on arrays")
        };
        if out.len() < *min || max.is_some_and(|m| out.len() > m) {
            return Err(Miss {
                kind: if node.cut {
                    ErrorKind::Incomplete
                } else {
                    ErrorKind::Mismatch
                },
                path: path.render(),
                depth: path.width(),
                expected: self.shape.describe(id),
                found: format!("{} items", out.len()),
            });
        }
        if *unique && let Some(n) = repeated(out) {
            return Err(Miss {
                kind: ErrorKind::Mismatch,
                path: path.render(),
                depth: path.width(),
                expected: self.shape.describe(id),
                found: format!(
                    "{} again at [{n}]",
                    crate::error::snippet(&out[n].to_string())
                ),
            });
        }
        Ok(())
    }

    /// A lone value where an array is wanted: a one-element array.
    fn lone(&self, id: Id, items: Id, node: &Node, path: Path<'_>, hops: u32) -> Out {
        let S::Array {
            min, max, prefix, ..
        } = self.shape.node(id)
        else {
            return Err(self.miss(id, path, node));
        };
        if *min > 1 || *max == Some(0) || node.cut {
            return Err(self.miss(id, path, node));
        }
        let schema = prefix.first().copied().unwrap_or(items);
        let free_text = matches!(self.shape.node(items), S::String { .. } | S::Any);
        // One string of marked lines (`"- flour\n- sugar"`, `"1. red\n2. blue"`): the
        // markers make the items certain.
        if let Kind::Str(text) | Kind::Word(text) = &node.kind
            && prefix.is_empty()
            && let Some(lines) = cues::marked_lines(text)
        {
            return self.parts(id, lines, node, path);
        }
        if let Kind::Str(text) | Kind::Word(text) = &node.kind
            && free_text
            && prefix.is_empty()
            && cues::several_items(text)
        {
            let mut miss = self.miss(id, path, node);
            miss.expected = format!(
                "{} (a JSON array with each item its own string, not one string naming several)",
                miss.expected
            );
            return Err(miss);
        }
        // Digits parted by commas with no space (`"1,5,2,3"`, `"1,234"`): a list only where no
        // comma may be a number's own mark.
        if let Kind::Str(text) | Kind::Word(text) = &node.kind
            && prefix.is_empty()
            && let Some(sure) = self.glued_commas(items, text)
        {
            if !sure {
                let mut miss = self.miss(id, path, node);
                miss.expected = format!(
                    "{} (a JSON array of numbers: in `{}` a comma may be a number's decimal or thousands mark, or part two numbers)",
                    miss.expected,
                    text.trim()
                );
                return Err(miss);
            }
            return self.split(id, items, text, node, path);
        }
        if let Kind::Str(text) | Kind::Word(text) = &node.kind
            && (text.contains(COMMAS) || text.contains(SEMICOLONS))
            && !numbers::is_written_number(text)
            && !text.contains('\n')
            && !text.trim_start().starts_with(['[', '{'])
            && prefix.is_empty()
        {
            return self.split(id, items, text, node, path);
        }
        let fit = self
            .coerce_hops(schema, node, path.index(0), hops + 1)
            .map_err(|_| self.miss(id, path, node))?;
        Ok(Fit {
            value: Value::Array(vec![fit.value]),
            cost: fit.cost,
            repairs: fit.repairs,
        }
        .with(RepairKind::WrappedInArray, path))
    }

    /// `{"result": <value>}` where `<value>` fits and the wrapper does not.
    /// A string of delimited items where a list is wanted (`"Big; Splash"`, `"1, 2, 3"`):
    /// split, when the reading is sure, else refused — never a one-item list that holds the
    /// delimiters. Semicolons delimit, but not free text that holds commas too (`"Smith,
    /// John; Doe, Jane"`: two names or four words); a comma delimits items that are not free
    /// text (numbers, enum values, booleans), since `"Crouching Tiger, Hidden Dragon"` may be
    /// one title.
    pub(super) fn split(&self, id: Id, items: Id, text: &str, node: &Node, path: Path<'_>) -> Out {
        let free_text = matches!(self.shape.node(items), S::String { .. } | S::Any);
        // Free text parted by semicolons and holding commas too (`Smith, John; Doe, Jane`)
        // reads two ways (two names, or four words): no one list.
        let delimiter = if text.contains(SEMICOLONS) && !(free_text && text.contains(COMMAS)) {
            |c: char| SEMICOLONS.contains(&c)
        } else if !free_text && !text.contains(SEMICOLONS) {
            |c: char| COMMAS.contains(&c)
        } else {
            let mut miss = self.miss(id, path, node);
            miss.expected = format!(
                "{} (a JSON array with each item its own string, not one string with commas or semicolons)",
                miss.expected
            );
            return Err(miss);
        };
        let parts = text.split(delimiter).map(|part| {
            let part = part.trim();
            part.strip_prefix(['-', '*', '•'])
                .map_or(part, str::trim_start)
        });
        self.parts(id, parts, node, path)
    }

    /// For a string of digits parted by commas with no space between (`"1,5,2,3"`,
    /// `"1,234"`), where the items are numbers (`items`): whether it is surely a list, one
    /// number for each part. It is not where the items may be fractions and no decimal point
    /// shows the writer's mark (`1,5` may be one number with a decimal comma), nor where
    /// every part after the first has three digits (`1,234` may be one number with its
    /// thousands marked). `None` for any other string.
    fn glued_commas(&self, items: Id, text: &str) -> Option<bool> {
        let fractions = match self.shape.node(items) {
            S::Number => true,
            S::Integer => false,
            _ => return None,
        };
        let t = text.trim();
        let b = t.as_bytes();
        let parts: Vec<&str> = t.split(',').collect();
        let digits = |p: &str| !p.is_empty() && p.bytes().all(|c| c.is_ascii_digit());
        let number = |p: &str| {
            let p = p.strip_prefix('-').unwrap_or(p);
            let (whole, fraction) = p.split_once('.').unwrap_or((p, "0"));
            digits(whole) && digits(fraction)
        };
        if parts.len() < 2
            || !parts.iter().all(|p| number(p))
            || !(1..b.len() - 1)
                .any(|i| b[i] == b',' && b[i - 1].is_ascii_digit() && b[i + 1].is_ascii_digit())
        {
            return None;
        }
        let decimal = fractions && !t.contains('.');
        let thousands = parts[0].trim_start_matches('-').len() <= 3
            && parts[1..]
                .iter()
                .all(|p| p.split('.').next().is_some_and(|w| w.len() == 3));
        Some(!decimal && !thousands)
    }

    /// The items a string was split into, as the array node `id`: through the array's own
    /// rules (items, bounds, uniqueness), empty parts dropped.
    fn parts<'t>(
        &self,
        id: Id,
        parts: impl IntoIterator<Item = &'t str>,
        node: &Node,
        path: Path<'_>,
    ) -> Out {
        let parts: Vec<Node> = parts
            .into_iter()
            .filter(|part| !part.is_empty())
            .map(|part| Node::new(Kind::Str(part.into())))
            .collect();
        let list = Node::new(Kind::Array(parts));
        let fit = self
            .detached([&list], || self.array(id, &list, path, 0))
            .map_err(|_| self.miss(id, path, node))?;
        Ok(fit.with(RepairKind::StringSplit, path))
    }
}

/// The commas of the scripts that write one of their own (Arabic `،`, the ideographic `、`
/// and the full-width `，`), and their semicolons: a string they part is several items as a
/// string parted by `,` or `;` is.
const COMMAS: [char; 4] = [',', '،', '、', '，'];
const SEMICOLONS: [char; 3] = [';', '؛', '；'];

/// Whether a list item says the list goes on without it (`...`, `etc.`, `and 3 more`).
pub(super) fn elided(item: &Node) -> bool {
    matches!(&item.kind, Kind::Str(t) | Kind::Word(t) if cues::elision(t))
}

/// Whether a list anywhere in `node` is elided by an unquoted `...` or `etc.` (in a free
/// value a quoted `"..."` is data).
pub(super) fn holds_elision(node: &Node) -> bool {
    match &node.kind {
        Kind::Array(items) | Kind::Set(items) => items.iter().any(|item| {
            matches!(&item.kind, Kind::Word(t) if cues::elision(t)) || holds_elision(item)
        }),
        Kind::Object(members) => members.iter().any(|(_, value)| holds_elision(value)),
        _ => false,
    }
}
