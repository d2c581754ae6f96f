//! The AC workload shared by `benches/eqsat.rs` and `examples/ac_chain.rs`:
//! commutativity and associativity of an addition chain, in PDLL, and the
//! chain as MLIR.

/// Leaves of the chain.
pub const LEAVES: usize = 8;
/// Iterations of saturation.
pub const ITERS: usize = 5;

/// Commutativity and associativity of `x.add`.
pub const AC_PDLL: &str = r#"
Pattern Comm {
  let add = op<x.add>(a: Value, b: Value) -> (t: Type);
  replace add with op<x.add>(b, a) -> (t);
}
Pattern Assoc {
  let ab = op<x.add>(a: Value, b: Value) -> (t: Type);
  let abc = op<x.add>(ab.0, c: Value) -> (t);
  rewrite abc with {
    let bc = op<x.add>(b, c) -> (t);
    replace abc with op<x.add>(a, bc.0) -> (t);
  };
}
"#;

/// A function adding `n` arguments left to right with `x.add`.
pub fn chain_mlir(n: usize) -> String {
    let args: Vec<String> = (0..n).map(|i| format!("%a{i}: i32")).collect();
    let tys = vec!["i32"; n].join(", ");
    let mut s = format!(
        "\"func.func\"() <{{function_type = ({tys}) -> i32, sym_name = \"f\"}}> ({{\n^bb0({}):\n",
        args.join(", ")
    );
    let mut prev = "%a0".to_string();
    for i in 1..n {
        s += &format!("  %s{i} = \"x.add\"({prev}, %a{i}) : (i32, i32) -> i32\n");
        prev = format!("%s{i}");
    }
    s += &format!("  \"func.return\"({prev}) : (i32) -> ()\n}}) : () -> ()\n");
    s
}
