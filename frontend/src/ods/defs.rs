//! Dialect attribute and type definitions (`AttrDef`, `TypeDef`, the
//! `EnumAttr` defs among them) and enums (`EnumInfo`: `I32EnumAttr`,
//! `BitEnumAttr`, `I32Enum`, ...) read from TableGen records: the C++
//! class, mnemonic, parameters and assembly format of each def, and the
//! cases of each enum. The evaluator of DRR snippets builds, prints and
//! inspects dialect attributes and types from these.

use super::{Builder, OdsModel};
use crate::tablegen::{Keeper, RecId};

/// One enum case (`I32EnumAttrCase<"EQ", 0>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumCase {
    /// The C++ enumerator (`EQ`).
    pub symbol: String,
    /// The string form (`"eq"`; the symbol unless given).
    pub str: String,
    /// The value.
    pub value: i64,
}

/// An enum (`EnumInfo` and its subclasses).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumDef {
    /// The def name (`StableHLO_ComparisonDirection`).
    pub def_name: String,
    /// The C++ enum class name (`ComparisonDirection`).
    pub class_name: String,
    /// The C++ namespace (`::mlir::stablehlo`).
    pub cpp_namespace: String,
    /// The cases, in order.
    pub cases: Vec<EnumCase>,
    /// The bit width of the underlying integer.
    pub width: u32,
    /// A bit enum (`BitEnumBase`): values are sets of cases.
    pub bit: bool,
    /// The separator a bit enum prints between cases (`|`).
    pub separator: String,
    /// A bit enum prints its groups before single bits
    /// (`printBitEnumPrimaryGroups`).
    pub primary_groups: bool,
    /// `stringify<Name>` (its `symbolToStringFnName`).
    pub stringify_fn: String,
    /// `symbolize<Name>` (its `stringToSymbolFnName`).
    pub symbolize_fn: String,
    /// An enum that is also an attribute constraint (`EnumAttrInfo`:
    /// `I32EnumAttr`, `BitEnumAttr`, ...), whose `EnumAttr` parameter
    /// prints its string form as is; other enums print a case that is
    /// not a keyword quoted.
    pub is_attr: bool,
    /// For an enum that is also an attribute (`EnumAttrInfo`): whether it
    /// generates its own attribute class (`genSpecializedAttr`), named
    /// here, an integer attribute of `width` bits.
    pub specialized_attr: Option<String>,
}

impl EnumDef {
    /// The case named by its C++ symbol.
    pub fn case(&self, symbol: &str) -> Option<&EnumCase> {
        self.cases.iter().find(|c| c.symbol == symbol)
    }
}

/// Attribute or type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefKind {
    /// `AttrDef`.
    Attr,
    /// `TypeDef`.
    Type,
}

/// A parameter of an attribute or type def.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// The `$name`.
    pub name: String,
    /// The C++ type (`int64_t`, `::llvm::StringRef`, `Type`, ...).
    pub cpp_type: String,
    /// The default value (C++), for optional and default-valued
    /// parameters; printing leaves a parameter equal to it out of
    /// `struct(...)` and optional groups.
    pub default: Option<String>,
    /// Declared optional (`OptionalParameter`).
    pub optional: bool,
    /// Has its own printer or parser code (`printer`/`parser`), other than
    /// the string and enum ones the evaluator knows.
    pub custom_syntax: bool,
}

/// An attribute or type def.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrOrTypeDef {
    /// Attribute or type.
    pub kind: DefKind,
    /// The def name (`StableHLO_ComparisonDirectionAttr`).
    pub def_name: String,
    /// The C++ class name (`ComparisonDirectionAttr`).
    pub cpp_class: String,
    /// The C++ namespace of the dialect (`::mlir::stablehlo`).
    pub cpp_namespace: String,
    /// The dialect name (`stablehlo`).
    pub dialect: String,
    /// The mnemonic, if it has one.
    pub mnemonic: Option<String>,
    /// The parameters, in order.
    pub params: Vec<Param>,
    /// The declarative assembly format, if it has one.
    pub assembly_format: Option<String>,
    /// Printed and parsed by the dialect's C++ (`hasCustomAssemblyFormat`).
    pub custom_format: bool,
    /// The enum of an `EnumAttr` (its `enum` field's def name).
    pub enum_def: Option<String>,
    /// Custom builders (`AttrBuilder<(ins ...), [{ body }]>`).
    pub builders: Vec<Builder>,
    /// `skipDefaultBuilders`.
    pub skip_default_builders: bool,
}

pub(super) fn extract(k: &Keeper, name: &str, r: RecId, m: &mut OdsModel) {
    if k.is_a(r, "EnumInfo") {
        m.enums.push(enum_def(k, name, r));
    }
    let kind = if k.is_a(r, "AttrDef") {
        DefKind::Attr
    } else if k.is_a(r, "TypeDef") {
        DefKind::Type
    } else {
        return;
    };
    let dialect = k.def_field(r, "dialect");
    let params = k
        .dag_field(r, "parameters")
        .map(|d| {
            d.args
                .into_iter()
                .map(|(v, n)| param(k, v, n.unwrap_or_default()))
                .collect()
        })
        .unwrap_or_default();
    m.attr_type_defs.push(AttrOrTypeDef {
        kind,
        def_name: name.to_string(),
        cpp_class: k.str_field(r, "cppClassName").unwrap_or_default(),
        cpp_namespace: dialect
            .and_then(|d| k.str_field(d, "cppNamespace"))
            .unwrap_or_default(),
        dialect: dialect
            .and_then(|d| k.str_field(d, "name"))
            .unwrap_or_default(),
        mnemonic: k.str_field(r, "mnemonic").filter(|s| !s.is_empty()),
        params,
        assembly_format: k.str_field(r, "assemblyFormat"),
        custom_format: k.bit_field(r, "hasCustomAssemblyFormat") == Some(true),
        enum_def: k.def_field(r, "enum").map(|e| k.rec_name_str(e)),
        builders: super::extract::builders(k, r),
        skip_default_builders: k.bit_field(r, "skipDefaultBuilders") == Some(true),
    });
}

fn param(k: &Keeper, v: crate::tablegen::V, name: String) -> Param {
    if let Some(s) = k.as_str(v) {
        return Param {
            name,
            cpp_type: s.to_string(),
            default: None,
            optional: false,
            custom_syntax: false,
        };
    }
    let Some(p) = k.as_def(v) else {
        return Param {
            name,
            cpp_type: String::new(),
            default: None,
            optional: false,
            custom_syntax: true,
        };
    };
    let known_syntax = k.is_a(p, "StringRefParameter") || k.is_a(p, "EnumParameter");
    let has = |f: &str| k.str_field(p, f).is_some_and(|s| !s.trim().is_empty());
    Param {
        name,
        cpp_type: k.str_field(p, "cppType").unwrap_or_default(),
        default: k.str_field(p, "defaultValue").filter(|s| !s.is_empty()),
        optional: k.is_a(p, "OptionalParameter"),
        custom_syntax: !known_syntax && (has("printer") || has("parser")),
    }
}

fn enum_def(k: &Keeper, name: &str, r: RecId) -> EnumDef {
    let cases = k
        .list_field(r, "enumerants")
        .unwrap_or_default()
        .into_iter()
        .filter_map(|c| k.as_def(c))
        .map(|c| EnumCase {
            symbol: k.str_field(c, "symbol").unwrap_or_default(),
            str: k.str_field(c, "str").unwrap_or_default(),
            value: k.int_field(c, "value").unwrap_or(0),
        })
        .collect();
    let specialized =
        k.is_a(r, "EnumAttrInfo") && k.bit_field(r, "genSpecializedAttr") == Some(true);
    EnumDef {
        def_name: name.to_string(),
        class_name: k.str_field(r, "className").unwrap_or_default(),
        cpp_namespace: k.str_field(r, "cppNamespace").unwrap_or_default(),
        cases,
        width: k
            .int_field(r, "bitwidth")
            .and_then(|w| u32::try_from(w).ok())
            .unwrap_or(32),
        bit: k.is_a(r, "BitEnumBase"),
        separator: k.str_field(r, "separator").unwrap_or_else(|| "|".into()),
        primary_groups: k.bit_field(r, "printBitEnumPrimaryGroups") == Some(true),
        stringify_fn: k.str_field(r, "symbolToStringFnName").unwrap_or_default(),
        symbolize_fn: k.str_field(r, "stringToSymbolFnName").unwrap_or_default(),
        is_attr: k.is_a(r, "EnumAttrInfo"),
        specialized_attr: specialized
            .then(|| k.str_field(r, "specializedAttrClassName"))
            .flatten(),
    }
}
