//! The classes that the unions a search has recorded so far will merge
//! when its recording is replayed ([`Tentative`]).
//!
//! A rule's rewrites record unions while the e-graph stays as it was (see
//! [`crate::record`]); the replay makes them one match (segment) after the
//! other, each after adding that match's nodes. So when a match makes a
//! node, the unions of the matches before it will have been made by the
//! time the node is added: a node whose children are, up to those unions,
//! the children of a node recorded before is that node (egg's
//! hash-consing finds it). [`crate::memo`] uses this to answer a
//! memoised native call from an earlier call of the search whose
//! arguments differ only by classes those unions merge (see
//! [`NativeMemo::recall_merged`](crate::memo::NativeMemo::recall_merged)).
//!
//! A union-find over the ids the unions name (classes of the e-graph and
//! pending ids), union by size with path compression: each set is named by
//! its root, an id of the set.

use crate::record::PENDING;
use egg::Id;

/// No parent (a root, or an id no union named).
const NONE: u32 = u32::MAX;

/// The sets of ids a search's recorded unions join (see the module
/// comment), by id: classes and pending ids interleaved (places `2 * id`
/// and `2 * k + 1`).
#[derive(Debug, Default)]
pub struct Tentative {
    /// Per place: the parent's place ([`NONE`]: a root or untouched) and,
    /// for a root, the number of ids of its set (0: untouched).
    nodes: Vec<[u32; 2]>,
    /// The places touched (reset by [`Tentative::clear`]).
    touched: Vec<u32>,
    /// The number of unions taken in (see [`Tentative::take_in`]).
    seen: usize,
}

/// The place of a raw id in [`Tentative::nodes`].
#[inline(always)]
fn place(x: u32) -> usize {
    (((x & !PENDING) as usize) << 1) | (x >> 31) as usize
}

/// The raw id whose place is `p`.
#[inline(always)]
fn id_at(p: usize) -> u32 {
    ((p >> 1) as u32) | ((p as u32) << 31)
}

impl Tentative {
    /// Forgets every union (a new search).
    pub fn clear(&mut self) {
        for &t in &self.touched {
            self.nodes[t as usize] = [NONE, 0];
        }
        self.touched.clear();
        self.seen = 0;
    }

    /// Whether no union was taken in.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.touched.is_empty()
    }

    /// Takes in the unions of `unions` past those taken in already (the
    /// search's unions so far, in order: the list only grows during a
    /// search; a shorter one is a new search's). (The rewrites record
    /// unions of canonical classes and pending ids; an id that is not
    /// would only be found in fewer sets.)
    #[inline]
    pub fn take_in(&mut self, unions: &[(Id, Id)]) {
        // (Most calls come with nothing new: asked again before the next
        // match closes.)
        if unions.len() != self.seen {
            self.take_in_new(unions);
        }
    }

    /// [`Tentative::take_in`] of a list that changed.
    #[inline(never)]
    fn take_in_new(&mut self, unions: &[(Id, Id)]) {
        if unions.len() < self.seen {
            self.clear();
        }
        let raw = |x: Id| usize::from(x) as u32;
        for &(a, b) in &unions[self.seen..] {
            self.union(raw(a), raw(b));
        }
        self.seen = unions.len();
    }

    /// The place of `x`, made a set of its own when no union named it.
    #[inline(always)]
    fn touch(&mut self, x: u32) -> usize {
        let p = place(x);
        if p >= self.nodes.len() {
            self.nodes.resize((p + 1).next_power_of_two(), [NONE, 0]);
        }
        let n = &mut self.nodes[p];
        if n[1] == 0 && n[0] == NONE {
            n[1] = 1;
            self.touched.push(p as u32);
        }
        p
    }

    /// The place of the root of the set of the touched place `p`.
    #[inline(always)]
    fn root_at(&mut self, p: usize) -> usize {
        let mut r = p;
        while self.nodes[r][0] != NONE {
            r = self.nodes[r][0] as usize;
        }
        // (Path compression.)
        let mut y = p;
        while self.nodes[y][0] != NONE && self.nodes[y][0] as usize != r {
            let up = self.nodes[y][0] as usize;
            self.nodes[y][0] = r as u32;
            y = up;
        }
        r
    }

    /// Joins the sets of `a` and `b` (the larger one's root stays the
    /// root; of equal ones, `a`'s).
    fn union(&mut self, a: u32, b: u32) {
        let (pa, pb) = (self.touch(a), self.touch(b));
        let (mut ra, mut rb) = (self.root_at(pa), self.root_at(pb));
        if ra == rb {
            return;
        }
        if self.nodes[ra][1] < self.nodes[rb][1] {
            std::mem::swap(&mut ra, &mut rb);
        }
        self.nodes[rb][0] = ra as u32;
        self.nodes[ra][1] += self.nodes[rb][1];
    }

    /// Whether the unions taken in join `a` and `b` (two ids).
    #[inline]
    pub fn joined(&mut self, a: u32, b: u32) -> bool {
        match (self.root(a), self.root(b)) {
            (Some(x), Some(y)) => x == y,
            _ => false,
        }
    }

    /// The root of the set of `x` when a union named it.
    #[inline]
    pub fn root(&mut self, x: u32) -> Option<u32> {
        let p = place(x);
        match self.nodes.get(p) {
            Some(&[NONE, 0]) | None => None,
            _ => Some(id_at(self.root_at(p))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Two ids have the same root exactly when a naive partition
        /// after the same unions has them in one set, and a root is an id
        /// of its set.
        #[test]
        fn sets_are_a_partition(unions in prop::collection::vec((0..40u32, 0..40u32), 0..60)) {
            // Ids 20.. stand for pending ids.
            let id = |x: u32| if x < 20 { x } else { (x - 20) | PENDING };
            let list: Vec<(Id, Id)> = unions.iter()
                .map(|&(a, b)| (Id::from(id(a) as usize), Id::from(id(b) as usize)))
                .collect();
            let mut t = Tentative::default();
            // (Taken in two steps, as a search does.)
            t.take_in(&list[..list.len() / 2]);
            t.take_in(&list);
            let mut set: Vec<u32> = (0..40).collect();
            for &(a, b) in &unions {
                let (sa, sb) = (set[a as usize], set[b as usize]);
                for s in set.iter_mut() {
                    if *s == sb {
                        *s = sa;
                    }
                }
            }
            for x in 0..40u32 {
                let r = t.root(id(x)).unwrap_or(id(x));
                let rx = (0..40u32).find(|&y| id(y) == r);
                prop_assert!(rx.is_some_and(|y| set[y as usize] == set[x as usize]));
                for y in 0..40u32 {
                    let ry = t.root(id(y)).unwrap_or(id(y));
                    prop_assert_eq!(r == ry, set[x as usize] == set[y as usize]);
                    if x != y {
                        prop_assert_eq!(t.joined(id(x), id(y)), r == ry);
                    }
                }
            }
            // A new search's list starts afresh.
            t.take_in(&list[..0]);
            prop_assert!(t.is_empty());
            prop_assert!((0..40).all(|x| t.root(id(x)).is_none()));
        }
    }
}
