//! The DRR frontend tests (data in `tests/drr`, outputs made by
//! `tests/drr/regen.sh`):
//!
//! * `pass`: each `pass/NAME/patterns.td` (one DRR feature each) and each
//!   drr-oracle example (`examples/NAME/wrapper.td`) loads; its PDL and
//!   summary equal the snapshots `expected.pdl` / `expected.summary`
//!   (which `mlir-opt` parses, checked by `regen.sh`); the `// CHECK:` and
//!   `// CHECK-NOT:` lines of the case (the reasoning: what the PDL must and
//!   must not contain) hold; the `pattern NAME root=OP benefit=B` lines of
//!   the summary equal `generated.patterns`, read from the C++ that
//!   `mlir-tblgen -gen-rewriters` generates (names, roots, benefits and the
//!   order `populateWithGenerated` adds them: what `drr-oracle
//!   --list-patterns` prints); the PDL text imports back structurally equal
//!   to the patterns; for cases without natives, `pdl.mlir` (our PDL
//!   applied by MLIR's PDL interpreter in the same greedy driver and
//!   dialect) equals `oracle.mlir` (the generated C++ applied), except in
//!   the cases marked `// PDL-DIFFERS:` (an `either` that commits), where
//!   it must differ. A case marked `// NO-PDL:` (a nested op with variadic
//!   results: PDL names results by index only) has no PDL form: all its
//!   patterns say so and it has no `expected.pdl`; the CHECK lines then
//!   read patsat's printed form.
//! * `fail`: each `fail/NAME.td` is rejected with the first error
//!   `mlir-tblgen -gen-rewriters` printed (`NAME.td.err`): same line,
//!   column and message. Where mlir-tblgen crashes instead, `NAME.td.patsat`
//!   holds patsat's expected error line and the reason.
//! * `ext_fail`: misuses of patsat's DRR extensions (`ext/fail`: region
//!   directives, nested result ops with several or variadic results) fail
//!   with the error `NAME.td.patsat` states.
//! * `corpus`: every DRR entry point of the shared corpus, run as its
//!   `expected/**/*.gen-rewriters.json` (and `-DERRORn` `.runN.json`)
//!   records say: loads when mlir-tblgen accepted it, else fails with
//!   mlir-tblgen's first error (file, line, column, message).

use patsat_frontend::drr::catalogue::{core_natives, Catalogue};
use patsat_frontend::drr::{self, summary::summary, DrrSet, Options};
use patsat_frontend::pattern::print::{print_pattern_set, PrintOptions};
use patsat_frontend::pdl::compare::diff_sets;
use patsat_frontend::pdl::import::import_text;
use patsat_frontend::tablegen;
use patsat_ir::{Context, Diagnostic};
use std::path::{Path, PathBuf};

#[path = "drr/corpus_runs.rs"]
mod corpus_runs;

fn here() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/drr")
}

fn shared() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared")
}

fn llvm_include() -> PathBuf {
    shared().join("corpus/include/llvm-22")
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

fn load(td: &Path, includes: Vec<PathBuf>) -> (Context, Result<DrrSet, Vec<Diagnostic>>) {
    let mut ctx = Context::new();
    let mut include_dirs = includes;
    include_dirs.push(llvm_include());
    let opts = Options {
        include_dirs,
        macros: Vec::new(),
    };
    let r = drr::load(td, &opts, &mut ctx);
    (ctx, r)
}

/// Checks one pass case; returns the problems found.
fn check_pass(dir: &Path, td: &Path, includes: Vec<PathBuf>) -> Vec<String> {
    let mut errs = Vec::new();
    let (ctx, r) = load(td, includes);
    let set = match r {
        Ok(s) => s,
        Err(d) => return vec![format!("does not load: {}", d[0])],
    };
    let pdl = print_pattern_set(&ctx, &set.set, PrintOptions::default());
    let sum = summary(&set);
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).unwrap_or_default();
    let text = std::fs::read_to_string(td).unwrap_or_default();
    // A case marked `// NO-PDL: why` uses what PDL cannot state: none of
    // its patterns has a PDL form (`patsat drr` refuses them) and it has
    // no `expected.pdl`; in every other case all patterns have one.
    let no_pdl = text.lines().any(|l| l.starts_with("// NO-PDL: "));
    let without: Vec<&str> = (set.set.patterns.iter())
        .filter(|p| p.no_pdl_form().is_some())
        .map(|p| p.name.as_deref().unwrap_or("?"))
        .collect();
    if no_pdl {
        if without.len() != set.set.patterns.len() {
            errs.push(format!(
                "the case says `NO-PDL` but only {:?} have no PDL form",
                without
            ));
        }
        if dir.join("expected.pdl").exists() {
            errs.push("the case says `NO-PDL` but has expected.pdl".into());
        }
    } else if !without.is_empty() {
        errs.push(format!(
            "{:?} have no PDL form (mark the case `// NO-PDL:`)",
            without
        ));
    } else if pdl != read("expected.pdl") {
        errs.push(format!("PDL differs from expected.pdl:\n{}", pdl));
    }
    if sum != read("expected.summary") {
        errs.push(format!("summary differs from expected.summary:\n{}", sum));
    }
    for l in text.lines() {
        if let Some(c) = l.strip_prefix("// CHECK: ") {
            if !pdl.contains(c) {
                errs.push(format!("PDL lacks `{}`", c));
            }
        } else if let Some(c) = l.strip_prefix("// CHECK-NOT: ") {
            if pdl.contains(c) {
                errs.push(format!("PDL has `{}`", c));
            }
        }
    }
    let oracle = read("generated.patterns");
    let ours: Vec<&str> = sum.lines().filter(|l| l.starts_with("pattern ")).collect();
    let theirs: Vec<&str> = oracle
        .lines()
        .filter(|l| l.starts_with("pattern "))
        .collect();
    if theirs.is_empty() {
        errs.push("generated.patterns is missing or empty (run regen.sh)".into());
    } else if ours != theirs {
        errs.push(format!(
            "patterns differ from the generated C++:\n  ours: {:?}\n  real: {:?}",
            ours, theirs
        ));
    }
    // For patterns without natives, regen.sh also ran our PDL through
    // MLIR's PDL interpreter (drr-oracle --pdl --no-drr): the rewritten IR
    // must be what the C++ generated from the DRR gives.
    // A case whose patterns.td says `// PDL-DIFFERS: why` shows where the
    // PDL cannot say what DRR does (an `either` that commits): there the
    // two runs must differ.
    let pdl_run = read("pdl.mlir");
    let differs = text.lines().any(|l| l.starts_with("// PDL-DIFFERS: "));
    if differs {
        if pdl_run == read("oracle.mlir") {
            errs.push("the case says `PDL-DIFFERS` but pdl.mlir equals oracle.mlir".into());
        }
    } else if !pdl_run.is_empty() && pdl_run != read("oracle.mlir") {
        errs.push(format!(
            "MLIR applying our PDL gives\n{}\nbut the generated C++ gives\n{}",
            pdl_run,
            read("oracle.mlir")
        ));
    }
    if no_pdl {
        return errs;
    }
    let mut ictx = Context::new();
    match import_text(&mut ictx, "expected.pdl", pdl.as_bytes(), false) {
        Ok(sets) => {
            if let Some(d) = sets
                .first()
                .and_then(|s| diff_sets(&ctx, &set.set, &ictx, s))
            {
                errs.push(format!("the PDL does not import back equal: {}", d));
            }
        }
        Err(d) => errs.push(format!("the PDL does not import: {}", d[0])),
    }
    errs
}

#[test]
fn pass() {
    let common = here().join("common");
    let mut failures = Vec::new();
    let mut n = 0;
    for d in dirs(&here().join("pass")) {
        n += 1;
        // A case may bring its own ops (`ops.td`, next to it).
        for e in check_pass(&d, &d.join("patterns.td"), vec![common.clone(), d.clone()]) {
            failures.push(format!("{}: {}", d.display(), e));
        }
    }
    let ex = shared().join("tools/oracle/examples/drr");
    for d in dirs(&here().join("examples")) {
        n += 1;
        let name = d.file_name().unwrap().to_owned();
        let incs = vec![ex.join("common"), ex.join(&name)];
        for e in check_pass(&d, &d.join("wrapper.td"), incs) {
            failures.push(format!("{}: {}", d.display(), e));
        }
    }
    assert!(n >= 65, "only {} pass cases", n);
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The first `file:line:col: error: message` (or bare `error: message`)
/// line of a tool's stderr, as (file name, line, col, message).
fn first_error(stderr: &str) -> Option<(String, u32, u32, String)> {
    for l in stderr.lines() {
        if let Some(msg) = l.strip_prefix("error: ") {
            return Some((String::new(), 0, 0, msg.to_string()));
        }
        let Some((head, msg)) = l.split_once(": error: ") else {
            continue;
        };
        let mut parts = head.rsplitn(3, ':');
        let col = parts.next().and_then(|x| x.parse().ok());
        let line = parts.next().and_then(|x| x.parse().ok());
        if let (Some(col), Some(line), Some(file)) = (col, line, parts.next()) {
            let base = Path::new(file)
                .file_name()
                .map(|f| f.to_string_lossy().into_owned())
                .unwrap_or_default();
            return Some((base, line, col, msg.to_string()));
        }
    }
    None
}

fn ours(d: &Diagnostic) -> (String, u32, u32, String) {
    let base = Path::new(&d.file)
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default();
    (base, d.line, d.col, d.message.clone())
}

#[test]
fn fail() {
    let common = here().join("common");
    let mut failures = Vec::new();
    let mut n = 0;
    for f in dirs(&here().join("fail")) {
        if f.extension().and_then(|e| e.to_str()) != Some("td") {
            continue;
        }
        n += 1;
        let patsat = PathBuf::from(format!("{}.patsat", f.display()));
        let golden = if patsat.exists() {
            std::fs::read_to_string(&patsat).unwrap_or_default()
        } else {
            std::fs::read_to_string(format!("{}.err", f.display())).unwrap_or_default()
        };
        let Some(want) = first_error(&golden) else {
            failures.push(format!("{}: no expected error (run regen.sh)", f.display()));
            continue;
        };
        match load(&f, vec![common.clone()]).1 {
            Ok(_) => failures.push(format!("{}: loads, expected {:?}", f.display(), want)),
            Err(d) => {
                let got = ours(&d[0]);
                if got != want {
                    failures.push(format!(
                        "{}:\n  expected {:?}\n  got      {:?}",
                        f.display(),
                        want,
                        got
                    ));
                }
            }
        }
    }
    assert!(n >= 40, "only {} fail cases", n);
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// patsat's DRR extensions used wrongly (`ext/fail/NAME.td`): the
/// first error is the one `NAME.td.patsat` states (the case's first line
/// says why it is wrong).
#[test]
fn ext_fail() {
    let ext = here().join("ext");
    let mut failures = Vec::new();
    let mut n = 0;
    for f in dirs(&ext.join("fail")) {
        if f.extension().and_then(|e| e.to_str()) != Some("td") {
            continue;
        }
        n += 1;
        let golden = std::fs::read_to_string(format!("{}.patsat", f.display())).unwrap_or_default();
        let Some(want) = first_error(&golden) else {
            failures.push(format!("{}: no expected error", f.display()));
            continue;
        };
        match load(&f, vec![ext.join("common")]).1 {
            Ok(_) => failures.push(format!("{}: loads, expected {:?}", f.display(), want)),
            Err(d) if ours(&d[0]) != want => failures.push(format!(
                "{}:\n  expected {:?}\n  got      {:?}",
                f.display(),
                want,
                ours(&d[0])
            )),
            Err(_) => {}
        }
    }
    assert!(n >= 14, "only {} ext fail cases", n);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn corpus() {
    let corpus = shared().join("corpus");
    let mut failures = Vec::new();
    let mut report = Vec::new();
    let (mut accepted, mut rejected, mut total) = (0, 0, 0);
    let mut catalogue = Catalogue::default();
    for run in corpus_runs::runs(&corpus) {
        let mut ctx = Context::new();
        let topts = tablegen::Options {
            include_dirs: run.include_dirs.clone(),
            macros: run.macros.clone(),
        };
        let got = tablegen::load(&run.input, &topts).and_then(|l| {
            let set = drr::lower_records(&l.keeper, &l.sources, &mut ctx).map_err(|d| vec![*d])?;
            if run.is_main {
                catalogue.add(&run.entry, &set, &core_natives(&l.keeper, &l.sources));
            }
            Ok(set)
        });
        let name = run.record;
        if run.accepted {
            accepted += 1;
            match got {
                Ok(set) => {
                    total += set.patterns.len();
                    report.push(format!("{} patterns={}", name, set.patterns.len()));
                }
                Err(d) => failures.push(format!("{}: does not load: {}", name, d[0])),
            }
        } else {
            rejected += 1;
            let want = first_error(&run.stderr);
            match (got, want) {
                (Ok(_), w) => failures.push(format!("{}: loads, expected {:?}", name, w)),
                (Err(_), None) => failures.push(format!("{}: no golden error", name)),
                (Err(d), Some(w)) => {
                    let g = ours(&d[0]);
                    if g != w {
                        failures.push(format!("{}:\n  expected {:?}\n  got      {:?}", name, w, g));
                    } else {
                        report.push(format!("{} rejected at {}:{}:{}", name, g.0, g.1, g.2));
                    }
                }
            }
        }
    }
    println!("{}", report.join("\n"));
    // The catalogue of natives and the per-file counts, committed beside
    // the tests; `PATSAT_REGEN=1` rewrites them.
    for (file, text) in [
        ("natives.tsv", catalogue.natives_tsv()),
        ("files.tsv", catalogue.files_tsv()),
    ] {
        let path = here().join("corpus").join(file);
        if std::env::var_os("PATSAT_REGEN").is_some() {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &text).unwrap();
        } else if std::fs::read_to_string(&path).unwrap_or_default() != text {
            failures.push(format!(
                "{} is out of date (PATSAT_REGEN=1 cargo test -p patsat-frontend --test drr corpus):\n{}",
                path.display(),
                text
            ));
        }
    }
    println!("{}", catalogue.files_tsv());
    println!(
        "{} accepted runs ({} patterns), {} rejected runs",
        accepted, total, rejected
    );
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(total >= 500, "only {} patterns loaded", total);
}

/// Variants of a dag value: an argument dropped, unset, renamed (`x__1`,
/// `_`, none, another argument's name), wrapped in `either`/`variadic`,
/// the operator replaced, the dag named or unnamed, and the same inside
/// each nested dag. At most `budget` variants.
fn mutants(
    k: &mut tablegen::Keeper,
    v: tablegen::V,
    ops: &[tablegen::V],
    out: &mut Vec<tablegen::V>,
    budget: usize,
) {
    use std::rc::Rc;
    use tablegen::Init;
    let Init::Dag(op, name, args, names) = k.get(v).clone() else {
        return;
    };
    let mk = |k: &mut tablegen::Keeper, op, name, args: Vec<tablegen::V>, names: Vec<Option<_>>| {
        k.mk(Init::Dag(op, name, Rc::from(args), Rc::from(names)))
    };
    let syms = [
        Some(k.strs.intern("x__1")),
        Some(k.strs.intern("_")),
        None,
        names.iter().flatten().next().copied(),
    ];
    let n = args.len();
    for i in 0..n {
        if out.len() >= budget {
            return;
        }
        let (mut a, mut nm) = (args.to_vec(), names.to_vec());
        a.remove(i);
        nm.remove(i);
        out.push(mk(k, op, name, a, nm));
        let mut a = args.to_vec();
        a[i] = k.unset;
        out.push(mk(k, op, name, a, names.to_vec()));
        for s in syms {
            let mut nm = names.to_vec();
            nm[i] = s;
            out.push(mk(k, op, name, args.to_vec(), nm));
        }
        for &w in &ops[..2.min(ops.len())] {
            let inner = mk(k, w, None, vec![args[i]], vec![names[i]]);
            let mut a = args.to_vec();
            a[i] = inner;
            out.push(mk(k, op, name, a, names.to_vec()));
        }
    }
    for &o in ops {
        out.push(mk(k, o, name, args.to_vec(), names.to_vec()));
    }
    for s in [Some(k.strs.intern("b")), Some(k.strs.intern("b__0")), None] {
        out.push(mk(k, op, s, args.to_vec(), names.to_vec()));
    }
    for i in 0..n {
        if out.len() >= budget {
            return;
        }
        let mut inner = Vec::new();
        mutants(k, args[i], ops, &mut inner, budget / 4);
        for m in inner {
            let mut a = args.to_vec();
            a[i] = m;
            out.push(mk(k, op, name, a, names.to_vec()));
        }
    }
}

/// No malformed pattern makes the lowering panic: every pass case's
/// patterns, mutated dag by dag (see [`mutants`]), give patterns or an
/// error.
#[test]
fn no_panic_on_mutated_patterns() {
    use tablegen::Init;
    let common = here().join("common");
    let mut checked = 0;
    let mut panics = Vec::new();
    for d in dirs(&here().join("pass")) {
        let opts = tablegen::Options {
            include_dirs: vec![common.clone(), d.clone(), llvm_include()],
            macros: Vec::new(),
        };
        let mut l = tablegen::load(&d.join("patterns.td"), &opts).expect("loads");
        let k = &mut l.keeper;
        let mut ops = Vec::new();
        for name in [
            "either",
            "variadic",
            "location",
            "returnType",
            "replaceWithValue",
            "ConstantLikeMatcher",
            "Dt_Dialect",
            "Dt_DivRemOp",
            "Dt_ConcatOp",
            "I32Attr",
            "I32",
        ] {
            if let Some(r) = k.def_by_name(name) {
                ops.push(k.def_init(r));
            }
        }
        let pats: Vec<_> = k
            .defs_sorted()
            .into_iter()
            .filter(|(_, r)| k.is_a(*r, "Pattern"))
            .map(|(_, r)| r)
            .collect();
        for r in pats {
            let fields = [
                "sourcePattern",
                "resultPatterns",
                "constraints",
                "supplementalPatterns",
            ];
            for field in fields {
                let Some(idx) = k
                    .rec(r)
                    .values
                    .iter()
                    .position(|f| k.as_str(f.name) == Some(field))
                else {
                    continue;
                };
                let orig = k.rec(r).values[idx].value;
                let mut variants = Vec::new();
                match k.get(orig).clone() {
                    Init::Dag(..) => mutants(k, orig, &ops, &mut variants, 400),
                    Init::List(elems, ty) => {
                        for (i, &e) in elems.iter().enumerate() {
                            let mut inner = Vec::new();
                            mutants(k, e, &ops, &mut inner, 200);
                            for m in inner {
                                let mut es = elems.to_vec();
                                es[i] = m;
                                variants.push(k.list_v(es, ty));
                            }
                        }
                    }
                    _ => {}
                }
                for m in variants {
                    k.rec_mut(r).values[idx].value = m;
                    let text = k.as_string(m);
                    let kr: &tablegen::Keeper = k;
                    let res = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        let mut ctx = Context::new();
                        let _ = drr::lower_records(kr, &l.sources, &mut ctx);
                    }));
                    checked += 1;
                    if res.is_err() {
                        panics.push(format!("{}: {} = {}", d.display(), field, text));
                    }
                }
                k.rec_mut(r).values[idx].value = orig;
            }
        }
    }
    println!("{} mutated patterns lowered", checked);
    assert!(checked > 5000, "only {} mutants", checked);
    assert!(
        panics.is_empty(),
        "{} panics:\n{}",
        panics.len(),
        panics.join("\n")
    );
}
