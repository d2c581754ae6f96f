//! `patsat apply`: apply pattern files to an MLIR file and print it in
//! generic form. `--mode greedy` (the default) runs MLIR's greedy driver on
//! the body region of the top-level module, as `mlir-opt
//! --test-pdl-bytecode-pass` and the oracles do, with every
//! `GreedyRewriteConfig` setting as a flag; `--mode eqsat` runs equality
//! saturation (see [`super::eqsat`]). Without `--patterns` the file is
//! only parsed, verified and printed. Flags follow `mlir-opt`.

use super::{open_output, read_input};
use clap::{Arg, ArgAction, Command};
use patsat_frontend::pdll::DefaultBenefit;
use patsat_greedy::{GreedyResult, GreedyRewriteConfig};
use patsat_ir::{
    round_trip_to, transform_chunks, Context, Diagnostic, PrintOptions, RoundTripError,
    RoundTripOptions,
};
use patsat_translate::natives::ResolveOptions;
use patsat_translate::{load_patterns, prepare, GreedySet, LoadOptions, Prepared};
use std::io::Write;
use std::path::PathBuf;

/// The greedy driver settings, as `(flag, value name, help)`; each is
/// passed to `GreedyRewriteConfig::set_option` in the oracles' spelling.
const GREEDY_VALUE_FLAGS: &[(&str, &str, &str)] = &[
    (
        "max-iterations",
        "N",
        "At most N iterations (-1: no limit; default 10)",
    ),
    (
        "max-num-rewrites",
        "N",
        "At most N successful rewrites per iteration (-1: no limit)",
    ),
    (
        "strictness",
        "MODE",
        "Which ops may be visited: AnyOp, ExistingAndNewOps, ExistingOps",
    ),
    (
        "region-simplify",
        "LEVEL",
        "Region simplification: aggressive, normal, disabled",
    ),
];
const GREEDY_SWITCHES: &[(&str, &str)] = &[
    ("top-down", "Visit ops top-down (default: bottom-up)"),
    ("no-fold", "Do not call op folders"),
    (
        "no-cse-constants",
        "Do not de-duplicate and hoist constants",
    ),
];

/// The `apply` subcommand's arguments.
pub fn command() -> Command {
    Command::new("apply")
        .about("Apply pattern files to an MLIR file (MLIR's greedy driver) and print it in generic form")
        .arg(
            Arg::new("input")
                .help("Input .mlir file, '-' for stdin")
                .default_value("-"),
        )
        .arg(super::output_arg())
        .arg(
            Arg::new("generic")
                .long("mlir-print-op-generic")
                .action(ArgAction::SetTrue)
                .help("Print the generic op form (the only form patsat prints)"),
        )
        .arg(
            Arg::new("debuginfo")
                .long("mlir-print-debuginfo")
                .action(ArgAction::SetTrue)
                .help("Print locations"),
        )
        .arg(
            Arg::new("unregistered")
                .long("allow-unregistered-dialect")
                .action(ArgAction::SetTrue)
                .help("Accepted for mlir-opt compatibility: patsat accepts every dialect"),
        )
        .arg(
            Arg::new("split")
                .long("split-input-file")
                .action(ArgAction::SetTrue)
                .help("Split the input at '// -----' lines and process each chunk"),
        )
        .arg(
            Arg::new("no-verify")
                .long("no-verify")
                .action(ArgAction::SetTrue)
                .help("Skip structural verification"),
        )
        .arg(
            Arg::new("patterns")
                .long("patterns")
                .action(ArgAction::Append)
                .value_name("FILE")
                .help(
                    "Pattern file (.pdll, PDL .mlir, DRR .td); may be repeated, patterns keep the \
                     order given",
                ),
        )
        .arg(
            Arg::new("ods")
                .long("ods")
                .action(ArgAction::Append)
                .value_name("FILE.td")
                .help(
                    "Load the ODS ops of a .td file (not its patterns): ops the patterns create get \
                     their inherent attributes, type inference and traits (e.g. for the PDL that \
                     `patsat drr --emit pdl` writes)",
                ),
        )
        .arg(
            Arg::new("skip-unresolved")
                .long("skip-unresolved")
                .action(ArgAction::SetTrue)
                .help(
                    "Drop the DRR patterns whose C++ natives do not resolve (one warning each) \
                     instead of failing",
                ),
        )
        .arg(super::no_project_hooks_arg())
        .arg(
            Arg::new("mode")
                .long("mode")
                .value_parser(["greedy", "eqsat"])
                .default_value("greedy")
                .help("How patterns are applied: MLIR's greedy driver, or equality saturation"),
        )
        .arg(super::include_arg("Directory to search for #include files of pattern files"))
        .arg(
            Arg::new("benefit-compat")
                .long("benefit-compat")
                .value_parser(["mlir-pdll"])
                .help(
                    "Default benefit of a PDLL pattern without `with benefit(N)`: by default the \
                     number of operations it matches, as the PDLL reference says; `mlir-pdll` gives LLVM 22's 0",
                ),
        )
        .arg(
            Arg::new("stats")
                .long("stats")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("text")
                .value_parser(["text", "json"])
                .help("Print the driver's statistics on stderr (--stats=json: one JSON object per input chunk)"),
        )
        .args(super::eqsat::args())
        .arg(super::test_pass::arg())
        .arg(
            Arg::new("trace")
                .long("trace")
                .action(ArgAction::SetTrue)
                .help("Print every pattern attempt and IR change on stderr"),
        )
        .args(GREEDY_VALUE_FLAGS.iter().map(|(name, value, help)| {
            Arg::new(*name)
                .long(*name)
                .value_name(*value)
                .allow_negative_numbers(true)
                .help(*help)
        }))
        .args(GREEDY_SWITCHES.iter().map(|(name, help)| {
            Arg::new(*name)
                .long(*name)
                .action(ArgAction::SetTrue)
                .help(*help)
        }))
}

/// The driver settings given on the command line.
fn greedy_config(m: &clap::ArgMatches) -> Result<GreedyRewriteConfig, String> {
    let mut c = GreedyRewriteConfig::default();
    for (name, _, _) in GREEDY_VALUE_FLAGS {
        if let Some(v) = m.get_one::<String>(name) {
            c.set_option(&format!("--{}={}", name, v))?;
        }
    }
    for (name, _) in GREEDY_SWITCHES {
        if m.get_flag(name) {
            c.set_option(&format!("--{}", name))?;
        }
    }
    Ok(c)
}

/// What `--patterns` runs need besides the input.
struct PatternRun {
    files: Vec<PathBuf>,
    ods: Vec<PathBuf>,
    load: LoadOptions,
    resolve: ResolveOptions,
    config: GreedyRewriteConfig,
    eqsat: Option<super::eqsat::EqsatSettings>,
    stats: Option<String>,
    trace: bool,
    verify: bool,
    print: PrintOptions,
}

/// Loads the pattern files in `ctx` and resolves their natives (MLIR's
/// test natives and the DRR built-ins); prints warnings.
fn load_set(ctx: &mut Context, run: &PatternRun) -> Result<Prepared, Vec<Diagnostic>> {
    let mut files = Vec::new();
    for f in &run.files {
        files.push(load_patterns(ctx, f, &run.load)?);
    }
    for f in &run.ods {
        files.push(patsat_translate::load_ods(ctx, f, &run.load)?);
    }
    let prepared = prepare(ctx, files, crate::hooks::greedy_hooks(), &run.resolve)?;
    for w in &prepared.warnings {
        eprintln!("{}", w);
    }
    Ok(prepared)
}

/// Loads and compiles the pattern files in `ctx`; prints warnings.
/// Returns the patterns and the driver's op facts.
fn load_all(ctx: &mut Context, run: &PatternRun) -> Result<Greedy, Vec<Diagnostic>> {
    let mut prepared = load_set(ctx, run)?;
    let registry = prepared.registry();
    let ods = std::mem::take(&mut prepared.ods);
    Ok(Greedy {
        set: prepared.greedy(ctx)?,
        registry,
        ods,
    })
}

/// Patterns ready for the greedy driver, with the op facts of the DRR
/// files' ODS.
struct Greedy {
    set: GreedySet,
    registry: patsat_greedy::OpInfoRegistry,
    ods: Vec<patsat_frontend::ods::OdsModel>,
}

/// Eqsat mode on one parsed module.
fn apply_eqsat(
    run: &PatternRun,
    eq: &super::eqsat::EqsatSettings,
    ctx: &mut Context,
    module: &mut patsat_ir::Module,
    name: &str,
) -> Result<(), RoundTripError> {
    let prepared = load_set(ctx, run).map_err(RoundTripError::Diagnostics)?;
    super::eqsat::apply(eq, ctx, module, prepared, run.stats.as_deref()).map_err(|errors| {
        RoundTripError::Diagnostics(
            errors
                .into_iter()
                .map(|e| Diagnostic::bare(patsat_ir::Severity::Error, name, e))
                .collect(),
        )
    })
}

/// Prints the greedy driver's statistics on stderr: text, or with
/// `--stats=json` one JSON object (the schema `patsat bench` reads, see
/// `docs/bench-schema.md`).
fn print_stats(res: &GreedyResult, patterns: &GreedySet, format: &str) {
    if format == "json" {
        eprintln!("{}", greedy_stats_json(res, patterns));
        return;
    }
    eprintln!(
        "patsat: converged={} changed={} iterations={} folds={} dead-ops-erased={}",
        res.converged as u8, res.changed as u8, res.iterations, res.folds, res.dead_ops_erased
    );
    for (i, n) in res.rewrites_per_pattern.iter().enumerate() {
        let p = patterns.frozen.get(i);
        eprintln!(
            "patsat: pattern {} (benefit {}): {} rewrites",
            patterns.names[i],
            p.benefit(),
            n
        );
    }
}

/// The greedy driver's statistics as one JSON object.
fn greedy_stats_json(res: &GreedyResult, patterns: &GreedySet) -> String {
    let per: Vec<serde_json::Value> = res
        .rewrites_per_pattern
        .iter()
        .enumerate()
        .map(|(i, n)| {
            serde_json::json!({
                "pattern": patterns.names[i],
                "benefit": patterns.frozen.get(i).benefit(),
                "rewrites": n,
            })
        })
        .collect();
    serde_json::json!({
        "mode": "greedy",
        "converged": res.converged,
        "changed": res.changed,
        "iterations": res.iterations,
        "folds": res.folds,
        "dead_ops_erased": res.dead_ops_erased,
        "patterns": per,
    })
    .to_string()
}

/// Greedy mode on one parsed module.
fn apply_greedy(
    run: &PatternRun,
    g: &Greedy,
    ctx: &mut Context,
    module: &mut patsat_ir::Module,
    name: &str,
) -> Result<(), RoundTripError> {
    patsat_translate::prepare::adopt_properties(ctx, module, &g.ods);
    let patterns = &g.set;
    let res = patterns.apply(ctx, module, &g.registry, &run.config, run.trace);
    let res = match res {
        Ok(r) => r,
        Err(errors) => {
            let d = errors
                .into_iter()
                .map(|e| Diagnostic::bare(patsat_ir::Severity::Error, name, e))
                .collect();
            return Err(RoundTripError::Diagnostics(d));
        }
    };
    if run.trace {
        for line in &res.log {
            eprintln!("{}", line);
        }
    }
    if let Some(format) = &run.stats {
        print_stats(&res, patterns, format);
    }
    Ok(())
}

/// Applies the patterns to each chunk of the input and writes the results
/// (the chunk loop is patsat-ir's `transform_chunks`, shared with the
/// plain round trip).
fn apply_patterns(
    run: &PatternRun,
    name: &str,
    text: Vec<u8>,
    split: bool,
    w: &mut dyn Write,
) -> Result<(), RoundTripError> {
    let opts = RoundTripOptions {
        split_input_file: split,
        no_verify: !run.verify,
        print: run.print.clone(),
        disable_free: true,
    };
    let mut transform = |ctx: &mut Context, module: &mut patsat_ir::Module| match &run.eqsat {
        Some(eq) => apply_eqsat(run, eq, ctx, module, name),
        None => {
            let g = load_all(ctx, run).map_err(RoundTripError::Diagnostics)?;
            apply_greedy(run, &g, ctx, module, name)
        }
    };
    transform_chunks(name, text, &opts, w, Some(&mut transform))
}

/// Runs `patsat apply`; returns the exit code.
pub fn run(m: &clap::ArgMatches) -> i32 {
    let input = m.get_one::<String>("input").unwrap();
    let output = m.get_one::<String>("output").unwrap();
    let opts = PrintOptions {
        debuginfo: m.get_flag("debuginfo"),
    };
    let name = if input == "-" {
        "<stdin>"
    } else {
        input.as_str()
    };
    let text = match read_input(input) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: could not open input file {}: {}", input, e);
            return 1;
        }
    };
    if m.get_flag("test-pdl-bytecode-pass") {
        let config = match greedy_config(m) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("error: {}", e);
                return 1;
            }
        };
        let r = super::test_pass::TestPassRun {
            config,
            split: m.get_flag("split"),
            verify: !m.get_flag("no-verify"),
            trace: m.get_flag("trace"),
            stats: m.get_one::<String>("stats").is_some(),
            print: opts,
        };
        return finish(output, |w| super::test_pass::run(&r, name, text, w));
    }
    let files: Vec<PathBuf> = super::paths(m, "patterns");
    let run = if files.is_empty() {
        None
    } else {
        let config = match greedy_config(m) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("error: {}", e);
                return 1;
            }
        };
        let eqsat = if m.get_one::<String>("mode").map(String::as_str) == Some("eqsat") {
            match super::eqsat::settings(m, config.clone()) {
                Ok(s) => Some(s),
                Err(e) => {
                    eprintln!("error: {}", e);
                    return 1;
                }
            }
        } else {
            None
        };
        Some(PatternRun {
            files,
            ods: super::paths(m, "ods"),
            load: LoadOptions {
                include_dirs: super::paths(m, "include"),
                benefit: if m.get_one::<String>("benefit-compat").is_some() {
                    DefaultBenefit::Zero
                } else {
                    DefaultBenefit::MatchedOps
                },
                macros: Vec::new(),
            },
            resolve: ResolveOptions {
                skip_unresolved: m.get_flag("skip-unresolved"),
                project_hooks: !m.get_flag("no-project-hooks"),
            },
            config,
            eqsat,
            stats: m.get_one::<String>("stats").cloned(),
            trace: m.get_flag("trace"),
            verify: !m.get_flag("no-verify"),
            print: opts.clone(),
        })
    };
    let split = m.get_flag("split");
    let no_verify = m.get_flag("no-verify");
    finish(output, |w| match &run {
        Some(run) => apply_patterns(run, name, text, split, w),
        None => {
            let opts = RoundTripOptions {
                split_input_file: split,
                no_verify,
                print: opts,
                disable_free: true,
            };
            round_trip_to(name, text, &opts, w)
        }
    })
}

/// Opens `output`, writes to it with `write` and reports the outcome;
/// returns the exit code.
fn finish(output: &str, write: impl FnOnce(&mut dyn Write) -> Result<(), RoundTripError>) -> i32 {
    let mut w = match open_output(output) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("error: could not open output {}: {}", output, e);
            return 1;
        }
    };
    let res = write(&mut w).and_then(|()| w.flush().map_err(RoundTripError::Io));
    match res {
        Ok(()) => 0,
        Err(RoundTripError::Diagnostics(diags)) => {
            let _ = w.flush();
            for d in diags {
                eprintln!("{}", d);
            }
            1
        }
        Err(RoundTripError::Io(e)) => {
            eprintln!("error: could not write output {}: {}", output, e);
            1
        }
    }
}
