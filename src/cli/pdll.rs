//! `patsat pdll`: compile a PDLL file to PDL MLIR (`--emit pdl`, like
//! `mlir-pdll -x=mlir`) or dump its checked syntax tree (`--emit ast`, like
//! `mlir-pdll -x=ast`).

use super::write_output;
use clap::{Arg, ArgAction, Command};
use patsat_frontend::ods::pdll_import::TableGenOds;
use patsat_frontend::pattern::print::{print_pattern_set, PrintOptions};
use patsat_frontend::pdll::{self, DefaultBenefit};
use std::path::PathBuf;

/// The `pdll` subcommand's arguments.
pub fn command() -> Command {
    Command::new("pdll")
        .about("Compile a PDLL file to PDL MLIR (like mlir-pdll -x=mlir) or dump its AST (-x=ast)")
        .arg(Arg::new("input").help("Input .pdll file").required(true))
        .arg(super::include_arg("Directory to search for #include files"))
        .arg(
            Arg::new("emit")
                .long("emit")
                .value_parser(["pdl", "ast"])
                .default_value("pdl")
                .help("What to print: PDL MLIR (pdl) or the checked syntax tree (ast)"),
        )
        .arg(super::output_arg())
        .arg(
            Arg::new("split")
                .long("split-input-file")
                .action(ArgAction::SetTrue)
                .help("Split the input at '// -----' lines and process each chunk"),
        )
        .arg(
            Arg::new("benefit-compat")
                .long("benefit-compat")
                .value_parser(["mlir-pdll"])
                .help(
                    "Default benefit of a pattern without `with benefit(N)`: by default the number \
                     of operations it matches, as the PDLL reference says; `mlir-pdll` gives LLVM 22's 0",
                ),
        )
        .arg(
            Arg::new("debuginfo")
                .long("mlir-print-debuginfo")
                .action(ArgAction::SetTrue)
                .help("Print the location of each PDL op"),
        )
}

/// Runs `patsat pdll`; returns the exit code.
pub fn run(m: &clap::ArgMatches) -> i32 {
    let input = m.get_one::<String>("input").unwrap();
    let output = m.get_one::<String>("output").unwrap();
    let emit_ast = m.get_one::<String>("emit").map(|s| s.as_str()) == Some("ast");
    let benefit = if m.get_one::<String>("benefit-compat").is_some() {
        DefaultBenefit::Zero
    } else {
        DefaultBenefit::MatchedOps
    };
    let includes: Vec<PathBuf> = super::paths(m, "include");
    let print = PrintOptions {
        locations: m.get_flag("debuginfo"),
        recursion: false,
    };
    let text = match std::fs::read(input) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: could not open input file {}: {}", input, e);
            return 1;
        }
    };
    let mut ods = TableGenOds;
    let opts = pdll::Options {
        include_dirs: includes,
        benefit,
        ods: &mut ods,
        lower: !emit_ast,
    };
    let mut outputs = Vec::new();
    let mut failed = false;
    for (ctx, out) in pdll::compile_chunks(input, text, m.get_flag("split"), opts) {
        for d in &out.diagnostics {
            eprintln!("{}", d);
        }
        let printed = if emit_ast {
            out.hir.as_ref().map(pdll::dump::dump)
        } else {
            out.patterns
                .as_ref()
                .map(|set| print_pattern_set(&ctx, set, print))
        };
        match printed {
            Some(p) => outputs.push(p),
            None => failed = true,
        }
    }
    if failed {
        return 1;
    }
    write_output(output, outputs.join("// -----\n").as_bytes())
}
