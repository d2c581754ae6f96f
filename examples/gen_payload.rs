//! Writes a large generic-form MLIR payload for benchmarks:
//!
//! ```text
//! cargo run --release --example gen_payload -- --size-mb 100 -o big.mlir [--seed N]
//! ```
//!
//! The output is deterministic for a seed, accepted by
//! `mlir-opt --allow-unregistered-dialect`, and a fixpoint of
//! `mlir-opt --allow-unregistered-dialect --mlir-print-op-generic`.

#[path = "../benches/payload/mod.rs"]
mod payload;

use std::io::{BufWriter, Write};
use std::process::ExitCode;

const USAGE: &str = "usage: gen_payload [--size-mb MB | --size-kb KB] -o OUT [--seed N]";

fn main() -> ExitCode {
    let mut size: f64 = 100.0 * 1024.0 * 1024.0;
    let mut out: Option<String> = None;
    let mut seed: u64 = 1;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |what: &str| match args.next() {
            Some(v) => Ok(v),
            None => Err(format!("{} needs a value\n{}", what, USAGE)),
        };
        let parsed: Result<(), String> = match a.as_str() {
            "--size-mb" => value("--size-mb").and_then(|v| {
                v.parse::<f64>()
                    .map(|mb| size = mb * 1024.0 * 1024.0)
                    .map_err(|e| format!("--size-mb: {}", e))
            }),
            "--size-kb" => value("--size-kb").and_then(|v| {
                v.parse::<f64>()
                    .map(|kb| size = kb * 1024.0)
                    .map_err(|e| format!("--size-kb: {}", e))
            }),
            "-o" | "--output" => value("-o").map(|v| out = Some(v)),
            "--seed" => value("--seed").and_then(|v| {
                v.parse::<u64>()
                    .map(|s| seed = s)
                    .map_err(|e| format!("--seed: {}", e))
            }),
            "-h" | "--help" => {
                println!("{}", USAGE);
                return ExitCode::SUCCESS;
            }
            other => Err(format!("unknown argument `{}`\n{}", other, USAGE)),
        };
        if let Err(e) = parsed {
            eprintln!("gen_payload: {}", e);
            return ExitCode::from(2);
        }
    }
    let Some(path) = out else {
        eprintln!("gen_payload: missing -o OUT\n{}", USAGE);
        return ExitCode::from(2);
    };
    let result = (|| -> std::io::Result<usize> {
        if path == "-" {
            let stdout = std::io::stdout();
            let mut w = BufWriter::new(stdout.lock());
            let n = payload::generate_to(&mut w, size as usize, seed)?;
            w.flush()?;
            Ok(n)
        } else {
            let mut w = BufWriter::with_capacity(1 << 20, std::fs::File::create(&path)?);
            let n = payload::generate_to(&mut w, size as usize, seed)?;
            w.flush()?;
            Ok(n)
        }
    })();
    match result {
        Ok(n) => {
            eprintln!("gen_payload: wrote {} bytes to {} (seed {})", n, path, seed);
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("gen_payload: {}: {}", path, e);
            ExitCode::FAILURE
        }
    }
}
