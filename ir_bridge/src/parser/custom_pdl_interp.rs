//! The custom op forms of the `pdl_interp` dialect (the matcher and
//! rewriter functions MLIR lowers PDL to, as `mlir-opt` prints them and
//! MLIR's own PDL bytecode tests write them). Each is turned into the op
//! the generic form gives: same operands, successors, regions, results and
//! properties. `pdl_interp.func` is parsed like `func.func`.

use super::{PResult, Parser};
use crate::attrs::{Attr, AttrKind};
use crate::ir::{BlockId, OpId, OpSpec, Value};
use crate::lexer::Tok;
use crate::types::Type;

/// The `pdl_interp` ops with a custom form (besides `func`), without the
/// `pdl_interp.` prefix.
const PDL_INTERP_OPS: &[&str] = &[
    "apply_constraint",
    "apply_rewrite",
    "are_equal",
    "branch",
    "check_attribute",
    "check_operand_count",
    "check_operation_name",
    "check_result_count",
    "check_type",
    "check_types",
    "continue",
    "create_attribute",
    "create_operation",
    "create_range",
    "create_type",
    "create_types",
    "erase",
    "extract",
    "finalize",
    "foreach",
    "get_attribute",
    "get_attribute_type",
    "get_defining_op",
    "get_operand",
    "get_operands",
    "get_result",
    "get_results",
    "get_users",
    "get_value_type",
    "is_not_null",
    "record_match",
    "replace",
    "switch_attribute",
    "switch_operand_count",
    "switch_operation_name",
    "switch_result_count",
    "switch_type",
    "switch_types",
];

/// The `pdl_interp` op a custom-form keyword names, without the prefix.
pub(crate) fn pdl_interp_op(kw: &str) -> Option<&'static str> {
    let short = kw.strip_prefix("pdl_interp.")?;
    PDL_INTERP_OPS.iter().copied().find(|&o| o == short)
}

/// What one custom form gives, before the op is created.
#[derive(Default)]
struct Parts {
    operands: Vec<Value>,
    successors: Vec<BlockId>,
    results: Vec<Type>,
    props: Vec<(String, Attr)>,
    region: Option<crate::ir::RegionId>,
}

impl Parser<'_> {
    /// `^a`
    fn interp_successor(&mut self) -> PResult<BlockId> {
        if !self.is(Tok::CaretId) {
            return self.error_here("expected block name");
        }
        let at = self.tok.start;
        let name = self.text();
        self.bump();
        Ok(self.block_ref(name, at))
    }

    /// `^a, ^b, ...` (at least one).
    fn interp_successor_list(&mut self) -> PResult<Vec<BlockId>> {
        let mut out = vec![self.interp_successor()?];
        while self.eat(Tok::Comma) {
            out.push(self.interp_successor()?);
        }
        Ok(out)
    }

    /// `-> ^a, ^b, ...`
    fn interp_arrow_successors(&mut self) -> PResult<Vec<BlockId>> {
        self.expect(Tok::Arrow, "expected '->'")?;
        self.interp_successor_list()
    }

    /// `: t1, t2, ...` if present.
    fn interp_opt_result_types(&mut self) -> PResult<Vec<Type>> {
        let mut out = Vec::new();
        if self.eat(Tok::Colon) {
            loop {
                out.push(self.parse_type()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        Ok(out)
    }

    /// `%v : type` (the type of the value is given).
    fn interp_typed_use(&mut self) -> PResult<(Value, Type)> {
        let (name, n, at) = self.parse_value_use()?;
        self.expect(Tok::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        Ok((self.resolve_value(name, n, at, ty)?, ty))
    }

    /// `%v` of type `ty`.
    fn interp_use(&mut self, ty: Type) -> PResult<Value> {
        let (name, n, at) = self.parse_value_use()?;
        self.resolve_value(name, n, at, ty)
    }

    /// The keyword `kw`, or an error naming it.
    fn interp_kw(&mut self, kw: &str) -> PResult<()> {
        if self.eat_kw(kw) {
            Ok(())
        } else {
            self.error_here(format!("expected '{}'", kw))
        }
    }

    /// `!pdl.range<T>` for the PDL type `T`.
    fn interp_range_of(&mut self, elem: Type) -> PResult<Type> {
        let t = self.type_str(elem);
        let inner = t.strip_prefix("!pdl.").unwrap_or(&t).to_string();
        self.pdl_ty(&format!("!pdl.range<{}>", inner))
    }

    /// The element type of `!pdl.range<T>` (or the type itself).
    fn interp_elem_of(&mut self, range: Type) -> PResult<Type> {
        let t = self.type_str(range);
        match t
            .strip_prefix("!pdl.range<")
            .and_then(|s| s.strip_suffix('>'))
        {
            Some(inner) => self.pdl_ty(&format!("!pdl.{}", inner)),
            None => Ok(range),
        }
    }

    /// A 32-bit `index` property from an integer literal.
    fn interp_index_prop(&mut self, parts: &mut Parts) -> PResult<()> {
        let i = self.pdl_index()?;
        let a = self.pdl_int(32, i);
        parts.props.push(("index".into(), a));
        Ok(())
    }

    /// `"name"` as a string property.
    fn interp_string_prop(&mut self, name: &str, parts: &mut Parts) -> PResult<()> {
        let s = self.pdl_string()?;
        let a = self.ctx.string_attr(&s);
        parts.props.push((name.into(), a));
        Ok(())
    }

    /// Parses one `pdl_interp` op in custom form; the keyword is the
    /// current token.
    pub(crate) fn parse_pdl_interp_op(&mut self, at: usize, op: &'static str) -> PResult<OpId> {
        self.bump();
        let mut p = Parts::default();
        // Inherent attributes that may be written in the attribute
        // dictionary (they move to the properties, as in MLIR).
        let mut inherent: &[&str] = &[];
        // Whether the trailing successors follow the attribute dictionary.
        let mut arrow_succs = false;
        match op {
            "apply_constraint" | "apply_rewrite" => {
                self.interp_string_prop("name", &mut p)?;
                if op == "apply_constraint" {
                    self.expect(Tok::LParen, "expected '('")?;
                    p.operands = self.pdl_typed_values()?;
                    self.expect(Tok::RParen, "expected ')'")?;
                    inherent = &["name", "isNegated"];
                    arrow_succs = true;
                } else {
                    p.operands = self.pdl_opt_paren_values()?;
                    inherent = &["name"];
                }
                p.results = self.interp_opt_result_types()?;
            }
            "are_equal" => {
                let (a, n, a_at) = self.parse_value_use()?;
                self.expect(Tok::Comma, "expected ','")?;
                let (b, m, b_at) = self.parse_value_use()?;
                self.expect(Tok::Colon, "expected ':'")?;
                let ty = self.parse_type()?;
                p.operands = vec![
                    self.resolve_value(a, n, a_at, ty)?,
                    self.resolve_value(b, m, b_at, ty)?,
                ];
                arrow_succs = true;
            }
            "branch" => p.successors = vec![self.interp_successor()?],
            "check_attribute" => {
                let t = self.pdl_ty("!pdl.attribute")?;
                p.operands = vec![self.interp_use(t)?];
                self.interp_kw("is")?;
                let v = self.parse_attribute(None)?;
                p.props.push(("constantValue".into(), v));
                inherent = &["constantValue"];
                arrow_succs = true;
            }
            "check_operand_count" | "check_result_count" => {
                self.interp_kw("of")?;
                let t = self.pdl_ty("!pdl.operation")?;
                p.operands = vec![self.interp_use(t)?];
                self.interp_kw("is")?;
                if self.eat_kw("at_least") {
                    let u = self.ctx.unit_attr();
                    p.props.push(("compareAtLeast".into(), u));
                }
                let n = self.pdl_index()?;
                let a = self.pdl_int(32, n);
                p.props.push(("count".into(), a));
                inherent = &["count", "compareAtLeast"];
                arrow_succs = true;
            }
            "check_operation_name" => {
                self.interp_kw("of")?;
                let t = self.pdl_ty("!pdl.operation")?;
                p.operands = vec![self.interp_use(t)?];
                self.interp_kw("is")?;
                self.interp_string_prop("name", &mut p)?;
                inherent = &["name"];
                arrow_succs = true;
            }
            "check_type" | "check_types" => {
                let (kw, ty, prop) = if op == "check_type" {
                    ("is", "!pdl.type", "type")
                } else {
                    ("are", "!pdl.range<type>", "types")
                };
                let t = self.pdl_ty(ty)?;
                p.operands = vec![self.interp_use(t)?];
                self.interp_kw(kw)?;
                let v = if op == "check_type" {
                    let t = self.parse_type()?;
                    self.ctx.attr(AttrKind::Type(t))
                } else {
                    self.parse_attribute(None)?
                };
                p.props.push((prop.into(), v));
                inherent = if op == "check_type" {
                    &["type"]
                } else {
                    &["types"]
                };
                arrow_succs = true;
            }
            "continue" | "finalize" => {}
            "create_attribute" => {
                let v = self.parse_attribute(None)?;
                p.props.push(("value".into(), v));
                p.results = vec![self.pdl_ty("!pdl.attribute")?];
                // `attr-dict-with-keyword`.
                let attrs = self.pdl_attr_dict(true, &["value"], &mut p.props)?;
                return Ok(self.interp_create(op, p, attrs, at));
            }
            "create_type" | "create_types" => {
                let v = if op == "create_type" {
                    let t = self.parse_type()?;
                    p.results = vec![self.pdl_ty("!pdl.type")?];
                    self.ctx.attr(AttrKind::Type(t))
                } else {
                    p.results = vec![self.pdl_ty("!pdl.range<type>")?];
                    self.parse_attribute(None)?
                };
                p.props.push(("value".into(), v));
                inherent = &["value"];
            }
            "create_operation" => self.interp_create_operation(&mut p)?,
            "create_range" => {
                if self.is(Tok::PercentId) {
                    p.operands = self.pdl_typed_values()?;
                    let first = self.ir.value_type(p.operands[0]);
                    let elem = self.interp_elem_of(first)?;
                    p.results = vec![self.interp_range_of(elem)?];
                } else {
                    self.expect(Tok::Colon, "expected ':'")?;
                    p.results = vec![self.parse_type()?];
                }
            }
            "erase" => {
                let t = self.pdl_ty("!pdl.operation")?;
                p.operands = vec![self.interp_use(t)?];
            }
            "extract" => {
                self.interp_index_prop(&mut p)?;
                self.interp_kw("of")?;
                let (name, n, vat) = self.parse_value_use()?;
                self.expect(Tok::Colon, "expected ':'")?;
                let ty = self.parse_type()?;
                let range = self.interp_range_of(ty)?;
                p.operands = vec![self.resolve_value(name, n, vat, range)?];
                p.results = vec![ty];
                inherent = &["index"];
            }
            "foreach" => {
                let (name, _, vat) = self.parse_value_use()?;
                self.expect(Tok::Colon, "expected ':'")?;
                let ty = self.parse_type()?;
                self.interp_kw("in")?;
                let range = self.interp_range_of(ty)?;
                p.operands = vec![self.interp_use(range)?];
                let loc = self.file_loc(vat);
                p.region = Some(self.parse_region(false, &[(name, ty, loc, vat)])?);
                arrow_succs = true;
            }
            "get_attribute" => {
                self.interp_string_prop("name", &mut p)?;
                self.interp_kw("of")?;
                let t = self.pdl_ty("!pdl.operation")?;
                p.operands = vec![self.interp_use(t)?];
                p.results = vec![self.pdl_ty("!pdl.attribute")?];
                inherent = &["name"];
            }
            "get_attribute_type" => {
                self.interp_kw("of")?;
                let t = self.pdl_ty("!pdl.attribute")?;
                p.operands = vec![self.interp_use(t)?];
                p.results = vec![self.pdl_ty("!pdl.type")?];
            }
            "get_defining_op" | "get_users" => {
                self.interp_kw("of")?;
                p.operands = vec![self.interp_typed_use()?.0];
                let res = if op == "get_users" {
                    "!pdl.range<operation>"
                } else {
                    "!pdl.operation"
                };
                p.results = vec![self.pdl_ty(res)?];
            }
            "get_operand" | "get_result" => {
                self.interp_index_prop(&mut p)?;
                self.interp_kw("of")?;
                let t = self.pdl_ty("!pdl.operation")?;
                p.operands = vec![self.interp_use(t)?];
                p.results = vec![self.pdl_ty("!pdl.value")?];
                inherent = &["index"];
            }
            "get_operands" | "get_results" => {
                if self.is(Tok::Integer) {
                    self.interp_index_prop(&mut p)?;
                }
                self.interp_kw("of")?;
                let t = self.pdl_ty("!pdl.operation")?;
                p.operands = vec![self.interp_use(t)?];
                self.expect(Tok::Colon, "expected ':'")?;
                p.results = vec![self.parse_type()?];
                inherent = &["index"];
            }
            "get_value_type" => {
                self.interp_kw("of")?;
                let (name, n, vat) = self.parse_value_use()?;
                self.expect(Tok::Colon, "expected ':'")?;
                let ty = self.parse_type()?;
                let single = self.pdl_ty("!pdl.type")?;
                let vty = if ty == single {
                    self.pdl_ty("!pdl.value")?
                } else {
                    self.pdl_ty("!pdl.range<value>")?
                };
                p.operands = vec![self.resolve_value(name, n, vat, vty)?];
                p.results = vec![ty];
            }
            "is_not_null" => {
                p.operands = vec![self.interp_typed_use()?.0];
                arrow_succs = true;
            }
            "record_match" => {
                self.interp_record_match(&mut p)?;
                inherent = &["benefit", "generatedOps", "rewriter", "rootKind"];
                arrow_succs = true;
            }
            "replace" => {
                let t = self.pdl_ty("!pdl.operation")?;
                p.operands = vec![self.interp_use(t)?];
                self.interp_kw("with")?;
                self.expect(Tok::LParen, "expected '('")?;
                if !self.eat(Tok::RParen) {
                    p.operands.extend(self.pdl_typed_values()?);
                    self.expect(Tok::RParen, "expected ')'")?;
                }
            }
            "switch_attribute"
            | "switch_operand_count"
            | "switch_operation_name"
            | "switch_result_count"
            | "switch_type"
            | "switch_types" => {
                let ty = match op {
                    "switch_attribute" => "!pdl.attribute",
                    "switch_type" => "!pdl.type",
                    "switch_types" => "!pdl.range<type>",
                    _ => {
                        self.interp_kw("of")?;
                        "!pdl.operation"
                    }
                };
                let t = self.pdl_ty(ty)?;
                p.operands = vec![self.interp_use(t)?];
                self.interp_kw("to")?;
                let cases = self.parse_attribute(None)?;
                p.props.push(("caseValues".into(), cases));
                self.expect(Tok::LParen, "expected '('")?;
                let case_dests = self.interp_successor_list()?;
                self.expect(Tok::RParen, "expected ')'")?;
                let attrs = self.pdl_attr_dict(false, &["caseValues"], &mut p.props)?;
                self.expect(Tok::Arrow, "expected '->'")?;
                p.successors = vec![self.interp_successor()?];
                p.successors.extend(case_dests);
                return Ok(self.interp_create(op, p, attrs, at));
            }
            _ => return self.error_at(at, format!("unknown pdl_interp op '{}'", op)),
        }
        let attrs = self.pdl_attr_dict(false, inherent, &mut p.props)?;
        if op == "apply_constraint" && !p.props.iter().any(|(n, _)| n == "isNegated") {
            // The property has a default, which the generic form shows.
            let f = self.pdl_int(1, 0);
            p.props.push(("isNegated".into(), f));
        }
        if arrow_succs {
            p.successors = self.interp_arrow_successors()?;
        }
        Ok(self.interp_create(op, p, attrs, at))
    }

    /// `"name" (operands : types)? {"attr" = %a, ...}? (-> <inferred> | -> (types : ...))?`
    fn interp_create_operation(&mut self, p: &mut Parts) -> PResult<()> {
        self.interp_string_prop("name", p)?;
        let operands = self.pdl_opt_paren_values()?;
        let mut names = Vec::new();
        let mut attr_vals = Vec::new();
        if self.eat(Tok::LBrace) {
            let t = self.pdl_ty("!pdl.attribute")?;
            loop {
                let n = self.pdl_string()?;
                names.push(self.ctx.string_attr(&n));
                self.expect(Tok::Equal, "expected '='")?;
                attr_vals.push(self.interp_use(t)?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RBrace, "expected '}'")?;
        }
        let mut types = Vec::new();
        if self.eat(Tok::Arrow) {
            if self.eat(Tok::Less) {
                self.interp_kw("inferred")?;
                self.expect(Tok::Greater, "expected '>'")?;
                let u = self.ctx.unit_attr();
                p.props.push(("inferredResultTypes".into(), u));
            } else {
                self.expect(Tok::LParen, "expected '('")?;
                types = self.pdl_typed_values()?;
                self.expect(Tok::RParen, "expected ')'")?;
            }
        }
        let names = self.ctx.attr(AttrKind::Array(names));
        p.props.push(("inputAttributeNames".into(), names));
        let seg = self.pdl_segments(&[operands.len(), attr_vals.len(), types.len()]);
        p.props.push(("operandSegmentSizes".into(), seg));
        p.operands = operands;
        p.operands.extend(attr_vals);
        p.operands.extend(types);
        p.results = vec![self.pdl_ty("!pdl.operation")?];
        Ok(())
    }

    /// `@rewriter (inputs : types)? : benefit(N), (generatedOps([...]),)?
    /// loc([ops]) (, root("name"))? attr-dict -> ^dest`
    fn interp_record_match(&mut self, p: &mut Parts) -> PResult<()> {
        if !self.is(Tok::AtId) {
            return self.error_here("expected symbol reference attribute");
        }
        let rewriter = self.parse_attribute(None)?;
        p.props.push(("rewriter".into(), rewriter));
        let inputs = self.pdl_opt_paren_values()?;
        self.expect(Tok::Colon, "expected ':'")?;
        self.interp_kw("benefit")?;
        self.expect(Tok::LParen, "expected '('")?;
        let b = self.pdl_index()?;
        let b = self.pdl_int(16, b);
        p.props.push(("benefit".into(), b));
        self.expect(Tok::RParen, "expected ')'")?;
        self.expect(Tok::Comma, "expected ','")?;
        if self.eat_kw("generatedOps") {
            self.expect(Tok::LParen, "expected '('")?;
            let g = self.parse_attribute(None)?;
            p.props.push(("generatedOps".into(), g));
            self.expect(Tok::RParen, "expected ')'")?;
            self.expect(Tok::Comma, "expected ','")?;
        }
        self.interp_kw("loc")?;
        self.expect(Tok::LParen, "expected '('")?;
        self.expect(Tok::LSquare, "expected '['")?;
        let op_ty = self.pdl_ty("!pdl.operation")?;
        let mut matched = Vec::new();
        if !self.is(Tok::RSquare) {
            loop {
                matched.push(self.interp_use(op_ty)?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RSquare, "expected ']'")?;
        self.expect(Tok::RParen, "expected ')'")?;
        if self.eat(Tok::Comma) {
            self.interp_kw("root")?;
            self.expect(Tok::LParen, "expected '('")?;
            self.interp_string_prop("rootKind", p)?;
            self.expect(Tok::RParen, "expected ')'")?;
        }
        let seg = self.pdl_segments(&[inputs.len(), matched.len()]);
        p.props.push(("operandSegmentSizes".into(), seg));
        p.operands = inputs;
        p.operands.extend(matched);
        Ok(())
    }

    fn interp_create(&mut self, op: &str, p: Parts, attrs: Attr, at: usize) -> OpId {
        let props = if p.props.is_empty() {
            None
        } else {
            self.ctx.dict_attr(p.props).ok()
        };
        let name = self.ctx.op_name(&format!("pdl_interp.{}", op));
        let loc = self.file_loc(at);
        let id = self.ir.create_op(OpSpec {
            name,
            operands: p.operands,
            result_types: p.results,
            attrs,
            props,
            successors: p.successors,
            num_regions: 0,
            loc,
        });
        if let Some(r) = p.region {
            self.ir.attach_region(id, r);
        }
        id
    }
}
