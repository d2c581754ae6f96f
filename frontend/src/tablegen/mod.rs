//! TableGen as LLVM 22 defines it: a lexer with the preprocessor and
//! includes (`lexer`), a lalrpop grammar building a syntax tree (`ast`,
//! `grammar.lalrpop`), and an evaluator (`eval`) that turns it into records
//! (`model`) through resolution (`resolve`), folding of the bang operators
//! (`fold`) and value conversions (`values`). `print` writes what
//! `mlir-tblgen --print-records` writes.
//!
//! ```no_run
//! use patsat_frontend::tablegen::{load, Options};
//! let opts = Options { include_dirs: vec!["include".into()], ..Default::default() };
//! let loaded = load("Ops.td".as_ref(), &opts).map_err(|d| d[0].to_string()).unwrap();
//! print!("{}", loaded.keeper.print_records());
//! ```

pub mod ast;
pub mod eval;
pub mod fold;
pub mod intern;
pub mod lexer;
pub mod model;
pub mod print;
pub mod query;
pub mod resolve;
pub mod values;

lalrpop_util::lalrpop_mod!(
    #[allow(clippy::all, missing_docs, unused_parens)]
    grammar,
    "/tablegen/grammar.rs"
);

use crate::source::{FileId, SourceMap, Span};
use lalrpop_util::ParseError;
use patsat_ir::{Diagnostic, Severity};
use std::path::{Path, PathBuf};

pub use model::{Init, Keeper, RecId, Ty, TyKind, V};

/// A position: file id in the high 32 bits, byte offset in the low ones.
pub fn pos(file: FileId, off: usize) -> u64 {
    ((file.0 as u64) << 32) | off as u64
}

/// The span (one byte) of a position.
pub fn span_of(p: u64) -> Span {
    let file = FileId((p >> 32) as u32);
    let off = (p & 0xffff_ffff) as usize;
    Span::new(file, off, off)
}

/// How to run TableGen.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `-I` directories, in order.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` macros.
    pub macros: Vec<String>,
}

/// The records of a run and the files they came from.
pub struct Loaded {
    /// Classes, defs and values.
    pub keeper: Keeper,
    /// The files read.
    pub sources: SourceMap,
    /// Warnings and notes (e.g. from `dump`).
    pub diagnostics: Vec<Diagnostic>,
}

fn to_diag(sources: &SourceMap, at: u64, severity: Severity, msg: &str) -> Diagnostic {
    let msg = msg.trim_end_matches('\n');
    if at == fold::NO_LOC || (at >> 32) as usize >= sources.len() {
        let name = if sources.is_empty() {
            String::new()
        } else {
            sources.file(FileId(0)).name.clone()
        };
        let mut d = Diagnostic::bare(severity, &name, msg);
        d.file = String::new();
        return d;
    }
    sources.diag(severity, span_of(at), msg)
}

fn severity(s: &str) -> Severity {
    match s {
        "error" => Severity::Error,
        "warning" => Severity::Warning,
        _ => Severity::Note,
    }
}

/// Reads `main` with its includes and evaluates it.
pub fn load(main: &Path, opts: &Options) -> Result<Loaded, Vec<Diagnostic>> {
    let mut sources = SourceMap::new();
    let main_id = match sources.load(main) {
        Ok(id) => id,
        Err(e) => {
            let msg = format!(
                "Could not open input file '{}': {}",
                main.display(),
                io_message(&e)
            );
            return Err(vec![Diagnostic::bare(Severity::Error, "", msg)]);
        }
    };
    let mut strs = intern::Interner::new();
    let (tokens, lex_err, warnings) =
        lexer::Lexer::new(&mut sources, &mut strs, &opts.include_dirs, &opts.macros).run(main_id);
    // About one value per 8 bytes of source read (measured on the corpus).
    let source_bytes: usize = (0..sources.len())
        .map(|i| sources.file(FileId(i as u32)).text.len())
        .sum();
    let keeper = Keeper::with_capacity(strs, (source_bytes / 8).max(1 << 12));
    let mut ev = eval::Evaluator::new(keeper);
    ev.tok_starts = tokens.iter().map(|t| t.0).collect();
    ev.tok_starts.sort_unstable();
    let input = tokens.into_iter().map(Ok).chain(lex_err.map(Err));
    let result = grammar::FileParser::new().parse(&mut ev, input);
    let mut diags: Vec<Diagnostic> = warnings
        .iter()
        .map(|w| to_diag(&sources, w.at, Severity::Warning, &w.message))
        .collect();
    let mut parse_error = None;
    let mut lex_note = None;
    if let Err(e) = result {
        parse_error = match e {
            ParseError::User { error } if error.at == fold::NO_LOC => None,
            ParseError::User { error } => {
                if let Some(c) = error.control {
                    lex_note = Some(c);
                }
                Some((error.at, error.message))
            }
            ParseError::UnrecognizedToken { token, expected } => {
                let msg = match expected.as_slice() {
                    [one] => format!("expected {}", one.replace('"', "'")),
                    _ => "Unexpected token".to_string(),
                };
                Some((token.0, msg))
            }
            ParseError::ExtraToken { token } => Some((token.0, "Unexpected token".to_string())),
            ParseError::UnrecognizedEof { location, .. } => {
                Some((location, "Unexpected end of file".to_string()))
            }
            ParseError::InvalidToken { location } => Some((location, "invalid token".to_string())),
        };
    }
    for d in &ev.k.diags {
        diags.push(to_diag(&sources, d.at, severity(d.severity), &d.message));
    }
    let mut failed = ev.k.errors > 0;
    if let Some((at, msg)) = parse_error {
        diags.push(to_diag(&sources, at, Severity::Error, &msg));
        if let Some(c) = lex_note {
            let n = "the latest preprocessor control is here";
            diags.push(to_diag(&sources, c, Severity::Note, n));
        }
        failed = true;
    }
    if failed {
        return Err(diags);
    }
    Ok(Loaded {
        keeper: ev.k,
        sources,
        diagnostics: diags,
    })
}

fn io_message(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        _ => e.to_string(),
    }
}

/// `--print-records` for `main`.
pub fn print_records(main: &Path, opts: &Options) -> Result<String, Vec<Diagnostic>> {
    load(main, opts).map(|l| l.keeper.print_records())
}
