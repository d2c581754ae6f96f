//! The native hook registries `patsat apply` runs with, per mode, in one
//! place so that `apply` and `analyze` (which reports unresolved natives)
//! agree: greedy mode has the built-in set of MLIR's
//! `--test-pdl-bytecode-pass`; eqsat mode adds the e-graph natives.

use patsat_translate::Hooks;

/// The hooks of greedy mode.
pub fn greedy_hooks() -> Hooks {
    Hooks::test_set()
}

/// The hooks of eqsat mode.
pub fn eqsat_hooks() -> Hooks {
    let mut hooks = Hooks::test_set();
    patsat_egraph::natives::register(&mut hooks);
    hooks
}
