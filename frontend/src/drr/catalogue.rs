//! A catalogue of the natives DRR files use: for each native (normalized
//! name and kind) how many DRR patterns use it and in which files, and
//! whether it is a DRR intrinsic, comes from LLVM's core ODS definitions,
//! or from the project; per file, how many patterns need only intrinsics
//! and core natives. It says which hooks a built-in library must provide
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
use crate::tablegen::{span_of, Keeper};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// Where a native comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Origin {
    /// A DRR intrinsic (`drr.*`).
    Intrinsic,
    /// LLVM's core ODS definitions.
    Core,
    /// The project's own C++.
    Project,
}

impl Origin {
    /// `intrinsic`, `core` or `project`.
    pub fn as_str(self) -> &'static str {
        match self {
            Origin::Intrinsic => "intrinsic",
            Origin::Core => "core",
            Origin::Project => "project",
        }
    }
}

/// The abstracted leaf conditions and builders of LLVM's core ODS defs
/// among the records of `k`.
pub fn core_natives(k: &Keeper, sm: &SourceMap) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut add = |s: &str| {
        out.insert(cpp::abstract_literals(&cpp::normalize(s)));
    };
    for (_, r) in k.defs_sorted() {
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
    }
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
    } else {
        Origin::Project
    }
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
            no_natives: 0,
        };
        for p in &set.patterns {
            let mut seen = BTreeSet::new();
            let mut all_core = true;
            let mut any = false;
            for n in &p.natives {
                let o = origin(n, core);
                if o == Origin::Project {
                    all_core = false;
                }
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
        let mut out = String::from("# file\tpatterns\tcore-only\tno-natives\n");
        let (mut p, mut c, mut n) = (0, 0, 0);
        for f in &self.files {
            let _ = writeln!(
                out,
                "{}\t{}\t{}\t{}",
                f.file, f.patterns, f.core_only, f.no_natives
            );
            p += f.patterns;
            c += f.core_only;
            n += f.no_natives;
        }
        let _ = writeln!(out, "total\t{}\t{}\t{}", p, c, n);
        out
    }
}
