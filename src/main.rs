//! The `patsat` command line.

fn main() {
    let code = patsat::cli::run(std::env::args_os().collect());
    std::process::exit(code);
}
