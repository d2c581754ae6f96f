//! What PDLL needs from ODS (`#include "ops.td"`): operation definitions
//! (operand and result groups with their variadic-ness, attribute names,
//! whether result types are inferred) and the attribute, type and
//! interface constraints a `.td` file defines. The TableGen/ODS frontend
//! implements [`OdsLoader`]; until it is plugged in, [`NoOds`] rejects
//! `.td` includes with a located error instead of guessing.

use std::path::{Path, PathBuf};

/// How many values an operand or result group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VariableLength {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

/// One operand or result group of an ODS operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsValue {
    /// The group name (`$name` in ODS).
    pub name: String,
    /// Its variadic-ness.
    pub length: VariableLength,
}

impl OdsValue {
    /// Optional and variadic groups are ranges in PDL.
    pub fn is_variable_length(&self) -> bool {
        self.length != VariableLength::Single
    }
}

/// An operation defined in ODS.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsOperation {
    /// `dialect.name`
    pub name: String,
    /// Operand groups, in order.
    pub operands: Vec<OdsValue>,
    /// Result groups, in order.
    pub results: Vec<OdsValue>,
    /// Attribute names (with whether each is optional).
    pub attributes: Vec<(String, bool)>,
    /// Whether the op implements `InferTypeOpInterface`.
    pub infers_result_types: bool,
    /// Where it is defined: file, line, column.
    pub loc: Option<(PathBuf, u32, u32)>,
}

/// What an imported ODS constraint constrains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OdsConstraintKind {
    /// An attribute constraint (`def I64Attr : ...`).
    Attr,
    /// A type constraint (`def I64 : ...`).
    Type,
    /// An operation interface.
    OpInterface,
}

/// An attribute/type constraint or op interface defined in ODS, imported
/// into PDLL as a native constraint of one argument named `self`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsConstraint {
    /// The def name.
    pub name: String,
    /// What it constrains.
    pub kind: OdsConstraintKind,
    /// The C++ condition as a code block (kept for diagnostics).
    pub code: String,
}

/// Everything one `.td` include provides.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OdsImport {
    /// Operations.
    pub operations: Vec<OdsOperation>,
    /// Constraints.
    pub constraints: Vec<OdsConstraint>,
}

/// Loads ODS definitions from a resolved `.td` file.
pub trait OdsLoader {
    /// Reads `path` (with `include_dirs` for its own includes). An error is
    /// reported at the `#include` as `error while processing include file
    /// `name`: <message>`.
    fn load(&mut self, path: &Path, include_dirs: &[PathBuf]) -> Result<OdsImport, String>;
}

/// The loader used until the TableGen/ODS frontend exists: every `.td`
/// include is an error naming the missing piece.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoOds;

impl OdsLoader for NoOds {
    fn load(&mut self, _path: &Path, _include_dirs: &[PathBuf]) -> Result<OdsImport, String> {
        Err("importing ODS definitions from `.td` files is not supported yet (needs patsat's TableGen/ODS frontend)".into())
    }
}
