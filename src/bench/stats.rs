//! Reads the statistics `patsat apply --stats=json` prints on standard
//! error (one JSON object per input chunk: the greedy driver's, or
//! eqsat's with its per-iteration rule counts) into one summary per cell;
//! the chunks of a split payload are added up.

use super::record::{EGraphInfo, Hits};
use serde_json::Value;

/// The statistics of one run, all chunks together.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RunStats {
    /// Driver iterations (greedy) or saturation iterations (eqsat).
    pub iterations: u64,
    /// Every chunk converged (greedy) or saturated (eqsat).
    pub converged: bool,
    /// The first chunk's stop reason that is not convergence, else the
    /// convergence reason.
    pub stop_reason: String,
    /// Successful rewrites per pattern.
    pub rewrites: Vec<Hits>,
    /// Eqsat: the e-graph's size.
    pub egraph: Option<EGraphInfo>,
}

/// Parses the JSON statistics lines of a run's standard error (other
/// lines, such as warnings, are skipped).
pub fn parse_stats(stderr: &str) -> Result<RunStats, String> {
    let mut chunks = Vec::new();
    for line in stderr.lines() {
        let line = line.trim();
        if !line.starts_with('{') {
            continue;
        }
        let v: Value = serde_json::from_str(line)
            .map_err(|e| format!("could not read the statistics of `patsat apply`: {}", e))?;
        chunks.push(if v.get("mode").and_then(Value::as_str) == Some("greedy") {
            greedy(&v)
        } else {
            eqsat(&v)
        }?);
    }
    let mut it = chunks.into_iter();
    let mut total = it
        .next()
        .ok_or("`patsat apply --stats=json` printed no statistics")?;
    for c in it {
        add(&mut total, c);
    }
    Ok(total)
}

fn field<'a>(v: &'a Value, name: &str) -> Result<&'a Value, String> {
    v.get(name)
        .ok_or_else(|| format!("statistics of `patsat apply` lack `{}`", name))
}

fn num(v: &Value, name: &str) -> Result<u64, String> {
    field(v, name)?
        .as_u64()
        .ok_or_else(|| format!("statistics of `patsat apply`: `{}` is not a count", name))
}

fn list<'a>(v: &'a Value, name: &str) -> Result<&'a Vec<Value>, String> {
    field(v, name)?
        .as_array()
        .ok_or_else(|| format!("statistics of `patsat apply`: `{}` is not a list", name))
}

fn name_of(v: &Value, key: &str) -> Result<String, String> {
    Ok(field(v, key)?.as_str().unwrap_or_default().to_string())
}

/// Adds `n` to the count of `name` (appended if new).
fn bump(hits: &mut Vec<Hits>, name: &str, n: u64) {
    match hits.iter_mut().find(|h| h.pattern == name) {
        Some(h) => h.count += n,
        None => hits.push(Hits {
            pattern: name.to_string(),
            count: n,
        }),
    }
}

fn greedy(v: &Value) -> Result<RunStats, String> {
    let converged = field(v, "converged")?.as_bool().unwrap_or(false);
    let mut rewrites = Vec::new();
    for p in list(v, "patterns")? {
        bump(&mut rewrites, &name_of(p, "pattern")?, num(p, "rewrites")?);
    }
    Ok(RunStats {
        iterations: num(v, "iterations")?,
        converged,
        stop_reason: if converged {
            "converged".into()
        } else {
            "iteration limit".into()
        },
        rewrites,
        egraph: None,
    })
}

fn eqsat(v: &Value) -> Result<RunStats, String> {
    let stop = field(v, "stop")?.as_str().unwrap_or_default().to_string();
    let mut rewrites = Vec::new();
    for p in list(v, "patterns")? {
        bump(&mut rewrites, &name_of(p, "pattern")?, 0);
    }
    let mut growth = Vec::new();
    let iterations = list(v, "iterations")?;
    for it in iterations {
        growth.push([num(it, "e_nodes")?, num(it, "e_classes")?]);
        for r in list(it, "rules")? {
            bump(&mut rewrites, &name_of(r, "rule")?, num(r, "applied")?);
        }
    }
    if let Some(g) = v.get("greedy_phase").filter(|g| !g.is_null()) {
        for p in list(g, "patterns")? {
            bump(&mut rewrites, &name_of(p, "pattern")?, num(p, "rewrites")?);
        }
    }
    Ok(RunStats {
        iterations: iterations.len() as u64,
        converged: stop == "saturated" || stop == "no e-graph rules",
        stop_reason: stop,
        rewrites,
        egraph: Some(EGraphInfo {
            e_nodes: num(v, "e_nodes")?,
            e_classes: num(v, "e_classes")?,
            growth,
        }),
    })
}

/// Adds the statistics of a later chunk.
fn add(total: &mut RunStats, c: RunStats) {
    total.iterations += c.iterations;
    if total.converged && !c.converged {
        total.stop_reason = c.stop_reason;
    }
    total.converged &= c.converged;
    for h in c.rewrites {
        bump(&mut total.rewrites, &h.pattern, h.count);
    }
    if let (Some(t), Some(g)) = (&mut total.egraph, c.egraph) {
        t.e_nodes += g.e_nodes;
        t.e_classes += g.e_classes;
        // A chunk that stopped early keeps its final size in later rows.
        let n = t.growth.len().max(g.growth.len());
        let at = |v: &[[u64; 2]], i: usize| v.get(i).or(v.last()).copied().unwrap_or([0, 0]);
        t.growth = (0..n)
            .map(|i| {
                let (a, b) = (at(&t.growth, i), at(&g.growth, i));
                [a[0] + b[0], a[1] + b[1]]
            })
            .collect();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greedy_chunks_add_up() {
        let line = r#"{"mode":"greedy","converged":true,"changed":true,"iterations":2,"folds":0,"dead_ops_erased":0,"patterns":[{"pattern":"A","benefit":1,"rewrites":3},{"pattern":"B","benefit":1,"rewrites":0}]}"#;
        let unconverged = line
            .replace("\"converged\":true", "\"converged\":false")
            .replace("\"rewrites\":0", "\"rewrites\":4");
        let s = parse_stats(&format!("warning: x\n{}\n{}\n", line, unconverged)).unwrap();
        assert_eq!(s.iterations, 4);
        assert!(!s.converged);
        assert_eq!(s.stop_reason, "iteration limit");
        assert_eq!(
            s.rewrites,
            vec![
                Hits {
                    pattern: "A".into(),
                    count: 6
                },
                Hits {
                    pattern: "B".into(),
                    count: 4
                }
            ]
        );
        assert!(s.egraph.is_none());
    }

    #[test]
    fn eqsat_counts_unions_per_rule_and_the_greedy_phase() {
        let line = r#"{"stop":"saturated","time_s":0.1,"e_nodes":6,"e_classes":4,"patterns":[{"pattern":"D","runs_in":"egraph","why":""},{"pattern":"G","runs_in":"greedy","why":"x"}],"iterations":[{"e_nodes":5,"e_classes":4,"search_s":0,"apply_s":0,"rebuild_s":0,"rules":[{"rule":"D","matches":2,"applied":1,"banned":false}]},{"e_nodes":6,"e_classes":4,"search_s":0,"apply_s":0,"rebuild_s":0,"rules":[{"rule":"D","matches":2,"applied":1,"banned":false}]}],"extraction":{"extractor":"Dag","cost":0,"input_cost":3,"optimal":false,"time_s":0},"greedy_phase":{"converged":true,"changed":true,"iterations":1,"patterns":[{"pattern":"G","rewrites":5}]}}"#;
        let s = parse_stats(line).unwrap();
        assert_eq!(s.iterations, 2);
        assert!(s.converged);
        assert_eq!(s.rewrites[0].count, 2);
        assert_eq!(s.rewrites[1].count, 5);
        let g = s.egraph.unwrap();
        assert_eq!((g.e_nodes, g.e_classes), (6, 4));
        assert_eq!(g.growth, vec![[5, 4], [6, 4]]);
    }

    #[test]
    fn missing_statistics_are_an_error() {
        assert!(parse_stats("warning: nothing\n").is_err());
        assert!(parse_stats("{\"mode\":\"greedy\"}").is_err());
    }
}
