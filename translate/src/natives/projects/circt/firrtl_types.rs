//! FIRRTL's C++ type hierarchy over patsat's opaque `!firrtl.*` types: the
//! type text parsed as CIRCT's custom type parser reads it
//! (`FIRRTLTypes.cpp`), printed back as CIRCT's printer writes it, and the
//! queries CIRCT's canonicalization patterns ask (`type_isa`/`type_cast`
//! through type aliases, bit widths, recursive type properties, `const`
//! dropping, anonymous type equivalence).
//!
//! The model: `FIRRTLBaseType` = the ground types (`clock`, `reset`,
//! `asyncreset`, `sint<w>`, `uint<w>`, `analog<w>`; a missing width is
//! uninferred), the aggregates (`bundle<...>`, `vector<T, n>`, `enum<...>`)
//! and type aliases (`alias<Name, T>`), each possibly `const.`; every
//! other FIRRTL type (`probe<...>`, `string`, `openbundle<...>`, property
//! types, ...) is a `FIRRTLType` that is not a base type, kept as its text.

use patsat_ir::{Context, Type, TypeKind};

/// A FIRRTL type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FType {
    /// `const.` (for an alias: its inner type's constness).
    pub is_const: bool,
    /// What it is.
    pub kind: Kind,
}

/// The kinds of FIRRTL types.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `clock`.
    Clock,
    /// `reset`.
    Reset,
    /// `asyncreset`.
    AsyncReset,
    /// `sint<w>` (`None`: uninferred width).
    SInt(Option<i32>),
    /// `uint<w>`.
    UInt(Option<i32>),
    /// `analog<w>`.
    Analog(Option<i32>),
    /// `bundle<name flip?: T, ...>`.
    Bundle(Vec<Field>),
    /// `vector<T, n>`.
    Vector(Box<FType>, u64),
    /// `enum<name (= value)?: T, ...>`.
    Enum(Vec<Variant>),
    /// `alias<Name, T>` (a `BaseTypeAliasType`).
    Alias(String, Box<FType>),
    /// Any other FIRRTL type (not a base type): its text.
    Other(String),
}

/// A bundle field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// Its name.
    pub name: String,
    /// Whether it is flipped.
    pub flip: bool,
    /// Its type.
    pub ty: FType,
}

/// An enum variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    /// Its name.
    pub name: String,
    /// Its explicit value, if written.
    pub value: Option<String>,
    /// Its type.
    pub ty: FType,
}

/// The FIRRTL type a patsat type is, if it is one.
pub fn of(ctx: &Context, t: Type) -> Option<FType> {
    match ctx.type_kind(t) {
        TypeKind::Opaque { dialect, body } if dialect == "firrtl" => parse(body.strip_prefix('.')?),
        _ => None,
    }
}

/// The patsat type of a FIRRTL type (interned by its canonical text).
pub fn to_type(ctx: &mut Context, t: &FType) -> Type {
    ctx.ty(TypeKind::Opaque {
        dialect: "firrtl".to_string(),
        body: format!(".{}", t),
    })
}

/// Parses a FIRRTL type's text (without `!firrtl.`).
pub fn parse(text: &str) -> Option<FType> {
    let mut p = Parser {
        s: text.as_bytes(),
        i: 0,
    };
    let t = p.ty()?;
    p.ws();
    (p.i == p.s.len()).then_some(t)
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn ws(&mut self) {
        while self.s.get(self.i).is_some_and(|c| c.is_ascii_whitespace()) {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.ws();
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn word(&mut self) -> Option<String> {
        self.ws();
        let start = self.i;
        while self
            .s
            .get(self.i)
            .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$'))
        {
            self.i += 1;
        }
        (self.i > start).then(|| String::from_utf8_lossy(&self.s[start..self.i]).into_owned())
    }

    fn int(&mut self) -> Option<i64> {
        self.word()?.parse().ok()
    }

    /// The text of a balanced `<...>` (or nothing), for types kept as text.
    fn rest_balanced(&mut self) -> Option<String> {
        let start = self.i;
        if self.s.get(self.i) != Some(&b'<') {
            return Some(String::new());
        }
        let mut depth = 0usize;
        while let Some(&c) = self.s.get(self.i) {
            self.i += 1;
            match c {
                b'<' => depth += 1,
                b'>' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(String::from_utf8_lossy(&self.s[start..self.i]).into_owned());
                    }
                }
                _ => {}
            }
        }
        None
    }

    fn width(&mut self) -> Option<Option<i32>> {
        self.ws();
        if !self.eat(b'<') {
            return Some(None);
        }
        let w = i32::try_from(self.int()?).ok().filter(|w| *w >= 0)?;
        self.eat(b'>').then_some(Some(w))
    }

    fn ty(&mut self) -> Option<FType> {
        self.ws();
        let mut name = self.word()?;
        let mut is_const = false;
        if name == "const" {
            if !self.eat(b'.') {
                return None;
            }
            is_const = true;
            name = self.word()?;
        }
        let kind = match name.as_str() {
            "clock" => Kind::Clock,
            "reset" => Kind::Reset,
            "asyncreset" => Kind::AsyncReset,
            "sint" => Kind::SInt(self.width()?),
            "uint" => Kind::UInt(self.width()?),
            "analog" => Kind::Analog(self.width()?),
            "bundle" => {
                let mut fields = Vec::new();
                if !self.eat(b'<') {
                    return None;
                }
                if !self.eat(b'>') {
                    loop {
                        let name = self.word()?;
                        let mut flip = false;
                        self.ws();
                        if self.s[self.i..].starts_with(b"flip") {
                            self.word()?;
                            flip = true;
                        }
                        if !self.eat(b':') {
                            return None;
                        }
                        let ty = self.ty()?;
                        fields.push(Field { name, flip, ty });
                        if self.eat(b'>') {
                            break;
                        }
                        if !self.eat(b',') {
                            return None;
                        }
                    }
                }
                Kind::Bundle(fields)
            }
            "enum" => {
                let mut vs = Vec::new();
                if !self.eat(b'<') {
                    return None;
                }
                if !self.eat(b'>') {
                    loop {
                        let name = self.word()?;
                        let value = if self.eat(b'=') {
                            Some(self.word()?)
                        } else {
                            None
                        };
                        if !self.eat(b':') {
                            return None;
                        }
                        let ty = self.ty()?;
                        vs.push(Variant { name, value, ty });
                        if self.eat(b'>') {
                            break;
                        }
                        if !self.eat(b',') {
                            return None;
                        }
                    }
                }
                Kind::Enum(vs)
            }
            "vector" => {
                if !self.eat(b'<') {
                    return None;
                }
                let elem = self.ty()?;
                if !self.eat(b',') {
                    return None;
                }
                let n = u64::try_from(self.int()?).ok()?;
                if !self.eat(b'>') {
                    return None;
                }
                Kind::Vector(Box::new(elem), n)
            }
            "alias" => {
                if !self.eat(b'<') {
                    return None;
                }
                let name = self.word()?;
                if !self.eat(b',') {
                    return None;
                }
                let inner = self.ty()?;
                if !self.eat(b'>') {
                    return None;
                }
                // An alias is as `const` as its inner type.
                is_const = inner.is_const;
                Kind::Alias(name, Box::new(inner))
            }
            _ => {
                let rest = self.rest_balanced()?;
                let prefix = if is_const { "const." } else { "" };
                is_const = false;
                Kind::Other(format!("{}{}{}", prefix, name, rest))
            }
        };
        Some(FType { is_const, kind })
    }
}

impl std::fmt::Display for FType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_const && !matches!(self.kind, Kind::Other(_)) {
            f.write_str("const.")?;
        }
        let width = |f: &mut std::fmt::Formatter<'_>, w: &Option<i32>| match w {
            Some(w) => write!(f, "<{}>", w),
            None => Ok(()),
        };
        match &self.kind {
            Kind::Clock => f.write_str("clock"),
            Kind::Reset => f.write_str("reset"),
            Kind::AsyncReset => f.write_str("asyncreset"),
            Kind::SInt(w) => {
                f.write_str("sint")?;
                width(f, w)
            }
            Kind::UInt(w) => {
                f.write_str("uint")?;
                width(f, w)
            }
            Kind::Analog(w) => {
                f.write_str("analog")?;
                width(f, w)
            }
            Kind::Bundle(fields) => {
                f.write_str("bundle<")?;
                for (i, x) in fields.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(
                        f,
                        "{}{}: {}",
                        x.name,
                        if x.flip { " flip" } else { "" },
                        x.ty
                    )?;
                }
                f.write_str(">")
            }
            Kind::Enum(vs) => {
                f.write_str("enum<")?;
                for (i, v) in vs.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    f.write_str(&v.name)?;
                    if let Some(x) = &v.value {
                        write!(f, " = {}", x)?;
                    }
                    write!(f, ": {}", v.ty)?;
                }
                f.write_str(">")
            }
            Kind::Vector(e, n) => write!(f, "vector<{}, {}>", e, n),
            Kind::Alias(name, inner) => write!(f, "alias<{}, {}>", name, inner),
            Kind::Other(text) => f.write_str(text),
        }
    }
}

/// CIRCT's `RecursiveTypeProperties` (the fields the patterns read).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Properties {
    /// No flipped bundle field anywhere.
    pub is_passive: bool,
    /// Contains an `analog` type.
    pub contains_analog: bool,
    /// Contains a `const` type.
    pub contains_const: bool,
    /// Contains a type alias.
    pub contains_type_alias: bool,
    /// Some integer or analog width is uninferred.
    pub has_uninferred_width: bool,
    /// Contains an abstract `reset`.
    pub has_uninferred_reset: bool,
}

impl Properties {
    fn merge(self, o: Properties) -> Properties {
        Properties {
            is_passive: self.is_passive && o.is_passive,
            contains_analog: self.contains_analog || o.contains_analog,
            contains_const: self.contains_const || o.contains_const,
            contains_type_alias: self.contains_type_alias || o.contains_type_alias,
            has_uninferred_width: self.has_uninferred_width || o.has_uninferred_width,
            has_uninferred_reset: self.has_uninferred_reset || o.has_uninferred_reset,
        }
    }
}

impl FType {
    /// An integer type (`IntType::get(ctx, signed, width, const)`; a
    /// negative width is uninferred).
    pub fn int(signed: bool, width: i64, is_const: bool) -> FType {
        let w = i32::try_from(width).ok().filter(|w| *w >= 0);
        FType {
            is_const,
            kind: if signed { Kind::SInt(w) } else { Kind::UInt(w) },
        }
    }

    /// `isa<FIRRTLBaseType>`.
    pub fn is_base(&self) -> bool {
        !matches!(self.kind, Kind::Other(_))
    }

    /// The type an alias stands for, through every alias.
    pub fn unaliased(&self) -> &FType {
        match &self.kind {
            Kind::Alias(_, inner) => inner.unaliased(),
            _ => self,
        }
    }

    /// `isa<Class>` for the FIRRTL type classes (an alias is only a base
    /// type and a `BaseTypeAliasType`); `None` for a class the model does
    /// not know.
    pub fn isa(&self, class: &str) -> Option<bool> {
        let class = class.rsplit("::").next().unwrap_or(class);
        Some(match class {
            "FIRRTLType" => true,
            "FIRRTLBaseType" => self.is_base(),
            "BaseTypeAliasType" => matches!(self.kind, Kind::Alias(..)),
            "IntType" => matches!(self.kind, Kind::SInt(_) | Kind::UInt(_)),
            "SIntType" => matches!(self.kind, Kind::SInt(_)),
            "UIntType" => matches!(self.kind, Kind::UInt(_)),
            "AnalogType" => matches!(self.kind, Kind::Analog(_)),
            "ClockType" => matches!(self.kind, Kind::Clock),
            "ResetType" => matches!(self.kind, Kind::Reset),
            "AsyncResetType" => matches!(self.kind, Kind::AsyncReset),
            "BundleType" => matches!(self.kind, Kind::Bundle(_)),
            "FVectorType" => matches!(self.kind, Kind::Vector(..)),
            "FEnumType" => matches!(self.kind, Kind::Enum(_)),
            "RefType" => {
                matches!(&self.kind, Kind::Other(t) if t.starts_with("probe<") || t.starts_with("rwprobe<"))
            }
            _ => return None,
        })
    }

    /// CIRCT's `type_isa<Class>`: `isa`, or an alias whose inner type is.
    pub fn type_isa(&self, class: &str) -> Option<bool> {
        match (self.isa(class)?, &self.kind) {
            (true, _) => Some(true),
            (false, Kind::Alias(_, inner)) => inner.type_isa(class),
            (false, _) => Some(false),
        }
    }

    /// CIRCT's `type_cast<Class>`: the type, or the first inner type of
    /// its alias chain that is one; `None` where C++ asserts.
    pub fn type_cast(&self, class: &str) -> Option<&FType> {
        if self.isa(class)? {
            return Some(self);
        }
        match &self.kind {
            Kind::Alias(_, inner) => inner.type_cast(class),
            _ => None,
        }
    }

    /// `getWidthOrSentinel()` of an integer or analog type, and
    /// `getBitWidthOrSentinel()` of a base type: 1 for clock and resets,
    /// the width (-1 if uninferred) of integers and analogs, -2 for
    /// aggregates; an alias answers for its inner type.
    pub fn bit_width_or_sentinel(&self) -> i64 {
        match &self.kind {
            Kind::Clock | Kind::Reset | Kind::AsyncReset => 1,
            Kind::SInt(w) | Kind::UInt(w) | Kind::Analog(w) => w.map_or(-1, i64::from),
            Kind::Bundle(_) | Kind::Vector(..) | Kind::Enum(_) | Kind::Other(_) => -2,
            Kind::Alias(_, inner) => inner.bit_width_or_sentinel(),
        }
    }

    /// `getRecursiveTypeProperties()`.
    pub fn properties(&self) -> Properties {
        let ground = |analog: bool, uninferred: bool, reset: bool| Properties {
            is_passive: true,
            contains_analog: analog,
            contains_const: self.is_const,
            contains_type_alias: false,
            has_uninferred_width: uninferred,
            has_uninferred_reset: reset,
        };
        match &self.kind {
            Kind::Clock | Kind::AsyncReset => ground(false, false, false),
            Kind::Reset => ground(false, false, true),
            Kind::SInt(w) | Kind::UInt(w) => ground(false, w.is_none(), false),
            Kind::Analog(w) => ground(true, w.is_none(), false),
            Kind::Bundle(fields) => {
                let mut p = ground(false, false, false);
                for x in fields {
                    p = p.merge(x.ty.properties());
                    p.is_passive &= !x.flip;
                }
                p
            }
            Kind::Vector(e, _) => ground(false, false, false).merge(e.properties()),
            Kind::Enum(vs) => vs.iter().fold(ground(false, false, false), |p, v| {
                p.merge(v.ty.properties())
            }),
            Kind::Alias(_, inner) => Properties {
                contains_type_alias: true,
                ..inner.properties()
            },
            Kind::Other(_) => ground(false, false, false),
        }
    }

    /// `getConstType(c)`: the type with its outer constness set.
    pub fn with_const(&self, c: bool) -> FType {
        match &self.kind {
            Kind::Alias(name, inner) => FType {
                is_const: c,
                kind: Kind::Alias(name.clone(), Box::new(inner.with_const(c))),
            },
            Kind::Other(_) => self.clone(),
            k => FType {
                is_const: c,
                kind: k.clone(),
            },
        }
    }

    /// `getAllConstDroppedType()`: no `const` anywhere (aliases kept).
    pub fn all_const_dropped(&self) -> FType {
        let kind = match &self.kind {
            Kind::Bundle(fields) => Kind::Bundle(
                fields
                    .iter()
                    .map(|x| Field {
                        ty: x.ty.all_const_dropped(),
                        ..x.clone()
                    })
                    .collect(),
            ),
            Kind::Vector(e, n) => Kind::Vector(Box::new(e.all_const_dropped()), *n),
            Kind::Enum(vs) => Kind::Enum(
                vs.iter()
                    .map(|v| Variant {
                        ty: v.ty.all_const_dropped(),
                        ..v.clone()
                    })
                    .collect(),
            ),
            Kind::Alias(name, inner) => {
                Kind::Alias(name.clone(), Box::new(inner.all_const_dropped()))
            }
            Kind::Other(_) => return self.clone(),
            k => k.clone(),
        };
        FType {
            is_const: false,
            kind,
        }
    }

    /// `getAnonymousType()`: every alias replaced by its inner type.
    pub fn anonymous(&self) -> FType {
        match &self.kind {
            Kind::Alias(_, inner) => inner.anonymous(),
            Kind::Bundle(fields) => FType {
                is_const: self.is_const,
                kind: Kind::Bundle(
                    fields
                        .iter()
                        .map(|x| Field {
                            ty: x.ty.anonymous(),
                            ..x.clone()
                        })
                        .collect(),
                ),
            },
            Kind::Vector(e, n) => FType {
                is_const: self.is_const,
                kind: Kind::Vector(Box::new(e.anonymous()), *n),
            },
            Kind::Enum(vs) => FType {
                is_const: self.is_const,
                kind: Kind::Enum(
                    vs.iter()
                        .map(|v| Variant {
                            ty: v.ty.anonymous(),
                            ..v.clone()
                        })
                        .collect(),
                ),
            },
            _ => self.clone(),
        }
    }

    /// The integer view (`type_dyn_cast<IntType>`): signedness, width
    /// (-1 if uninferred) and constness.
    pub fn as_int(&self) -> Option<(bool, i64, bool)> {
        let t = self.type_cast("IntType")?;
        match t.kind {
            Kind::SInt(w) => Some((true, w.map_or(-1, i64::from), t.is_const)),
            Kind::UInt(w) => Some((false, w.map_or(-1, i64::from), t.is_const)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> FType {
        parse(s).unwrap_or_else(|| panic!("parses: {}", s))
    }

    #[test]
    fn parse_print_round_trip() {
        for s in [
            "uint<8>",
            "uint",
            "const.sint<3>",
            "clock",
            "const.asyncreset",
            "analog<2>",
            "bundle<a: uint<1>, b flip: sint<2>>",
            "bundle<>",
            "vector<const.uint<8>, 4>",
            "alias<Foo, uint<1>>",
            "const.alias<B, const.uint<1>>",
            "enum<a: uint<1>, b: uint<0>>",
            "probe<uint<8>>",
            "string",
        ] {
            assert_eq!(t(s).to_string(), s);
        }
        // Irregular spacing reads the same type, printed canonically.
        assert_eq!(
            t("bundle<a:uint< 1 >,b flip :sint>").to_string(),
            "bundle<a: uint<1>, b flip: sint>"
        );
        // Malformed text is no FIRRTL type.
        for s in [
            "uint<",
            "uint<-1>",
            "vector<uint<1>>",
            "bundle<a uint<1>>",
            "uint<1> x",
        ] {
            assert_eq!(parse(s), None, "{}", s);
        }
    }

    #[test]
    fn queries() {
        // Widths: ground types, aggregates -2, aliases look through.
        assert_eq!(t("uint<8>").bit_width_or_sentinel(), 8);
        assert_eq!(t("sint").bit_width_or_sentinel(), -1);
        assert_eq!(t("clock").bit_width_or_sentinel(), 1);
        assert_eq!(t("vector<uint<1>, 2>").bit_width_or_sentinel(), -2);
        assert_eq!(t("alias<A, uint<3>>").bit_width_or_sentinel(), 3);
        // Uninferred widths, also nested.
        assert!(t("uint").properties().has_uninferred_width);
        assert!(!t("uint<0>").properties().has_uninferred_width);
        assert!(
            t("bundle<a: uint<1>, b: vector<sint, 2>>")
                .properties()
                .has_uninferred_width
        );
        assert!(!t("clock").properties().has_uninferred_width);
        assert!(!t("bundle<a flip: uint<1>>").properties().is_passive);
        // type_isa / type_cast look through aliases; isa does not.
        let a = t("alias<A, uint<3>>");
        assert_eq!(a.isa("UIntType"), Some(false));
        assert_eq!(a.type_isa("UIntType"), Some(true));
        assert_eq!(a.type_isa("IntType"), Some(true));
        assert_eq!(a.type_isa("SIntType"), Some(false));
        assert_eq!(a.type_cast("FIRRTLBaseType"), Some(&a));
        assert_eq!(
            a.type_cast("IntType").map(|x| x.to_string()),
            Some("uint<3>".into())
        );
        assert_eq!(t("probe<uint<1>>").type_isa("FIRRTLBaseType"), Some(false));
        assert_eq!(t("uint<1>").isa("NoSuchType"), None);
        // Const dropping and anonymous types.
        assert_eq!(
            t("const.bundle<a: const.uint<1>>")
                .all_const_dropped()
                .to_string(),
            "bundle<a: uint<1>>"
        );
        assert_eq!(
            t("const.alias<B, const.uint<1>>")
                .all_const_dropped()
                .to_string(),
            "alias<B, uint<1>>"
        );
        assert_eq!(
            t("vector<alias<A, uint<1>>, 2>").anonymous(),
            t("vector<uint<1>, 2>")
        );
        assert_eq!(t("const.uint<4>").with_const(false), t("uint<4>"));
        assert_eq!(t("alias<A, sint<4>>").as_int(), Some((true, 4, false)));
        assert_eq!(t("clock").as_int(), None);
    }
}
