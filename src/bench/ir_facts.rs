//! What bench reads from a payload and from a cell's output IR: it is
//! parsed with patsat-ir and verified with its verifier (an output that
//! does not is reported, never costed), its operations are counted, its
//! cost is computed under the cell's cost model ([`module_cost`]: each
//! distinct pure op once, the measure eqsat extracts by), and the ops that
//! eqsat's `--annotate-provenance` marked with `patsat.rule` are counted
//! per rule.

use super::record::Hits;
use patsat_egraph::Purity;
use patsat_extract::{module_cost, OpCostTable};
use patsat_ir::{parse_source, split_input_file, verify, Context, SourceFile};

/// How costs are computed: which ops are pure (as `--pure` and
/// `--pure-file` say) and the cost table.
#[derive(Clone, Debug, Default)]
pub struct CostSpec {
    /// `--pure` declarations.
    pub pure: Vec<String>,
    /// The text of the `--pure-file`, if any.
    pub pure_file: Option<String>,
}

/// Facts about one IR file (all chunks together).
#[derive(Clone, Debug, PartialEq)]
pub struct IrFacts {
    /// Operations, not counting each chunk's top-level module.
    pub ops: u64,
    /// Cost under the cost model (`None` if the cost model cannot cost it).
    pub cost: Option<f64>,
    /// Ops created by each eqsat rule (`patsat.rule` attributes), in order
    /// of first appearance.
    pub provenance: Vec<Hits>,
}

/// Whether a file is split with `// -----` lines.
pub fn is_split(text: &[u8]) -> bool {
    split_input_file(text).len() > 1
}

/// Parses and verifies `text` (chunk by chunk if `split`) and computes
/// its facts. Errors are the diagnostics, one per line.
pub fn ir_facts(
    name: &str,
    text: &[u8],
    split: bool,
    spec: &CostSpec,
    table: &OpCostTable,
) -> Result<IrFacts, String> {
    let chunks: Vec<Vec<u8>> = if split {
        split_input_file(text).into_iter().map(|(_, c)| c).collect()
    } else {
        vec![text.to_vec()]
    };
    let registry = patsat_greedy::dialects::upstream_registry();
    let mut purity = Purity::new(&registry);
    for p in &spec.pure {
        purity
            .declare(p)
            .map_err(|e| format!("error: --pure: {}", e))?;
    }
    if let Some(f) = &spec.pure_file {
        purity
            .declare_file(f)
            .map_err(|e| format!("error: --pure-file: {}", e))?;
    }
    let mut facts = IrFacts {
        ops: 0,
        cost: Some(0.0),
        provenance: Vec::new(),
    };
    let render = |d: Vec<patsat_ir::Diagnostic>| {
        d.iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    };
    for chunk in chunks {
        let mut ctx = Context::new();
        let src = SourceFile::new(name, chunk);
        let module = parse_source(&mut ctx, &src).map_err(render)?;
        verify(&ctx, &module, &src).map_err(render)?;
        let mut ops = 0u64;
        module.ir.walk_pre(module.top, &mut |op| {
            ops += 1;
            if let Some(rule) = ctx.dict_get(module.ir.attrs(op), "patsat.rule") {
                let rule = String::from_utf8_lossy(ctx.string_bytes(rule)).into_owned();
                match facts.provenance.iter_mut().find(|h| h.pattern == rule) {
                    Some(h) => h.count += 1,
                    None => facts.provenance.push(Hits {
                        pattern: rule,
                        count: 1,
                    }),
                }
            }
        });
        facts.ops += ops - 1;
        let cost = module_cost(&ctx, &module, &purity, &registry, table)
            .ok()
            .filter(|c| c.is_finite());
        facts.cost = match (facts.cost, cost) {
            (Some(a), Some(b)) => Some(a + b),
            _ => None,
        };
    }
    Ok(facts)
}

/// Reads a cost table file (`--cost-table`); errors are diagnostics at
/// the offending line.
pub fn load_cost_table(path: Option<&str>) -> Result<OpCostTable, String> {
    let Some(path) = path else {
        return Ok(OpCostTable::default());
    };
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("error: could not open cost table {}: {}", path, e))?;
    OpCostTable::parse(&text).map_err(|e| {
        match e.strip_prefix("line ").and_then(|r| r.split_once(": ")) {
            Some((line, msg)) => format!("{}:{}:1: error: {}", path, line, msg),
            None => format!("{}: error: {}", path, e),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_ops_costs_and_provenance() {
        let text = br#"
%0 = "x.a"() : () -> i32
%1 = "x.b"(%0) {patsat.rule = "R"} : (i32) -> i32
%2 = "x.b"(%1) {patsat.rule = "R"} : (i32) -> i32
"x.use"(%2) : (i32) -> ()
"#;
        let spec = CostSpec {
            pure: vec!["x.a".into(), "x.b".into()],
            pure_file: None,
        };
        let f = ir_facts("t.mlir", text, false, &spec, &OpCostTable::default()).unwrap();
        assert_eq!(f.ops, 4);
        // Three pure ops at the default cost 1.
        assert_eq!(f.cost, Some(3.0));
        assert_eq!(
            f.provenance,
            vec![Hits {
                pattern: "R".into(),
                count: 2
            }]
        );
    }

    #[test]
    fn invalid_ir_is_reported_with_its_position() {
        let e = ir_facts(
            "bad.mlir",
            b"\"x.use\"(%9) : (i32) -> ()\n",
            false,
            &CostSpec::default(),
            &OpCostTable::default(),
        )
        .unwrap_err();
        assert!(e.starts_with("bad.mlir:1:"), "{}", e);
    }

    #[test]
    fn split_files_add_up() {
        let text = b"\"x.a\"() : () -> ()\n// -----\n\"x.a\"() : () -> ()\n\"x.a\"() : () -> ()\n";
        assert!(is_split(text));
        let f = ir_facts(
            "s.mlir",
            text,
            true,
            &CostSpec::default(),
            &OpCostTable::default(),
        )
        .unwrap();
        assert_eq!(f.ops, 3);
    }

    #[test]
    fn cost_table_errors_name_the_line() {
        let dir = std::env::temp_dir().join(format!("patsat-costs-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("t.costs");
        std::fs::write(&p, "x.a 1\nx.b nope\n").unwrap();
        let e = load_cost_table(Some(p.to_str().unwrap())).unwrap_err();
        assert_eq!(
            e,
            format!(
                "{}:2:1: error: `nope` is not a finite number",
                p.to_str().unwrap()
            )
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
