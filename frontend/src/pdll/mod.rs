//! PDLL: lexer, parser (lalrpop), semantic analysis and lowering to the
//! `PatternSet`, glued by [`compile`].
//!
//! * [`lexer`] splits a file into tokens;
//! * `grammar.lalrpop` (generated parser) builds the [`ast`];
//! * [`parse`] runs both and explains syntax errors ([`explain`]);
//! * [`sema`] resolves names, types expressions, checks the rules and
//!   processes includes, giving the checked tree of [`hir`];
//! * [`lower`] generates the `PatternSet`, as `mlir-pdll -x=mlir` generates PDL;
//! * [`ods`] is the seam where ODS definitions from `.td` files come in.

pub mod ast;
pub mod dump;
pub mod explain;
pub mod hir;
pub mod lexer;
pub mod lower;
pub mod ods;
pub mod parse;
pub mod sema;
pub mod types;

lalrpop_util::lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, unused_parens, missing_docs)]
    grammar,
    "/pdll/grammar.rs"
);

use crate::pattern::PatternSet;
use crate::source::{FileId, SourceMap};
use patsat_ir::{Context, Diagnostic};
use std::path::PathBuf;

pub use lower::DefaultBenefit;

/// How to compile a PDLL file.
pub struct Options<'a> {
    /// `-I` directories for `#include`.
    pub include_dirs: Vec<PathBuf>,
    /// The benefit of patterns without `with benefit(N)`.
    pub benefit: DefaultBenefit,
    /// Where `.td` includes go.
    pub ods: &'a mut dyn ods::OdsLoader,
    /// Whether to lower to patterns (`false`: stop after sema, for `-x=ast`).
    pub lower: bool,
}

/// The result of compiling one PDLL file.
pub struct Compiled {
    /// The checked tree (present when sema succeeded).
    pub hir: Option<hir::Hir>,
    /// The patterns (present when everything succeeded).
    pub patterns: Option<PatternSet>,
    /// Warnings, then the error if there was one, in the order found.
    pub diagnostics: Vec<Diagnostic>,
}

impl Compiled {
    /// Whether compilation failed.
    pub fn failed(&self) -> bool {
        self.patterns.is_none()
    }
}

/// Parses, checks and lowers `file` (already in `sources`). Stops at the
/// first error, as `mlir-pdll` does.
pub fn compile(
    ctx: &mut Context,
    sources: &mut SourceMap,
    file: FileId,
    opts: Options<'_>,
) -> Compiled {
    let mut out = Compiled {
        hir: None,
        patterns: None,
        diagnostics: Vec::new(),
    };
    let module = match parse::parse(sources, file) {
        Ok(m) => m,
        Err(d) => {
            out.diagnostics.push(d);
            return out;
        }
    };
    let (hir, warnings) = sema::check(
        sema::SemaInput {
            sources,
            ctx,
            include_dirs: &opts.include_dirs,
            ods: opts.ods,
        },
        &module,
    );
    out.diagnostics.extend(warnings);
    // A syntax error stops the run; an error sema finds before it (in the
    // same file) is reported instead, as mlir-pdll checks while parsing.
    let syntax = module.errors.first().cloned();
    let hir = match (hir, syntax) {
        (Ok(h), None) => h,
        (Err(d), Some(s)) if d.file == s.file && (d.line, d.col) > (s.line, s.col) => {
            out.diagnostics.push(s);
            return out;
        }
        (Err(d), _) | (Ok(_), Some(d)) => {
            out.diagnostics.push(d);
            return out;
        }
    };
    if !opts.lower {
        out.hir = Some(hir);
        return out;
    }
    match lower::lower(ctx, sources, &hir, opts.benefit) {
        Ok(set) => out.patterns = Some(set),
        Err(d) => out.diagnostics.push(d),
    }
    out.hir = Some(hir);
    out
}
