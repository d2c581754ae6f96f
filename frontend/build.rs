//! Generates a parser for every `.lalrpop` grammar under `src/` into
//! `OUT_DIR` (included with `lalrpop_mod!`), and the example-file tests of
//! the PDLL frontend (see `tests/pdll/gen.rs`).

#[path = "tests/pdll/gen.rs"]
mod pdll_tests;

fn main() {
    let r = lalrpop::Configuration::new()
        .set_in_dir("./src")
        .emit_rerun_directives(true)
        .process();
    if let Err(e) = r {
        eprintln!("lalrpop failed: {e}");
        std::process::exit(1);
    }
    pdll_tests::generate();
}
