//! Reading finished records, for backends such as `ods`: a field's value by
//! name, as a string, bit, int, def, list or dag, and class membership by
//! name (LLVM's `Record::getValueAs*` and `isSubClassOf(StringRef)`).

use super::model::*;

/// A dag value taken apart: operator, operator name, arguments with names.
pub struct DagView {
    /// The operator.
    pub op: V,
    /// The operator's `$name`.
    pub op_name: Option<String>,
    /// Arguments and their `$names`.
    pub args: Vec<(V, Option<String>)>,
}

impl Keeper {
    /// The value of field `name` of `r`.
    pub fn field_of(&self, r: RecId, name: &str) -> Option<V> {
        let sym = self.strs.lookup(name)?;
        let key = self.sym_lookup(sym)?;
        self.rec(r).field(key).map(|f| f.value)
    }
    /// Field `name` as a string (`None` if unset or not a string).
    pub fn str_field(&self, r: RecId, name: &str) -> Option<String> {
        self.field_of(r, name)
            .and_then(|v| self.as_str(v).map(str::to_string))
    }
    /// Field `name` as a bit (bit, int or one-bit bits).
    pub fn bit_field(&self, r: RecId, name: &str) -> Option<bool> {
        match self.get(self.field_of(r, name)?) {
            Init::Bit(b) => Some(*b),
            Init::Int(i) => Some(*i != 0),
            _ => None,
        }
    }
    /// Field `name` as an int.
    pub fn int_field(&self, r: RecId, name: &str) -> Option<i64> {
        self.iv(self.field_of(r, name)?)
    }
    /// Field `name` as a record.
    pub fn def_field(&self, r: RecId, name: &str) -> Option<RecId> {
        self.as_def(self.field_of(r, name)?)
    }
    /// The record a `Def` value names.
    pub fn as_def(&self, v: V) -> Option<RecId> {
        match self.get(v) {
            Init::Def(d) => Some(*d),
            _ => None,
        }
    }
    /// Field `name` as a list of values.
    pub fn list_field(&self, r: RecId, name: &str) -> Option<Vec<V>> {
        match self.get(self.field_of(r, name)?) {
            Init::List(e, _) => Some(e.to_vec()),
            _ => None,
        }
    }
    /// A dag value taken apart.
    pub fn dag_view(&self, v: V) -> Option<DagView> {
        let Init::Dag(op, name, args, names) = self.get(v) else {
            return None;
        };
        Some(DagView {
            op: *op,
            op_name: name.map(|n| self.strs.get(n).to_string()),
            args: args
                .iter()
                .zip(names.iter())
                .map(|(a, n)| (*a, n.map(|n| self.strs.get(n).to_string())))
                .collect(),
        })
    }
    /// Field `name` as a dag.
    pub fn dag_field(&self, r: RecId, name: &str) -> Option<DagView> {
        self.dag_view(self.field_of(r, name)?)
    }
    /// Is `r` the class named `class`, or one of its subclasses?
    pub fn is_a(&self, r: RecId, class: &str) -> bool {
        let Some(c) = self.class_by_name(class) else {
            return false;
        };
        r == c || self.rec(r).is_subclass_of(c)
    }
    /// All defs, sorted by name.
    pub fn defs_sorted(&self) -> Vec<(String, RecId)> {
        let mut v: Vec<(String, RecId)> = self
            .defs
            .iter()
            .map(|(s, r)| (self.strs.get(*s).to_string(), *r))
            .collect();
        v.sort();
        v
    }
}
