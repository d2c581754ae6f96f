//! `patsat apply`: parse, verify and print an MLIR file (patterns come
//! with the greedy and eqsat issues). Flags follow `mlir-opt`.

use super::{open_output, read_input};
use clap::{Arg, ArgAction, Command};
use patsat_ir::{round_trip_to, PrintOptions, RoundTripError, RoundTripOptions};
use std::io::Write;

/// The `apply` subcommand's arguments.
pub fn command() -> Command {
    Command::new("apply")
        .about("Parse, verify and print an MLIR file in generic form (patterns: upcoming)")
        .arg(
            Arg::new("input")
                .help("Input .mlir file, '-' for stdin")
                .default_value("-"),
        )
        .arg(
            Arg::new("output")
                .short('o')
                .help("Output file, '-' for stdout")
                .default_value("-"),
        )
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
        )
}

/// Runs `patsat apply`; returns the exit code.
pub fn run(m: &clap::ArgMatches) -> i32 {
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
        disable_free: true,
    };
    let mut w = match open_output(output) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("error: could not open output {}: {}", output, e);
            return 1;
        }
    };
    let res = round_trip_to(name, text, &opts, &mut w)
        .and_then(|()| w.flush().map_err(RoundTripError::Io));
    match res {
        Ok(()) => 0,
        Err(RoundTripError::Diagnostics(diags)) => {
            let _ = w.flush();
            for d in diags {
                eprintln!("{}", d);
            }
            1
        }
        Err(RoundTripError::Io(e)) => {
            eprintln!("error: could not write output {}: {}", output, e);
            1
        }
    }
}
