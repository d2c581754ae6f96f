//! The custom op forms patsat accepts besides the generic form: the ones
//! `mlir-opt` prints for `builtin.module`, `func.func`, `func.return` and
//! `func.call`, and dispatch to the PDL, `pdl_interp` and `arith.constant`
//! forms. They are turned into the same ops the generic form gives.

use super::{PResult, Parser};
use crate::attrs::{Attr, AttrKind};
use crate::ir::{OpId, OpSpec};
use crate::lexer::Tok;
use crate::types::Type;

impl<'a> Parser<'a> {
    /// Dispatches on the custom op keyword.
    pub(crate) fn parse_custom_op(&mut self) -> PResult<OpId> {
        let at = self.tok.start;
        let kw = self.text().to_string();
        match kw.as_str() {
            "module" | "builtin.module" => self.parse_module(at),
            "func.func" => self.parse_func(at, "func.func"),
            "pdl_interp.func" => self.parse_func(at, "pdl_interp.func"),
            "func.return" | "return" => self.parse_return(at),
            "func.call" | "call" => self.parse_call(at),
            "arith.constant" => self.parse_arith_constant(at),
            k if super::custom_pdl::pdl_op(k).is_some() => {
                self.parse_pdl_op(at, super::custom_pdl::pdl_op(k).unwrap_or(""))
            }
            k if super::custom_pdl_interp::pdl_interp_op(k).is_some() => {
                let op = super::custom_pdl_interp::pdl_interp_op(k).unwrap_or("");
                self.parse_pdl_interp_op(at, op)
            }
            _ => self.error_at(
                at,
                format!(
                    "custom op '{}' is unknown: patsat reads the generic op form; convert the input with `mlir-opt --mlir-print-op-generic`",
                    kw
                ),
            ),
        }
    }

    pub(super) fn simple_op(
        &mut self,
        name: &str,
        operands: Vec<crate::ir::Value>,
        results: Vec<Type>,
        attrs: Attr,
        props: Option<Attr>,
        at: usize,
    ) -> OpId {
        let name = self.ctx.op_name(name);
        let loc = self.file_loc(at);
        self.ir.create_op(OpSpec {
            name,
            operands,
            result_types: results,
            attrs,
            props,
            successors: vec![],
            num_regions: 0,
            loc,
        })
    }

    fn parse_module(&mut self, at: usize) -> PResult<OpId> {
        self.bump();
        let mut props = None;
        if self.is(Tok::AtId) {
            let name = self.at_id_text()?;
            let s = self.ctx.string_attr(&name);
            props = Some(
                self.ctx
                    .dict_attr(vec![("sym_name".into(), s)])
                    .unwrap_or(s),
            );
        }
        let attrs = if self.eat_kw("attributes") {
            self.parse_attr_dict()?
        } else {
            self.ctx.empty_dict()
        };
        let region = self.parse_region(true, &[])?;
        // An empty module body still has its (empty) block.
        if self.ir.region_blocks(region).is_empty() {
            self.ir.append_block(region);
        }
        let op = self.simple_op("builtin.module", vec![], vec![], attrs, props, at);
        self.ir.attach_region(op, region);
        Ok(op)
    }

    fn parse_func(&mut self, at: usize, op_name: &str) -> PResult<OpId> {
        self.bump();
        let mut visibility = None;
        for kw in ["private", "public", "nested"] {
            if self.eat_kw(kw) {
                visibility = Some(kw.to_string());
                break;
            }
        }
        if !self.is(Tok::AtId) {
            return self.error_here("expected valid '@'-identifier for symbol name");
        }
        let name = self.at_id_text()?;
        // Arguments.
        self.expect(Tok::LParen, "expected '(' in function signature")?;
        let mut args: Vec<(&'a str, Type, Attr, usize)> = Vec::new();
        let mut arg_types = Vec::new();
        let mut arg_attrs: Vec<Attr> = Vec::new();
        let mut named = None;
        if !self.eat(Tok::RParen) {
            loop {
                let is_named = self.is(Tok::PercentId);
                if *named.get_or_insert(is_named) != is_named {
                    return self.error_here("expected SSA identifier");
                }
                let mut arg_name = None;
                if is_named {
                    let (n, _, a) = self.parse_value_use()?;
                    arg_name = Some((n, a));
                    self.expect(Tok::Colon, "expected ':'")?;
                }
                let ty = self.parse_type()?;
                arg_types.push(ty);
                let dict = if self.is(Tok::LBrace) {
                    self.parse_attr_dict()?
                } else {
                    self.ctx.empty_dict()
                };
                arg_attrs.push(dict);
                if let Some((n, a)) = arg_name {
                    let mut loc = self.file_loc(a);
                    if self.eat_kw("loc") {
                        self.expect(Tok::LParen, "expected '(' in location")?;
                        loc = self.parse_location_body()?;
                        self.expect(Tok::RParen, "expected ')' in location")?;
                    }
                    args.push((n, ty, loc, a));
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "expected ')' in function signature")?;
        }
        // Results.
        let mut result_types = Vec::new();
        let mut res_attrs = Vec::new();
        if self.eat(Tok::Arrow) {
            if self.eat(Tok::LParen) {
                if !self.eat(Tok::RParen) {
                    loop {
                        result_types.push(self.parse_type()?);
                        res_attrs.push(if self.is(Tok::LBrace) {
                            self.parse_attr_dict()?
                        } else {
                            self.ctx.empty_dict()
                        });
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RParen, "expected ')' in function result list")?;
                }
            } else {
                result_types.push(self.parse_non_function_type()?);
                res_attrs.push(self.ctx.empty_dict());
            }
        }
        let attrs = if self.eat_kw("attributes") {
            self.parse_attr_dict()?
        } else {
            self.ctx.empty_dict()
        };
        let fty = self.ctx.function_type(arg_types, result_types);
        let mut props = vec![
            (
                "function_type".to_string(),
                self.ctx.attr(AttrKind::Type(fty)),
            ),
            ("sym_name".to_string(), self.ctx.string_attr(&name)),
        ];
        if let Some(v) = visibility {
            props.push(("sym_visibility".into(), self.ctx.string_attr(&v)));
        }
        let empty = self.ctx.empty_dict();
        if arg_attrs.iter().any(|a| *a != empty) {
            props.push((
                "arg_attrs".into(),
                self.ctx.attr(AttrKind::Array(arg_attrs)),
            ));
        }
        if res_attrs.iter().any(|a| *a != empty) {
            props.push((
                "res_attrs".into(),
                self.ctx.attr(AttrKind::Array(res_attrs)),
            ));
        }
        let props = self.ctx.dict_attr(props).ok();
        let region = if self.is(Tok::LBrace) {
            if named == Some(false) {
                return self.error_here("expected named arguments for a function with a body");
            }
            self.parse_region(true, &args)?
        } else {
            self.ir.new_region()
        };
        let op = self.simple_op(op_name, vec![], vec![], attrs, props, at);
        self.ir.attach_region(op, region);
        Ok(op)
    }

    fn parse_return(&mut self, at: usize) -> PResult<OpId> {
        self.bump();
        let names = if self.is(Tok::PercentId) {
            self.parse_operand_names(Tok::Colon)?
        } else {
            Vec::new()
        };
        let mut operands = Vec::new();
        if !names.is_empty() {
            self.expect(Tok::Colon, "expected ':'")?;
            let types = self.parse_type_list_bare()?;
            let at = self.tok.start;
            operands = self.resolve_operands(&names, &types, at)?;
        }
        let attrs = self.ctx.empty_dict();
        Ok(self.simple_op("func.return", operands, vec![], attrs, None, at))
    }

    fn parse_call(&mut self, at: usize) -> PResult<OpId> {
        self.bump();
        if !self.is(Tok::AtId) {
            return self.error_here("expected symbol reference attribute");
        }
        let callee = self.at_id_text()?;
        self.expect(Tok::LParen, "expected '('")?;
        let names = self.parse_operand_names(Tok::RParen)?;
        self.expect(Tok::RParen, "expected ')'")?;
        let attrs = if self.is(Tok::LBrace) {
            self.parse_attr_dict()?
        } else {
            self.ctx.empty_dict()
        };
        self.expect(Tok::Colon, "expected ':'")?;
        let ty_at = self.tok.start;
        let ty = self.parse_type()?;
        let (inputs, results) = match self.ctx.type_kind(ty) {
            crate::types::TypeKind::Function { inputs, results } => {
                (inputs.clone(), results.clone())
            }
            _ => return self.error_at(ty_at, "expected function type"),
        };
        let operands = self.resolve_operands(&names, &inputs, ty_at)?;
        let sym = self.ctx.attr(AttrKind::SymbolRef {
            root: callee,
            nested: vec![],
        });
        let props = self.ctx.dict_attr(vec![("callee".into(), sym)]).ok();
        Ok(self.simple_op("func.call", operands, results, attrs, props, at))
    }
}
