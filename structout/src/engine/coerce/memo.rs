//! What one coercion remembers, and what it may spend.
//!
//! A union tries each variant on the same part of the reply, and a wrapper or a lone value
//! is read more than one way; below each of those readings the same subtree meets the same
//! schema nodes again. [`Memo`] keeps the outcome of each container of the reply's tree
//! against each schema node, so that no pair is worked out more than twice (the first time
//! it is only marked: most pairs are met once, and keeping their values would copy every
//! subtree). A pair met again while it is still being worked out is a cycle (a value read
//! as a one-item list of itself, in a schema where lists hold such values): that reading
//! does not fit. Scalars are remembered only where they are read another way than as
//! written, which is where such cycles run.
//!
//! [`Budget`] is the ceiling no bug can pass: a number of coercion steps proportional to
//! the nodes coerced times the schema's nodes. The memo keeps real work well below it; a
//! conversion that reaches it stops with [`ErrorKind::WorkLimit`](crate::ErrorKind).
//!
//! Nodes are told apart by their address, which is stable while the tree is borrowed. A
//! tree made during coercion (a JSON string decoded, a list split out of a string) lives
//! shorter than the coercion, and a later one may take its address: each is coerced in a
//! layer of its own, dropped with it ([`Memo::push`], [`Memo::pop`]).

use crate::engine::parse::tree::{Kind, Node};
use crate::schema::shape::Id;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Coercion steps allowed per node coerced and per schema node. Each pair is worked out at
/// most twice, each time stepping once into each member and once into each other reading of
/// the node (a union's variants, a wrapper, a lone value, an implied field); the recursive
/// and union-heavy schemas of the tests take under 4 steps a pair.
pub(crate) const STEPS_PER_PAIR: u64 = 32;

/// A container node of a tree, against a schema node, at the root of the coercion or not
/// (a few rules apply at the root only).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    node: usize,
    id: Id,
    root: bool,
}

impl Key {
    /// The key of `node` against `id`; `None` for scalars (their coercion reaches no other
    /// node: nothing to save where they are read as written).
    pub(crate) fn of(node: &Node, id: Id, root: bool) -> Option<Key> {
        matches!(node.kind, Kind::Array(_) | Kind::Object(_) | Kind::Set(_))
            .then(|| Key::any(node, id, root))
    }

    /// The key of any node, a scalar included.
    pub(crate) fn any(node: &Node, id: Id, root: bool) -> Key {
        Key {
            node: std::ptr::from_ref(node) as usize,
            id,
            root,
        }
    }
}

/// What the memo holds for a pair (small, so that the table stays dense: outcomes are kept
/// apart, in [`Layer::kept`]).
#[derive(Clone, Copy)]
enum Entry {
    /// Being worked out: met again, it is a cycle.
    Busy,
    /// Worked out once, its outcome not kept.
    Seen,
    /// Worked out again, its outcome kept at this index.
    Done(u32),
}

/// What to do with a pair met now.
pub(crate) enum Step<T> {
    /// Work it out; it has not been met before.
    First,
    /// Work it out and keep the outcome ([`Memo::keep`]): it is met a second time.
    Again,
    /// Its outcome, kept.
    Known(T),
    /// It is being worked out further up: a cycle.
    Cycle,
}

/// Multiplicative hashing of a key's few words (the std SipHash is several times slower,
/// and nothing here comes from outside but the reply's shape).
#[derive(Default)]
pub(crate) struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }

    fn write_u8(&mut self, b: u8) {
        self.write_u64(u64::from(b));
    }
}

/// The pairs met in one tree, and the outcomes kept.
struct Layer<T> {
    met: HashMap<Key, Entry, BuildHasherDefault<WordHasher>>,
    kept: Vec<T>,
}

impl<T> Default for Layer<T> {
    fn default() -> Self {
        Layer {
            met: HashMap::default(),
            kept: Vec::new(),
        }
    }
}

/// The outcomes of one coercion, one layer per tree being coerced.
pub(crate) struct Memo<T> {
    layers: Vec<Layer<T>>,
    /// The nodes of each layer's trees, to check that no node of a tree the layer does
    /// not hold is ever looked up there (debug builds, trees of up to [`HELD`] nodes: the
    /// memory tests' large replies would be measured with the check's own set).
    #[cfg(debug_assertions)]
    held: Vec<Option<std::collections::HashSet<usize>>>,
}

impl<T: Clone> Memo<T> {
    pub(crate) fn new() -> Self {
        // Nothing allocated until a coercion starts: most conversions coerce nothing (the
        // tree fits as written).
        Memo {
            layers: Vec::new(),
            #[cfg(debug_assertions)]
            held: Vec::new(),
        }
    }

    /// Forgets everything: a new coercion, of `tree`. (The table is not sized for the tree
    /// ahead: for most schemas only a few of its nodes are met.)
    pub(crate) fn start(&mut self, tree: &Node) {
        self.layers.truncate(1);
        match self.layers.first_mut() {
            Some(layer) => {
                layer.met.clear();
                layer.kept.clear();
            }
            None => self.layers.push(Layer::default()),
        }
        #[cfg(debug_assertions)]
        {
            self.held.clear();
            self.held.push(held([tree]));
        }
        #[cfg(not(debug_assertions))]
        let _ = tree;
    }

    /// A layer for trees made during the coercion (`trees`), dropped by [`Memo::pop`].
    pub(crate) fn push<'n>(&mut self, trees: impl IntoIterator<Item = &'n Node<'n>>) {
        self.layers.push(Layer::default());
        #[cfg(debug_assertions)]
        self.held.push(held(trees));
        #[cfg(not(debug_assertions))]
        let _ = trees.into_iter();
    }

    /// Drops the last layer pushed.
    pub(crate) fn pop(&mut self) {
        if self.layers.len() > 1 {
            self.layers.pop();
            #[cfg(debug_assertions)]
            self.held.pop();
        }
    }

    /// What to do with `key`, met now; marks it as being worked out unless it is known.
    pub(crate) fn meet(&mut self, key: Key) -> Step<T> {
        #[cfg(debug_assertions)]
        if let Some(Some(held)) = self.held.last() {
            assert!(
                held.contains(&key.node),
                "a node looked up in a layer that does not hold its tree"
            );
        }
        // Before any coercion started there is no layer: nothing to remember then.
        let Some(layer) = self.layers.last_mut() else {
            return Step::First;
        };
        match layer.met.entry(key) {
            std::collections::hash_map::Entry::Vacant(vacant) => {
                vacant.insert(Entry::Busy);
                Step::First
            }
            std::collections::hash_map::Entry::Occupied(mut entry) => match *entry.get() {
                Entry::Busy => Step::Cycle,
                Entry::Seen => {
                    entry.insert(Entry::Busy);
                    Step::Again
                }
                Entry::Done(n) => Step::Known(layer.kept[n as usize].clone()),
            },
        }
    }

    /// `key` worked out the first time: its outcome is not kept.
    pub(crate) fn seen(&mut self, key: Key) {
        if let Some(layer) = self.layers.last_mut() {
            layer.met.insert(key, Entry::Seen);
        }
    }

    /// `key` worked out again: its outcome is kept.
    pub(crate) fn keep(&mut self, key: Key, out: T) {
        if let Some(layer) = self.layers.last_mut() {
            let n = u32::try_from(layer.kept.len()).unwrap_or(u32::MAX);
            layer.kept.push(out);
            layer.met.insert(key, Entry::Done(n));
        }
    }
}

/// Trees larger than this are not held for the debug check.
#[cfg(debug_assertions)]
const HELD: u64 = 4096;

/// The addresses of the nodes in `trees`, when they are few enough.
#[cfg(debug_assertions)]
fn held<'n>(
    trees: impl IntoIterator<Item = &'n Node<'n>>,
) -> Option<std::collections::HashSet<usize>> {
    fn hold(held: &mut std::collections::HashSet<usize>, tree: &Node) {
        held.insert(std::ptr::from_ref(tree) as usize);
        match &tree.kind {
            Kind::Array(items) | Kind::Set(items) => items.iter().for_each(|n| hold(held, n)),
            Kind::Object(entries) => entries.iter().for_each(|(_, n)| hold(held, n)),
            _ => {}
        }
    }
    let trees: Vec<&Node> = trees.into_iter().collect();
    if trees.iter().map(|t| count(t)).sum::<u64>() > HELD {
        return None;
    }
    let mut held = std::collections::HashSet::new();
    for tree in trees {
        hold(&mut held, tree);
    }
    Some(held)
}

/// The nodes in `tree`, itself included.
pub(crate) fn count(tree: &Node) -> u64 {
    1 + match &tree.kind {
        Kind::Array(items) | Kind::Set(items) => items.iter().map(count).sum(),
        Kind::Object(entries) => entries.iter().map(|(_, n)| count(n)).sum(),
        _ => 0,
    }
}

/// The steps a coercion has taken, and how many it may take.
#[derive(Debug, Default)]
pub(crate) struct Budget {
    pub spent: u64,
    pub limit: u64,
}

impl Budget {
    /// The steps allowed for `nodes` nodes against a schema of `ids` nodes.
    pub(crate) fn steps(nodes: u64, ids: usize) -> u64 {
        STEPS_PER_PAIR
            .saturating_mul(nodes.saturating_add(1))
            .saturating_mul((ids as u64).saturating_add(1))
    }

    /// One step more; `false` once the limit is passed.
    pub(crate) fn step(&mut self) -> bool {
        self.spent += 1;
        self.spent <= self.limit
    }

    pub(crate) fn exhausted(&self) -> bool {
        self.spent > self.limit
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::parse::tree::Text;

    fn tree() -> Node<'static> {
        let inner = Node::new(Kind::Array(vec![Node::new(Kind::Null)]));
        Node::new(Kind::Object(vec![(Text::Borrowed("a"), inner)]))
    }

    #[test]
    fn a_pair_is_worked_out_twice_then_known_and_a_cycle_is_told() {
        let t = tree();
        let mut memo: Memo<u32> = Memo::new();
        memo.start(&t);
        let key = Key::of(&t, 3, true).unwrap();
        assert!(matches!(memo.meet(key), Step::First));
        assert!(matches!(memo.meet(key), Step::Cycle));
        memo.seen(key);
        assert!(matches!(memo.meet(key), Step::Again));
        assert!(matches!(memo.meet(key), Step::Cycle));
        memo.keep(key, 7);
        assert!(matches!(memo.meet(key), Step::Known(7)));
        // Another schema node, or the same node away from the root, is another pair.
        assert!(matches!(
            memo.meet(Key::of(&t, 4, true).unwrap()),
            Step::First
        ));
        assert!(matches!(
            memo.meet(Key::of(&t, 3, false).unwrap()),
            Step::First
        ));
        assert!(Key::of(&Node::new(Kind::Null), 3, true).is_none());
    }

    #[test]
    fn a_layer_forgets_what_was_met_in_it() {
        let t = tree();
        let made = tree();
        let mut memo: Memo<u32> = Memo::new();
        memo.start(&t);
        let key = Key::of(&t, 0, false).unwrap();
        assert!(matches!(memo.meet(key), Step::First));
        memo.seen(key);
        memo.push([&made]);
        let inner = Key::of(&made, 0, false).unwrap();
        assert!(matches!(memo.meet(inner), Step::First));
        memo.seen(inner);
        memo.pop();
        assert!(matches!(memo.meet(key), Step::Again));
        memo.pop();
        memo.start(&made);
        assert!(matches!(memo.meet(inner), Step::First));
    }

    #[test]
    fn the_budget_grows_with_the_tree_and_the_schema() {
        assert_eq!(count(&tree()), 3);
        assert!(Budget::steps(10, 5) < Budget::steps(20, 5));
        assert!(Budget::steps(10, 5) < Budget::steps(10, 10));
        let mut budget = Budget { spent: 0, limit: 2 };
        assert!(budget.step() && budget.step());
        assert!(!budget.step());
        assert!(budget.exhausted());
        assert_eq!(Budget::steps(u64::MAX, usize::MAX), u64::MAX);
    }
}
