//! The interning table of `file:line:col` locations.
//!
//! A parsed file gives every op a location of its own, so a large file
//! interns millions of them, in line order. A hash table keyed by the
//! whole location pays a cache miss per op on a table that large; here
//! each file has a vector indexed by line holding the newest location on
//! that line, and the locations of a line are chained through `next`, so
//! interning in line order touches memory sequentially. Lines beyond
//! [`DENSE_LINES`] (hand-written locations with huge line numbers) go to
//! a hash map instead.

use crate::attrs::{Attr, AttrKind, LocKind};
use fxhash::FxHashMap;

/// Lines below this are indexed densely (4 bytes per line of the file).
const DENSE_LINES: u32 = 1 << 24;
/// No location.
const NONE: u32 = u32::MAX;

/// What identifies a `file:line:col` location: file, line, column, end.
type Key = (Attr, u32, u32, Option<(u32, u32)>);

/// Interned `file:line:col` locations, numbered densely from 0.
#[derive(Debug, Default)]
pub(crate) struct FileLocs {
    /// Each location (always `AttrKind::Location(LocKind::File { .. })`).
    locs: Vec<AttrKind>,
    /// The previous location interned on the same file and line.
    next: Vec<u32>,
    /// Per file: the newest location of each line.
    by_file: FxHashMap<Attr, Vec<u32>>,
    /// Locations on lines beyond [`DENSE_LINES`].
    far: FxHashMap<Key, u32>,
}

impl FileLocs {
    /// The id of the location, interned if new.
    pub(crate) fn intern(
        &mut self,
        file: Attr,
        line: u32,
        col: u32,
        end: Option<(u32, u32)>,
    ) -> u32 {
        if line >= DENSE_LINES {
            let next = self.locs.len() as u32;
            let id = *self.far.entry((file, line, col, end)).or_insert(next);
            if id == next {
                self.push(file, line, col, end, NONE);
            }
            return id;
        }
        let heads = self.by_file.entry(file).or_default();
        let l = line as usize;
        if heads.len() <= l {
            heads.resize(l + 1, NONE);
        }
        let mut cur = heads[l];
        while cur != NONE {
            if let AttrKind::Location(LocKind::File { col: c, end: e, .. }) =
                &self.locs[cur as usize]
            {
                if *c == col && *e == end {
                    return cur;
                }
            }
            cur = self.next[cur as usize];
        }
        let id = self.locs.len() as u32;
        let prev = std::mem::replace(&mut heads[l], id);
        self.push(file, line, col, end, prev);
        id
    }

    fn push(&mut self, file: Attr, line: u32, col: u32, end: Option<(u32, u32)>, next: u32) {
        self.locs.push(AttrKind::Location(LocKind::File {
            file,
            line,
            col,
            end,
        }));
        self.next.push(next);
    }

    /// The location with this id.
    pub(crate) fn get(&self, id: u32) -> &AttrKind {
        &self.locs[id as usize]
    }

    /// Makes room for `additional` more locations.
    pub(crate) fn reserve(&mut self, additional: usize) {
        self.locs.reserve(additional);
        self.next.reserve(additional);
    }

    /// Every location, in id order.
    pub(crate) fn iter(&self) -> std::slice::Iter<'_, AttrKind> {
        self.locs.iter()
    }

    /// How many locations there are.
    pub(crate) fn len(&self) -> usize {
        self.locs.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_locations_share_an_id_on_dense_and_far_lines() {
        let mut t = FileLocs::default();
        let (f, g) = (Attr(7), Attr(8));
        let a = t.intern(f, 3, 5, None);
        let b = t.intern(f, 3, 9, None);
        let c = t.intern(f, 3, 5, Some((3, 7)));
        let d = t.intern(g, 3, 5, None);
        let far = t.intern(f, u32::MAX, 1, None);
        assert_eq!(
            [a, b, c, d, far],
            [0, 1, 2, 3, 4],
            "distinct locations get new ids"
        );
        assert_eq!(t.intern(f, 3, 5, None), a);
        assert_eq!(t.intern(f, 3, 9, None), b);
        assert_eq!(t.intern(f, 3, 5, Some((3, 7))), c);
        assert_eq!(t.intern(g, 3, 5, None), d);
        assert_eq!(t.intern(f, u32::MAX, 1, None), far);
        assert_eq!(t.len(), 5);
        assert!(matches!(
            t.get(b),
            AttrKind::Location(LocKind::File {
                line: 3,
                col: 9,
                ..
            })
        ));
    }
}
