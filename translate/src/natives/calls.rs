//! Free functions of the C++ subset: LLVM's casts (`isa`, `cast`,
//! `dyn_cast`, ... on builtin types, attributes, values and ODS op
//! classes), `LogicalResult` helpers, range algorithms (`all_of`, ...),
//! `matchPattern` with MLIR's constant matchers, builtin type and
//! attribute constructors (`IntegerType::get`, `IntegerAttr::get`, null
//! handles `IntegerAttr()`), `APInt`/`APFloat`, a few `llvm::MathExtras`
//! helpers, and, last, user functions (resolution step (d)).

use super::eval::Env;
use super::value::{self, err, EvalError, ER, V};
use super::Library;
use patsat_frontend::drr::cppexpr::{Expr, Placeholder, UnOp};
use patsat_ir::float::FloatKind;
use patsat_ir::{Attr, AttrKind, Context, Signedness, Type, TypeKind};

/// The free functions [`Env::call`] knows besides the [`CASTS`]
/// (unqualified), matchers included.
pub const KNOWN_FUNCTIONS: &[&str] = &[
    "success",
    "failure",
    "succeeded",
    "failed",
    "all_of",
    "any_of",
    "none_of",
    "is_contained",
    "hasSingleElement",
    "matchPattern",
    "getElementTypeOrSelf",
    "all_equal",
    "is_sorted",
    "strcmp",
    "OperandRange",
    "m_AnyAttrOf",
    "constant_int_predicate_matcher",
    "isPowerOf2_32",
    "isPowerOf2_64",
    "Log2_32",
    "Log2_64",
    "ArrayRef",
    "SmallVector",
    "ValueRange",
    "TypeRange",
    "SmallVectorImpl",
    "APInt",
    "APFloat",
    "m_Constant",
    "m_Zero",
    "m_One",
    "m_AllOnes",
    "m_AnyZeroFloat",
    "m_PosZeroFloat",
    "m_NegZeroFloat",
    "m_OneFloat",
];

/// The helpers mlir-tblgen generates for bit enums.
pub const BIT_ENUM_FUNCTIONS: &[&str] = &[
    "bitEnumContainsAll",
    "bitEnumContainsAny",
    "bitEnumClear",
    "bitEnumSet",
];

/// The casts, whose template arguments must be known classes.
pub const CASTS: &[&str] = &[
    "isa",
    "isa_and_nonnull",
    "isa_and_present",
    "cast",
    "cast_or_null",
    "cast_if_present",
    "dyn_cast",
    "dyn_cast_or_null",
    "dyn_cast_if_present",
];

/// Builtin type classes and what they match.
pub fn type_is(ctx: &Context, t: Type, class: &str) -> Option<bool> {
    let k = ctx.type_kind(t);
    let float = |f: FloatKind| matches!(k, TypeKind::Float(x) if *x == f);
    Some(match class {
        "Type" => true,
        "IntegerType" => matches!(k, TypeKind::Integer { .. }),
        "IndexType" => matches!(k, TypeKind::Index),
        "FloatType" => matches!(k, TypeKind::Float(_)),
        "NoneType" => matches!(k, TypeKind::None),
        "ComplexType" => matches!(k, TypeKind::Complex(_)),
        "TupleType" => matches!(k, TypeKind::Tuple(_)),
        "FunctionType" => matches!(k, TypeKind::Function { .. }),
        "ShapedType" => value::is_shaped(k),
        "TensorType" => matches!(
            k,
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_)
        ),
        "RankedTensorType" => matches!(k, TypeKind::RankedTensor { .. }),
        "UnrankedTensorType" => matches!(k, TypeKind::UnrankedTensor(_)),
        "VectorType" => matches!(k, TypeKind::Vector { .. }),
        "FixedVectorType" => {
            matches!(k, TypeKind::Vector { scalable, .. } if !scalable.iter().any(|&s| s))
        }
        "ScalableVectorType" => {
            matches!(k, TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s))
        }
        "BaseMemRefType" => matches!(k, TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }),
        "MemRefType" => matches!(k, TypeKind::MemRef { .. }),
        "UnrankedMemRefType" => matches!(k, TypeKind::UnrankedMemRef { .. }),
        "OpaqueType" => matches!(k, TypeKind::Opaque { .. }),
        // patsat's IR has no graph types.
        "GraphType" => false,
        // Type interfaces: which builtin types implement them; a dialect
        // type patsat does not model may or may not.
        "VectorElementTypeInterface" | "MemRefElementTypeInterface" | "PtrLikeTypeInterface"
            if matches!(k, TypeKind::Opaque { .. }) =>
        {
            return None
        }
        "VectorElementTypeInterface" => matches!(
            k,
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        ),
        "MemRefElementTypeInterface" => false,
        "PtrLikeTypeInterface" => {
            matches!(k, TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
        }
        _ => return float_class(class).map(float),
    })
}

/// The float kind of a float type class (`Float32Type`).
pub fn float_class(class: &str) -> Option<FloatKind> {
    Some(match class {
        "Float16Type" => FloatKind::F16,
        "Float32Type" => FloatKind::F32,
        "Float64Type" => FloatKind::F64,
        "Float80Type" => FloatKind::F80,
        "Float128Type" => FloatKind::F128,
        "BFloat16Type" => FloatKind::BF16,
        "FloatTF32Type" => FloatKind::TF32,
        "Float8E5M2Type" => FloatKind::F8E5M2,
        "Float8E4M3Type" => FloatKind::F8E4M3,
        "Float8E4M3FNType" => FloatKind::F8E4M3FN,
        "Float8E5M2FNUZType" => FloatKind::F8E5M2FNUZ,
        "Float8E4M3FNUZType" => FloatKind::F8E4M3FNUZ,
        "Float8E4M3B11FNUZType" => FloatKind::F8E4M3B11FNUZ,
        "Float8E3M4Type" => FloatKind::F8E3M4,
        "Float8E8M0FNUType" => FloatKind::F8E8M0FNU,
        "Float4E2M1FNType" => FloatKind::F4E2M1FN,
        "Float6E2M3FNType" => FloatKind::F6E2M3FN,
        "Float6E3M2FNType" => FloatKind::F6E3M2FN,
        _ => return None,
    })
}

/// The element type of a dense elements attribute's shaped type.
fn elements_elem(ctx: &Context, ty: Type) -> Option<&TypeKind> {
    ctx.type_kind(ty).shape().map(|(_, e)| ctx.type_kind(e))
}

/// Builtin attribute classes and what they match.
pub fn attr_is(ctx: &Context, a: Attr, class: &str) -> Option<bool> {
    let k = ctx.attr_kind(a);
    let dense_array = |w: Option<u32>, float: bool| match k {
        AttrKind::DenseArray { elem, .. } => match (ctx.type_kind(*elem), w) {
            (TypeKind::Integer { width, .. }, Some(x)) => !float && *width == x,
            (TypeKind::Float(f), Some(x)) => float && f.bit_width() == x,
            (_, None) => true,
            _ => false,
        },
        _ => false,
    };
    Some(match class {
        "Attribute" => true,
        "IntegerAttr" => matches!(k, AttrKind::Integer { .. }),
        "BoolAttr" => {
            matches!(k, AttrKind::Integer { ty, .. } if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 1, signedness: Signedness::Signless }))
        }
        "FloatAttr" => matches!(k, AttrKind::Float { .. }),
        "StringAttr" => matches!(k, AttrKind::String { .. }),
        "UnitAttr" => matches!(k, AttrKind::Unit),
        "TypeAttr" => matches!(k, AttrKind::Type(_)),
        "ArrayAttr" => matches!(k, AttrKind::Array(_)),
        "DictionaryAttr" => matches!(k, AttrKind::Dictionary(_)),
        "ElementsAttr" => matches!(
            k,
            AttrKind::DenseElements { .. }
                | AttrKind::DenseString { .. }
                | AttrKind::DenseResource { .. }
                | AttrKind::Sparse { .. }
        ),
        "DenseElementsAttr" => matches!(
            k,
            AttrKind::DenseElements { .. } | AttrKind::DenseString { .. }
        ),
        "DenseIntOrFPElementsAttr" => matches!(k, AttrKind::DenseElements { .. }),
        "DenseIntElementsAttr" => {
            matches!(k, AttrKind::DenseElements { ty, .. } if matches!(elements_elem(ctx, *ty), Some(TypeKind::Integer { .. } | TypeKind::Index)))
        }
        "DenseFPElementsAttr" => {
            matches!(k, AttrKind::DenseElements { ty, .. } if matches!(elements_elem(ctx, *ty), Some(TypeKind::Float(_))))
        }
        "SplatElementsAttr" => matches!(
            k,
            AttrKind::DenseElements { splat: true, .. } | AttrKind::DenseString { splat: true, .. }
        ),
        "DenseStringElementsAttr" => matches!(k, AttrKind::DenseString { .. }),
        "DenseResourceElementsAttr" => matches!(k, AttrKind::DenseResource { .. }),
        "SparseElementsAttr" => matches!(k, AttrKind::Sparse { .. }),
        "DenseArrayAttr" => dense_array(None, false),
        "DenseBoolArrayAttr" => dense_array(Some(1), false),
        "DenseI8ArrayAttr" => dense_array(Some(8), false),
        "DenseI16ArrayAttr" => dense_array(Some(16), false),
        "DenseI32ArrayAttr" => dense_array(Some(32), false),
        "DenseI64ArrayAttr" => dense_array(Some(64), false),
        "DenseF32ArrayAttr" => dense_array(Some(32), true),
        "DenseF64ArrayAttr" => dense_array(Some(64), true),
        "SymbolRefAttr" => matches!(k, AttrKind::SymbolRef { .. }),
        "FlatSymbolRefAttr" => matches!(k, AttrKind::SymbolRef { nested, .. } if nested.is_empty()),
        "AffineMapAttr" => matches!(k, AttrKind::AffineMap(_)),
        "IntegerSetAttr" => matches!(k, AttrKind::IntegerSet(_)),
        "StridedLayoutAttr" => matches!(k, AttrKind::Strided { .. }),
        "LocationAttr" => matches!(k, AttrKind::Location(_)),
        "DistinctAttr" => matches!(k, AttrKind::Distinct { .. }),
        "OpaqueAttr" => matches!(k, AttrKind::Opaque { .. }),
        "TypedAttr" => matches!(
            k,
            AttrKind::Integer { .. }
                | AttrKind::Float { .. }
                | AttrKind::String { .. }
                | AttrKind::DenseElements { .. }
                | AttrKind::DenseString { .. }
                | AttrKind::DenseResource { .. }
                | AttrKind::Sparse { .. }
        ),
        _ => return None,
    })
}

/// Is `class` a builtin type or attribute class name?
pub fn is_builtin_class(class: &str) -> bool {
    let mut ctx = Context::new();
    let t = ctx.index_type();
    let a = ctx.unit_attr();
    type_is(&ctx, t, class).is_some() || attr_is(&ctx, a, class).is_some()
}

/// The last part of a possibly qualified class name without `mlir::`.
fn base(class: &str) -> &str {
    class.rsplit("::").next().unwrap_or(class)
}

impl Env<'_, '_> {
    /// Does `v` belong to `class` (`None`: the class is unknown for `v`)?
    pub fn isa(&mut self, v: &V, class: &str) -> ER<Option<bool>> {
        let b = base(class);
        let lib = self.lib;
        let dialect = |e: &mut Self| lib.classes.dialect.isa(e.ctx(), v, class);
        Ok(match v {
            V::Type(t) => type_is(self.ctx(), *t, b).or_else(|| dialect(self)),
            V::Attr(a) => attr_is(self.ctx(), *a, b).or_else(|| dialect(self)),
            V::Value(x) => match b {
                "Value" => Some(true),
                "BlockArgument" => Some(self.view().defining_op(*x, 0).is_none()),
                "OpResult" => Some(self.view().defining_op(*x, 0).is_some()),
                _ => None,
            },
            V::Op(o) => {
                if b == "Operation" {
                    return Ok(Some(true));
                }
                let lib = self.lib;
                match lib.classes.resolve(class) {
                    Some(name) => {
                        let n = self.view().op_name(*o);
                        Some(self.ctx().op_name_str(n) == name)
                    }
                    None => None,
                }
            }
            V::Null => return err(format!("isa<{}> of a null handle", class)),
            _ => None,
        })
    }

    fn cast_kind(&mut self, kind: &str, targs: &[String], v: V) -> ER<V> {
        let nullable = matches!(
            kind,
            "isa_and_nonnull"
                | "isa_and_present"
                | "cast_or_null"
                | "cast_if_present"
                | "dyn_cast_or_null"
                | "dyn_cast_if_present"
        );
        if matches!(v, V::Null) {
            return if nullable {
                Ok(if kind.starts_with("isa") {
                    V::Bool(false)
                } else {
                    V::Null
                })
            } else {
                err(format!("{} of a null handle", kind))
            };
        }
        if targs.is_empty() {
            return err(format!("{} without a class", kind));
        }
        let mut any = false;
        for c in targs {
            match self.isa(&v, c)? {
                Some(true) => any = true,
                Some(false) => {}
                None => return err(format!("unknown class `{}`", c)),
            }
        }
        match kind {
            "isa" | "isa_and_nonnull" | "isa_and_present" => Ok(V::Bool(any)),
            "dyn_cast" | "dyn_cast_or_null" | "dyn_cast_if_present" => {
                Ok(if any { v } else { V::Null })
            }
            _ if any => Ok(v),
            _ => err(format!(
                "cast<{}> of a value of another class",
                targs.join(", ")
            )),
        }
    }

    /// A call: a member function, a lambda, or a free function.
    pub fn call(&mut self, callee: &Expr, args: &[Expr]) -> ER<V> {
        match callee {
            Expr::Member(recv, name, targs, _) => {
                let r = self.eval(recv)?;
                let a = self.eval_args(args)?;
                self.method(r, name, targs, a)
            }
            Expr::Name(parts, targs) => self.free(parts, targs, args),
            other => match self.eval(other)? {
                V::Lambda(l) => {
                    let a = self.eval_args(args)?;
                    self.call_lambda(&l, a)
                }
                _ => err("calling something that is not a function"),
            },
        }
    }

    fn one(&mut self, args: &[Expr]) -> ER<V> {
        match args {
            [a] => self.eval(a),
            _ => err("expected one argument"),
        }
    }

    fn free(&mut self, parts: &[String], targs: &[String], args: &[Expr]) -> ER<V> {
        let name = parts.last().map(String::as_str).unwrap_or("");
        let class = if parts.len() >= 2 {
            parts[parts.len() - 2].as_str()
        } else {
            ""
        };
        match name {
            "isa"
            | "isa_and_nonnull"
            | "isa_and_present"
            | "cast"
            | "cast_or_null"
            | "cast_if_present"
            | "dyn_cast"
            | "dyn_cast_or_null"
            | "dyn_cast_if_present"
                if parts.len() == 1 =>
            {
                let v = self.one(args)?;
                return self.cast_kind(name, targs, v);
            }
            "success" if parts.len() == 1 => {
                return Ok(V::Bool(match args {
                    [] => true,
                    _ => self.one(args)?.truthy(),
                }))
            }
            "failure" if parts.len() == 1 => return Ok(V::Bool(false)),
            "succeeded" => return Ok(V::Bool(self.one(args)?.truthy())),
            "failed" => return Ok(V::Bool(!self.one(args)?.truthy())),
            "all_of" | "any_of" | "none_of" => return self.algorithm(name, args),
            "is_contained" => {
                let a = self.eval_args(args)?;
                let [range, x] = a.as_slice() else {
                    return err("is_contained takes two arguments");
                };
                let ctx = self.ctx();
                let xs = range
                    .elements(ctx)
                    .ok_or_else(|| EvalError("is_contained of a non-range".into()))?;
                for e in &xs {
                    if self.equal(e, x)? {
                        return Ok(V::Bool(true));
                    }
                }
                return Ok(V::Bool(false));
            }
            "all_equal" | "is_sorted" => {
                let v = self.one(args)?;
                let ctx = self.ctx();
                let xs = v
                    .elements(ctx)
                    .ok_or_else(|| EvalError(format!("{} of a non-range", name)))?;
                for w in xs.windows(2) {
                    let ok = if name == "all_equal" {
                        self.equal(&w[0], &w[1])?
                    } else {
                        self.compare(&w[1], &w[0])?.is_ge()
                    };
                    if !ok {
                        return Ok(V::Bool(false));
                    }
                }
                return Ok(V::Bool(true));
            }
            "strcmp" => {
                let a = self.eval_args(args)?;
                let ctx = self.ctx();
                let (Some(x), Some(y)) = (
                    a.first().and_then(|v| v.as_str(ctx)),
                    a.get(1).and_then(|v| v.as_str(ctx)),
                ) else {
                    return err("strcmp takes two strings");
                };
                return Ok(V::Int(match x.cmp(&y) {
                    std::cmp::Ordering::Less => -1,
                    std::cmp::Ordering::Equal => 0,
                    std::cmp::Ordering::Greater => 1,
                }));
            }
            "hasSingleElement" => {
                let v = self.one(args)?;
                let ctx = self.ctx();
                let xs = v
                    .elements(ctx)
                    .ok_or_else(|| EvalError("hasSingleElement of a non-range".into()))?;
                return Ok(V::Bool(xs.len() == 1));
            }
            "matchPattern" => return self.match_pattern(args),
            "getElementTypeOrSelf" => {
                let v = self.one(args)?;
                let t = match v {
                    V::Type(t) => t,
                    V::Value(x) => self.view().value_type(x),
                    _ => return err("getElementTypeOrSelf of a non-type"),
                };
                let ctx = self.ctx();
                return Ok(V::Type(ctx.type_kind(t).shape().map_or(t, |(_, e)| e)));
            }
            "isPowerOf2_32" | "isPowerOf2_64" => {
                let v = self.one(args)?;
                let i = self.int_of(&v)?;
                return Ok(V::Bool(i > 0 && (i & (i - 1)) == 0));
            }
            "Log2_32" | "Log2_64" => {
                let v = self.one(args)?;
                let i = self.int_of(&v)?;
                return Ok(V::Int(if i > 0 {
                    127 - i.leading_zeros() as i128
                } else {
                    -1
                }));
            }
            "ArrayRef" | "SmallVector" | "ValueRange" | "TypeRange" | "SmallVectorImpl"
            | "OperandRange"
                if parts.len() == 1 =>
            {
                let a = self.eval_args(args)?;
                if let [V::Iter(xs, i), V::Iter(ys, j)] = a.as_slice() {
                    // `ArrayRef<T>(begin, end)`: the elements between (the
                    // two iterators must be into equal ranges).
                    let same = std::rc::Rc::ptr_eq(xs, ys)
                        || self.equal(&V::List(xs.to_vec()), &V::List(ys.to_vec()))?;
                    if !same || i > j {
                        return err("a range of iterators into different ranges");
                    }
                    return Ok(V::List(xs[*i..*j].to_vec()));
                }
                return Ok(match a.as_slice() {
                    [V::List(xs)] => V::List(xs.clone()),
                    _ => V::List(a),
                });
            }
            "APInt" if parts.len() == 1 => {
                let a = self.eval_args(args)?;
                let (w, v) = match a.as_slice() {
                    [w, v] | [w, v, _] => (self.int_of(w)?, self.int_of(v)?),
                    _ => return err("APInt(width, value[, signed])"),
                };
                let w = u32::try_from(w).map_err(|_| EvalError("bad APInt width".into()))?;
                return Ok(V::ApInt(value::mask(v, w), w));
            }
            "APFloat" if parts.len() == 1 => {
                let v = self.one(args)?;
                let ctx = self.ctx();
                return v
                    .as_float(ctx)
                    .map(V::Float)
                    .ok_or_else(|| EvalError("APFloat of a non-number".into()));
            }
            "get" if !class.is_empty() => return self.constructor(class, parts, targs, args),
            "create" if parts.len() >= 2 => {
                let lib = self.lib;
                let written = parts[..parts.len() - 1].join("::");
                if let Some(c) = lib.classes.class(&written) {
                    let a = self.eval_args(args)?;
                    return self.create_op(c, a);
                }
            }
            _ => {}
        }
        // `IntegerAttr()`, `Type{}`: a null handle of a builtin class.
        if args.is_empty() && (is_builtin_class(name) || matches!(name, "Value" | "Operation")) {
            return Ok(V::Null);
        }
        let lib = self.lib;
        let written = parts.join("::");
        if args.is_empty() && lib.classes.dialect.knows_class(&written) {
            return Ok(V::Null);
        }
        if let Some(r) = self.enum_function(name, args) {
            return r;
        }
        self.user_call(parts, targs, args)
    }

    /// `stringify<E>`, `symbolize<E>` and the bit enum helpers
    /// (`bitEnumContainsAll`, ...), `None` for other names.
    fn enum_function(&mut self, name: &str, args: &[Expr]) -> Option<ER<V>> {
        let lib = self.lib;
        let reg = &lib.classes.dialect;
        if let Some((e, stringify)) = reg.enum_fn(name) {
            return Some((|| {
                let v = self.one(args)?;
                let ctx = self.ctx();
                if stringify {
                    let i = v
                        .as_int(ctx)
                        .ok_or_else(|| EvalError(format!("{} of a non-enum", name)))?;
                    Ok(V::Str(reg.stringify(e, i)))
                } else {
                    let s = v
                        .as_str(ctx)
                        .ok_or_else(|| EvalError(format!("{} of a non-string", name)))?;
                    Ok(reg.symbolize(e, &s).map_or(V::Null, V::Int))
                }
            })());
        }
        if !BIT_ENUM_FUNCTIONS.contains(&name) {
            return None;
        }
        Some((|| {
            let a = self.eval_args(args)?;
            let ints: Vec<i128> = a.iter().map(|x| self.int_of(x)).collect::<ER<_>>()?;
            Ok(match (name, ints.as_slice()) {
                ("bitEnumContainsAll", [x, y]) => V::Bool(x & y == *y),
                ("bitEnumContainsAny", [x, y]) => V::Bool(x & y != 0),
                ("bitEnumClear", [x, y]) => V::Int(x & !y),
                ("bitEnumSet", [x, y, on]) => V::Int(if *on != 0 { x | y } else { x & !y }),
                _ => return err(format!("{} with {} arguments", name, ints.len())),
            })
        })())
    }

    fn algorithm(&mut self, name: &str, args: &[Expr]) -> ER<V> {
        let a = self.eval_args(args)?;
        let [range, V::Lambda(l)] = a.as_slice() else {
            return err(format!("{} takes a range and a lambda", name));
        };
        let ctx = self.ctx();
        let xs = range
            .elements(ctx)
            .ok_or_else(|| EvalError(format!("{} of a non-range", name)))?;
        let mut n = 0;
        for x in xs {
            if self.call_lambda(l, vec![x])?.truthy() {
                n += 1;
                if name != "all_of" {
                    break;
                }
            } else if name == "all_of" {
                return Ok(V::Bool(false));
            }
        }
        Ok(V::Bool(match name {
            "all_of" => true,
            "any_of" => n > 0,
            _ => n == 0,
        }))
    }

    /// The constant a value or attribute stands for (MLIR's
    /// `m_Constant`): an attribute itself, or the `value` attribute of
    /// the op defining the value when that op is `ConstantLike`.
    fn constant_of(&mut self, v: &V) -> ER<Option<Attr>> {
        Ok(match v {
            V::Attr(a) => Some(*a),
            V::Value(x) => {
                let Some(op) = self.view().defining_op(*x, 0) else {
                    return Ok(None);
                };
                self.constant_op_value(op)
            }
            V::Op(op) => self.constant_op_value(*op),
            V::Null => None,
            _ => return err("matchPattern on something that is not a value or attribute"),
        })
    }

    fn constant_op_value(&mut self, op: patsat_ir::OpId) -> Option<Attr> {
        let n = self.view().op_name(op);
        let name = self.ctx().op_name_str(n).to_string();
        let constant = name == "arith.constant"
            || self
                .lib
                .classes
                .by_op_name(&name)
                .is_some_and(|c| c.has_trait("ConstantLike"));
        if !constant {
            return None;
        }
        self.view().attr(op, "value")
    }

    /// `matchPattern(x, m_Zero())` and MLIR's other constant matchers.
    fn match_pattern(&mut self, args: &[Expr]) -> ER<V> {
        let [x, m] = args else {
            return err("matchPattern takes two arguments");
        };
        let v = self.eval(x)?;
        let Some(c) = self.constant_of(&v)? else {
            return Ok(V::Bool(false));
        };
        self.constant_matches(m, c).map(V::Bool)
    }

    /// Whether constant `c` matches matcher `m`: `m_Constant(&$N)`,
    /// `m_Zero()`, `m_One()`, `m_AllOnes()`, the float matchers,
    /// `m_AnyAttrOf(m...)` and `detail::constant_int_predicate_matcher{f}`
    /// (the integer, or a splat's element, as an `APInt`).
    fn constant_matches(&mut self, m: &Expr, c: Attr) -> ER<bool> {
        let Expr::Call(mcallee, margs) = m else {
            return err("matchPattern needs a matcher call");
        };
        let Expr::Name(mparts, _) = &**mcallee else {
            return err("matchPattern needs a matcher call");
        };
        let matcher = mparts.last().map(String::as_str).unwrap_or("");
        match matcher {
            "m_AnyAttrOf" => {
                for a in margs {
                    if self.constant_matches(a, c)? {
                        return Ok(true);
                    }
                }
                return Ok(false);
            }
            "constant_int_predicate_matcher" => {
                let [f] = margs.as_slice() else {
                    return err("constant_int_predicate_matcher takes a predicate");
                };
                let V::Lambda(l) = self.eval(f)? else {
                    return err("constant_int_predicate_matcher takes a lambda");
                };
                let ctx = self.ctx();
                return match splat_int(ctx, c) {
                    Some((bits, w)) => Ok(self.call_lambda(&l, vec![V::ApInt(bits, w)])?.truthy()),
                    None => Ok(false),
                };
            }
            _ => {}
        }
        let ctx = self.ctx();
        let ok = match matcher {
            "m_Constant" => match margs.as_slice() {
                [] => true,
                [Expr::Unary(UnOp::AddrOf, t)] => match &**t {
                    Expr::Ph(Placeholder::Arg(n)) if self.source_call => {
                        if self.outs.len() <= *n {
                            self.outs.resize(n + 1, None);
                        }
                        self.outs[*n] = Some(V::Attr(c));
                        true
                    }
                    _ => return err("m_Constant binds only out-parameters"),
                },
                _ => return err("m_Constant takes an out-parameter"),
            },
            "m_Zero" | "m_One" | "m_AllOnes" => {
                let want = |bits: u128, w: u32| match matcher {
                    "m_Zero" => bits == 0,
                    "m_One" => bits == 1,
                    _ => bits == value::mask(-1, w),
                };
                match splat_int(ctx, c) {
                    Some((bits, w)) => want(bits, w),
                    None => false,
                }
            }
            "m_AnyZeroFloat" | "m_PosZeroFloat" | "m_NegZeroFloat" | "m_OneFloat" => {
                match splat_float(ctx, c) {
                    Some(f) => match matcher {
                        "m_AnyZeroFloat" => f == 0.0,
                        "m_PosZeroFloat" => f == 0.0 && f.is_sign_positive(),
                        "m_NegZeroFloat" => f == 0.0 && f.is_sign_negative(),
                        _ => f == 1.0,
                    },
                    None => false,
                }
            }
            _ => return err(format!("unknown matcher `{}`", matcher)),
        };
        Ok(ok)
    }

    /// A user function (resolution step (d)): its arguments evaluated
    /// (the builder, the location and the context left out, out-
    /// parameters of a source-side call bound from its results); else a
    /// shipped project helper ([`super::projects`]).
    fn user_call(&mut self, parts: &[String], targs: &[String], args: &[Expr]) -> ER<V> {
        let full = parts.join("::");
        let lib = self.lib;
        let Some(f) = lib.user_fn(&full) else {
            // A shipped project helper (user hooks of the same name win).
            if let Some(h) = lib.project_function(&full) {
                let a = self.eval_args(args)?;
                return h(self, targs, a);
            }
            return err(format!("unknown function `{}`", full));
        };
        let mut pdl = Vec::new();
        let mut outs = Vec::new();
        for a in args {
            let out = match a {
                Expr::Ph(Placeholder::Arg(n)) if self.source_call => Some(*n),
                Expr::Unary(UnOp::AddrOf, t) => match &**t {
                    Expr::Ph(Placeholder::Arg(n)) if self.source_call => Some(*n),
                    _ => None,
                },
                _ => None,
            };
            if let Some(n) = out {
                outs.push(n);
                continue;
            }
            let vals = match a {
                Expr::Ph(Placeholder::Rest(_)) => match self.eval(a)? {
                    V::List(xs) => xs,
                    x => vec![x],
                },
                _ => vec![self.eval(a)?],
            };
            for v in vals {
                if matches!(v, V::Builder | V::Ctx | V::Loc(_)) {
                    continue;
                }
                // Ops stay ops (a C++ helper takes an `Operation *`).
                match v {
                    V::Op(o) => pdl.push(crate::hooks::PdlValue::Op(o)),
                    v => {
                        let view = self.view();
                        pdl.push(value::to_pdl(view, v)?);
                    }
                }
            }
        }
        let results = match (&mut self.site, f) {
            (super::eval::Site::Rewrite(b), super::UserFn::Rewrite(f)) => {
                f(&mut **b, &pdl).map_err(EvalError)?
            }
            (_, super::UserFn::Constraint(f)) => match f(self.view(), &pdl) {
                Some(r) => r,
                None => return Ok(V::Bool(false)),
            },
            (_, super::UserFn::Rewrite(_)) => {
                return err(format!(
                    "the rewrite `{}` is called from a constraint",
                    full
                ))
            }
        };
        if !outs.is_empty() {
            if results.len() != outs.len() {
                return err(format!(
                    "`{}` returned {} values for {} out-parameters",
                    full,
                    results.len(),
                    outs.len()
                ));
            }
            for (n, r) in outs.into_iter().zip(results) {
                if self.outs.len() <= n {
                    self.outs.resize(n + 1, None);
                }
                self.outs[n] = Some(value::from_pdl(&r));
            }
            return Ok(V::Bool(true));
        }
        Ok(match results.as_slice() {
            [] => V::Bool(true),
            [one] => value::from_pdl(one),
            many => V::List(many.iter().map(value::from_pdl).collect()),
        })
    }
}

/// The integer an attribute holds, or its splat element: bits and width.
pub fn splat_int(ctx: &Context, a: Attr) -> Option<(u128, u32)> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty } => {
            let w = match ctx.type_kind(*ty) {
                TypeKind::Integer { width, .. } => *width,
                _ => 64,
            };
            let v = num_traits::ToPrimitive::to_i128(value)?;
            Some((value::mask(v, w), w))
        }
        AttrKind::DenseElements { ty, values, .. } => {
            let w = match elements_elem(ctx, *ty)? {
                TypeKind::Integer { width, .. } => *width,
                TypeKind::Index => 64,
                _ => return None,
            };
            let first = *values.first()?;
            values.iter().all(|&v| v == first).then_some((first, w))
        }
        _ => None,
    }
}

/// The float an attribute holds, or its splat element.
pub fn splat_float(ctx: &Context, a: Attr) -> Option<f64> {
    match ctx.attr_kind(a) {
        AttrKind::Float { bits, ty } => match ctx.type_kind(*ty) {
            TypeKind::Float(k) => Some(patsat_ir::float::to_f64(*k, *bits)),
            _ => None,
        },
        AttrKind::DenseElements { ty, values, .. } => {
            let TypeKind::Float(k) = elements_elem(ctx, *ty)? else {
                return None;
            };
            let first = *values.first()?;
            values
                .iter()
                .all(|&v| v == first)
                .then(|| patsat_ir::float::to_f64(*k, first))
        }
        _ => None,
    }
}

/// A user function known to the evaluator.
pub fn user_name_candidates(full: &str) -> Vec<String> {
    let mut out = vec![full.to_string()];
    if let Some(last) = full.rsplit("::").next() {
        if last != full {
            out.push(last.to_string());
        }
    }
    out
}

impl Library {
    /// The user hook for a called function: by its name as written, else
    /// by its unqualified name.
    pub fn user_fn(&self, full: &str) -> Option<super::UserFn> {
        user_name_candidates(full)
            .iter()
            .find_map(|n| self.user.get(n).cloned())
    }
}
