//! The reports of a [`BenchDoc`]: a terminal [`table`], [`csv`], the JSON
//! document itself ([`json`]) and a self-contained [`html`] page with SVG
//! [`plots`]. All of them list cells in matrix order. The helpers here
//! format the values every report shows the same way.

pub mod csv;
pub mod html;
pub mod plots;
pub mod table;

use super::record::{BenchDoc, CellRecord, Hits};

/// The JSON document, pretty-printed, with a final newline.
pub fn json(doc: &BenchDoc) -> String {
    let mut s = serde_json::to_string_pretty(doc).expect("bench records serialize");
    s.push('\n');
    s
}

/// The directory prefix (ending in `/`) all payload paths share, shown
/// once instead of in every row.
pub fn common_dir(paths: &[String]) -> String {
    let Some(first) = paths.first() else {
        return String::new();
    };
    let mut prefix = first.rsplit_once('/').map(|p| p.0.len() + 1).unwrap_or(0);
    for p in &paths[1..] {
        while prefix > 0 && !(p.starts_with(&first[..prefix])) {
            prefix = first[..prefix - 1].rfind('/').map(|i| i + 1).unwrap_or(0);
        }
    }
    first[..prefix].to_string()
}

/// A cell's payload without the common prefix.
pub fn short_payload<'a>(c: &'a CellRecord, prefix: &str) -> &'a str {
    c.payload.strip_prefix(prefix).unwrap_or(&c.payload)
}

/// Seconds as milliseconds with three significant digits.
pub fn ms(s: f64) -> String {
    let v = s * 1e3;
    if v >= 100.0 {
        format!("{:.0}", v)
    } else if v >= 10.0 {
        format!("{:.1}", v)
    } else {
        format!("{:.2}", v)
    }
}

/// An optional number (`-` when absent); integers without decimals.
pub fn num(x: Option<f64>) -> String {
    match x {
        None => "-".into(),
        Some(v) if v.fract() == 0.0 && v.abs() < 1e15 => format!("{}", v as i64),
        Some(v) => format!("{:.3}", v),
    }
}

/// `before→after` of two optional numbers.
pub fn before_after(a: Option<f64>, b: Option<f64>) -> String {
    format!("{}→{}", num(a), num(b))
}

/// Non-zero counts as `name=n` words.
pub fn hits(h: &[Hits]) -> String {
    h.iter()
        .filter(|h| h.count > 0)
        .map(|h| format!("{}={}", h.pattern, h.count))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The first line of a cell's error.
pub fn first_error_line(c: &CellRecord) -> &str {
    c.error
        .as_deref()
        .and_then(|e| e.lines().next())
        .unwrap_or("")
}

/// Cost reduction in percent of the cost before (`None` without both
/// costs or with a zero cost before).
pub fn reduction(c: &CellRecord) -> Option<f64> {
    match (c.cost_before, c.cost_after) {
        (Some(b), Some(a)) if b > 0.0 => Some((b - a) / b * 100.0),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_dirs() {
        let p = |v: &[&str]| common_dir(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(p(&["a/b/c.mlir", "a/b/d.mlir"]), "a/b/");
        assert_eq!(p(&["a/b/c.mlir", "a/e/d.mlir"]), "a/");
        assert_eq!(p(&["a/bc/c.mlir", "a/b/d.mlir"]), "a/");
        assert_eq!(p(&["c.mlir", "a/d.mlir"]), "");
        assert_eq!(p(&["x/c.mlir"]), "x/");
    }

    #[test]
    fn numbers() {
        assert_eq!(ms(0.012345), "12.3");
        assert_eq!(ms(0.0012345), "1.23");
        assert_eq!(ms(1.5), "1500");
        assert_eq!(num(Some(3.0)), "3");
        assert_eq!(num(Some(2.5)), "2.500");
        assert_eq!(before_after(Some(3.0), None), "3→-");
    }
}
