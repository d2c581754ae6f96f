//! One call that does what `mlir-opt --mlir-print-op-generic` does to a
//! buffer: optional `--split-input-file`, parse, verify, print.

use crate::printer::print_module_to;
use crate::Module;
use crate::{
    parse_source, split_input_file, verify, Context, Diagnostic, PrintOptions, SourceFile,
};

/// Options of [`round_trip`].
#[derive(Clone, Debug, Default)]
pub struct RoundTripOptions {
    /// Split at `// -----` lines.
    pub split_input_file: bool,
    /// Skip the verifier.
    pub no_verify: bool,
    /// Printing options.
    pub print: PrintOptions,
    /// Do not free the IR, the context and the source buffer of each chunk
    /// (like clang's `-disable-free`): for a process that exits right after,
    /// tearing down millions of interned values is wasted time.
    pub disable_free: bool,
}

/// Parses, verifies and prints a buffer. Chunks are joined with
/// `// -----` lines like `mlir-opt`. All diagnostics of failing chunks are
/// returned (and then no text).
pub fn round_trip(
    name: &str,
    text: impl Into<Vec<u8>>,
    opts: &RoundTripOptions,
) -> Result<String, Vec<Diagnostic>> {
    let mut out = Vec::new();
    match round_trip_to(name, text, opts, &mut out) {
        Ok(()) => Ok(String::from_utf8(out).expect("the printer writes UTF-8")),
        Err(RoundTripError::Diagnostics(d)) => Err(d),
        Err(RoundTripError::Io(e)) => unreachable!("writing to a Vec cannot fail: {e}"),
    }
}

/// Why [`round_trip_to`] failed.
#[derive(Debug)]
pub enum RoundTripError {
    /// Some chunks did not parse or verify (the others were written).
    Diagnostics(Vec<Diagnostic>),
    /// The writer failed.
    Io(std::io::Error),
}

/// Like [`round_trip`], streaming the printed text of each chunk that
/// parses and verifies to `w` as `mlir-opt` does: a failing chunk prints
/// nothing, the others and every `// -----` separator are still written,
/// and the diagnostics of all failing chunks are returned. The input
/// is taken by value: a single chunk is parsed in place, without a copy.
pub fn round_trip_to(
    name: &str,
    text: impl Into<Vec<u8>>,
    opts: &RoundTripOptions,
    w: &mut dyn std::io::Write,
) -> Result<(), RoundTripError> {
    transform_chunks(name, text, opts, w, None)
}

/// A change made to each parsed and verified chunk before it is printed
/// (applying patterns, for instance). An error stops the whole run.
pub type ChunkTransform<'t> =
    dyn FnMut(&mut Context, &mut Module) -> Result<(), RoundTripError> + 't;

/// The chunk loop shared by the round trip and by every mode that rewrites
/// the IR: split (`--split-input-file`), parse, verify, `transform`, verify
/// again (when there is a transform), print; per-chunk parse and verify
/// errors are collected as `mlir-opt` reports them.
pub fn transform_chunks(
    name: &str,
    text: impl Into<Vec<u8>>,
    opts: &RoundTripOptions,
    w: &mut dyn std::io::Write,
    mut transform: Option<&mut ChunkTransform<'_>>,
) -> Result<(), RoundTripError> {
    let text = text.into();
    let chunks: Vec<Vec<u8>> = if opts.split_input_file {
        split_input_file(&text)
            .into_iter()
            .map(|(_, c)| c)
            .collect()
    } else {
        vec![text]
    };
    let mut diags = Vec::new();
    for (i, chunk) in chunks.into_iter().enumerate() {
        if i > 0 {
            w.write_all(b"// -----\n").map_err(RoundTripError::Io)?;
        }
        let src = SourceFile::new(name, chunk);
        let mut ctx = Context::new();
        let mut module = match parse_source(&mut ctx, &src) {
            Ok(m) => m,
            Err(d) => {
                diags.extend(d);
                continue;
            }
        };
        if !opts.no_verify {
            if let Err(d) = verify(&ctx, &module, &src) {
                diags.extend(d);
                continue;
            }
        }
        if let Some(t) = transform.as_deref_mut() {
            t(&mut ctx, &mut module)?;
            if !opts.no_verify {
                if let Err(d) = verify(&ctx, &module, &src) {
                    diags.extend(d);
                    continue;
                }
            }
        }
        print_module_to(&ctx, &module, &opts.print, w).map_err(RoundTripError::Io)?;
        if opts.disable_free {
            std::mem::forget(module);
            std::mem::forget(ctx);
            std::mem::forget(src);
        }
    }
    if diags.is_empty() {
        Ok(())
    } else {
        Err(RoundTripError::Diagnostics(diags))
    }
}
