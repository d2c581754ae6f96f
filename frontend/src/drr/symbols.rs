//! The symbols a DRR pattern binds (MLIR's `SymbolInfoMap`): op
//! arguments and op results in the source pattern, ops and native calls in
//! the result patterns; `$x__N` refers to value `N` of `$x`. Operands may
//! be bound to one name several times (they must then be equal); any other
//! repeated binding is an error. Each symbol carries, once lowered, the PDL
//! values it stands for.

use super::tree::OpInfo;
use crate::pattern::ValueId;
use crate::tablegen::V;
use std::collections::BTreeMap;

/// What a symbol is bound to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An op's attribute argument.
    Attr,
    /// An op's property argument.
    Prop,
    /// An op's operand argument (a single operand or a whole group).
    Operand,
    /// One value (a native call's result).
    Value,
    /// Several values (a native call with several returns).
    Multiple(usize),
    /// An op (its results, or the op itself when it has none).
    Result,
    /// A region of a matched op (patsat's `matchRegion`; no values).
    Region,
}

/// The PDL values a symbol stands for.
#[derive(Clone, Debug)]
pub enum Bound {
    /// A matched operand: a `!pdl.value` or a `!pdl.range<value>`, or the
    /// single values of a group matched with `variadic`.
    Operand {
        /// The value or range.
        value: Option<ValueId>,
        /// The elements, when the group was matched element by element.
        elems: Vec<ValueId>,
        /// Its `!pdl.type`/`!pdl.range<type>` in the matcher, if bound.
        ty: Option<ValueId>,
    },
    /// An attribute (possibly null at run time).
    Attr(ValueId),
    /// An operation, matched or created.
    Op {
        /// The `!pdl.operation`.
        op: ValueId,
        /// Whether it was created by the rewriter.
        created: bool,
        /// The type (or type range) of each declared result group, when known.
        types: Vec<Option<ValueId>>,
    },
    /// Values (a native call's results or a built range).
    Values(Vec<ValueId>),
    /// A matched region (a `!patsat.region`).
    Region(ValueId),
}

/// One bound symbol.
#[derive(Clone, Debug)]
pub struct Info<'a> {
    /// What it is bound to.
    pub kind: Kind,
    /// The op whose argument or results it is.
    pub op: Option<OpInfo<'a>>,
    /// The argument index (operands and attributes).
    pub arg_index: usize,
    /// For operands: the dag, argument index and `variadic` sub-index that
    /// bound it (MLIR's `DagAndConstant`).
    pub key: Option<(V, usize, Option<usize>)>,
    /// The PDL values, once lowered.
    pub bound: Option<Bound>,
}

impl Info<'_> {
    /// How many declared values the symbol stands for.
    pub fn static_value_count(&self) -> usize {
        match self.kind {
            Kind::Attr | Kind::Prop | Kind::Operand | Kind::Value => 1,
            Kind::Result => self.op.as_ref().map_or(0, |o| o.num_results()),
            Kind::Multiple(n) => n,
            Kind::Region => 0,
        }
    }
}

/// Splits `x__N` into `("x", Some(N))`; other symbols stay whole.
pub fn value_pack(symbol: &str) -> (&str, Option<usize>) {
    if let Some(i) = symbol.rfind("__") {
        let idx = &symbol[i + 2..];
        if !idx.is_empty() && idx.bytes().all(|b| b.is_ascii_digit()) {
            if let Ok(n) = idx.parse() {
                return (&symbol[..i], Some(n));
            }
        }
    }
    (symbol, None)
}

/// The symbols of one pattern, by name (several operands may share one).
#[derive(Clone, Debug, Default)]
pub struct Symbols<'a> {
    map: BTreeMap<String, Vec<Info<'a>>>,
}

impl<'a> Symbols<'a> {
    /// Binds an op argument. `false` if the name is taken by something
    /// that is not an operand, or this argument is not an operand.
    pub fn bind_arg(&mut self, symbol: &str, info: Info<'a>) -> bool {
        if let Some(v) = self.map.get(symbol) {
            if info.kind != Kind::Operand || v.iter().any(|i| i.kind != Kind::Operand) {
                return false;
            }
        }
        self.map.entry(symbol.to_string()).or_default().push(info);
        true
    }

    /// Binds an op's results (or a native call's values) under the pack
    /// name of `symbol`. `false` if the name was already bound.
    pub fn bind(&mut self, symbol: &str, info: Info<'a>) -> bool {
        let name = value_pack(symbol).0.to_string();
        let e = self.map.entry(name).or_default();
        e.push(info);
        e.len() == 1
    }

    /// The first binding of the pack name of `symbol`.
    pub fn find(&self, symbol: &str) -> Option<&Info<'a>> {
        self.map.get(value_pack(symbol).0).and_then(|v| v.first())
    }

    /// All bindings of the pack name of `symbol`.
    pub fn all(&self, symbol: &str) -> &[Info<'a>] {
        self.map
            .get(value_pack(symbol).0)
            .map_or(&[], |v| v.as_slice())
    }

    /// The binding of an operand by the dag argument that bound it.
    pub fn operand_mut(
        &mut self,
        symbol: &str,
        key: (V, usize, Option<usize>),
    ) -> Option<&mut Info<'a>> {
        let v = self.map.get_mut(symbol)?;
        let pos = v
            .iter()
            .position(|i| i.key == Some(key) && i.bound.is_none())
            .or_else(|| v.iter().position(|i| i.key == Some(key)))?;
        Some(&mut v[pos])
    }

    /// The first binding of `symbol`'s pack name, mutable.
    pub fn find_mut(&mut self, symbol: &str) -> Option<&mut Info<'a>> {
        self.map
            .get_mut(value_pack(symbol).0)
            .and_then(|v| v.first_mut())
    }

    /// Does the pack name of `symbol` have a binding?
    pub fn contains(&self, symbol: &str) -> bool {
        self.find(symbol).is_some()
    }

    /// How many declared values `symbol` stands for (1 with `__N`).
    pub fn static_value_count(&self, symbol: &str) -> usize {
        if value_pack(symbol).1.is_some() {
            return 1;
        }
        self.find(symbol).map_or(0, Info::static_value_count)
    }
}

#[cfg(test)]
mod tests {
    use super::value_pack;

    #[test]
    fn packs() {
        assert_eq!(value_pack("res__1"), ("res", Some(1)));
        assert_eq!(value_pack("res__x"), ("res__x", None));
        assert_eq!(value_pack("a__b__0"), ("a__b", Some(0)));
        assert_eq!(value_pack("plain"), ("plain", None));
        assert_eq!(value_pack("x__"), ("x__", None));
    }
}
