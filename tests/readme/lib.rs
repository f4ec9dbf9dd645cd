//! Every Rust snippet of the workspace's README.md, compiled and run as a doctest of this
//! test package, whose dev-dependencies include the crates the snippets show (chrono, uuid);
//! the published `structout-llm` package builds its examples without them.

#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
