//! The MLIR text parser: generic op form, the custom forms of
//! `builtin.module`, `func.func`, `func.return` and `func.call`, aliases,
//! file metadata (resources) and locations.
//!
//! Errors are reported at the same position and, where practical, with the
//! same message as `mlir-opt`; parsing stops at the first error, as MLIR's
//! does.

mod attrs;
mod custom;
mod custom_arith;
mod custom_pdl;
mod custom_pdl_interp;
mod span_cache;
mod standalone;
mod types;

pub use standalone::{parse_attribute_str, parse_type_str};

use crate::attrs::{Attr, AttrKind, LocKind};
use crate::context::Context;
use crate::diag::{Diagnostic, Severity, SourceFile};
use crate::ir::{BlockId, Ir, OpId, OpSpec, RegionId, Value, ValueDef};
use crate::lexer::{Lexer, Tok, Token};
use crate::types::Type;
use fxhash::FxHashMap;
use smallvec::SmallVec;

/// A parse result; the diagnostic is already recorded in the parser.
pub(crate) type PResult<T> = Result<T, ()>;

/// A parsed file: the IR, its top-level `builtin.module` and the file
/// metadata sections.
#[derive(Debug, Clone)]
pub struct Module {
    /// The IR arena.
    pub ir: Ir,
    /// The top-level `builtin.module` op.
    pub top: OpId,
    /// The `{-# ... #-}` file metadata.
    pub resources: Resources,
}

/// File metadata: `{-# dialect_resources: {...}, external_resources: {...} #-}`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Resources {
    /// `dialect_resources`: (dialect, [(key, value text)]).
    pub dialect: Vec<(String, Vec<(String, String)>)>,
    /// `external_resources`: (group, [(key, value text)]).
    pub external: Vec<(String, Vec<(String, String)>)>,
}

#[derive(Clone, Copy)]
struct ValueDefn {
    value: Value,
    loc: usize,
}

/// Names are borrowed from the source buffer, so scopes allocate nothing
/// per value use.
#[derive(Default)]
struct IsolatedScope<'a> {
    values: FxHashMap<&'a str, SmallVec<[Option<ValueDefn>; 1]>>,
    /// Names defined per nested region scope, removed when it ends.
    defs_per_scope: Vec<Vec<&'a str>>,
}

struct BlockRef {
    block: BlockId,
    defined: bool,
    first_use: usize,
}

/// Where a forward-referenced location alias must be written.
#[derive(Clone, Copy)]
enum LocTarget {
    Op(OpId),
    Arg(Value),
}

/// The parser state.
pub(crate) struct Parser<'a> {
    pub(crate) src: &'a SourceFile,
    pub(crate) lex: Lexer<'a>,
    pub(crate) tok: Token,
    /// End offset of the previous token.
    pub(crate) prev_end: usize,
    pub(crate) ctx: &'a mut Context,
    pub(crate) ir: Ir,
    pub(crate) diags: Vec<Diagnostic>,
    pub(crate) attr_aliases: FxHashMap<String, Attr>,
    pub(crate) type_aliases: FxHashMap<String, Type>,
    scopes: Vec<IsolatedScope<'a>>,
    block_scopes: Vec<FxHashMap<&'a str, BlockRef>>,
    forward_refs: FxHashMap<Value, usize>,
    pending_locs: Vec<(LocTarget, String, usize)>,
    pub(crate) resources: Resources,
    pub(crate) distinct: FxHashMap<u64, Attr>,
    /// The interned name of the source file, for `file_loc`.
    file_name_attr: Option<Attr>,
    /// Scalar type keywords (`f32`, `i64`, ...) already seen: one hash of
    /// the keyword instead of interning the type again.
    pub(crate) scalar_types: FxHashMap<&'a str, Type>,
    /// Attribute dictionaries already parsed, by source text.
    pub(crate) dict_cache: FxHashMap<&'a [u8], Attr>,
    /// Op function types already parsed, by source text.
    pub(crate) type_cache: FxHashMap<&'a [u8], Type>,
}

/// Parses a whole file into a module. The top-level ops are wrapped in an
/// implicit `builtin.module` unless the file is a single `builtin.module`.
pub fn parse_source(ctx: &mut Context, src: &SourceFile) -> Result<Module, Vec<Diagnostic>> {
    // Every op gets its own `file:line:col` location, and ops sit on lines
    // of their own: the line count bounds the locations to intern.
    ctx.reserve_file_locs(src.num_lines());
    let mut p = Parser::new(ctx, src);
    match p.parse_file() {
        Ok(m) => Ok(m),
        Err(()) => {
            if p.diags.is_empty() {
                p.diags
                    .push(Diagnostic::bare(Severity::Error, &src.name, "parse error"));
            }
            Err(p.diags)
        }
    }
}

/// Splits a buffer at `// -----` marker lines, as `--split-input-file`
/// does. Each chunk keeps its offset so positions can be reported in the
/// whole file; chunks start with blank lines to keep line numbers.
pub fn split_input_file(text: &[u8]) -> Vec<(usize, Vec<u8>)> {
    let mut chunks = Vec::new();
    let mut start = 0;
    let mut line_start = 0;
    let mut lines_before = 0usize;
    let mut chunk_first_line = 0usize;
    while line_start < text.len() {
        let end = text[line_start..]
            .iter()
            .position(|&b| b == b'\n')
            .map(|i| line_start + i)
            .unwrap_or(text.len());
        let line = &text[line_start..end];
        let trimmed: &[u8] = trim_ascii(line);
        if trimmed == b"// -----" {
            let mut chunk = vec![b'\n'; chunk_first_line];
            chunk.extend_from_slice(&text[start..line_start]);
            chunks.push((start, chunk));
            start = (end + 1).min(text.len());
            chunk_first_line = lines_before + 1;
        }
        lines_before += 1;
        line_start = end + 1;
    }
    let mut chunk = vec![b'\n'; chunk_first_line];
    chunk.extend_from_slice(&text[start.min(text.len())..]);
    chunks.push((start, chunk));
    chunks
}

fn trim_ascii(s: &[u8]) -> &[u8] {
    let a = s
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(s.len());
    let b = s
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map(|i| i + 1)
        .unwrap_or(a);
    &s[a..b.max(a)]
}

impl<'a> Parser<'a> {
    pub(crate) fn new(ctx: &'a mut Context, src: &'a SourceFile) -> Self {
        let mut lex = Lexer::new(&src.text);
        let tok = lex.next_token();
        Parser {
            src,
            lex,
            tok,
            prev_end: 0,
            ctx,
            ir: Ir::new(),
            diags: Vec::new(),
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            scopes: Vec::new(),
            block_scopes: Vec::new(),
            forward_refs: FxHashMap::default(),
            pending_locs: Vec::new(),
            resources: Resources::default(),
            distinct: FxHashMap::default(),
            file_name_attr: None,
            scalar_types: FxHashMap::default(),
            dict_cache: FxHashMap::default(),
            type_cache: FxHashMap::default(),
        }
    }

    // ---- token helpers -------------------------------------------------

    /// Advances to the next token.
    pub(crate) fn bump(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex.next_token();
    }
    /// Re-lexes from a byte offset.
    pub(crate) fn reset_to(&mut self, pos: usize) {
        self.lex.pos = pos;
        self.tok = self.lex.next_token();
    }
    /// Text of the current token.
    pub(crate) fn text(&self) -> &'a str {
        let s: &'a [u8] = &self.src.text[self.tok.start..self.tok.end];
        std::str::from_utf8(s).unwrap_or("")
    }
    pub(crate) fn is(&self, k: Tok) -> bool {
        self.tok.kind == k
    }
    pub(crate) fn is_kw(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareId && self.text() == kw
    }
    /// Consumes `k` if it is next.
    pub(crate) fn eat(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }
    pub(crate) fn eat_kw(&mut self, kw: &str) -> bool {
        if self.is_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Records an error at a byte offset.
    pub(crate) fn error_at<T>(&mut self, offset: usize, msg: impl Into<String>) -> PResult<T> {
        let d = self.src.error(offset, msg);
        self.diags.push(d);
        Err(())
    }
    /// Records an error with a note.
    pub(crate) fn error_with_note<T>(
        &mut self,
        offset: usize,
        msg: impl Into<String>,
        note_at: usize,
        note: &str,
    ) -> PResult<T> {
        let mut d = self.src.error(offset, msg);
        d.notes.push(self.src.diag(Severity::Note, note_at, note));
        self.diags.push(d);
        Err(())
    }
    /// An error about the current token. Lexer errors point at the bad
    /// byte; others are moved back to the end of the previous token, as
    /// MLIR's `emitWrongTokenError` does.
    pub(crate) fn error_here<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        if self.tok.kind == Tok::Error {
            return self.lexer_error();
        }
        let at = self.wrong_token_loc();
        self.error_at(at, msg)
    }
    fn lexer_error<T>(&mut self) -> PResult<T> {
        let t = self.tok;
        let c = self.src.text.get(t.start).copied().unwrap_or(0);
        if self.lex.unterminated_string.take().is_some() {
            return self.error_at(t.end, "expected '\"' in string literal");
        }
        match c {
            b'%' => self.error_at(t.start, "invalid SSA name"),
            b'^' => self.error_at(t.start, "invalid block name"),
            b'@' => self.error_at(
                t.start + 1,
                "@ identifier expected to start with letter or '_'",
            ),
            b'#' => self.error_at(t.start, "invalid attribute name"),
            b'!' => self.error_at(t.start, "invalid type identifier"),
            _ => self.error_at(t.start, "unexpected character"),
        }
    }
    /// MLIR's `emitWrongTokenError` position: at EOF one byte back; then
    /// back over spaces and tabs, and over whole line ends (a line's `//`
    /// comment counts as its end), to just after the last character.
    fn wrong_token_loc(&self) -> usize {
        let text = &self.src.text;
        let mut loc = self.tok.start.min(text.len());
        if self.tok.kind == Tok::Eof {
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let mut end = loc; // startOfBuffer = text[..end]
        loop {
            while end > 0 && matches!(text[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return original;
            }
            let last = text[end - 1];
            if last != b'\n' && last != b'\r' {
                return end;
            }
            end -= 1;
            let line_start = text[..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .unwrap_or(0);
            if let Some(c) = find_double_slash(&text[line_start..end]) {
                end = line_start + c;
            }
        }
    }
    /// Expects token `k`, else reports `msg`.
    pub(crate) fn expect(&mut self, k: Tok, msg: &str) -> PResult<()> {
        if self.eat(k) {
            Ok(())
        } else {
            self.error_here(msg)
        }
    }

    // ---- top level -------------------------------------------------------

    fn parse_file(&mut self) -> PResult<Module> {
        let top_region = self.ir.new_region();
        let top_block = self.ir.append_block(top_region);
        self.push_isolated_scope();
        self.block_scopes.push(FxHashMap::default());
        loop {
            match self.tok.kind {
                Tok::Eof => break,
                Tok::HashId => self.parse_attr_alias_def()?,
                Tok::BangId => self.parse_type_alias_def()?,
                Tok::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    let op = self.parse_operation()?;
                    self.ir.append_op(top_block, op);
                }
            }
        }
        self.finish_forward_refs()?;
        self.resolve_pending_locs()?;
        let ops: Vec<OpId> = self.ir.block_ops(top_block).collect();
        let module_name = self.ctx.op_name("builtin.module");
        let top = if ops.len() == 1
            && self.ir.op_name(ops[0]) == module_name
            && self.ir.num_results(ops[0]) == 0
        {
            self.ir.detach_op(ops[0]);
            ops[0]
        } else {
            let loc = self.file_loc(0);
            let m = self.ir.create_op(OpSpec {
                name: module_name,
                operands: vec![],
                result_types: vec![],
                attrs: self.ctx.empty_dict(),
                props: None,
                successors: vec![],
                num_regions: 0,
                loc,
            });
            self.ir.attach_region(m, top_region);
            m
        };
        Ok(Module {
            ir: std::mem::take(&mut self.ir),
            top,
            resources: std::mem::take(&mut self.resources),
        })
    }

    /// A `"file":line:col` location for a byte offset.
    pub(crate) fn file_loc(&mut self, offset: usize) -> Attr {
        let (line, col) = self.src.line_col(offset);
        let file = match self.file_name_attr {
            Some(a) => a,
            None => {
                let a = self.ctx.string_attr(&self.src.name);
                self.file_name_attr = Some(a);
                a
            }
        };
        self.ctx.attr(AttrKind::Location(LocKind::File {
            file,
            line,
            col,
            end: None,
        }))
    }

    fn finish_forward_refs(&mut self) -> PResult<()> {
        if self.forward_refs.is_empty() {
            return Ok(());
        }
        let mut locs: Vec<usize> = self.forward_refs.values().copied().collect();
        locs.sort_unstable();
        for l in locs {
            let d = self.src.error(l, "use of undeclared SSA value name");
            self.diags.push(d);
        }
        Err(())
    }

    fn resolve_pending_locs(&mut self) -> PResult<()> {
        for (target, name, at) in std::mem::take(&mut self.pending_locs) {
            let Some(&a) = self.attr_aliases.get(&name) else {
                return self.error_at(at, "operation location alias was never defined");
            };
            if !matches!(self.ctx.attr_kind(a), AttrKind::Location(_)) {
                return self.error_at(at, "expected location, but found dialect attribute");
            }
            match target {
                LocTarget::Op(op) => self.ir.set_op_loc(op, a),
                LocTarget::Arg(v) => self.ir.set_value_loc(v, a),
            }
        }
        Ok(())
    }

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let at = self.tok.start;
        let name = self.text()[1..].to_string();
        if name.contains('.') {
            return self.error_here("expected operation name in quotes");
        }
        self.bump();
        if self.attr_aliases.contains_key(&name) {
            return self.error_at(at, format!("redefinition of attribute alias id '{}'", name));
        }
        self.expect(Tok::Equal, "expected '=' in attribute alias definition")?;
        let a = self.parse_attribute(None)?;
        self.attr_aliases.insert(name, a);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let at = self.tok.start;
        let name = self.text()[1..].to_string();
        if name.contains('.') {
            return self.error_here("expected operation name in quotes");
        }
        self.bump();
        if self.type_aliases.contains_key(&name) {
            return self.error_at(at, format!("redefinition of type alias id '{}'", name));
        }
        self.expect(Tok::Equal, "expected '=' in type alias definition")?;
        let t = self.parse_type()?;
        self.type_aliases.insert(name, t);
        Ok(())
    }

    // ---- SSA scopes -----------------------------------------------------

    fn push_isolated_scope(&mut self) {
        let mut s = IsolatedScope::default();
        s.defs_per_scope.push(Vec::new());
        self.scopes.push(s);
    }
    fn push_region_scope(&mut self, isolated: bool) {
        if isolated {
            self.push_isolated_scope();
        } else {
            self.scopes
                .last_mut()
                .unwrap()
                .defs_per_scope
                .push(Vec::new());
        }
        self.block_scopes.push(FxHashMap::default());
    }
    fn pop_region_scope(&mut self) -> PResult<()> {
        let blocks = self.block_scopes.pop().unwrap_or_default();
        let mut undefined: Vec<usize> = blocks
            .values()
            .filter(|b| !b.defined)
            .map(|b| b.first_use)
            .collect();
        if !undefined.is_empty() {
            undefined.sort_unstable();
            for u in undefined {
                let d = self.src.error(u, "reference to an undefined block");
                self.diags.push(d);
            }
            return Err(());
        }
        let scope = self.scopes.last_mut().unwrap();
        if scope.defs_per_scope.len() == 1 {
            self.scopes.pop();
        } else {
            let names = scope.defs_per_scope.pop().unwrap();
            for n in names {
                scope.values.remove(&n);
            }
        }
        Ok(())
    }

    /// Resolves a use `%name#number` of type `ty` (creating a forward
    /// reference when the name is not defined yet).
    pub(crate) fn resolve_value(
        &mut self,
        name: &'a str,
        number: usize,
        at: usize,
        ty: Type,
    ) -> PResult<Value> {
        let scope = self.scopes.last_mut().unwrap();
        let entries = scope.values.entry(name).or_default();
        if let Some(Some(d)) = entries.get(number) {
            let d = *d;
            let vty = self.ir.value_type(d.value);
            if vty != ty {
                let msg = format!(
                    "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                    name,
                    self.type_str(ty),
                    self.type_str(vty)
                );
                return self.error_with_note(at, msg, d.loc, "prior use here");
            }
            return Ok(d.value);
        }
        let defined_count = entries.len();
        let is_defined = entries
            .iter()
            .flatten()
            .any(|d| !self.forward_refs.contains_key(&d.value));
        if is_defined && number >= defined_count {
            return self.error_at(at, "reference to invalid result number");
        }
        if entries.len() <= number {
            entries.resize(number + 1, None);
        }
        let loc = self.ctx.unknown_loc();
        let v = self.ir.new_placeholder(ty, loc);
        let scope = self.scopes.last_mut().unwrap();
        scope.values.get_mut(name).unwrap()[number] = Some(ValueDefn { value: v, loc: at });
        self.forward_refs.insert(v, at);
        Ok(v)
    }

    /// Defines `%name#number` as `value`.
    pub(crate) fn define_value(
        &mut self,
        name: &'a str,
        number: usize,
        value: Value,
        at: usize,
        display: &str,
    ) -> PResult<()> {
        let scope = self.scopes.last_mut().unwrap();
        let is_new_name = !scope.values.contains_key(name);
        let entries = scope.values.entry(name).or_default();
        if entries.len() <= number {
            entries.resize(number + 1, None);
        }
        if let Some(prev) = entries[number] {
            if self.ir.value_def(prev.value) == ValueDef::Placeholder
                && self.forward_refs.contains_key(&prev.value)
            {
                let pty = self.ir.value_type(prev.value);
                let vty = self.ir.value_type(value);
                if pty != vty {
                    let msg = format!(
                        "definition of SSA value '{}#{}' has type '{}'",
                        name,
                        number,
                        self.type_str(vty)
                    );
                    let note = format!("previously used here with type '{}'", self.type_str(pty));
                    return self.error_with_note(at, msg, prev.loc, &note);
                }
                self.ir.replace_all_uses_with(prev.value, value);
                self.forward_refs.remove(&prev.value);
            } else {
                let msg = format!("redefinition of SSA value '{}'", display);
                return self.error_with_note(at, msg, prev.loc, "previously defined here");
            }
        }
        let scope = self.scopes.last_mut().unwrap();
        scope.values.get_mut(name).unwrap()[number] = Some(ValueDefn { value, loc: at });
        if is_new_name {
            scope.defs_per_scope.last_mut().unwrap().push(name);
        }
        Ok(())
    }

    /// Whether `%name` is defined (not a forward reference) in scope.
    fn is_defined(&self, name: &str) -> Option<usize> {
        let scope = self.scopes.last()?;
        let entries = scope.values.get(name)?;
        entries.iter().flatten().find_map(|d| {
            if self.forward_refs.contains_key(&d.value) {
                None
            } else {
                Some(d.loc)
            }
        })
    }

    /// Looks a block name up (or forward-declares it) in the current region.
    fn block_ref(&mut self, name: &'a str, at: usize) -> BlockId {
        if let Some(b) = self.block_scopes.last().unwrap().get(name) {
            return b.block;
        }
        let block = self.ir.new_block();
        self.block_scopes.last_mut().unwrap().insert(
            name,
            BlockRef {
                block,
                defined: false,
                first_use: at,
            },
        );
        block
    }

    pub(crate) fn type_str(&self, t: Type) -> String {
        crate::printer::type_to_string(self.ctx, t)
    }

    // ---- operations -----------------------------------------------------

    /// Parses one operation (with its results and trailing location).
    pub(crate) fn parse_operation(&mut self) -> PResult<OpId> {
        // Result list.
        let mut results: Vec<(&'a str, usize, usize)> = Vec::new(); // name, count, loc
        let result_start = self.tok.start;
        if self.is(Tok::PercentId) {
            loop {
                if !self.is(Tok::PercentId) {
                    return self.error_here("expected valid ssa identifier");
                }
                let name = self.text();
                let at = self.tok.start;
                self.bump();
                let mut count = 1;
                if self.eat(Tok::Colon) {
                    if !self.is(Tok::Integer) {
                        return self.error_here("expected integer number of results");
                    }
                    let n = self.text().parse::<usize>().unwrap_or(0);
                    if n < 1 {
                        return self
                            .error_here("expected named operation to have at least 1 result");
                    }
                    count = n;
                    self.bump();
                }
                results.push((name, count, at));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Equal, "expected '=' after SSA name")?;
        }
        let op = match self.tok.kind {
            Tok::String => self.parse_generic_op()?,
            Tok::BareId => self.parse_custom_op()?,
            Tok::Error => return self.lexer_error(),
            _ => return self.error_here("expected operation name in quotes"),
        };
        // Bind results.
        if !results.is_empty() {
            let n = self.ir.num_results(op);
            let wanted: usize = results.iter().map(|r| r.1).sum();
            if n == 0 {
                return self.error_at(result_start, "cannot name an operation with no results");
            }
            if n != wanted {
                return self.error_at(
                    result_start,
                    format!(
                        "operation defines {} results but was provided {} to bind",
                        n, wanted
                    ),
                );
            }
            let mut idx = 0;
            for (name, count, at) in results {
                for i in 0..count {
                    let v = self.ir.result(op, idx);
                    self.define_value(name, i, v, at, name)?;
                    idx += 1;
                }
            }
        }
        self.parse_trailing_loc(LocTarget::Op(op))?;
        Ok(op)
    }

    /// Parses an optional trailing `loc(...)` for an op or block argument.
    fn parse_trailing_loc(&mut self, target: LocTarget) -> PResult<()> {
        if !self.is_kw("loc") {
            return Ok(());
        }
        self.bump();
        self.expect(Tok::LParen, "expected '(' in location")?;
        if self.is(Tok::HashId) {
            let name = self.text()[1..].to_string();
            let at = self.tok.start;
            self.bump();
            match self.attr_aliases.get(&name).copied() {
                Some(a) => {
                    if !matches!(self.ctx.attr_kind(a), AttrKind::Location(_)) {
                        return self.error_at(at, "expected location, but found dialect attribute");
                    }
                    self.set_loc(target, a)
                }
                None => self.pending_locs.push((target, name, at)),
            }
        } else {
            let l = self.parse_location_body()?;
            self.set_loc(target, l);
        }
        self.expect(Tok::RParen, "expected ')' in location")
    }

    fn set_loc(&mut self, target: LocTarget, loc: Attr) {
        match target {
            LocTarget::Op(op) => self.ir.set_op_loc(op, loc),
            LocTarget::Arg(v) => self.ir.set_value_loc(v, loc),
        }
    }

    /// `"name"(operands)[succs] <{props}> (regions) {attrs} : type`
    fn parse_generic_op(&mut self) -> PResult<OpId> {
        let name_at = self.tok.start;
        let src_text: &'a [u8] = &self.src.text;
        let raw = &src_text[self.tok.start..self.tok.end];
        // The common case, a name without escapes, is borrowed from the
        // source; only escaped names are decoded into a new string.
        let name: std::borrow::Cow<'a, str> = match std::str::from_utf8(raw) {
            Ok(s) if !raw.contains(&b'\\') && s.len() >= 2 => {
                std::borrow::Cow::Borrowed(&s[1..s.len() - 1])
            }
            _ => {
                let name_bytes = match crate::lexer::unescape(raw) {
                    Ok(b) => b,
                    Err(i) => {
                        return self.error_at(name_at + 1 + i, "unknown escape in string literal")
                    }
                };
                std::borrow::Cow::Owned(String::from_utf8_lossy(&name_bytes).into_owned())
            }
        };
        if name.is_empty() {
            return self.error_at(name_at, "empty operation name is invalid");
        }
        self.bump();
        let loc = self.file_loc(name_at);
        self.expect(Tok::LParen, "expected '(' to start operand list")?;
        let operands = self.parse_operand_names(Tok::RParen)?;
        self.expect(Tok::RParen, "expected ')' to end operand list")?;
        let mut successors = Vec::new();
        if self.eat(Tok::LSquare) {
            loop {
                if !self.is(Tok::CaretId) {
                    return self.error_here("expected block name");
                }
                let at = self.tok.start;
                let b = self.text();
                self.bump();
                successors.push(self.block_ref(b, at));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "expected ']' to end successor list")?;
        }
        let mut props = None;
        if self.is(Tok::Less) {
            self.bump();
            props = Some(if self.is(Tok::LBrace) {
                self.parse_attr_dict_cached()?
            } else {
                self.parse_attribute(None)?
            });
            self.expect(Tok::Greater, "expected '>' to close properties")?;
        }
        let isolated = crate::registry::is_isolated_from_above(&name);
        let mut regions = Vec::new();
        if self.is(Tok::LParen) {
            self.bump();
            loop {
                regions.push(self.parse_region(isolated, &[])?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "expected ')' to end region list")?;
        }
        let attrs = if self.is(Tok::LBrace) {
            self.parse_attr_dict_cached()?
        } else {
            self.ctx.empty_dict()
        };
        self.expect(Tok::Colon, "expected ':' followed by operation type")?;
        let ty_at = self.tok.start;
        let ty = self.parse_op_type_cached()?;
        let (inputs, outputs): (SmallVec<[Type; 4]>, Vec<Type>) = match self.ctx.type_kind(ty) {
            crate::types::TypeKind::Function { inputs, results } => {
                (inputs.iter().copied().collect(), results.clone())
            }
            _ => return self.error_at(ty_at, "expected function type"),
        };
        if inputs.len() != operands.len() {
            return self.error_at(
                ty_at,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    inputs.len()
                ),
            );
        }
        let mut values = Vec::with_capacity(operands.len());
        for ((n, i, at), t) in operands.iter().zip(inputs.iter()) {
            values.push(self.resolve_value(n, *i, *at, *t)?);
        }
        let op_name = self.ctx.op_name(&name);
        let op = self.ir.create_op(OpSpec {
            name: op_name,
            operands: values,
            result_types: outputs,
            attrs,
            props,
            successors,
            num_regions: 0,
            loc,
        });
        for r in regions {
            self.ir.attach_region(op, r);
        }
        Ok(op)
    }

    /// `T, U, ...`: one or more types separated by commas.
    pub(crate) fn parse_type_list_bare(&mut self) -> PResult<Vec<Type>> {
        let mut types = Vec::new();
        loop {
            types.push(self.parse_type()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        Ok(types)
    }

    /// Resolves operand names against their types, as MLIR's
    /// `resolveOperands`: the counts must agree (error at `at`).
    pub(crate) fn resolve_operands(
        &mut self,
        names: &[(&'a str, usize, usize)],
        types: &[Type],
        at: usize,
    ) -> PResult<Vec<Value>> {
        if types.len() != names.len() {
            let msg = format!(
                "{} operands present, but expected {}",
                names.len(),
                types.len()
            );
            return self.error_at(at, msg);
        }
        let mut out = Vec::with_capacity(names.len());
        for ((n, i, a), &t) in names.iter().zip(types) {
            out.push(self.resolve_value(n, *i, *a, t)?);
        }
        Ok(out)
    }

    /// Parses `%a, %b#1, ...` up to (not including) `end`.
    pub(crate) fn parse_operand_names(
        &mut self,
        end: Tok,
    ) -> PResult<Vec<(&'a str, usize, usize)>> {
        let mut out = Vec::new();
        if self.is(end) || !self.is(Tok::PercentId) {
            return Ok(out);
        }
        loop {
            out.push(self.parse_value_use()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        Ok(out)
    }

    /// `%name` or `%name#N`: (name, number, offset).
    pub(crate) fn parse_value_use(&mut self) -> PResult<(&'a str, usize, usize)> {
        if !self.is(Tok::PercentId) {
            if self.tok.kind == Tok::Error {
                return self.lexer_error();
            }
            return self.error_here("expected SSA operand");
        }
        let at = self.tok.start;
        let name = self.text();
        self.bump();
        let mut number = 0;
        if self.is(Tok::HashId) && self.tok.start == self.prev_end {
            let t = &self.text()[1..];
            match t.parse::<usize>() {
                Ok(n) if t.bytes().all(|b| b.is_ascii_digit()) => number = n,
                _ => return self.error_here("invalid SSA value result number"),
            }
            self.bump();
        }
        Ok((name, number, at))
    }

    /// Parses a region `{ ... }`. `entry_args` are arguments already parsed
    /// by a custom form (func.func) for the entry block.
    pub(crate) fn parse_region(
        &mut self,
        isolated: bool,
        entry_args: &[(&'a str, Type, Attr, usize)],
    ) -> PResult<RegionId> {
        self.expect(Tok::LBrace, "expected '{' to begin a region")?;
        let region = self.ir.new_region();
        self.push_region_scope(isolated);
        if self.is(Tok::RBrace) && entry_args.is_empty() {
            self.bump();
            self.pop_region_scope()?;
            return Ok(region);
        }
        // Entry block.
        let entry = if self.is(Tok::CaretId) {
            if !entry_args.is_empty() {
                return self.error_here("invalid block name in region with named arguments");
            }
            self.parse_block_header(region)?
        } else {
            let b = self.ir.new_block();
            self.ir.push_block(region, b);
            for (name, ty, loc, at) in entry_args {
                let v = self.ir.add_block_arg(b, *ty, *loc);
                if let Some(prev) = self.is_defined(name) {
                    let msg = format!("region entry argument '{}' is already in use", name);
                    return self.error_with_note(*at, msg, prev, "previously referenced here");
                }
                self.define_value(name, 0, v, *at, name)?;
            }
            b
        };
        self.parse_block_body(entry)?;
        while self.is(Tok::CaretId) {
            let b = self.parse_block_header(region)?;
            self.parse_block_body(b)?;
        }
        self.expect(Tok::RBrace, "expected '}' to end region")?;
        self.pop_region_scope()?;
        Ok(region)
    }

    /// `^name(%a: T loc(..), ...):`: defines the block in `region`.
    fn parse_block_header(&mut self, region: RegionId) -> PResult<BlockId> {
        let at = self.tok.start;
        let name = self.text();
        self.bump();
        let block = self.block_ref(name, at);
        {
            let r = self.block_scopes.last_mut().unwrap().get_mut(name).unwrap();
            if r.defined {
                return self.error_at(at, format!("redefinition of block '{}'", name));
            }
            r.defined = true;
        }
        self.ir.push_block(region, block);
        if self.eat(Tok::LParen) && !self.eat(Tok::RParen) {
            loop {
                let (vname, _, vat) = self.parse_value_use()?;
                self.expect(Tok::Colon, "expected ':' and type for SSA operand")?;
                let ty = self.parse_type()?;
                // The default location of a block argument is its name.
                let loc = self.file_loc(vat);
                let v = self.ir.add_block_arg(block, ty, loc);
                self.define_value(vname, 0, v, vat, vname)?;
                self.parse_trailing_loc(LocTarget::Arg(v))?;
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "expected ')'")?;
        }
        self.expect(Tok::Colon, "expected ':' after block name")?;
        Ok(block)
    }

    fn parse_block_body(&mut self, block: BlockId) -> PResult<()> {
        loop {
            match self.tok.kind {
                Tok::CaretId | Tok::RBrace => return Ok(()),
                _ => {
                    let op = self.parse_operation()?;
                    self.ir.append_op(block, op);
                }
            }
        }
    }
}

fn find_double_slash(line: &[u8]) -> Option<usize> {
    line.windows(2).position(|w| w == b"//")
}
