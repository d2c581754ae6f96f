//! Diagnostics in MLIR's format: `file:line:col: error: message`, followed
//! by the source line and a caret, as `mlir-opt` prints them.

use std::fmt;

/// How severe a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// An error: the input is rejected.
    Error,
    /// A warning.
    Warning,
    /// A note attached to another diagnostic.
    Note,
}

impl Severity {
    fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// One diagnostic with its position and the source line it points into.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// File name as given by the user.
    pub file: String,
    /// 1-based line (0 when unknown).
    pub line: u32,
    /// 1-based column in bytes (0 when unknown).
    pub col: u32,
    /// The message.
    pub message: String,
    /// The text of the source line, for the caret display.
    pub source_line: Option<String>,
    /// Attached notes.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A diagnostic without source position.
    pub fn bare(severity: Severity, file: &str, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            file: file.to_string(),
            line: 0,
            col: 0,
            message: message.into(),
            source_line: None,
            notes: Vec::new(),
        }
    }
    /// The first line only: `file:line:col: error: message`.
    pub fn headline(&self) -> String {
        format!(
            "{}:{}:{}: {}: {}",
            self.file,
            self.line,
            self.col,
            self.severity.as_str(),
            self.message
        )
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.headline())?;
        if let Some(src) = &self.source_line {
            write!(f, "\n{}\n", src)?;
            let pad: String = src
                .bytes()
                .take(self.col.saturating_sub(1) as usize)
                .map(|b| if b == b'\t' { '\t' } else { ' ' })
                .collect();
            write!(f, "{}^", pad)?;
        }
        for n in &self.notes {
            write!(f, "\n{}", n)?;
        }
        Ok(())
    }
}

/// A source buffer with a line table, to turn byte offsets into positions.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The name shown in diagnostics.
    pub name: String,
    /// The bytes.
    pub text: Vec<u8>,
    line_starts: Vec<usize>,
}

impl SourceFile {
    /// Wraps a buffer.
    pub fn new(name: impl Into<String>, text: Vec<u8>) -> Self {
        let mut line_starts = vec![0];
        for (i, &b) in text.iter().enumerate() {
            if b == b'\n' {
                line_starts.push(i + 1);
            }
        }
        SourceFile {
            name: name.into(),
            text,
            line_starts,
        }
    }
    /// The number of lines.
    pub fn num_lines(&self) -> usize {
        self.line_starts.len()
    }
    /// The 1-based line and column of a byte offset.
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        let offset = offset.min(self.text.len());
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        (
            line as u32 + 1,
            (offset - self.line_starts[line]) as u32 + 1,
        )
    }
    /// The text of a 1-based line, without its newline.
    pub fn line_text(&self, line: u32) -> String {
        let i = (line as usize).saturating_sub(1);
        let Some(&start) = self.line_starts.get(i) else {
            return String::new();
        };
        let end = self
            .line_starts
            .get(i + 1)
            .map(|e| e - 1)
            .unwrap_or(self.text.len());
        let mut s = String::from_utf8_lossy(&self.text[start..end.max(start)]).into_owned();
        if s.ends_with('\r') {
            s.pop();
        }
        s
    }
    /// A diagnostic at a byte offset.
    pub fn diag(
        &self,
        severity: Severity,
        offset: usize,
        message: impl Into<String>,
    ) -> Diagnostic {
        let (line, col) = self.line_col(offset);
        Diagnostic {
            severity,
            file: self.name.clone(),
            line,
            col,
            message: message.into(),
            source_line: Some(self.line_text(line)),
            notes: Vec::new(),
        }
    }
    /// An error at a byte offset.
    pub fn error(&self, offset: usize, message: impl Into<String>) -> Diagnostic {
        self.diag(Severity::Error, offset, message)
    }
}
