//! The DRR files of the shared corpus, as `patsat apply --patterns F.td
//! --skip-unresolved` loads them without user hooks: every entry point
//! mlir-tblgen accepts loads, its patterns whose natives all resolve (DRR
//! intrinsics, the built-in table, the evaluator) compile for the greedy
//! driver, and the others are dropped with one warning each. Per file:
//! DRR patterns loaded, patterns runnable with the generic built-ins only
//! (no project hook sets), and runnable with the shipped project hook sets
//! (`natives::projects`); the counts are committed in
//! `drr_corpus/runnable.tsv` (`PATSAT_REGEN=1` rewrites it), so a
//! regression fails. `PATSAT_DROPPED=1` prints the warning of every
//! pattern still dropped.

use patsat_ir::Context;
use patsat_translate::natives::ResolveOptions;
use patsat_translate::*;
use std::fmt::Write;
use std::path::{Path, PathBuf};

#[path = "../../frontend/tests/drr/corpus_runs.rs"]
mod corpus_runs;

fn here() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/drr_corpus")
}

/// What resolving one entry point gave with or without the shipped
/// project hook sets.
struct Run {
    runnable: usize,
    warnings: Vec<String>,
}

fn run_one(
    run: &corpus_runs::Run,
    project_hooks: bool,
    failures: &mut Vec<String>,
) -> Option<(usize, Run)> {
    let mut ctx = Context::new();
    let opts = LoadOptions {
        include_dirs: run.include_dirs.clone(),
        macros: run.macros.clone(),
        ..Default::default()
    };
    let loaded = match load_patterns(&mut ctx, &run.input, &opts) {
        Ok(l) => l,
        Err(d) => {
            failures.push(format!("{}: does not load: {}", run.entry, d[0]));
            return None;
        }
    };
    let n = loaded.drr.as_ref().map_or(0, |d| d.patterns.len());
    let resolve = ResolveOptions {
        skip_unresolved: true,
        project_hooks,
    };
    let prepared = match prepare(&mut ctx, vec![loaded], Hooks::new(), &resolve) {
        Ok(p) => p,
        Err(d) => {
            failures.push(format!("{}: does not resolve: {}", run.entry, d[0]));
            return None;
        }
    };
    let runnable = prepared.groups.len();
    let warnings: Vec<String> = prepared.warnings.iter().map(|w| w.to_string()).collect();
    if warnings.len() != n - runnable {
        failures.push(format!(
            "{}: {} patterns dropped but {} warnings",
            run.entry,
            n - runnable,
            warnings.len()
        ));
    }
    if let Err(d) = prepared.greedy(&mut ctx) {
        failures.push(format!(
            "{}: runnable patterns do not compile: {}",
            run.entry, d[0]
        ));
    }
    Some((n, Run { runnable, warnings }))
}

#[test]
fn corpus_runnable_without_user_hooks() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    let mut table = String::from(
        "# file\tpatterns\trunnable-generic\trunnable-with-project-sets\tdropped-warnings\n",
    );
    let (mut loaded_total, mut generic_total, mut project_total) = (0, 0, 0);
    let mut failures = Vec::new();
    let mut dropped = String::new();
    for run in corpus_runs::runs(&corpus) {
        if !run.is_main || !run.accepted {
            continue;
        }
        let Some((n, generic)) = run_one(&run, false, &mut failures) else {
            continue;
        };
        let Some((_, with)) = run_one(&run, true, &mut failures) else {
            continue;
        };
        if with.runnable < generic.runnable {
            failures.push(format!(
                "{}: the project sets make fewer patterns runnable ({} < {})",
                run.entry, with.runnable, generic.runnable
            ));
        }
        for w in &with.warnings {
            let _ = writeln!(dropped, "{}", w);
        }
        let _ = writeln!(
            table,
            "{}\t{}\t{}\t{}\t{}",
            run.entry,
            n,
            generic.runnable,
            with.runnable,
            with.warnings.len()
        );
        loaded_total += n;
        generic_total += generic.runnable;
        project_total += with.runnable;
    }
    let _ = writeln!(
        table,
        "total\t{}\t{}\t{}\t{}",
        loaded_total,
        generic_total,
        project_total,
        loaded_total - project_total
    );
    println!("{}", table);
    let pct = |k: usize| 100.0 * k as f64 / loaded_total.max(1) as f64;
    println!(
        "{} of {} DRR patterns runnable with the generic built-ins only ({:.1}%), \
         {} with the shipped project hook sets ({:.1}%)",
        generic_total,
        loaded_total,
        pct(generic_total),
        project_total,
        pct(project_total)
    );
    if std::env::var_os("PATSAT_DROPPED").is_some() {
        println!("{}", dropped);
    }
    let path = here().join("runnable.tsv");
    if std::env::var_os("PATSAT_REGEN").is_some() {
        std::fs::write(&path, &table).unwrap();
    } else if std::fs::read_to_string(&path).unwrap_or_default() != table {
        failures.push(format!(
            "{} is out of date (PATSAT_REGEN=1 cargo test -p patsat-translate --test drr_corpus)",
            path.display()
        ));
    }
    assert!(loaded_total >= 500, "only {} patterns", loaded_total);
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Every custom builder body of the ODS the corpus DRR files include
/// parses as statements or is refused with a reason (never a panic), and
/// so does every prefix of it cut after a `;`; resolving each op's
/// `<Op>::build` native does not panic either. Prints how many bodies
/// parse and how many ops' builders resolve.
#[test]
fn corpus_builder_bodies() {
    use patsat_frontend::drr::cppstmt::parse_block;
    use patsat_translate::natives::how_resolved;
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    let (mut bodies, mut parsed, mut ops, mut resolved) = (0, 0, 0, 0);
    let mut seen = std::collections::BTreeSet::new();
    for run in corpus_runs::runs(&corpus) {
        if !run.is_main || !run.accepted {
            continue;
        }
        let Ok(model) = patsat_frontend::ods::load(&run.input, &run.include_dirs) else {
            continue;
        };
        for op in &model.ops {
            if !seen.insert(op.name.clone()) || op.builders.is_empty() {
                continue;
            }
            for b in op.builders.iter().filter(|b| !b.body.trim().is_empty()) {
                bodies += 1;
                match parse_block(&b.body) {
                    Ok(_) => parsed += 1,
                    Err(e) if std::env::var_os("PATSAT_SHOW_DROPPED").is_some() => {
                        println!("{}: {}", op.name, e)
                    }
                    Err(_) => {}
                }
                for (i, _) in b.body.match_indices(';') {
                    let _ = parse_block(&b.body[..i]);
                    let _ = parse_block(&b.body[i..]);
                }
            }
            ops += 1;
            let ns = op.cpp_namespace.trim_start_matches("::");
            let name = format!("{}::{}::build", ns, op.cpp_class);
            resolved +=
                usize::from(how_resolved(HookKind::Rewrite, &name, 1, Some(&model)).is_ok());
        }
    }
    println!(
        "{} of {} builder bodies parse; the builders of {} of {} ops resolve",
        parsed, bodies, resolved, ops
    );
    assert!(
        bodies > 100 && parsed * 10 > bodies * 8,
        "{} of {}",
        parsed,
        bodies
    );
}
