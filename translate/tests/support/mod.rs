//! What the DRR end-to-end tests share: applying prepared patterns to an
//! input file with the greedy driver, as `patsat apply --patterns` does.

use patsat_ir::Context;
use patsat_translate::Prepared;
use std::path::Path;

/// Parses `input`, gives its ops the prepared ODS ops' properties, applies
/// the patterns greedily and returns the source file and the result.
pub fn apply_greedy(
    ctx: &mut Context,
    prepared: Prepared,
    input: &Path,
) -> Result<(patsat_ir::SourceFile, patsat_ir::Module), String> {
    let registry = prepared.registry();
    let text = std::fs::read(input).map_err(|e| format!("{}: {}", input.display(), e))?;
    let src = patsat_ir::SourceFile::new("input.mlir", text);
    let mut m = patsat_ir::parse_source(ctx, &src).map_err(|d| d[0].to_string())?;
    prepared.adopt_properties(ctx, &mut m);
    let set = prepared.greedy(ctx).map_err(|d| d[0].to_string())?;
    set.apply(ctx, &mut m, &registry, &Default::default(), false)
        .map_err(|e| e.join("\n"))?;
    Ok((src, m))
}
