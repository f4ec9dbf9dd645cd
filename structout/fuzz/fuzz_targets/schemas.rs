//! Any JSON as a schema through every provider's dialect and the grammar builder: each must
//! return a schema, a grammar or an error, never panic or hang.
//!
//! `RUSTC_BOOTSTRAP=1 cargo fuzz run schemas` (from `structout/`; see ../README.md).
#![no_main]

use libfuzzer_sys::fuzz_target;
use structout::{Grammar, Provider};

fuzz_target!(|data: &[u8]| {
    if let Ok(schema) = serde_json::from_slice::<serde_json::Value>(data) {
        for provider in Provider::ALL {
            let _ = provider.response_format("fuzz", &schema);
        }
        let _ = Grammar::for_schema(&schema);
    }
});
