//! No-panic property test: mutated corpus files (byte flips, deletions,
//! insertions of random bytes or MLIR punctuation and keywords, truncation,
//! duplicated slices) fed to `round_trip` must come back as `Ok` or `Err`
//! without panicking or hanging, and every error diagnostic must have a
//! line (>= 1) and a message.
//!
//! The inputs are the corpus files `../shared/corpus/expected/mlir/**/*.generic.mlir`
//! and `tests/roundtrip/*.mlir`. 256 cases from a fixed seed by default
//! (`PROPTEST_CASES` and `PROPTEST_RNG_SEED` override them); each case must
//! finish within [`CASE_LIMIT`]. The ignored test [`explore`] runs many more
//! cases and lists every distinct failure with a minimized input.
//!
//! Known failures are kept below as `regression_*` tests (ignored while the
//! bug is open: run them with `-- --ignored regression`).

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use patsat_ir::{round_trip, RoundTripOptions};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::{Config, RngSeed};

/// A case slower than this is reported as a hang.
const CASE_LIMIT: Duration = Duration::from_secs(2);
/// A case still running after this is abandoned (its thread leaks).
const HARD_LIMIT: Duration = Duration::from_secs(20);

/// Appends the files under `dir` (with its subdirectories when
/// `recursive`) whose path ends in `suffix`.
fn collect(dir: &Path, recursive: bool, suffix: &str, out: &mut Vec<PathBuf>) {
    let depth = if recursive { usize::MAX } else { 1 };
    let walk = walkdir::WalkDir::new(dir)
        .follow_links(true)
        .max_depth(depth);
    out.extend(
        (walk.into_iter().flatten())
            .filter(|e| !e.file_type().is_dir() && e.path().to_string_lossy().ends_with(suffix))
            .map(walkdir::DirEntry::into_path),
    );
}

/// The seed files (name, bytes), sorted by path.
fn seeds() -> &'static [(String, Vec<u8>)] {
    static SEEDS: OnceLock<Vec<(String, Vec<u8>)>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        let mut paths = Vec::new();
        collect(
            &root.join("../../shared/corpus/expected/mlir"),
            true,
            ".generic.mlir",
            &mut paths,
        );
        // Also relative to the workspace root, if the corpus sits there.
        collect(
            &root.join("../shared/corpus/expected/mlir"),
            true,
            ".generic.mlir",
            &mut paths,
        );
        collect(&root.join("tests/roundtrip"), false, ".mlir", &mut paths);
        paths.sort();
        paths.dedup();
        let seeds: Vec<_> = paths
            .into_iter()
            .filter_map(|p| {
                let text = std::fs::read(&p).ok()?;
                Some((p.display().to_string(), text))
            })
            .collect();
        assert!(!seeds.is_empty(), "no seed files found");
        seeds
    })
}

/// Byte strings worth inserting: MLIR punctuation, keywords and fragments.
const TOKENS: &[&str] = &[
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ":",
    ",",
    "=",
    "%",
    "^",
    "#",
    "!",
    "@",
    "\"",
    "->",
    "...",
    "?",
    "*",
    "-",
    "+",
    "x",
    "\\",
    "\n",
    "\0",
    "\u{fffd}",
    "%0",
    "%0#1",
    "%0:2",
    "%arg0",
    "%arg9999999999",
    "^bb0",
    "^bb1:",
    "^bb0(%a: i32):",
    "#map",
    "#map = affine_map<(d0) -> (d0)>\n",
    "!ty",
    "!ty = i32\n",
    "dense<",
    "dense<[1, 2]> : tensor<2xi32>",
    "dense<\"0x00\">",
    "dense_resource<r>",
    "array<i32: 1>",
    "array<",
    "i1",
    "i32",
    "i0",
    "i99999999",
    "ui8",
    "si16",
    "index",
    "f16",
    "bf16",
    "f32",
    "f64",
    "f80",
    "tf32",
    "none",
    "tensor<",
    "tensor<*xf32>",
    "tensor<?x4xf32>",
    "memref<",
    "memref<4xf32, strided<[?], offset: ?>>",
    "vector<[4]x",
    "complex<",
    "tuple<",
    "opaque<\"x\", \"0x\">",
    "sparse<",
    "strided<[",
    "offset: ?",
    "affine_map<(d0)[s0] -> (d0 + s0 * 2 mod 3)>",
    "affine_set<(d0) : (d0 >= 0)>",
    "0x",
    "0x7FC00000",
    "1.0e+99999",
    "-0.0",
    "99999999999999999999999999999",
    "-9223372036854775809",
    "loc(",
    "loc(\"f\":1:2)",
    "loc(unknown)",
    "unit",
    "true",
    "false",
    "@f0::@g",
    "#x.attr<",
    "!x.type<\"q\">",
    "distinct[0]<>",
    "{-#",
    "#-}",
    "{-# dialect_resources: {builtin: {r: \"0x04000000\"}} #-}",
    "// -----\n",
    "// comment\n",
    "\"builtin.module\"() ({",
    "}) : () -> ()",
    "\"func.func\"",
    "\"func.return\"",
    "\"func.call\"",
    "\"cf.br\"",
    "\"cf.cond_br\"",
    "operandSegmentSizes",
    "<{",
    "}>",
    "({",
    "})",
    "() -> ()",
    ": (i32) -> i32",
    "\"x.op\"() : () -> ()\n",
    "func.func @f() {\n}\n",
    "module {\n}\n",
];

#[derive(Clone, Debug)]
enum Mutation {
    FlipBit(Index, u8),
    SetByte(Index, u8),
    Delete(Index, usize),
    InsertBytes(Index, Vec<u8>),
    InsertToken(Index, usize),
    Truncate(Index),
    Duplicate(Index, usize, Index),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        3 => (any::<Index>(), 0u8..8).prop_map(|(i, b)| Mutation::FlipBit(i, b)),
        2 => (any::<Index>(), any::<u8>()).prop_map(|(i, b)| Mutation::SetByte(i, b)),
        3 => (any::<Index>(), 1usize..32).prop_map(|(i, n)| Mutation::Delete(i, n)),
        2 => (any::<Index>(), prop::collection::vec(any::<u8>(), 1..8))
            .prop_map(|(i, v)| Mutation::InsertBytes(i, v)),
        4 => (any::<Index>(), 0..TOKENS.len()).prop_map(|(i, t)| Mutation::InsertToken(i, t)),
        1 => any::<Index>().prop_map(Mutation::Truncate),
        2 => (any::<Index>(), 1usize..512, any::<Index>())
            .prop_map(|(s, n, d)| Mutation::Duplicate(s, n, d)),
    ]
}

/// `idx` scaled to `0..=len`.
fn at(idx: &Index, len: usize) -> usize {
    idx.index(len + 1)
}

fn apply(text: &mut Vec<u8>, m: &Mutation) {
    let len = text.len();
    match m {
        Mutation::FlipBit(i, b) if len > 0 => {
            let p = i.index(len);
            text[p] ^= 1 << b;
        }
        Mutation::SetByte(i, v) if len > 0 => {
            let p = i.index(len);
            text[p] = *v;
        }
        Mutation::Delete(i, n) => {
            let p = at(i, len);
            let e = (p + n).min(len);
            text.drain(p..e);
        }
        Mutation::InsertBytes(i, v) => {
            let p = at(i, len);
            text.splice(p..p, v.iter().copied());
        }
        Mutation::InsertToken(i, t) => {
            let p = at(i, len);
            text.splice(p..p, TOKENS[*t].bytes());
        }
        Mutation::Truncate(i) => text.truncate(at(i, len)),
        Mutation::Duplicate(s, n, d) => {
            let p = at(s, len);
            let e = (p + n).min(len);
            let slice = text[p..e].to_vec();
            let q = at(d, len);
            text.splice(q..q, slice);
        }
        _ => {}
    }
}

/// Runs `round_trip` on `text` in a thread; fails on a panic, a hang, a
/// slow case or a diagnostic without line or message.
fn check(text: &[u8], split: bool) -> Result<(), String> {
    let input = text.to_vec();
    let (tx, rx) = mpsc::channel();
    let start = Instant::now();
    let handle = std::thread::Builder::new()
        .name("round_trip".into())
        .stack_size(64 << 20)
        .spawn(move || {
            let opts = RoundTripOptions {
                split_input_file: split,
                ..RoundTripOptions::default()
            };
            let r = round_trip("mutated.mlir", input.as_slice(), &opts);
            let _ = tx.send(r);
        })
        .map_err(|e| e.to_string())?;
    let result = match rx.recv_timeout(HARD_LIMIT) {
        Ok(r) => r,
        Err(mpsc::RecvTimeoutError::Timeout) => {
            return Err(format!("hang: no result after {:?}", HARD_LIMIT));
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            let msg = match handle.join() {
                Err(p) => p
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "non-string panic payload".into()),
                Ok(()) => "thread ended without a result".into(),
            };
            return Err(format!("panic: {}", msg));
        }
    };
    let _ = handle.join();
    let took = start.elapsed();
    if took > CASE_LIMIT {
        return Err(format!("slow: took {:?} (limit {:?})", took, CASE_LIMIT));
    }
    if let Err(diags) = result {
        if diags.is_empty() {
            return Err("Err with no diagnostics".into());
        }
        for d in &diags {
            if d.line < 1 || d.message.is_empty() {
                return Err(format!("bad diagnostic: {:?}", d));
            }
        }
    }
    Ok(())
}

/// The input as a Rust byte-string literal, for regression cases.
fn literal(text: &[u8]) -> String {
    let mut s = String::from("b\"");
    for &b in text {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            b'\n' => s.push_str("\\n"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\x{:02x}", b)),
        }
    }
    s.push('"');
    s
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(256)
}

/// A fixed seed so that CI runs are reproducible; `PROPTEST_RNG_SEED=N`
/// explores other cases.
fn rng_seed() -> RngSeed {
    RngSeed::Fixed(
        std::env::var("PROPTEST_RNG_SEED")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(0x5EED_0001),
    )
}

proptest! {
    #![proptest_config(Config {
        cases: cases(),
        rng_seed: rng_seed(),
        failure_persistence: None,
        max_shrink_iters: 2048,
        ..Config::default()
    })]

    #[test]
    fn mutated_corpus_never_panics(
        file in any::<Index>(),
        muts in prop::collection::vec(mutation(), 1..6),
        split in any::<bool>(),
    ) {
        let seeds = seeds();
        let (name, text) = &seeds[file.index(seeds.len())];
        let mut text = text.clone();
        for m in &muts {
            apply(&mut text, m);
        }
        if let Err(e) = check(&text, split) {
            let shown = if text.len() <= 4096 { literal(&text) } else { format!("<{} bytes>", text.len()) };
            prop_assert!(false, "{} on a mutation of {} (split {}): {:?}\ninput: {}", e, name, split, muts, shown);
        }
    }
}

/// The unmutated seeds themselves must pass too.
#[test]
fn seeds_pass() {
    for (name, text) in seeds() {
        if let Err(e) = check(text, false) {
            panic!("{}: {}", name, e);
        }
    }
}

/// Small hand-written inputs at the edges of the grammar.
#[test]
fn edge_inputs() {
    let inputs: &[&[u8]] = &[
        b"",
        b"\n",
        b"\xff\xfe",
        b"\"",
        b"%",
        b"^",
        b"#",
        b"!",
        b"{-#",
        b"// -----",
        b"\"x.op\"(",
        b"\"x.op\"() : (",
        b"%0 = \"x.op\"() : () -> i32\n%0 = \"x.op\"() : () -> i32",
        b"\"x.op\"() {a = dense<[[[[[[[[1]]]]]]]]> : tensor<1x1x1x1x1x1x1x1xi32>} : () -> ()",
        b"\"x.op\"() {a = 0x} : () -> ()",
        b"\"x.op\"() {a = 1.0e+99999 : f16} : () -> ()",
        b"\"x.op\"() : () -> i99999999",
        b"\"x.op\"() : () -> tensor<99999999999999999999xf32>",
    ];
    for (i, text) in inputs.iter().enumerate() {
        for split in [false, true] {
            if let Err(e) = check(text, split) {
                panic!(
                    "edge input {} {} (split {}): {}",
                    i,
                    literal(text),
                    split,
                    e
                );
            }
        }
    }
}

/// Deeply nested attributes parse (on the 64 MiB stack of [`check`]).
#[test]
fn deep_nesting() {
    for depth in [100usize, 1000] {
        let mut s = String::new();
        s.push_str("\"x.op\"() {a = ");
        s.push_str(&"[".repeat(depth));
        s.push_str(&"]".repeat(depth));
        s.push_str("} : () -> ()");
        if let Err(e) = check(s.as_bytes(), false) {
            panic!("nesting {}: {}", depth, e);
        }
    }
}

/// Minimized by [`explore`]: an unknown escape in a string literal
/// (`"\e"`, `"\ "`, `"\."`, ...) fails with a bare `0:0: error: parse
/// error`; `mlir-opt` says `1:2: error: unknown escape in string literal`.
/// Fixed in 3163b19.
#[test]
fn regression_unknown_escape_has_a_position() {
    for text in [
        &b"\"\\e\""[..],
        b"\"\\ \"",
        b"//\n\"\\r\"",
        b"\"\\.x\"() : () -> ()",
    ] {
        if let Err(e) = check(text, false) {
            panic!("{}: {}", literal(text), e);
        }
    }
}

/// The failure class of a `check` error: its first line with digits
/// removed (so positions and sizes do not split classes).
fn class_of(err: &str) -> String {
    let first = err.lines().next().unwrap_or("");
    let key: String = first.chars().filter(|c| !c.is_ascii_digit()).collect();
    if key.starts_with("slow") || key.starts_with("hang") {
        "slow/hang".into()
    } else {
        key
    }
}

/// Greedy delta debugging: the smallest input (by removing chunks, then
/// single bytes) that still fails with the same class.
fn minimize(mut text: Vec<u8>, split: bool, class: &str) -> Vec<u8> {
    let same = |t: &[u8]| matches!(check(t, split), Err(e) if class_of(&e) == class);
    let mut chunk = text.len().max(1).next_power_of_two();
    while chunk >= 1 {
        let mut i = 0;
        while i < text.len() {
            let e = (i + chunk).min(text.len());
            let mut t = text.clone();
            t.drain(i..e);
            if same(&t) {
                text = t;
            } else {
                i += chunk;
            }
        }
        chunk /= 2;
    }
    text
}

/// Exploration, not a regression test: runs `EXPLORE_CASES` (default
/// 20000) random mutations from `EXPLORE_SEED` without stopping at the
/// first failure, and prints every distinct failure class with a minimized
/// input.
///
/// ```text
/// EXPLORE_CASES=50000 cargo test --release -p patsat-ir --test no_panic -- --ignored explore --nocapture
/// ```
#[test]
#[ignore]
fn explore() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{RngAlgorithm, TestRng, TestRunner};
    let n: usize = std::env::var("EXPLORE_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20000);
    let seed: u64 = std::env::var("EXPLORE_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let mut seed_bytes = [0u8; 32];
    seed_bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes),
    );
    let strategy = (
        any::<Index>(),
        prop::collection::vec(mutation(), 1..6),
        any::<bool>(),
    );
    let seeds = seeds();
    let mut found: Vec<(String, Vec<u8>, bool, String)> = Vec::new();
    for _ in 0..n {
        let (file, muts, split) = strategy.new_tree(&mut runner).expect("strategy").current();
        let (name, text) = &seeds[file.index(seeds.len())];
        let mut text = text.clone();
        for m in &muts {
            apply(&mut text, m);
        }
        if let Err(e) = check(&text, split) {
            let class = class_of(&e);
            if found.iter().any(|f| f.0 == class) {
                continue;
            }
            let small = minimize(text, split, &class);
            eprintln!(
                "class: {}\n  from {}\n  split: {}\n  input: {}\n  error: {}\n",
                class,
                name,
                split,
                literal(&small),
                e
            );
            found.push((class, small, split, name.clone()));
        }
    }
    eprintln!("{} distinct failure classes in {} cases", found.len(), n);
}
