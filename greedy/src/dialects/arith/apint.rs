//! Fixed-width two's-complement integers with the semantics of LLVM's
//! `APInt` that `ArithOps.cpp`'s folders rely on: wrap-around arithmetic,
//! signed and unsigned division and comparison, shifts, extension and
//! truncation, and the `*_ov` variants that report signed or unsigned
//! overflow. Values of any width (including `i0` and more than 128 bits).

use num_bigint::{BigInt, BigUint};
use num_traits::{One, Zero};

/// An integer of a fixed bit width; `bits` is always below `2^width`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApInt {
    width: u32,
    bits: BigUint,
}

impl ApInt {
    /// `value` modulo `2^width` (any sign).
    pub fn from_bigint(width: u32, value: &BigInt) -> Self {
        let m = modulus(width);
        let r = ((value % &m) + &m) % &m;
        ApInt {
            width,
            bits: r.to_biguint().unwrap_or_default(),
        }
    }
    /// `value` modulo `2^width`.
    pub fn from_u64(width: u32, value: u64) -> Self {
        Self::from_bigint(width, &BigInt::from(value))
    }
    /// The bit pattern `bits` (higher bits dropped).
    pub fn from_bits(width: u32, bits: u128) -> Self {
        Self::from_bigint(width, &BigInt::from(bits))
    }
    /// Zero.
    pub fn zero(width: u32) -> Self {
        ApInt {
            width,
            bits: BigUint::zero(),
        }
    }
    /// Bit width.
    pub fn width(&self) -> u32 {
        self.width
    }
    /// The value read as unsigned.
    pub fn to_unsigned(&self) -> BigInt {
        BigInt::from(self.bits.clone())
    }
    /// The value read as two's complement.
    pub fn to_signed(&self) -> BigInt {
        let u = self.to_unsigned();
        if self.is_negative() {
            u - modulus(self.width)
        } else {
            u
        }
    }
    /// The bit pattern when it fits in 128 bits (it always does for the
    /// element types dense attributes can hold).
    pub fn to_bits(&self) -> u128 {
        self.bits
            .to_u64_digits()
            .iter()
            .take(2)
            .enumerate()
            .fold(0u128, |acc, (i, d)| acc | ((*d as u128) << (64 * i)))
    }

    /// `isZero`.
    pub fn is_zero(&self) -> bool {
        self.bits.is_zero()
    }
    /// `== 1` as `APInt::operator==(uint64_t)` compares: the zero-extended
    /// value is one (so `i1 true` is one).
    pub fn is_one(&self) -> bool {
        self.bits.is_one()
    }
    /// `isAllOnes`.
    pub fn is_all_ones(&self) -> bool {
        self.bits == max_unsigned(self.width)
    }
    /// `isNegative`: the sign bit is set.
    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bits.bit(u64::from(self.width - 1))
    }
    /// `isMaxSignedValue`.
    pub fn is_max_signed(&self) -> bool {
        self.width > 0 && self.to_signed() == (BigInt::one() << (self.width - 1)) - 1
    }
    /// `isMinSignedValue`.
    pub fn is_min_signed(&self) -> bool {
        self.width == 0 || (self.is_negative() && self.bits == BigUint::one() << (self.width - 1))
    }

    fn wrap(&self, v: BigInt) -> Self {
        Self::from_bigint(self.width, &v)
    }

    /// `a + b` (wraps).
    pub fn add(&self, o: &Self) -> Self {
        self.wrap(self.to_unsigned() + o.to_unsigned())
    }
    /// `a - b` (wraps).
    pub fn sub(&self, o: &Self) -> Self {
        self.wrap(self.to_unsigned() - o.to_unsigned())
    }
    /// `a * b` (wraps).
    pub fn mul(&self, o: &Self) -> Self {
        self.wrap(self.to_unsigned() * o.to_unsigned())
    }
    /// `a & b`.
    pub fn and(&self, o: &Self) -> Self {
        self.with_bits(&self.bits & &o.bits)
    }
    /// `a | b`.
    pub fn or(&self, o: &Self) -> Self {
        self.with_bits(&self.bits | &o.bits)
    }
    /// `a ^ b`.
    pub fn xor(&self, o: &Self) -> Self {
        self.with_bits(&self.bits ^ &o.bits)
    }
    fn with_bits(&self, bits: BigUint) -> Self {
        ApInt {
            width: self.width,
            bits,
        }
    }

    /// `udiv`; `None` for a zero divisor (LLVM asserts).
    pub fn udiv(&self, o: &Self) -> Option<Self> {
        (!o.is_zero()).then(|| self.with_bits(&self.bits / &o.bits))
    }
    /// `urem`; `None` for a zero divisor.
    pub fn urem(&self, o: &Self) -> Option<Self> {
        (!o.is_zero()).then(|| self.with_bits(&self.bits % &o.bits))
    }
    /// `sdiv` (rounds toward zero, `MIN / -1` wraps to `MIN`); `None` for
    /// a zero divisor.
    pub fn sdiv(&self, o: &Self) -> Option<Self> {
        (!o.is_zero()).then(|| self.wrap(self.to_signed() / o.to_signed()))
    }
    /// `srem` (the sign of the dividend); `None` for a zero divisor.
    pub fn srem(&self, o: &Self) -> Option<Self> {
        (!o.is_zero()).then(|| self.wrap(self.to_signed() % o.to_signed()))
    }
    /// `sdiv_ov`: the quotient; `*overflow` is *set* (not or-ed) to
    /// whether this is `MIN / -1`, as LLVM does.
    pub fn sdiv_ov(&self, o: &Self, overflow: &mut bool) -> Option<Self> {
        *overflow = self.is_min_signed() && o.is_all_ones();
        self.sdiv(o)
    }
    /// `sfloordiv_ov`: `sdiv_ov`, minus one when inexact and the signs
    /// differ.
    pub fn sfloordiv_ov(&self, o: &Self, overflow: &mut bool) -> Option<Self> {
        let q = self.sdiv_ov(o, overflow)?;
        if q.mul(o) != *self && self.is_negative() != o.is_negative() {
            return Some(q.sub(&ApInt::from_u64(self.width, 1)));
        }
        Some(q)
    }
    /// `sadd_ov`: sum; `*overflow` set to signed overflow.
    pub fn sadd_ov(&self, o: &Self, overflow: &mut bool) -> Self {
        let r = self.add(o);
        *overflow = self.is_negative() == o.is_negative() && r.is_negative() != self.is_negative();
        r
    }
    /// `ssub_ov`: difference; `*overflow` set to signed overflow.
    pub fn ssub_ov(&self, o: &Self, overflow: &mut bool) -> Self {
        let r = self.sub(o);
        *overflow = self.is_negative() != o.is_negative() && r.is_negative() != self.is_negative();
        r
    }
    /// `uadd_ov`: sum; `*overflow` set to unsigned overflow.
    pub fn uadd_ov(&self, o: &Self, overflow: &mut bool) -> Self {
        let r = self.add(o);
        *overflow = r.ult(o);
        r
    }

    /// The shift amount `o` as a bit count, saturated at the width.
    fn amount(&self, o: &Self) -> u32 {
        if o.bits >= BigUint::from(self.width) {
            self.width
        } else {
            o.to_bits() as u32
        }
    }
    /// `shl` (amounts of at least the width give zero).
    pub fn shl(&self, o: &Self) -> Self {
        self.wrap(self.to_unsigned() << self.amount(o))
    }
    /// `lshr` (amounts of at least the width give zero).
    pub fn lshr(&self, o: &Self) -> Self {
        self.with_bits(&self.bits >> self.amount(o))
    }
    /// `ashr` (amounts of at least the width give the sign everywhere).
    pub fn ashr(&self, o: &Self) -> Self {
        // `>>` on a negative BigInt rounds toward minus infinity, which is
        // the arithmetic shift.
        self.wrap(self.to_signed() >> self.amount(o))
    }

    /// `ult`.
    pub fn ult(&self, o: &Self) -> bool {
        self.bits < o.bits
    }
    /// `ule`.
    pub fn ule(&self, o: &Self) -> bool {
        self.bits <= o.bits
    }
    /// `slt`.
    pub fn slt(&self, o: &Self) -> bool {
        self.to_signed() < o.to_signed()
    }
    /// `sle`.
    pub fn sle(&self, o: &Self) -> bool {
        self.to_signed() <= o.to_signed()
    }
    /// `ult` against a plain number (`b.ult(b.getBitWidth())`).
    pub fn ult_u64(&self, n: u64) -> bool {
        self.bits < BigUint::from(n)
    }

    /// `zext` / `trunc` / `zextOrTrunc` to `width`.
    pub fn zext_or_trunc(&self, width: u32) -> Self {
        Self::from_bigint(width, &self.to_unsigned())
    }
    /// `sext` / `trunc` / `sextOrTrunc` to `width`.
    pub fn sext_or_trunc(&self, width: u32) -> Self {
        Self::from_bigint(width, &self.to_signed())
    }
    /// The same bits at another width of the same size (a bitcast).
    pub fn with_width(&self, width: u32) -> Self {
        self.zext_or_trunc(width)
    }
}

fn modulus(width: u32) -> BigInt {
    BigInt::one() << width
}

fn max_unsigned(width: u32) -> BigUint {
    (BigUint::one() << width) - BigUint::one()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(width: u32, v: i64) -> ApInt {
        ApInt::from_bigint(width, &BigInt::from(v))
    }

    #[test]
    fn wraps_and_reads_both_ways() {
        assert_eq!(i(8, -1).to_unsigned(), BigInt::from(255));
        assert_eq!(i(8, 255).to_signed(), BigInt::from(-1));
        assert_eq!(i(32, 1 << 31).to_signed(), BigInt::from(-(1i64 << 31)));
        assert_eq!(i(1, 1).to_signed(), BigInt::from(-1));
        assert!(i(1, 1).is_one() && i(1, 1).is_all_ones());
        assert!(i(0, 5).is_zero() && i(0, 0).is_min_signed());
    }

    #[test]
    fn division_like_apint() {
        let mut ov = false;
        assert_eq!(i(8, -128).sdiv_ov(&i(8, -1), &mut ov), Some(i(8, -128)));
        assert!(ov);
        assert_eq!(i(8, -7).sdiv(&i(8, 2)), Some(i(8, -3)));
        assert_eq!(i(8, -7).srem(&i(8, 2)), Some(i(8, -1)));
        assert_eq!(i(8, -7).sfloordiv_ov(&i(8, 2), &mut ov), Some(i(8, -4)));
        assert!(!ov);
        assert_eq!(i(8, -7).udiv(&i(8, 2)), Some(i(8, 124)));
        assert_eq!(i(8, 3).udiv(&i(8, 0)), None);
    }

    #[test]
    fn shifts_saturate() {
        assert_eq!(i(8, 1).shl(&i(8, 7)), i(8, -128));
        assert_eq!(i(8, 1).shl(&i(8, 8)), i(8, 0));
        assert_eq!(i(8, -128).ashr(&i(8, 9)), i(8, -1));
        assert_eq!(i(8, -128).lshr(&i(8, 7)), i(8, 1));
    }
}
