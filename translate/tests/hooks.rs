//! Load-time checks of natives: a pattern that calls a native nobody
//! registered, or calls it with other PDL kinds than it declares, is an
//! error naming the pattern, the native and the pattern's location.

use patsat_frontend::pattern::PdlType;
use patsat_frontend::pdll::DefaultBenefit;
use patsat_ir::Context;
use patsat_translate::*;

fn compile_errors(pdll: &str, hooks: &Hooks) -> Vec<String> {
    let mut ctx = Context::new();
    let opts = LoadOptions {
        include_dirs: vec![],
        benefit: DefaultBenefit::Zero,
        ..Default::default()
    };
    let set = load_pdll(&mut ctx, "p.pdll", None, pdll.into(), &opts)
        .unwrap()
        .set;
    let ops = OpDefs::new();
    match compile(&mut ctx, &set, hooks, &ops) {
        Ok(_) => vec![],
        Err(d) => d.iter().map(|d| d.to_string()).collect(),
    }
}

#[test]
fn unregistered_natives_are_named() {
    let errors = compile_errors(
        "Rewrite Make(op: Op) -> Op;\n\
         Pattern Ok { erase op<x.a>; }\n\
         Pattern Uses { let r = op<x.b>; rewrite r with { Make(r); erase r; }; }\n",
        &Hooks::new(),
    );
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].starts_with(
            "p.pdll:3:1: error: pattern `Uses`: native rewrite `Make` is not registered"
        ),
        "{}",
        errors[0]
    );
}

#[test]
fn calls_are_checked_against_signatures() {
    let mut hooks = Hooks::new();
    hooks.register_constraint(
        "IsBig",
        Signature::new(&[PdlType::Attribute], &[]),
        |_, _| Some(vec![]),
    );
    let errors = compile_errors(
        "Constraint IsBig(op: Op);\nPattern P { let r = op<x.a>; IsBig(r); erase r; }\n",
        &hooks,
    );
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].contains(
            "native constraint `IsBig` takes (!pdl.attribute) but is called with (!pdl.operation)"
        ),
        "{}",
        errors[0]
    );
}

#[test]
fn the_test_set_has_the_fourteen_natives() {
    let h = Hooks::test_set();
    let mut names: Vec<&str> = h.names(HookKind::Constraint).collect();
    names.extend(h.names(HookKind::Rewrite));
    assert_eq!(names.len(), 14, "{names:?}");
}
