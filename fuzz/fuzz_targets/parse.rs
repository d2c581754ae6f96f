//! Fuzz target: `round_trip` (parse, verify, print) on arbitrary bytes must
//! return `Ok` or `Err` without panicking, and every error diagnostic must
//! carry a line (>= 1) and a message. The first byte picks the options.
#![no_main]

use libfuzzer_sys::fuzz_target;
use patsat_ir::{round_trip, RoundTripOptions};

fuzz_target!(|data: &[u8]| {
    let (flags, text) = match data.split_first() {
        Some((f, rest)) => (*f, rest),
        None => (0, data),
    };
    let opts = RoundTripOptions {
        split_input_file: flags & 1 != 0,
        no_verify: flags & 2 != 0,
        ..RoundTripOptions::default()
    };
    if let Err(diags) = round_trip("fuzz.mlir", text, &opts) {
        assert!(!diags.is_empty(), "Err without diagnostics");
        for d in &diags {
            assert!(!d.message.is_empty(), "empty diagnostic message: {:?}", d);
            assert!(d.line >= 1, "diagnostic without a line: {:?}", d);
        }
    }
});
