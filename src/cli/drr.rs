//! `patsat drr`: read a DRR file (TableGen `Pattern`/`Pat` records) with its
//! includes and print its patterns as PDL MLIR (`--emit pdl`, which
//! `mlir-opt` parses) or a summary (`--emit summary`: each pattern's name,
//! root, benefit and the natives it needs). Errors are reported where
//! `mlir-tblgen -gen-rewriters` reports them.

use super::write_output;
use clap::{Arg, ArgAction, Command};
use patsat_frontend::drr::{self, summary::summary, Options};
use patsat_frontend::pattern::print::{print_pattern_set, PrintOptions};

/// The `drr` subcommand's arguments.
pub fn command() -> Command {
    Command::new("drr")
        .about("Read DRR patterns (TableGen Pat/Pattern records) and print them as PDL or a summary")
        .arg(Arg::new("input").help("Input .td file").required(true))
        .arg(super::include_arg("Directory searched for included files"))
        .arg(super::define_arg())
        .arg(
            Arg::new("emit")
                .long("emit")
                .value_parser(["pdl", "summary"])
                .default_value("pdl")
                .help("What to print: PDL MLIR (pdl) or one entry per pattern with its natives (summary)"),
        )
        .arg(super::output_arg())
        .arg(
            Arg::new("debuginfo")
                .long("mlir-print-debuginfo")
                .action(ArgAction::SetTrue)
                .help("Print the location of each PDL op"),
        )
}

/// Runs `patsat drr`; returns the exit code.
pub fn run(m: &clap::ArgMatches) -> i32 {
    let input = m.get_one::<String>("input").unwrap();
    let output = m.get_one::<String>("output").unwrap();
    let opts = Options {
        include_dirs: super::paths(m, "include"),
        macros: super::strings(m, "define"),
    };
    let mut ctx = patsat_ir::Context::new();
    let set = match drr::load(input.as_ref(), &opts, &mut ctx) {
        Ok(s) => s,
        Err(diags) => {
            for d in diags {
                if d.file.is_empty() && d.line == 0 {
                    // mlir-tblgen's errors without a location.
                    eprintln!("error: {}", d.message);
                } else {
                    eprintln!("{}", d);
                }
            }
            return 1;
        }
    };
    let text = if m.get_one::<String>("emit").map(String::as_str) == Some("summary") {
        summary(&set)
    } else {
        // Patterns that look into regions (patsat's region directives) or
        // match any result of an op cannot be written as PDL.
        let mut bad = false;
        for (p, info) in set.set.patterns.iter().zip(pattern_of(&set)) {
            if let Some(why) = p.no_pdl_form() {
                bad = true;
                let d = patsat_frontend::pattern::verify::diag_at_loc(
                    &ctx,
                    p.loc,
                    format!("pattern `{}` {}, which PDL cannot express", info, why),
                );
                eprintln!("{}", d);
            }
        }
        if bad {
            return 1;
        }
        let print = PrintOptions {
            locations: m.get_flag("debuginfo"),
            recursion: false,
        };
        print_pattern_set(&ctx, &set.set, print)
    };
    write_output(output, text.as_bytes())
}

/// The DRR pattern name of each PDL pattern of `set`, in order.
fn pattern_of(set: &drr::DrrSet) -> Vec<String> {
    let mut names = vec![String::new(); set.set.patterns.len()];
    for p in &set.patterns {
        for &v in &p.variants {
            if let Some(n) = names.get_mut(v) {
                *n = p.name.clone();
            }
        }
    }
    names
}
