//! `patsat analyze FILE...`: static analytics of a pattern set (see
//! [`crate::analyze`]): overlapping matchers, benefit ties, rewrite
//! cycles, natives; with `--payload`, the rules that never fire.

use super::strings;
use crate::analyze::natives::ModeNatives;
use crate::analyze::{analyze, firing::firing, report};
use crate::bench::cell::Runner;
use crate::bench::ir_facts::CostSpec;
use clap::{Arg, ArgAction, ArgMatches, Command};
use patsat_frontend::pdll::DefaultBenefit;
use patsat_ir::Context;
use patsat_translate::LoadOptions;
use std::path::PathBuf;

/// The `analyze` subcommand's arguments.
pub fn command() -> Command {
    Command::new("analyze")
        .about("Static analytics of a pattern set: overlaps, benefit ties, rewrite cycles, natives, rules that never fire")
        .arg(
            Arg::new("files")
                .required(true)
                .num_args(1..)
                .value_name("FILE")
                .help("Pattern files, loaded as one set in order (as `patsat apply --patterns`)"),
        )
        .arg(super::include_arg("Directory to search for #include files of pattern files"))
        .arg(super::no_project_hooks_arg())
        .arg(
            Arg::new("benefit-compat")
                .long("benefit-compat")
                .value_parser(["mlir-pdll"])
                .help("PDLL default benefit as LLVM 22's mlir-pdll (0)"),
        )
        .arg(
            Arg::new("payload")
                .long("payload")
                .value_name("FILE|DIR")
                .action(ArgAction::Append)
                .help("Run the set on these payloads and list the rules that never fire"),
        )
        .arg(
            Arg::new("mode")
                .long("mode")
                .value_name("MODES")
                .value_delimiter(',')
                .action(ArgAction::Append)
                .help("With --payload: modes to run (greedy,eqsat; default greedy)"),
        )
        .arg(
            Arg::new("pure")
                .long("pure")
                .value_name("OP")
                .action(ArgAction::Append)
                .help("With --payload in eqsat mode: treat OP as pure"),
        )
        .arg(super::output_arg())
}

/// The hook registries of greedy and eqsat mode after translate's native
/// resolver (as `patsat apply` runs it, unresolved natives skipped) has
/// registered every snippet of the DRR files it resolves; the plain
/// registries when the files cannot be prepared.
fn resolved_registries(
    ctx: &mut Context,
    paths: &[PathBuf],
    opts: &LoadOptions,
    project_hooks: bool,
) -> (ModeNatives, ModeNatives) {
    let resolve = patsat_translate::natives::ResolveOptions {
        skip_unresolved: true,
        project_hooks,
    };
    let mut prepared = |hooks: patsat_translate::Hooks| {
        let mut files = Vec::new();
        for p in paths {
            files.push(patsat_translate::load_patterns(ctx, p, opts).ok()?);
        }
        patsat_translate::prepare(ctx, files, hooks, &resolve)
            .ok()
            .map(|p| ModeNatives {
                hooks: p.hooks,
                records: Some(p.records),
            })
    };
    let greedy = prepared(crate::hooks::greedy_hooks());
    let eqsat = prepared(crate::hooks::eqsat_hooks());
    let (g, e) = crate::analyze::natives::registries();
    (greedy.unwrap_or(g), eqsat.unwrap_or(e))
}

/// Runs `patsat analyze`; returns the exit code.
pub fn run(m: &ArgMatches) -> i32 {
    let files = strings(m, "files");
    let includes = strings(m, "include");
    let benefit = if m.get_one::<String>("benefit-compat").is_some() {
        DefaultBenefit::Zero
    } else {
        DefaultBenefit::MatchedOps
    };
    let opts = LoadOptions {
        include_dirs: includes.iter().map(PathBuf::from).collect(),
        benefit,
        macros: Vec::new(),
    };
    let mut ctx = Context::new();
    let paths: Vec<PathBuf> = files.iter().map(PathBuf::from).collect();
    let set = match super::load_pattern_files(&mut ctx, &paths, &opts) {
        Ok(s) => s,
        Err(diags) => {
            for d in diags {
                eprintln!("{}", d);
            }
            return 1;
        }
    };
    let project_hooks = !m.get_flag("no-project-hooks");
    let (greedy, eqsat) = resolved_registries(&mut ctx, &paths, &opts, project_hooks);
    let a = analyze(&ctx, &set, &greedy, &eqsat);
    let fire = match strings(m, "payload") {
        p if p.is_empty() => None,
        p => match run_payloads(m, &files, &includes, p) {
            Ok(f) => Some(f),
            Err(e) => {
                eprintln!("{}", e);
                return 1;
            }
        },
    };
    super::write_output(
        m.get_one::<String>("output").unwrap(),
        report(&a, fire.as_ref()).as_bytes(),
    )
}

fn run_payloads(
    m: &ArgMatches,
    files: &[String],
    includes: &[String],
    payloads: Vec<String>,
) -> Result<crate::analyze::firing::Firing, String> {
    let payloads =
        crate::bench::matrix::expand_payloads(&payloads).map_err(|e| format!("error: {}", e))?;
    let mut modes = strings(m, "mode");
    if modes.is_empty() {
        modes = vec!["greedy".into()];
    }
    if let Some(bad) = modes.iter().find(|x| *x != "greedy" && *x != "eqsat") {
        return Err(format!(
            "error: --mode: invalid value `{}` (greedy, eqsat)",
            bad
        ));
    }
    let pure = strings(m, "pure");
    let mut common = Vec::new();
    for i in includes {
        common.extend(["-I".to_string(), i.clone()]);
    }
    for p in &pure {
        common.extend(["--pure".to_string(), p.clone()]);
    }
    if let Some(b) = m.get_one::<String>("benefit-compat") {
        common.extend(["--benefit-compat".to_string(), b.clone()]);
    }
    if m.get_flag("no-project-hooks") {
        common.push("--no-project-hooks".to_string());
    }
    let exe = std::env::current_exe()
        .map_err(|e| format!("error: cannot find the patsat executable: {}", e))?;
    let scratch = std::env::temp_dir().join(format!("patsat-analyze-{}", std::process::id()));
    std::fs::create_dir_all(&scratch)
        .map_err(|e| format!("error: cannot create {}: {}", scratch.display(), e))?;
    let runner = Runner {
        exe,
        scratch: scratch.clone(),
        timeout: Some(std::time::Duration::from_secs(600)),
        cost: CostSpec {
            pure,
            pure_file: None,
        },
    };
    let res = firing(files, payloads, modes, common, &runner);
    let _ = std::fs::remove_dir_all(&scratch);
    res
}
