//! What patsat knows about the ops `mlir-opt` registers, where the text
//! format or the verifier depends on it: which dialects are registered
//! (their ops' properties are visited for aliases), which ops are isolated
//! from above (own SSA name scope) and which regions are graph regions (no
//! SSA dominance).

/// Dialects registered in `mlir-opt` (LLVM 22).
const REGISTERED_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "mesh",
    "shard",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "tosa",
    "transform",
    "ub",
    "vector",
    "x86vector",
    "xegpu",
    "xevm",
    "wasmssa",
];

/// Ops whose regions are isolated from above.
const ISOLATED_OPS: &[&str] = &[
    "builtin.module",
    "func.func",
    "gpu.module",
    "gpu.func",
    "llvm.func",
    "spirv.module",
    "spirv.func",
    "async.func",
    "emitc.func",
    "shape.func",
    "ml_program.func",
    "ml_program.subgraph",
    "transform.named_sequence",
    "pdl_interp.func",
    "pdl.pattern",
];

/// Registered ops whose regions are graph regions.
const GRAPH_REGION_OPS: &[&str] = &["builtin.module", "test.graph_region", "ml_program.subgraph"];

/// Whether an op name belongs to a dialect `mlir-opt` registers.
pub fn is_registered(name: &str) -> bool {
    let d = name.split('.').next().unwrap_or("");
    REGISTERED_DIALECTS.contains(&d)
}

/// Whether an op's regions are isolated from above.
pub fn is_isolated_from_above(name: &str) -> bool {
    ISOLATED_OPS.contains(&name)
}

/// Whether the regions of an op require SSA dominance. Regions of
/// unregistered ops may be graph regions, as in MLIR.
pub fn has_ssa_dominance(name: &str) -> bool {
    is_registered(name) && !GRAPH_REGION_OPS.contains(&name)
}
