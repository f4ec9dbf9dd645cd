//! Numbers in the model: bounds (`minimum`, `multipleOf`, …) and integer formats, checked
//! with exact arithmetic on the numbers as written.

use super::*;

/// What a number must satisfy beyond its type.
#[derive(Debug, Clone, Default)]
pub(crate) struct NumberBounds {
    /// The tighter of `minimum` and `exclusiveMinimum`.
    pub lower: Option<Limit>,
    /// The tighter of `maximum` and `exclusiveMaximum`.
    pub upper: Option<Limit>,
    /// `multipleOf`, a positive number.
    pub multiple_of: Option<Number>,
    /// An integer `format` that schemars emits for a Rust integer type.
    pub format: Option<IntFormat>,
}

/// One end of a range.
#[derive(Debug, Clone)]
pub(crate) struct Limit {
    pub value: Number,
    pub exclusive: bool,
}

impl NumberBounds {
    /// Whether `n` is within every bound. Comparisons are exact across `i64`, `u64` and
    /// `f64` (`9007199254740993` is above `9007199254740992.0`); `multipleOf` divides the
    /// numbers as their shortest decimal text reads, as JSON Schema validators do.
    pub(crate) fn admits(&self, n: &Number) -> bool {
        let value = exact(n);
        if let Some(format) = self.format {
            let (low, high) = format.range();
            if compare(value, Exact::Int(low)).is_lt() || compare(value, Exact::Int(high)).is_gt() {
                return false;
            }
        }
        if let Some(limit) = &self.lower {
            let order = compare(value, exact(&limit.value));
            if order.is_lt() || (limit.exclusive && order.is_eq()) {
                return false;
            }
        }
        if let Some(limit) = &self.upper {
            let order = compare(value, exact(&limit.value));
            if order.is_gt() || (limit.exclusive && order.is_eq()) {
                return false;
            }
        }
        self.multiple_of.as_ref().is_none_or(|m| is_multiple(n, m))
    }
}

/// The bounds of a number schema (`integer`: with its integer `format`), or `None` if it has
/// none.
pub(super) fn number_bounds(
    obj: &Map<String, Value>,
    path: &str,
    integer: bool,
) -> Result<Option<NumberBounds>, CompileError> {
    let number = |key: &str| match obj.get(key) {
        None => Ok(None),
        Some(Value::Number(n)) => Ok(Some(n.clone())),
        Some(other) => Err(err(
            path,
            format!("`{key}` must be a number, not `{other}`"),
        )),
    };
    let inclusive = |value| Limit {
        value,
        exclusive: false,
    };
    let exclusive = |value| Limit {
        value,
        exclusive: true,
    };
    let mut bounds = NumberBounds::default();
    for (key, exclusive_key, lower) in [
        ("minimum", "exclusiveMinimum", true),
        ("maximum", "exclusiveMaximum", false),
    ] {
        let plain = number(key)?;
        // Draft 2020-12 writes the exclusive bound as a number; draft 4 as a flag on the
        // inclusive one.
        let limits = match obj.get(exclusive_key) {
            None | Some(Value::Bool(false)) => vec![plain.map(inclusive)],
            Some(Value::Bool(true)) => vec![plain.map(exclusive)],
            Some(Value::Number(n)) => vec![plain.map(inclusive), Some(exclusive(n.clone()))],
            Some(other) => {
                return Err(err(
                    path,
                    format!("`{exclusive_key}` must be a number or a boolean, not `{other}`"),
                ));
            }
        };
        let slot = if lower {
            &mut bounds.lower
        } else {
            &mut bounds.upper
        };
        for limit in limits.into_iter().flatten() {
            let tighter = match slot.as_ref() {
                None => true,
                Some(old) => {
                    let order = compare(exact(&limit.value), exact(&old.value));
                    let beyond = if lower { order.is_gt() } else { order.is_lt() };
                    beyond || (order.is_eq() && limit.exclusive)
                }
            };
            if tighter {
                *slot = Some(limit);
            }
        }
    }
    if let Some(m) = number("multipleOf")? {
        if m.as_f64().is_none_or(|f| f <= 0.0) {
            return Err(err(
                path,
                format!("`multipleOf` must be above 0, not `{m}`"),
            ));
        }
        bounds.multiple_of = Some(m);
    }
    if integer {
        bounds.format = obj
            .get("format")
            .and_then(Value::as_str)
            .and_then(IntFormat::from_name);
    }
    let any = bounds.lower.is_some()
        || bounds.upper.is_some()
        || bounds.multiple_of.is_some()
        || bounds.format.is_some();
    Ok(any.then_some(bounds))
}

/// The integer formats schemars emits for Rust's integer types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum IntFormat {
    I8,
    I16,
    I32,
    I64,
    I128,
    Isize,
    U8,
    U16,
    U32,
    U64,
    U128,
    Usize,
}

impl IntFormat {
    /// Each format with its name (`int32`, `uint`, …): the one list of integer format names.
    pub(crate) const ALL: [(IntFormat, &'static str); 12] = [
        (IntFormat::I8, "int8"),
        (IntFormat::I16, "int16"),
        (IntFormat::I32, "int32"),
        (IntFormat::I64, "int64"),
        (IntFormat::I128, "int128"),
        (IntFormat::Isize, "int"),
        (IntFormat::U8, "uint8"),
        (IntFormat::U16, "uint16"),
        (IntFormat::U32, "uint32"),
        (IntFormat::U64, "uint64"),
        (IntFormat::U128, "uint128"),
        (IntFormat::Usize, "uint"),
    ];

    pub(crate) fn from_name(name: &str) -> Option<Self> {
        IntFormat::ALL
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(f, _)| *f)
    }

    pub(super) fn name(self) -> &'static str {
        IntFormat::ALL
            .iter()
            .find(|(f, _)| *f == self)
            .map_or("int", |(_, n)| n)
    }

    /// The values of the Rust type, as `i128` (`u128::MAX` stands as `i128::MAX`: no JSON
    /// integer the engine reads is larger).
    pub(super) fn range(self) -> (i128, i128) {
        match self {
            IntFormat::I8 => (i8::MIN.into(), i8::MAX.into()),
            IntFormat::I16 => (i16::MIN.into(), i16::MAX.into()),
            IntFormat::I32 => (i32::MIN.into(), i32::MAX.into()),
            IntFormat::I64 => (i64::MIN.into(), i64::MAX.into()),
            IntFormat::I128 => (i128::MIN, i128::MAX),
            IntFormat::Isize => (isize::MIN as i128, isize::MAX as i128),
            IntFormat::U8 => (0, u8::MAX.into()),
            IntFormat::U16 => (0, u16::MAX.into()),
            IntFormat::U32 => (0, u32::MAX.into()),
            IntFormat::U64 => (0, u64::MAX.into()),
            IntFormat::U128 => (0, i128::MAX),
            IntFormat::Usize => (0, usize::MAX as i128),
        }
    }

    /// `"a 32-bit signed integer"`.
    pub(super) fn words(self) -> String {
        let (bits, signed) = match self {
            IntFormat::I8 => (8, true),
            IntFormat::I16 => (16, true),
            IntFormat::I32 => (32, true),
            IntFormat::I64 => (64, true),
            IntFormat::I128 => (128, true),
            IntFormat::Isize => (isize::BITS, true),
            IntFormat::U8 => (8, false),
            IntFormat::U16 => (16, false),
            IntFormat::U32 => (32, false),
            IntFormat::U64 => (64, false),
            IntFormat::U128 => (128, false),
            IntFormat::Usize => (usize::BITS, false),
        };
        let article = if bits == 8 { "an" } else { "a" };
        let sign = if signed { "signed" } else { "unsigned" };
        format!("{article} {bits}-bit {sign} integer")
    }
}

/// A JSON number as the value it holds.
#[derive(Debug, Clone, Copy)]
pub(super) enum Exact {
    Int(i128),
    Float(f64),
}

pub(super) fn exact(n: &Number) -> Exact {
    match (n.as_i64(), n.as_u64()) {
        (Some(i), _) => Exact::Int(i.into()),
        (None, Some(u)) => Exact::Int(u.into()),
        (None, None) => Exact::Float(n.as_f64().unwrap_or(f64::NAN)),
    }
}

/// Compares two numbers exactly.
pub(super) fn compare(a: Exact, b: Exact) -> Ordering {
    match (a, b) {
        (Exact::Int(x), Exact::Int(y)) => x.cmp(&y),
        (Exact::Float(x), Exact::Float(y)) => x.partial_cmp(&y).unwrap_or(Ordering::Equal),
        (Exact::Int(x), Exact::Float(y)) => compare_int_float(x, y),
        (Exact::Float(x), Exact::Int(y)) => compare_int_float(y, x).reverse(),
    }
}

/// Rounding to `f64` keeps the order, so a strict difference after rounding is the answer;
/// when equal, the float is a whole number in range and compares exactly as an integer.
fn compare_int_float(i: i128, f: f64) -> Ordering {
    match (i as f64).partial_cmp(&f) {
        Some(Ordering::Equal) => i.cmp(&(f as i128)),
        Some(order) => order,
        None => Ordering::Equal,
    }
}

/// A number as the decimal its shortest text reads: `(mantissa, exponent)`, value
/// `mantissa × 10^exponent`; `0.1` is `(1, -1)`, not the binary fraction beside it.
fn decimal(n: &Number) -> Option<(u128, i32)> {
    let text = n.to_string();
    let text = text.strip_prefix('-').unwrap_or(&text);
    let (digits, exponent) = match text.split_once(['e', 'E']) {
        Some((d, e)) => (d, e.parse::<i32>().ok()?),
        None => (text, 0),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let mut mantissa: u128 = 0;
    for b in whole.bytes().chain(fraction.bytes()) {
        mantissa = mantissa
            .checked_mul(10)?
            .checked_add(u128::from(b.checked_sub(b'0').filter(|d| *d < 10)?))?;
    }
    let mut exponent = exponent.checked_sub(i32::try_from(fraction.len()).ok()?)?;
    while mantissa != 0 && mantissa.is_multiple_of(10) {
        mantissa /= 10;
        exponent += 1;
    }
    Some((mantissa, exponent))
}

/// Whether `value / divisor` is a whole number, in exact decimal arithmetic at any magnitude.
fn is_multiple(value: &Number, divisor: &Number) -> bool {
    let (Some((v, ve)), Some((d, de))) = (decimal(value), decimal(divisor)) else {
        return false;
    };
    if v == 0 {
        return true;
    }
    if d == 0 {
        return false;
    }
    // value / divisor = (v / d) × 10^shift.
    let shift = ve - de;
    if shift >= 0 {
        // Whole when d / gcd(v, d) divides 10^shift: it is 2^a × 5^b with a, b ≤ shift.
        let mut rest = d / gcd(v, d);
        let mut twos = 0;
        while rest.is_multiple_of(2) {
            rest /= 2;
            twos += 1;
        }
        let mut fives = 0;
        while rest.is_multiple_of(5) {
            rest /= 5;
            fives += 1;
        }
        rest == 1 && twos <= shift && fives <= shift
    } else {
        // Whole when d × 10^-shift divides v; a divisor past u128 is larger than v.
        10u128
            .checked_pow(shift.unsigned_abs())
            .and_then(|p| p.checked_mul(d))
            .is_some_and(|d| v % d == 0)
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
