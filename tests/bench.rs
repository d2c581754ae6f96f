//! `patsat bench` end to end on the examples of `examples/eqsat/`: the
//! JSON it writes follows `docs/bench-schema.md` field by field, a set
//! that does not load gives failed cells with the loader's diagnostic,
//! shards merged with `patsat bench merge` equal the full run (times
//! aside), and the CSV, HTML and terminal reports list every cell.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("patsat-bench-test-{}-{}", name, std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs `patsat` in the repository root; returns stdout, stderr.
fn patsat(args: &[&str]) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
        .current_dir(root())
        .args(args)
        .output()
        .unwrap();
    let (o, e) = (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    );
    assert!(out.status.success(), "patsat {:?}: {}", args, e);
    (o, e)
}

/// The bench matrix of these tests: 3 sets (one does not load) x 2
/// payloads x (greedy + eqsat x 2 extractors) = 18 cells.
const MATRIX: &[&str] = &[
    "bench",
    "--patterns",
    "examples/eqsat/strength.pdll",
    "--set",
    "distribute=examples/eqsat/distribute.pdll",
    "--patterns",
    "tests/bench/broken.pdll",
    "--payload",
    "examples/eqsat/strength.mlir",
    "--payload",
    "examples/eqsat/distribute.mlir",
    "--pure",
    "x.*",
    "--extractor",
    "tree,dag",
    "--repeat",
    "2",
    "--warmup",
    "0",
];

fn run_json(extra: &[&str], out: &Path) -> Value {
    let mut args: Vec<&str> = MATRIX.to_vec();
    args.extend(extra);
    let o = out.to_str().unwrap();
    args.extend(["--json", o]);
    patsat(&args);
    serde_json::from_str(&std::fs::read_to_string(out).unwrap()).unwrap()
}

/// The documented fields of each table of the schema document: section
/// title -> [(field, type words)].
fn schema_tables() -> Vec<(String, Vec<(String, String)>)> {
    let doc = std::fs::read_to_string(root().join("docs/bench-schema.md")).unwrap();
    let mut out: Vec<(String, Vec<(String, String)>)> = Vec::new();
    for line in doc.lines() {
        if let Some(t) = line.strip_prefix("## ") {
            out.push((t.to_string(), Vec::new()));
        } else if let Some(rest) = line.strip_prefix("| `") {
            let (field, rest) = rest.split_once("` | ").unwrap();
            let ty = rest.split(" | ").next().unwrap();
            out.last_mut()
                .unwrap()
                .1
                .push((field.to_string(), ty.to_string()));
        }
    }
    out
}

/// Whether a JSON value has one of the documented types.
fn has_type(v: &Value, ty: &str) -> bool {
    let words: Vec<&str> = ty.split(' ').collect();
    let kind = match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    };
    words.contains(&kind) || (kind == "integer" && words.contains(&"number"))
}

fn check_object(what: &str, v: &Value, fields: &[(String, String)]) {
    let obj = v
        .as_object()
        .unwrap_or_else(|| panic!("{what}: not an object"));
    let mut keys: Vec<&String> = obj.keys().collect();
    keys.sort();
    let mut want: Vec<&String> = fields.iter().map(|f| &f.0).collect();
    want.sort();
    assert_eq!(
        keys, want,
        "{what}: fields differ from docs/bench-schema.md"
    );
    for (f, ty) in fields {
        assert!(
            has_type(&obj[f], ty),
            "{what}.{f} = {} is not `{ty}`",
            obj[f]
        );
    }
}

#[test]
fn json_follows_the_documented_schema() {
    let dir = scratch("schema");
    let doc = run_json(&[], &dir.join("b.json"));
    let tables = schema_tables();
    let table = |title: &str| &tables.iter().find(|t| t.0 == title).unwrap().1;
    check_object("document", &doc, table("Document"));
    check_object("matrix", &doc["matrix"], table("`matrix`"));
    assert_eq!(doc["schema"], "patsat-bench/1");
    assert_eq!(doc["matrix"]["cells"], 18);
    let cells = doc["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 18);
    for (i, c) in cells.iter().enumerate() {
        check_object(&format!("cell {i}"), c, table("Cell record"));
        assert_eq!(c["index"], i);
    }
    for (i, d) in doc["differential"].as_array().unwrap().iter().enumerate() {
        check_object(
            &format!("differential {i}"),
            d,
            table("Differential record"),
        );
    }
    // Cells in matrix order: set, payload, mode, variant.
    let ids: Vec<String> = cells
        .iter()
        .map(|c| {
            format!(
                "{} {} {} {}",
                c["set"], c["payload"], c["mode"], c["variant"]
            )
        })
        .collect();
    assert_eq!(
        ids[0],
        r#""strength" "examples/eqsat/strength.mlir" "greedy" "default""#
    );
    assert_eq!(
        ids[1],
        r#""strength" "examples/eqsat/strength.mlir" "eqsat" "extractor=tree""#
    );
    assert_eq!(
        ids[6],
        r#""distribute" "examples/eqsat/strength.mlir" "greedy" "default""#
    );
    // The broken set: every cell failed with the loader's diagnostic, and
    // the payload's facts are still there.
    for c in &cells[12..] {
        assert_eq!(c["status"], "run-failed", "{c}");
        let e = c["error"].as_str().unwrap();
        assert!(e.starts_with("tests/bench/broken.pdll:4:"), "{e}");
        assert!(e.contains(": error: "), "{e}");
        assert!(c["ops_before"].is_u64());
    }
    // What the examples' comments derive (tests/eqsat_examples.rs): on
    // its own payload, each set's eqsat output is cheaper than greedy's.
    let cell = |i: usize| &cells[i];
    assert_eq!(cell(0)["cost_after"], 4.0);
    assert_eq!(cell(2)["cost_after"], 0.0);
    assert_eq!(cell(9)["cost_after"], 4.0);
    assert_eq!(cell(11)["cost_after"], 1.0);
    assert_eq!(cell(11)["stop_reason"], "saturated");
    assert_eq!(
        cell(11)["extracted_rules"],
        serde_json::json!([{"pattern": "Distribute", "count": 1}])
    );
    let diff = doc["differential"].as_array().unwrap();
    let d = diff
        .iter()
        .find(|d| d["set"] == "distribute" && d["payload"] == "examples/eqsat/distribute.mlir")
        .unwrap();
    assert_eq!(d["winner"], "eqsat");
    assert_eq!(d["cost_delta"], 3.0);
    // The document reads back into the Rust records unchanged.
    let back: patsat::bench::record::BenchDoc = serde_json::from_value(doc.clone()).unwrap();
    assert_eq!(serde_json::to_value(&back).unwrap(), doc);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The document without what differs between runs (times, memory) and
/// without the shard it came from.
fn deterministic(mut doc: Value) -> Value {
    doc["shard"] = Value::Null;
    for c in doc["cells"].as_array_mut().unwrap() {
        c["time_s"] = Value::Null;
        c["cpu_s"] = Value::Null;
        c["peak_rss_kib"] = Value::Null;
    }
    for d in doc["differential"].as_array_mut().unwrap() {
        d["time_ratio"] = Value::Null;
    }
    doc
}

#[test]
fn merged_shards_equal_the_full_run() {
    let dir = scratch("shards");
    let full = run_json(&[], &dir.join("full.json"));
    let mut files = Vec::new();
    let mut seen = Vec::new();
    for i in 1..=3 {
        let f = dir.join(format!("shard{i}.json"));
        let s = run_json(&["--shard", &format!("{i}/3")], &f);
        assert_eq!(s["shard"], serde_json::json!({"index": i, "count": 3}));
        for c in s["cells"].as_array().unwrap() {
            let idx = c["index"].as_u64().unwrap() as usize;
            assert_eq!(idx % 3, i - 1, "cell {idx} in shard {i}");
            seen.push(idx);
        }
        files.push(f.to_str().unwrap().to_string());
    }
    seen.sort();
    assert_eq!(seen, (0..18).collect::<Vec<_>>());
    // Merged in another order: the same document.
    let merged = dir.join("merged.json");
    let m = merged.to_str().unwrap();
    let (_, err) = patsat(&[
        "bench", "merge", &files[2], &files[0], &files[1], "--json", m,
    ]);
    assert!(err.is_empty(), "{err}");
    let merged: Value = serde_json::from_str(&std::fs::read_to_string(&merged).unwrap()).unwrap();
    assert_eq!(deterministic(merged), deterministic(full));
    // A missing shard is named.
    let (_, err) = patsat(&["bench", "merge", &files[0], &files[1], "--json", m]);
    assert!(
        err.starts_with("warning: 6 of 18 cells are in no input (missing shards?): 2, 5, 8,"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn merge_rejects_other_matrices_and_bad_files() {
    let dir = scratch("merge-bad");
    let a = dir.join("a.json");
    run_json(&["--shard", "1/2"], &a);
    let mut other: Value = serde_json::from_str(&std::fs::read_to_string(&a).unwrap()).unwrap();
    other["matrix"]["repeat"] = 7.into();
    let b = dir.join("b.json");
    std::fs::write(&b, other.to_string()).unwrap();
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{\n  \"schema\": 3\n}\n").unwrap();
    let run = |args: &[&Path]| {
        let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
            .args(["bench", "merge"])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        String::from_utf8(out.stderr).unwrap()
    };
    let e = run(&[&a, &b]);
    assert!(
        e.starts_with(&format!("{}:1:1: error: the matrix differs", b.display())),
        "{e}"
    );
    let e = run(&[&bad]);
    assert!(e.starts_with(&format!("{}:2:", bad.display())), "{e}");
    assert!(e.contains(": error: "), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn csv_html_and_table_list_every_cell() {
    let dir = scratch("reports");
    let csv = dir.join("b.csv");
    let report = dir.join("report");
    let mut args: Vec<&str> = MATRIX.to_vec();
    args.extend([
        "--csv",
        csv.to_str().unwrap(),
        "--report",
        report.to_str().unwrap(),
    ]);
    let (table, err) = patsat(&args);
    assert!(err.contains("6 of 18 cells failed"), "{err}");
    // Terminal: title row, one row per cell (after the payload directory line).
    let rows: Vec<&str> = table.lines().collect();
    assert_eq!(rows[0], "payloads in examples/eqsat/");
    assert!(rows[1].starts_with("#   set"), "{}", rows[1]);
    for i in 0..18 {
        assert!(
            rows[2 + i].trim_start().starts_with(&format!("{i} ")),
            "{}",
            rows[2 + i]
        );
    }
    assert!(table.contains("\nfailed cells:\n  #12 run-failed: tests/bench/broken.pdll:4:"));
    // CSV: header and 18 rows of 24 fields.
    let text = std::fs::read_to_string(&csv).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("index,set,payload,mode,variant,status,"));
    assert_eq!(lines.len(), 19);
    assert!(lines[1].starts_with("0,strength,examples/eqsat/strength.mlir,greedy,default,ok,2,"));
    // HTML: one page, four plots, no external resource.
    let html = std::fs::read_to_string(report.join("index.html")).unwrap();
    assert_eq!(html.matches("<svg").count(), 4, "four plots");
    for title in [
        "Wall time per cell",
        "Cost reduction vs time",
        "Rewrites per pattern",
        "E-graph growth",
    ] {
        assert!(html.contains(title), "{title}");
    }
    assert!(!html.contains("src=\"http") && !html.contains("<script"));
    assert!(html.contains("tests/bench/broken.pdll:4:"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_command_lines_are_errors() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["bench", "--payload", "examples/eqsat/strength.mlir"],
            "error: no pattern set",
        ),
        (
            &["bench", "--patterns", "examples/eqsat/strength.pdll"],
            "error: no payload",
        ),
        (
            &[
                "bench",
                "--patterns",
                "a.pdll",
                "--payload",
                "examples/eqsat/strength.mlir",
                "--shard",
                "3/2",
            ],
            "error: --shard: expected I/N",
        ),
        (
            &[
                "bench",
                "--patterns",
                "a.pdll",
                "--payload",
                "examples/eqsat/strength.mlir",
                "--mode",
                "fast",
            ],
            "error: --mode: invalid value `fast`",
        ),
        (
            &["bench", "--patterns", "a.pdll", "--payload", "no/such/dir"],
            "error: payload no/such/dir is neither a file nor a directory",
        ),
    ];
    for (args, want) in cases {
        let out = Command::new(env!("CARGO_BIN_EXE_patsat"))
            .current_dir(root())
            .args(*args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.starts_with(want), "{args:?}: {err}");
    }
}

#[test]
fn parallel_jobs_give_the_same_records_in_the_same_order() {
    let dir = scratch("jobs");
    let one = run_json(&[], &dir.join("one.json"));
    let two = run_json(&["--jobs", "3"], &dir.join("two.json"));
    assert_eq!(deterministic(two), deterministic(one));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A cell whose output does not verify is `invalid-output` with the
/// verifier's diagnostic, and one killed at the time-out is `timeout`:
/// run through the library with stand-ins for `patsat` (shell scripts:
/// one prints greedy statistics and writes IR using an undefined value,
/// one sleeps).
#[test]
fn invalid_output_and_timeouts_are_reported() {
    use patsat::bench::cell::Runner;
    use patsat::bench::matrix::{cells, variants};
    use patsat::bench::record::{MatrixInfo, SetInfo, Status};
    let dir = scratch("fake");
    let exe = dir.join("fake-patsat");
    std::fs::write(
        &exe,
        "#!/bin/sh\n\
         while [ $# -gt 0 ]; do if [ \"$1\" = -o ]; then out=$2; fi; shift; done\n\
         printf '\"x.use\"(%%9) : (i32) -> ()\\n' > \"$out\"\n\
         echo '{\"mode\":\"greedy\",\"converged\":true,\"changed\":false,\"iterations\":1,\"folds\":0,\"dead_ops_erased\":0,\"patterns\":[]}' >&2\n",
    )
    .unwrap();
    std::process::Command::new("chmod")
        .arg("+x")
        .arg(&exe)
        .status()
        .unwrap();
    let modes = vec!["greedy".to_string()];
    let mut m = MatrixInfo {
        sets: vec![SetInfo {
            name: "s".into(),
            files: vec!["s.pdll".into()],
        }],
        payloads: vec![root()
            .join("examples/eqsat/strength.mlir")
            .to_string_lossy()
            .into_owned()],
        variants: variants(&modes, &[]),
        modes,
        cells: 1,
        repeat: 1,
        warmup: 0,
        common_args: vec![],
    };
    m.cells = cells(&m).len();
    let mut runner = Runner {
        exe,
        scratch: dir.clone(),
        timeout: None,
        cost: Default::default(),
    };
    let rec = runner.run(&m, &cells(&m)[0]);
    assert_eq!(rec.status, Status::InvalidOutput);
    let e = rec.error.unwrap();
    assert!(
        e.contains(".greedy.out.mlir:1:") && e.contains(": error: "),
        "{e}"
    );
    assert_eq!(rec.iterations, Some(1));
    // A stand-in that sleeps for a minute is killed at the time-out.
    let sleeper = dir.join("slow-patsat");
    std::fs::write(&sleeper, "#!/bin/sh\nexec sleep 60\n").unwrap();
    std::process::Command::new("chmod")
        .arg("+x")
        .arg(&sleeper)
        .status()
        .unwrap();
    runner.exe = sleeper;
    runner.timeout = Some(std::time::Duration::from_millis(50));
    let rec = runner.run(&m, &cells(&m)[0]);
    assert_eq!(rec.status, Status::Timeout);
    assert!(rec
        .error
        .unwrap()
        .ends_with("patsat apply was killed at the time-out"));
    std::fs::remove_dir_all(&dir).unwrap();
}
