//! What a settle writes into each class's data (its three stripes per
//! node: stamp, birth, first location; see `ClassData::per_node`) is what
//! the node index knows of the class's nodes, after every iteration of
//! saturations that merge and grow classes, both application modes. Rewrites
//! read matched nodes' locations and stamps from the stripes, by position.

mod common;

use common::{Setup, RULES};
use patsat_egraph::analysis::NO_LOC;
use patsat_egraph::{ApplyMode, MlirEGraph};

/// Checks every class's stripes against the node index; returns the
/// number of nodes with a location.
fn check(g: &MlirEGraph, what: &str) -> usize {
    let index = &g.analysis.index;
    let mut located = 0;
    for c in g.classes() {
        let d = &c.data;
        assert_eq!(d.stamps().len(), c.nodes.len(), "{what}: class {}", c.id);
        assert_eq!(d.born().len(), c.nodes.len(), "{what}: class {}", c.id);
        assert_eq!(
            d.first_locs().len(),
            c.nodes.len(),
            "{what}: class {}",
            c.id
        );
        for (pos, n) in c.nodes.iter().enumerate() {
            let e = index
                .get(n)
                .unwrap_or_else(|| panic!("{what}: {n:?} not indexed"));
            assert_eq!(e.class, c.id, "{what}: {n:?}");
            assert_eq!(d.stamps()[pos], e.stamp, "{what}: stamp of {n:?}");
            assert_eq!(d.born()[pos], e.born, "{what}: birth of {n:?}");
            let loc = index
                .info(n)
                .and_then(|i| i.locs.first())
                .map_or(NO_LOC, |l| l.0);
            assert_eq!(d.first_locs()[pos], loc, "{what}: first location of {n:?}");
            located += usize::from(loc != NO_LOC);
        }
        let newest = d.stamps().iter().copied().max().unwrap_or(0);
        assert_eq!(d.newest, newest, "{what}: class {}", c.id);
    }
    located
}

#[test]
fn class_stripes_are_the_indexed_stamps_births_and_first_locations() {
    let mut located = 0;
    for seed in 0..24 {
        for apply in [ApplyMode::Eager, ApplyMode::Snapshot] {
            for iterations in 1..=4 {
                let mut s = Setup::new(seed, RULES, "");
                s.run(iterations, apply);
                let what = format!("seed {seed}, {apply:?}, {iterations} iterations");
                located += check(&s.graph.egraph, &what);
            }
        }
    }
    // (Nodes created by rewrites carry the matched nodes' locations.)
    assert!(located > 1000, "{located} located nodes");
}
