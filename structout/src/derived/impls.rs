//! `StructuredOutput` for standard types, so that `Vec<Film>`, `Option<Film>`,
//! `HashMap<String, Film>` and plain scalars convert like derived types.
//!
//! Their partials: a scalar, `String` and `serde_json::Value` are their own (a scalar appears
//! only once complete); lists, sets and arrays are a `Vec` of partial items; maps a
//! `BTreeMap` by key text; a tuple, whose items have no names, is its JSON.

use super::StructuredOutput;
use super::orders::Orders;
use super::read::{Node, ReadPartial, read_by_serde};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet, VecDeque};
use std::hash::{BuildHasher, Hash};

macro_rules! leaf {
    ($($ty:ty),* $(,)?) => {
        $(impl StructuredOutput for $ty {
            type Partial = Self;
        })*
    };
}

/// A scalar: its own partial, read from a snapshot as serde_json reads it.
macro_rules! scalar {
    ($($ty:ty),* $(,)?) => {
        leaf!($($ty),*);
        $(impl ReadPartial for $ty {
            fn read_partial(node: Node<'_>) -> Option<Self> {
                read_by_serde(node)
            }
        })*
    };
}

leaf!(String, serde_json::Value);

scalar!(
    bool,
    char,
    i8,
    i16,
    i32,
    i64,
    i128,
    isize,
    u8,
    u16,
    u32,
    u64,
    u128,
    usize,
    f32,
    f64,
    (),
);

macro_rules! wrapper {
    ($($ty:ident => $partial:ty),* $(,)?) => {
        $(
            impl<T: StructuredOutput> StructuredOutput for $ty<T> {
                type Partial = $partial;
                fn __structout_orders(orders: &mut Orders) {
                    T::__structout_orders(orders);
                }
            }
        )*
    };
}

wrapper!(
    Vec => Vec<T::Partial>,
    VecDeque => Vec<T::Partial>,
    Option => Option<T::Partial>,
    Box => Box<T::Partial>,
);

impl<T: StructuredOutput + Ord> StructuredOutput for BTreeSet<T> {
    type Partial = Vec<T::Partial>;
    fn __structout_orders(orders: &mut Orders) {
        T::__structout_orders(orders);
    }
}

impl<T, S> StructuredOutput for HashSet<T, S>
where
    T: StructuredOutput + Eq + Hash,
    S: BuildHasher + Default + 'static,
{
    type Partial = Vec<T::Partial>;
    fn __structout_orders(orders: &mut Orders) {
        T::__structout_orders(orders);
    }
}

impl<K, V> StructuredOutput for BTreeMap<K, V>
where
    K: StructuredOutput + Ord,
    V: StructuredOutput,
{
    type Partial = BTreeMap<String, V::Partial>;
    fn __structout_orders(orders: &mut Orders) {
        V::__structout_orders(orders);
    }
}

impl<K, V, S> StructuredOutput for HashMap<K, V, S>
where
    K: StructuredOutput + Eq + Hash,
    V: StructuredOutput,
    S: BuildHasher + Default + 'static,
{
    type Partial = BTreeMap<String, V::Partial>;
    fn __structout_orders(orders: &mut Orders) {
        V::__structout_orders(orders);
    }
}

macro_rules! arrays {
    ($($len:literal)*) => {
        $(
            impl<T: StructuredOutput> StructuredOutput for [T; $len] {
                type Partial = Vec<T::Partial>;
                fn __structout_orders(orders: &mut Orders) {
                    T::__structout_orders(orders);
                }
            }
        )*
    };
}

arrays!(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32);

macro_rules! tuples {
    ($(($($name:ident),+))*) => {
        $(
            impl<$($name: StructuredOutput),+> StructuredOutput for ($($name,)+) {
                type Partial = serde_json::Value;
                fn __structout_orders(orders: &mut Orders) {
                    $($name::__structout_orders(orders);)+
                }
            }
        )*
    };
}

tuples! {
    (A)
    (A, B)
    (A, B, C)
    (A, B, C, D)
    (A, B, C, D, E)
    (A, B, C, D, E, F)
}
