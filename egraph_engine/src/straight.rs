//! Straight application (snapshot mode): a quick rewrite without native
//! calls, made of creations of plain ops (no properties or attributes,
//! one result, one to three operands) and replacements, is not recorded
//! against the node index during the search; the search keeps each match's
//! creations (their nodes, children naming earlier creations of the list
//! by pending ids) and unions, and the application, once every rule
//! searched (egg's once-per-iteration application), runs them straight
//! into egg, as egg's appliers do: each creation is added (egg's
//! hash-cons finds the nodes that exist), each union made.
//!
//! Facts, as a recording's replay gives them: a node of the e-graph the
//! search saw (found in the node index with its children as the search
//! saw them) is not added and keeps its facts; a node egg makes gets the
//! match's facts (the locations of its matched ops, the rule's benefit and
//! index); a node egg finds otherwise is noted again (its benefit and first
//! rule count).

use crate::analysis::MlirEGraph;
use crate::index::NodeKey;
use crate::info::{Locs, NodeInfo};
use crate::record::{note_given, pending_id, pending_index, room};
use egg::Id;
use patsat_ir::Attr;

/// A creation kept: its compact key's signature number (which stands for
/// the op: the node index makes the node again from the key) and its one
/// to three operands (a filler past the last). 20 bytes.
#[derive(Clone, Copy, Debug)]
struct Made {
    sig: u32,
    kids: [Id; 3],
    n: u8,
}

/// What one rule's straight matches make, in search order.
#[derive(Debug, Default)]
pub struct Straight {
    /// The nodes created.
    nodes: Vec<Made>,
    /// The unions (either side may name a creation).
    unions: Vec<(Id, Id)>,
    /// Per match that makes anything: where its nodes, unions and
    /// locations end.
    ends: Vec<(u32, u32, u32)>,
    /// The locations of the matches that create nodes, one after the
    /// other.
    locs: Vec<Attr>,
    /// The class of each creation once applied.
    resolved: Vec<Id>,
}

/// Where a match began, to roll it back.
#[derive(Clone, Copy, Debug)]
pub struct StraightMark {
    nodes: usize,
    unions: usize,
}

impl Straight {
    /// Forgets everything, with room for twice as much as the last
    /// application made (the e-graph grows from one search to the next; a
    /// list grown as it fills is copied at each doubling).
    pub fn clear(&mut self) {
        let made = self.resolved.len().max(self.nodes.len());
        room(&mut self.nodes, 2 * made);
        let (unions, ends) = (2 * self.unions.len(), 2 * self.ends.len());
        let locs = 2 * self.locs.len();
        room(&mut self.unions, unions);
        room(&mut self.ends, ends);
        room(&mut self.locs, locs);
        self.resolved.clear();
    }

    /// Whether nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// Begins a match.
    pub fn begin(&self) -> StraightMark {
        StraightMark {
            nodes: self.nodes.len(),
            unions: self.unions.len(),
        }
    }

    /// Drops what the match begun at `mark` kept.
    pub fn rollback(&mut self, mark: StraightMark) {
        self.nodes.truncate(mark.nodes);
        self.unions.truncate(mark.unions);
    }

    /// Keeps a creation of the plain op (no properties, regions or
    /// constant; one result) of signature number `sig` with one to three
    /// operands `kids`; returns the pending id naming it.
    pub fn create(&mut self, kids: &[Id], sig: u32) -> Id {
        debug_assert!((1..=3).contains(&kids.len()));
        let at = |i: usize| kids.get(i).copied().unwrap_or(Id::from(0usize));
        self.nodes.push(Made {
            sig,
            kids: [at(0), at(1), at(2)],
            n: kids.len() as u8,
        });
        pending_id(self.nodes.len() - 1)
    }

    /// Keeps a union.
    pub fn union(&mut self, a: Id, b: Id) {
        self.unions.push((a, b));
    }

    /// Whether the match begun at `mark` created nodes.
    pub fn created(&self, mark: StraightMark) -> bool {
        self.nodes.len() > mark.nodes
    }

    /// Where the locations of the match being closed begin (see
    /// [`Straight::add_loc`]).
    pub fn locs_start(&self) -> usize {
        self.locs.len()
    }

    /// Gives the new nodes of the match being closed, whose locations
    /// begin at `start`, the location `l` (each once).
    #[inline]
    pub fn add_loc(&mut self, start: usize, l: Attr) {
        if !self.locs[start..].contains(&l) {
            self.locs.push(l);
        }
    }

    /// Closes the match begun at `mark`, its new nodes getting the
    /// locations given since (see [`Straight::add_loc`]); a match that
    /// makes nothing is not kept.
    pub fn close(&mut self, mark: StraightMark) {
        if self.nodes.len() == mark.nodes && self.unions.len() == mark.unions {
            return;
        }
        let ends = (self.nodes.len(), self.unions.len(), self.locs.len());
        (self.ends).push((ends.0 as u32, ends.1 as u32, ends.2 as u32));
    }

    /// Applies every kept match in order (the nodes created, the unions
    /// made), the nodes egg makes getting `facts` with the match's
    /// locations; returns the number of unions that merged two classes.
    pub fn apply(&mut self, egraph: &mut MlirEGraph, facts: &NodeInfo) -> usize {
        let Straight {
            nodes,
            unions,
            ends,
            locs,
            resolved,
        } = self;
        resolved.clear();
        resolved.reserve(nodes.len());
        let (mut n0, mut u0, mut l0) = (0usize, 0usize, 0usize);
        let mut merged = 0;
        let info = NodeInfo {
            locs: Locs::new(),
            ..facts.clone()
        };
        for &(n1, u1, l1) in ends.iter() {
            let (n1, u1, l1) = (n1 as usize, u1 as usize, l1 as usize);
            let locs = &locs[l0..l1];
            for m in &nodes[n0..n1] {
                let kids = &m.kids[..m.n as usize];
                // (A node of the e-graph the search saw, its children as
                // it saw them: its class then, no facts noted, as a
                // recording finds it.)
                let seen = kids.iter().all(|&c| pending_index(c).is_none());
                let key = NodeKey::new(m.sig, kids);
                if let Some((class, _)) =
                    seen.then(|| egraph.analysis.index.place_of(&key)).flatten()
                {
                    resolved.push(class);
                    continue;
                }
                // (Past the last, the filler stays: not a pending id.)
                let children = m.kids.map(|k| class(resolved, k));
                let key = key.with_kids(&children[..kids.len()]);
                // (The op its signature stands for, with these children.)
                let node = egraph.analysis.index.node_of(&key);
                let before = egraph.total_size();
                let e = egraph.add_uncanonical(node);
                let new = egraph.total_size() > before;
                let c = note_given(egraph, (e, new), Some(key), None, &info, || NodeInfo {
                    locs: Locs::from(locs),
                    benefit: facts.benefit,
                    rule: facts.rule,
                    imported: facts.imported,
                });
                resolved.push(c);
            }
            for &(a, b) in &unions[u0..u1] {
                let (a, b) = (class(resolved, a), class(resolved, b));
                if egraph.find(a) != egraph.find(b) && egraph.union(a, b) {
                    merged += 1;
                }
            }
            (n0, u0, l0) = (n1, u1, l1);
        }
        merged
    }
}

/// The class of `id`: itself, or that of the creation it names, whose
/// class is in `resolved` (applied before: creations come before their
/// uses).
#[inline]
fn class(resolved: &[Id], id: Id) -> Id {
    match pending_index(id) {
        Some(k) => resolved[k],
        None => id,
    }
}
