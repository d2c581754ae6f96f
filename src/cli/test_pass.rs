//! `patsat apply --test-pdl-bytecode-pass`: MLIR's test pass of the same
//! name, for files like `mlir/test/Rewrite/pdl-bytecode.mlir` where each
//! module holds a `pdl_interp` program as `module @patterns` and the
//! payload as `module @ir` (see `patsat_translate::pdl_interp`). The greedy
//! driver flags of `apply` change the driver's configuration (the pass
//! itself uses the default one); `--trace` and `--stats` report on it.

use clap::{Arg, ArgAction};
use patsat_greedy::{GreedyRewriteConfig, OpInfoRegistry};
use patsat_ir::{
    parse_source, print_module_to, verify, Context, Diagnostic, Module, PrintOptions,
    RoundTripError, Severity, SourceFile,
};
use patsat_translate::pdl_interp::{run_test_pass, TestPassError};
use std::io::Write;

/// The switch.
pub fn arg() -> Arg {
    Arg::new("test-pdl-bytecode-pass")
        .long("test-pdl-bytecode-pass")
        .action(ArgAction::SetTrue)
        .conflicts_with("patterns")
        .help(
            "Run the pdl_interp program of each module's `module @patterns` on its `module @ir`, \
             as mlir-opt's test pass of this name does",
        )
}

/// How to run the pass.
pub struct TestPassRun {
    /// The driver configuration.
    pub config: GreedyRewriteConfig,
    /// Split the input at `// -----`.
    pub split: bool,
    /// Verify before and after.
    pub verify: bool,
    /// Print the driver's log on stderr.
    pub trace: bool,
    /// Print the driver's result on stderr.
    pub stats: bool,
    /// Printer options.
    pub print: PrintOptions,
}

/// Runs the pass on each chunk of `text` and writes the results.
pub fn run(
    r: &TestPassRun,
    name: &str,
    text: Vec<u8>,
    w: &mut dyn Write,
) -> Result<(), RoundTripError> {
    let registry = patsat_greedy::dialects::upstream_registry();
    let mut diags = Vec::new();
    for (i, chunk) in super::input_chunks(text, r.split).into_iter().enumerate() {
        if i > 0 {
            w.write_all(b"// -----\n").map_err(RoundTripError::Io)?;
        }
        match run_chunk(r, &registry, name, chunk) {
            Ok((ctx, module)) => {
                print_module_to(&ctx, &module, &r.print, w).map_err(RoundTripError::Io)?
            }
            Err(d) => diags.extend(d),
        }
    }
    if diags.is_empty() {
        Ok(())
    } else {
        Err(RoundTripError::Diagnostics(diags))
    }
}

/// Parses, verifies, runs the pass and verifies again one chunk.
fn run_chunk(
    r: &TestPassRun,
    registry: &OpInfoRegistry,
    name: &str,
    chunk: Vec<u8>,
) -> Result<(Context, Module), Vec<Diagnostic>> {
    let mut ctx = Context::new();
    let src = SourceFile::new(name, chunk);
    let mut module = parse_source(&mut ctx, &src)?;
    let check = |ctx: &Context, module: &Module| match r.verify {
        true => verify(ctx, module, &src),
        false => Ok(()),
    };
    check(&ctx, &module)?;
    match run_test_pass(&mut ctx, &mut module, registry, &r.config, r.trace) {
        Ok(Some(res)) => {
            for line in res.log.iter().filter(|_| r.trace) {
                eprintln!("{}", line);
            }
            if r.stats {
                eprintln!(
                    "patsat: converged={} changed={} iterations={} rewrites={}",
                    res.converged as u8,
                    res.changed as u8,
                    res.iterations,
                    res.rewrites_per_pattern.iter().sum::<u64>()
                );
            }
        }
        Ok(None) => {}
        Err(TestPassError::Load(d)) => return Err(d),
        Err(TestPassError::Run(errors)) => {
            return Err(errors
                .into_iter()
                .map(|e| Diagnostic::bare(Severity::Error, name, e))
                .collect())
        }
    }
    check(&ctx, &module)?;
    Ok((ctx, module))
}
