//! Member functions of the C++ subset, by receiver: the builder's type
//! and attribute getters (`$_builder.getI32IntegerAttr(...)`), value
//! queries (`hasOneUse`, `getDefiningOp<T>()`), op queries and ODS
//! accessors, type queries (`getRank`, `getShape`, `isSignlessInteger(32)`),
//! attribute queries (`getInt`, `getValue`, `isSplat`, `getSplatValue<T>()`),
//! `APInt`/`APFloat`, lists and strings; and the static constructors
//! `Class::get(...)` of builtin types and attributes.

use super::calls::{attr_is, float_class, splat_float, splat_int};
use super::classes::{accessor, Returns};
use super::eval::Env;
use super::value::{
    self, element_type, err, float_attr, int_attr, int_type, mask, sext, shape_of, EvalError, ER, V,
};
use patsat_frontend::drr::cppexpr::Expr;
use patsat_ir::float::{self, FloatKind};
use patsat_ir::types::DYNAMIC;
use patsat_ir::{Attr, AttrKind, Context, OpId, Signedness, Type, TypeKind, Value};

/// The member functions [`Env::method`] knows (for the load-time check).
pub const KNOWN_METHODS: &[&str] = &[
    // Any receiver.
    "getContext",
    // The builder.
    "getF16Type",
    "getBF16Type",
    "getF32Type",
    "getF64Type",
    "getF80Type",
    "getF128Type",
    "getTF32Type",
    "getI1Type",
    "getI2Type",
    "getI4Type",
    "getI8Type",
    "getI16Type",
    "getI32Type",
    "getI64Type",
    "getIndexType",
    "getNoneType",
    "getIntegerType",
    "getFunctionType",
    "getTupleType",
    "getIntegerAttr",
    "getI8IntegerAttr",
    "getI16IntegerAttr",
    "getI32IntegerAttr",
    "getI64IntegerAttr",
    "getSI32IntegerAttr",
    "getUI32IntegerAttr",
    "getIndexAttr",
    "getBoolAttr",
    "getF16FloatAttr",
    "getF32FloatAttr",
    "getF64FloatAttr",
    "getFloatAttr",
    "getZeroAttr",
    "getOneAttr",
    "getStringAttr",
    "getUnitAttr",
    "getTypeAttr",
    "getArrayAttr",
    "getI32ArrayAttr",
    "getI64ArrayAttr",
    "getIndexArrayAttr",
    "getBoolArrayAttr",
    "getF32ArrayAttr",
    "getF64ArrayAttr",
    "getStrArrayAttr",
    "getTypeArrayAttr",
    "getDenseBoolArrayAttr",
    "getDenseI8ArrayAttr",
    "getDenseI16ArrayAttr",
    "getDenseI32ArrayAttr",
    "getDenseI64ArrayAttr",
    "getDenseF32ArrayAttr",
    "getDenseF64ArrayAttr",
    "getI32VectorAttr",
    "getI64VectorAttr",
    "getIndexVectorAttr",
    "getI32TensorAttr",
    "getI64TensorAttr",
    "getIndexTensorAttr",
    "getUnknownLoc",
    "getNamedAttr",
    "getDictionaryAttr",
    // Values and ops.
    "getType",
    "hasOneUse",
    "use_empty",
    "hasNUses",
    "hasNUsesOrMore",
    "getUsers",
    "getDefiningOp",
    "getOwner",
    "getResultNumber",
    "getLoc",
    "getOperation",
    "getResult",
    "getOperand",
    "getResults",
    "getOperands",
    "getNumResults",
    "getNumOperands",
    "getName",
    "getAttr",
    "getAttrOfType",
    "hasAttr",
    "getDiscardableAttr",
    "getInherentAttr",
    "hasTrait",
    // Types.
    "isInteger",
    "isSignlessInteger",
    "isSignedInteger",
    "isUnsignedInteger",
    "isSignless",
    "isSigned",
    "isUnsigned",
    "isIndex",
    "isF16",
    "isBF16",
    "isF32",
    "isF64",
    "isF80",
    "isF128",
    "isTF32",
    "isFloat",
    "isIntOrIndex",
    "isIntOrFloat",
    "isIntOrIndexOrFloat",
    "isSignlessIntOrIndex",
    "isSignlessIntOrIndexOrFloat",
    "isSignlessIntOrFloat",
    "getIntOrFloatBitWidth",
    "getWidth",
    "getElementTypeBitWidth",
    "getElementType",
    "hasRank",
    "getRank",
    "getShape",
    "hasStaticShape",
    "getNumElements",
    "getNumDynamicDims",
    "getDimSize",
    "isDynamicDim",
    "getScalableDims",
    "isScalable",
    "getEncoding",
    "isStrided",
    "getMemorySpace",
    "getInputs",
    "getNumInputs",
    "getInput",
    "getTypes",
    "size",
    "clone",
    "cloneWith",
    // Attributes.
    "getInt",
    "getSInt",
    "getUInt",
    "getValue",
    "getValueAsDouble",
    "str",
    "strref",
    "getStrRef",
    "getRootReference",
    "getLeafReference",
    "asArrayRef",
    "getSize",
    "empty",
    "get",
    "contains",
    "isSplat",
    "getShapedType",
    "getSplatValue",
    "getValues",
    // Iterators, reshaping and mapping dense elements, affine maps.
    "begin",
    "end",
    "reshape",
    "mapValues",
    "isIdentity",
    // APInt, APSInt, APFloat.
    "getAPSInt",
    "getExtValue",
    "isUnsigned",
    "sext",
    "zext",
    "trunc",
    "sextOrTrunc",
    "zextOrTrunc",
    "sextOrSelf",
    "zextOrSelf",
    "truncOrSelf",
    "isZero",
    "isOne",
    "isAllOnes",
    "isNegative",
    "isSignBitSet",
    "isNonNegative",
    "isStrictlyPositive",
    "isPowerOf2",
    "getSExtValue",
    "getZExtValue",
    "getLimitedValue",
    "getBitWidth",
    "isNonZero",
    "isNaN",
    "isInfinity",
    "isFinite",
    "isPosZero",
    "isNegZero",
    "convertToDouble",
    "convertToFloat",
    "isExactlyValue",
    // Lists and strings.
    "front",
    "back",
    "drop_front",
    "drop_back",
    "take_front",
    "equals",
    "getStringRef",
    "data",
    "starts_with",
    "startswith",
    "ends_with",
    "endswith",
];

/// The classes whose static `get` [`Env::constructor`] knows (float type
/// classes too, see `calls::float_class`).
pub const KNOWN_CONSTRUCTORS: &[&str] = &[
    "IntegerType",
    "IndexType",
    "NoneType",
    "ComplexType",
    "RankedTensorType",
    "UnrankedTensorType",
    "VectorType",
    "MemRefType",
    "TupleType",
    "FunctionType",
    "IntegerAttr",
    "FloatAttr",
    "BoolAttr",
    "StringAttr",
    "UnitAttr",
    "TypeAttr",
    "ArrayAttr",
    "SymbolRefAttr",
    "FlatSymbolRefAttr",
    "DenseElementsAttr",
    "DenseIntElementsAttr",
    "DenseFPElementsAttr",
    "DenseBoolArrayAttr",
    "DenseI8ArrayAttr",
    "DenseI16ArrayAttr",
    "DenseI32ArrayAttr",
    "DenseI64ArrayAttr",
    "DenseF32ArrayAttr",
    "DenseF64ArrayAttr",
];

fn want(args: &[V], n: usize, what: &str) -> ER<()> {
    if args.len() == n {
        Ok(())
    } else {
        err(format!("`{}` takes {} arguments", what, n))
    }
}

/// The bit width of an integer or index type (`None` for others).
fn int_width(k: &TypeKind) -> Option<u32> {
    match k {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

impl Env<'_, '_> {
    /// Calls member `name` on `recv`.
    pub fn method(&mut self, recv: V, name: &str, targs: &[String], args: Vec<V>) -> ER<V> {
        if name == "getContext" {
            return Ok(V::Ctx);
        }
        if matches!(name, "begin" | "end") && args.is_empty() {
            let ctx = self.ctx();
            if let Some(xs) = recv.elements(ctx) {
                let n = if name == "begin" { 0 } else { xs.len() };
                return Ok(V::Iter(std::rc::Rc::new(xs), n));
            }
        }
        if matches!(recv, V::Type(_) | V::Attr(_)) && args.is_empty() {
            // A parameter accessor of a dialect attribute or type.
            let lib = self.lib;
            if let Some(r) = lib.classes.dialect.accessor(self.ctx(), &recv, name) {
                return r;
            }
        }
        match recv {
            V::Builder => self.builder_method(name, targs, args),
            V::Value(v) => self.value_method(v, name, targs, args),
            V::Op(o) => self.op_method(o, name, targs, args),
            V::Type(t) => match self.project_type_method(t, name, targs, args.clone()) {
                Some(r) => r,
                None => self.type_method(t, name, targs, args),
            },
            V::Attr(a) => self.attr_method(a, name, targs, args),
            V::ApInt(b, w) => apint_method(b, w, name, &args, self.ctx()),
            V::ApSInt(b, w, unsigned) => apsint_method(b, w, unsigned, name, &args, self.ctx()),
            V::Float(f) => float_method(f, name, &args, self.ctx()),
            V::List(xs) => self.list_method(xs, name, args),
            V::Str(s) => str_method(&s, name, &args, self.ctx()),
            V::Obj(o) => self.object_method(o, name, targs, args),
            V::Null => err(format!("`{}` called on a null handle", name)),
            _ => err(format!(
                "`{}` called on a value that has no such member",
                name
            )),
        }
    }

    fn get_int(&mut self, v: &V) -> ER<i128> {
        self.int_of(v)
    }

    fn get_type(&mut self, v: &V) -> ER<Type> {
        match v {
            V::Type(t) => Ok(*t),
            V::Value(x) => Ok(self.view().value_type(*x)),
            V::Attr(a) => match self.ctx().attr_kind(*a) {
                AttrKind::Type(t) => Ok(*t),
                _ => err("expected a type"),
            },
            _ => err("expected a type"),
        }
    }

    fn get_str(&mut self, v: &V) -> ER<String> {
        let ctx = self.ctx();
        v.as_str(ctx)
            .ok_or_else(|| EvalError("expected a string".into()))
    }

    fn get_list(&mut self, v: &V) -> ER<Vec<V>> {
        let ctx = self.ctx();
        match v {
            V::List(_) | V::Attr(_) => v
                .elements(ctx)
                .ok_or_else(|| EvalError("expected a list".into())),
            other => Ok(vec![other.clone()]),
        }
    }

    /// An integer attribute from an `int64_t` or an `APInt`.
    fn make_int_attr(&mut self, ty: Type, v: &V) -> ER<V> {
        let i = match v {
            V::ApInt(b, _) => *b as i128,
            other => self.get_int(other)?,
        };
        int_attr(self.ctx(), ty, i)
            .map(V::Attr)
            .ok_or_else(|| EvalError("an integer attribute needs an integer or index type".into()))
    }

    fn make_float_attr(&mut self, ty: Type, v: &V) -> ER<V> {
        let ctx = self.ctx();
        let f = v
            .as_float(ctx)
            .ok_or_else(|| EvalError("expected a number".into()))?;
        float_attr(ctx, ty, f)
            .map(V::Attr)
            .ok_or_else(|| EvalError("a float attribute needs a float type".into()))
    }

    /// The zero of a type (MLIR's `Builder::getZeroAttr`), or one.
    fn constant_of_type(&mut self, ty: Type, one: bool) -> ER<V> {
        let k = self.ctx().type_kind(ty).clone();
        let n = i128::from(one);
        match &k {
            TypeKind::Integer { .. } | TypeKind::Index => self.make_int_attr(ty, &V::Int(n)),
            TypeKind::Float(_) => self.make_float_attr(ty, &V::Float(n as f64)),
            TypeKind::RankedTensor { elem, .. } | TypeKind::Vector { elem, .. } => {
                let e = self.constant_of_type(*elem, one)?;
                self.dense(ty, vec![e])
            }
            _ => Ok(V::Null),
        }
    }

    /// A dense elements attribute of `ty` from scalars or attributes (a
    /// splat when all are equal).
    fn dense(&mut self, ty: Type, elems: Vec<V>) -> ER<V> {
        let ctx = self.ctx();
        let Some(elem) = element_type(ctx.type_kind(ty)) else {
            return err("a dense elements attribute needs a shaped type");
        };
        let ek = ctx.type_kind(elem).clone();
        let mut bits = Vec::with_capacity(elems.len());
        for e in &elems {
            let b = match (&ek, e) {
                (TypeKind::Float(k), _) => {
                    let f = e.as_float(ctx).or_else(|| match e {
                        V::Attr(a) => splat_float(ctx, *a),
                        _ => None,
                    });
                    float::from_f64(
                        *k,
                        f.ok_or_else(|| EvalError("expected a float element".into()))?,
                    )
                }
                (_, V::Attr(a)) if matches!(ctx.attr_kind(*a), AttrKind::DenseElements { .. }) => {
                    splat_int(ctx, *a)
                        .map(|(b, _)| b)
                        .ok_or_else(|| EvalError("expected an integer element".into()))?
                }
                _ => {
                    let w = int_width(&ek)
                        .ok_or_else(|| EvalError("unsupported element type".into()))?;
                    let i = e
                        .as_int(ctx)
                        .ok_or_else(|| EvalError("expected an integer element".into()))?;
                    mask(i, w)
                }
            };
            bits.push(b);
        }
        let n = value::num_elements(shape_of(ctx.type_kind(ty)))
            .ok_or_else(|| EvalError("a dynamic shape".into()))?;
        let splat = bits.len() == 1 || (!bits.is_empty() && bits.iter().all(|&b| b == bits[0]));
        if splat {
            bits.truncate(1);
        } else if bits.len() as i64 != n {
            return err("the number of elements does not match the shape");
        }
        Ok(V::Attr(ctx.attr(AttrKind::DenseElements {
            ty,
            splat,
            values: bits.into_boxed_slice(),
        })))
    }

    fn dense_array(&mut self, elem: Type, xs: &[V]) -> ER<V> {
        let ctx = self.ctx();
        let ek = ctx.type_kind(elem).clone();
        let mut values = Vec::with_capacity(xs.len());
        for x in xs {
            values.push(match &ek {
                TypeKind::Float(k) => float::from_f64(
                    *k,
                    x.as_float(ctx)
                        .ok_or_else(|| EvalError("expected a number".into()))?,
                ),
                _ => mask(
                    x.as_int(ctx)
                        .ok_or_else(|| EvalError("expected an integer".into()))?,
                    int_width(&ek).unwrap_or(64),
                ),
            });
        }
        Ok(V::Attr(ctx.attr(AttrKind::DenseArray { elem, values })))
    }

    fn array_of(&mut self, xs: Vec<V>, f: impl Fn(&mut Self, &V) -> ER<V>) -> ER<V> {
        let mut out = Vec::with_capacity(xs.len());
        for x in &xs {
            match f(self, x)? {
                V::Attr(a) => out.push(a),
                _ => return err("expected attributes"),
            }
        }
        Ok(V::Attr(self.ctx().attr(AttrKind::Array(out))))
    }

    fn builder_method(&mut self, name: &str, targs: &[String], args: Vec<V>) -> ER<V> {
        let ctx = self.ctx();
        let fk = |n: &str| -> Option<FloatKind> {
            Some(match n {
                "getF16Type" => FloatKind::F16,
                "getBF16Type" => FloatKind::BF16,
                "getF32Type" => FloatKind::F32,
                "getF64Type" => FloatKind::F64,
                "getF80Type" => FloatKind::F80,
                "getF128Type" => FloatKind::F128,
                "getTF32Type" => FloatKind::TF32,
                _ => return None,
            })
        };
        if let Some(k) = fk(name) {
            return Ok(V::Type(value::float_type(ctx, k)));
        }
        let int_ty = |ctx: &mut Context, w: u32| ctx.int_type(w);
        match name {
            "getI1Type" | "getI2Type" | "getI4Type" | "getI8Type" | "getI16Type" | "getI32Type"
            | "getI64Type" => {
                let w: u32 = name[4..name.len() - 4].parse().unwrap_or(1);
                Ok(V::Type(int_ty(ctx, w)))
            }
            "getIndexType" => Ok(V::Type(ctx.index_type())),
            "getNoneType" => Ok(V::Type(ctx.ty(TypeKind::None))),
            "getIntegerType" => {
                let w = self.get_int(args.first().unwrap_or(&V::Null))?;
                let signed = match args.get(1) {
                    None => Signedness::Signless,
                    Some(s) if s.truthy() => Signedness::Signed,
                    Some(_) => Signedness::Unsigned,
                };
                let w = u32::try_from(w).map_err(|_| EvalError("bad integer width".into()))?;
                Ok(V::Type(int_type(self.ctx(), w, signed)))
            }
            "getFunctionType" => {
                want(&args, 2, name)?;
                let ins = self.get_list(&args[0])?;
                let outs = self.get_list(&args[1])?;
                let ins = ins
                    .iter()
                    .map(|x| self.get_type(x))
                    .collect::<ER<Vec<_>>>()?;
                let outs = outs
                    .iter()
                    .map(|x| self.get_type(x))
                    .collect::<ER<Vec<_>>>()?;
                Ok(V::Type(self.ctx().function_type(ins, outs)))
            }
            "getTupleType" => {
                let xs = self.get_list(args.first().unwrap_or(&V::List(vec![])))?;
                let ts = xs
                    .iter()
                    .map(|x| self.get_type(x))
                    .collect::<ER<Vec<_>>>()?;
                Ok(V::Type(self.ctx().ty(TypeKind::Tuple(ts))))
            }
            "getType" => match targs.first().map(|t| t.rsplit("::").next().unwrap_or(t)) {
                Some("IndexType") => Ok(V::Type(ctx.index_type())),
                Some("NoneType") => Ok(V::Type(ctx.ty(TypeKind::None))),
                Some(c) => match float_class(c) {
                    Some(k) => Ok(V::Type(value::float_type(ctx, k))),
                    None => match targs.first().and_then(|t| self.lib.project_type(t)) {
                        Some(f) => f(self, args),
                        None => err(format!("getType<{}> is not supported", c)),
                    },
                },
                None => err("getType without a class"),
            },
            "getIntegerAttr" => {
                want(&args, 2, name)?;
                let t = self.get_type(&args[0])?;
                self.make_int_attr(t, &args[1])
            }
            "getI8IntegerAttr" | "getI16IntegerAttr" | "getI32IntegerAttr"
            | "getI64IntegerAttr" => {
                want(&args, 1, name)?;
                let w: u32 = name[4..name.len() - 11].parse().unwrap_or(32);
                let t = int_ty(self.ctx(), w);
                self.make_int_attr(t, &args[0])
            }
            "getSI32IntegerAttr" | "getUI32IntegerAttr" => {
                want(&args, 1, name)?;
                let s = if name.starts_with("getS") {
                    Signedness::Signed
                } else {
                    Signedness::Unsigned
                };
                let t = int_type(self.ctx(), 32, s);
                self.make_int_attr(t, &args[0])
            }
            "getIndexAttr" => {
                want(&args, 1, name)?;
                let t = ctx.index_type();
                self.make_int_attr(t, &args[0])
            }
            "getBoolAttr" => {
                want(&args, 1, name)?;
                let t = int_ty(ctx, 1);
                let b = args[0].truthy();
                self.make_int_attr(t, &V::Int(b as i128))
            }
            "getF16FloatAttr" | "getF32FloatAttr" | "getF64FloatAttr" => {
                want(&args, 1, name)?;
                let k = match &name[4..7] {
                    "F16" => FloatKind::F16,
                    "F32" => FloatKind::F32,
                    _ => FloatKind::F64,
                };
                let t = value::float_type(ctx, k);
                self.make_float_attr(t, &args[0])
            }
            "getFloatAttr" => {
                want(&args, 2, name)?;
                let t = self.get_type(&args[0])?;
                self.make_float_attr(t, &args[1])
            }
            "getZeroAttr" | "getOneAttr" => {
                want(&args, 1, name)?;
                let t = self.get_type(&args[0])?;
                self.constant_of_type(t, name == "getOneAttr")
            }
            "getStringAttr" => {
                want(&args, 1, name)?;
                let s = self.get_str(&args[0])?;
                Ok(V::Attr(self.ctx().string_attr(&s)))
            }
            "getUnitAttr" => Ok(V::Attr(ctx.unit_attr())),
            "getTypeAttr" => {
                want(&args, 1, name)?;
                let t = self.get_type(&args[0])?;
                Ok(V::Attr(self.ctx().attr(AttrKind::Type(t))))
            }
            "getArrayAttr" => {
                let xs = self.get_list(args.first().unwrap_or(&V::List(vec![])))?;
                self.array_of(xs, |_, x| Ok(x.clone()))
            }
            "getI32ArrayAttr" | "getI64ArrayAttr" | "getIndexArrayAttr" | "getBoolArrayAttr" => {
                let xs = self.get_list(args.first().unwrap_or(&V::List(vec![])))?;
                let t = match name {
                    "getI32ArrayAttr" => int_ty(self.ctx(), 32),
                    "getI64ArrayAttr" => int_ty(self.ctx(), 64),
                    "getBoolArrayAttr" => int_ty(self.ctx(), 1),
                    _ => self.ctx().index_type(),
                };
                self.array_of(xs, move |e, x| {
                    let x = if let V::Bool(b) = x {
                        V::Int(*b as i128)
                    } else {
                        x.clone()
                    };
                    e.make_int_attr(t, &x)
                })
            }
            "getF32ArrayAttr" | "getF64ArrayAttr" => {
                let xs = self.get_list(args.first().unwrap_or(&V::List(vec![])))?;
                let k = if name == "getF32ArrayAttr" {
                    FloatKind::F32
                } else {
                    FloatKind::F64
                };
                let t = value::float_type(self.ctx(), k);
                self.array_of(xs, move |e, x| e.make_float_attr(t, x))
            }
            "getStrArrayAttr" => {
                let xs = self.get_list(args.first().unwrap_or(&V::List(vec![])))?;
                self.array_of(xs, |e, x| {
                    let s = e.get_str(x)?;
                    Ok(V::Attr(e.ctx().string_attr(&s)))
                })
            }
            "getTypeArrayAttr" => {
                let xs = self.get_list(args.first().unwrap_or(&V::List(vec![])))?;
                self.array_of(xs, |e, x| {
                    let t = e.get_type(x)?;
                    Ok(V::Attr(e.ctx().attr(AttrKind::Type(t))))
                })
            }
            "getDenseBoolArrayAttr"
            | "getDenseI8ArrayAttr"
            | "getDenseI16ArrayAttr"
            | "getDenseI32ArrayAttr"
            | "getDenseI64ArrayAttr"
            | "getDenseF32ArrayAttr"
            | "getDenseF64ArrayAttr" => {
                let xs = self.get_list(args.first().unwrap_or(&V::List(vec![])))?;
                let elem = match name {
                    "getDenseBoolArrayAttr" => int_ty(self.ctx(), 1),
                    "getDenseI8ArrayAttr" => int_ty(self.ctx(), 8),
                    "getDenseI16ArrayAttr" => int_ty(self.ctx(), 16),
                    "getDenseI32ArrayAttr" => int_ty(self.ctx(), 32),
                    "getDenseI64ArrayAttr" => int_ty(self.ctx(), 64),
                    "getDenseF32ArrayAttr" => value::float_type(self.ctx(), FloatKind::F32),
                    _ => value::float_type(self.ctx(), FloatKind::F64),
                };
                self.dense_array(elem, &xs)
            }
            "getI32VectorAttr" | "getI64VectorAttr" | "getIndexVectorAttr" | "getI32TensorAttr"
            | "getI64TensorAttr" | "getIndexTensorAttr" => {
                let xs = self.get_list(args.first().unwrap_or(&V::List(vec![])))?;
                let elem = if name.contains("Index") {
                    self.ctx().index_type()
                } else if name.contains("I32") {
                    int_ty(self.ctx(), 32)
                } else {
                    int_ty(self.ctx(), 64)
                };
                let shape = vec![xs.len() as i64];
                let ty = if name.contains("Vector") {
                    self.ctx().ty(TypeKind::Vector {
                        scalable: vec![false],
                        shape,
                        elem,
                    })
                } else {
                    self.ctx().ty(TypeKind::RankedTensor {
                        shape,
                        elem,
                        encoding: None,
                    })
                };
                self.dense(ty, xs)
            }
            "getUnknownLoc" => Ok(V::Loc(ctx.unknown_loc())),
            "create" => {
                let written = targs
                    .first()
                    .ok_or_else(|| EvalError("create without an op class".into()))?;
                let lib = self.lib;
                let c = lib
                    .classes
                    .class(written)
                    .ok_or_else(|| EvalError(format!("unknown op class `{}`", written)))?;
                self.create_op(c, args)
            }
            "getNamedAttr" => {
                want(&args, 2, name)?;
                Ok(V::List(args))
            }
            "getDictionaryAttr" => {
                let xs = self.get_list(args.first().unwrap_or(&V::List(vec![])))?;
                let mut entries = Vec::with_capacity(xs.len());
                for x in &xs {
                    match x {
                        V::List(p) if p.len() == 2 => {
                            let n = self.get_str(&p[0])?;
                            let V::Attr(a) = p[1] else {
                                return err("a named attribute needs an attribute");
                            };
                            entries.push((n, a));
                        }
                        _ => return err("getDictionaryAttr takes named attributes"),
                    }
                }
                Ok(V::Attr(self.ctx().dict_attr(entries).map_err(EvalError)?))
            }
            _ => err(format!("unknown builder method `{}`", name)),
        }
    }

    fn users(&mut self, v: Value) -> Vec<OpId> {
        self.view().users(v)
    }

    fn value_method(&mut self, v: Value, name: &str, targs: &[String], args: Vec<V>) -> ER<V> {
        match name {
            "getType" => Ok(V::Type(self.view().value_type(v))),
            "hasOneUse" => Ok(V::Bool(self.users(v).len() == 1)),
            "use_empty" => Ok(V::Bool(self.users(v).is_empty())),
            "hasNUses" | "hasNUsesOrMore" => {
                want(&args, 1, name)?;
                let n = self.get_int(&args[0])?;
                let u = self.users(v).len() as i128;
                Ok(V::Bool(if name == "hasNUses" { u == n } else { u >= n }))
            }
            "getUsers" => Ok(V::List(self.users(v).into_iter().map(V::Op).collect())),
            "getDefiningOp" | "getOwner" => {
                let Some(op) = self.view().defining_op(v, 0) else {
                    return Ok(V::Null);
                };
                match targs.first() {
                    None => Ok(V::Op(op)),
                    Some(c) => match self.isa(&V::Op(op), c)? {
                        Some(true) => Ok(V::Op(op)),
                        Some(false) => Ok(V::Null),
                        None => err(format!("unknown op class `{}`", c)),
                    },
                }
            }
            "getResultNumber" => {
                let Some(op) = self.view().defining_op(v, 0) else {
                    return err("getResultNumber of a block argument");
                };
                let n = self.view().num_results(op);
                (0..n)
                    .find(|&i| self.view().result(op, i) == v)
                    .map(|i| V::Int(i as i128))
                    .ok_or_else(|| EvalError("the value is not a result of its op".into()))
            }
            "getLoc" => Ok(V::Loc(self.view().value_loc(v))),
            _ => err(format!("unknown Value method `{}`", name)),
        }
    }

    fn op_method(&mut self, o: OpId, name: &str, targs: &[String], args: Vec<V>) -> ER<V> {
        let n_res = self.view().num_results(o);
        let n_opd = self.view().num_operands(o);
        let index = |e: &mut Self, args: &[V], n: usize| -> ER<usize> {
            let i = match args.first() {
                Some(a) => e.get_int(a)?,
                None => 0,
            };
            usize::try_from(i)
                .ok()
                .filter(|&i| i < n)
                .ok_or_else(|| EvalError(format!("index {} out of range", i)))
        };
        match name {
            "getOperation" => return Ok(V::Op(o)),
            "getResult" => {
                let i = index(self, &args, n_res)?;
                return Ok(V::Value(self.view().result(o, i)));
            }
            "getOperand" => {
                let i = index(self, &args, n_opd)?;
                return Ok(V::Value(self.view().operand(o, i)));
            }
            "getResults" => {
                return Ok(V::List(
                    (0..n_res)
                        .map(|i| V::Value(self.view().result(o, i)))
                        .collect(),
                ))
            }
            "getOperands" => {
                return Ok(V::List(
                    (0..n_opd)
                        .map(|i| V::Value(self.view().operand(o, i)))
                        .collect(),
                ))
            }
            "getNumResults" => return Ok(V::Int(n_res as i128)),
            "getNumOperands" => return Ok(V::Int(n_opd as i128)),
            "getName" => {
                let n = self.view().op_name(o);
                return Ok(V::Str(self.ctx().op_name_str(n).to_string()));
            }
            "getLoc" => return Ok(V::Loc(self.view().op_loc(o))),
            "getAttr" | "getAttrOfType" | "hasAttr" | "getDiscardableAttr" | "getInherentAttr" => {
                want(&args, 1, name)?;
                let n = self.get_str(&args[0])?;
                let a = self.view().attr(o, &n);
                if name == "hasAttr" {
                    return Ok(V::Bool(a.is_some()));
                }
                let Some(a) = a else { return Ok(V::Null) };
                if let Some(c) = targs.first() {
                    if self.isa(&V::Attr(a), c)? != Some(true) {
                        return Ok(V::Null);
                    }
                }
                return Ok(V::Attr(a));
            }
            "use_empty" => {
                let mut empty = true;
                for i in 0..n_res {
                    let r = self.view().result(o, i);
                    empty &= self.users(r).is_empty();
                }
                return Ok(V::Bool(empty));
            }
            "hasOneUse" => {
                let mut n = 0;
                for i in 0..n_res {
                    let r = self.view().result(o, i);
                    n += self.users(r).len();
                }
                return Ok(V::Bool(n == 1));
            }
            _ => {}
        }
        // ODS knowledge of the op's class.
        let op_name = {
            let n = self.view().op_name(o);
            self.ctx().op_name_str(n).to_string()
        };
        let lib = self.lib;
        let Some(class) = lib.classes.by_op_name(&op_name) else {
            return err(format!(
                "`{}` on op `{}`, whose ODS definition is not loaded",
                name, op_name
            ));
        };
        if name == "hasTrait" {
            let t = targs
                .first()
                .ok_or_else(|| EvalError("hasTrait without a trait".into()))?;
            return Ok(V::Bool(class.has_trait(t)));
        }
        for (a, ret) in &class.attrs {
            let acc = accessor(a);
            if name == format!("{}Attr", acc) || (name == acc && *ret == Returns::Attr) {
                return Ok(self.view().attr(o, a).map_or(V::Null, V::Attr));
            }
            if name == acc {
                let Some(at) = self.view().attr(o, a) else {
                    return Ok(V::Null);
                };
                return self.convert_attr(at, *ret);
            }
        }
        for (group, list, results) in [(0, &class.operands, false), (1, &class.results, true)] {
            let _ = group;
            if let Some(g) = list.iter().position(|(n, _)| accessor(n) == name) {
                if list.iter().any(|x| x.1) {
                    return err(format!(
                        "`{}`: accessors of ops with variable-length groups are not supported",
                        name
                    ));
                }
                let v = if results {
                    self.view().result(o, g)
                } else {
                    self.view().operand(o, g)
                };
                return Ok(V::Value(v));
            }
        }
        err(format!("unknown member `{}` of op `{}`", name, op_name))
    }

    /// An attribute read through an ODS accessor: converted to its
    /// `returnType`.
    fn convert_attr(&mut self, a: Attr, ret: Returns) -> ER<V> {
        let ctx = self.ctx();
        match ret {
            Returns::Attr => Ok(V::Attr(a)),
            Returns::ApInt => self.attr_method(a, "getValue", &[], vec![]),
            Returns::Int | Returns::UInt | Returns::Bool => match splat_int(ctx, a) {
                Some((b, w)) => Ok(match ret {
                    Returns::Bool => V::Bool(b != 0),
                    Returns::Int => V::Int(sext(b, w)),
                    _ => V::Int(b as i128),
                }),
                None => Ok(V::Attr(a)),
            },
            Returns::Float => Ok(splat_float(ctx, a).map_or(V::Attr(a), V::Float)),
            Returns::Str => Ok(V::Attr(a).as_str(ctx).map_or(V::Attr(a), V::Str)),
            Returns::Type => match ctx.attr_kind(a) {
                AttrKind::Type(t) => Ok(V::Type(*t)),
                _ => Ok(V::Attr(a)),
            },
            Returns::Array => Ok(V::Attr(a).elements(ctx).map_or(V::Attr(a), V::List)),
        }
    }

    fn type_method(&mut self, t: Type, name: &str, targs: &[String], args: Vec<V>) -> ER<V> {
        let ctx = self.ctx();
        let k = ctx.type_kind(t).clone();
        let arg_int = |e: &mut Self, i: usize| -> ER<i128> {
            match args.get(i) {
                Some(a) => e.get_int(a),
                None => err(format!("`{}` needs an argument", name)),
            }
        };
        let int = |signedness: Option<Signedness>| -> ER<V> {
            let ok = match &k {
                TypeKind::Integer {
                    width,
                    signedness: s,
                } => {
                    signedness.is_none_or(|x| x == *s)
                        && match args.first() {
                            Some(V::Int(w)) => i128::from(*width) == *w,
                            Some(_) => return err("a width must be an integer"),
                            None => true,
                        }
                }
                _ => false,
            };
            Ok(V::Bool(ok))
        };
        let is_float = |f: FloatKind| Ok(V::Bool(matches!(k, TypeKind::Float(x) if x == f)));
        let is_int = matches!(k, TypeKind::Integer { .. });
        let is_index = matches!(k, TypeKind::Index);
        let is_fp = matches!(k, TypeKind::Float(_));
        let signless = matches!(
            k,
            TypeKind::Integer {
                signedness: Signedness::Signless,
                ..
            }
        );
        let shape = shape_of(&k).map(|s| s.to_vec());
        let ranked = shape.is_some();
        match name {
            "isInteger" => int(None),
            "isSignlessInteger" => int(Some(Signedness::Signless)),
            "isSignedInteger" => int(Some(Signedness::Signed)),
            "isUnsignedInteger" => int(Some(Signedness::Unsigned)),
            "isSignless" => Ok(V::Bool(signless)),
            "isSigned" => Ok(V::Bool(matches!(
                k,
                TypeKind::Integer {
                    signedness: Signedness::Signed,
                    ..
                }
            ))),
            "isUnsigned" => Ok(V::Bool(matches!(
                k,
                TypeKind::Integer {
                    signedness: Signedness::Unsigned,
                    ..
                }
            ))),
            "isIndex" => Ok(V::Bool(is_index)),
            "isF16" => is_float(FloatKind::F16),
            "isBF16" => is_float(FloatKind::BF16),
            "isF32" => is_float(FloatKind::F32),
            "isF64" => is_float(FloatKind::F64),
            "isF80" => is_float(FloatKind::F80),
            "isF128" => is_float(FloatKind::F128),
            "isTF32" => is_float(FloatKind::TF32),
            "isFloat" => Ok(V::Bool(
                is_fp
                    && match args.first() {
                        Some(w) => {
                            let w = self.get_int(w)?;
                            matches!(k, TypeKind::Float(f) if i128::from(f.bit_width()) == w)
                        }
                        None => true,
                    },
            )),
            "isIntOrIndex" => Ok(V::Bool(is_int || is_index)),
            "isIntOrFloat" => Ok(V::Bool(is_int || is_fp)),
            "isIntOrIndexOrFloat" => Ok(V::Bool(is_int || is_index || is_fp)),
            "isSignlessIntOrIndex" => Ok(V::Bool(signless || is_index)),
            "isSignlessIntOrIndexOrFloat" => Ok(V::Bool(signless || is_index || is_fp)),
            "isSignlessIntOrFloat" => Ok(V::Bool(signless || is_fp)),
            "getIntOrFloatBitWidth" | "getWidth" => match &k {
                TypeKind::Integer { width, .. } => Ok(V::Int(i128::from(*width))),
                TypeKind::Float(f) => Ok(V::Int(i128::from(f.bit_width()))),
                _ => err("getIntOrFloatBitWidth of a type that is not an integer or float"),
            },
            "getElementTypeBitWidth" => {
                let e = element_type(&k).ok_or_else(|| EvalError("not a shaped type".into()))?;
                self.type_method(e, "getIntOrFloatBitWidth", &[], vec![])
            }
            "getElementType" => match &k {
                TypeKind::Complex(e) => Ok(V::Type(*e)),
                _ => element_type(&k)
                    .map(V::Type)
                    .ok_or_else(|| EvalError("getElementType of a type that is not shaped".into())),
            },
            "hasRank" => Ok(V::Bool(ranked)),
            "getRank" => shape
                .map(|s| V::Int(s.len() as i128))
                .ok_or_else(|| EvalError("getRank of an unranked type".into())),
            "getShape" => shape
                .map(|s| V::List(s.iter().map(|&d| V::Int(d.into())).collect()))
                .ok_or_else(|| EvalError("getShape of an unranked type".into())),
            "hasStaticShape" => Ok(V::Bool(shape.is_some_and(|s| !s.contains(&DYNAMIC)))),
            "getNumElements" => {
                let s =
                    shape.ok_or_else(|| EvalError("getNumElements of an unranked type".into()))?;
                if s.contains(&DYNAMIC) {
                    return err("getNumElements of a dynamic shape");
                }
                value::num_elements(Some(&s))
                    .map(|n| V::Int(n.into()))
                    .ok_or_else(|| EvalError("too many elements".into()))
            }
            "getNumDynamicDims" => Ok(V::Int(
                shape.map_or(0, |s| s.iter().filter(|&&d| d == DYNAMIC).count()) as i128,
            )),
            "getDimSize" | "isDynamicDim" => {
                let i = arg_int(self, 0)?;
                let s = shape.ok_or_else(|| EvalError("a dimension of an unranked type".into()))?;
                let d = usize::try_from(i)
                    .ok()
                    .and_then(|i| s.get(i).copied())
                    .ok_or_else(|| EvalError("dimension out of range".into()))?;
                Ok(if name == "getDimSize" {
                    V::Int(d.into())
                } else {
                    V::Bool(d == DYNAMIC)
                })
            }
            "getScalableDims" => match &k {
                TypeKind::Vector { scalable, .. } => {
                    Ok(V::List(scalable.iter().map(|&b| V::Bool(b)).collect()))
                }
                _ => err("getScalableDims of a non-vector"),
            },
            "isScalable" => match &k {
                TypeKind::Vector { scalable, .. } => Ok(V::Bool(scalable.iter().any(|&b| b))),
                _ => err("isScalable of a non-vector"),
            },
            "getEncoding" => match &k {
                TypeKind::RankedTensor { encoding, .. } => Ok(encoding.map_or(V::Null, V::Attr)),
                _ => err("getEncoding of a non-tensor"),
            },
            "isStrided" => match &k {
                TypeKind::MemRef { layout: None, .. } => Ok(V::Bool(true)),
                TypeKind::MemRef {
                    layout: Some(l), ..
                } => match self.ctx().attr_kind(*l) {
                    AttrKind::Strided { .. } => Ok(V::Bool(true)),
                    _ => err("isStrided of a memref with an affine map layout"),
                },
                _ => err("isStrided of a non-memref"),
            },
            "getMemorySpace" => match &k {
                TypeKind::MemRef { space, .. } | TypeKind::UnrankedMemRef { space, .. } => {
                    Ok(space.map_or(V::Null, V::Attr))
                }
                _ => err("getMemorySpace of a non-memref"),
            },
            "getInputs" | "getResults" | "getNumInputs" | "getNumResults" | "getInput" => {
                let TypeKind::Function { inputs, results } = &k else {
                    return err(format!("`{}` of a non-function type", name));
                };
                let l = if name.contains("Input") {
                    inputs
                } else {
                    results
                };
                Ok(match name {
                    "getNumInputs" | "getNumResults" => V::Int(l.len() as i128),
                    "getInput" => {
                        let i = arg_int(self, 0)?;
                        usize::try_from(i)
                            .ok()
                            .and_then(|i| l.get(i))
                            .map(|&t| V::Type(t))
                            .ok_or_else(|| EvalError("index out of range".into()))?
                    }
                    _ => V::List(l.iter().map(|&t| V::Type(t)).collect()),
                })
            }
            "getTypes" | "size" | "getType" => {
                let TypeKind::Tuple(ts) = &k else {
                    return err(format!("`{}` of a non-tuple type", name));
                };
                Ok(match name {
                    "size" => V::Int(ts.len() as i128),
                    "getType" => {
                        let i = arg_int(self, 0)?;
                        usize::try_from(i)
                            .ok()
                            .and_then(|i| ts.get(i))
                            .map(|&t| V::Type(t))
                            .ok_or_else(|| EvalError("index out of range".into()))?
                    }
                    _ => V::List(ts.iter().map(|&t| V::Type(t)).collect()),
                })
            }
            "hasTrait" => {
                let tr = targs
                    .first()
                    .map(|t| t.rsplit("::").next().unwrap_or(t))
                    .unwrap_or("");
                match tr {
                    "ValueSemantics" => Ok(V::Bool(matches!(
                        k,
                        TypeKind::RankedTensor { .. }
                            | TypeKind::UnrankedTensor(_)
                            | TypeKind::Vector { .. }
                    ))),
                    _ => err(format!("type trait `{}` is not known", tr)),
                }
            }
            "clone" | "cloneWith" => self.clone_type(&k, name, args),
            _ => err(format!("unknown Type method `{}`", name)),
        }
    }

    /// `ShapedType::clone(elem)`, `clone(shape, elem)`, `cloneWith(shape?, elem)`.
    fn clone_type(&mut self, k: &TypeKind, name: &str, args: Vec<V>) -> ER<V> {
        let (shape, elem) = match args.as_slice() {
            [e] if name == "clone" => (None, Some(self.get_type(e)?)),
            [s, e] => {
                let s = match s {
                    V::Null => None,
                    other => Some(
                        self.get_list(other)?
                            .iter()
                            .map(|x| self.get_int(x).map(|i| i as i64))
                            .collect::<ER<Vec<_>>>()?,
                    ),
                };
                (s, Some(self.get_type(e)?))
            }
            [s] => (
                Some(
                    self.get_list(s)?
                        .iter()
                        .map(|x| self.get_int(x).map(|i| i as i64))
                        .collect::<ER<Vec<_>>>()?,
                ),
                None,
            ),
            _ => return err("bad arguments to clone"),
        };
        let ctx = self.ctx();
        let nk = match k.clone() {
            TypeKind::RankedTensor {
                shape: s,
                elem: e,
                encoding,
            } => TypeKind::RankedTensor {
                shape: shape.unwrap_or(s),
                elem: elem.unwrap_or(e),
                encoding,
            },
            TypeKind::UnrankedTensor(e) => match shape {
                Some(s) => TypeKind::RankedTensor {
                    shape: s,
                    elem: elem.unwrap_or(e),
                    encoding: None,
                },
                None => TypeKind::UnrankedTensor(elem.unwrap_or(e)),
            },
            TypeKind::Vector {
                shape: s,
                scalable,
                elem: e,
            } => {
                let shape = shape.unwrap_or(s);
                let scalable = if scalable.len() == shape.len() {
                    scalable
                } else {
                    vec![false; shape.len()]
                };
                TypeKind::Vector {
                    shape,
                    scalable,
                    elem: elem.unwrap_or(e),
                }
            }
            _ => return err("clone of a type that is not a tensor or vector"),
        };
        Ok(V::Type(ctx.ty(nk)))
    }

    fn attr_method(&mut self, a: Attr, name: &str, targs: &[String], args: Vec<V>) -> ER<V> {
        let ctx = self.ctx();
        let k = ctx.attr_kind(a).clone();
        match (name, &k) {
            ("getType", _) => {
                let t = crate::machine::attr_type(ctx, a)
                    .ok_or_else(|| EvalError("getType of an untyped attribute".into()))?;
                Ok(V::Type(t))
            }
            ("getInt" | "getSInt" | "getUInt", AttrKind::Integer { .. }) => {
                let (b, w) =
                    splat_int(ctx, a).ok_or_else(|| EvalError("integer out of range".into()))?;
                Ok(V::Int(if name == "getUInt" {
                    b as i128
                } else {
                    sext(b, w)
                }))
            }
            ("getAPSInt", AttrKind::Integer { ty, .. }) => {
                // MLIR asserts on signless integers (they carry no sign).
                let unsigned = match ctx.type_kind(*ty) {
                    TypeKind::Integer {
                        signedness: Signedness::Signless,
                        ..
                    }
                    | TypeKind::Index => return err("getAPSInt of a signless integer"),
                    TypeKind::Integer { signedness, .. } => *signedness == Signedness::Unsigned,
                    _ => return err("getAPSInt of a non-integer"),
                };
                let (b, w) =
                    splat_int(ctx, a).ok_or_else(|| EvalError("integer out of range".into()))?;
                Ok(V::ApSInt(b, w, unsigned))
            }
            ("isIdentity", AttrKind::AffineMap(text)) => {
                Ok(V::Bool(affine_identity(text).ok_or_else(|| {
                    EvalError("an affine map not read".into())
                })?))
            }
            ("reshape", AttrKind::DenseElements { ty, splat, values }) => {
                want(&args, 1, name)?;
                let new = self.get_type(&args[0])?;
                let ctx = self.ctx();
                let (old_k, new_k) = (ctx.type_kind(*ty), ctx.type_kind(new));
                let same_elem = element_type(old_k) == element_type(new_k);
                let count = |k| value::num_elements(shape_of(k));
                if !same_elem || count(old_k).is_none() || count(old_k) != count(new_k) {
                    return err("reshape to a type of another element type or count");
                }
                let kind = AttrKind::DenseElements {
                    ty: new,
                    splat: *splat,
                    values: values.clone(),
                };
                Ok(V::Attr(ctx.attr(kind)))
            }
            ("mapValues", AttrKind::DenseElements { ty, splat, values }) => {
                let [elem, V::Lambda(l)] = args.as_slice() else {
                    return err("mapValues takes an element type and a lambda");
                };
                let new_elem = self.get_type(elem)?;
                let ctx = self.ctx();
                let old_elem = element_type(ctx.type_kind(*ty))
                    .ok_or_else(|| EvalError("not shaped".into()))?;
                let old_k = ctx.type_kind(old_elem).clone();
                let new_w = match ctx.type_kind(new_elem) {
                    TypeKind::Float(f) => f.bit_width(),
                    k => {
                        int_width(k).ok_or_else(|| EvalError("mapValues to a non-scalar".into()))?
                    }
                };
                let ty_kind = ctx_kind(self, *ty);
                let shaped = self.clone_type(&ty_kind, "clone", vec![V::Type(new_elem)])?;
                let mut out = Vec::with_capacity(values.len());
                for &bits in values.iter() {
                    let arg = match old_k {
                        TypeKind::Float(f) => V::Float(float::to_f64(f, bits)),
                        ref k => V::ApInt(bits, int_width(k).unwrap_or(64)),
                    };
                    let r = self.call_lambda(l, vec![arg])?;
                    let b = match r {
                        V::ApInt(b, _) | V::ApSInt(b, _, _) => b,
                        other => mask(self.get_int(&other)?, 128),
                    };
                    out.push(mask(b as i128, new_w));
                }
                let V::Type(shaped) = shaped else {
                    return err("mapValues of an unshaped attribute");
                };
                let kind = AttrKind::DenseElements {
                    ty: shaped,
                    splat: *splat,
                    values: out.into_boxed_slice(),
                };
                Ok(V::Attr(self.ctx().attr(kind)))
            }
            ("getValue", AttrKind::Integer { .. }) => {
                let (b, w) =
                    splat_int(ctx, a).ok_or_else(|| EvalError("integer out of range".into()))?;
                Ok(V::ApInt(b, w))
            }
            ("getValue" | "getValueAsDouble", AttrKind::Float { .. }) => {
                Ok(V::Float(splat_float(ctx, a).unwrap_or(f64::NAN)))
            }
            ("getValue" | "str" | "strref" | "getStrRef", AttrKind::String { value, .. }) => {
                Ok(V::Str(String::from_utf8_lossy(value).into_owned()))
            }
            ("getValue", AttrKind::Type(t)) => Ok(V::Type(*t)),
            ("getValue", AttrKind::SymbolRef { root, nested }) if nested.is_empty() => {
                Ok(V::Str(root.clone()))
            }
            ("getRootReference" | "getLeafReference", AttrKind::SymbolRef { root, nested }) => {
                let s = if name == "getRootReference" {
                    root.clone()
                } else {
                    nested.last().cloned().unwrap_or_else(|| root.clone())
                };
                Ok(V::Attr(ctx.string_attr(&s)))
            }
            ("getValue" | "asArrayRef", AttrKind::Array(_) | AttrKind::DenseArray { .. }) => {
                V::Attr(a)
                    .elements(ctx)
                    .map(V::List)
                    .ok_or_else(|| EvalError("not an array".into()))
            }
            ("size" | "getNumElements", AttrKind::Array(xs)) => Ok(V::Int(xs.len() as i128)),
            ("size" | "getNumElements" | "getSize", AttrKind::DenseArray { values, .. }) => {
                Ok(V::Int(values.len() as i128))
            }
            ("empty", AttrKind::Array(xs)) => Ok(V::Bool(xs.is_empty())),
            ("empty", AttrKind::DenseArray { values, .. }) => Ok(V::Bool(values.is_empty())),
            ("empty", AttrKind::DenseElements { ty, .. }) => {
                let n = value::num_elements(shape_of(ctx.type_kind(*ty)))
                    .ok_or_else(|| EvalError("a dynamic shape".into()))?;
                Ok(V::Bool(n == 0))
            }
            ("getValue", AttrKind::Dictionary(xs)) => {
                Ok(V::List(xs.iter().map(|x| V::Attr(x.1)).collect()))
            }
            ("get" | "contains", AttrKind::Dictionary(xs)) => {
                want(&args, 1, name)?;
                let n = self.get_str(&args[0])?;
                let found = xs.iter().find(|x| x.0 == n).map(|x| x.1);
                Ok(if name == "contains" {
                    V::Bool(found.is_some())
                } else {
                    found.map_or(V::Null, V::Attr)
                })
            }
            (
                "isSplat",
                AttrKind::DenseElements { splat, .. } | AttrKind::DenseString { splat, .. },
            ) => Ok(V::Bool(*splat)),
            (
                "getNumElements" | "size",
                AttrKind::DenseElements { ty, .. } | AttrKind::DenseString { ty, .. },
            ) => {
                let n = value::num_elements(shape_of(ctx.type_kind(*ty)))
                    .ok_or_else(|| EvalError("a dynamic shape".into()))?;
                Ok(V::Int(n.into()))
            }
            (
                "getElementType",
                AttrKind::DenseElements { ty, .. } | AttrKind::DenseString { ty, .. },
            ) => element_type(ctx.type_kind(*ty))
                .map(V::Type)
                .ok_or_else(|| EvalError("not shaped".into())),
            (
                "getShapedType",
                AttrKind::DenseElements { ty, .. } | AttrKind::DenseString { ty, .. },
            ) => Ok(V::Type(*ty)),
            ("getSplatValue", AttrKind::DenseElements { ty, splat, values }) => {
                if !splat {
                    return err("getSplatValue of a non-splat attribute");
                }
                let b = *values
                    .first()
                    .ok_or_else(|| EvalError("an empty splat".into()))?;
                self.element(
                    *ty,
                    b,
                    targs.first().map(String::as_str).unwrap_or("Attribute"),
                )
            }
            ("getValues", AttrKind::DenseElements { ty, splat, values }) => {
                let n = value::num_elements(shape_of(ctx.type_kind(*ty)))
                    .ok_or_else(|| EvalError("a dynamic shape".into()))?;
                let class = targs
                    .first()
                    .map(String::as_str)
                    .unwrap_or("Attribute")
                    .to_string();
                let mut out = Vec::new();
                for i in 0..n.clamp(0, 1 << 20) as usize {
                    let b = if *splat {
                        values.first()
                    } else {
                        values.get(i)
                    };
                    let b = *b.ok_or_else(|| EvalError("fewer elements than the shape".into()))?;
                    out.push(self.element(*ty, b, &class)?);
                }
                Ok(V::List(out))
            }
            _ => {
                // Methods of `getValue()` called on the attribute itself
                // are not C++; unknown ones are errors.
                let _ = attr_is;
                err(format!("unknown method `{}` for this attribute", name))
            }
        }
    }

    /// One element of a dense elements attribute, as `getSplatValue<T>`
    /// / `getValues<T>` give it.
    fn element(&mut self, ty: Type, bits: u128, class: &str) -> ER<V> {
        let ctx = self.ctx();
        let elem = element_type(ctx.type_kind(ty)).ok_or_else(|| EvalError("not shaped".into()))?;
        let ek = ctx.type_kind(elem).clone();
        let class = class.rsplit("::").next().unwrap_or(class);
        match (&ek, class) {
            (TypeKind::Float(f), "APFloat" | "double" | "float") => {
                Ok(V::Float(float::to_f64(*f, bits)))
            }
            (TypeKind::Float(_), "Attribute" | "FloatAttr" | "TypedAttr") => {
                let f = float::to_f64(
                    match ek {
                        TypeKind::Float(f) => f,
                        _ => FloatKind::F64,
                    },
                    bits,
                );
                self.make_float_attr(elem, &V::Float(f))
            }
            (_, "APInt") => Ok(V::ApInt(bits, int_width(&ek).unwrap_or(64))),
            (_, "bool") => Ok(V::Bool(bits != 0)),
            (_, "Attribute" | "IntegerAttr" | "TypedAttr") => {
                let w = int_width(&ek).unwrap_or(64);
                self.make_int_attr(elem, &V::Int(sext(bits, w)))
            }
            (_, c) if super::eval::scalar_width(c).0 > 0 && c != "Attribute" => {
                let w = int_width(&ek).unwrap_or(64);
                let (_, signed) = super::eval::scalar_width(c);
                Ok(V::Int(if signed { sext(bits, w) } else { bits as i128 }))
            }
            _ => err(format!("elements of class `{}`", class)),
        }
    }

    fn list_method(&mut self, xs: Vec<V>, name: &str, args: Vec<V>) -> ER<V> {
        let n = |e: &mut Self| -> ER<usize> {
            match args.first() {
                Some(a) => {
                    usize::try_from(e.get_int(a)?).map_err(|_| EvalError("negative count".into()))
                }
                None => Ok(1),
            }
        };
        match name {
            "size" => Ok(V::Int(xs.len() as i128)),
            "empty" => Ok(V::Bool(xs.is_empty())),
            "front" => xs
                .first()
                .cloned()
                .ok_or_else(|| EvalError("front of an empty range".into())),
            "back" => xs
                .last()
                .cloned()
                .ok_or_else(|| EvalError("back of an empty range".into())),
            "drop_front" => {
                let k = n(self)?.min(xs.len());
                Ok(V::List(xs[k..].to_vec()))
            }
            "drop_back" => {
                let k = n(self)?.min(xs.len());
                Ok(V::List(xs[..xs.len() - k].to_vec()))
            }
            "take_front" => {
                let k = n(self)?.min(xs.len());
                Ok(V::List(xs[..k].to_vec()))
            }
            "getTypes" | "getType" => {
                let mut out = Vec::with_capacity(xs.len());
                for x in &xs {
                    out.push(V::Type(self.get_type(x)?));
                }
                Ok(V::List(out))
            }
            "equals" => {
                want(&args, 1, name)?;
                Ok(V::Bool(self.equal(&V::List(xs), &args[0])?))
            }
            _ => err(format!("unknown range method `{}`", name)),
        }
    }

    /// `Class::get(...)`: the static constructors of builtin types and
    /// attributes.
    pub fn constructor(
        &mut self,
        class: &str,
        parts: &[String],
        _targs: &[String],
        args: &[Expr],
    ) -> ER<V> {
        // `IntegerType::get(ctx, w, IntegerType::Signed)`: the enum.
        let signedness = args.iter().find_map(|a| match a {
            Expr::Name(p, _) if p.len() >= 2 && p[p.len() - 2] == "IntegerType" => {
                match p.last().map(String::as_str) {
                    Some("Signed") => Some(Signedness::Signed),
                    Some("Unsigned") => Some(Signedness::Unsigned),
                    Some("Signless") => Some(Signedness::Signless),
                    _ => None,
                }
            }
            _ => None,
        });
        let a: Vec<V> = args
            .iter()
            .filter(|a| !matches!(a, Expr::Name(p, _) if p.len() >= 2 && p[p.len() - 2] == "IntegerType"))
            .map(|x| self.eval(x))
            .collect::<ER<_>>()?;
        // The context argument, if any, is dropped.
        let a: Vec<V> = a.into_iter().filter(|x| !matches!(x, V::Ctx)).collect();
        if let Some(k) = float_class(class) {
            return Ok(V::Type(value::float_type(self.ctx(), k)));
        }
        let ty = |e: &mut Self, i: usize| -> ER<Type> {
            match a.get(i) {
                Some(x) => e.get_type(x),
                None => err("missing type argument"),
            }
        };
        let shape = |e: &mut Self, i: usize| -> ER<Vec<i64>> {
            match a.get(i) {
                Some(x) => e
                    .get_list(x)?
                    .iter()
                    .map(|d| e.get_int(d).map(|d| d as i64))
                    .collect(),
                None => err("missing shape argument"),
            }
        };
        match class {
            "IntegerType" => {
                let w = self.get_int(a.first().unwrap_or(&V::Null))?;
                let w = u32::try_from(w).map_err(|_| EvalError("bad width".into()))?;
                Ok(V::Type(int_type(
                    self.ctx(),
                    w,
                    signedness.unwrap_or(Signedness::Signless),
                )))
            }
            "IndexType" => Ok(V::Type(self.ctx().index_type())),
            "NoneType" => Ok(V::Type(self.ctx().ty(TypeKind::None))),
            "ComplexType" => {
                let e = ty(self, 0)?;
                Ok(V::Type(self.ctx().ty(TypeKind::Complex(e))))
            }
            "RankedTensorType" => {
                let s = shape(self, 0)?;
                let e = ty(self, 1)?;
                let encoding = match a.get(2) {
                    Some(V::Attr(x)) => Some(*x),
                    _ => None,
                };
                Ok(V::Type(self.ctx().ty(TypeKind::RankedTensor {
                    shape: s,
                    elem: e,
                    encoding,
                })))
            }
            "UnrankedTensorType" => {
                let e = ty(self, 0)?;
                Ok(V::Type(self.ctx().ty(TypeKind::UnrankedTensor(e))))
            }
            "VectorType" => {
                let s = shape(self, 0)?;
                let e = ty(self, 1)?;
                let scalable = vec![false; s.len()];
                Ok(V::Type(self.ctx().ty(TypeKind::Vector {
                    shape: s,
                    scalable,
                    elem: e,
                })))
            }
            "MemRefType" => {
                let s = shape(self, 0)?;
                let e = ty(self, 1)?;
                Ok(V::Type(self.ctx().ty(TypeKind::MemRef {
                    shape: s,
                    elem: e,
                    layout: None,
                    space: None,
                })))
            }
            // Constructors that are builder getters under another name.
            "TupleType" | "FunctionType" | "IntegerAttr" | "FloatAttr" | "BoolAttr"
            | "UnitAttr" | "TypeAttr" | "ArrayAttr" => {
                let getter = match class {
                    "TupleType" => "getTupleType",
                    "FunctionType" => "getFunctionType",
                    "IntegerAttr" => "getIntegerAttr",
                    "FloatAttr" => "getFloatAttr",
                    "BoolAttr" => "getBoolAttr",
                    "UnitAttr" => "getUnitAttr",
                    "TypeAttr" => "getTypeAttr",
                    _ => "getArrayAttr",
                };
                self.builder_method(getter, &[], a)
            }
            "StringAttr" => {
                let s = a.iter().find_map(|x| match x {
                    V::Str(s) => Some(s.clone()),
                    _ => None,
                });
                let s = s.ok_or_else(|| EvalError("StringAttr::get needs a string".into()))?;
                Ok(V::Attr(self.ctx().string_attr(&s)))
            }
            "SymbolRefAttr" | "FlatSymbolRefAttr" => {
                let s = match a.first() {
                    Some(x) => self.get_str(x)?,
                    None => return err("SymbolRefAttr::get needs a name"),
                };
                Ok(V::Attr(self.ctx().attr(AttrKind::SymbolRef {
                    root: s,
                    nested: vec![],
                })))
            }
            "DenseElementsAttr" | "DenseIntElementsAttr" | "DenseFPElementsAttr" => {
                want(&a, 2, "DenseElementsAttr::get")?;
                let t = self.get_type(&a[0])?;
                let elems = match &a[1] {
                    V::Attr(x) if !matches!(self.ctx().attr_kind(*x), AttrKind::Array(_)) => {
                        vec![V::Attr(*x)]
                    }
                    other => self.get_list(other)?,
                };
                self.dense(t, elems)
            }
            "DenseBoolArrayAttr" | "DenseI8ArrayAttr" | "DenseI16ArrayAttr"
            | "DenseI32ArrayAttr" | "DenseI64ArrayAttr" | "DenseF32ArrayAttr"
            | "DenseF64ArrayAttr" => {
                let name = format!("get{}", class);
                self.builder_method(&name, &[], a)
            }
            _ => {
                let lib = self.lib;
                let reg = &lib.classes.dialect;
                let written = parts[..parts.len().saturating_sub(1)].join("::");
                if let Some(d) = reg.resolve_def(&written) {
                    return self.dialect_get(d, a);
                }
                if let Some(e) = reg.resolve_specialized(&written) {
                    let v = match a.as_slice() {
                        [v] => self.get_int(v)?,
                        _ => return err(format!("`{}::get` takes one enum value", written)),
                    };
                    return reg.specialized_attr(self.ctx(), e, v);
                }
                err(format!("unknown constructor `{}::get`", class))
            }
        }
    }
}

/// The kind of a type (cloned, to call `clone_type` on it).
fn ctx_kind(e: &mut Env<'_, '_>, t: Type) -> TypeKind {
    e.ctx().type_kind(t).clone()
}

/// Whether an affine map's text (`(d0, d1)[s0] -> (d0, d1)`) is an
/// identity: as many results as dimensions, result `i` dimension `i`.
pub fn affine_identity(text: &str) -> Option<bool> {
    let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let (lhs, rhs) = t.split_once("->")?;
    let dims = lhs.strip_prefix('(')?.split(')').next()?;
    let results = rhs.strip_prefix('(')?.strip_suffix(')')?;
    let split = |s: &str| -> Vec<String> {
        if s.is_empty() {
            Vec::new()
        } else {
            s.split(',').map(str::to_string).collect()
        }
    };
    Some(split(dims) == split(results))
}

fn apsint_method(
    bits: u128,
    w: u32,
    unsigned: bool,
    name: &str,
    args: &[V],
    ctx: &Context,
) -> ER<V> {
    Ok(match name {
        "getExtValue" => V::Int(if unsigned {
            bits as i128
        } else {
            sext(bits, w)
        }),
        "isUnsigned" => V::Bool(unsigned),
        "isSigned" => V::Bool(!unsigned),
        "isNegative" => V::Bool(!unsigned && w > 0 && (bits >> (w - 1)) & 1 == 1),
        _ => return apint_method(bits, w, name, args, ctx),
    })
}

fn apint_method(bits: u128, w: u32, name: &str, args: &[V], ctx: &Context) -> ER<V> {
    let s = sext(bits, w);
    // `sext(n)`, `zext(n)`, `trunc(n)` and their `OrTrunc`/`OrSelf` forms.
    let to = || -> ER<u32> {
        args.first()
            .and_then(|a| a.as_int(ctx))
            .and_then(|n| u32::try_from(n).ok())
            .filter(|&n| n > 0 && n <= 128)
            .ok_or_else(|| EvalError(format!("`{}` needs a width of 1 to 128", name)))
    };
    match name {
        "sext" | "sextOrTrunc" | "sextOrSelf" => {
            let n = to()?;
            return Ok(V::ApInt(mask(s, n), n));
        }
        "zext" | "zextOrTrunc" | "zextOrSelf" | "trunc" | "truncOrSelf" => {
            let n = to()?;
            return Ok(V::ApInt(mask(bits as i128, n), n));
        }
        _ => {}
    }
    let sign = w > 0 && (bits >> (w - 1)) & 1 == 1;
    Ok(match name {
        "isZero" => V::Bool(bits == 0),
        "isOne" => V::Bool(bits == 1),
        "isAllOnes" => V::Bool(bits == mask(-1, w)),
        "isNegative" | "isSignBitSet" => V::Bool(sign),
        "isNonNegative" => V::Bool(!sign),
        "isStrictlyPositive" => V::Bool(!sign && bits != 0),
        "isPowerOf2" => V::Bool(bits != 0 && bits & (bits - 1) == 0),
        "getSExtValue" => V::Int(s),
        "getZExtValue" => V::Int(bits as i128),
        "getLimitedValue" => {
            let lim = match args.first() {
                Some(l) => l.as_int(ctx).unwrap_or(i128::MAX) as u128,
                None => u64::MAX as u128,
            };
            V::Int(bits.min(lim) as i128)
        }
        "getBitWidth" => V::Int(w.into()),
        _ => return err(format!("unknown APInt method `{}`", name)),
    })
}

fn float_method(f: f64, name: &str, args: &[V], ctx: &Context) -> ER<V> {
    Ok(match name {
        "isZero" => V::Bool(f == 0.0),
        "isNonZero" => V::Bool(f != 0.0),
        "isNegative" => V::Bool(f.is_sign_negative()),
        "isNaN" => V::Bool(f.is_nan()),
        "isInfinity" => V::Bool(f.is_infinite()),
        "isFinite" => V::Bool(f.is_finite()),
        "isPosZero" => V::Bool(f == 0.0 && f.is_sign_positive()),
        "isNegZero" => V::Bool(f == 0.0 && f.is_sign_negative()),
        "isInteger" => V::Bool(f.is_finite() && f.fract() == 0.0),
        "convertToDouble" => V::Float(f),
        "convertToFloat" => V::Float(f as f32 as f64),
        "isExactlyValue" => {
            let v = args
                .first()
                .and_then(|a| a.as_float(ctx))
                .ok_or_else(|| EvalError("isExactlyValue needs a number".into()))?;
            V::Bool(f == v && f.is_sign_negative() == v.is_sign_negative())
        }
        _ => return err(format!("unknown APFloat method `{}`", name)),
    })
}

fn str_method(s: &str, name: &str, args: &[V], ctx: &Context) -> ER<V> {
    let arg = || {
        args.first()
            .and_then(|a| a.as_str(ctx))
            .ok_or_else(|| EvalError(format!("`{}` needs a string", name)))
    };
    Ok(match name {
        "str" | "getStringRef" | "data" | "strref" | "getValue" => V::Str(s.to_string()),
        "size" => V::Int(s.len() as i128),
        "empty" => V::Bool(s.is_empty()),
        "equals" => V::Bool(s == arg()?),
        "starts_with" | "startswith" => V::Bool(s.starts_with(&arg()?)),
        "ends_with" | "endswith" => V::Bool(s.ends_with(&arg()?)),
        "contains" => V::Bool(s.contains(&arg()?)),
        _ => return err(format!("unknown string method `{}`", name)),
    })
}
