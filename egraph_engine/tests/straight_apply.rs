//! Snapshot mode's straight application (`patsat_egraph::straight`: the
//! search keeps the matches of quick rewrites without natives, applied
//! straight into egg once every rule searched, root classes in egg's
//! order) against the recorded path in id order (the application before
//! it): on random programs and on the pattern sets of `examples/eqsat/`
//! and `tests/eqsat_cases/`, the same e-nodes and e-classes after every
//! iteration and the same e-graph up to the ids of its classes; with
//! semi-naive skipping off, the same matches per rule in every iteration
//! too. (With skipping, a match is skipped when its nodes were there at
//! the rule's last applied pass with the same canonical children: which
//! nodes keep their canonical form when two classes merge depends on the
//! class egg keeps as the root, so the order of unions changes which
//! matches are found again. The unions counted as applied depend on the
//! order too: a union may find its classes merged by one made before it.)

mod common;

use common::{program, renamed_shape, Setup, Shape, RULES};
use patsat_egraph::{ApplyMode, PatternRule};

/// The e-graph up to class ids, without the nodes' facts.
fn nodes(s: &Setup) -> Vec<(usize, String)> {
    let shape: Shape = renamed_shape(&s.graph.egraph, &s.env.ctx.borrow());
    shape.into_iter().map(|(c, n, _)| (c, n)).collect()
}

/// Program `seed` saturated in snapshot mode (at most 8 iterations), the
/// new way or the old one (recorded, root classes by id), with or without
/// skipping: per iteration the e-nodes, e-classes and (without skipping)
/// matches per rule; the e-graph up to class ids.
fn saturate(seed: u64, new: bool, skip: bool) -> (Vec<String>, Vec<(usize, String)>) {
    let mut s = Setup::new(seed, RULES, "");
    if !new {
        s.map_rules(|r| r.in_id_order().without_straight());
    }
    if !skip {
        s.map_rules(PatternRule::without_skipping);
    }
    let report = s.run(8, ApplyMode::Snapshot);
    let stats = (report.iterations.iter())
        .map(|i| {
            let m: Vec<usize> = i.rules.iter().map(|r| r.matches).collect();
            match skip {
                true => format!("{} {}", i.nodes, i.classes),
                false => format!("{} {} {:?}", i.nodes, i.classes, m),
            }
        })
        .collect();
    (stats, nodes(&s))
}

#[test]
fn straight_application_reaches_the_same_e_graphs_up_to_class_ids() {
    let s = Setup::new(1, RULES, "");
    let straight = s.rules.iter().filter(|r| r.is_straight()).count();
    assert!(straight >= 3, "only {straight} straight rules");
    let mut grown = 0;
    for seed in 1..=40u64 {
        let seed = seed * 7883;
        for skip in [true, false] {
            let new = saturate(seed, true, skip);
            let old = saturate(seed, false, skip);
            assert_eq!(new, old, "seed {seed}, skip {skip}:\n{}", program(seed));
            grown += usize::from(new.0.len() > 2);
        }
    }
    assert!(grown >= 40, "only {grown} runs went on");
}
