//! `patsat bench`: runs a matrix of pattern sets × payloads × modes ×
//! variants (see [`crate::bench`]) and writes its reports; `patsat bench
//! merge` combines the JSON results of shards.

use super::strings;
use crate::bench::cell::Runner;
use crate::bench::ir_facts::{load_cost_table, CostSpec};
use crate::bench::matrix::{self, Axis, AXES};
use crate::bench::record::{BenchDoc, MatrixInfo, SetInfo};
use crate::bench::{merge, report};
use clap::{Arg, ArgAction, ArgMatches, Command};
use std::io::IsTerminal;
use std::time::Duration;

/// The report flags shared by `bench` and `bench merge`.
fn report_args() -> Vec<Arg> {
    vec![
        Arg::new("json")
            .long("json")
            .value_name("FILE")
            .help("Write the results as JSON (docs/bench-schema.md), '-' for stdout"),
        Arg::new("csv")
            .long("csv")
            .value_name("FILE")
            .help("Write one CSV row per cell, '-' for stdout"),
        Arg::new("report")
            .long("report")
            .value_name("DIR")
            .help("Write DIR/index.html: a self-contained page with plots"),
    ]
}

/// The `bench` subcommand's arguments.
pub fn command() -> Command {
    let list = |name: &'static str, v: &'static str, help: &'static str| {
        Arg::new(name)
            .long(name)
            .value_name(v)
            .value_delimiter(',')
            .action(ArgAction::Append)
            .help(help)
    };
    let value = |name: &'static str, v: &'static str, help: &'static str| {
        Arg::new(name).long(name).value_name(v).help(help)
    };
    Command::new("bench")
        .about("Compare pattern sets: run every set on every payload in each mode and variant, and report")
        .args_conflicts_with_subcommands(true)
        .subcommand(
            Command::new("merge")
                .about("Combine the JSON results of `patsat bench --shard` runs")
                .arg(
                    Arg::new("inputs")
                        .required(true)
                        .num_args(1..)
                        .value_name("FILE")
                        .help("JSON results of shards of one matrix"),
                )
                .args(report_args()),
        )
        .arg(
            Arg::new("patterns")
                .long("patterns")
                .value_name("FILE")
                .action(ArgAction::Append)
                .help("A pattern file; each is a set of its own, named by its file stem"),
        )
        .arg(
            Arg::new("set")
                .long("set")
                .value_name("NAME=FILE,FILE")
                .action(ArgAction::Append)
                .help("A named set of several pattern files"),
        )
        .arg(
            Arg::new("payload")
                .long("payload")
                .value_name("FILE|DIR")
                .action(ArgAction::Append)
                .help("A payload .mlir file, or a directory: every .mlir file below it"),
        )
        .arg(list("mode", "MODES", "Modes to run (greedy,eqsat; default both)"))
        .arg(list("cost-table", "FILES", "Cost tables: each one a variant of every mode, and the cost model of its cells"))
        .arg(list("extractor", "KINDS", "eqsat variants: extractors (tree,dag,exact)"))
        .arg(list("iter-limit", "NS", "eqsat variants: iteration limits"))
        .arg(list("node-limit", "NS", "eqsat variants: e-node limits"))
        .arg(list("time-limit", "SECONDS", "eqsat variants: time limits"))
        .arg(list("scheduler", "KINDS", "eqsat variants: schedulers (simple,backoff)"))
        .arg(
            Arg::new("pure")
                .long("pure")
                .value_name("OP")
                .action(ArgAction::Append)
                .help("Passed to every cell, and used for costs: treat OP (`dialect.op`, `dialect.*`) as pure"),
        )
        .arg(value("pure-file", "FILE", "Passed to every cell, and used for costs: op-info file"))
        .arg(value("benefit-weight", "W", "Passed to every cell: eqsat's benefit weight"))
        .arg(
            Arg::new("benefit-compat")
                .long("benefit-compat")
                .value_parser(["mlir-pdll"])
                .help("Passed to every cell: PDLL default benefit as LLVM 22's mlir-pdll"),
        )
        .arg(super::include_arg("Passed to every cell: include directory of pattern files"))
        .arg(super::no_project_hooks_arg().help(
            "Passed to every cell: resolve DRR natives without the shipped project hook sets",
        ))
        .arg(
            Arg::new("apply-arg")
                .long("apply-arg")
                .value_name("ARG")
                .action(ArgAction::Append)
                .allow_hyphen_values(true)
                .help("Passed to every cell's `patsat apply` as is (e.g. --apply-arg=--max-iterations=20)"),
        )
        .arg(value("repeat", "N", "Timed runs per cell").default_value("5"))
        .arg(value("warmup", "N", "Untimed runs per cell before the timed ones").default_value("1"))
        .arg(value("jobs", "N", "Cells run at once (1: one at a time, timings undisturbed)").default_value("1"))
        .arg(value("shard", "I/N", "Run only shard I of N of the cell matrix (merge the JSON results with `patsat bench merge`)"))
        .arg(value("timeout", "SECONDS", "Kill a run after this long").default_value("600"))
        .args(report_args())
}

fn number<T: std::str::FromStr>(m: &ArgMatches, name: &str) -> Result<T, String> {
    let v = m.get_one::<String>(name).expect("has a default");
    v.parse()
        .map_err(|_| format!("--{}: invalid value `{}`", name, v))
}

/// The sets of `--patterns` and `--set`, in command-line order. A
/// `--patterns` file is named by its stem, or if another set has that
/// name already by its file name, or else by its path.
fn sets(m: &ArgMatches) -> Result<Vec<SetInfo>, String> {
    let mut tagged: Vec<(usize, SetInfo, bool)> = Vec::new();
    if let (Some(idx), Some(vals)) = (m.indices_of("patterns"), m.get_many::<String>("patterns")) {
        for (i, f) in idx.zip(vals) {
            let stem = std::path::Path::new(f)
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| f.clone());
            let set = SetInfo {
                name: stem,
                files: vec![f.clone()],
            };
            tagged.push((i, set, true));
        }
    }
    if let (Some(idx), Some(vals)) = (m.indices_of("set"), m.get_many::<String>("set")) {
        for (i, s) in idx.zip(vals) {
            tagged.push((i, matrix::parse_set(s)?, false));
        }
    }
    tagged.sort_by_key(|t| t.0);
    let mut out: Vec<SetInfo> = Vec::new();
    for (_, mut s, single_file) in tagged {
        if single_file && out.iter().any(|o| o.name == s.name) {
            let path = std::path::Path::new(&s.files[0]);
            s.name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .filter(|n| !out.iter().any(|o| &o.name == n))
                .unwrap_or_else(|| s.files[0].clone());
        }
        if out.iter().any(|o| o.name == s.name) {
            return Err(format!("two pattern sets are named `{}`", s.name));
        }
        out.push(s);
    }
    if out.is_empty() {
        return Err("no pattern set: give --patterns FILE or --set NAME=FILE,...".into());
    }
    Ok(out)
}

/// Checks a variant axis's values.
fn check_axis(flag: &str, v: &str) -> Result<(), String> {
    let ok = match flag {
        "extractor" => ["tree", "dag", "exact"].contains(&v),
        "scheduler" => ["simple", "backoff"].contains(&v),
        "iter-limit" | "node-limit" => v.parse::<u64>().is_ok(),
        "time-limit" => v.parse::<f64>().is_ok_and(|s| s.is_finite() && s >= 0.0),
        "cost-table" => return load_cost_table(Some(v)).map(|_| ()),
        _ => true,
    };
    if ok {
        Ok(())
    } else {
        Err(format!("--{}: invalid value `{}`", flag, v))
    }
}

/// The matrix of the command line.
fn matrix_of(m: &ArgMatches) -> Result<MatrixInfo, String> {
    let sets = sets(m)?;
    let payload_args = strings(m, "payload");
    if payload_args.is_empty() {
        return Err("no payload: give --payload FILE|DIR".into());
    }
    let payloads = matrix::expand_payloads(&payload_args)?;
    let mut modes = strings(m, "mode");
    if modes.is_empty() {
        modes = vec!["greedy".into(), "eqsat".into()];
    }
    for (i, md) in modes.iter().enumerate() {
        if md != "greedy" && md != "eqsat" {
            return Err(format!("--mode: invalid value `{}` (greedy, eqsat)", md));
        }
        if modes[..i].contains(md) {
            return Err(format!("--mode: `{}` given twice", md));
        }
    }
    let mut axes = Vec::new();
    for (flag, _) in AXES {
        let values = strings(m, flag);
        for v in &values {
            check_axis(flag, v)?;
        }
        axes.push(Axis {
            flag: flag.to_string(),
            values,
        });
    }
    let mut common = Vec::new();
    for inc in strings(m, "include") {
        common.extend(["-I".to_string(), inc]);
    }
    for p in strings(m, "pure") {
        common.extend(["--pure".to_string(), p]);
    }
    for name in ["pure-file", "benefit-weight", "benefit-compat"] {
        if let Some(v) = m.get_one::<String>(name) {
            common.extend([format!("--{}", name), v.clone()]);
        }
    }
    if m.get_flag("no-project-hooks") {
        common.push("--no-project-hooks".to_string());
    }
    common.extend(strings(m, "apply-arg"));
    let variants = matrix::variants(&modes, &axes);
    let mut info = MatrixInfo {
        sets,
        payloads,
        modes,
        variants,
        cells: 0,
        repeat: number(m, "repeat")?,
        warmup: number(m, "warmup")?,
        common_args: common,
    };
    if info.repeat == 0 {
        return Err("--repeat: at least one timed run is needed".into());
    }
    info.cells = matrix::cells(&info).len();
    Ok(info)
}

/// The command line as one line, `patsat` for the executable.
fn command_line() -> String {
    std::iter::once("patsat".to_string())
        .chain(std::env::args().skip(1))
        .map(|a| {
            if a.is_empty()
                || a.contains(|c: char| c.is_whitespace() || "'\"$`\\|&;<>()*?".contains(c))
            {
                format!("'{}'", a.replace('\'', "'\\''"))
            } else {
                a
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Writes the reports asked for; the terminal table goes to stdout
/// unless a report does.
fn write_reports(m: &ArgMatches, doc: &BenchDoc) -> Result<(), String> {
    let mut stdout_taken = false;
    for (flag, text) in [
        ("json", report::json as fn(&BenchDoc) -> String),
        ("csv", report::csv::csv),
    ] {
        if let Some(path) = m.get_one::<String>(flag) {
            stdout_taken |= path == "-";
            if super::write_output(path, text(doc).as_bytes()) != 0 {
                return Err(String::new());
            }
        }
    }
    if let Some(dir) = m.get_one::<String>("report") {
        report::html::write(dir, doc, &command_line())?;
    }
    if !stdout_taken {
        print!("{}", report::table::terminal(doc));
    }
    Ok(())
}

/// Prints an error (an empty one was printed already); returns 1.
fn fail(e: String) -> i32 {
    if !e.is_empty() {
        if e.contains(": error: ") || e.starts_with("error: ") {
            eprintln!("{}", e);
        } else {
            eprintln!("error: {}", e);
        }
    }
    1
}

fn run_merge(m: &ArgMatches) -> i32 {
    let mut docs = Vec::new();
    for f in m.get_many::<String>("inputs").into_iter().flatten() {
        match merge::read_doc(f) {
            Ok(d) => docs.push((f.clone(), d)),
            Err(e) => return fail(e),
        }
    }
    let (doc, missing) = match merge::merge(docs) {
        Ok(x) => x,
        Err(e) => return fail(e),
    };
    if !missing.is_empty() {
        let list: Vec<String> = missing.iter().map(|i| i.to_string()).collect();
        eprintln!(
            "warning: {} of {} cells are in no input (missing shards?): {}",
            missing.len(),
            doc.matrix.cells,
            list.join(", ")
        );
    }
    match write_reports(m, &doc) {
        Ok(()) => 0,
        Err(e) => fail(e),
    }
}

/// Runs `patsat bench`; returns the exit code.
pub fn run(m: &ArgMatches) -> i32 {
    if let Some(("merge", sub)) = m.subcommand() {
        return run_merge(sub);
    }
    let info = match matrix_of(m) {
        Ok(i) => i,
        Err(e) => return fail(e),
    };
    let shard = match m.get_one::<String>("shard").map(|s| matrix::parse_shard(s)) {
        None => None,
        Some(Ok(s)) => Some(s),
        Some(Err(e)) => return fail(e),
    };
    let (jobs, timeout) = match (number::<usize>(m, "jobs"), number::<f64>(m, "timeout")) {
        (Ok(j), Ok(t)) if j >= 1 && t.is_finite() && t > 0.0 => (j, t),
        (Ok(_), Ok(_)) => return fail("--jobs and --timeout must be positive".into()),
        (Err(e), _) | (_, Err(e)) => return fail(e),
    };
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => return fail(format!("cannot find the patsat executable: {}", e)),
    };
    let scratch = std::env::temp_dir().join(format!("patsat-bench-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&scratch) {
        return fail(format!("cannot create {}: {}", scratch.display(), e));
    }
    let runner = Runner {
        exe,
        scratch: scratch.clone(),
        timeout: Some(Duration::from_secs_f64(timeout)),
        cost: CostSpec {
            pure: strings(m, "pure"),
            pure_file: match m.get_one::<String>("pure-file") {
                None => None,
                Some(f) => match std::fs::read_to_string(f) {
                    Ok(t) => Some(t),
                    Err(e) => return fail(format!("could not open {}: {}", f, e)),
                },
            },
        },
    };
    let todo = matrix::cells(&info)
        .iter()
        .filter(|c| matrix::in_shard(c.index, shard))
        .count();
    let bar = if std::io::stderr().is_terminal() {
        let b = indicatif::ProgressBar::new(todo as u64);
        if let Ok(style) =
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} cells  {elapsed}  {msg}")
        {
            b.set_style(style);
        }
        b
    } else {
        indicatif::ProgressBar::hidden()
    };
    let progress = |c: &crate::bench::record::CellRecord| {
        bar.set_message(format!(
            "#{} {} {} {}",
            c.index,
            c.set,
            c.mode,
            c.status.as_str()
        ));
        bar.inc(1);
    };
    let res = crate::bench::run(info, shard, &runner, jobs, &progress);
    bar.finish_and_clear();
    let _ = std::fs::remove_dir_all(&scratch);
    let doc = match res {
        Ok(d) => d,
        Err(e) => return fail(e),
    };
    let failed = doc
        .cells
        .iter()
        .filter(|c| c.status != crate::bench::record::Status::Ok)
        .count();
    if let Err(e) = write_reports(m, &doc) {
        return fail(e);
    }
    if failed > 0 {
        eprintln!(
            "patsat bench: {} of {} cells failed (see the report)",
            failed,
            doc.cells.len()
        );
    }
    0
}
