//! `patsat tblgen`: evaluate a TableGen file with its includes and print
//! its records, like `mlir-tblgen --print-records`, or its ODS model
//! (`--dump-ods`). Flags follow `mlir-tblgen`.

use super::write_output;
use clap::{Arg, ArgAction, Command};
use patsat_frontend::ods::OdsModel;
use patsat_frontend::tablegen::{load, Options};

/// The `tblgen` subcommand's arguments.
pub fn command() -> Command {
    Command::new("tblgen")
        .about("Evaluate a TableGen file and print its records (like mlir-tblgen --print-records)")
        .arg(Arg::new("input").help("Input .td file").required(true))
        .arg(super::include_arg("Directory searched for included files"))
        .arg(super::define_arg())
        .arg(super::output_arg())
        .arg(
            Arg::new("dump-ods")
                .long("dump-ods")
                .action(ArgAction::SetTrue)
                .help(
                    "Print the ODS model (dialects, ops, operands, traits) instead of the records",
                ),
        )
        .arg(
            Arg::new("print-records")
                .long("print-records")
                .action(ArgAction::SetTrue)
                .help("Print all records (the default and only output)"),
        )
}

/// Runs `patsat tblgen`; returns the exit code.
pub fn run(m: &clap::ArgMatches) -> i32 {
    let input = m.get_one::<String>("input").unwrap();
    let output = m.get_one::<String>("output").unwrap();
    let opts = Options {
        include_dirs: super::paths(m, "include"),
        macros: super::strings(m, "define"),
    };
    match load(input.as_ref(), &opts) {
        Ok(loaded) => {
            for d in &loaded.diagnostics {
                eprintln!("{}", d);
            }
            let text = if m.get_flag("dump-ods") {
                OdsModel::from_records(&loaded.keeper).dump()
            } else {
                loaded.keeper.print_records()
            };
            let code = write_output(output, text.as_bytes());
            // The process ends here: skip freeing the records one by one.
            std::mem::forget(loaded);
            code
        }
        Err(diags) => {
            for d in &diags {
                eprintln!("{}", d);
            }
            1
        }
    }
}
