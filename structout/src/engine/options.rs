//! The options of a conversion, which every stage may read.

/// Options for a conversion.
///
/// ```
/// use structout::ConvertOptions;
/// let options = ConvertOptions::default().max_depth(32);
/// assert_eq!(options.max_depth, 32);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct ConvertOptions {
    /// The deepest nesting of arrays and objects accepted (default 128; read as at least 1
    /// and at most 1024). Deeper input is refused with
    /// [`ErrorKind::TooDeep`](crate::ErrorKind::TooDeep) rather than risking the stack.
    pub max_depth: usize,
    /// Whether a reply cut off in the middle of a value converts anyway (default `false`):
    /// see [`allow_truncated()`](Self::allow_truncated).
    pub allow_truncated: bool,
    /// Closed objects (`additionalProperties: false`) refuse unknown keys instead of dropping
    /// them: set for derived types, where schemars closes only `deny_unknown_fields` types.
    pub(crate) deny_unknown: bool,
    /// Whether a successful conversion's repairs carry their paths: off where nobody reads
    /// the report (a failed conversion is rerun with them, for its error).
    pub(crate) repair_paths: bool,
}

impl Default for ConvertOptions {
    fn default() -> Self {
        ConvertOptions {
            max_depth: 128,
            allow_truncated: false,
            deny_unknown: false,
            repair_paths: true,
        }
    }
}

impl ConvertOptions {
    /// The depth limit as the engine reads it: [`max_depth`](Self#structfield.max_depth),
    /// kept within 1 and 1024 however the field was set.
    pub(crate) fn depth(&self) -> usize {
        self.max_depth.clamp(1, 1024)
    }

    /// Whether the options let a reply through the fast path: the default depth limit and
    /// truncation (what is reported does not matter).
    pub(crate) fn allow_fast_path(&self) -> bool {
        let default = ConvertOptions::default();
        self.max_depth == default.max_depth && self.allow_truncated == default.allow_truncated
    }

    /// These options with [`max_depth`](Self#structfield.max_depth) set, kept within 1 and
    /// 1024.
    #[must_use]
    pub fn max_depth(mut self, depth: usize) -> Self {
        self.max_depth = depth.clamp(1, 1024);
        self
    }

    /// These options with [`allow_truncated`](Self#structfield.allow_truncated) set: whether
    /// a reply cut off in the middle of a value converts anyway, with the cut-off value
    /// dropped and reported ([`RepairKind::CutOffDropped`](crate::RepairKind::CutOffDropped)).
    /// Off by default: such a reply is [`ErrorKind::Truncated`](crate::ErrorKind::Truncated),
    /// with what was read in [`ConvertError::partial`](crate::ConvertError::partial).
    #[must_use]
    pub fn allow_truncated(mut self, allow: bool) -> Self {
        self.allow_truncated = allow;
        self
    }
}
