//! Loading a pattern file into a `PatternSet`: `.pdll` through the PDLL
//! frontend (`.td` includes through TableGen/ODS), `.mlir` holding
//! `pdl.pattern` ops (custom or generic form) through the PDL importer,
//! `.td` DRR files through the DRR frontend (with the ODS ops they load).

use patsat_frontend::drr::{self, DrrPattern};
use patsat_frontend::ods::pdll_import::CollectingOds;
use patsat_frontend::ods::OdsModel;
use patsat_frontend::pattern::PatternSet;
use patsat_frontend::pdll::{self, DefaultBenefit};
use patsat_frontend::source::SourceMap;
use patsat_ir::{Context, Diagnostic, Severity};
use std::path::{Path, PathBuf};

/// How to load a pattern file.
#[derive(Clone, Debug, Default)]
pub struct LoadOptions {
    /// `-I` directories for `#include`.
    pub include_dirs: Vec<PathBuf>,
    /// The benefit of PDLL patterns without `with benefit(N)`.
    pub benefit: DefaultBenefit,
    /// `-D` macros for TableGen (DRR files).
    pub macros: Vec<String>,
}

/// What a DRR file gives besides its PDL-shaped patterns.
#[derive(Debug)]
pub struct DrrLoaded {
    /// The DRR patterns (C++ names, variants in [`Loaded::set`], natives
    /// with the defs and places that use them).
    pub patterns: Vec<DrrPattern>,
    /// The ODS ops of the file and its includes.
    pub ods: OdsModel,
    /// The probes of the patterns' `either`s (`DrrSet::probes`).
    pub probes: PatternSet,
    /// The guards of each probe.
    pub probe_guards: Vec<Vec<patsat_frontend::drr::Guard>>,
}

/// A loaded pattern set and the warnings found while loading it.
#[derive(Debug)]
pub struct Loaded {
    /// The patterns.
    pub set: PatternSet,
    /// Warnings (e.g. mlir-pdll's "result types are marked to be
    /// inferred" warning).
    pub warnings: Vec<Diagnostic>,
    /// For a DRR file, its DRR patterns and ODS ops.
    pub drr: Option<DrrLoaded>,
    /// The ODS models of the `.td` files a PDLL file includes (their op
    /// facts, e.g. which ops are pure).
    pub ods: Vec<OdsModel>,
}

/// Loads the patterns of `path` (a `.pdll`, PDL `.mlir` or DRR `.td`
/// file).
pub fn load_patterns(
    ctx: &mut Context,
    path: &Path,
    opts: &LoadOptions,
) -> Result<Loaded, Vec<Diagnostic>> {
    let name = path.to_string_lossy().to_string();
    match path.extension().and_then(|e| e.to_str()) {
        Some("pdll") | Some("mlir") => {}
        Some("td") => return load_drr(ctx, path, opts),
        _ => {
            return Err(vec![Diagnostic::bare(
                Severity::Error,
                &name,
                "unknown pattern file kind: expected a .pdll, .mlir (PDL) or .td (DRR) file",
            )])
        }
    }
    let text = std::fs::read(path).map_err(|e| {
        vec![Diagnostic::bare(
            Severity::Error,
            &name,
            format!("could not open pattern file: {}", e),
        )]
    })?;
    if path.extension().is_some_and(|e| e == "mlir") {
        return load_pdl(ctx, &name, &text);
    }
    load_pdll(ctx, &name, Some(path), text, opts)
}

/// Loads the `pdl.pattern` ops of a PDL MLIR file (all of them, at any
/// depth of nested modules, in order).
pub fn load_pdl(ctx: &mut Context, name: &str, text: &[u8]) -> Result<Loaded, Vec<Diagnostic>> {
    let mut sets = patsat_frontend::pdl::import::import_text(ctx, name, text, false)?;
    Ok(Loaded {
        set: sets.pop().unwrap_or_default(),
        warnings: Vec::new(),
        drr: None,
        ods: Vec::new(),
    })
}

/// Loads only the ODS ops of a `.td` file (its DRR patterns left out), so
/// that patterns from another file (e.g. the PDL `patsat drr --emit pdl`
/// wrote) create and match its ops with their inherent attributes, type
/// inference and traits.
pub fn load_ods(
    ctx: &mut Context,
    path: &Path,
    opts: &LoadOptions,
) -> Result<Loaded, Vec<Diagnostic>> {
    let mut l = load_drr(ctx, path, opts)?;
    l.set = PatternSet::default();
    if let Some(d) = &mut l.drr {
        d.patterns.clear();
    }
    Ok(l)
}

/// Loads the DRR patterns of a `.td` file with its includes.
pub fn load_drr(
    ctx: &mut Context,
    path: &Path,
    opts: &LoadOptions,
) -> Result<Loaded, Vec<Diagnostic>> {
    let topts = patsat_frontend::tablegen::Options {
        include_dirs: opts.include_dirs.clone(),
        macros: opts.macros.clone(),
    };
    let loaded = patsat_frontend::tablegen::load(path, &topts)?;
    let set = drr::lower_records(&loaded.keeper, &loaded.sources, ctx).map_err(|d| vec![*d])?;
    Ok(Loaded {
        set: set.set,
        warnings: Vec::new(),
        drr: Some(DrrLoaded {
            patterns: set.patterns,
            ods: OdsModel::from_records(&loaded.keeper),
            probes: set.probes,
            probe_guards: set.probe_guards,
        }),
        ods: Vec::new(),
    })
}

/// Loads PDLL patterns from text (`name` is used in diagnostics; `path`,
/// if any, is where relative `#include`s are resolved from).
pub fn load_pdll(
    ctx: &mut Context,
    name: &str,
    path: Option<&Path>,
    text: Vec<u8>,
    opts: &LoadOptions,
) -> Result<Loaded, Vec<Diagnostic>> {
    let mut sources = SourceMap::new();
    let file = sources.add(name, path.map(Path::to_path_buf), text);
    let mut ods = CollectingOds::default();
    let out = pdll::compile(
        ctx,
        &mut sources,
        file,
        pdll::Options {
            include_dirs: opts.include_dirs.clone(),
            benefit: opts.benefit,
            ods: &mut ods,
            lower: true,
        },
    );
    match out.patterns {
        Some(set) => Ok(Loaded {
            set,
            warnings: out.diagnostics,
            drr: None,
            ods: ods.models,
        }),
        None => Err(out.diagnostics),
    }
}
