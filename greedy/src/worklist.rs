//! The driver's worklist: a LIFO stack with set semantics. Pushing an op
//! that is already queued does not move it; removing an op leaves a hole.

use fxhash::FxHashMap;
use patsat_ir::OpId;

/// Ops waiting to be visited.
#[derive(Default, Debug)]
pub(crate) struct Worklist {
    slots: Vec<Option<OpId>>,
    index: FxHashMap<OpId, usize>,
}

impl Worklist {
    pub(crate) fn clear(&mut self) {
        self.slots.clear();
        self.index.clear();
    }
    /// Appends `op` unless it is already queued.
    pub(crate) fn push(&mut self, op: OpId) {
        if self.index.contains_key(&op) {
            return;
        }
        self.index.insert(op, self.slots.len());
        self.slots.push(Some(op));
    }
    /// Takes the last queued op.
    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.slots.pop() {
            if let Some(op) = slot {
                self.index.remove(&op);
                return Some(op);
            }
        }
        None
    }
    /// Drops `op` from the queue, if queued.
    pub(crate) fn remove(&mut self, op: OpId) {
        if let Some(i) = self.index.remove(&op) {
            self.slots[i] = None;
        }
    }
    /// Reverses the order (top-down seeding).
    pub(crate) fn reverse(&mut self) {
        self.slots.reverse();
        let n = self.slots.len();
        for i in self.index.values_mut() {
            *i = n - 1 - *i;
        }
    }
    pub(crate) fn is_empty(&self) -> bool {
        self.index.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_semantics_lifo_and_holes() {
        let mut w = Worklist::default();
        for i in [1, 2, 3, 2, 1] {
            w.push(OpId(i));
        }
        w.remove(OpId(2));
        assert_eq!(w.pop(), Some(OpId(3)));
        assert_eq!(w.pop(), Some(OpId(1)));
        assert_eq!(w.pop(), None);
        for i in [1, 2, 3] {
            w.push(OpId(i));
        }
        w.reverse();
        w.remove(OpId(3));
        assert_eq!(w.pop(), Some(OpId(1)));
        assert_eq!(w.pop(), Some(OpId(2)));
        assert!(w.is_empty());
    }
}
