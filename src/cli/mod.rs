//! The command line: one module per subcommand, registered here. Flags
//! follow `mlir-opt`, `mlir-pdll` and `mlir-tblgen` where those have one.

use clap::Command;
use std::ffi::OsString;
use std::io::{Read, Write};

mod analyze;
mod apply;
mod bench;
mod drr;
mod eqsat;
mod pdll;
mod tblgen;
mod test_pass;

fn command() -> Command {
    Command::new("patsat")
        .about("MLIR rewrite patterns (DRR, PDLL) applied by equality saturation or MLIR's greedy driver")
        .subcommand_required(true)
        .subcommand(analyze::command())
        .subcommand(apply::command())
        .subcommand(bench::command())
        .subcommand(drr::command())
        .subcommand(pdll::command())
        .subcommand(tblgen::command())
}

/// Runs the command line; returns the process exit code.
pub fn run(args: Vec<OsString>) -> i32 {
    let m = match command().try_get_matches_from(args) {
        Ok(m) => m,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 1 } else { 0 };
        }
    };
    match m.subcommand() {
        Some(("analyze", m)) => analyze::run(m),
        Some(("apply", m)) => apply::run(m),
        Some(("bench", m)) => bench::run(m),
        Some(("drr", m)) => drr::run(m),
        Some(("pdll", m)) => pdll::run(m),
        Some(("tblgen", m)) => tblgen::run(m),
        _ => 1,
    }
}

/// The chunks of an input: split at `// -----` lines with
/// `--split-input-file`, else the whole text.
pub(crate) fn input_chunks(text: Vec<u8>, split: bool) -> Vec<Vec<u8>> {
    if split {
        patsat_ir::split_input_file(&text)
            .into_iter()
            .map(|(_, c)| c)
            .collect()
    } else {
        vec![text]
    }
}

/// `-o OUT` (default `-`, stdout), shared by every subcommand.
pub(crate) fn output_arg() -> clap::Arg {
    clap::Arg::new("output")
        .short('o')
        .help("Output file, '-' for stdout")
        .default_value("-")
}

/// `-I DIR`, repeatable: where `#include`/`include` files are searched.
pub(crate) fn include_arg(help: &'static str) -> clap::Arg {
    clap::Arg::new("include")
        .short('I')
        .action(clap::ArgAction::Append)
        .value_name("DIR")
        .help(help)
}

/// `--no-project-hooks`: resolve DRR natives without the shipped project
/// hook sets (`patsat_translate::natives::projects`), which are on by
/// default.
pub(crate) fn no_project_hooks_arg() -> clap::Arg {
    clap::Arg::new("no-project-hooks")
        .long("no-project-hooks")
        .action(clap::ArgAction::SetTrue)
        .help(
            "Do not use the shipped project hook sets (Rust versions of the C++ helpers of \
             projects such as onnx-mlir) when resolving DRR natives",
        )
}

/// The `-D` argument (TableGen macros), as mlir-tblgen takes it.
pub(crate) fn define_arg() -> clap::Arg {
    clap::Arg::new("define")
        .short('D')
        .action(clap::ArgAction::Append)
        .help("Define a preprocessor macro")
}

/// Every value of a repeatable argument, in order.
pub(crate) fn strings(m: &clap::ArgMatches, name: &str) -> Vec<String> {
    m.get_many::<String>(name)
        .map(|v| v.cloned().collect())
        .unwrap_or_default()
}

/// Every value of a repeatable path argument, in order.
pub(crate) fn paths(m: &clap::ArgMatches, name: &str) -> Vec<std::path::PathBuf> {
    m.get_many::<String>(name)
        .map(|v| v.map(std::path::PathBuf::from).collect())
        .unwrap_or_default()
}

/// Loads pattern files into one set, in order, through translate's
/// loader (the one every subcommand uses); prints warnings.
pub(crate) fn load_pattern_files(
    ctx: &mut patsat_ir::Context,
    files: &[std::path::PathBuf],
    opts: &patsat_translate::LoadOptions,
) -> Result<patsat_frontend::pattern::PatternSet, Vec<patsat_ir::Diagnostic>> {
    let mut set = patsat_frontend::pattern::PatternSet::default();
    for f in files {
        let loaded = patsat_translate::load_patterns(ctx, f, opts)?;
        for w in &loaded.warnings {
            eprintln!("{}", w);
        }
        set.patterns.extend(loaded.set.patterns);
    }
    Ok(set)
}

/// Reads a file, or stdin for `-`.
pub(crate) fn read_input(path: &str) -> std::io::Result<Vec<u8>> {
    if path == "-" {
        let mut v = Vec::new();
        std::io::stdin().read_to_end(&mut v)?;
        Ok(v)
    } else {
        std::fs::read(path)
    }
}

/// A buffered writer on a file, or on stdout for `-`.
pub(crate) fn open_output(path: &str) -> std::io::Result<Box<dyn Write>> {
    Ok(if path == "-" {
        Box::new(std::io::BufWriter::with_capacity(
            1 << 16,
            std::io::stdout().lock(),
        ))
    } else {
        Box::new(std::io::BufWriter::with_capacity(
            1 << 16,
            std::fs::File::create(path)?,
        ))
    })
}

/// Writes `bytes` to a file, or stdout for `-`; returns the exit code.
/// (For subcommands that build their whole output in memory.)
#[allow(dead_code)]
pub(crate) fn write_output(path: &str, bytes: &[u8]) -> i32 {
    let res = if path == "-" {
        std::io::stdout().write_all(bytes)
    } else {
        std::fs::write(path, bytes)
    };
    match res {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: could not write output {}: {}", path, e);
            1
        }
    }
}
