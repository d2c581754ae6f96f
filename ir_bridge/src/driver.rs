//! One call that does what `mlir-opt --mlir-print-op-generic` does to a
//! buffer: optional `--split-input-file`, parse, verify, print.

use crate::{
    parse_source, print_module, split_input_file, verify, Context, Diagnostic, PrintOptions,
    SourceFile,
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
/// returned.
pub fn round_trip(
    name: &str,
    text: &[u8],
    opts: &RoundTripOptions,
) -> Result<String, Vec<Diagnostic>> {
    let chunks: Vec<Vec<u8>> = if opts.split_input_file {
        split_input_file(text).into_iter().map(|(_, c)| c).collect()
    } else {
        vec![text.to_vec()]
    };
    let mut out = String::new();
    let mut diags = Vec::new();
    for (i, chunk) in chunks.into_iter().enumerate() {
        if i > 0 {
            out.push_str("// -----\n");
        }
        let src = SourceFile::new(name, chunk);
        let mut ctx = Context::new();
        let module = match parse_source(&mut ctx, &src) {
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
        let printed = print_module(&ctx, &module, &opts.print);
        if opts.disable_free {
            std::mem::forget(module);
            std::mem::forget(ctx);
            std::mem::forget(src);
        }
        if out.is_empty() {
            out = printed; // the common single-chunk case: no copy
        } else {
            out.push_str(&printed);
        }
    }
    if diags.is_empty() {
        Ok(out)
    } else {
        Err(diags)
    }
}
