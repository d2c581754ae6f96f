//! The DRR runs of the shared corpus: every DRR entry point
//! (`tools/drr_entry_points.txt`) with each `mlir-tblgen -gen-rewriters`
//! command its golden records (`expected/**/*.gen-rewriters.json`,
//! `.runN.json`) hold: include directories, macros, input, whether
//! mlir-tblgen accepted it, and its stderr. Shared by the frontend's and
//! translate's corpus tests (included with `#[path]`; each uses part of
//! it).
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// One recorded `mlir-tblgen -gen-rewriters` run.
pub struct Run {
    /// The entry point (corpus-relative path).
    pub entry: String,
    /// The record file, corpus-relative.
    pub record: String,
    /// Whether it is the entry point's main record (`.gen-rewriters.json`).
    pub is_main: bool,
    /// `-I` directories.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` macros.
    pub macros: Vec<String>,
    /// The input file.
    pub input: PathBuf,
    /// Exit status 0.
    pub accepted: bool,
    /// mlir-tblgen's stderr.
    pub stderr: String,
}

fn dirs(p: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(p)
        .unwrap_or_else(|e| panic!("{}: {}", p.display(), e))
        .flatten()
        .map(|e| e.path())
        .collect();
    v.sort();
    v
}

/// Splits a recorded shell command (words, single-quoted words).
fn shell_words(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in s.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any {
                    out.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            c => {
                cur.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(cur);
    }
    out
}

/// Every recorded `-gen-rewriters` run of the corpus at `corpus`, entry
/// point by entry point, records sorted.
pub fn runs(corpus: &Path) -> Vec<Run> {
    let list = std::fs::read_to_string(corpus.join("tools/drr_entry_points.txt"))
        .expect("the shared corpus (../shared/corpus) is needed");
    let mut out = Vec::new();
    for ep in list
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let exp = corpus.join("expected").join(ep);
        let dir = exp.parent().unwrap();
        let base = exp.file_name().unwrap().to_string_lossy().into_owned();
        let mut records: Vec<PathBuf> = dirs(dir)
            .into_iter()
            .filter(|p| {
                let n = p.file_name().unwrap().to_string_lossy();
                n == format!("{}.gen-rewriters.json", base)
                    || (n.starts_with(&format!("{}.run", base)) && n.ends_with(".json"))
            })
            .collect();
        records.sort();
        for rec in records {
            let j: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(&rec).unwrap()).unwrap();
            let cmd = match &j["command"] {
                serde_json::Value::String(s) => shell_words(s),
                v => v
                    .as_array()
                    .map(|a| {
                        a.iter()
                            .filter_map(|x| x.as_str().map(String::from))
                            .collect()
                    })
                    .unwrap_or_default(),
            };
            if !cmd
                .iter()
                .any(|a| a == "-gen-rewriters" || a == "--gen-rewriters")
            {
                continue;
            }
            let root = corpus.to_string_lossy().into_owned();
            let args: Vec<String> = cmd.iter().map(|a| a.replace("<corpus>", &root)).collect();
            let (mut include_dirs, mut macros, mut input) = (Vec::new(), Vec::new(), None);
            let mut i = 1;
            while i < args.len() {
                let a = &args[i];
                if a == "-I" {
                    i += 1;
                    include_dirs.push(PathBuf::from(&args[i]));
                } else if let Some(d) = a.strip_prefix("-I") {
                    include_dirs.push(PathBuf::from(d));
                } else if let Some(m) = a.strip_prefix("-D") {
                    macros.push(m.to_string());
                } else if !a.starts_with('-') {
                    input = Some(PathBuf::from(a));
                }
                i += 1;
            }
            out.push(Run {
                entry: ep.to_string(),
                record: rec.strip_prefix(corpus).unwrap().display().to_string(),
                is_main: rec.to_string_lossy().ends_with(".gen-rewriters.json"),
                include_dirs,
                macros,
                input: input.expect("input file"),
                accepted: j["rc"].as_i64().unwrap_or(-1) == 0,
                stderr: j["stderr"].as_str().unwrap_or("").to_string(),
            });
        }
    }
    out
}
