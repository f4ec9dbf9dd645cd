//! The options of a conversion, which every stage may read.

/// Options for a conversion.
///
/// ```
/// use structout::ConvertOptions;
/// let options = ConvertOptions::default().max_depth(32);
/// assert_eq!(options.depth_limit(), 32);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct ConvertOptions {
    pub(crate) max_depth: usize,
    pub(crate) allow_truncated: bool,
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
    /// Whether the options let a reply through the fast path: the default depth limit and
    /// truncation (what is reported does not matter).
    pub(crate) fn allow_fast_path(&self) -> bool {
        let default = ConvertOptions::default();
        self.max_depth == default.max_depth && self.allow_truncated == default.allow_truncated
    }

    /// The deepest nesting of arrays and objects accepted (default 128). Deeper input is
    /// refused with [`ErrorKind::TooDeep`](crate::ErrorKind::TooDeep) rather than risking the stack.
    #[must_use]
    pub fn max_depth(mut self, depth: usize) -> Self {
        self.max_depth = depth.clamp(1, 1024);
        self
    }

    /// The current depth limit.
    #[must_use]
    pub fn depth_limit(&self) -> usize {
        self.max_depth
    }

    /// Whether a reply cut off in the middle of a value converts anyway, with the cut-off
    /// value dropped and reported ([`RepairKind::CutOffDropped`](crate::RepairKind::CutOffDropped)). Off by default: such a
    /// reply is [`ErrorKind::Truncated`](crate::ErrorKind::Truncated), with what was read in
    /// [`ConvertError::partial`](crate::ConvertError::partial).
    #[must_use]
    pub fn allow_truncated(mut self, allow: bool) -> Self {
        self.allow_truncated = allow;
        self
    }

    /// Whether cut-off values are allowed.
    #[must_use]
    pub fn truncated_allowed(&self) -> bool {
        self.allow_truncated
    }
}
