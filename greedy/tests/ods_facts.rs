//! Op facts read from the real LLVM 22 `.td` files of the corpus agree with
//! what MLIR compiles into the ops (traits as declared in ArithOps.td,
//! FuncOps.td and SCFOps.td).

use patsat_greedy::ods_facts::add_ods_ops;
use patsat_greedy::{MemoryEffects, OpInfoRegistry};
use std::path::{Path, PathBuf};

fn registry_for(td: &str) -> OpInfoRegistry {
    let inc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/include/llvm-22");
    let model = patsat_frontend::ods::load(&inc.join(td), &[PathBuf::from(&inc)])
        .unwrap_or_else(|d| panic!("{}", d[0]));
    let mut r = OpInfoRegistry::new();
    add_ods_ops(&mut r, &model);
    r
}

#[test]
fn arith_traits() {
    let r = registry_for("mlir/Dialect/Arith/IR/ArithOps.td");
    let addi = r.info("arith.addi").expect("arith.addi");
    assert!(addi.commutative && !addi.terminator && !addi.constant_like);
    assert_eq!(addi.effects, MemoryEffects::Known(vec![]));
    let subi = r.info("arith.subi").unwrap();
    assert!(!subi.commutative);
    let c = r.info("arith.constant").unwrap();
    assert!(c.constant_like);
    assert_eq!(c.effects, MemoryEffects::Known(vec![]));
}

#[test]
fn func_traits() {
    let r = registry_for("mlir/Dialect/Func/IR/FuncOps.td");
    let f = r.info("func.func").unwrap();
    assert!(f.symbol && f.isolated_from_above && !f.terminator);
    let ret = r.info("func.return").unwrap();
    assert!(ret.terminator);
    assert_eq!(ret.effects, MemoryEffects::Known(vec![]));
    // func.call declares no op-level effects: unknown, never dead.
    assert_eq!(r.info("func.call").unwrap().effects, MemoryEffects::Unknown);
}

/// Effects declared on operands and results: `memref.load` reads through
/// its operand (so an unused load is dead), `memref.alloc` allocates its
/// result (dead when unused), `memref.store` writes (never dead).
#[test]
fn memref_value_effects() {
    let r = registry_for("mlir/Dialect/MemRef/IR/MemRefOps.td");
    let load = r.info("memref.load").unwrap();
    assert_eq!(
        load.effects,
        MemoryEffects::Known(vec![patsat_greedy::Effect {
            kind: patsat_greedy::EffectKind::Read,
            on_result: None
        }])
    );
    let alloc = r.info("memref.alloc").unwrap();
    assert!(matches!(&alloc.effects, MemoryEffects::Known(v)
        if v.iter().any(|e| e.kind == patsat_greedy::EffectKind::Allocate && e.on_result == Some(0))));
    let store = r.info("memref.store").unwrap();
    assert!(matches!(&store.effects, MemoryEffects::Known(v)
        if v.iter().any(|e| e.kind == patsat_greedy::EffectKind::Write)));
}
