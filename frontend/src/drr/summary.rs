//! `patsat drr --emit summary`: one line per DRR pattern in the order
//! mlir-tblgen adds them (`pattern NAME root=OP benefit=B`, the format of
//! `drr-oracle --list-patterns`, so the two can be compared), then the
//! record (file name and position), the number of PDL variants and each native it needs.

use super::DrrSet;
use std::fmt::Write;

/// The summary of a pattern set.
pub fn summary(set: &DrrSet) -> String {
    let mut out = String::new();
    for p in &set.patterns {
        let _ = writeln!(
            out,
            "pattern {} root={} benefit={}",
            p.name, p.root, p.benefit
        );
        let file = std::path::Path::new(&p.loc.file)
            .file_name()
            .map_or(p.loc.file.clone(), |f| f.to_string_lossy().into_owned());
        let _ = writeln!(
            out,
            "  record {} at {}:{}:{}",
            p.record, file, p.loc.line, p.loc.col
        );
        if p.variants.len() != 1 {
            let _ = writeln!(out, "  variants {}", p.variants.len());
        }
        let mut seen = Vec::new();
        for n in &p.natives {
            let key = (n.kind, n.name.as_str());
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            let tag = if n.intrinsic {
                " (intrinsic)"
            } else if n.implicit {
                " (implicit)"
            } else {
                ""
            };
            let _ = writeln!(out, "  {} {}{}", n.kind.as_str(), n.name, tag);
        }
    }
    out
}
