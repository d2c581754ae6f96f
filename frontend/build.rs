//! Generates a parser for every `.lalrpop` grammar under `src/` into
//! `OUT_DIR` (included with `lalrpop_mod!`).

fn main() {
    if let Err(e) = lalrpop::process_src() {
        eprintln!("lalrpop failed: {e}");
        std::process::exit(1);
    }
}
