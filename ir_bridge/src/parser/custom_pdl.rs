//! The custom op forms of the PDL dialect, as `mlir-pdll -x=mlir` and
//! `mlir-opt` print them (`pdl.pattern @name : benefit(1) { ... }`, with
//! `pdl.` elided inside patterns). Each is turned into the op the generic
//! form gives: same operands, results and properties.

use super::{PResult, Parser};
use crate::attrs::{Attr, AttrKind};
use crate::ir::{OpId, Value};
use crate::lexer::Tok;
use crate::types::Type;
use num_bigint::BigInt;

/// The PDL ops with a custom form, without the `pdl.` prefix.
const PDL_OPS: &[&str] = &[
    "apply_native_constraint",
    "apply_native_rewrite",
    "attribute",
    "erase",
    "operand",
    "operands",
    "operation",
    "pattern",
    "range",
    "replace",
    "result",
    "results",
    "rewrite",
    "type",
    "types",
];

/// The PDL op a custom-form keyword names (`pdl.x`, or `x` as written
/// inside a pattern), without the prefix.
pub(crate) fn pdl_op(kw: &str) -> Option<&'static str> {
    let short = kw.strip_prefix("pdl.").unwrap_or(kw);
    PDL_OPS.iter().copied().find(|&o| o == short)
}

impl Parser<'_> {
    pub(super) fn pdl_ty(&mut self, text: &str) -> PResult<Type> {
        super::parse_type_str(self.ctx, "pdl", text).map_err(|_| ())
    }

    pub(super) fn pdl_use(&mut self, ty: &str) -> PResult<Value> {
        let t = self.pdl_ty(ty)?;
        let (name, n, at) = self.parse_value_use()?;
        self.resolve_value(name, n, at, t)
    }

    /// `%a, %b : !t1, !t2` (the parentheses are the caller's).
    pub(super) fn pdl_typed_values(&mut self) -> PResult<Vec<Value>> {
        let names = self.parse_operand_names(Tok::Colon)?;
        self.expect(Tok::Colon, "expected ':'")?;
        let types = self.parse_type_list_bare()?;
        let at = self.tok.start;
        self.resolve_operands(&names, &types, at)
    }

    /// `( %a : !t )` if present.
    pub(super) fn pdl_opt_paren_values(&mut self) -> PResult<Vec<Value>> {
        if !self.eat(Tok::LParen) {
            return Ok(vec![]);
        }
        let v = self.pdl_typed_values()?;
        self.expect(Tok::RParen, "expected ')'")?;
        Ok(v)
    }

    pub(super) fn pdl_string(&mut self) -> PResult<String> {
        if !self.is(Tok::String) {
            return self.error_here("expected string");
        }
        let b = self.parse_string()?;
        Ok(String::from_utf8_lossy(&b).into_owned())
    }

    pub(super) fn pdl_int(&mut self, width: u32, v: i64) -> Attr {
        let ty = self.ctx.int_type(width);
        self.ctx.attr(AttrKind::Integer {
            value: BigInt::from(v),
            ty,
        })
    }

    pub(super) fn pdl_index(&mut self) -> PResult<i64> {
        if !self.is(Tok::Integer) {
            return self.error_here("expected integer");
        }
        let v = self.text().parse::<i64>().unwrap_or(0);
        self.bump();
        Ok(v)
    }

    pub(super) fn pdl_segments(&mut self, sizes: &[usize]) -> Attr {
        let elem = self.ctx.int_type(32);
        self.ctx.attr(AttrKind::DenseArray {
            elem,
            values: sizes.iter().map(|&s| s as u128).collect(),
        })
    }

    /// The trailing attribute dictionary; entries named in `inherent` move
    /// to the properties, as MLIR's parser does for inherent attributes.
    pub(super) fn pdl_attr_dict(
        &mut self,
        keyword: bool,
        inherent: &[&str],
        props: &mut Vec<(String, Attr)>,
    ) -> PResult<Attr> {
        let has = if keyword {
            self.eat_kw("attributes")
        } else {
            self.is(Tok::LBrace)
        };
        if !has {
            return Ok(self.ctx.empty_dict());
        }
        let d = self.parse_attr_dict()?;
        let AttrKind::Dictionary(entries) = self.ctx.attr_kind(d).clone() else {
            return Ok(d);
        };
        let mut rest = Vec::new();
        for (k, v) in entries {
            if inherent.contains(&k.as_str()) {
                props.push((k, v));
            } else {
                rest.push((k, v));
            }
        }
        Ok(self.ctx.dict_attr(rest).unwrap_or(d))
    }

    fn pdl_create(
        &mut self,
        name: &str,
        operands: Vec<Value>,
        results: Vec<Type>,
        attrs: Attr,
        props: Vec<(String, Attr)>,
        at: usize,
    ) -> OpId {
        let props = if props.is_empty() {
            None
        } else {
            self.ctx.dict_attr(props).ok()
        };
        self.simple_op(
            &format!("pdl.{}", name),
            operands,
            results,
            attrs,
            props,
            at,
        )
    }

    /// Parses one PDL op in custom form; the keyword is the current token.
    pub(crate) fn parse_pdl_op(&mut self, at: usize, op: &'static str) -> PResult<OpId> {
        self.bump();
        let mut props: Vec<(String, Attr)> = Vec::new();
        let mut operands = Vec::new();
        let mut results = Vec::new();
        let attrs;
        match op {
            "pattern" => {
                if self.is(Tok::AtId) {
                    let n = self.at_id_text()?;
                    let s = self.ctx.string_attr(&n);
                    props.push(("sym_name".into(), s));
                }
                self.expect(Tok::Colon, "expected ':'")?;
                if !self.eat_kw("benefit") {
                    return self.error_here("expected 'benefit'");
                }
                self.expect(Tok::LParen, "expected '('")?;
                let b = self.pdl_index()?;
                self.expect(Tok::RParen, "expected ')'")?;
                let b = self.pdl_int(16, b);
                props.push(("benefit".into(), b));
                attrs = self.pdl_attr_dict(true, &["benefit", "sym_name"], &mut props)?;
                let region = self.parse_region(true, &[])?;
                let op = self.pdl_create(op, vec![], vec![], attrs, props, at);
                self.ir.attach_region(op, region);
                return Ok(op);
            }
            "rewrite" => {
                if self.is(Tok::PercentId) {
                    operands.push(self.pdl_use("!pdl.operation")?);
                }
                let root = operands.len();
                if self.eat_kw("with") {
                    let n = self.pdl_string()?;
                    let s = self.ctx.string_attr(&n);
                    props.push(("name".into(), s));
                    operands.extend(self.pdl_opt_paren_values()?);
                }
                let seg = self.pdl_segments(&[root, operands.len() - root]);
                props.push(("operandSegmentSizes".into(), seg));
                let region = if self.is(Tok::LBrace) {
                    Some(self.parse_region(false, &[])?)
                } else {
                    None
                };
                attrs = self.pdl_attr_dict(true, &["name"], &mut props)?;
                let op = self.pdl_create(op, operands, vec![], attrs, props, at);
                let region = region.unwrap_or_else(|| self.ir.new_region());
                self.ir.attach_region(op, region);
                return Ok(op);
            }
            "apply_native_constraint" | "apply_native_rewrite" => {
                let n = self.pdl_string()?;
                let s = self.ctx.string_attr(&n);
                props.push(("name".into(), s));
                operands = self.pdl_opt_paren_values()?;
                if self.eat(Tok::Colon) {
                    loop {
                        results.push(self.parse_type()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                attrs = self.pdl_attr_dict(false, &["name", "isNegated"], &mut props)?;
                // The property has a default, which the generic form shows.
                if op == "apply_native_constraint" && !props.iter().any(|p| p.0 == "isNegated") {
                    let f = self.pdl_int(1, 0);
                    props.push(("isNegated".into(), f));
                }
            }
            "attribute" => {
                if self.eat(Tok::Colon) {
                    operands.push(self.pdl_use("!pdl.type")?);
                }
                if self.eat(Tok::Equal) {
                    let v = self.parse_attribute(None)?;
                    props.push(("value".into(), v));
                }
                attrs = self.pdl_attr_dict(true, &["value"], &mut props)?;
                results.push(self.pdl_ty("!pdl.attribute")?);
            }
            "erase" => {
                operands.push(self.pdl_use("!pdl.operation")?);
                attrs = self.pdl_attr_dict(false, &[], &mut props)?;
            }
            "operand" | "operands" => {
                let (ty, res) = if op == "operand" {
                    ("!pdl.type", "!pdl.value")
                } else {
                    ("!pdl.range<type>", "!pdl.range<value>")
                };
                if self.eat(Tok::Colon) {
                    operands.push(self.pdl_use(ty)?);
                }
                attrs = self.pdl_attr_dict(false, &[], &mut props)?;
                results.push(self.pdl_ty(res)?);
            }
            "operation" => {
                if self.is(Tok::String) {
                    let n = self.pdl_string()?;
                    let s = self.ctx.string_attr(&n);
                    props.push(("opName".into(), s));
                }
                let vals = self.pdl_opt_paren_values()?;
                let mut names = Vec::new();
                let mut attr_vals = Vec::new();
                if self.eat(Tok::LBrace) {
                    loop {
                        let n = self.pdl_string()?;
                        names.push(self.ctx.string_attr(&n));
                        self.expect(Tok::Equal, "expected '='")?;
                        attr_vals.push(self.pdl_use("!pdl.attribute")?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RBrace, "expected '}'")?;
                }
                let mut types = Vec::new();
                if self.eat(Tok::Arrow) {
                    self.expect(Tok::LParen, "expected '('")?;
                    types = self.pdl_typed_values()?;
                    self.expect(Tok::RParen, "expected ')'")?;
                }
                let names = self.ctx.attr(AttrKind::Array(names));
                props.push(("attributeValueNames".into(), names));
                let seg = self.pdl_segments(&[vals.len(), attr_vals.len(), types.len()]);
                props.push(("operandSegmentSizes".into(), seg));
                operands = vals;
                operands.extend(attr_vals);
                operands.extend(types);
                attrs = self.pdl_attr_dict(false, &["opName"], &mut props)?;
                results.push(self.pdl_ty("!pdl.operation")?);
            }
            "range" => {
                if self.is(Tok::PercentId) {
                    operands = self.pdl_typed_values()?;
                    let first = self.ir.value_type(operands[0]);
                    let t = self.type_str(first);
                    let elem = match t.as_str() {
                        "!pdl.range<value>" | "!pdl.value" => "!pdl.range<value>",
                        _ => "!pdl.range<type>",
                    };
                    results.push(self.pdl_ty(elem)?);
                } else {
                    self.expect(Tok::Colon, "expected ':'")?;
                    results.push(self.parse_type()?);
                }
                attrs = self.pdl_attr_dict(false, &[], &mut props)?;
            }
            "replace" => {
                operands.push(self.pdl_use("!pdl.operation")?);
                if !self.eat_kw("with") {
                    return self.error_here("expected 'with'");
                }
                let mut repl_op = 0;
                let mut vals = Vec::new();
                if self.eat(Tok::LParen) {
                    vals = self.pdl_typed_values()?;
                    self.expect(Tok::RParen, "expected ')'")?;
                } else if self.is(Tok::PercentId) {
                    operands.push(self.pdl_use("!pdl.operation")?);
                    repl_op = 1;
                }
                let seg = self.pdl_segments(&[1, repl_op, vals.len()]);
                props.push(("operandSegmentSizes".into(), seg));
                operands.extend(vals);
                attrs = self.pdl_attr_dict(false, &[], &mut props)?;
            }
            "result" | "results" => {
                let index = if op == "result" || self.is(Tok::Integer) {
                    Some(self.pdl_index()?)
                } else {
                    None
                };
                if !self.eat_kw("of") {
                    return self.error_here("expected 'of'");
                }
                operands.push(self.pdl_use("!pdl.operation")?);
                if let Some(i) = index {
                    let a = self.pdl_int(32, i);
                    props.push(("index".into(), a));
                }
                let ty = if op == "result" {
                    self.pdl_ty("!pdl.value")?
                } else if index.is_some() {
                    self.expect(Tok::Arrow, "expected '->'")?;
                    self.parse_type()?
                } else {
                    self.pdl_ty("!pdl.range<value>")?
                };
                results.push(ty);
                attrs = self.pdl_attr_dict(false, &["index"], &mut props)?;
            }
            "type" | "types" => {
                attrs = self.pdl_attr_dict(false, &[], &mut props)?;
                if self.eat(Tok::Colon) {
                    let a = if op == "type" {
                        let t = self.parse_type()?;
                        ("constantType", self.ctx.attr(AttrKind::Type(t)))
                    } else {
                        ("constantTypes", self.parse_attribute(None)?)
                    };
                    props.push((a.0.into(), a.1));
                }
                let res = if op == "type" {
                    "!pdl.type"
                } else {
                    "!pdl.range<type>"
                };
                results.push(self.pdl_ty(res)?);
            }
            _ => return self.error_at(at, format!("unknown PDL op '{}'", op)),
        }
        Ok(self.pdl_create(op, operands, results, attrs, props, at))
    }
}
