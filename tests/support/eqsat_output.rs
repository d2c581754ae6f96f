//! The checks the eqsat test harnesses make on one `patsat apply --mode
//! eqsat --stats` run: it succeeds, stdout equals the expected file,
//! every line of the stats file (if any) appears in stderr, and stdout
//! parses and verifies.

use std::path::Path;

/// Checks one run named `name`; pushes what is wrong to `failures`.
pub fn check(
    name: &str,
    out: &std::process::Output,
    expected: &Path,
    stats: &Path,
    failures: &mut Vec<String>,
) {
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        failures.push(format!("{name}: exit {:?}: {stderr}", out.status.code()));
        return;
    }
    let want = std::fs::read_to_string(expected).unwrap();
    if stdout != want {
        failures.push(format!("{name}: output differs:\n{stdout}"));
    }
    if let Ok(stats) = std::fs::read_to_string(stats) {
        for line in stats.lines() {
            if !stderr.contains(line) {
                failures.push(format!("{name}: stats lack `{line}`:\n{stderr}"));
            }
        }
    }
    let mut ctx = patsat_ir::Context::new();
    let src = patsat_ir::SourceFile::new("out.mlir", stdout.as_bytes().to_vec());
    match patsat_ir::parse_source(&mut ctx, &src) {
        Ok(m) => {
            if let Err(d) = patsat_ir::verify(&ctx, &m, &src) {
                failures.push(format!("{name}: output does not verify: {d:?}"));
            }
        }
        Err(d) => failures.push(format!("{name}: output does not parse: {d:?}")),
    }
}
