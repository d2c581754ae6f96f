//! Source files of one frontend run (a main file and everything it
//! includes), byte spans into them, include-path resolution, and turning a
//! span into a located `Diagnostic`. Shared by the TableGen, PDLL and DRR
//! frontends so every error reads `file:line:col: error: message`.

use patsat_ir::{Diagnostic, Severity, SourceFile};
use std::path::{Path, PathBuf};

/// Index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// A byte range `start..end` in one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    /// The file.
    pub file: FileId,
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// A span from `start` to `end` in `file`.
    pub fn new(file: FileId, start: usize, end: usize) -> Self {
        Span {
            file,
            start: start as u32,
            end: end as u32,
        }
    }
    /// The smallest span covering `self` and `other` (same file).
    pub fn to(self, other: Span) -> Span {
        Span {
            file: self.file,
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

/// The loaded files, in load order.
#[derive(Default, Debug)]
pub struct SourceMap {
    files: Vec<SourceFile>,
    paths: Vec<Option<PathBuf>>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }
    /// Adds a buffer under a display name; `path` is where it was read from
    /// (its directory is searched first by relative includes).
    pub fn add(&mut self, name: impl Into<String>, path: Option<PathBuf>, text: Vec<u8>) -> FileId {
        self.files.push(SourceFile::new(name, text));
        self.paths.push(path);
        FileId(self.files.len() as u32 - 1)
    }
    /// Reads a file from disk and adds it under the name it was given by.
    pub fn load(&mut self, path: &Path) -> std::io::Result<FileId> {
        let text = std::fs::read(path)?;
        Ok(self.add(path.to_string_lossy(), Some(path.to_path_buf()), text))
    }
    /// The file behind an id.
    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }
    /// The path a file was read from, if any.
    pub fn path(&self, id: FileId) -> Option<&Path> {
        self.paths[id.0 as usize].as_deref()
    }
    /// The text a span covers (lossy for invalid UTF-8).
    pub fn text(&self, span: Span) -> String {
        let t = &self.file(span.file).text;
        let (s, e) = (span.start as usize, (span.end as usize).min(t.len()));
        String::from_utf8_lossy(&t[s.min(e)..e]).into_owned()
    }
    /// Number of files loaded.
    pub fn len(&self) -> usize {
        self.files.len()
    }
    /// True when no file is loaded.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }
    /// Finds an included file: first relative to the directory of the
    /// including file, then in each search directory, in order.
    pub fn resolve_include(&self, from: FileId, name: &str, search: &[PathBuf]) -> Option<PathBuf> {
        let local = self
            .path(from)
            .and_then(|p| p.parent())
            .map(|d| d.join(name));
        local
            .into_iter()
            .chain(search.iter().map(|d| d.join(name)))
            .find(|p| p.is_file())
    }
    /// A diagnostic of the given severity at the start of `span`.
    pub fn diag(&self, severity: Severity, span: Span, message: impl Into<String>) -> Diagnostic {
        self.file(span.file)
            .diag(severity, span.start as usize, message)
    }
    /// An error at the start of `span`.
    pub fn error(&self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.diag(Severity::Error, span, message)
    }
}
