//! Compact parts of an e-node ([`crate::MlirNode`] is copied, hashed and
//! stored by the million, so its size is memory traffic):
//!
//! * [`Opt32`]: an optional interned id in four bytes (an `Option<u32>`
//!   takes eight);
//! * [`Few`]: a short list of ids (a node's children, [`Kids`]; a node's
//!   locations), up to three inline, in sixteen bytes (a
//!   `SmallVec<[Id; 3]>` takes 24), with a tag whose spare values let the
//!   node's own enum tag live in it.

use egg::Id;
use patsat_ir::Attr;
use std::cmp::Ordering;
use std::marker::PhantomData;

/// An interned id that is a `u32` (stored by [`Opt32`]).
pub trait Id32: Copy {
    /// The id's number.
    fn to_u32(self) -> u32;
    /// The id of a number.
    fn from_u32(x: u32) -> Self;
}

impl Id32 for u32 {
    #[inline]
    fn to_u32(self) -> u32 {
        self
    }
    #[inline]
    fn from_u32(x: u32) -> Self {
        x
    }
}

/// [`Id32`] for newtypes of one `u32` (`id32_newtype!(Attr)`).
macro_rules! id32_newtype {
    ($($t:ty),*) => {$(
        impl $crate::compact::Id32 for $t {
            #[inline]
            fn to_u32(self) -> u32 {
                self.0
            }
            #[inline]
            fn from_u32(x: u32) -> Self {
                Self(x)
            }
        }
    )*};
}
pub(crate) use id32_newtype;

id32_newtype!(Attr);

/// An optional [`Id32`] in four bytes: 0 is none and id `x` is stored as
/// `x + 1`, so the derived order is `Option`'s (none first, then the ids
/// in order) and equal options are equal words.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Opt32<T>(u32, PhantomData<T>);

impl<T: Id32> Opt32<T> {
    /// None.
    pub const NONE: Self = Opt32(0, PhantomData);

    /// Some `x`. (Ids are interned: an interner runs out of memory long
    /// before its ids reach `u32::MAX`, the one id that cannot be stored.)
    #[inline]
    pub fn some(x: T) -> Self {
        let raw = x.to_u32().checked_add(1);
        Opt32(raw.expect("interned ids stay below u32::MAX"), PhantomData)
    }

    /// The option.
    #[inline]
    pub fn get(self) -> Option<T> {
        self.0.checked_sub(1).map(T::from_u32)
    }

    /// Whether there is an id.
    #[inline]
    pub fn is_some(self) -> bool {
        self.0 != 0
    }

    /// Whether there is none.
    #[inline]
    pub fn is_none(self) -> bool {
        self.0 == 0
    }

    /// The stored word (0: none), for hashing.
    #[inline]
    pub fn raw(self) -> u32 {
        self.0
    }
}

impl<T: Id32> From<Option<T>> for Opt32<T> {
    #[inline]
    fn from(x: Option<T>) -> Self {
        x.map_or(Self::NONE, Self::some)
    }
}

impl<T: Id32> Default for Opt32<T> {
    fn default() -> Self {
        Self::NONE
    }
}

impl<T: Id32 + std::fmt::Debug> std::fmt::Debug for Opt32<T> {
    /// As the `Option` (test dumps print nodes).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.get().fmt(f)
    }
}

/// Items kept inline.
const INLINE: usize = 3;

/// A short list of ids: up to [`INLINE`] inline, more in a vector behind
/// a box (a thin pointer, so the whole is 16 bytes, where a
/// `SmallVec<[u32; 3]>` takes 24). Reads as a slice; compares, orders and
/// hashes as the slice.
#[derive(Clone)]
pub enum Few<T> {
    /// At most three items.
    Inline {
        /// How many.
        len: u8,
        /// The items, then unused places (any ids).
        items: [T; INLINE],
    },
    /// More than three.
    Spilled(Box<Vec<T>>),
}

/// A node's children.
pub type Kids = Few<Id>;

impl Id32 for Id {
    #[inline]
    fn to_u32(self) -> u32 {
        usize::from(self) as u32
    }
    #[inline]
    fn from_u32(x: u32) -> Self {
        Id::from(x as usize)
    }
}

impl<T: Id32> Few<T> {
    /// An empty list.
    #[inline]
    pub fn new() -> Self {
        Few::Inline {
            len: 0,
            items: [T::from_u32(0); INLINE],
        }
    }

    /// The first `len` of `buf` (at most three).
    #[inline]
    pub fn from_buf_and_len(buf: [T; INLINE], len: usize) -> Self {
        assert!(len <= INLINE, "at most three items inline");
        Few::Inline {
            len: len as u8,
            items: buf,
        }
    }

    /// Appends `x`.
    #[inline]
    pub fn push(&mut self, x: T) {
        match self {
            Few::Inline { len, items } if usize::from(*len) < INLINE => {
                items[usize::from(*len)] = x;
                *len += 1;
            }
            _ => self.push_spilled(x),
        }
    }

    /// [`Few::push`] past the inline places.
    #[cold]
    #[inline(never)]
    fn push_spilled(&mut self, x: T) {
        match self {
            Few::Inline { items, .. } => {
                let mut v = Vec::with_capacity(2 * INLINE);
                v.extend_from_slice(items);
                v.push(x);
                *self = Few::Spilled(Box::new(v));
            }
            Few::Spilled(v) => v.push(x),
        }
    }
}

impl<T: Id32> Default for Few<T> {
    #[inline]
    fn default() -> Self {
        Few::new()
    }
}

impl<T: Id32> From<&[T]> for Few<T> {
    #[inline]
    fn from(list: &[T]) -> Self {
        match *list {
            [] => Few::new(),
            [a] => Few::from_buf_and_len([a, a, a], 1),
            [a, b] => Few::from_buf_and_len([a, b, b], 2),
            [a, b, c] => Few::from_buf_and_len([a, b, c], 3),
            _ => Few::Spilled(Box::new(list.to_vec())),
        }
    }
}

impl<T: Id32> FromIterator<T> for Few<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut list = Few::new();
        for x in iter {
            list.push(x);
        }
        list
    }
}

/// An inline length as an index (bounded so that slicing needs no check).
#[inline(always)]
fn inline_len(len: u8) -> usize {
    usize::from(len).min(INLINE)
}

impl<T> std::ops::Deref for Few<T> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        match self {
            Few::Inline { len, items } => &items[..inline_len(*len)],
            Few::Spilled(v) => v,
        }
    }
}

impl<T> std::ops::DerefMut for Few<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        match self {
            Few::Inline { len, items } => &mut items[..inline_len(*len)],
            Few::Spilled(v) => v,
        }
    }
}

impl<'a, T> IntoIterator for &'a Few<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: PartialEq> PartialEq for Few<T> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Eq> Eq for Few<T> {}

impl<T: Ord> PartialOrd for Few<T> {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<T: Ord> Ord for Few<T> {
    /// As slices (lexicographic, a prefix first), as `SmallVec` ordered.
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        (**self).cmp(&**other)
    }
}

impl<T: std::hash::Hash> std::hash::Hash for Few<T> {
    #[inline]
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (**self).hash(state)
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for Few<T> {
    /// As the slice.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    /// `Opt32` round-trips and orders as the `Option` (none first).
    #[test]
    fn opt32_orders_as_option() {
        let xs = [None, Some(0), Some(1), Some(7), Some(u32::MAX - 1)];
        for &a in &xs {
            let pa = Opt32::from(a.map(Attr));
            assert_eq!(pa.get(), a.map(Attr));
            assert_eq!(pa.is_some(), a.is_some());
            assert_eq!(format!("{pa:?}"), format!("{:?}", a.map(Attr)));
            for &b in &xs {
                let pb = Opt32::from(b.map(Attr));
                assert_eq!(pa.cmp(&pb), a.cmp(&b), "{a:?} {b:?}");
                assert_eq!(pa == pb, a == b);
            }
        }
    }

    /// `Kids` reads, compares, orders and hashes as its slice, inline or
    /// spilled, whatever its unused places hold.
    #[test]
    fn kids_act_as_slices() {
        let id = |x: usize| Id::from(x);
        let lists: Vec<Vec<Id>> = vec![
            vec![],
            vec![id(0)],
            vec![id(1)],
            vec![id(1), id(0)],
            vec![id(1), id(2), id(3)],
            vec![id(1), id(2), id(3), id(0)],
            vec![id(1), id(2), id(3), id(4), id(5)],
            vec![id(2)],
        ];
        let h = |k: &Kids| rustc_hash::FxBuildHasher.hash_one(k);
        for a in &lists {
            let ka = Kids::from(&a[..]);
            assert_eq!(&ka[..], &a[..]);
            assert_eq!(format!("{ka:?}"), format!("{a:?}"));
            let mut m = ka.clone();
            m.iter_mut().for_each(|x| *x = id(usize::from(*x) + 10));
            assert!(m
                .iter()
                .zip(a)
                .all(|(x, y)| usize::from(*x) == usize::from(*y) + 10));
            if a.len() <= INLINE {
                let mut buf = [id(9); INLINE];
                buf[..a.len()].copy_from_slice(a);
                let other = Kids::from_buf_and_len(buf, a.len());
                assert_eq!(other, ka);
                assert_eq!(h(&other), h(&ka));
            }
            for b in &lists {
                let kb: Kids = b.iter().copied().collect();
                assert_eq!(ka.cmp(&kb), a.cmp(b), "{a:?} {b:?}");
                assert_eq!(ka == kb, a == b);
            }
        }
    }
}
