//! The cell matrix: sets × payloads × modes × variants, in one fixed
//! order (the order of the command line, directories expanded to their
//! `.mlir` files sorted by path), and its deterministic shards: shard `I`
//! of `N` holds the cells whose index is `I - 1` modulo `N`, so the shards
//! of one matrix are disjoint, cover it, and each gets a mix of sets and
//! payloads.

use super::record::{MatrixInfo, SetInfo, ShardInfo, VariantInfo};
use std::path::{Path, PathBuf};

/// A variant axis: an eqsat (or cost) flag of `patsat apply` and the
/// values to try, each value one variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Axis {
    /// The flag, without dashes (`extractor`, `iter-limit`, ...).
    pub flag: String,
    /// The values, in order.
    pub values: Vec<String>,
}

/// The flags that can vary between cells, in the order variants name
/// them, and whether greedy cells vary over them too: the cost table
/// changes how every cell's output is costed; the rest only change eqsat.
pub const AXES: &[(&str, bool)] = &[
    ("cost-table", true),
    ("extractor", false),
    ("iter-limit", false),
    ("node-limit", false),
    ("time-limit", false),
    ("scheduler", false),
];

/// One cell of the matrix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// Position in the full matrix.
    pub index: usize,
    /// Index into [`MatrixInfo::sets`].
    pub set: usize,
    /// Index into [`MatrixInfo::payloads`].
    pub payload: usize,
    /// Index into [`MatrixInfo::variants`] (which names the mode).
    pub variant: usize,
}

/// How a flag's value appears in a variant name: a cost table by its
/// file stem, anything else as given.
fn short_value<'a>(flag: &str, v: &'a str) -> &'a str {
    if flag == "cost-table" {
        Path::new(v)
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or(v)
    } else {
        v
    }
}

/// The variants of each mode: the cross product of the axes that apply
/// to it (first axis slowest), or one `default` variant.
pub fn variants(modes: &[String], axes: &[Axis]) -> Vec<VariantInfo> {
    let mut out = Vec::new();
    for mode in modes {
        let mut combos: Vec<Vec<(String, String)>> = vec![Vec::new()];
        for axis in axes {
            let applies = AXES
                .iter()
                .any(|(f, greedy)| *f == axis.flag && (*greedy || mode == "eqsat"));
            if !applies || axis.values.is_empty() {
                continue;
            }
            combos = combos
                .into_iter()
                .flat_map(|c| {
                    axis.values.iter().map(move |v| {
                        let mut c = c.clone();
                        c.push((axis.flag.clone(), v.clone()));
                        c
                    })
                })
                .collect();
        }
        for flags in combos {
            let name = if flags.is_empty() {
                "default".to_string()
            } else {
                flags
                    .iter()
                    .map(|(k, v)| format!("{}={}", k, short_value(k, v)))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            out.push(VariantInfo {
                mode: mode.clone(),
                name,
                flags,
            });
        }
    }
    out
}

/// The cells of a matrix, in order: set, then payload, then mode, then
/// variant.
pub fn cells(m: &MatrixInfo) -> Vec<Cell> {
    let mut out = Vec::new();
    for set in 0..m.sets.len() {
        for payload in 0..m.payloads.len() {
            for mode in &m.modes {
                for (variant, v) in m.variants.iter().enumerate() {
                    if &v.mode == mode {
                        out.push(Cell {
                            index: out.len(),
                            set,
                            payload,
                            variant,
                        });
                    }
                }
            }
        }
    }
    out
}

/// Parses `I/N` (1 <= I <= N).
pub fn parse_shard(s: &str) -> Result<ShardInfo, String> {
    let bad = || format!("--shard: expected I/N with 1 <= I <= N, got `{}`", s);
    let (i, n) = s.split_once('/').ok_or_else(bad)?;
    let index: usize = i.trim().parse().map_err(|_| bad())?;
    let count: usize = n.trim().parse().map_err(|_| bad())?;
    if index == 0 || index > count {
        return Err(bad());
    }
    Ok(ShardInfo { index, count })
}

/// Whether a cell belongs to a shard.
pub fn in_shard(cell_index: usize, shard: Option<ShardInfo>) -> bool {
    match shard {
        None => true,
        Some(s) => cell_index % s.count == s.index - 1,
    }
}

/// The payload files of `--payload` arguments: a file as given, a
/// directory as every `.mlir` file below it, sorted by path.
pub fn expand_payloads(args: &[String]) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for a in args {
        let p = Path::new(a);
        if p.is_dir() {
            let mut found = Vec::new();
            collect_mlir(p, &mut found)
                .map_err(|e| format!("could not read payload directory {}: {}", a, e))?;
            if found.is_empty() {
                return Err(format!("payload directory {} holds no .mlir file", a));
            }
            found.sort();
            out.extend(found.into_iter().map(|p| p.to_string_lossy().into_owned()));
        } else if p.is_file() {
            out.push(a.clone());
        } else {
            return Err(format!("payload {} is neither a file nor a directory", a));
        }
    }
    Ok(out)
}

fn collect_mlir(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for e in std::fs::read_dir(dir)? {
        let p = e?.path();
        if p.is_dir() {
            collect_mlir(&p, out)?;
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
    Ok(())
}

/// Parses `NAME=FILE,FILE` (a `--set`).
pub fn parse_set(s: &str) -> Result<SetInfo, String> {
    let (name, files) = s
        .split_once('=')
        .ok_or_else(|| format!("--set: expected NAME=FILE[,FILE...], got `{}`", s))?;
    let files: Vec<String> = files
        .split(',')
        .filter(|f| !f.is_empty())
        .map(String::from)
        .collect();
    if name.is_empty() || files.is_empty() {
        return Err(format!("--set: expected NAME=FILE[,FILE...], got `{}`", s));
    }
    Ok(SetInfo {
        name: name.to_string(),
        files,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matrix(sets: usize, payloads: usize, modes: &[&str], axes: &[Axis]) -> MatrixInfo {
        let modes: Vec<String> = modes.iter().map(|s| s.to_string()).collect();
        let variants = variants(&modes, axes);
        let mut m = MatrixInfo {
            sets: (0..sets)
                .map(|i| SetInfo {
                    name: format!("s{}", i),
                    files: vec![format!("s{}.pdll", i)],
                })
                .collect(),
            payloads: (0..payloads).map(|i| format!("p{}.mlir", i)).collect(),
            modes,
            variants,
            cells: 0,
            repeat: 1,
            warmup: 0,
            common_args: vec![],
        };
        m.cells = cells(&m).len();
        m
    }

    #[test]
    fn eqsat_axes_do_not_multiply_greedy_cells() {
        let axes = vec![
            Axis {
                flag: "extractor".into(),
                values: vec!["tree".into(), "dag".into()],
            },
            Axis {
                flag: "iter-limit".into(),
                values: vec!["5".into(), "50".into()],
            },
        ];
        let m = matrix(2, 3, &["greedy", "eqsat"], &axes);
        // greedy: 1 variant; eqsat: 2 x 2.
        assert_eq!(m.variants.len(), 5);
        assert_eq!(m.variants[0].name, "default");
        assert_eq!(m.variants[1].name, "extractor=tree iter-limit=5");
        assert_eq!(m.variants[4].name, "extractor=dag iter-limit=50");
        assert_eq!(m.cells, 2 * 3 * 5);
    }

    #[test]
    fn cost_table_axis_applies_to_both_modes() {
        let axes = vec![Axis {
            flag: "cost-table".into(),
            values: vec!["t/a.costs".into(), "t/b.costs".into()],
        }];
        let m = matrix(1, 1, &["greedy", "eqsat"], &axes);
        assert_eq!(m.cells, 4);
        assert_eq!(m.variants[1].name, "cost-table=b");
        assert_eq!(m.variants[1].flags[0].1, "t/b.costs");
    }

    #[test]
    fn shards_partition_the_matrix() {
        let m = matrix(3, 4, &["greedy", "eqsat"], &[]);
        let all: Vec<usize> = cells(&m).iter().map(|c| c.index).collect();
        for n in 1..=7 {
            let mut union = Vec::new();
            for i in 1..=n {
                let s = parse_shard(&format!("{}/{}", i, n)).unwrap();
                union.extend(all.iter().copied().filter(|&c| in_shard(c, Some(s))));
            }
            union.sort();
            assert_eq!(union, all, "{} shards", n);
        }
    }

    #[test]
    fn bad_shards_are_rejected() {
        for s in ["0/2", "3/2", "1", "a/b", "1/0"] {
            assert!(parse_shard(s).is_err(), "{}", s);
        }
    }

    #[test]
    fn sets_parse() {
        let s = parse_set("both=a.pdll,b.td").unwrap();
        assert_eq!(s.name, "both");
        assert_eq!(s.files, vec!["a.pdll", "b.td"]);
        assert!(parse_set("x=").is_err());
        assert!(parse_set("a.pdll").is_err());
    }
}
