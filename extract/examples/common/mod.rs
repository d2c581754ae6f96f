//! What the extraction examples share: finding the e-graph files of a
//! directory tree and naming their data sets.

use std::path::{Path, PathBuf};

/// The `.json` files under `dir`, in sorted order.
pub fn json_files(dir: &Path) -> Vec<PathBuf> {
    let walk = walkdir::WalkDir::new(dir)
        .follow_links(true)
        .sort_by_file_name();
    (walk.into_iter())
        .map(|e| e.unwrap_or_else(|e| panic!("{}: {}", dir.display(), e)))
        .filter(|e| !e.file_type().is_dir() && e.path().extension().is_some_and(|x| x == "json"))
        .map(walkdir::DirEntry::into_path)
        .collect()
}

/// The data set of an e-graph file: the name of its directory.
pub fn data_set(file: &Path) -> String {
    file.parent()
        .and_then(|p| p.file_name())
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}
