//! Op classes for the evaluator: the C++ class of each ODS op
//! (`stablehlo::ConstantOp` → `stablehlo.constant`), so snippets can test
//! `isa<ConstantOp>(op)`, call `getDefiningOp<ConstantOp>()` and the ODS
//! accessors (`getValue()`, `getValueAttr()`, `getLhs()`), and ask for
//! traits (`ConstantLike` for `m_Constant`).

use patsat_frontend::ods::{Arity, OdsModel};
use std::collections::BTreeMap;

/// What an attribute accessor returns (from the attribute's ODS
/// `returnType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Returns {
    /// The attribute itself.
    Attr,
    /// `APInt`.
    ApInt,
    /// A signed C++ integer.
    Int,
    /// An unsigned C++ integer.
    UInt,
    /// `bool`.
    Bool,
    /// `double`, `float`, `APFloat`.
    Float,
    /// `StringRef`.
    Str,
    /// `Type` (a `TypeAttr`'s value).
    Type,
    /// `ArrayRef<...>` of a dense array.
    Array,
}

/// One op class.
#[derive(Clone, Debug)]
pub struct OpClass {
    /// The op name, `dialect.mnemonic`.
    pub name: String,
    /// The qualified class name without `mlir::` (`arith::ConstantOp`).
    pub qualified: String,
    /// Attributes (and properties): name, what the accessor returns.
    pub attrs: Vec<(String, Returns)>,
    /// Operands: name, variable length.
    pub operands: Vec<(String, bool)>,
    /// Results: name, variable length.
    pub results: Vec<(String, bool)>,
    /// Trait names (def names and C++ names).
    pub traits: Vec<String>,
    /// Custom builders (parameter names, body).
    pub builders: Vec<patsat_frontend::ods::Builder>,
}

/// The op classes of the loaded ODS, and its dialect attribute and type
/// classes and enums.
#[derive(Clone, Debug, Default)]
pub struct OpClasses {
    classes: Vec<OpClass>,
    by_name: BTreeMap<String, usize>,
    /// The dialect attribute and type classes and enums.
    pub dialect: super::dialect::DialectClasses,
}

/// `get` + the name in UpperCamelCase (ODS accessor names).
pub fn accessor(name: &str) -> String {
    let mut out = String::from("get");
    let mut up = true;
    for c in name.chars() {
        if c == '_' {
            up = true;
            continue;
        }
        if up {
            out.extend(c.to_uppercase());
            up = false;
        } else {
            out.push(c);
        }
    }
    out
}

fn returns(ret: &str) -> Returns {
    let r = ret
        .replace("::llvm::", "")
        .replace("::mlir::", "")
        .replace("::", "");
    let r = r.trim();
    if r.starts_with("ArrayRef") {
        return Returns::Array;
    }
    if let Some(inner) = r
        .strip_prefix("std::optional<")
        .or_else(|| r.strip_prefix("stdoptional<"))
    {
        return returns(inner.trim_end_matches('>'));
    }
    match r {
        // `APSInt` (CIRCT's `APSIntAttr`) reads as its bits like `APInt`.
        "APInt" | "APSInt" => Returns::ApInt,
        "APFloat" | "double" | "float" => Returns::Float,
        "bool" => Returns::Bool,
        "StringRef" | "std::string" | "stdstring" => Returns::Str,
        "Type" => Returns::Type,
        "int64_t" | "int32_t" | "int16_t" | "int8_t" | "int" | "long" => Returns::Int,
        "uint64_t" | "uint32_t" | "uint16_t" | "uint8_t" | "unsigned" | "size_t" => Returns::UInt,
        _ => Returns::Attr,
    }
}

impl OpClasses {
    /// The classes of every op of `model`.
    pub fn from_ods(model: &OdsModel) -> Self {
        let mut out = OpClasses::default();
        out.add(model);
        out
    }

    /// Adds the classes of every op of `model` (an op already known keeps
    /// its first class).
    pub fn add(&mut self, model: &OdsModel) {
        self.dialect.add(model);
        let out = self;
        for op in &model.ops {
            if out.by_name.contains_key(&op.name) {
                continue;
            }
            let ns = op
                .cpp_namespace
                .trim_start_matches("::")
                .trim_start_matches("mlir::")
                .trim_start_matches("mlir");
            let qualified = if ns.is_empty() {
                op.cpp_class.clone()
            } else {
                format!("{}::{}", ns.trim_start_matches("::"), op.cpp_class)
            };
            let var = |a: &Arity| !matches!(a, Arity::Single);
            let mut attrs: Vec<(String, Returns)> = op
                .attributes
                .iter()
                .map(|a| (a.name.clone(), returns(&a.return_type)))
                .collect();
            attrs.extend(
                op.properties
                    .iter()
                    .map(|p| (p.name.clone(), returns(&p.interface_type))),
            );
            let mut traits = Vec::new();
            for t in &op.traits {
                traits.push(t.def_name.clone());
                if !t.cpp.is_empty() {
                    traits.push(t.cpp.trim_start_matches("::").replace("mlir::", ""));
                }
            }
            out.by_name.insert(op.name.clone(), out.classes.len());
            out.classes.push(OpClass {
                name: op.name.clone(),
                qualified,
                attrs,
                operands: op
                    .operands
                    .iter()
                    .map(|o| (o.name.clone(), var(&o.arity)))
                    .collect(),
                results: op
                    .results
                    .iter()
                    .map(|o| (o.name.clone(), var(&o.arity)))
                    .collect(),
                traits,
                builders: op.builders.clone(),
            });
        }
    }

    /// Whether some op class (or dialect attribute or type class) has an
    /// ODS accessor named `name`.
    pub fn has_accessor(&self, name: &str) -> bool {
        self.dialect.has_accessor(name)
            || self.classes.iter().any(|c| {
                c.attrs.iter().any(|(a, _)| {
                    let acc = accessor(a);
                    name == acc || name == format!("{}Attr", acc)
                }) || c
                    .operands
                    .iter()
                    .chain(&c.results)
                    .any(|(n, _)| accessor(n) == name)
            })
    }

    /// The class named as written (see [`OpClasses::resolve`]).
    pub fn class(&self, written: &str) -> Option<&OpClass> {
        self.by_op_name(self.resolve(written)?)
    }

    /// The class of the op named `name`.
    pub fn by_op_name(&self, name: &str) -> Option<&OpClass> {
        self.by_name.get(name).map(|&i| &self.classes[i])
    }

    /// The op name of a class as written (`ConstantOp`,
    /// `stablehlo::ConstantOp`): the one class whose qualified name ends
    /// with it. `None` when none or several do.
    pub fn resolve(&self, written: &str) -> Option<&str> {
        let w = written.trim_start_matches("::").replace("mlir::", "");
        let mut found = None;
        for c in &self.classes {
            let q = &c.qualified;
            if q == &w || q.ends_with(&format!("::{}", w)) {
                if found.is_some() {
                    return None;
                }
                found = Some(c.name.as_str());
            }
        }
        found
    }
}

impl OpClass {
    /// Has a trait (`ConstantLike`, `OpTrait::IsCommutative`, ...)?
    pub fn has_trait(&self, t: &str) -> bool {
        let t = t.trim_start_matches("::").replace("mlir::", "");
        let last = t.rsplit("::").next().unwrap_or(&t).to_string();
        self.traits
            .iter()
            .any(|x| x == &t || x.rsplit("::").next() == Some(last.as_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accessor_names_and_returns() {
        assert_eq!(accessor("value"), "getValue");
        assert_eq!(accessor("lhs_shape"), "getLhsShape");
        assert_eq!(returns("::llvm::APInt"), Returns::ApInt);
        assert_eq!(returns("::llvm::ArrayRef<int64_t>"), Returns::Array);
        assert_eq!(returns("::mlir::IntegerAttr"), Returns::Attr);
        assert_eq!(returns("::std::optional<uint64_t>"), Returns::UInt);
    }
}
