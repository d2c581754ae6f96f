//! `patsat bench merge`: shards of one matrix (the JSON documents of
//! `--shard I/N` runs) combined into one document, as if the matrix had
//! run in one go. Every document must describe the same matrix; a cell
//! present twice must not differ; cells are put back in matrix order and
//! the differential is recomputed over all of them.

use super::diff::differential;
use super::record::{BenchDoc, SCHEMA};

/// Reads a bench JSON document; errors name the file (and the JSON
/// position).
pub fn read_doc(path: &str) -> Result<BenchDoc, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("error: could not open {}: {}", path, e))?;
    let doc: BenchDoc = serde_json::from_str(&text).map_err(|e| {
        format!(
            "{}:{}:{}: error: not a patsat bench result: {}",
            path,
            e.line(),
            e.column(),
            e
        )
    })?;
    if doc.schema != SCHEMA {
        return Err(format!(
            "{}:1:1: error: schema `{}`, expected `{}`",
            path, doc.schema, SCHEMA
        ));
    }
    Ok(doc)
}

/// Merges documents (with their file names for diagnostics). Returns the
/// merged document and the indices of the cells no document holds.
pub fn merge(docs: Vec<(String, BenchDoc)>) -> Result<(BenchDoc, Vec<usize>), String> {
    let mut it = docs.into_iter();
    let (first_name, first) = it.next().ok_or("error: nothing to merge")?;
    let mut cells = first.cells;
    for (name, d) in it {
        if d.matrix != first.matrix {
            return Err(format!(
                "{}:1:1: error: the matrix differs from {}'s (not shards of one bench run)",
                name, first_name
            ));
        }
        for c in d.cells {
            match cells.iter().find(|x| x.index == c.index) {
                None => cells.push(c),
                Some(x) if x.index == c.index && *x == c => {}
                Some(_) => {
                    return Err(format!(
                        "{}:1:1: error: cell {} is also in another input, with other results",
                        name, c.index
                    ))
                }
            }
        }
    }
    cells.sort_by_key(|c| c.index);
    let missing = (0..first.matrix.cells)
        .filter(|i| cells.binary_search_by_key(i, |c| c.index).is_err())
        .collect();
    let doc = BenchDoc {
        schema: SCHEMA.to_string(),
        differential: differential(&first.matrix, &cells),
        matrix: first.matrix,
        shard: None,
        cells,
    };
    Ok((doc, missing))
}
