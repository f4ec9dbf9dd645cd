//! The per-type cache: everything [`StructuredOutput`](super::StructuredOutput) computes once
//! per type.

use crate::convert::Converter;
use crate::format::FormatStyle;
use crate::grammar::Grammar;
use crate::stream::Rules;
use schemars::Schema;
use std::any::TypeId;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock, RwLock};

/// Everything `StructuredOutput` computes once per type.
pub struct TypeCache {
    pub(crate) schema: OnceLock<Schema>,
    pub(crate) formats: [OnceLock<String>; FormatStyle::COUNT],
    pub(crate) shape: OnceLock<Converter>,
    pub(crate) tools: OnceLock<super::tools::TypedTools>,
    pub(crate) grammar: OnceLock<Grammar>,
    pub(crate) stream_rules: OnceLock<Arc<Rules>>,
}

impl TypeCache {
    /// An empty cache; `const` so that a derived impl can keep it in a `static`.
    #[must_use]
    pub const fn new() -> Self {
        TypeCache {
            schema: OnceLock::new(),
            formats: [const { OnceLock::new() }; FormatStyle::COUNT],
            shape: OnceLock::new(),
            tools: OnceLock::new(),
            grammar: OnceLock::new(),
            stream_rules: OnceLock::new(),
        }
    }
}

impl Default for TypeCache {
    fn default() -> Self {
        Self::new()
    }
}

/// The cache of `T`, for types that cannot hold a `static` of their own: a `static` inside a
/// generic function is one value shared by every instantiation, so generic types are keyed by
/// their `TypeId` instead. Each cache is allocated once and lives for the rest of the program.
pub fn type_cache<T: 'static>() -> &'static TypeCache {
    static CACHES: OnceLock<RwLock<HashMap<TypeId, &'static TypeCache>>> = OnceLock::new();
    let caches = CACHES.get_or_init(RwLock::default);
    let id = TypeId::of::<T>();
    if let Some(cache) = caches.read().unwrap_or_else(|e| e.into_inner()).get(&id) {
        return cache;
    }
    let mut caches = caches.write().unwrap_or_else(|e| e.into_inner());
    caches
        .entry(id)
        .or_insert_with(|| Box::leak(Box::new(TypeCache::new())))
}
