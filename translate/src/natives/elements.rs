//! Dense elements attributes as arrays of numbers, for natives that fold
//! constants (onnx-mlir's constant propagation and the like): a dense
//! integer, index or float attribute read into row-major element bit
//! patterns ([`Dense`]), each element widened to one of `f64`, `i64`,
//! `u64`, `bool` ([`Wide`]: floats to `f64`, signless and signed integers
//! sign-extended to `i64`, unsigned ones to `u64`, `i1` to `bool`) and
//! narrowed back to an element type (floats rounded to nearest, ties to
//! even; integers truncated); attributes built back as MLIR stores them
//! (a splat when every element is equal); MLIR's broadcast rule for
//! shapes (`OpTrait::util::getBroadcastedShape`) and numpy-style
//! broadcasting of an array to a shape; transposes.

use patsat_ir::float::{self, FloatKind};
use patsat_ir::{Attr, AttrKind, Context, Signedness, Type, TypeKind};

/// An element type the arrays hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// `i1`.
    Bool,
    /// An integer of `width` bits; `signed` for signless and signed ones.
    Int {
        /// Bit width.
        width: u32,
        /// Sign-extended when widened.
        signed: bool,
    },
    /// `index` (64-bit, signed).
    Index,
    /// A float type.
    Float(FloatKind),
}

/// An element widened.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Wide {
    /// A float.
    F(f64),
    /// A signed (or signless) integer.
    I(i64),
    /// An unsigned integer.
    U(u64),
    /// A boolean.
    B(bool),
}

impl Wide {
    /// The value as a double (`static_cast<double>`).
    pub fn f64(self) -> f64 {
        match self {
            Wide::F(f) => f,
            Wide::I(i) => i as f64,
            Wide::U(u) => u as f64,
            Wide::B(b) => f64::from(u8::from(b)),
        }
    }

    /// The value as an `int64_t` (floats truncated toward zero, saturated).
    pub fn i64(self) -> i64 {
        match self {
            Wide::F(f) => f as i64,
            Wide::I(i) => i,
            Wide::U(u) => u as i64,
            Wide::B(b) => i64::from(b),
        }
    }

    /// The value as a `uint64_t`.
    pub fn u64(self) -> u64 {
        match self {
            Wide::F(f) => f as u64,
            Wide::I(i) => i as u64,
            Wide::U(u) => u,
            Wide::B(b) => u64::from(b),
        }
    }

    /// The value as a `bool` (non-zero).
    pub fn bool(self) -> bool {
        match self {
            Wide::F(f) => f != 0.0,
            Wide::I(i) => i != 0,
            Wide::U(u) => u != 0,
            Wide::B(b) => b,
        }
    }
}

impl Elem {
    /// The element kind of a type (`None` for complex, string and dialect
    /// types).
    pub fn of(ctx: &Context, t: Type) -> Option<Elem> {
        Some(match ctx.type_kind(t) {
            TypeKind::Integer { width: 1, .. } => Elem::Bool,
            TypeKind::Integer { width, signedness } => Elem::Int {
                width: *width,
                signed: *signedness != Signedness::Unsigned,
            },
            TypeKind::Index => Elem::Index,
            TypeKind::Float(k) => Elem::Float(*k),
            _ => return None,
        })
    }

    /// Widens an element's bit pattern.
    pub fn widen(self, bits: u128) -> Wide {
        match self {
            Elem::Bool => Wide::B(bits & 1 != 0),
            Elem::Int {
                width,
                signed: true,
            } => Wide::I(super::value::sext(bits, width.min(64)) as i64),
            Elem::Int { width, .. } => {
                Wide::U(super::value::mask(bits as i128, width.min(64)) as u64)
            }
            Elem::Index => Wide::I(bits as u64 as i64),
            Elem::Float(k) => Wide::F(float::to_f64(k, bits)),
        }
    }

    /// Narrows a number to an element's bit pattern (floats rounded to
    /// nearest, ties to even; integers truncated to the width).
    pub fn narrow(self, w: Wide) -> u128 {
        match self {
            Elem::Bool => u128::from(w.bool()),
            Elem::Int { width, signed } => {
                let v: i128 = if signed || !matches!(w, Wide::U(_)) {
                    i128::from(w.i64())
                } else {
                    i128::from(w.u64())
                };
                super::value::mask(v, width)
            }
            Elem::Index => w.i64() as u64 as u128,
            Elem::Float(k) => float::from_f64(k, w.f64()),
        }
    }

    /// Whether the elements are floats.
    pub fn is_float(self) -> bool {
        matches!(self, Elem::Float(_))
    }
}

/// A dense array: shape, element type, and every element's bit pattern in
/// row-major order (splats expanded).
#[derive(Clone, Debug, PartialEq)]
pub struct Dense {
    /// The shape (static).
    pub shape: Vec<i64>,
    /// The element type.
    pub elem_type: Type,
    /// Its kind.
    pub elem: Elem,
    /// Element bit patterns.
    pub bits: Vec<u128>,
}

/// The number of elements of a static shape.
pub fn count(shape: &[i64]) -> Option<usize> {
    shape.iter().try_fold(1usize, |acc, &d| {
        usize::try_from(d).ok().and_then(|d| acc.checked_mul(d))
    })
}

/// Row-major strides of a shape.
pub fn strides(shape: &[i64]) -> Vec<usize> {
    let mut out = vec![1usize; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        out[i] = out[i + 1] * shape[i + 1].max(0) as usize;
    }
    out
}

impl Dense {
    /// Reads a dense integer, index or float elements attribute of a
    /// statically shaped type.
    pub fn read(ctx: &Context, a: Attr) -> Option<Dense> {
        let AttrKind::DenseElements { ty, splat, values } = ctx.attr_kind(a) else {
            return None;
        };
        let (shape, elem_type) = ctx.type_kind(*ty).shape()?;
        let elem = Elem::of(ctx, elem_type)?;
        let n = count(shape)?;
        let bits = if *splat {
            vec![*values.first()?; n]
        } else if values.len() == n {
            values.to_vec()
        } else {
            return None;
        };
        Some(Dense {
            shape: shape.to_vec(),
            elem_type,
            elem,
            bits,
        })
    }

    /// Element `i` widened.
    pub fn wide(&self, i: usize) -> Wide {
        self.elem.widen(self.bits[i])
    }

    /// Every element widened.
    pub fn wides(&self) -> Vec<Wide> {
        self.bits.iter().map(|&b| self.elem.widen(b)).collect()
    }

    /// An array of `shape` holding `values` narrowed to `elem_type`.
    pub fn from_wides(
        ctx: &Context,
        shape: Vec<i64>,
        elem_type: Type,
        values: &[Wide],
    ) -> Option<Dense> {
        let elem = Elem::of(ctx, elem_type)?;
        Some(Dense {
            shape,
            elem_type,
            elem,
            bits: values.iter().map(|&w| elem.narrow(w)).collect(),
        })
    }

    /// The attribute of type `ty` (a shaped type of this array's shape and
    /// element type) holding the array: a splat when every element is
    /// equal.
    pub fn to_attr_of(&self, ctx: &mut Context, ty: Type) -> Attr {
        let splat = !self.bits.is_empty() && self.bits.iter().all(|&b| b == self.bits[0]);
        let values: Box<[u128]> = if splat {
            Box::new([self.bits[0]])
        } else {
            self.bits.clone().into_boxed_slice()
        };
        ctx.attr(AttrKind::DenseElements { ty, splat, values })
    }

    /// The attribute of `tensor<shape x elem>`.
    pub fn to_attr(&self, ctx: &mut Context) -> Attr {
        let ty = ctx.ty(TypeKind::RankedTensor {
            shape: self.shape.clone(),
            elem: self.elem_type,
            encoding: None,
        });
        self.to_attr_of(ctx, ty)
    }

    /// The array broadcast to `shape` (numpy rules: dimensions aligned from
    /// the right, a dimension of 1 repeated); `None` when it does not
    /// broadcast.
    pub fn broadcast_to(&self, shape: &[i64]) -> Option<Dense> {
        if self.shape.len() > shape.len() {
            return None;
        }
        let off = shape.len() - self.shape.len();
        for (i, &d) in self.shape.iter().enumerate() {
            if d != 1 && d != shape[off + i] {
                return None;
            }
        }
        let n = count(shape)?;
        let out_strides = strides(shape);
        let in_strides = strides(&self.shape);
        let mut bits = Vec::with_capacity(n);
        for flat in 0..n {
            let mut src = 0;
            for (i, &d) in self.shape.iter().enumerate() {
                if d != 1 {
                    let k = (flat / out_strides[off + i]) % shape[off + i] as usize;
                    src += k * in_strides[i];
                }
            }
            bits.push(self.bits[src]);
        }
        Some(Dense {
            shape: shape.to_vec(),
            elem_type: self.elem_type,
            elem: self.elem,
            bits,
        })
    }

    /// The array transposed: output dimension `i` is input dimension
    /// `perm[i]`. `None` when `perm` is not a permutation of the axes.
    pub fn transpose(&self, perm: &[usize]) -> Option<Dense> {
        let rank = self.shape.len();
        let mut seen = vec![false; rank];
        if perm.len() != rank {
            return None;
        }
        for &p in perm {
            if p >= rank || std::mem::replace(&mut seen[p], true) {
                return None;
            }
        }
        let shape: Vec<i64> = perm.iter().map(|&p| self.shape[p]).collect();
        let in_strides = strides(&self.shape);
        let out_strides = strides(&shape);
        let n = self.bits.len();
        let mut bits = Vec::with_capacity(n);
        for flat in 0..n {
            let mut src = 0;
            for (i, &p) in perm.iter().enumerate() {
                let k = (flat / out_strides[i]) % shape[i] as usize;
                src += k * in_strides[p];
            }
            bits.push(self.bits[src]);
        }
        Some(Dense {
            shape,
            elem_type: self.elem_type,
            elem: self.elem,
            bits,
        })
    }
}

/// MLIR's `OpTrait::util::getBroadcastedShape`: the shapes aligned from
/// the right; a dynamic dimension (negative) takes the other when that
/// one is greater than 1, else the other one's 1, else stays dynamic;
/// static dimensions must be equal or one of them 1. `None` when they do
/// not broadcast.
pub fn broadcast_shape(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let dynamic = |d: i64| d < 0;
    let mut out = if a.len() > b.len() {
        a.to_vec()
    } else {
        b.to_vec()
    };
    let n = out.len();
    for k in 0..a.len().min(b.len()) {
        let x = a[a.len() - 1 - k];
        let y = b[b.len() - 1 - k];
        let r = &mut out[n - 1 - k];
        if dynamic(x) || dynamic(y) {
            // A dimension greater than 1 wins; a 1 yields the other one.
            *r = if x > 1 {
                x
            } else if y > 1 || x == 1 {
                y
            } else if y == 1 {
                x
            } else {
                patsat_ir::types::DYNAMIC
            };
        } else if x == y || y == 1 {
            *r = x;
        } else if x == 1 {
            *r = y;
        } else {
            return None;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broadcast_shapes_follow_mlir() {
        // Right-aligned, 1 stretches, the longer rank wins.
        assert_eq!(broadcast_shape(&[2, 1, 5], &[3, 1]), Some(vec![2, 3, 5]));
        assert_eq!(broadcast_shape(&[5], &[2, 3, 5]), Some(vec![2, 3, 5]));
        assert_eq!(broadcast_shape(&[2, 3], &[4, 3]), None);
        // Dynamic: a static dimension > 1 wins, a 1 yields the other one.
        let d = patsat_ir::types::DYNAMIC;
        assert_eq!(broadcast_shape(&[d], &[4]), Some(vec![4]));
        assert_eq!(broadcast_shape(&[1], &[d]), Some(vec![d]));
        assert_eq!(broadcast_shape(&[d], &[d]), Some(vec![d]));
    }

    #[test]
    fn widen_and_narrow() {
        let i8s = Elem::Int {
            width: 8,
            signed: true,
        };
        assert_eq!(i8s.widen(0xff), Wide::I(-1));
        assert_eq!(i8s.narrow(Wide::I(300)), 300 & 0xff);
        let u8s = Elem::Int {
            width: 8,
            signed: false,
        };
        assert_eq!(u8s.widen(0xff), Wide::U(255));
        // 0.1 rounds to the nearest f32: bits 0x3DCCCCCD.
        assert_eq!(
            Elem::Float(FloatKind::F32).narrow(Wide::F(0.1)),
            0x3DCC_CCCD
        );
    }

    #[test]
    fn broadcast_and_transpose() {
        let mut ctx = Context::new();
        let i32t = ctx.int_type(32);
        let a = Dense::from_wides(&ctx, vec![2, 1], i32t, &[Wide::I(1), Wide::I(2)]).unwrap();
        let b = a.broadcast_to(&[2, 3]).unwrap();
        let got: Vec<i64> = b.wides().iter().map(|w| w.i64()).collect();
        assert_eq!(got, vec![1, 1, 1, 2, 2, 2]);
        let t = b.transpose(&[1, 0]).unwrap();
        assert_eq!(t.shape, vec![3, 2]);
        let got: Vec<i64> = t.wides().iter().map(|w| w.i64()).collect();
        assert_eq!(got, vec![1, 2, 1, 2, 1, 2]);
        assert!(a.broadcast_to(&[3]).is_none());
        assert!(b.transpose(&[0, 0]).is_none());
    }
}
