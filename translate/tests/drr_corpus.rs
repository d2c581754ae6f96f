//! The DRR files of the shared corpus, as `patsat apply --patterns F.td
//! --skip-unresolved` loads them without user hooks: every entry point
//! mlir-tblgen accepts loads, its patterns whose natives all resolve (DRR
//! intrinsics, the built-in table, the evaluator) compile for the greedy
//! driver, and the others are dropped with one warning each. Per file:
//! DRR patterns loaded, and patterns runnable without user hooks; the
//! counts are committed in `drr_corpus/runnable.tsv` (`PATSAT_REGEN=1`
//! rewrites it), so a regression fails. `PATSAT_SHOW_DROPPED=1` prints
//! every dropped pattern's warning (each names all its unresolved natives).

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

#[test]
fn corpus_runnable_without_user_hooks() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    let mut table = String::from("# file\tpatterns\trunnable\tdropped-warnings\n");
    let (mut loaded_total, mut runnable_total) = (0, 0);
    let mut failures = Vec::new();
    for run in corpus_runs::runs(&corpus) {
        if !run.is_main || !run.accepted {
            continue;
        }
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
                continue;
            }
        };
        let n = loaded.drr.as_ref().map_or(0, |d| d.patterns.len());
        let resolve = ResolveOptions {
            skip_unresolved: true,
        };
        let prepared = match prepare(&mut ctx, vec![loaded], Hooks::new(), &resolve) {
            Ok(p) => p,
            Err(d) => {
                failures.push(format!("{}: does not resolve: {}", run.entry, d[0]));
                continue;
            }
        };
        let runnable = prepared.groups.len();
        let warnings = prepared.warnings.len();
        if std::env::var_os("PATSAT_SHOW_DROPPED").is_some() {
            for w in &prepared.warnings {
                println!("WARN {}", w);
            }
        }
        if warnings != n - runnable {
            failures.push(format!(
                "{}: {} patterns dropped but {} warnings",
                run.entry,
                n - runnable,
                warnings
            ));
        }
        if let Err(d) = prepared.greedy(&mut ctx) {
            failures.push(format!(
                "{}: runnable patterns do not compile: {}",
                run.entry, d[0]
            ));
        }
        let _ = writeln!(table, "{}\t{}\t{}\t{}", run.entry, n, runnable, warnings);
        loaded_total += n;
        runnable_total += runnable;
    }
    let _ = writeln!(
        table,
        "total\t{}\t{}\t{}",
        loaded_total,
        runnable_total,
        loaded_total - runnable_total
    );
    println!("{}", table);
    println!(
        "{} of {} DRR patterns runnable without user hooks ({:.1}%)",
        runnable_total,
        loaded_total,
        100.0 * runnable_total as f64 / loaded_total.max(1) as f64
    );
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
