//! ODS: the operation definitions of MLIR dialects, read from TableGen
//! records (`Dialect` and `Op` defs): operands, attributes, properties,
//! results, regions, successors, traits and the constraints with their
//! predicates; also the dialects' attribute and type defs and enums
//! ([`EnumDef`], [`AttrOrTypeDef`]). This is the op-info registry the greedy driver and the
//! e-graph import consult (purity, commutativity, constants, operand
//! segments), and what a PDLL `#include "X.td"` imports.
//!
//! ```no_run
//! let model = patsat_frontend::ods::load("ArithOps.td".as_ref(), &["include".into()])
//!     .map_err(|d| d[0].to_string())
//!     .unwrap();
//! let addi = model.op("arith.addi").unwrap();
//! assert!(addi.is_pure() && addi.has_trait("Commutative"));
//! ```

mod defs;
mod dump;
mod extract;
pub mod pdll_import;

pub use defs::{AttrOrTypeDef, DefKind, EnumCase, EnumDef, Param};

use crate::tablegen::{self, Keeper};
use patsat_ir::Diagnostic;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A type, attribute, region or successor constraint: its def and what it
/// checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Constraint {
    /// The def (or anonymous record) name, e.g. `I32` or `anonymous_42`.
    pub def_name: String,
    /// The TableGen class hierarchy's most specific named base, for
    /// anonymous constraints (e.g. `Variadic`, `ConfinedAttr`).
    pub kind: String,
    /// The summary (`summary` field).
    pub summary: String,
    /// The predicate condition in C++, with `$_self` placeholders.
    pub predicate: String,
    /// The C++ type (`cppType`/`storageType`, when the constraint has one).
    pub cpp_type: String,
    /// How a buildable type constraint builds its type (`builderCall`,
    /// e.g. `$_builder.getIntegerType(1)`; empty when not buildable).
    pub builder_call: String,
}

/// How many values an operand, result, region or successor stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one (`Optional<...>`).
    Optional,
    /// Any number (`Variadic<...>`).
    Variadic,
    /// A variadic of variadics, sized by an attribute (`VariadicOfVariadic`).
    VariadicOfVariadic {
        /// The attribute holding the segment sizes.
        segment_attr: String,
    },
}

/// A named operand or result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Value {
    /// The `$name` (may be empty for results).
    pub name: String,
    /// Single, optional or variadic.
    pub arity: Arity,
    /// The type constraint (of the element, for variadics).
    pub constraint: Constraint,
    /// Side effects declared on this value (`Arg<..., [MemRead]>`,
    /// `Res<..., [MemAlloc<...>]>`): `MemRead`, `MemWrite`, `MemAlloc`,
    /// `MemFree`.
    pub effects: Vec<String>,
}

/// An attribute argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attribute {
    /// The `$name`.
    pub name: String,
    /// The attribute constraint.
    pub constraint: Constraint,
    /// `OptionalAttr` (or `isOptional`).
    pub optional: bool,
    /// The default value (C++), for `DefaultValuedAttr`.
    pub default: Option<String>,
    /// The storage type (`storageType`).
    pub storage_type: String,
    /// The return type (`returnType`).
    pub return_type: String,
    /// The constant builder (`constBuilderCall`, with `$0` for the value;
    /// empty when none).
    pub const_builder: String,
}

/// A property argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Property {
    /// The `$name`.
    pub name: String,
    /// The property def.
    pub def_name: String,
    /// The storage type.
    pub storage_type: String,
    /// The interface type.
    pub interface_type: String,
    /// The default value, if any.
    pub default: Option<String>,
}

/// A region or successor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The `$name`.
    pub name: String,
    /// Single or variadic.
    pub arity: Arity,
    /// The constraint.
    pub constraint: Constraint,
}

/// A custom builder (`OpBuilder<(ins ...), [{ body }]>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Builder {
    /// Parameters: C++ type and name (`"::mlir::Value":$x`).
    pub params: Vec<(String, String)>,
    /// The default value of each parameter (`CArg<"unsigned", "0">`).
    pub defaults: Vec<Option<String>>,
    /// The C++ body (empty when defined out of line).
    pub body: String,
}

/// What kind of trait.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraitKind {
    /// A C++ trait class (`NativeOpTrait`).
    Native,
    /// An interface (`OpInterfaceTrait`, `DeclareOpInterfaceMethods`).
    Interface,
    /// A predicate checked by the verifier (`PredOpTrait`).
    Pred,
    /// A side-effect list (`MemoryEffects<[...]>`).
    MemoryEffects,
    /// Another kind of trait.
    Other,
}

/// One trait of an op (trait lists such as `Pure` are flattened; the list
/// itself is kept too).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trait {
    /// The def name (`Commutative`, `Pure`, or `anonymous_N`).
    pub def_name: String,
    /// The kind.
    pub kind: TraitKind,
    /// The C++ name (`::mlir::OpTrait::IsCommutative`), when it has one.
    pub cpp: String,
    /// For memory effects: the effects (`MemRead`, ...); empty for
    /// `NoMemoryEffect`.
    pub effects: Vec<String>,
    /// For `AllTypesMatch` and `TypesMatchWith`: the type relation.
    pub types: Option<TypeRelation>,
}

/// A relation between the types of an op's operands, attributes and
/// results, from its traits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeRelation {
    /// `AllTypesMatch<[names]>`: these have one type.
    AllMatch(Vec<String>),
    /// `TypesMatchWith<summary, lhs, rhs, transformer>`: the type of `rhs`
    /// is `transformer` (C++ with `$_self`) applied to the type of `lhs`.
    MatchWith {
        /// The source.
        lhs: String,
        /// The target.
        rhs: String,
        /// The C++ transformer.
        transformer: String,
    },
}

/// An operation definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Op {
    /// The operation name, `dialect.mnemonic`.
    pub name: String,
    /// The TableGen def name (`Arith_AddIOp`).
    pub def_name: String,
    /// The C++ class name (`cppClassName`, else the def name after its
    /// first `_`: `AddIOp`).
    pub cpp_class: String,
    /// The dialect name.
    pub dialect: String,
    /// The C++ namespace of the dialect.
    pub cpp_namespace: String,
    /// The summary.
    pub summary: String,
    /// Operands, in order.
    pub operands: Vec<Value>,
    /// Attributes, in order.
    pub attributes: Vec<Attribute>,
    /// Properties, in order.
    pub properties: Vec<Property>,
    /// The order of all arguments: `(kind, index)` with kind 'o'perand,
    /// 'a'ttribute or 'p'roperty.
    pub argument_order: Vec<(char, usize)>,
    /// Results, in order.
    pub results: Vec<Value>,
    /// Regions.
    pub regions: Vec<Slot>,
    /// Successors.
    pub successors: Vec<Slot>,
    /// Traits, flattened.
    pub traits: Vec<Trait>,
    /// `hasCanonicalizer` or `hasCanonicalizeMethod`.
    pub has_canonicalizer: bool,
    /// `hasFolder`.
    pub has_folder: bool,
    /// Custom builders, in order.
    pub builders: Vec<Builder>,
}

impl Op {
    /// Has a trait with this def name (`Commutative`) or C++ name
    /// (`IsCommutative`, `::mlir::OpTrait::IsCommutative`).
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits
            .iter()
            .any(|t| t.def_name == name || t.cpp == name || t.cpp.rsplit("::").next() == Some(name))
    }
    /// No memory effects (`NoMemoryEffect`, also through `Pure`).
    pub fn no_memory_effect(&self) -> bool {
        self.traits
            .iter()
            .any(|t| t.kind == TraitKind::MemoryEffects && t.effects.is_empty())
    }
    /// `Pure`: no memory effects and always speculatable.
    pub fn is_pure(&self) -> bool {
        self.no_memory_effect() && self.has_trait("AlwaysSpeculatableImplTrait")
    }
    /// `Commutative`.
    pub fn is_commutative(&self) -> bool {
        self.has_trait("IsCommutative")
    }
    /// `ConstantLike`.
    pub fn is_constant_like(&self) -> bool {
        self.has_trait("ConstantLike")
    }
    /// Operand segments come from an attribute (`AttrSizedOperandSegments`).
    pub fn attr_sized_operands(&self) -> bool {
        self.has_trait("AttrSizedOperandSegments")
    }
    /// Result segments come from an attribute (`AttrSizedResultSegments`).
    pub fn attr_sized_results(&self) -> bool {
        self.has_trait("AttrSizedResultSegments")
    }
    /// The operand named `name`.
    pub fn operand(&self, name: &str) -> Option<&Value> {
        self.operands.iter().find(|o| o.name == name)
    }
    /// The attribute named `name`.
    pub fn attribute(&self, name: &str) -> Option<&Attribute> {
        self.attributes.iter().find(|a| a.name == name)
    }
}

/// A dialect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dialect {
    /// The def name.
    pub def_name: String,
    /// The dialect name (`arith`).
    pub name: String,
    /// The C++ namespace (`::mlir::arith`).
    pub cpp_namespace: String,
}

/// The dialects and ops of a set of records, ops looked up by name.
#[derive(Clone, Debug, Default)]
pub struct OdsModel {
    /// Dialects, sorted by def name.
    pub dialects: Vec<Dialect>,
    /// Ops, sorted by def name.
    pub ops: Vec<Op>,
    /// Enums (`EnumInfo` defs), sorted by def name.
    pub enums: Vec<EnumDef>,
    /// Attribute and type defs (`AttrDef`, `TypeDef`), sorted by def name.
    pub attr_type_defs: Vec<AttrOrTypeDef>,
    by_name: BTreeMap<String, usize>,
}

impl OdsModel {
    /// The model of the `Dialect`, `Op`, `EnumInfo`, `AttrDef` and
    /// `TypeDef` defs of `k`.
    pub fn from_records(k: &Keeper) -> OdsModel {
        extract::extract(k)
    }
    /// The op named `dialect.mnemonic`.
    pub fn op(&self, name: &str) -> Option<&Op> {
        self.by_name.get(name).map(|&i| &self.ops[i])
    }
    /// The op whose TableGen def is `def_name`.
    pub fn op_by_def(&self, def_name: &str) -> Option<&Op> {
        self.ops.iter().find(|o| o.def_name == def_name)
    }
    /// A readable listing of everything (`--dump-ods`).
    pub fn dump(&self) -> String {
        dump::dump(self)
    }
}

/// Evaluates `main` (with `-I` directories) and reads its ODS.
pub fn load(main: &Path, include_dirs: &[PathBuf]) -> Result<OdsModel, Vec<Diagnostic>> {
    let opts = tablegen::Options {
        include_dirs: include_dirs.to_vec(),
        ..Default::default()
    };
    let loaded = tablegen::load(main, &opts)?;
    Ok(OdsModel::from_records(&loaded.keeper))
}
