//! Loading a pattern file into a `PatternSet`: `.pdll` through the PDLL
//! frontend. PDL in MLIR form (`.mlir` holding `pdl.pattern` ops) needs the
//! PDL importer of the frontend, which does not exist yet: such a file is an
//! error that says so.

use patsat_frontend::pattern::PatternSet;
use patsat_frontend::pdll::{self, ods::NoOds, DefaultBenefit};
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
}

/// A loaded pattern set and the warnings found while loading it.
#[derive(Debug)]
pub struct Loaded {
    /// The patterns.
    pub set: PatternSet,
    /// Warnings (e.g. mlir-pdll's "result types are marked to be
    /// inferred" warning).
    pub warnings: Vec<Diagnostic>,
}

/// Loads the patterns of `path` (a `.pdll` file).
pub fn load_patterns(
    ctx: &mut Context,
    path: &Path,
    opts: &LoadOptions,
) -> Result<Loaded, Vec<Diagnostic>> {
    let name = path.to_string_lossy().to_string();
    match path.extension().and_then(|e| e.to_str()) {
        Some("pdll") => {}
        Some("mlir") => {
            return Err(vec![Diagnostic::bare(
                Severity::Error,
                &name,
                "PDL patterns in MLIR form are not supported yet (they need the PDL importer); \
                 give the patterns as a .pdll file",
            )])
        }
        _ => {
            return Err(vec![Diagnostic::bare(
                Severity::Error,
                &name,
                "unknown pattern file kind: expected a .pdll file",
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
    load_pdll(ctx, &name, Some(path), text, opts)
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
    let mut ods = NoOds;
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
        }),
        None => Err(out.diagnostics),
    }
}
