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
    Key(&'a Path<'a>, &'a str),
    Index(&'a Path<'a>, usize),
}

impl<'a> Path<'a> {
    /// The path one key below this one.
    pub(crate) fn key(&'a self, key: &'a str) -> Path<'a> {
        Path::Key(self, key)
    }

    /// The path one item below this one.
    pub(crate) fn index(&'a self, n: usize) -> Path<'a> {
        Path::Index(self, n)
    }

    pub(crate) fn is_root(&self) -> bool {
        matches!(self, Path::Root | Path::Unwritten)
    }

    /// Whether this path is below a [`Path::Unwritten`] root.
    fn unwritten(&self) -> bool {
        let mut at = self;
        loop {
            match at {
                Path::Root => return false,
                Path::Unwritten => return true,
                Path::Key(parent, _) | Path::Index(parent, _) => at = parent,
            }
        }
    }

    /// How long the path is as reports write it, whether or not it is written: how deep a
    /// miss went is the same with paths or without.
    pub(crate) fn width(&self) -> usize {
        match self {
            Path::Root | Path::Unwritten => 0,
            Path::Key(parent, key) => parent.width() + 1 + key.len(),
            Path::Index(parent, n) => {
                parent.width() + 2 + n.checked_ilog10().unwrap_or(0) as usize + 1
            }
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
            Path::Root | Path::Unwritten => Ok(()),
            Path::Key(parent, key) => write!(f, "{parent}.{key}"),
            Path::Index(parent, n) => write!(f, "{parent}[{n}]"),
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
}
