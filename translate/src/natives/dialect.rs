//! Dialect attribute and type classes and enums for the evaluator, from
//! ODS ([`patsat_frontend::ods::AttrOrTypeDef`], [`EnumDef`]): the C++
//! class of each def (`stablehlo::ComparisonDirectionAttr`) and enum
//! (`stablehlo::ComparisonDirection`), so snippets can build
//! (`X::get(ctx, params...)`), test (`isa<X>`), take apart (parameter
//! accessors `getWidth()`, an `EnumAttr`'s `getValue()`) and compare
//! dialect attributes and types, and name enum cases
//! (`ComparisonDirection::EQ`), `stringify<E>` and `symbolize<E>` them.
//!
//! A dialect attribute or type lives in the IR as the text MLIR prints
//! for it (an opaque attribute or type): `#stablehlo<comparison_direction
//! EQ>`, `#stablehlo.result_accuracy_mode<DEFAULT>`. Building one prints
//! its parameters by the def's assembly format ([`super::asm_format`])
//! after the mnemonic, in MLIR's pretty form `#dialect.mnemonic<...>`
//! when the text is simple enough and `#dialect<mnemonic ...>` otherwise;
//! taking one apart parses that text back. Enum values are C++ integers.
//! An enum with its own attribute class (`genSpecializedAttr`) has that
//! class too: an integer attribute of the enum's width.

use super::asm_format::{self, Elem};
use super::value::{err, EvalError, ER, V};
use patsat_frontend::ods::{AttrOrTypeDef, DefKind, EnumDef, OdsModel};
use patsat_ir::{AttrKind, Context, TypeKind};

/// How a parameter's C++ type prints and parses.
#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    /// A C++ integer.
    Int {
        /// Bit width.
        width: u32,
        /// Signed.
        signed: bool,
    },
    /// `APInt`.
    ApInt,
    /// `bool`.
    Bool,
    /// `APFloat`, `double`, `float`.
    Float,
    /// `StringRef`, `std::string`.
    Str,
    /// An enum (index into the enums).
    Enum(usize),
    /// A type; `Some(def)` when its class is a dialect type def.
    Type(Option<usize>),
    /// An attribute; `Some(def)` when its class is a dialect attr def.
    Attr(Option<usize>),
    /// `ArrayRef<T>`.
    Array(Box<Kind>),
    /// `std::optional<T>`.
    Optional(Box<Kind>),
    /// Anything else (its C++ type).
    Unknown(String),
}

/// One attribute or type class.
#[derive(Clone, Debug)]
pub struct DefClass {
    /// The ODS def.
    pub def: AttrOrTypeDef,
    /// The qualified class name without `mlir::`
    /// (`stablehlo::ComparisonDirectionAttr`).
    pub qualified: String,
    /// How each parameter prints.
    pub kinds: Vec<Kind>,
    /// The parsed assembly format (`None` without one).
    pub format: Option<Result<Vec<Elem>, String>>,
}

/// The dialect attribute and type classes and enums of the loaded ODS.
#[derive(Clone, Debug, Default)]
pub struct DialectClasses {
    defs: Vec<DefClass>,
    enums: Vec<EnumDef>,
}

/// A C++ name without leading `::` and `mlir::`/`llvm::` qualifiers.
fn plain(name: &str) -> String {
    let mut s = name.trim().trim_start_matches("::").to_string();
    for ns in ["mlir::", "llvm::"] {
        while let Some(r) = s.strip_prefix(ns) {
            s = r.to_string();
        }
    }
    s.replace("::mlir::", "::").replace("::llvm::", "::")
}

fn qualify(ns: &str, class: &str) -> String {
    let ns = plain(ns);
    if ns.is_empty() || ns == "mlir" {
        class.to_string()
    } else {
        format!("{}::{}", ns, class)
    }
}

/// Does `q` (qualified) answer to `written` (possibly less qualified)?
fn names(q: &str, written: &str) -> bool {
    let w = plain(written);
    q == w || q.ends_with(&format!("::{}", w))
}

/// A keyword MLIR prints without quotes.
pub fn is_keyword(s: &str) -> bool {
    let mut cs = s.chars();
    matches!(cs.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && cs.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

/// MLIR's test for printing a dialect symbol as `#dialect.symbol`.
fn pretty(sym: &str) -> bool {
    let Some(first) = sym.chars().next() else {
        return false;
    };
    if !first.is_ascii_alphabetic() {
        return false;
    }
    let rest = sym.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

fn int_kind(t: &str) -> Option<Kind> {
    let (width, signed) = match t {
        "int8_t" | "char" => (8, true),
        "uint8_t" => (8, false),
        "int16_t" | "short" => (16, true),
        "uint16_t" => (16, false),
        "int" | "int32_t" => (32, true),
        "unsigned" | "uint32_t" | "unsigned int" => (32, false),
        "int64_t" | "long" | "long long" => (64, true),
        "uint64_t" | "size_t" | "unsigned long" => (64, false),
        _ => return None,
    };
    Some(Kind::Int { width, signed })
}

impl DialectClasses {
    /// Adds the defs and enums of `model` (ones already known are kept).
    pub fn add(&mut self, model: &OdsModel) {
        for e in &model.enums {
            if !self.enums.iter().any(|x| x.def_name == e.def_name) {
                self.enums.push(e.clone());
            }
        }
        for d in &model.attr_type_defs {
            if self.defs.iter().any(|x| x.def.def_name == d.def_name) {
                continue;
            }
            self.defs.push(DefClass {
                qualified: qualify(&d.cpp_namespace, &d.cpp_class),
                def: d.clone(),
                kinds: Vec::new(),
                format: None,
            });
        }
        // Parameter kinds may name classes of later files: recompute.
        for i in 0..self.defs.len() {
            let kinds: Vec<Kind> = self.defs[i]
                .def
                .params
                .iter()
                .map(|p| self.kind_of(&p.cpp_type))
                .collect();
            let format = self.defs[i]
                .def
                .assembly_format
                .as_deref()
                .filter(|_| !self.defs[i].def.custom_format)
                .map(|f| asm_format::parse_format(f, &self.defs[i].def.params));
            self.defs[i].kinds = kinds;
            self.defs[i].format = format;
        }
    }

    /// How a C++ parameter type prints.
    pub fn kind_of(&self, cpp: &str) -> Kind {
        let mut t = plain(cpp);
        if let Some(r) = t.strip_prefix("const ") {
            t = r.to_string();
        }
        let t = t.trim_end_matches('&').trim().to_string();
        if let Some(inner) = t
            .strip_prefix("std::optional<")
            .and_then(|r| r.strip_suffix('>'))
        {
            return Kind::Optional(Box::new(self.kind_of(inner)));
        }
        for arr in ["ArrayRef<", "SmallVector<"] {
            if let Some(inner) = t.strip_prefix(arr).and_then(|r| r.strip_suffix('>')) {
                let inner = inner.split(',').next().unwrap_or(inner);
                return Kind::Array(Box::new(self.kind_of(inner)));
            }
        }
        if let Some(k) = int_kind(&t) {
            return k;
        }
        match t.as_str() {
            "bool" => return Kind::Bool,
            "APFloat" | "double" | "float" => return Kind::Float,
            "APInt" => return Kind::ApInt,
            "StringRef" | "std::string" => return Kind::Str,
            "Type" => return Kind::Type(None),
            "Attribute" => return Kind::Attr(None),
            _ => {}
        }
        if let Some(e) = self.resolve_enum(&t) {
            return Kind::Enum(e);
        }
        if let Some(d) = self.resolve_def(&t) {
            return match self.defs[d].def.kind {
                DefKind::Type => Kind::Type(Some(d)),
                DefKind::Attr => Kind::Attr(Some(d)),
            };
        }
        let base = t.rsplit("::").next().unwrap_or(&t);
        let mut ctx = Context::new();
        let (ty, at) = (ctx.index_type(), ctx.unit_attr());
        if super::calls::type_is(&ctx, ty, base).is_some() {
            return Kind::Type(None);
        }
        if super::calls::attr_is(&ctx, at, base).is_some() {
            return Kind::Attr(None);
        }
        Kind::Unknown(cpp.to_string())
    }

    /// Class `i`.
    pub fn def(&self, i: usize) -> &DefClass {
        &self.defs[i]
    }

    /// Enum `i`.
    pub fn enum_def(&self, i: usize) -> &EnumDef {
        &self.enums[i]
    }

    /// The attribute or type class named as written (`ComparisonDirectionAttr`,
    /// `stablehlo::ComparisonDirectionAttr`): the one def whose qualified
    /// name ends with it.
    pub fn resolve_def(&self, written: &str) -> Option<usize> {
        unique(self.defs.iter().map(|d| names(&d.qualified, written)))
    }

    /// The enum named as written.
    pub fn resolve_enum(&self, written: &str) -> Option<usize> {
        unique(
            self.enums
                .iter()
                .map(|e| names(&qualify(&e.cpp_namespace, &e.class_name), written)),
        )
    }

    /// The enum whose own attribute class (`genSpecializedAttr`) is named
    /// as written.
    pub fn resolve_specialized(&self, written: &str) -> Option<usize> {
        unique(self.enums.iter().map(|e| {
            e.specialized_attr
                .as_deref()
                .is_some_and(|a| names(&qualify(&e.cpp_namespace, a), written))
        }))
    }

    /// Whether the attributes or types of class `d` can be built (and so
    /// printed) here: it has a mnemonic and a declarative format whose
    /// parameters are all of modelled C++ types; `Err` says why not.
    pub fn buildable(&self, d: usize) -> Result<(), String> {
        let c = &self.defs[d];
        if c.def.mnemonic.is_none() {
            return Err(format!("`{}` has no mnemonic", c.qualified));
        }
        self.format(d)?;
        for (p, k) in c.def.params.iter().zip(&c.kinds) {
            let mut k = k;
            while let Kind::Optional(i) | Kind::Array(i) = k {
                k = i;
            }
            if let Kind::Unknown(t) = k {
                return Err(format!(
                    "parameter `{}` of `{}` has C++ type `{}`",
                    p.name, c.qualified, t
                ));
            }
            if p.custom_syntax {
                return Err(format!(
                    "parameter `{}` of `{}` prints with its own C++",
                    p.name, c.qualified
                ));
            }
        }
        Ok(())
    }

    /// The declarative format of class `d` (empty for a class without
    /// parameters); `Err` when its dialect's C++ prints it.
    pub fn format(&self, d: usize) -> Result<Vec<Elem>, String> {
        let c = &self.defs[d];
        match &c.format {
            Some(Ok(f)) => Ok(f.clone()),
            Some(Err(e)) => Err(format!("the format of `{}`: {}", c.qualified, e)),
            None if c.def.params.is_empty() => Ok(Vec::new()),
            None => Err(format!(
                "`{}` is printed and parsed by its dialect's C++",
                c.qualified
            )),
        }
    }

    /// Whether `written` names a class of this registry.
    pub fn knows_class(&self, written: &str) -> bool {
        self.resolve_def(written).is_some() || self.resolve_specialized(written).is_some()
    }

    /// The value of an enum case named `ns::Enum::Case`.
    pub fn enum_case(&self, parts: &[String]) -> Option<i128> {
        let (case, rest) = parts.split_last()?;
        if rest.is_empty() {
            return None;
        }
        let e = self.resolve_enum(&rest.join("::"))?;
        self.enums[e].case(case).map(|c| c.value as i128)
    }

    /// The enum of a `stringify<E>` (`true`) or `symbolize<E>` function.
    pub fn enum_fn(&self, name: &str) -> Option<(usize, bool)> {
        let base = name.rsplit("::").next().unwrap_or(name);
        let hit = |stringify: bool| {
            unique(self.enums.iter().map(|e| {
                let f = if stringify {
                    &e.stringify_fn
                } else {
                    &e.symbolize_fn
                };
                f == base
            }))
        };
        hit(true)
            .map(|e| (e, true))
            .or_else(|| hit(false).map(|e| (e, false)))
    }

    /// Whether some class has a parameter accessor named `name`.
    pub fn has_accessor(&self, name: &str) -> bool {
        self.defs.iter().any(|d| {
            d.def
                .params
                .iter()
                .any(|p| super::classes::accessor(&p.name) == name)
        })
    }

    /// `stringify<E>(value)`: the case's string, for a bit enum the set
    /// cases joined by the separator (groups first with
    /// `printBitEnumPrimaryGroups`).
    pub fn stringify(&self, e: usize, value: i128) -> String {
        let en = &self.enums[e];
        if !en.bit {
            return en
                .cases
                .iter()
                .find(|c| c.value as i128 == value)
                .map(|c| c.str.clone())
                .unwrap_or_default();
        }
        if value == 0 {
            return en
                .cases
                .iter()
                .find(|c| c.value == 0)
                .map(|c| c.str.clone())
                .unwrap_or_default();
        }
        let mut val = value;
        let mut strs = Vec::new();
        if en.primary_groups {
            for c in en
                .cases
                .iter()
                .filter(|c| (c.value as u64).count_ones() > 1)
            {
                let v = c.value as i128;
                if v == v & val {
                    strs.push(c.str.clone());
                    val &= !v;
                }
            }
            for c in en
                .cases
                .iter()
                .filter(|c| (c.value as u64).count_ones() == 1)
            {
                let v = c.value as i128;
                if v == v & val {
                    strs.push(c.str.clone());
                }
            }
        } else {
            for c in en.cases.iter().filter(|c| c.value != 0) {
                let v = c.value as i128;
                if v == v & val {
                    strs.push(c.str.clone());
                }
            }
        }
        strs.join(&en.separator)
    }

    /// `symbolize<E>(str)`: the value of a case string (for a bit enum,
    /// of cases separated by the separator), `None` when not a case.
    pub fn symbolize(&self, e: usize, s: &str) -> Option<i128> {
        let en = &self.enums[e];
        if !en.bit {
            return en
                .cases
                .iter()
                .find(|c| c.str == s)
                .map(|c| c.value as i128);
        }
        if let Some(z) = en.cases.iter().find(|c| c.value == 0 && c.str == s) {
            return Some(z.value as i128);
        }
        let sep = en.separator.trim();
        let sep = if sep.is_empty() { "|" } else { sep };
        let mut val = 0i128;
        for sym in s.split(sep) {
            let c = en
                .cases
                .iter()
                .find(|c| c.str == sym.trim() && c.value != 0)?;
            val |= c.value as i128;
        }
        Some(val)
    }

    /// An enum value as an `EnumAttr` parameter prints.
    pub fn print_enum(&self, e: usize, value: i128) -> String {
        let s = self.stringify(e, value);
        let en = &self.enums[e];
        if en.is_attr || en.bit || is_keyword(&s) {
            s
        } else {
            asm_format::quote(&s)
        }
    }

    /// Builds an attribute or type of class `d` from its parameters.
    pub fn build(&self, ctx: &mut Context, d: usize, params: &[V]) -> ER<V> {
        let class = &self.defs[d];
        let Some(mnemonic) = class.def.mnemonic.as_deref() else {
            return err(format!("`{}` has no mnemonic", class.qualified));
        };
        if params.len() != class.def.params.len() {
            return err(format!(
                "`{}::get` takes {} parameters",
                class.qualified,
                class.def.params.len()
            ));
        }
        let text = format!("{}{}", mnemonic, asm_format::print(ctx, self, d, params)?);
        let body = if pretty(&text) {
            format!(".{}", text)
        } else {
            format!("<{}>", text)
        };
        let dialect = class.def.dialect.clone();
        Ok(match class.def.kind {
            DefKind::Attr => V::Attr(ctx.attr(AttrKind::Opaque { dialect, body })),
            DefKind::Type => V::Type(ctx.ty(TypeKind::Opaque { dialect, body })),
        })
    }

    /// The class of a dialect attribute or type (by dialect and mnemonic)
    /// and the text after the mnemonic.
    fn class_of<'t>(
        &self,
        kind: DefKind,
        dialect: &str,
        body: &'t str,
    ) -> Option<(usize, &'t str)> {
        let sym = match body.strip_prefix('.') {
            Some(s) => s,
            None => body.strip_prefix('<')?.strip_suffix('>')?,
        };
        let end = sym
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '_'))
            .unwrap_or(sym.len());
        let (mnemonic, rest) = sym.split_at(end);
        let d = unique(self.defs.iter().map(|c| {
            c.def.kind == kind
                && c.def.dialect == dialect
                && c.def.mnemonic.as_deref() == Some(mnemonic)
        }))?;
        Some((d, rest))
    }

    fn opaque(ctx: &Context, v: &V) -> Option<(DefKind, String, String)> {
        match v {
            V::Attr(a) => match ctx.attr_kind(*a) {
                AttrKind::Opaque { dialect, body } => {
                    Some((DefKind::Attr, dialect.clone(), body.clone()))
                }
                _ => None,
            },
            V::Type(t) => match ctx.type_kind(*t) {
                TypeKind::Opaque { dialect, body } => {
                    Some((DefKind::Type, dialect.clone(), body.clone()))
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// The class of a value, when it is a dialect attribute or type of
    /// a known def.
    pub fn class_of_value(&self, ctx: &Context, v: &V) -> Option<usize> {
        let (kind, dialect, body) = Self::opaque(ctx, v)?;
        self.class_of(kind, &dialect, &body).map(|x| x.0)
    }

    /// A dialect attribute or type taken apart: its class and parameters.
    pub fn decode(&self, ctx: &mut Context, v: &V) -> Option<(usize, Vec<V>)> {
        let (kind, dialect, body) = Self::opaque(ctx, v)?;
        let (d, rest) = self.class_of(kind, &dialect, &body)?;
        let rest = rest.to_string();
        asm_format::parse(ctx, self, d, &rest).ok().map(|p| (d, p))
    }

    /// `isa<written>(v)`: `None` when `written` is not a class here.
    pub fn isa(&self, ctx: &Context, v: &V, written: &str) -> Option<bool> {
        if let Some(d) = self.resolve_def(written) {
            return Some(self.class_of_value(ctx, v) == Some(d));
        }
        let e = self.resolve_specialized(written)?;
        let en = &self.enums[e];
        Some(match v {
            V::Attr(a) => match ctx.attr_kind(*a) {
                AttrKind::Integer { value, ty } => {
                    let width_ok = matches!(ctx.type_kind(*ty), TypeKind::Integer { width, signedness: patsat_ir::Signedness::Signless } if *width == en.width);
                    let v = num_traits::ToPrimitive::to_i128(value);
                    width_ok
                        && v.is_some_and(|v| {
                            let bits = super::value::mask(v, en.width) as i128;
                            if en.bit {
                                let all = en.cases.iter().fold(0i128, |a, c| a | c.value as i128);
                                bits & !all == 0
                            } else {
                                en.cases.iter().any(|c| c.value as i128 == bits)
                            }
                        })
                }
                _ => false,
            },
            _ => false,
        })
    }

    /// `XAttr::get(ctx, value)` of an enum's own attribute class: an
    /// integer attribute of the enum's width.
    pub fn specialized_attr(&self, ctx: &mut Context, e: usize, value: i128) -> ER<V> {
        let w = self.enums[e].width;
        let ty = ctx.int_type(w);
        super::value::int_attr(ctx, ty, value)
            .map(V::Attr)
            .ok_or_else(|| EvalError("not an integer type".into()))
    }

    /// Parameter accessor `name` of a dialect attribute or type.
    pub fn accessor(&self, ctx: &mut Context, v: &V, name: &str) -> Option<ER<V>> {
        let d = self.class_of_value(ctx, v)?;
        let i = self.defs[d]
            .def
            .params
            .iter()
            .position(|p| super::classes::accessor(&p.name) == name)?;
        Some(match self.decode(ctx, v) {
            Some((_, params)) => Ok(params[i].clone()),
            None => err(format!(
                "cannot read the parameters of `{}`",
                self.defs[d].qualified
            )),
        })
    }

    /// Whether two attributes or types are the same dialect value (same
    /// class and parameters) though spelled differently.
    pub fn same_value(&self, ctx: &mut Context, a: &V, b: &V) -> bool {
        let (Some((da, pa)), Some((db, pb))) = (self.decode(ctx, a), self.decode(ctx, b)) else {
            return false;
        };
        if da != db {
            return false;
        }
        let (Ok(x), Ok(y)) = (self.build(ctx, da, &pa), self.build(ctx, db, &pb)) else {
            return false;
        };
        match (x, y) {
            (V::Attr(x), V::Attr(y)) => x == y,
            (V::Type(x), V::Type(y)) => x == y,
            _ => false,
        }
    }
}

/// The index of the one `true`, `None` when none or several.
fn unique(it: impl Iterator<Item = bool>) -> Option<usize> {
    let mut found = None;
    for (i, b) in it.enumerate() {
        if b {
            if found.is_some() {
                return None;
            }
            found = Some(i);
        }
    }
    found
}

impl super::eval::Env<'_, '_> {
    /// `X::get(args...)` of dialect class `d` (the context left out): the
    /// default builder taking every parameter, else a custom builder
    /// whose body is `return $_get($_ctxt, ...);`, its parameters bound
    /// to the arguments and to their defaults (`CArg<"unsigned", "0">`).
    pub fn dialect_get(&mut self, d: usize, args: Vec<V>) -> ER<V> {
        let lib = self.lib;
        let reg = &lib.classes.dialect;
        let class = reg.def(d);
        let mut first_error = None;
        if !class.def.skip_default_builders && args.len() == class.def.params.len() {
            match reg.build(self.ctx(), d, &args) {
                Ok(v) => return Ok(v),
                Err(e) => first_error = Some(e),
            }
        }
        for b in &class.def.builders {
            let required = b.defaults.iter().take_while(|x| x.is_none()).count();
            if args.len() < required || args.len() > b.params.len() {
                continue;
            }
            let body = b.body.trim();
            let Some(expr) = body
                .strip_prefix("return")
                .map(|r| r.trim().trim_end_matches(';').trim())
                .map(|r| {
                    r.replace("$_get(", "__odsGet(")
                        .replace("$_ctxt", "__odsCtxt")
                })
            else {
                continue;
            };
            let Ok(patsat_frontend::drr::cppexpr::Expr::Call(callee, call_args)) =
                patsat_frontend::drr::cppexpr::parse(&expr)
            else {
                continue;
            };
            if !matches!(&*callee, patsat_frontend::drr::cppexpr::Expr::Name(p, _) if p.len() == 1 && p[0] == "__odsGet")
            {
                continue;
            }
            let n = self.locals.len();
            self.locals.push(("__odsCtxt".to_string(), V::Ctx));
            let mut bound = Ok(());
            for (i, (_, name)) in b.params.iter().enumerate() {
                let v = match args.get(i) {
                    Some(v) => Ok(v.clone()),
                    None => match b.defaults[i]
                        .as_deref()
                        .map(patsat_frontend::drr::cppexpr::parse)
                    {
                        Some(Ok(e)) => self.eval(&e),
                        _ => err(format!("no default for builder parameter `{}`", name)),
                    },
                };
                match v {
                    Ok(v) => self.locals.push((name.clone(), v)),
                    Err(e) => {
                        bound = Err(e);
                        break;
                    }
                }
            }
            let vals = bound.and_then(|_| self.eval_args(&call_args));
            self.locals.truncate(n);
            let built = vals.and_then(|vals| {
                let vals: Vec<V> = vals.into_iter().filter(|v| !matches!(v, V::Ctx)).collect();
                reg.build(self.ctx(), d, &vals)
            });
            match built {
                Ok(v) => return Ok(v),
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        Err(first_error.unwrap_or_else(|| {
            EvalError(format!(
                "no builder of `{}` takes {} arguments",
                class.qualified,
                args.len()
            ))
        }))
    }
}
