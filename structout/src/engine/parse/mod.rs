//! *Parse*, the second stage: each place the find stage gives, read into a [`tree::Node`].
//!
//! [`tree`] is the tree type; [`plain`] reads text whose every token is certain (JSON and its
//! common relaxations), [`lenient`] repairs what it gives up on; [`numbers`] reads numbers as
//! JSON and as people write them, [`escape`] string escapes; [`light`] reads the light
//! formats (tags, `key: value` lines, lists, values named in prose); [`sources`] reads every
//! place of a reply into candidates; [`unique`] and [`written`] turn JSON into values and
//! back.

pub(crate) mod escape;
pub(crate) mod lenient;
pub(crate) mod light;
pub(crate) mod numbers;
pub(crate) mod plain;
pub(crate) mod scales;
pub(crate) mod sources;
pub(crate) mod tree;
pub(crate) mod unique;
pub(crate) mod written;
