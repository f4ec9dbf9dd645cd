//! The examples of structout that send requests to a real model endpoint, kept apart from the
//! library's own examples so that those build no HTTP client. The code is in `live.rs`; run it
//! with `cargo run --example live`. The package has no library API: Cargo wants a target
//! besides examples.
