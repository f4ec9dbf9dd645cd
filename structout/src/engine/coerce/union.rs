//! Unions (`anyOf`, `oneOf`, `type` lists): the variant that fits with the fewest repairs,
//! tagged variants, `oneOf` exclusivity.

use super::*;

impl Coercer<'_> {
    /// Checks that the entries `list` (one key written several times) agree.
    pub(super) fn one_value(
        &self,
        entries: &[(Text, Node)],
        list: &[usize],
        path: Path<'_>,
        fit: &mut Fit,
    ) -> Result<(), Miss> {
        let Some((&last, rest)) = list.split_last() else {
            return Ok(());
        };
        if rest.is_empty() {
            return Ok(());
        }
        let value = |n: usize| self.any(&entries[n].1, path).value;
        let kept = value(last);
        if rest.iter().any(|&n| value(n) != kept) {
            return Err(Miss {
                kind: ErrorKind::Ambiguous,
                path: path.render(),
                depth: path.width(),
                expected: "one value for each key".into(),
                found: format!(
                    "`{}` written {} times with different values",
                    entries[last].0,
                    list.len()
                ),
            });
        }
        fit.add(RepairKind::DuplicateKeyDropped, path);
        Ok(())
    }

    /// `node` coerced to one variant of a union. The node's own syntax repairs are counted
    /// once, by the union's caller, not again for each variant.
    fn variant(&self, variant: Id, node: &Node, path: Path<'_>, hops: u32) -> Out {
        let mut fit = self.coerce_hops(variant, node, path, hops + 1)?;
        let own = cost::syntax(node.fixes, node.cut && !is_scalar(node));
        fit.cost = fit.cost.saturating_sub(own);
        Ok(fit)
    }

    /// Whether `value`, the value made by one of `variants`, is an instance of some number
    /// of them other than one (as JSON Schema reads them, not as coercion would): a `oneOf`
    /// that it would then not satisfy.
    fn not_one_of(&self, variants: &[Id], value: &Value) -> bool {
        let mut fits = variants
            .iter()
            .filter(|&&v| valid::is_instance(self.shape, v, value));
        fits.next().is_none() || fits.next().is_some()
    }

    /// A discriminator tag in `node` picks the variant directly (`None`: no tag written).
    fn tagged(&self, u: &Union, node: &Node, path: Path<'_>, hops: u32) -> Option<Out> {
        let (Some(tag), Kind::Object(entries)) = (&u.tag, &node.kind) else {
            return None;
        };
        let (_, tag_node) = entries
            .iter()
            .find(|(k, _)| words::compare(k, tag).is_some())?;
        for &variant in &u.variants {
            if let S::Object(o) = self.shape.node(variant)
                && let Some(prop) = o.props.iter().find(|p| p.name == *tag)
                && self
                    .coerce_hops(prop.schema, tag_node, path, hops + 1)
                    .is_ok()
            {
                return Some(self.variant(variant, node, path, hops));
            }
        }
        // The tag names no variant: say which tags there are.
        let tags: Vec<String> = u
            .variants
            .iter()
            .filter_map(|&v| match self.shape.node(v) {
                S::Object(o) => o.props.iter().find(|p| p.name == *tag),
                _ => None,
            })
            .map(|p| self.shape.describe(p.schema))
            .collect();
        Some(Err(Miss {
            kind: ErrorKind::Mismatch,
            path: path.key(tag).render(),
            depth: path.key(tag).width(),
            expected: format!("one of {}", tags.join(", ")),
            found: show(tag_node),
        }))
    }

    pub(super) fn union(&self, id: Id, u: &Union, node: &Node, path: Path<'_>, hops: u32) -> Out {
        if let Some(out) = self.tagged(u, node, path, hops) {
            return out;
        }
        // The cheapest fit so far, and whether it filled a tag in.
        let mut best: Option<(Fit, bool)> = None;
        let mut first_miss: Option<Miss> = None;
        // Whether a branch refused the node here as a placeholder: the union's miss says so.
        let mut placeholder = false;
        let mut filled = 0;
        for &variant in &u.variants {
            match self.variant(variant, node, path, hops) {
                Ok(fit) => {
                    let tag_filled = fit.repairs.iter().any(|r| r.kind == RepairKind::TagFilled);
                    filled += u32::from(tag_filled);
                    if best.as_ref().is_none_or(|(b, _)| fit.cost < b.cost) {
                        best = Some((fit, tag_filled));
                    }
                    // Nothing is cheaper than a free fit, and a tie keeps the first: the
                    // variants left cannot change the outcome (the tags they fill count only
                    // where the best fit filled one too).
                    if best.as_ref().is_some_and(|(b, tag)| b.cost == 0 && !tag) {
                        break;
                    }
                }
                Err(miss) => {
                    placeholder |= miss.depth == path.width()
                        && miss.expected.ends_with(super::scalar::NOT_A_PLACEHOLDER);
                    if first_miss.as_ref().is_none_or(|m| deeper(&miss, m)) {
                        first_miss = Some(miss);
                    }
                }
            }
        }
        match best {
            Some((_, true)) if filled > 1 => Err(Miss {
                kind: ErrorKind::Ambiguous,
                path: path.render(),
                depth: path.width(),
                expected: "a tag naming the variant".into(),
                found: show(node),
            }),
            Some((fit, _)) if u.exclusive && self.not_one_of(&u.variants, &fit.value) => {
                Err(Miss {
                    kind: ErrorKind::Ambiguous,
                    path: path.render(),
                    depth: path.width(),
                    expected: format!(
                        "a value that fits exactly one of {}",
                        self.shape.describe(id)
                    ),
                    found: show(node),
                })
            }
            Some((fit, _)) => Ok(fit),
            None => {
                let mut miss = first_miss.unwrap_or_else(|| self.miss(id, path, node));
                if miss.depth == path.width() {
                    miss.expected = self.shape.describe(id);
                    if placeholder {
                        miss.expected.push_str(super::scalar::NOT_A_PLACEHOLDER);
                    }
                }
                Err(miss)
            }
        }
    }
}
