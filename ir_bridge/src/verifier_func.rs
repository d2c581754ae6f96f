//! The `func` dialect and symbol-table checks `mlir-opt` runs after
//! parsing: declarations may not be public, `func.return` is last and
//! matches the function type, `func.call` names an existing function with
//! matching types, and symbols are not defined twice in a module.

use crate::attrs::AttrKind;
use crate::ir::{Ir, OpId};
use crate::printer::type_to_string;
use crate::types::TypeKind;
use crate::Context;
use fxhash::FxHashMap;

/// Per module op: its symbols (interned `sym_name` attribute -> op), built
/// once so that call and redefinition checks are linear.
#[derive(Default)]
pub(crate) struct SymbolTables {
    tables: FxHashMap<OpId, FxHashMap<crate::Attr, OpId>>,
}

impl SymbolTables {
    /// The symbol table of `module`; `Err(op)` names the first redefinition.
    // The table is built by a loop that can stop early with an error, which
    // the entry API cannot express.
    #[allow(clippy::map_entry)]
    fn get(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        module: OpId,
    ) -> Result<&FxHashMap<crate::Attr, OpId>, OpId> {
        if !self.tables.contains_key(&module) {
            let mut t = FxHashMap::default();
            for &r in ir.regions(module) {
                for &b in ir.region_blocks(r) {
                    for o in ir.block_ops(b) {
                        if let Some(name) = prop(ctx, ir, o, "sym_name") {
                            if t.insert(name, o).is_some() {
                                return Err(o);
                            }
                        }
                    }
                }
            }
            self.tables.insert(module, t);
        }
        Ok(&self.tables[&module])
    }
}

/// The properties entry `name` of an op.
fn prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<crate::Attr> {
    ir.props(op).and_then(|p| ctx.dict_get(p, name))
}

fn string_prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<String> {
    match ctx.attr_kind(prop(ctx, ir, op, name)?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// The (inputs, results) of a func.func.
fn func_type(ctx: &Context, ir: &Ir, op: OpId) -> Option<(Vec<crate::Type>, Vec<crate::Type>)> {
    match ctx.attr_kind(prop(ctx, ir, op, "function_type")?) {
        AttrKind::Type(t) => match ctx.type_kind(*t) {
            TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
            _ => None,
        },
        _ => None,
    }
}

/// Checks one op; returns the first problem: the op to report at and the
/// message.
pub(crate) fn check(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    symbols: &mut SymbolTables,
) -> Option<(OpId, String)> {
    check_msg(ctx, ir, op, symbols).map(|(at, m)| (at.unwrap_or(op), m))
}

fn check_msg(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    symbols: &mut SymbolTables,
) -> Option<(Option<OpId>, String)> {
    let name = ctx.op_name_str(ir.op_name(op));
    match name {
        "builtin.module" => match symbols.get(ctx, ir, op) {
            Ok(_) => None,
            Err(o) => {
                let name = string_prop(ctx, ir, o, "sym_name").unwrap_or_default();
                Some((Some(o), format!("redefinition of symbol named '{}'", name)))
            }
        },
        "func.func" => {
            let is_decl = ir
                .regions(op)
                .first()
                .is_none_or(|r| ir.region_blocks(*r).is_empty());
            let vis = string_prop(ctx, ir, op, "sym_visibility");
            if is_decl && (vis.is_none() || vis.as_deref() == Some("public")) {
                return Some((
                    None,
                    "'func.func' op symbol declaration cannot have public visibility".into(),
                ));
            }
            None
        }
        "func.return" => {
            if ir.next_op(op).is_some() {
                return Some((
                    None,
                    "'func.return' op must be the last operation in the parent block".into(),
                ));
            }
            let func = ir.parent_op(op)?;
            if ctx.op_name_str(ir.op_name(func)) != "func.func" {
                return None;
            }
            let (_, results) = func_type(ctx, ir, func)?;
            let fname = string_prop(ctx, ir, func, "sym_name").unwrap_or_default();
            if ir.num_operands(op) != results.len() {
                return Some((
                    None,
                    format!(
                        "'func.return' op has {} operands, but enclosing function (@{}) returns {}",
                        ir.num_operands(op),
                        fname,
                        results.len()
                    ),
                ));
            }
            for (i, (v, t)) in ir.operands(op).zip(results).enumerate() {
                let vt = ir.value_type(v);
                if vt != t {
                    return Some((None, format!(
                        "type of return operand {} ('{}') doesn't match function result type ('{}') in function @{}",
                        i,
                        type_to_string(ctx, vt),
                        type_to_string(ctx, t),
                        fname
                    )));
                }
            }
            None
        }
        "func.call" => {
            let callee = match ctx.attr_kind(prop(ctx, ir, op, "callee")?) {
                AttrKind::SymbolRef { root, nested } if nested.is_empty() => root.clone(),
                _ => return None,
            };
            // Nearest enclosing module.
            let mut m = ir.parent_op(op);
            while let Some(x) = m {
                if ctx.op_name_str(ir.op_name(x)) == "builtin.module" {
                    break;
                }
                m = ir.parent_op(x);
            }
            let m = m?;
            let key = ctx.lookup_string_attr(&callee);
            let target = match symbols.get(ctx, ir, m) {
                Ok(t) => key
                    .and_then(|k| t.get(&k).copied())
                    .filter(|o| ctx.op_name_str(ir.op_name(*o)) == "func.func"),
                Err(_) => None,
            };
            let Some(target) = target else {
                return Some((
                    None,
                    format!(
                        "'func.call' op '{}' does not reference a valid function",
                        callee
                    ),
                ));
            };
            let (inputs, results) = func_type(ctx, ir, target)?;
            if inputs.len() != ir.num_operands(op) {
                return Some((
                    None,
                    "'func.call' op incorrect number of operands for callee".into(),
                ));
            }
            for (i, (v, t)) in ir.operands(op).zip(inputs).enumerate() {
                let vt = ir.value_type(v);
                if vt != t {
                    return Some((None, format!(
                        "'func.call' op operand type mismatch: expected operand type '{}', but provided '{}' for operand number {}",
                        type_to_string(ctx, t),
                        type_to_string(ctx, vt),
                        i
                    )));
                }
            }
            if results.len() != ir.num_results(op) {
                return Some((
                    None,
                    "'func.call' op incorrect number of results for callee".into(),
                ));
            }
            for (i, (v, t)) in ir.results(op).zip(results).enumerate() {
                let vt = ir.value_type(v);
                if vt != t {
                    return Some((None, format!(
                        "'func.call' op result type mismatch at index {}\n  op result types: '{}'\n  function result types: '{}'",
                        i,
                        type_to_string(ctx, vt),
                        type_to_string(ctx, t)
                    )));
                }
            }
            None
        }
        _ => None,
    }
}
