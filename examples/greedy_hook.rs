//! Greedy rewriting from Rust with a native constraint written in Rust:
//! PDLL patterns are loaded from text, the constraint `IsSmall` they call
//! is registered as a hook, and MLIR's greedy driver rewrites a module.
//!
//! ```text
//! cargo run --release --example greedy_hook
//! ```

use patsat::frontend::pattern::PdlType;
use patsat::frontend::pdll::DefaultBenefit;
use patsat::greedy::{dialects, GreedyRewriteConfig};
use patsat::ir::{parse_source, print_module, AttrKind, Context, SourceFile};
use patsat::translate::{load_pdll, GreedySet, Hooks, LoadOptions, OpDefs, PdlValue, Signature};
use std::process::ExitCode;

const PATTERNS: &str = r#"
// `x.scale` by a small factor becomes `x.shift`; the check is native.
Constraint IsSmall(factor: Attr);
Pattern SmallScale {
  let root = op<x.scale>(v: Value) {factor = f: Attr};
  IsSmall(f);
  replace root with op<x.shift>(v) {factor = f};
}
"#;

const PAYLOAD: &str = r#"
func.func @f(%a: i32) -> (i32, i32) {
  %0 = "x.scale"(%a) {factor = 2 : i32} : (i32) -> i32
  %1 = "x.scale"(%a) {factor = 200 : i32} : (i32) -> i32
  return %0, %1 : i32, i32
}
"#;

fn main() -> ExitCode {
    let mut ctx = Context::new();
    let opts = LoadOptions {
        include_dirs: vec![],
        benefit: DefaultBenefit::MatchedOps,
        ..Default::default()
    };
    let loaded = match load_pdll(&mut ctx, "patterns.pdll", None, PATTERNS.into(), &opts) {
        Ok(l) => l,
        Err(diags) => {
            diags.iter().for_each(|d| eprintln!("{}", d));
            return ExitCode::FAILURE;
        }
    };
    // The native constraint: an integer attribute below 16.
    let mut hooks = Hooks::new();
    hooks.register_constraint(
        "IsSmall",
        Signature::new(&[PdlType::Attribute], &[]),
        |view, args| match args {
            [PdlValue::Attr(a)] => match view.ctx().attr_kind(*a) {
                AttrKind::Integer { value, .. } if *value < 16.into() => Some(vec![]),
                _ => None,
            },
            _ => None,
        },
    );
    let ops = OpDefs::builtin(&mut ctx);
    let patterns = match GreedySet::new(&mut ctx, &loaded.set, hooks, ops) {
        Ok(p) => p,
        Err(diags) => {
            diags.iter().for_each(|d| eprintln!("{}", d));
            return ExitCode::FAILURE;
        }
    };

    let src = SourceFile::new("payload.mlir", PAYLOAD.into());
    let mut module = match parse_source(&mut ctx, &src) {
        Ok(m) => m,
        Err(diags) => {
            diags.iter().for_each(|d| eprintln!("{}", d));
            return ExitCode::FAILURE;
        }
    };
    let registry = dialects::upstream_registry();
    let config = GreedyRewriteConfig::default();
    let result = match patterns.apply(&mut ctx, &mut module, &registry, &config, false) {
        Ok(r) => r,
        Err(errors) => {
            errors.iter().for_each(|e| eprintln!("error: {}", e));
            return ExitCode::FAILURE;
        }
    };
    print!("{}", print_module(&ctx, &module, &Default::default()));
    eprintln!(
        "converged={} changed={} rewrites={:?}",
        result.converged, result.changed, result.rewrites_per_pattern
    );
    ExitCode::SUCCESS
}
