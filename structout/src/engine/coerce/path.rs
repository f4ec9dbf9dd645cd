//! Where in a value the coercion is, kept as a chain of borrowed steps and written out as a
//! string (`.lines[2].price`) only when an error or a repair needs it: most steps of a
//! coercion need neither. Below an [`Path::Unwritten`] root nothing is written at all: a
//! conversion whose repairs nobody reads, and which is rerun with paths if it fails, needs
//! no path text.

use std::fmt;

/// A path into a value: the root, or one step (a key or an index) below another path.
#[derive(Clone, Copy)]
pub(crate) enum Path<'a> {
    Root,
    /// A root whose paths render as `""` (no allocation).
    Unwritten,
    /// Somewhere below the root, with paths written from here on (`written`) or not: where
    /// a result is worked out once to be reused wherever the same node is reached again,
    /// and then placed under each path that reaches it ([`Path::place`]).
    Frame {
        written: bool,
    },
    /// A key below a path, with what [`Step`] keeps of the whole.
    Key(&'a Path<'a>, &'a str, Step),
    /// An index below a path, with what [`Step`] keeps of the whole.
    Index(&'a Path<'a>, usize, Step),
}

/// What a step keeps of its whole path, so that neither its width nor whether it is written
/// needs a walk up the chain (every miss asks both).
#[derive(Clone, Copy)]
pub(crate) struct Step {
    width: usize,
    written: bool,
}

impl<'a> Path<'a> {
    /// The path one key below this one.
    pub(crate) fn key(&'a self, key: &'a str) -> Path<'a> {
        Path::Key(self, key, self.step(1 + key.len()))
    }

    /// What a step `more` wide below this path keeps.
    fn step(&self, more: usize) -> Step {
        Step {
            width: self.width() + more,
            written: !self.unwritten(),
        }
    }

    /// The path one item below this one.
    pub(crate) fn index(&'a self, n: usize) -> Path<'a> {
        let digits = n.checked_ilog10().unwrap_or(0) as usize + 1;
        Path::Index(self, n, self.step(2 + digits))
    }

    /// The key of this path's last step, if it is a key.
    pub(crate) fn last_key(&self) -> Option<&'a str> {
        match self {
            Path::Key(_, key, _) => Some(key),
            _ => None,
        }
    }

    pub(crate) fn is_root(&self) -> bool {
        matches!(self, Path::Root | Path::Unwritten)
    }

    /// Whether this path is below a [`Path::Unwritten`] root.
    fn unwritten(&self) -> bool {
        match self {
            Path::Root => false,
            Path::Unwritten => true,
            Path::Frame { written } => !written,
            Path::Key(.., step) | Path::Index(.., step) => !step.written,
        }
    }

    /// Whether this path renders as `""` (below an unwritten root, or the root itself).
    pub(crate) fn render_is_empty(&self) -> bool {
        self.is_root() || self.unwritten()
    }

    /// A frame in place of this path: the same paths written, or not, below it.
    pub(crate) fn frame(&self) -> Path<'static> {
        Path::Frame {
            written: !self.unwritten(),
        }
    }

    /// `below`, a path rendered below a frame, as rendered below this path instead.
    pub(crate) fn place(&self, below: &str) -> String {
        if self.unwritten() {
            return String::new();
        }
        let mut out = self.to_string();
        out.push_str(below);
        out
    }

    /// How long the path is as reports write it, whether or not it is written: how deep a
    /// miss went is the same with paths or without.
    pub(crate) fn width(&self) -> usize {
        match self {
            Path::Root | Path::Unwritten | Path::Frame { .. } => 0,
            Path::Key(.., step) | Path::Index(.., step) => step.width,
        }
    }

    /// The path as reports and errors write it: `""` for the root, `.key`, `[n]`; always
    /// `""` below an unwritten root.
    pub(crate) fn render(&self) -> String {
        if self.unwritten() {
            String::new()
        } else {
            self.to_string()
        }
    }
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Path::Root | Path::Unwritten | Path::Frame { .. } => Ok(()),
            Path::Key(parent, key, _) => write!(f, "{parent}.{key}"),
            Path::Index(parent, n, _) => write!(f, "{parent}[{n}]"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Path;

    #[test]
    fn paths_are_written_as_reports_show_them() {
        let root = Path::Root;
        let lines = root.key("lines");
        let second = lines.index(2);
        assert_eq!(second.key("price").render(), ".lines[2].price");
        assert_eq!(root.index(0).render(), "[0]");
        assert_eq!(root.render(), "");
        let unwritten = Path::Unwritten;
        assert_eq!(unwritten.key("lines").index(2).render(), "");
        for path in [second.key("price"), root.index(0), root.index(10), root] {
            assert_eq!(path.width(), path.render().len());
        }
        assert_eq!(unwritten.key("lines").index(12).width(), ".lines[12]".len());
    }

    #[test]
    fn a_frame_renders_below_whatever_path_reaches_it() {
        let root = Path::Root;
        let lines = root.key("lines");
        let frame = lines.frame();
        assert!(!frame.is_root());
        let below = frame.index(2);
        let price = below.key("price");
        assert_eq!(price.render(), "[2].price");
        assert_eq!(lines.place(&price.render()), ".lines[2].price");
        assert_eq!(root.index(7).place(&price.render()), "[7][2].price");
        assert_eq!(root.place(""), "");
        let unwritten = Path::Unwritten;
        let hidden = unwritten.key("lines").frame();
        assert_eq!(hidden.key("price").render(), "");
        assert_eq!(unwritten.key("lines").place("[2]"), "");
    }
}
