//! The DRR intrinsics (`Hooks::drr_set`) called directly on parsed IR:
//! each returns what the C++ mlir-tblgen generates for the construct
//! computes (see `hooks::drr`).

use patsat_greedy::{NoListener, Rewriter};
use patsat_ir::{AttrKind, Context, InsertPoint, LocKind, OpId};
use patsat_translate::*;

const IR: &str = r#"%0 = "x.a"() {n = 3 : i32, s = "t"} : () -> i32
%1 = "x.b"(%0, %0) : (i32, i32) -> f32
"#;

fn setup() -> (Context, patsat_ir::Module, Vec<OpId>) {
    let mut ctx = Context::new();
    let src = patsat_ir::SourceFile::new("in.mlir", IR.as_bytes().to_vec());
    let m = patsat_ir::parse_source(&mut ctx, &src).unwrap();
    let body = m.ir.regions(m.top)[0];
    let block = m.ir.region_blocks(body)[0];
    let ops = m.ir.block_ops(block).collect();
    (ctx, m, ops)
}

fn constraint(
    h: &Hooks,
    name: &str,
    view: &mut dyn MatchView,
    args: &[PdlValue],
) -> Option<Vec<PdlValue>> {
    let id = h.lookup(HookKind::Constraint, name).unwrap();
    h.call_constraint(id, view, args)
}

fn rewrite(
    h: &Hooks,
    name: &str,
    b: &mut dyn RewriteBuilder,
    args: &[PdlValue],
) -> Result<Vec<PdlValue>, String> {
    let id = h.lookup(HookKind::Rewrite, name).unwrap();
    h.call_rewrite(id, b, args)
}

#[test]
fn attribute_reads_never_fail() {
    let (mut ctx, m, ops) = setup();
    let h = Hooks::drr_set();
    let n = ctx.string_attr("n");
    let missing = ctx.string_attr("missing");
    let dflt = ctx.string_attr("default");
    let mut view = IrView {
        ir: &m.ir,
        ctx: &mut ctx,
    };
    let a = ops[0];
    let got = constraint(
        &h,
        "drr.attr",
        &mut view,
        &[PdlValue::Op(a), PdlValue::Attr(n)],
    )
    .unwrap();
    assert!(matches!(
        view.ctx.attr_kind(got[0].as_attr().unwrap()),
        AttrKind::Integer { .. }
    ));
    let got = constraint(
        &h,
        "drr.attr",
        &mut view,
        &[PdlValue::Op(a), PdlValue::Attr(missing)],
    )
    .unwrap();
    assert_eq!(got, vec![PdlValue::Null]);
    let args = [
        PdlValue::Op(a),
        PdlValue::Attr(missing),
        PdlValue::Attr(dflt),
    ];
    let got = constraint(&h, "drr.attr_or", &mut view, &args).unwrap();
    assert_eq!(got, vec![PdlValue::Attr(dflt)]);
    let args = [PdlValue::Op(a), PdlValue::Attr(n), PdlValue::Attr(dflt)];
    let got = constraint(&h, "drr.attr_or", &mut view, &args).unwrap();
    assert_ne!(got, vec![PdlValue::Attr(dflt)]);
}

#[test]
fn types_of_values_and_attributes() {
    let (mut ctx, m, ops) = setup();
    let h = Hooks::drr_set();
    let n_attr = ctx.dict_get(m.ir.attrs(ops[0]), "n").unwrap();
    let s_attr = ctx.dict_get(m.ir.attrs(ops[0]), "s").unwrap();
    let i32t = ctx.int_type(32);
    let none = ctx.ty(patsat_ir::TypeKind::None);
    let mut view = IrView {
        ir: &m.ir,
        ctx: &mut ctx,
    };
    let v0 = view.ir.result(ops[0], 0);
    let v1 = view.ir.result(ops[1], 0);
    let got = constraint(&h, "drr.type_of", &mut view, &[PdlValue::Value(v0)]).unwrap();
    assert_eq!(got, vec![PdlValue::Type(i32t)]);
    let got = constraint(
        &h,
        "drr.type_of",
        &mut view,
        &[PdlValue::ValueRange(vec![v0, v1])],
    )
    .unwrap();
    let f32t = view.ir.value_type(v1);
    assert_eq!(got, vec![PdlValue::TypeRange(vec![i32t, f32t])]);
    let got = constraint(&h, "drr.attr_type", &mut view, &[PdlValue::Attr(n_attr)]).unwrap();
    assert_eq!(got, vec![PdlValue::Type(i32t)]);
    // A string without a type has type `none`.
    let got = constraint(&h, "drr.attr_type", &mut view, &[PdlValue::Attr(s_attr)]).unwrap();
    assert_eq!(got, vec![PdlValue::Type(none)]);
}

#[test]
fn rewrite_intrinsics() {
    let (mut ctx, mut m, ops) = setup();
    let h = Hooks::drr_set();
    let name = ctx.string_attr("here");
    let mut listener = NoListener;
    let v0 = m.ir.result(ops[0], 0);
    let v1 = m.ir.result(ops[1], 0);
    let mut rw = Rewriter::new(&mut m.ir, &mut ctx, &mut listener);
    rw.set_insertion_point(InsertPoint::Before(ops[1]));
    let got = rewrite(
        &h,
        "drr.first_type",
        &mut rw,
        &[
            PdlValue::ValueRange(vec![]),
            PdlValue::ValueRange(vec![v1, v0]),
        ],
    )
    .unwrap();
    let f32t = rw.ir.value_type(v1);
    assert_eq!(got, vec![PdlValue::Type(f32t)]);
    let args = [
        PdlValue::ValueRange(vec![v0, v1]),
        PdlValue::ValueRange(vec![]),
        PdlValue::ValueRange(vec![v0]),
    ];
    let got = rewrite(&h, "drr.operand_segment_sizes", &mut rw, &args).unwrap();
    let text = patsat_ir::printer::attr_to_string(rw.ctx, got[0].as_attr().unwrap());
    assert_eq!(text, "array<i32: 2, 0, 1>");
    // A name alone is a NameLoc; a source alone gives its location.
    rewrite(
        &h,
        "drr.set_location",
        &mut rw,
        &[PdlValue::Op(ops[1]), PdlValue::Attr(name)],
    )
    .unwrap();
    let loc = rw.ir.op_loc(ops[1]);
    assert!(
        matches!(rw.ctx.attr_kind(loc), AttrKind::Location(LocKind::Name { name, .. }) if &**name == b"here")
    );
    let before = rw.ir.op_loc(ops[0]);
    rewrite(
        &h,
        "drr.set_location",
        &mut rw,
        &[PdlValue::Op(ops[1]), PdlValue::Value(v0)],
    )
    .unwrap();
    assert_eq!(rw.ir.op_loc(ops[1]), before);
}
