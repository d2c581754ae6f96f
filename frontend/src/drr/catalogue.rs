//! A catalogue of the natives DRR files use: for each native (normalized
//! name and kind) how many DRR patterns use it and in which files, and
//! whether it is a DRR intrinsic, comes from LLVM's core ODS definitions,
//! is project text in a small C++ subset an evaluator can run, or is
//! project C++; per file, how many patterns need only intrinsics and core
//! natives (and the subset). It says which hooks a built-in library must provide
//! first.
//!
//! *Core* natives are those of the named defs in LLVM's `mlir/IR/*.td`
//! (any file whose path contains `/mlir/IR/`): the leaf conditions
//! (`CPred`s) of every constraint's predicate, the constant builder of
//! every attribute (also as `$_self == <builder>`, how a `ConstantAttr` is
//! matched), the builder of every buildable type and the expression of
//! every `NativeCodeCall`. A constraint native is core when each of its
//! leaves is; names are compared with number and string literals
//! abstracted ([`cpp::abstract_literals`]), since a hook for
//! `isSignlessInteger(32)` serves every width.

use super::{cpp, pred, DrrSet, NativeKind, NativeUse};
use crate::source::SourceMap;
use crate::tablegen::{span_of, Keeper, RecId};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// Where a native comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Origin {
    /// A DRR intrinsic (`drr.*`).
    Intrinsic,
    /// LLVM's core ODS definitions.
    Core,
    /// Project text, but only in the small C++ subset of MLIR API calls
    /// an evaluator can run (see [`in_cpp_subset`]).
    Subset,
    /// The project's own C++.
    Project,
}

impl Origin {
    /// `intrinsic`, `core` or `project`.
    pub fn as_str(self) -> &'static str {
        match self {
            Origin::Intrinsic => "intrinsic",
            Origin::Core => "core",
            Origin::Subset => "subset",
            Origin::Project => "project",
        }
    }
}

/// Calls `f` with the name and record of every named def of LLVM's core
/// ODS files (paths containing `/mlir/IR/`) among the records of `k`.
pub fn for_each_core_def(k: &Keeper, sm: &SourceMap, mut f: impl FnMut(&str, RecId)) {
    for (name, r) in k.defs_sorted() {
        // Anonymous instantiations carry their class's location, wherever
        // they are written: only named defs tell where they come from.
        if k.rec(r).anonymous {
            continue;
        }
        let Some(&at) = k.rec(r).locs.first() else {
            continue;
        };
        let file = span_of(at).file;
        if (file.0 as usize) >= sm.len() || !sm.file(file).name.contains("/mlir/IR/") {
            continue;
        }
        f(&name, r);
    }
}

/// The abstracted leaf conditions and builders of LLVM's core ODS defs
/// among the records of `k`.
pub fn core_natives(k: &Keeper, sm: &SourceMap) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut add = |s: &str| {
        out.insert(cpp::abstract_literals(&cpp::normalize(s)));
    };
    for_each_core_def(k, sm, |_, r| {
        if k.is_a(r, "Constraint") {
            if let Some(p) = k.def_field(r, "predicate") {
                for leaf in pred::leaves(k, p) {
                    add(&leaf);
                }
            }
        }
        if let Some(b) = k.str_field(r, "constBuilderCall").filter(|b| !b.is_empty()) {
            add(&b);
            add(&format!("$_self == {}", b));
        }
        if let Some(b) = k.str_field(r, "builderCall").filter(|b| !b.is_empty()) {
            add(&b);
        }
        if k.is_a(r, "NativeCodeCall") {
            if let Some(e) = k.str_field(r, "expression") {
                add(&e);
            }
        }
    });
    out
}

/// The origin of a native given the core set of its file.
pub fn origin(n: &NativeUse, core: &BTreeSet<String>) -> Origin {
    if n.intrinsic {
        return Origin::Intrinsic;
    }
    let all_core = !n.leaves.is_empty()
        && n.leaves
            .iter()
            .all(|l| core.contains(&cpp::abstract_literals(l)));
    if all_core {
        Origin::Core
    } else if in_cpp_subset(&n.name) {
        Origin::Subset
    } else {
        Origin::Project
    }
}

/// Names a small C++ evaluator over MLIR values, types and attributes
/// knows (issue 5's subset) that may stand alone: casts, builtin type and
/// attribute classes, literals and `LogicalResult` helpers.
const SUBSET_FREE: &str = "\
    isa cast dyn_cast dyn_cast_or_null isa_and_nonnull cast_or_null success failure \
    succeeded failed true false nullptr Type Value Attribute IntegerType FloatType \
    IndexType NoneType ComplexType ShapedType TensorType RankedTensorType \
    UnrankedTensorType VectorType MemRefType BaseMemRefType Float16Type Float32Type \
    Float64Type BFloat16Type IntegerAttr FloatAttr StringAttr BoolAttr UnitAttr TypeAttr \
    ArrayAttr DictionaryAttr ElementsAttr DenseElementsAttr DenseIntElementsAttr \
    DenseFPElementsAttr SplatElementsAttr DenseI32ArrayAttr DenseI64ArrayAttr TypedAttr \
    APInt APFloat Operation";

/// Methods (after `.`, `->` or `::`) the evaluator knows: value, shape and
/// attribute queries and the builder's getters.
const SUBSET_METHODS: &str = "\
    hasOneUse use_empty getDefiningOp getType getOwner hasRank getRank getShape \
    getElementType getNumElements hasStaticShape getDimSize isDynamicDim \
    getIntOrFloatBitWidth getWidth isF16 isF32 isF64 isBF16 isInteger isSignlessInteger \
    isUnsignedInteger isSignedInteger isIndex isIntOrFloat isIntOrIndex \
    isIntOrIndexOrFloat isSignlessIntOrIndex getInt getValue getSInt getUInt isSplat \
    getSplatValue getValueAsDouble size empty getSExtValue getZExtValue isZero isOne \
    isAllOnes isNegative convertToDouble convertToFloat getResult getOperand getNumResults \
    getNumOperands getI1Type getI8Type getI16Type getI32Type getI64Type getIndexType \
    getF16Type getBF16Type getF32Type getF64Type getIntegerType getI1IntegerAttr \
    getI8IntegerAttr getI16IntegerAttr getI32IntegerAttr getI64IntegerAttr \
    getSI32IntegerAttr getUI32IntegerAttr getIntegerAttr getIndexAttr getBoolAttr \
    getStringAttr getUnitAttr getF16FloatAttr getF32FloatAttr getF64FloatAttr getFloatAttr \
    getZeroAttr getTypeAttr getArrayAttr getI32ArrayAttr getI64ArrayAttr getF32ArrayAttr \
    getF64ArrayAttr getStrArrayAttr getDenseI32ArrayAttr getDenseI64ArrayAttr getContext \
    get";

/// Is a normalized snippet in the small C++ subset: placeholders,
/// literals, operators, standalone names from [`SUBSET_FREE`] and methods
/// from [`SUBSET_METHODS`] (no lambdas, statements or project functions)?
/// An estimate of what an evaluator could run without project hooks.
pub fn in_cpp_subset(name: &str) -> bool {
    if name.contains('{') || name.contains(';') || name.contains('[') {
        return false;
    }
    let b = name.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            continue;
        }
        if !(c.is_ascii_alphabetic() || c == b'_' || c == b'$') {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$') {
            i += 1;
        }
        let w = &name[start..i];
        if w.starts_with('$') {
            continue;
        }
        let before = name[..start].trim_end();
        let member = before.ends_with('.') || before.ends_with("->") || before.ends_with("::");
        let is = |list: &str| list.split_whitespace().any(|n| n == w);
        let known = is(SUBSET_FREE) || (member && is(SUBSET_METHODS));
        if !known {
            return false;
        }
    }
    true
}

/// One native of the catalogue.
#[derive(Clone, Debug, Default)]
pub struct Entry {
    /// Where it comes from (the least core origin seen).
    pub origin: Option<Origin>,
    /// Number of DRR patterns using it.
    pub patterns: usize,
    /// The files using it.
    pub files: BTreeSet<String>,
    /// One original text.
    pub text: String,
}

/// Per-file counts.
#[derive(Clone, Debug)]
pub struct FileStats {
    /// The file.
    pub file: String,
    /// DRR patterns loaded.
    pub patterns: usize,
    /// Of those, patterns whose natives are all intrinsics or core.
    pub core_only: usize,
    /// Patterns whose natives are all intrinsics, core or in the C++
    /// subset.
    pub subset_only: usize,
    /// Patterns without any native besides intrinsics.
    pub no_natives: usize,
}

/// Natives by (name, kind), and per-file counts.
#[derive(Clone, Debug, Default)]
pub struct Catalogue {
    /// The natives.
    pub entries: BTreeMap<(String, NativeKind), Entry>,
    /// The files, in the order added.
    pub files: Vec<FileStats>,
}

impl Catalogue {
    /// Adds the patterns of one file.
    pub fn add(&mut self, file: &str, set: &DrrSet, core: &BTreeSet<String>) {
        let mut stats = FileStats {
            file: file.to_string(),
            patterns: set.patterns.len(),
            core_only: 0,
            subset_only: 0,
            no_natives: 0,
        };
        for p in &set.patterns {
            let mut seen = BTreeSet::new();
            let mut all_core = true;
            let mut all_subset = true;
            let mut any = false;
            for n in &p.natives {
                let o = origin(n, core);
                all_core &= o <= Origin::Core;
                all_subset &= o <= Origin::Subset;
                if o != Origin::Intrinsic {
                    any = true;
                }
                let key = (n.name.clone(), n.kind);
                let e = self.entries.entry(key.clone()).or_default();
                e.origin = Some(e.origin.map_or(o, |x| x.max(o)));
                e.files.insert(file.to_string());
                if e.text.is_empty() {
                    e.text = n.text.clone();
                }
                if seen.insert(key) {
                    e.patterns += 1;
                }
            }
            stats.core_only += usize::from(all_core);
            stats.subset_only += usize::from(all_subset);
            stats.no_natives += usize::from(!any);
        }
        self.files.push(stats);
    }

    /// The natives as tab-separated lines: name, kind, origin, number of
    /// patterns, files; most used first.
    pub fn natives_tsv(&self) -> String {
        let mut rows: Vec<_> = self.entries.iter().collect();
        rows.sort_by(|a, b| b.1.patterns.cmp(&a.1.patterns).then(a.0.cmp(b.0)));
        let mut out = String::from("# name\tkind\torigin\tpatterns\tfiles\n");
        for ((name, kind), e) in rows {
            let files: Vec<&str> = e.files.iter().map(String::as_str).collect();
            let _ = writeln!(
                out,
                "{}\t{}\t{}\t{}\t{}",
                name.replace(['\t', '\n'], " "),
                kind.as_str(),
                e.origin.map_or("", Origin::as_str),
                e.patterns,
                files.join(" ")
            );
        }
        out
    }

    /// The per-file counts as tab-separated lines, with a total.
    pub fn files_tsv(&self) -> String {
        let mut out = String::from("# file\tpatterns\tcore-only\tsubset-only\tno-natives\n");
        let (mut p, mut c, mut sub, mut n) = (0, 0, 0, 0);
        for f in &self.files {
            let _ = writeln!(
                out,
                "{}\t{}\t{}\t{}\t{}",
                f.file, f.patterns, f.core_only, f.subset_only, f.no_natives
            );
            p += f.patterns;
            c += f.core_only;
            sub += f.subset_only;
            n += f.no_natives;
        }
        let _ = writeln!(out, "total\t{}\t{}\t{}\t{}", p, c, sub, n);
        out
    }
}
