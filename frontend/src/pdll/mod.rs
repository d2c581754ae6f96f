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

/// One chunk of a split input: its display name and text.
pub struct Chunk {
    /// The name diagnostics and locations use.
    pub name: String,
    /// The text.
    pub text: Vec<u8>,
}

/// Splits at `// -----` lines as `mlir-pdll -split-input-file` does: a
/// chunk ends where a marker line starts and the next begins right after
/// the marker text (so its first line is the rest of the marker line); it
/// is named `within split at FILE:LINE offset ` with LINE the marker's line
/// (1 for the first chunk).
pub fn split_input(file: &str, text: &[u8]) -> Vec<Chunk> {
    const MARKER: &[u8] = b"// -----";
    let mut chunks = Vec::new();
    let (mut start, mut start_line) = (0, 1);
    let (mut pos, mut line) = (0, 1);
    while pos < text.len() {
        let end = text[pos..]
            .iter()
            .position(|&b| b == b'\n')
            .map(|i| pos + i + 1)
            .unwrap_or(text.len());
        let l = &text[pos..end];
        let lead = l
            .iter()
            .position(|b| !b.is_ascii_whitespace())
            .unwrap_or(l.len());
        if l[lead..].starts_with(MARKER) {
            chunks.push(Chunk {
                name: format!("within split at {}:{} offset ", file, start_line),
                text: text[start..pos].to_vec(),
            });
            start = pos + lead + MARKER.len();
            start_line = line;
        }
        pos = end;
        line += 1;
    }
    chunks.push(Chunk {
        name: format!("within split at {}:{} offset ", file, start_line),
        text: text[start..].to_vec(),
    });
    chunks
}

/// Compiles the text of `path` as `patsat pdll` does: split into chunks at
/// `// -----` lines when `split` is set, each chunk in its own context
/// (as `mlir-pdll -split-input-file` processes each in a fresh one).
pub fn compile_chunks(
    path: &str,
    text: Vec<u8>,
    split: bool,
    opts: Options<'_>,
) -> Vec<(Context, Compiled)> {
    let chunks = if split {
        split_input(path, &text)
    } else {
        vec![Chunk {
            name: path.to_string(),
            text,
        }]
    };
    chunks
        .into_iter()
        .map(|c| {
            let mut ctx = Context::new();
            let mut sources = SourceMap::new();
            let file = sources.add(c.name, Some(PathBuf::from(path)), c.text);
            let out = compile(
                &mut ctx,
                &mut sources,
                file,
                Options {
                    include_dirs: opts.include_dirs.clone(),
                    benefit: opts.benefit,
                    ods: &mut *opts.ods,
                    lower: opts.lower,
                },
            );
            (ctx, out)
        })
        .collect()
}

#[cfg(test)]
mod tests;
