//! Writes the inputs of the greedy-mode benchmark (`benches/greedy_gen`):
//!
//! ```text
//! cargo run --release --example gen_greedy_bench -- --ops 100000 --patterns P.pdll --payload I.mlir [--seed N]
//! ```

#[path = "../benches/greedy_gen/mod.rs"]
mod greedy_gen;

use std::process::ExitCode;

fn main() -> ExitCode {
    let (mut ops, mut seed) = (100_000usize, 1u64);
    let (mut pat, mut pay) = (None, None);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let v = args.next();
        match (a.as_str(), v) {
            ("--ops", Some(v)) => ops = v.parse().unwrap_or(ops),
            ("--seed", Some(v)) => seed = v.parse().unwrap_or(seed),
            ("--patterns", Some(v)) => pat = Some(v),
            ("--payload", Some(v)) => pay = Some(v),
            _ => {
                eprintln!(
                    "usage: gen_greedy_bench --ops N --patterns P.pdll --payload I.mlir [--seed N]"
                );
                return ExitCode::FAILURE;
            }
        }
    }
    let (Some(pat), Some(pay)) = (pat, pay) else {
        eprintln!("usage: gen_greedy_bench --ops N --patterns P.pdll --payload I.mlir [--seed N]");
        return ExitCode::FAILURE;
    };
    if let Err(e) = std::fs::write(&pat, greedy_gen::patterns())
        .and_then(|()| std::fs::write(&pay, greedy_gen::payload(ops, seed)))
    {
        eprintln!("error: {}", e);
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
