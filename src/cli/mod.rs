//! The command line: one module per subcommand, registered here. Flags
//! follow `mlir-opt`, `mlir-pdll` and `mlir-tblgen` where those have one.

use clap::Command;
use std::ffi::OsString;
use std::io::{Read, Write};

mod apply;
mod pdll;

fn command() -> Command {
    Command::new("patsat")
        .about("MLIR rewrite patterns (DRR, PDLL) applied by equality saturation or MLIR's greedy driver")
        .subcommand_required(true)
        .subcommand(apply::command())
        .subcommand(pdll::command())
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
        Some(("apply", m)) => apply::run(m),
        Some(("pdll", m)) => pdll::run(m),
        _ => 1,
    }
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

/// Writes `bytes` to a file, or stdout for `-`; returns the exit code.
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
