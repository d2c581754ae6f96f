//! Command-line handling: `patsat apply` (parse, verify, print; patterns
//! come with later issues). Flags follow `mlir-opt`.

use clap::{Arg, ArgAction, Command};
use patsat_ir::{round_trip, PrintOptions, RoundTripOptions};
use std::ffi::OsString;
use std::io::{Read, Write};

fn command() -> Command {
    Command::new("patsat")
        .about("MLIR rewrite patterns (DRR, PDLL) applied by equality saturation or MLIR's greedy driver")
        .subcommand_required(true)
        .subcommand(
            Command::new("apply")
                .about("Parse, verify and print an MLIR file in generic form (patterns: upcoming)")
                .arg(Arg::new("input").help("Input .mlir file, '-' for stdin").default_value("-"))
                .arg(Arg::new("output").short('o').help("Output file, '-' for stdout").default_value("-"))
                .arg(
                    Arg::new("generic")
                        .long("mlir-print-op-generic")
                        .action(ArgAction::SetTrue)
                        .help("Print the generic op form (the only form patsat prints)"),
                )
                .arg(
                    Arg::new("debuginfo")
                        .long("mlir-print-debuginfo")
                        .action(ArgAction::SetTrue)
                        .help("Print locations"),
                )
                .arg(
                    Arg::new("unregistered")
                        .long("allow-unregistered-dialect")
                        .action(ArgAction::SetTrue)
                        .help("Accepted for mlir-opt compatibility: patsat accepts every dialect"),
                )
                .arg(
                    Arg::new("split")
                        .long("split-input-file")
                        .action(ArgAction::SetTrue)
                        .help("Split the input at '// -----' lines and process each chunk"),
                )
                .arg(
                    Arg::new("no-verify")
                        .long("no-verify")
                        .action(ArgAction::SetTrue)
                        .help("Skip structural verification"),
                ),
        )
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
        Some(("apply", m)) => apply(m),
        _ => 1,
    }
}

fn read_input(path: &str) -> std::io::Result<Vec<u8>> {
    if path == "-" {
        let mut v = Vec::new();
        std::io::stdin().read_to_end(&mut v)?;
        Ok(v)
    } else {
        std::fs::read(path)
    }
}

fn apply(m: &clap::ArgMatches) -> i32 {
    let input = m.get_one::<String>("input").unwrap();
    let output = m.get_one::<String>("output").unwrap();
    let opts = PrintOptions {
        debuginfo: m.get_flag("debuginfo"),
    };
    let name = if input == "-" {
        "<stdin>"
    } else {
        input.as_str()
    };
    let text = match read_input(input) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: could not open input file {}: {}", input, e);
            return 1;
        }
    };
    let opts = RoundTripOptions {
        split_input_file: m.get_flag("split"),
        no_verify: m.get_flag("no-verify"),
        print: opts,
    };
    let out = match round_trip(name, &text, &opts) {
        Ok(o) => o,
        Err(diags) => {
            for d in diags {
                eprintln!("{}", d);
            }
            return 1;
        }
    };
    let res = if output == "-" {
        std::io::stdout().write_all(out.as_bytes())
    } else {
        std::fs::write(output, out.as_bytes())
    };
    if let Err(e) = res {
        eprintln!("error: could not write output {}: {}", output, e);
        return 1;
    }
    0
}
