//! ODS for PDLL's `#include "ops.td"`: evaluates the `.td` file with the
//! TableGen frontend and hands PDLL what `mlir-pdll` imports from it —
//! every op (operand and result groups, attribute names, whether result
//! types are inferred) and every named attribute constraint, type
//! constraint and op interface, as native constraints whose code is the
//! ODS predicate.

use super::{extract, Arity, OdsModel};
use crate::pdll::ods::{
    OdsConstraint, OdsConstraintKind, OdsImport, OdsLoader, OdsOperation, OdsValue, VariableLength,
};
use crate::tablegen;
use std::path::{Path, PathBuf};

/// The [`OdsLoader`] backed by patsat's TableGen evaluator.
#[derive(Clone, Copy, Debug, Default)]
pub struct TableGenOds;

impl OdsLoader for TableGenOds {
    fn load(&mut self, path: &Path, include_dirs: &[PathBuf]) -> Result<OdsImport, String> {
        load_ods(path, include_dirs).map(|(import, _)| import)
    }
}

/// [`TableGenOds`] that also keeps the [`OdsModel`] of every file it
/// loads (whose op facts, e.g. purity, the drivers then know).
#[derive(Debug, Default)]
pub struct CollectingOds {
    /// The models, in load order.
    pub models: Vec<OdsModel>,
}

impl OdsLoader for CollectingOds {
    fn load(&mut self, path: &Path, include_dirs: &[PathBuf]) -> Result<OdsImport, String> {
        let (import, model) = load_ods(path, include_dirs)?;
        self.models.push(model);
        Ok(import)
    }
}

/// What PDLL imports from a `.td` file, and the file's ODS model.
fn load_ods(path: &Path, include_dirs: &[PathBuf]) -> Result<(OdsImport, OdsModel), String> {
    let opts = tablegen::Options {
        include_dirs: include_dirs.to_vec(),
        ..Default::default()
    };
    let loaded = tablegen::load(path, &opts).map_err(|d| {
        d.first()
            .map(|d| d.message.clone())
            .unwrap_or_else(|| "TableGen failed".to_string())
    })?;
    let k = &loaded.keeper;
    let model = OdsModel::from_records(k);
    let mut import = OdsImport {
        operations: model.ops.iter().map(operation).collect(),
        constraints: Vec::new(),
    };
    // As mlir-pdll: attribute constraints, then type constraints, then
    // op interfaces, each in def-name order.
    let mut defs = k.defs_sorted();
    defs.sort_by(|a, b| compare_numeric(&a.0, &b.0));
    for kind in [
        OdsConstraintKind::Attr,
        OdsConstraintKind::Type,
        OdsConstraintKind::OpInterface,
    ] {
        let class = match kind {
            OdsConstraintKind::Attr => "Attr",
            OdsConstraintKind::Type => "Type",
            OdsConstraintKind::OpInterface => "OpInterface",
        };
        for (name, r) in &defs {
            let r = *r;
            if k.rec(r).anonymous || k.is_a(r, "DeclareInterfaceMethods") || !k.is_a(r, class) {
                continue;
            }
            let code = match kind {
                OdsConstraintKind::OpInterface => format!(
                    "return ::mlir::success(llvm::isa<{}::{}>(self));",
                    k.str_field(r, "cppNamespace").unwrap_or_default(),
                    k.str_field(r, "cppInterfaceName").unwrap_or_default()
                ),
                _ => format!(
                    "return ::mlir::success({});",
                    extract::constraint(k, r)
                        .predicate
                        .replace("$_self", "self")
                ),
            };
            import.constraints.push(OdsConstraint {
                name: name.clone(),
                kind,
                code,
            });
        }
    }
    Ok((import, model))
}

fn length(a: &Arity) -> VariableLength {
    match a {
        Arity::Single => VariableLength::Single,
        Arity::Optional => VariableLength::Optional,
        Arity::Variadic | Arity::VariadicOfVariadic { .. } => VariableLength::Variadic,
    }
}

fn operation(op: &super::Op) -> OdsOperation {
    let values = |vs: &[super::Value]| {
        vs.iter()
            .map(|v| OdsValue {
                name: v.name.clone(),
                length: length(&v.arity),
            })
            .collect()
    };
    OdsOperation {
        name: op.name.clone(),
        operands: values(&op.operands),
        results: values(&op.results),
        attributes: op
            .attributes
            .iter()
            .map(|a| (a.name.clone(), a.optional || a.default.is_some()))
            .collect(),
        infers_result_types: op
            .traits
            .iter()
            .any(|t| t.cpp.contains("InferTypeOpInterface")),
        loc: None,
    }
}

/// LLVM's `StringRef::compare_numeric`: runs of digits compare as numbers
/// (`AnyI8Attr` < `AnyI16Attr`), the rest byte by byte. mlir-pdll lists
/// imported records in this order.
fn compare_numeric(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i].is_ascii_digit() && b[j].is_ascii_digit() {
            let ei = i + a[i..].iter().take_while(|c| c.is_ascii_digit()).count();
            let ej = j + b[j..].iter().take_while(|c| c.is_ascii_digit()).count();
            let ord = (ei - i)
                .cmp(&(ej - j))
                .then_with(|| a[i..ei].cmp(&b[j..ej]));
            if ord != Ordering::Equal {
                return ord;
            }
            i = ei;
            j = ej;
        } else {
            if a[i] != b[j] {
                return a[i].cmp(&b[j]);
            }
            i += 1;
            j += 1;
        }
    }
    (a.len() - i).cmp(&(b.len() - j))
}

#[cfg(test)]
mod tests {
    #[test]
    fn numeric_order_like_llvm() {
        let mut v = vec![
            "AnyI16Attr",
            "AnyI1Attr",
            "AnyI8Attr",
            "AnyAttr",
            "I32",
            "I1",
        ];
        v.sort_by(|a, b| super::compare_numeric(a, b));
        assert_eq!(
            v,
            [
                "AnyAttr",
                "AnyI1Attr",
                "AnyI8Attr",
                "AnyI16Attr",
                "I1",
                "I32"
            ]
        );
    }
}
