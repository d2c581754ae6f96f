//! The driver's worklist: a LIFO stack with set semantics. Pushing an op
//! that is already queued does not move it; removing an op leaves a hole.

use patsat_ir::OpId;

/// Marks an op that is not queued.
const NOT_QUEUED: u32 = u32::MAX;

/// Ops waiting to be visited. Op ids are dense arena indices, so the slot
/// of each queued op is kept in a vector indexed by op id (a hash map
/// degrades under the driver's many inserts and removals).
#[derive(Default, Debug)]
pub(crate) struct Worklist {
    slots: Vec<Option<OpId>>,
    slot_of: Vec<u32>,
    queued: usize,
}

impl Worklist {
    pub(crate) fn clear(&mut self) {
        for op in self.slots.drain(..).flatten() {
            self.slot_of[op.index()] = NOT_QUEUED;
        }
        self.queued = 0;
    }
    /// Appends `op` unless it is already queued.
    pub(crate) fn push(&mut self, op: OpId) {
        let i = op.index();
        if i >= self.slot_of.len() {
            self.slot_of
                .resize((i + 1).max(self.slot_of.len() * 2), NOT_QUEUED);
        }
        if self.slot_of[i] != NOT_QUEUED {
            return;
        }
        self.slot_of[i] = self.slots.len() as u32;
        self.slots.push(Some(op));
        self.queued += 1;
    }
    /// Takes the last queued op.
    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.slots.pop() {
            if let Some(op) = slot {
                self.slot_of[op.index()] = NOT_QUEUED;
                self.queued -= 1;
                return Some(op);
            }
        }
        None
    }
    /// Drops `op` from the queue, if queued.
    pub(crate) fn remove(&mut self, op: OpId) {
        let Some(&i) = self.slot_of.get(op.index()) else {
            return;
        };
        if i != NOT_QUEUED {
            self.slots[i as usize] = None;
            self.slot_of[op.index()] = NOT_QUEUED;
            self.queued -= 1;
        }
    }
    /// Reverses the order (top-down seeding).
    pub(crate) fn reverse(&mut self) {
        self.slots.reverse();
        for (i, op) in self.slots.iter().enumerate() {
            if let Some(op) = op {
                self.slot_of[op.index()] = i as u32;
            }
        }
    }
    pub(crate) fn is_empty(&self) -> bool {
        self.queued == 0
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
