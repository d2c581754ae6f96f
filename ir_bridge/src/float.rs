//! Floating-point literals of MLIR's builtin float types, parsed and printed
//! exactly as MLIR 22 (`mlir-opt`) does.
//!
//! A value is carried as its bit pattern (`u128`, low `bit_width` bits used).
//! All arithmetic is exact (big integers), so every conversion below is
//! correctly rounded (round-to-nearest, ties-to-even), as LLVM's `APFloat`.
//!
//! Behaviour reproduced (all checked against `mlir-opt` 22.1):
//!
//! * A decimal literal is first read as an `f64` (correctly rounded; a too
//!   large value becomes infinity, a too small one zero, without error), then
//!   negated if a `-` preceded it, then converted to the target type. So
//!   `0.1 : f80` holds the `f64` nearest to 0.1 (double rounding is part of
//!   MLIR's behaviour).
//! * Conversion overflow gives infinity for IEEE-like types, NaN for types
//!   that have a NaN but no infinity (`*FN`, `*FNUZ`, `f8E8M0FNU`), and the
//!   largest finite value for the types with neither (`f4E2M1FN`, `f6E2M3FN`,
//!   `f6E3M2FN`). The `*FNUZ` types have no negative zero (`-0.0` gives `+0`).
//!   `f8E8M0FNU` has no zero: zero and underflow give its smallest value.
//! * A plain decimal integer is an error ("unexpected decimal integer literal
//!   for a floating point value"); a hexadecimal integer is the bit pattern.
//! * Printing follows MLIR's `printFloatValue`: `APFloat::toString` with
//!   precision 6 in scientific form (`1.000000e+00`) if that reads back to the
//!   same value; else `APFloat`'s default `toString` (shortest-safe digit count
//!   for the type, `E` exponent) if it contains a `.`; else the bit pattern
//!   as `0x` plus uppercase hex digits, without zero padding (`0x0`, `0x7FFFF`).
//!
//! Known differences, where an `APFloat` state has no bit pattern of its own:
//! an infinite `f64` converted to a type with neither infinity nor NaN
//! (`1.0e400 : f4E2M1FN`) is held by MLIR as an infinity whose bits are the
//! sign alone (MLIR prints `0x0` / `0x8`; here it is that bit pattern, which
//! prints as `0.000000e+00`), and a negative `f8E8M0FNU` value (MLIR prints
//! e.g. `-1.000000e+00`) is here its bit pattern, MLIR's bitcast with the
//! sign OR-ed into bit 7 (`-1.0` gives `0xFF`, `-4.0` gives `0x81`).

use num_bigint::BigUint;
use num_traits::{One, ToPrimitive, Zero};

/// Every builtin float type of MLIR 22.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    /// `f4E2M1FN`: 2 exponent bits, 1 mantissa bit, finite only.
    F4E2M1FN,
    /// `f6E2M3FN`: 2 exponent bits, 3 mantissa bits, finite only.
    F6E2M3FN,
    /// `f6E3M2FN`: 3 exponent bits, 2 mantissa bits, finite only.
    F6E3M2FN,
    /// `f8E5M2`: IEEE-like, with infinities and NaNs.
    F8E5M2,
    /// `f8E4M3`: IEEE-like, with infinities and NaNs.
    F8E4M3,
    /// `f8E4M3FN`: no infinity; NaN is `S.1111.111`.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: no infinity, no negative zero; NaN is `0x80`.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: no infinity, no negative zero; NaN is `0x80`.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: as `f8E4M3FNUZ` with exponent bias 11.
    F8E4M3B11FNUZ,
    /// `f8E3M4`: IEEE-like, with infinities and NaNs.
    F8E3M4,
    /// `f8E8M0FNU`: unsigned powers of two, no zero; NaN is `0xFF`.
    F8E8M0FNU,
    /// `bf16`: bfloat16.
    BF16,
    /// `f16`: IEEE half precision.
    F16,
    /// `tf32`: 19 bits (1 sign, 8 exponent, 10 mantissa).
    TF32,
    /// `f32`: IEEE single precision.
    F32,
    /// `f64`: IEEE double precision.
    F64,
    /// `f80`: x87 extended precision, explicit integer bit.
    F80,
    /// `f128`: IEEE quadruple precision.
    F128,
}

/// How a format encodes values that are not finite numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NonFinite {
    /// All-ones exponent: infinity (zero fraction) or NaN.
    Ieee,
    /// No infinity; all-ones exponent and fraction is NaN.
    NanAllOnes,
    /// No infinity, no negative zero; the negative-zero pattern is NaN.
    NanNegZero,
    /// Neither infinity nor NaN.
    FiniteOnly,
}

/// The layout and semantics of one format.
#[derive(Clone, Copy, Debug)]
struct Sem {
    /// Storage width in bits.
    width: u32,
    /// Exponent field width.
    exp_bits: u32,
    /// Stored significand field width (for `f80` including the integer bit).
    frac_bits: u32,
    /// Precision in bits, the integer bit included.
    precision: u32,
    /// Exponent bias.
    bias: i32,
    /// Smallest exponent of a normal number.
    emin: i32,
    /// Largest exponent of a finite number.
    emax: i32,
    nonfinite: NonFinite,
    /// Whether the format has a sign bit (`false` only for `f8E8M0FNU`).
    signed: bool,
    /// `f80`: the integer bit is stored.
    explicit_int: bool,
    /// `f8E8M0FNU`: no zero, no denormals.
    no_zero: bool,
}

const fn ieee_like(exp_bits: u32, man_bits: u32, bias: i32, nonfinite: NonFinite) -> Sem {
    let all_ones = (1i32 << exp_bits) - 1;
    let emax = match nonfinite {
        NonFinite::Ieee => all_ones - 1 - bias,
        _ => all_ones - bias,
    };
    Sem {
        width: 1 + exp_bits + man_bits,
        exp_bits,
        frac_bits: man_bits,
        precision: man_bits + 1,
        bias,
        emin: 1 - bias,
        emax,
        nonfinite,
        signed: true,
        explicit_int: false,
        no_zero: false,
    }
}

impl FloatKind {
    /// All kinds, in declaration order.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The MLIR type keyword (`f4E2M1FN`, ..., `bf16`, `f16`, `tf32`, `f32`,
    /// `f64`, `f80`, `f128`).
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// The kind whose MLIR type keyword is `s` (case-sensitive, as MLIR).
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == s)
    }

    /// Storage width in bits, as MLIR's `FloatType::getWidth` (`tf32` is 19,
    /// `f80` is 80).
    pub fn bit_width(self) -> u32 {
        self.sem().width
    }

    /// Precision in bits (significand bits, the integer bit included).
    pub fn precision(self) -> u32 {
        self.sem().precision
    }

    fn sem(self) -> Sem {
        use NonFinite::*;
        match self {
            FloatKind::F4E2M1FN => ieee_like(2, 1, 1, FiniteOnly),
            FloatKind::F6E2M3FN => ieee_like(2, 3, 1, FiniteOnly),
            FloatKind::F6E3M2FN => ieee_like(3, 2, 3, FiniteOnly),
            FloatKind::F8E5M2 => ieee_like(5, 2, 15, Ieee),
            FloatKind::F8E4M3 => ieee_like(4, 3, 7, Ieee),
            FloatKind::F8E4M3FN => ieee_like(4, 3, 7, NanAllOnes),
            FloatKind::F8E5M2FNUZ => ieee_like(5, 2, 16, NanNegZero),
            FloatKind::F8E4M3FNUZ => ieee_like(4, 3, 8, NanNegZero),
            FloatKind::F8E4M3B11FNUZ => ieee_like(4, 3, 11, NanNegZero),
            FloatKind::F8E3M4 => ieee_like(3, 4, 3, Ieee),
            FloatKind::F8E8M0FNU => Sem {
                width: 8,
                exp_bits: 8,
                frac_bits: 0,
                precision: 1,
                bias: 127,
                emin: -127,
                // The all-ones byte (exponent 128) is NaN.
                emax: 128,
                nonfinite: NanAllOnes,
                signed: false,
                explicit_int: false,
                no_zero: true,
            },
            FloatKind::BF16 => ieee_like(8, 7, 127, Ieee),
            FloatKind::F16 => ieee_like(5, 10, 15, Ieee),
            FloatKind::TF32 => ieee_like(8, 10, 127, Ieee),
            FloatKind::F32 => ieee_like(8, 23, 127, Ieee),
            FloatKind::F64 => ieee_like(11, 52, 1023, Ieee),
            FloatKind::F80 => Sem {
                width: 80,
                exp_bits: 15,
                frac_bits: 64,
                precision: 64,
                bias: 16383,
                emin: -16382,
                emax: 16383,
                nonfinite: Ieee,
                signed: true,
                explicit_int: true,
                no_zero: false,
            },
            FloatKind::F128 => ieee_like(15, 112, 16383, Ieee),
        }
    }
}

impl std::fmt::Display for FloatKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.keyword())
    }
}

/// Error text of MLIR for a decimal integer where a float is expected.
pub const ERR_DECIMAL_INTEGER: &str =
    "unexpected decimal integer literal for a floating point value";
/// Error text of MLIR for a hexadecimal literal wider than the type.
pub const ERR_HEX_RANGE: &str = "hexadecimal float constant out of range for type";
/// Error text of MLIR for `-0x...` used as a float.
pub const ERR_HEX_MINUS: &str = "hexadecimal float literal should not have a leading minus";

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// A decoded value: `Finite` is `(-1)^neg * m * 2^e` with `m > 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Decoded {
    Zero { neg: bool },
    Finite { neg: bool, m: u128, e: i32 },
    Inf { neg: bool },
    Nan,
}

fn decode(sem: &Sem, bits: u128) -> Decoded {
    let bits = bits & mask(sem.width);
    let neg = sem.signed && (bits >> (sem.width - 1)) & 1 == 1;
    let exp_all = mask(sem.exp_bits);
    let field = (bits >> sem.frac_bits) & exp_all;
    let frac = bits & mask(sem.frac_bits);
    if sem.no_zero {
        // f8E8M0FNU: the whole byte is a biased exponent.
        if field == exp_all {
            return Decoded::Nan;
        }
        return Decoded::Finite {
            neg: false,
            m: 1,
            e: field as i32 - sem.bias,
        };
    }
    match sem.nonfinite {
        NonFinite::Ieee if field == exp_all => {
            let inf_frac = if sem.explicit_int { 1u128 << 63 } else { 0 };
            return if frac == inf_frac {
                Decoded::Inf { neg }
            } else {
                Decoded::Nan
            };
        }
        NonFinite::NanAllOnes if field == exp_all && frac == mask(sem.frac_bits) => {
            return Decoded::Nan;
        }
        NonFinite::NanNegZero if bits == 1u128 << (sem.width - 1) => return Decoded::Nan,
        _ => {}
    }
    let man_bits = sem.precision - 1;
    if field == 0 {
        if frac == 0 {
            return Decoded::Zero { neg };
        }
        return Decoded::Finite {
            neg,
            m: frac,
            e: sem.emin - man_bits as i32,
        };
    }
    if sem.explicit_int {
        if frac >> 63 == 0 {
            // x87 unnormal: APFloat reads it as a NaN.
            return Decoded::Nan;
        }
        return Decoded::Finite {
            neg,
            m: frac,
            e: field as i32 - sem.bias - man_bits as i32,
        };
    }
    Decoded::Finite {
        neg,
        m: frac | (1u128 << man_bits),
        e: field as i32 - sem.bias - man_bits as i32,
    }
}

/// The bit pattern MLIR holds (and prints in hex) for `bits` of `kind`:
/// identical except for `f80`, where unnormals become NaNs with the same
/// significand and pseudo-denormals get exponent field 1 (as `APFloat`'s
/// bitcast does). Bits above the type's width are dropped.
pub fn canonicalize(kind: FloatKind, bits: u128) -> u128 {
    let sem = kind.sem();
    let bits = bits & mask(sem.width);
    match decode(&sem, bits) {
        Decoded::Nan => {
            if sem.explicit_int {
                (bits & !mask(79)) | (0x7FFFu128 << 64) | (bits & mask(64))
            } else {
                bits
            }
        }
        Decoded::Finite { neg, m, e } => {
            let (num, den) = pow2_ratio(BigUint::from(m), e);
            round_rational(&sem, neg, &num, &den)
        }
        _ => bits,
    }
}

/// `m * 2^e` as a fraction `num / den`.
fn pow2_ratio(m: BigUint, e: i32) -> (BigUint, BigUint) {
    if e >= 0 {
        (m << e as u32, BigUint::one())
    } else {
        (m, BigUint::one() << e.unsigned_abs())
    }
}

fn sign_bit(sem: &Sem, neg: bool) -> u128 {
    if neg {
        1u128 << (sem.width - 1)
    } else {
        0
    }
}

/// The bits of zero with sign `neg` (no negative zero in `*FNUZ`; the
/// smallest value in `f8E8M0FNU`, which has no zero).
fn zero_bits(sem: &Sem, neg: bool) -> u128 {
    if sem.no_zero || sem.nonfinite == NonFinite::NanNegZero {
        0
    } else {
        sign_bit(sem, neg)
    }
}

/// The bits of a NaN (the quiet default NaN of the format).
fn nan_bits(sem: &Sem, neg: bool) -> u128 {
    let exp_all = mask(sem.exp_bits);
    match sem.nonfinite {
        NonFinite::Ieee => {
            let quiet = 1u128 << (sem.precision - 2);
            let int = if sem.explicit_int { 1u128 << 63 } else { 0 };
            sign_bit(sem, neg) | (exp_all << sem.frac_bits) | int | quiet
        }
        NonFinite::NanAllOnes => {
            let s = if sem.signed { sign_bit(sem, neg) } else { 0 };
            s | (exp_all << sem.frac_bits) | mask(sem.frac_bits)
        }
        NonFinite::NanNegZero => 1u128 << (sem.width - 1),
        // No NaN: MLIR's bitcast of such a state keeps the sign only.
        NonFinite::FiniteOnly => sign_bit(sem, neg),
    }
}

/// The bits an overflowing (or infinite) value of sign `neg` becomes.
fn overflow_bits(sem: &Sem, neg: bool, from_infinity: bool) -> u128 {
    match sem.nonfinite {
        NonFinite::Ieee => {
            let int = if sem.explicit_int { 1u128 << 63 } else { 0 };
            sign_bit(sem, neg) | (mask(sem.exp_bits) << sem.frac_bits) | int
        }
        NonFinite::NanAllOnes | NonFinite::NanNegZero => nan_bits(sem, neg),
        NonFinite::FiniteOnly => {
            if from_infinity {
                // APFloat keeps an infinity it cannot encode; its bitcast is
                // the sign bit alone (mlir-opt prints `0x0` / `0x8`).
                sign_bit(sem, neg)
            } else {
                // Rounding overflow saturates to the largest finite value.
                sign_bit(sem, neg) | mask(sem.width - 1)
            }
        }
    }
}

/// Round `num / den` (> 0 unless `num` is zero) with sign `neg` to the
/// nearest value of `sem` (ties to even) and encode it.
fn round_rational(sem: &Sem, neg: bool, num: &BigUint, den: &BigUint) -> u128 {
    if num.is_zero() {
        return zero_bits(sem, neg);
    }
    let p = sem.precision as i64;
    // floor(log2(num / den)).
    let mut e = num.bits() as i64 - den.bits() as i64;
    let ge = if e >= 0 {
        *num >= (den << e as u64)
    } else {
        (num << (-e) as u64) >= *den
    };
    if !ge {
        e -= 1;
    }
    let q = (e - (p - 1)).max(sem.emin as i64 - (p - 1));
    let (n, d) = if q >= 0 {
        (num.clone(), den << q as u64)
    } else {
        (num << (-q) as u64, den.clone())
    };
    let mut m = &n / &d;
    let r = &n - &m * &d;
    let twice: BigUint = r << 1u32;
    if twice > d || (twice == d && m.bit(0)) {
        m += 1u32;
    }
    let mut q = q;
    if m.bits() as i64 > p {
        m >>= 1u32;
        q += 1;
    }
    if m.is_zero() {
        return zero_bits(sem, neg);
    }
    let m = m.to_u128().unwrap_or(0);
    let normal = m >> (p - 1) != 0;
    let exp = q + p - 1;
    let all_ones_top = m == mask(sem.precision);
    if exp > sem.emax as i64
        || (sem.nonfinite == NonFinite::NanAllOnes && exp == sem.emax as i64 && all_ones_top)
    {
        return overflow_bits(sem, neg, false);
    }
    if sem.no_zero {
        // f8E8M0FNU: APFloat's bitcast ORs the sign into bit 7.
        let field = (exp + sem.bias as i64) as u128;
        return field | if neg { 0x80 } else { 0 };
    }
    let sign = sign_bit(sem, neg);
    if !normal {
        return sign | m;
    }
    let field = (exp + sem.bias as i64) as u128;
    let frac = if sem.explicit_int {
        m
    } else {
        m & mask(sem.precision - 1)
    };
    sign | (field << sem.frac_bits) | frac
}

/// A decimal number `digits * 10^exp10` read from text.
struct DecimalValue {
    neg: bool,
    digits: BigUint,
    exp10: i64,
}

/// Read `[-+]?[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?`.
/// Returns the value and whether it had a `.` or an exponent.
fn read_decimal(text: &str) -> Result<(DecimalValue, bool), String> {
    let bad = || format!("invalid floating point literal '{text}'");
    let b = text.as_bytes();
    let mut i = 0;
    let mut neg = false;
    if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
        neg = b[i] == b'-';
        i += 1;
    }
    let mut mant = Vec::new();
    let mut frac_len: i64 = 0;
    let mut ndigits = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        mant.push(b[i]);
        ndigits += 1;
        i += 1;
    }
    if ndigits == 0 {
        // The lexer needs a digit before the `.` (`.5` is not a number).
        return Err(bad());
    }
    let mut is_float = false;
    if i < b.len() && b[i] == b'.' {
        is_float = true;
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            mant.push(b[i]);
            frac_len += 1;
            ndigits += 1;
            i += 1;
        }
    }
    if ndigits == 0 {
        return Err(bad());
    }
    let mut exp: i64 = 0;
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        is_float = true;
        i += 1;
        let mut eneg = false;
        if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
            eneg = b[i] == b'-';
            i += 1;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            // Saturate: anything this large is infinity or zero anyway.
            exp = (exp * 10 + (b[i] - b'0') as i64).min(1 << 40);
            i += 1;
        }
        if i == start {
            return Err(bad());
        }
        if eneg {
            exp = -exp;
        }
    }
    if i != b.len() {
        return Err(bad());
    }
    // Drop leading and trailing zeros of the digit string.
    let first = mant.iter().position(|&c| c != b'0');
    let digits_str: &[u8] = match first {
        None => &[],
        Some(f) => &mant[f..],
    };
    let mut end = digits_str.len();
    let mut exp10 = exp - frac_len;
    while end > 0 && digits_str[end - 1] == b'0' {
        end -= 1;
        exp10 += 1;
    }
    let digits = if end == 0 {
        BigUint::zero()
    } else {
        BigUint::parse_bytes(&digits_str[..end], 10).ok_or_else(bad)?
    };
    Ok((DecimalValue { neg, digits, exp10 }, is_float))
}

/// Round a decimal value to `sem` (correctly, ties to even).
fn round_decimal(sem: &Sem, v: &DecimalValue) -> u128 {
    if v.digits.is_zero() {
        return zero_bits(sem, v.neg);
    }
    // Decimal magnitude: the value lies in [10^(mag-1), 10^mag).
    let nd = v.digits.to_str_radix(10).len() as i64;
    let mag = v.exp10 + nd;
    // Every format's range lies well within 10^±5000 (f128/f80 smallest
    // denormal is about 3.6e-4951, largest finite about 1.19e4932).
    if mag > 5000 {
        return overflow_bits(sem, v.neg, false);
    }
    if mag < -5000 {
        return round_rational(sem, v.neg, &BigUint::zero(), &BigUint::one());
    }
    let ten = BigUint::from(10u32);
    if v.exp10 >= 0 {
        let num = &v.digits * ten.pow(v.exp10 as u32);
        round_rational(sem, v.neg, &num, &BigUint::one())
    } else {
        let den = ten.pow((-v.exp10) as u32);
        round_rational(sem, v.neg, &v.digits, &den)
    }
}

/// Parse a decimal float literal token (`[0-9]+\.[0-9]*([eE][-+]?[0-9]+)?`,
/// optionally with a leading `-` or `+`) for `kind`, as MLIR does: the text
/// is read as an `f64` (overflow gives infinity, no error), negated when
/// `negate` is set (a `-` token before the literal; a `-` inside `text`
/// negates too), then converted to `kind` rounding to nearest, ties to even.
///
/// A plain decimal integer (`[-+]?[0-9]+`) is an error, with MLIR's message
/// [`ERR_DECIMAL_INTEGER`]; so is text that is not a float literal.
pub fn parse_decimal(kind: FloatKind, text: &str, negate: bool) -> Result<u128, String> {
    let (mut v, is_float) = read_decimal(text)?;
    if !is_float {
        return Err(ERR_DECIMAL_INTEGER.to_string());
    }
    if !text.contains('.') {
        // The MLIR lexer needs a `.` in a float token (`1e5` is not one).
        return Err(format!("invalid floating point literal '{text}'"));
    }
    v.neg ^= negate;
    let d = round_decimal(&FloatKind::F64.sem(), &v);
    Ok(from_f64(kind, f64::from_bits(d as u64)))
}

/// Interpret an MLIR hexadecimal float literal (the bit pattern; with or
/// without the `0x` prefix) for `kind`. Leading zero digits are allowed; a
/// value needing more than [`FloatKind::bit_width`] bits is an error with
/// MLIR's message [`ERR_HEX_RANGE`]. The result is [`canonicalize`]d (only
/// `f80` changes). MLIR rejects `-0x...` ([`ERR_HEX_MINUS`]); that check
/// belongs to the caller, which sees the `-` token.
pub fn parse_hex_bits(kind: FloatKind, hex_digits: &str) -> Result<u128, String> {
    let digits = hex_digits
        .strip_prefix("0x")
        .or_else(|| hex_digits.strip_prefix("0X"))
        .unwrap_or(hex_digits);
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_hexdigit()) {
        return Err(format!("invalid hexadecimal literal '{hex_digits}'"));
    }
    let significant = digits.trim_start_matches('0');
    if significant.len() > 32 {
        return Err(ERR_HEX_RANGE.to_string());
    }
    let value = if significant.is_empty() {
        0
    } else {
        u128::from_str_radix(significant, 16).map_err(|e| e.to_string())?
    };
    let width = kind.bit_width();
    if width < 128 && value >> width != 0 {
        return Err(ERR_HEX_RANGE.to_string());
    }
    Ok(canonicalize(kind, value))
}

/// Round the number by digit count as `APFloat`'s `AdjustToPrecision` on
/// its integer significand (truncating division by a power of ten).
fn adjust_int(m: &mut BigUint, exp: &mut i64, precision: u64) {
    let bits = m.bits();
    let required = (precision * 196).div_ceil(59);
    if bits <= required {
        return;
    }
    let tens = (bits - required) * 59 / 196;
    if tens == 0 {
        return;
    }
    *exp += tens as i64;
    *m /= BigUint::from(10u32).pow(tens as u32);
}

/// `APFloat`'s digit-buffer `AdjustToPrecision` (round half up on the first
/// dropped digit). `digits` is most significant first.
fn adjust_digits(digits: &mut Vec<u8>, exp: &mut i64, precision: usize) {
    let n = digits.len();
    if n <= precision {
        return;
    }
    if digits[precision] < b'5' {
        let mut keep = precision;
        while keep > 0 && digits[keep - 1] == b'0' {
            keep -= 1;
        }
        *exp += (n - keep) as i64;
        digits.truncate(keep);
        return;
    }
    let mut keep = precision;
    while keep > 0 && digits[keep - 1] == b'9' {
        keep -= 1;
    }
    if keep == 0 {
        *exp += n as i64;
        digits.clear();
        digits.push(b'1');
        return;
    }
    digits[keep - 1] += 1;
    *exp += (n - keep) as i64;
    digits.truncate(keep);
}

/// `APFloat::toString` of the finite non-zero value `(-1)^neg * m * 2^e`
/// of a type with `sem_precision` bits.
fn apfloat_to_string(
    neg: bool,
    m: u128,
    e: i32,
    sem_precision: u32,
    format_precision: usize,
    max_padding: usize,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    let precision = if format_precision == 0 {
        2 + (sem_precision as usize) * 59 / 196
    } else {
        format_precision
    };
    let tz = m.trailing_zeros();
    let mut sig = BigUint::from(m >> tz);
    let mut exp = e as i64 + tz as i64;
    if exp > 0 {
        sig <<= exp as u64;
        exp = 0;
    } else if exp < 0 {
        sig *= BigUint::from(5u32).pow((-exp) as u32);
    }
    adjust_int(&mut sig, &mut exp, precision as u64);
    let mut digits = sig.to_str_radix(10).into_bytes();
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
        exp += 1;
    }
    adjust_digits(&mut digits, &mut exp, precision);
    let nd = digits.len();
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as usize > max_padding || nd + exp as usize > precision
    } else {
        let msd = exp + nd as i64 - 1;
        msd < 0 && (-msd) as usize > max_padding
    };
    if scientific {
        exp += nd as i64 - 1;
        out.push(digits[0] as char);
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            out.extend(digits[1..].iter().map(|&c| c as char));
        }
        if !truncate_zero && precision > nd - 1 {
            out.extend(std::iter::repeat_n('0', precision - nd + 1));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e_abs = exp.unsigned_abs();
        if !truncate_zero && e_abs < 10 {
            out.push('0');
        }
        out.push_str(&e_abs.to_string());
        return out;
    }
    let text: String = digits.iter().map(|&c| c as char).collect();
    if exp >= 0 {
        out.push_str(&text);
        out.extend(std::iter::repeat_n('0', exp as usize));
        return out;
    }
    let whole = exp + nd as i64;
    if whole > 0 {
        out.push_str(&text[..whole as usize]);
        out.push('.');
        out.push_str(&text[whole as usize..]);
    } else {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', (-whole) as usize));
        out.push_str(&text);
    }
    out
}

/// Parse `text` directly to `kind` (no `f64` step), as `APFloat(sem, text)`.
fn parse_exact(kind: FloatKind, text: &str) -> Option<u128> {
    let (v, _) = read_decimal(text).ok()?;
    Some(round_decimal(&kind.sem(), &v))
}

/// The text MLIR prints for the value `bits` of `kind` (as in
/// `value = <TEXT> : f32`), following MLIR's `printFloatValue`:
/// `1.000000e+00`-style scientific notation with 6 significant digits if it
/// reads back to the same value, else `APFloat`'s default `toString`
/// (e.g. `0.100000000000000005551`, `3.40282347E+38`) if it has a `.`, else
/// the bit pattern as `0x` and uppercase hex digits without zero padding
/// (infinities, NaNs, integers like `123456789.0 : f64`).
pub fn format(kind: FloatKind, bits: u128) -> String {
    let sem = kind.sem();
    let bits = canonicalize(kind, bits);
    match decode(&sem, bits) {
        Decoded::Zero { neg } => {
            return if neg { "-0.000000e+00" } else { "0.000000e+00" }.to_string();
        }
        Decoded::Finite { neg, m, e } => {
            let short = apfloat_to_string(neg, m, e, sem.precision, 6, 0, false);
            if parse_exact(kind, &short) == Some(bits) {
                return short;
            }
            let long = apfloat_to_string(neg, m, e, sem.precision, 0, 3, true);
            if long.contains('.') {
                return long;
            }
        }
        Decoded::Inf { .. } | Decoded::Nan => {}
    }
    format!("0x{bits:X}")
}

/// The value of `bits` of `kind` as an `f64`: exact when representable,
/// otherwise correctly rounded (ties to even; out of range gives infinity or
/// zero). NaNs give an `f64` NaN.
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 {
    let sem = kind.sem();
    match decode(&sem, bits) {
        Decoded::Zero { neg } => {
            if neg {
                -0.0
            } else {
                0.0
            }
        }
        Decoded::Inf { neg } => {
            if neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        Decoded::Nan => f64::NAN,
        Decoded::Finite { neg, m, e } => {
            let (num, den) = pow2_ratio(BigUint::from(m), e);
            f64::from_bits(round_rational(&FloatKind::F64.sem(), neg, &num, &den) as u64)
        }
    }
}

/// Convert `v` to `kind` as `APFloat::convert` (round to nearest, ties to
/// even), returning the bits MLIR's bitcast gives. Overflow and infinities
/// follow the module-level rules; NaN becomes the type's quiet NaN (payload
/// not carried), or the sign bit alone for types without NaN.
pub fn from_f64(kind: FloatKind, v: f64) -> u128 {
    let sem = kind.sem();
    if v.is_nan() {
        if sem.nonfinite == NonFinite::Ieee && kind == FloatKind::F64 {
            return v.to_bits() as u128;
        }
        return nan_bits(&sem, v.is_sign_negative());
    }
    if v.is_infinite() {
        return overflow_bits(&sem, v < 0.0, true);
    }
    match decode(&FloatKind::F64.sem(), v.to_bits() as u128) {
        Decoded::Finite { neg, m, e } => {
            let (num, den) = pow2_ratio(BigUint::from(m), e);
            round_rational(&sem, neg, &num, &den)
        }
        _ => zero_bits(&sem, v.is_sign_negative()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `(literal, type, what mlir-opt 22.1.8 prints)`, each observed by running
    /// `mlir-opt --allow-unregistered-dialect --mlir-print-op-generic` on an op
    /// with the attribute `a = <literal> : <type>`. A literal starting with
    /// `0x` is a bit pattern; a leading `-` is the separate minus token.
    /// Hand-picked cases first, then a random sample (random bit patterns and
    /// random decimal literals for every type).
    const MLIR_OPT_TABLE: &[(&str, &str, &str)] = &[
        ("0.1", "f64", "1.000000e-01"),
        ("3.14159", "f32", "3.141590e+00"),
        ("1.0e-10", "f64", "1.000000e-10"),
        ("123456789.0", "f64", "0x419D6F3454000000"),
        ("1.0e20", "f64", "1.000000e+20"),
        ("0.3", "f16", "3.000490e-01"),
        ("1.0e-45", "f32", "1.401300e-45"),
        ("-0.0", "f32", "-0.000000e+00"),
        ("0x7FC00000", "f32", "0x7FC00000"),
        ("0x7C00", "f16", "0x7C00"),
        ("0x7F80", "bf16", "0x7F80"),
        ("1.0", "f80", "1.000000e+00"),
        ("0.1", "f80", "0.100000000000000005551"),
        ("0.1", "f128", "0.100000000000000005551115123125782702"),
        ("1.0e40", "f32", "0x7F800000"),
        ("1.0e10", "f16", "0x7C00"),
        ("1000.0", "f8E4M3FN", "0x7F"),
        ("0.1", "tf32", "9.997550e-02"),
        ("0.5", "f8E8M0FNU", "5.000000e-01"),
        ("0.1", "f4E2M1FN", "0.000000e+00"),
        ("3.0", "f8E8M0FNU", "4.000000e+00"),
        ("1.5", "f8E8M0FNU", "2.000000e+00"),
        ("0.75", "f8E8M0FNU", "1.000000e+00"),
        ("6.0", "f8E8M0FNU", "8.000000e+00"),
        ("0x7F", "f8E8M0FNU", "1.000000e+00"),
        ("0xFF", "f8E8M0FNU", "0xFF"),
        ("0xFE", "f8E8M0FNU", "1.701410e+38"),
        ("1.0e400", "f8E4M3FN", "0x7F"),
        ("-1000.0", "f8E4M3FN", "0xFF"),
        ("1.0e400", "f8E5M2FNUZ", "0x80"),
        ("-1.0e400", "f8E4M3FNUZ", "0x80"),
        ("-1.0e-30", "f8E4M3FNUZ", "0.000000e+00"),
        ("-1.0e-30", "f8E4M3FN", "-0.000000e+00"),
        ("1.0e40", "f8E5M2", "0x7C"),
        ("1.0e40", "f8E4M3", "0x78"),
        ("1.0e40", "f8E3M4", "0x70"),
        ("1.0e40", "bf16", "0x7F80"),
        ("1.0e40", "tf32", "0x3FC00"),
        ("1.0e400", "f80", "0x7FFF8000000000000000"),
        ("1.0e400", "f128", "0x7FFF0000000000000000000000000000"),
        ("-2.5", "f32", "-2.500000e+00"),
        ("-123456789.0", "f64", "0xC19D6F3454000000"),
        ("0x3FFF0000000000000001", "f80", "0x7FFF0000000000000001"),
        (
            "0x00008000000000000001",
            "f80",
            "3.36210314311209350663E-4932",
        ),
        ("0x7FFF0000000000000000", "f80", "0x7FFF0000000000000000"),
        ("0x7FFF8000000000000000", "f80", "0x7FFF8000000000000000"),
        ("0xFFFFC000000000000000", "f80", "0xFFFFC000000000000000"),
        ("0x00000000000000000001", "f80", "3.645200e-4951"),
        (
            "0x7FFF0000000000000000000000000000",
            "f128",
            "0x7FFF0000000000000000000000000000",
        ),
        ("0x7FF0000000000000", "f64", "0x7FF0000000000000"),
        ("0xFFF0000000000000", "f64", "0xFFF0000000000000"),
        ("0x1", "f64", "4.940660e-324"),
        ("0x1", "f32", "1.401300e-45"),
        ("0x7F7FFFFF", "f32", "3.40282347E+38"),
        ("0x7FEFFFFFFFFFFFFF", "f64", "1.7976931348623157E+308"),
        ("0x7BFF", "f16", "6.550400e+04"),
        ("0x7F7F", "bf16", "3.389530e+38"),
        ("16777217.0", "f32", "0x4B800000"),
        ("123456789.0", "f32", "0x4CEB79A3"),
        ("1.0e-7", "f32", "1.000000e-07"),
        ("0.001", "f64", "1.000000e-03"),
        ("123.456", "f64", "1.234560e+02"),
        ("0.3", "f64", "3.000000e-01"),
        ("2.0e-5", "f64", "2.000000e-05"),
        ("0xA", "f4E2M1FN", "-1.000000e+00"),
        ("0xA", "f4E2M1FN", "-1.000000e+00"),
        ("0x1", "f4E2M1FN", "5.000000e-01"),
        ("0x3", "f4E2M1FN", "1.500000e+00"),
        ("0x8", "f4E2M1FN", "-0.000000e+00"),
        ("0xE", "f4E2M1FN", "-4.000000e+00"),
        ("436.46974821237899e-2", "f4E2M1FN", "4.000000e+00"),
        ("3971791.89438e2", "f4E2M1FN", "6.000000e+00"),
        ("79496.582423718", "f4E2M1FN", "6.000000e+00"),
        ("7.409546e-2", "f4E2M1FN", "0.000000e+00"),
        ("44.5888689", "f4E2M1FN", "6.000000e+00"),
        ("-5104.90495490267e3", "f4E2M1FN", "-6.000000e+00"),
        ("0x15", "f6E2M3FN", "3.250000e+00"),
        ("0x7", "f6E2M3FN", "8.750000e-01"),
        ("0x12", "f6E2M3FN", "2.500000e+00"),
        ("0x30", "f6E2M3FN", "-2.000000e+00"),
        ("0x37", "f6E2M3FN", "-3.750000e+00"),
        ("0x1B", "f6E2M3FN", "5.500000e+00"),
        ("780.e-3", "f6E2M3FN", "7.500000e-01"),
        ("8829219637843478.3e-2", "f6E2M3FN", "7.500000e+00"),
        ("-36911.1", "f6E2M3FN", "-7.500000e+00"),
        ("-514.e-1", "f6E2M3FN", "-7.500000e+00"),
        ("-2070.9", "f6E2M3FN", "-7.500000e+00"),
        ("70.67e-3", "f6E2M3FN", "1.250000e-01"),
        ("0x38", "f6E3M2FN", "-8.000000e+00"),
        ("0x3F", "f6E3M2FN", "-2.800000e+01"),
        ("0x14", "f6E3M2FN", "4.000000e+00"),
        ("0x20", "f6E3M2FN", "-0.000000e+00"),
        ("0x3", "f6E3M2FN", "1.875000e-01"),
        ("0xD", "f6E3M2FN", "1.250000e+00"),
        ("-7904138515.34161670765e-1", "f6E3M2FN", "-2.800000e+01"),
        ("-28115863791.4141", "f6E3M2FN", "-2.800000e+01"),
        ("0860387.8198545105", "f6E3M2FN", "2.800000e+01"),
        ("7065.8680389944", "f6E3M2FN", "2.800000e+01"),
        ("6891176766.83698e-3", "f6E3M2FN", "2.800000e+01"),
        ("225.9794e-1", "f6E3M2FN", "2.400000e+01"),
        ("0xD9", "f8E5M2", "-1.600000e+02"),
        ("0x18", "f8E5M2", "1.953130e-03"),
        ("0x86", "f8E5M2", "-9.155270e-05"),
        ("0x69", "f8E5M2", "2.560000e+03"),
        ("0x24", "f8E5M2", "1.562500e-02"),
        ("0xE7", "f8E5M2", "-1.792000e+03"),
        ("918250.9398076", "f8E5M2", "0x7C"),
        ("-39.", "f8E5M2", "-4.000000e+01"),
        ("-607647997.01577020e-39", "f8E5M2", "-0.000000e+00"),
        ("-5690.41463e34", "f8E5M2", "0xFC"),
        ("365535603.4095", "f8E5M2", "0x7C"),
        ("17430.0", "f8E5M2", "1.638400e+04"),
        ("0x7C", "f8E4M3", "0x7C"),
        ("0x42", "f8E4M3", "2.500000e+00"),
        ("0x18", "f8E4M3", "6.250000e-02"),
        ("0xAA", "f8E4M3", "-3.125000e-01"),
        ("0xC9", "f8E4M3", "-4.500000e+00"),
        ("0x9E", "f8E4M3", "-1.093750e-01"),
        ("6458635789232992066.283", "f8E4M3", "0x78"),
        ("8.21", "f8E4M3", "8.000000e+00"),
        ("21737378599.00339134e26", "f8E4M3", "0x78"),
        ("84226.51044e-33", "f8E4M3", "0.000000e+00"),
        ("-51556893085474673.077479e-11", "f8E4M3", "0xF8"),
        ("10.", "f8E4M3", "1.000000e+01"),
        ("0x75", "f8E4M3FN", "2.080000e+02"),
        ("0x4E", "f8E4M3FN", "7.000000e+00"),
        ("0xEB", "f8E4M3FN", "-8.800000e+01"),
        ("0x5D", "f8E4M3FN", "2.600000e+01"),
        ("0x48", "f8E4M3FN", "4.000000e+00"),
        ("0x13", "f8E4M3FN", "4.296880e-02"),
        ("40807152659268.8e-9", "f8E4M3FN", "0x7F"),
        ("929197972.658407610e-24", "f8E4M3FN", "0.000000e+00"),
        ("0981077352196.71e-11", "f8E4M3FN", "1.000000e+01"),
        ("1194611.98e-40", "f8E4M3FN", "0.000000e+00"),
        ("079.00507e-33", "f8E4M3FN", "0.000000e+00"),
        ("692.459", "f8E4M3FN", "0x7F"),
        ("0xD3", "f8E5M2FNUZ", "-2.800000e+01"),
        ("0xC1", "f8E5M2FNUZ", "-1.250000e+00"),
        ("0x8D", "f8E5M2FNUZ", "-1.525880e-04"),
        ("0x85", "f8E5M2FNUZ", "-3.814700e-05"),
        ("0x6E", "f8E5M2FNUZ", "3.072000e+03"),
        ("0x24", "f8E5M2FNUZ", "7.812500e-03"),
        ("569507160701253.9269e22", "f8E5M2FNUZ", "0x80"),
        ("892.816375427409999676e-22", "f8E5M2FNUZ", "0.000000e+00"),
        ("-849.844343852890404109933e41", "f8E5M2FNUZ", "0x80"),
        ("4898028893419.74140e13", "f8E5M2FNUZ", "0x80"),
        ("-1277800491.675435e14", "f8E5M2FNUZ", "0x80"),
        ("971529.16320284", "f8E5M2FNUZ", "0x80"),
        ("0x3A", "f8E4M3FNUZ", "6.250000e-01"),
        ("0xC4", "f8E4M3FNUZ", "-1.500000e+00"),
        ("0x44", "f8E4M3FNUZ", "1.500000e+00"),
        ("0x29", "f8E4M3FNUZ", "1.406250e-01"),
        ("0xED", "f8E4M3FNUZ", "-5.200000e+01"),
        ("0xED", "f8E4M3FNUZ", "-5.200000e+01"),
        ("7987858433089435.7053296", "f8E4M3FNUZ", "0x80"),
        ("-03596033422.", "f8E4M3FNUZ", "0x80"),
        ("-39868945.5045222168875550e-4", "f8E4M3FNUZ", "0x80"),
        ("-8817878.1423829745794", "f8E4M3FNUZ", "0x80"),
        ("-846.47130369397239e-38", "f8E4M3FNUZ", "0.000000e+00"),
        ("58335030.356", "f8E4M3FNUZ", "0x80"),
        ("0x81", "f8E4M3B11FNUZ", "-1.220700e-04"),
        ("0x4B", "f8E4M3B11FNUZ", "3.437500e-01"),
        ("0x50", "f8E4M3B11FNUZ", "5.000000e-01"),
        ("0xB2", "f8E4M3B11FNUZ", "-3.906250e-02"),
        ("0xB8", "f8E4M3B11FNUZ", "-6.250000e-02"),
        ("0xFC", "f8E4M3B11FNUZ", "-2.400000e+01"),
        ("7.e34", "f8E4M3B11FNUZ", "0x80"),
        ("7.016886e7", "f8E4M3B11FNUZ", "0x80"),
        ("4866.816345373564", "f8E4M3B11FNUZ", "0x80"),
        ("-8.008017e15", "f8E4M3B11FNUZ", "0x80"),
        (
            "689829368935049.747432842e-35",
            "f8E4M3B11FNUZ",
            "0.000000e+00",
        ),
        ("705884351680969.e-8", "f8E4M3B11FNUZ", "0x80"),
        ("0x19", "f8E3M4", "3.906250e-01"),
        ("0x2", "f8E3M4", "3.125000e-02"),
        ("0xA7", "f8E3M4", "-7.187500e-01"),
        ("0x1D", "f8E3M4", "4.531250e-01"),
        ("0xE7", "f8E3M4", "-1.150000e+01"),
        ("0xDF", "f8E3M4", "-7.750000e+00"),
        ("04.e-10", "f8E3M4", "0.000000e+00"),
        ("-08903.9", "f8E3M4", "0xF0"),
        ("5.37789", "f8E3M4", "5.500000e+00"),
        ("324.e25", "f8E3M4", "0x70"),
        ("8.08058", "f8E3M4", "8.000000e+00"),
        ("25.", "f8E3M4", "0x70"),
        ("0xF9", "f8E8M0FNU", "5.316910e+36"),
        ("0x4", "f8E8M0FNU", "9.403950e-38"),
        ("0xAC", "f8E8M0FNU", "3.518440e+13"),
        ("0x21", "f8E8M0FNU", "5.048710e-29"),
        ("0xA6", "f8E8M0FNU", "5.497550e+11"),
        ("0x52", "f8E8M0FNU", "2.842170e-14"),
        ("953977447644.70397217342e-6", "f8E8M0FNU", "1.048580e+06"),
        ("02.", "f8E8M0FNU", "2.000000e+00"),
        ("3.88975394", "f8E8M0FNU", "4.000000e+00"),
        ("77.238e-40", "f8E8M0FNU", "5.877470e-39"),
        ("2571.65", "f8E8M0FNU", "2.048000e+03"),
        ("156362392399984660987.e-11", "f8E8M0FNU", "1.073740e+09"),
        ("0xF0B5", "bf16", "-4.481340e+29"),
        ("0xDACB", "bf16", "-2.856970e+16"),
        ("0x9568", "bf16", "-4.685200e-26"),
        ("0xA75B", "bf16", "-3.039240e-15"),
        ("0xB063", "bf16", "-8.258210e-10"),
        ("0x3916", "bf16", "1.430510e-04"),
        ("56990.26e4", "bf16", "5.704250e+08"),
        ("-864.5735668093e-24", "bf16", "-8.668850e-22"),
        ("-1638283272.", "bf16", "-1.635780e+09"),
        ("808120885507015.", "bf16", "8.092400e+14"),
        ("7.85353900614336433446441e-39", "bf16", "7.897850e-39"),
        ("798.", "bf16", "8.000000e+02"),
        ("0x4E40", "f16", "2.500000e+01"),
        ("0x432E", "f16", "3.589840e+00"),
        ("0xD52E", "f16", "-8.287500e+01"),
        ("0x4E29", "f16", "2.464060e+01"),
        ("0xAA4B", "f16", "-4.916380e-02"),
        ("0x84C2", "f16", "-7.259850e-05"),
        ("53631544729807.08447509", "f16", "0x7C00"),
        ("8956292153.2805398228e44", "f16", "0x7C00"),
        ("11040233.32459230448019716e-13", "f16", "1.132490e-06"),
        ("6.08e-17", "f16", "0.000000e+00"),
        ("737.e-40", "f16", "0.000000e+00"),
        ("8.00844120905362118073e26", "f16", "0x7C00"),
        ("0x5C6F7", "tf32", "-1.062750e-04"),
        ("0x34D1C", "tf32", "2.470740e+25"),
        ("0x4183D", "tf32", "-3.985660e-37"),
        ("0x5C27F", "tf32", "-4.956130e-05"),
        ("0x3DA1", "tf32", "2.710220e-34"),
        ("0x1DB58", "tf32", "3.585820e-03"),
        ("-6.655396e-40", "tf32", "-6.658070e-40"),
        ("4789161225.", "tf32", "4.789900e+09"),
        ("1.8980647918e15", "tf32", "1.897760e+15"),
        ("-96.47255699e26", "tf32", "-9.647230e+27"),
        ("-1.0e35", "tf32", "-1.000330e+35"),
        ("-815512.3156799038779e29", "tf32", "-8.153530e+34"),
        ("0x86570527", "f32", "-4.0440791E-35"),
        ("0x9E2A0000", "f32", "-8.99972506E-21"),
        ("0xFAC698AF", "f32", "-5.15585785E+35"),
        ("0x3917A6A3", "f32", "1.44625592E-4"),
        ("0xCA69FFA1", "f32", "-3833832.25"),
        ("0x8A5C3BEA", "f32", "-1.06038833E-32"),
        ("-7471.708904059202190542", "f32", "-7471.70898"),
        ("-511229358613.14517e27", "f32", "0xFF800000"),
        ("94.76660271457065810996314e-29", "f32", "9.47666058E-28"),
        ("-161.525e-36", "f32", "-1.615250e-34"),
        ("42.8688e-20", "f32", "4.286880e-19"),
        ("239811.", "f32", "2.398110e+05"),
        ("0x2B6AE82D68882D9C", "f64", "1.5377148222665833E-99"),
        ("0x2B2D1AB29378CB12", "f64", "1.039557296200133E-100"),
        ("0x379DE6A7C2AF2F01", "f64", "8.5811653896000677E-41"),
        ("0xD7F7471E74DC1D65", "f64", "-5.7324522120650736E+115"),
        ("0x6BB6ABC728F0321B", "f64", "7.4532863418683618E+210"),
        ("0xE43E5BB443111189", "f64", "-7.508510574777883E+174"),
        (
            "5905424068596211190.233869e-17",
            "f64",
            "59.054240685962114",
        ),
        ("15347514485022.46e-275", "f64", "1.5347514485022459E-262"),
        ("-4515.70674630e-52", "f64", "-4.5157067462999999E-49"),
        ("-4.7", "f64", "-4.700000e+00"),
        (
            "-53980.4121302988817779393e137",
            "f64",
            "-5.3980412130298879E+141",
        ),
        ("04.", "f64", "4.000000e+00"),
        (
            "0x7D848139A518FF22DA60",
            "f80",
            "8.42439793190608923985E+4740",
        ),
        (
            "0x5E62EF6C441FAB96E04D",
            "f80",
            "9.64477306867403646159E+2341",
        ),
        ("0x16B97BDE442250000000", "f80", "0x7FFF7BDE442250000000"),
        ("0x3092680430F4AAED1394", "f80", "0x7FFF680430F4AAED1394"),
        ("0xA03F6307ACE471E1CB7B", "f80", "0xFFFF6307ACE471E1CB7B"),
        (
            "0x8AB5E44943AF4DFAE56A",
            "f80",
            "-3.98170261590872165373E-4107",
        ),
        ("133676.6814736", "f80", "133676.681473600008758"),
        ("5803.", "f80", "5.803000e+03"),
        ("-782646.80296e-262", "f80", "-7.82646802959999931448E-257"),
        ("40102575838898.471796e453", "f80", "0x7FFF8000000000000000"),
        (
            "0.928548338021245072433295",
            "f80",
            "0.92854833802124503439",
        ),
        ("-1533741907.9561500365", "f80", "-1533741907.95615005493"),
        (
            "0xD1A6D0A8888A3875A9CECEB772DB8D0",
            "f128",
            "1.08215220241407735668845440124285127E-3922",
        ),
        (
            "0x3BF3A2B7AEBA51698EC8910205D79B6A",
            "f128",
            "2.22129198394706836889789848588605203E-312",
        ),
        (
            "0xC715E2F9C5007DD1217DE9CD309D5B4E",
            "f128",
            "-2.2085000621620752565102049256795044E+546",
        ),
        (
            "0x41A7A5B8FD45D16B7BC922B05D2B23FE",
            "f128",
            "7.13682564040629947094420273138909382E+127",
        ),
        (
            "0xDC736ABB45BE955BA20113A290B62D49",
            "f128",
            "-7.14222886246885028279165895698524079E+2192",
        ),
        (
            "0x9A071B323CC1215907666DE0F3BA62A6",
            "f128",
            "-1.07718342712663089967185094518471981E-2926",
        ),
        ("8752929.9302e-4157", "f128", "0.000000e+00"),
        (
            "00.152414956801798303652",
            "f128",
            "0.152414956801798312513440691873256583",
        ),
        (
            "03838.7961210e3928",
            "f128",
            "0x7FFF0000000000000000000000000000",
        ),
        ("590355053045.4e-2308", "f128", "0.000000e+00"),
        ("-51793.861771e-3629", "f128", "-0.000000e+00"),
        (
            "-5604869.751913",
            "f128",
            "-5604869.7519129998981952667236328125",
        ),
        (
            "8.292528499801804234460478043883e-2",
            "f128",
            "0.0829252849980180450906175337877357379",
        ),
        ("1.717839e-6", "f32", "1.71783904E-6"),
        ("6.9824620334999999999e2", "f64", "698.24620334999997"),
        ("9.31928348206969e9", "f64", "9319283482.0696907"),
        ("2.0", "f64", "2.000000e+00"),
        (
            "7.944003051674307766864042900576799766e13",
            "f128",
            "79440030516743.078125",
        ),
        ("1468247177.0", "f64", "0x41D5E0EB22400000"),
        (
            "2.268160407875990710e-23",
            "f80",
            "2.26816040787599066794E-23",
        ),
        ("4.7e0", "bf16", "4.687500e+00"),
        ("47966592127390.0", "f16", "0x7C00"),
        ("4068769269659964390296412705.0", "f32", "4.06876942E+27"),
        ("-5.2184851275511826e-4", "f64", "-5.2184851275511831E-4"),
        ("-5.86326e3", "f16", "-5.864000e+03"),
        ("4.80585005e1", "f32", "48.0585022"),
        ("2.82661931059877276408e18", "f80", "0x403C9CE8AD25CDFF6000"),
        ("-6.299999999e2", "f16", "-6.300000e+02"),
        (
            "-5.14932949770667425350963984696328667e-10",
            "f128",
            "-5.14932949770667389521141430938893507E-10",
        ),
        ("-8.9177132785625984136e3", "f64", "-8917.7132785625981"),
        ("647047759029710993911114.0", "f32", "6.47047794E+23"),
        ("4.49733e-1", "f16", "4.497070e-01"),
        ("8.4699999999e-3", "f32", "8.470000e-03"),
        ("33.0", "f80", "3.300000e+01"),
        (
            "-8.937245945036094900652243798111270072192e33",
            "f128",
            "0xC06FB8A3E71F5A1DF000000000000000",
        ),
        ("2.204e3", "tf32", "2.204000e+03"),
        ("181613654958390.0", "bf16", "1.814190e+14"),
        ("7.171225432e-3", "f32", "0.00717122527"),
        ("11788949466869176825352016495.0", "f32", "1.17889499E+28"),
        ("649037107316853453566312041152512.0", "f16", "0x7C00"),
        ("9.716649897976304984e19", "f80", "0x4041A88E980061A43800"),
        ("9.894e-2", "f16", "9.893790e-02"),
        (
            "7.5572435557505940061557908244203937e15",
            "f128",
            "0x4033AD945E19F22C2000000000000000",
        ),
        ("-9.599743828957223514e1", "f64", "-95.99743828957223"),
        (
            "4.1349988539822711349677224194733246e28",
            "f128",
            "0x405E0B37D154B6703000000000000000",
        ),
        ("261686170689.0", "f80", "0x4024F3B6D85104000000"),
        (
            "-4.397982764043795789357e18",
            "f80",
            "0xC03CF4231816EC7BF800",
        ),
        ("-8.52e6", "f16", "0xFC00"),
        ("5.540e0", "f16", "5.539060e+00"),
        ("311296.5", "f80", "311296.5"),
        ("-9.7315e-6", "f16", "-9.715550e-06"),
        (
            "-5.93079705972625999999999e-39",
            "f128",
            "-5.93079705972625989162656064554913727E-39",
        ),
        ("0.0", "f4E2M1FN", "0.000000e+00"),
        ("0.25", "f4E2M1FN", "0.000000e+00"),
        ("0.5", "f4E2M1FN", "5.000000e-01"),
        ("1.75", "f4E2M1FN", "2.000000e+00"),
        ("5.0", "f4E2M1FN", "4.000000e+00"),
        ("7.0", "f4E2M1FN", "6.000000e+00"),
        ("-0.0", "f4E2M1FN", "-0.000000e+00"),
        ("0.0625", "f6E2M3FN", "0.000000e+00"),
        ("7.75", "f6E2M3FN", "7.500000e+00"),
        ("0.0625", "f6E3M2FN", "6.250000e-02"),
        ("30.0", "f6E3M2FN", "2.800000e+01"),
        ("57344.0", "f8E5M2", "5.734400e+04"),
        ("61440.0", "f8E5M2", "0x7C"),
        ("1.52587890625e-05", "f8E5M2", "1.525880e-05"),
        ("240.0", "f8E4M3", "2.400000e+02"),
        ("248.0", "f8E4M3", "0x78"),
        ("448.0", "f8E4M3FN", "4.480000e+02"),
        ("464.0", "f8E4M3FN", "4.480000e+02"),
        ("465.0", "f8E4M3FN", "0x7F"),
        ("-0.0", "f8E4M3FN", "-0.000000e+00"),
        ("0x7F", "f8E4M3FN", "0x7F"),
        ("0xFF", "f8E4M3FN", "0xFF"),
        ("57344.0", "f8E5M2FNUZ", "5.734400e+04"),
        ("-0.0", "f8E5M2FNUZ", "0.000000e+00"),
        ("0x80", "f8E5M2FNUZ", "0x80"),
        ("240.0", "f8E4M3FNUZ", "2.400000e+02"),
        ("256.0", "f8E4M3FNUZ", "0x80"),
        ("30.0", "f8E4M3B11FNUZ", "3.000000e+01"),
        ("0x80", "f8E4M3B11FNUZ", "0x80"),
        ("15.5", "f8E3M4", "1.550000e+01"),
        ("16.0", "f8E3M4", "0x70"),
        ("0x70", "f8E3M4", "0x70"),
        ("0x7C", "f8E5M2", "0x7C"),
        ("0.1", "bf16", "1.000980e-01"),
        ("3.0e38", "bf16", "3.004060e+38"),
        ("0xFFC0", "bf16", "0xFFC0"),
        ("65504.0", "f16", "6.550400e+04"),
        ("65520.0", "f16", "0x7C00"),
        ("65519.0", "f16", "6.550400e+04"),
        ("6.0e-8", "f16", "5.960460e-08"),
        ("0x7E00", "f16", "0x7E00"),
        ("0xFC00", "f16", "0xFC00"),
        ("3.4028234663852886e38", "f32", "3.40282347E+38"),
        ("3.4028235677973366e38", "f32", "0x7F800000"),
        ("1.17549435e-38", "f32", "1.17549435E-38"),
        ("0xFF800000", "f32", "0xFF800000"),
        ("0x7FBFFFFF", "f32", "0x7FBFFFFF"),
        ("16777216.0", "f32", "0x4B800000"),
        ("0.001", "f32", "1.000000e-03"),
        ("1234.5678", "f32", "1234.56775"),
        ("4.9406564584124654e-324", "f64", "4.940660e-324"),
        ("2.2250738585072014e-308", "f64", "2.2250738585072014E-308"),
        ("0.1", "f64", "1.000000e-01"),
        ("9007199254740993.0", "f64", "0x4340000000000000"),
        ("1.0e23", "f64", "9.9999999999999991E+22"),
        ("0.000123456789012345", "f64", "1.2345678901234499E-4"),
        ("0x8000000000000000", "f64", "-0.000000e+00"),
        ("0x7FF8000000000001", "f64", "0x7FF8000000000001"),
        ("3.141592653589793", "f80", "3.141592653589793116"),
        ("1.0e-310", "f80", "9.99999999999996944933E-311"),
        ("0x7FFFC000000000000000", "f80", "0x7FFFC000000000000000"),
        ("0xBFFF8000000000000000", "f80", "-1.000000e+00"),
        ("0x00010000000000000000", "f80", "0x7FFF0000000000000000"),
        (
            "3.141592653589793",
            "f128",
            "3.14159265358979311599796346854418516",
        ),
        ("0x3FFF0000000000000000000000000000", "f128", "1.000000e+00"),
        (
            "0x80000000000000000000000000000000",
            "f128",
            "-0.000000e+00",
        ),
        (
            "0x7FFF8000000000000000000000000000",
            "f128",
            "0x7FFF8000000000000000000000000000",
        ),
        ("0x0001", "tf32", "1.147940e-41"),
        ("0x3FC01", "tf32", "0x3FC01"),
        ("3.0e38", "tf32", "3.000730e+38"),
        ("0x00", "f8E8M0FNU", "5.877470e-39"),
        ("0xFE", "f8E8M0FNU", "1.701410e+38"),
        ("1.0e-38", "f8E8M0FNU", "1.175490e-38"),
        ("0.0", "f8E5M2", "0.000000e+00"),
        ("-1.0e-10", "f16", "-0.000000e+00"),
    ];

    fn parse_literal(kind: FloatKind, lit: &str) -> Result<u128, String> {
        if lit.starts_with("0x") {
            parse_hex_bits(kind, lit)
        } else if let Some(rest) = lit.strip_prefix('-') {
            parse_decimal(kind, rest, true)
        } else {
            parse_decimal(kind, lit, false)
        }
    }

    #[test]
    fn matches_mlir_opt_table() {
        assert!(MLIR_OPT_TABLE.len() >= 150);
        let mut failures = Vec::new();
        for &(lit, ty, expected) in MLIR_OPT_TABLE {
            let kind = FloatKind::from_keyword(ty).expect("known type");
            let got = parse_literal(kind, lit).map(|b| format(kind, b));
            if got.as_deref() != Ok(expected) {
                failures.push(format!("{lit} : {ty}: expected {expected}, got {got:?}"));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn keywords_and_widths() {
        for k in FloatKind::ALL {
            assert_eq!(FloatKind::from_keyword(k.keyword()), Some(k));
            assert_eq!(k.to_string(), k.keyword());
        }
        assert_eq!(FloatKind::from_keyword("f7"), None);
        assert_eq!(FloatKind::from_keyword("F32"), None);
        let widths: Vec<u32> = FloatKind::ALL.iter().map(|k| k.bit_width()).collect();
        assert_eq!(
            widths,
            [4, 6, 6, 8, 8, 8, 8, 8, 8, 8, 8, 16, 16, 19, 32, 64, 80, 128]
        );
    }

    #[test]
    fn errors_match_mlir_opt() {
        // mlir-opt: `1 : f32` -> "unexpected decimal integer literal for a
        // floating point value" (note: "add a trailing dot to make the literal
        // a float"); the same inside `dense<...>`.
        assert_eq!(
            parse_decimal(FloatKind::F32, "1", false),
            Err(ERR_DECIMAL_INTEGER.to_string())
        );
        assert_eq!(
            parse_decimal(FloatKind::F16, "3", true),
            Err(ERR_DECIMAL_INTEGER.to_string())
        );
        // mlir-opt: "hexadecimal float constant out of range for type".
        for (kind, hex) in [
            (FloatKind::F16, "0x1FFFF"),
            (FloatKind::TF32, "0xFFFFF"),
            (FloatKind::F4E2M1FN, "0x10"),
            (FloatKind::F128, "0x8000000000000000000000000000000000"),
            (FloatKind::F6E3M2FN, "0x40"),
        ] {
            assert_eq!(parse_hex_bits(kind, hex), Err(ERR_HEX_RANGE.to_string()));
        }
        // Fits: leading zeros do not count (observed `0x7FFFF : tf32`,
        // `0x00000000000000000001 : f16`, 35-digit `0x0...01 : f128`).
        assert_eq!(parse_hex_bits(FloatKind::TF32, "0x7FFFF"), Ok(0x7FFFF));
        assert_eq!(
            parse_hex_bits(FloatKind::F16, "0x00000000000000000001"),
            Ok(1)
        );
        assert_eq!(
            parse_hex_bits(FloatKind::F128, "0x00000000000000000000000000000000001"),
            Ok(1)
        );
        assert_eq!(parse_hex_bits(FloatKind::F32, "7fc00000"), Ok(0x7FC0_0000));
        // Not literals at all.
        for bad in ["", "0x", "0xG1", "-"] {
            assert!(parse_hex_bits(FloatKind::F32, bad).is_err());
        }
        for bad in [
            "", ".", ".5", "1e5", "1.0e", "1.0e+", "1.0x", "--1.0", "1..0", "inf", "nan",
        ] {
            assert!(parse_decimal(FloatKind::F32, bad, false).is_err(), "{bad}");
        }
        // Accepted by the lexer: `1.e5`, `00001.5000`, `1.0E5`.
        assert_eq!(
            parse_decimal(FloatKind::F32, "1.e5", false),
            Ok(0x47C3_5000)
        );
        assert_eq!(
            parse_decimal(FloatKind::F32, "00001.5000", false),
            Ok(0x3FC0_0000)
        );
        assert_eq!(
            parse_decimal(FloatKind::F32, "1.0E5", false),
            Ok(0x47C3_5000)
        );
    }

    #[test]
    fn states_without_bit_patterns() {
        // Observed with `dense<[...]> : tensor<Nxf8E8M0FNU>` (which shows the
        // stored bits): -0.0, -1.0e-300, -2.0e-39 -> 5.877470e-39 (0x00);
        // -4.0e-39, -3.0e-39 -> 2.0 (0x80); -1.0 -> 0xFF; -4.0 -> 4.0 (0x81);
        // -0.5 and -1.7e38 -> 1.701410e+38 (0xFE); 3.0e38 -> 0xFF.
        let e8m0 = FloatKind::F8E8M0FNU;
        for (lit, bits) in [
            ("0.0", 0x00),
            ("1.0e-300", 0x00),
            ("2.0e-39", 0x00),
            ("4.0e-39", 0x80),
            ("3.0e-39", 0x80),
            ("1.0", 0xFF),
            ("4.0", 0x81),
            ("0.5", 0xFE),
            ("1.7e38", 0xFE),
        ] {
            assert_eq!(parse_decimal(e8m0, lit, true), Ok(bits), "-{lit}");
        }
        assert_eq!(parse_decimal(e8m0, "3.0e38", false), Ok(0xFF));
        // `1.0e400` is an f64 infinity; MLIR prints `0x0` / `0x8` / `0x20`
        // for f4E2M1FN / -f4E2M1FN / -f6E3M2FN, and
        // dense<[1.0e400, -1.0e400]> : tensor<2xf4E2M1FN> shows +0 and -0.
        assert_eq!(
            parse_decimal(FloatKind::F4E2M1FN, "1.0e400", false),
            Ok(0x0)
        );
        assert_eq!(parse_decimal(FloatKind::F4E2M1FN, "1.0e400", true), Ok(0x8));
        assert_eq!(
            parse_decimal(FloatKind::F6E3M2FN, "1.0e400", true),
            Ok(0x20)
        );
        // Finite overflow saturates there (observed 100.0 -> 6.000000e+00).
        assert_eq!(parse_decimal(FloatKind::F4E2M1FN, "100.0", false), Ok(0x7));
    }

    #[test]
    fn f80_canonical_forms() {
        // Observed: unnormal 0x3FFF0000000000000001 prints 0x7FFF0000000000000001;
        // pseudo-denormal 0x00008000000000000001 prints
        // 3.36210314311209350663E-4932 (= exponent field 1).
        let f80 = FloatKind::F80;
        assert_eq!(
            parse_hex_bits(f80, "0x3FFF0000000000000001"),
            Ok(0x7FFF_0000_0000_0000_0001)
        );
        assert_eq!(
            parse_hex_bits(f80, "0x00008000000000000001"),
            Ok(0x0001_8000_0000_0000_0001)
        );
        assert_eq!(
            canonicalize(f80, 0x7FFF_8000_0000_0000_0000),
            0x7FFF_8000_0000_0000_0000
        );
        // Observed: printed f80/f128 decimals are read back through f64, so
        // `1.00000000000000000011 : f80` prints `1.000000e+00`.
        let one_ulp = 0x3FFF_8000_0000_0000_0001;
        assert_eq!(format(f80, one_ulp), "1.00000000000000000011");
        assert_eq!(
            parse_decimal(f80, "1.00000000000000000011", false),
            Ok(0x3FFF_8000_0000_0000_0000)
        );
    }

    #[test]
    fn f64_conversions() {
        assert_eq!(to_f64(FloatKind::F16, 0x3C00), 1.0);
        assert_eq!(to_f64(FloatKind::BF16, 0xC040), -3.0);
        assert_eq!(to_f64(FloatKind::F8E4M3FN, 0x7E), 448.0);
        assert!(to_f64(FloatKind::F8E4M3FN, 0x7F).is_nan());
        assert!(to_f64(FloatKind::F8E5M2FNUZ, 0x80).is_nan());
        assert_eq!(to_f64(FloatKind::F8E8M0FNU, 0x00), 2f64.powi(-127));
        assert_eq!(to_f64(FloatKind::F32, 0xFF80_0000), f64::NEG_INFINITY);
        assert_eq!(to_f64(FloatKind::F128, 0x3FFF << 112), 1.0);
        assert_eq!(to_f64(FloatKind::F80, 0x3FFF_8000_0000_0000_0000), 1.0);
        assert_eq!(
            to_f64(FloatKind::F80, 0x7FFF_8000_0000_0000_0000),
            f64::INFINITY
        );
        assert_eq!(to_f64(FloatKind::F128, 1), 0.0);
        assert_eq!(from_f64(FloatKind::F16, 65520.0), 0x7C00);
        assert_eq!(from_f64(FloatKind::F16, 65519.0), 0x7BFF);
        assert_eq!(from_f64(FloatKind::F8E4M3FNUZ, -0.0), 0);
        assert_eq!(from_f64(FloatKind::F32, f64::NAN), 0x7FC0_0000);
        assert_eq!(from_f64(FloatKind::F8E5M2FNUZ, f64::INFINITY), 0x80);
        // Every f32 and f16 bit pattern sampled: to_f64 / from_f64 agree with
        // Rust's own conversions.
        let mut rng = Rng(0x1234_5678);
        for _ in 0..20_000 {
            let b = rng.next() as u32;
            let x = f32::from_bits(b);
            let v = to_f64(FloatKind::F32, b as u128);
            if x.is_nan() {
                assert!(v.is_nan());
            } else {
                assert_eq!(v.to_bits(), (x as f64).to_bits());
            }
            let d = f64::from_bits(rng.next());
            if !d.is_nan() {
                assert_eq!(
                    from_f64(FloatKind::F32, d),
                    (d as f32).to_bits() as u128,
                    "{d:e}"
                );
            }
        }
    }

    /// A small xorshift generator (no dependency needed).
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn bits(&mut self, width: u32) -> u128 {
            let v = ((self.next() as u128) << 64) | self.next() as u128;
            v & mask(width)
        }
    }

    #[test]
    fn printed_text_reads_back() {
        // format(); then read back as MLIR would. Types of at most 53 bits of
        // precision come back through `parse_decimal` (MLIR's f64 path);
        // f80/f128 text reads back exactly only when parsed without the f64
        // step (as printFloatValue's own check does).
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        for kind in FloatKind::ALL {
            let n = if kind.bit_width() <= 8 {
                1 << kind.bit_width()
            } else {
                2000
            };
            for i in 0..n {
                let raw = if kind.bit_width() <= 8 {
                    i as u128
                } else {
                    let mut b = rng.bits(kind.bit_width());
                    if i % 4 == 0 {
                        // Few significant bits: integers, short decimals.
                        b &= !mask(rng.next() as u32 % (kind.bit_width() - 8));
                    }
                    b
                };
                let bits = canonicalize(kind, raw);
                let text = format(kind, raw);
                let back = if text.starts_with("0x") {
                    parse_hex_bits(kind, &text)
                } else if kind.precision() > 53 {
                    parse_exact(kind, &text).ok_or_else(|| "unparsable".to_string())
                } else if let Some(rest) = text.strip_prefix('-') {
                    parse_decimal(kind, rest, true)
                } else {
                    parse_decimal(kind, &text, false)
                };
                assert_eq!(back, Ok(bits), "{kind} {raw:#X} printed as {text}");
            }
        }
    }

    #[test]
    fn no_panic_on_junk() {
        let mut rng = Rng(42);
        let alphabet = b"0123456789.eE+-xX";
        for _ in 0..5000 {
            let len = (rng.next() % 12) as usize;
            let s: String = (0..len)
                .map(|_| alphabet[(rng.next() % alphabet.len() as u64) as usize] as char)
                .collect();
            for kind in FloatKind::ALL {
                let _ = parse_decimal(kind, &s, false);
                let _ = parse_hex_bits(kind, &s);
            }
        }
        for kind in FloatKind::ALL {
            for text in [
                "1.0e99999999999999999999999",
                "1.0e-99999999999999999999",
                "0.0e999999",
            ] {
                assert!(parse_decimal(kind, text, false).is_ok());
            }
            let _ = format(kind, u128::MAX);
            let _ = to_f64(kind, u128::MAX);
            for v in [
                f64::MAX,
                f64::MIN_POSITIVE,
                -5e-324,
                f64::NEG_INFINITY,
                f64::NAN,
            ] {
                let _ = format(kind, from_f64(kind, v));
            }
        }
    }
}
