//! Views of DRR records: a pattern's dags taken apart (operator, `$name`,
//! arguments), what a dag node is (an op, a `NativeCodeCall`, a directive)
//! and what a leaf is (a type or attribute constraint, a constant
//! attribute, an enum case, a string, unset), as MLIR's `DagNode` and
//! `DagLeaf` classify them; and the op definitions the dags name, with
//! their arguments in ODS order.

use super::pred;
use crate::ods::{Arity, OdsModel, Op};
use crate::tablegen::{Init, Keeper, RecId, V};
use std::collections::BTreeMap;

/// A dag value taken apart.
#[derive(Clone, Debug)]
pub struct Dag {
    /// The dag value (values are hash-consed: equal dags have equal ids,
    /// like LLVM's uniqued `DagInit`s).
    pub v: V,
    /// The operator record, when the operator is a def.
    pub operator: Option<RecId>,
    /// The `$name` of the operator (without `$`).
    pub name: String,
    /// The arguments.
    pub args: Vec<Arg>,
}

/// One argument of a dag, owned.
#[derive(Clone, Debug)]
pub struct Arg {
    /// The value.
    pub v: V,
    /// The `$name` (empty when none).
    pub name: String,
}

/// What a dag node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeKind {
    /// An op (any operator that is not one of the others).
    Op,
    /// A `NativeCodeCall`.
    Native,
    /// `replaceWithValue`.
    ReplaceWithValue,
    /// `location`.
    Location,
    /// `returnType`.
    ReturnType,
    /// `either`.
    Either,
    /// `variadic`.
    Variadic,
    /// patsat's `matchRegion` (source): a region of the matched op.
    MatchRegion,
    /// patsat's `numRegions` (source): the matched op's region count.
    NumRegions,
    /// patsat's `numBlocks` (in `matchRegion`): the region's block count.
    NumBlocks,
    /// patsat's `entryArgs` (in `matchRegion`): the entry block's arguments.
    EntryArgs,
    /// patsat's `yielded` (in `matchRegion`): the terminator's operands.
    Yielded,
    /// patsat's `takeRegion` (result): a created op's region.
    TakeRegion,
    /// patsat's `inlineRegion` (result): a matched region inlined.
    InlineRegion,
}

impl NodeKind {
    /// Whether the node is one of patsat's region directives
    /// (`patsat/DrrExtensions.td`).
    pub fn is_patsat(self) -> bool {
        matches!(
            self,
            NodeKind::MatchRegion
                | NodeKind::NumRegions
                | NodeKind::NumBlocks
                | NodeKind::EntryArgs
                | NodeKind::Yielded
                | NodeKind::TakeRegion
                | NodeKind::InlineRegion
        )
    }

    /// Whether the node is a trailing directive of an op dag giving its
    /// regions (`matchRegion`, `numRegions`, `takeRegion`).
    pub fn is_region_directive(self) -> bool {
        matches!(
            self,
            NodeKind::MatchRegion | NodeKind::NumRegions | NodeKind::TakeRegion
        )
    }
}

/// What a dag leaf is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Leaf {
    /// `?` (a bare `$name`).
    Unset,
    /// A record.
    Def(RecId),
    /// A string (`"..."`).
    Str(String),
    /// Anything else.
    Other,
}

/// Record-level queries shared by the DRR lowering.
pub struct Records<'a> {
    /// The records.
    pub k: &'a Keeper,
    /// The op definitions.
    pub ods: &'a OdsModel,
    by_def: BTreeMap<String, usize>,
}

impl<'a> Records<'a> {
    /// Indexes the ops of `ods` by def name.
    pub fn new(k: &'a Keeper, ods: &'a OdsModel) -> Self {
        let by_def = ods
            .ops
            .iter()
            .enumerate()
            .map(|(i, o)| (o.def_name.clone(), i))
            .collect();
        Records { k, ods, by_def }
    }

    /// The dag behind a value.
    pub fn dag(&self, v: V) -> Option<Dag> {
        let d = self.k.dag_view(v)?;
        Some(Dag {
            v,
            operator: self.k.as_def(d.op),
            name: d.op_name.unwrap_or_default(),
            args: d
                .args
                .into_iter()
                .map(|(v, n)| Arg {
                    v,
                    name: n.unwrap_or_default(),
                })
                .collect(),
        })
    }

    /// The record's name.
    pub fn name(&self, r: RecId) -> String {
        self.k.rec_name_str(r)
    }

    /// What a dag node is (MLIR's `DagNode::is*`).
    pub fn kind(&self, d: &Dag) -> NodeKind {
        let Some(r) = d.operator else {
            return NodeKind::Op;
        };
        if self.k.is_a(r, "NativeCodeCall") {
            return NodeKind::Native;
        }
        if self.k.is_a(r, "PatsatDirective") {
            match self.name(r).as_str() {
                "matchRegion" => return NodeKind::MatchRegion,
                "numRegions" => return NodeKind::NumRegions,
                "numBlocks" => return NodeKind::NumBlocks,
                "entryArgs" => return NodeKind::EntryArgs,
                "yielded" => return NodeKind::Yielded,
                "takeRegion" => return NodeKind::TakeRegion,
                "inlineRegion" => return NodeKind::InlineRegion,
                _ => {}
            }
        }
        match self.name(r).as_str() {
            "replaceWithValue" => NodeKind::ReplaceWithValue,
            "location" => NodeKind::Location,
            "returnType" => NodeKind::ReturnType,
            "either" => NodeKind::Either,
            "variadic" => NodeKind::Variadic,
            _ => NodeKind::Op,
        }
    }

    /// What a leaf is.
    pub fn leaf(&self, v: V) -> Leaf {
        match self.k.get(v) {
            Init::Unset => Leaf::Unset,
            Init::Def(r) => Leaf::Def(*r),
            Init::Str(s, _) => Leaf::Str(self.k.strs.get(*s).to_string()),
            _ => Leaf::Other,
        }
    }

    /// Is `v` a def of class `class`?
    pub fn leaf_is(&self, v: V, class: &str) -> bool {
        matches!(self.leaf(v), Leaf::Def(r) if self.k.is_a(r, class))
    }

    /// The operation a dag names.
    pub fn op_of(&self, d: &Dag) -> Option<OpInfo<'a>> {
        let r = d.operator?;
        let name = self.name(r);
        let &i = self.by_def.get(&name)?;
        Some(OpInfo::new(self.k, &self.ods.ops[i], r))
    }

    /// A `NativeCodeCall`'s expression and number of returns.
    pub fn native(&self, r: RecId) -> (String, i64) {
        (
            self.k.str_field(r, "expression").unwrap_or_default(),
            self.k.int_field(r, "numReturns").unwrap_or(1),
        )
    }

    /// The condition template of a constraint record.
    pub fn condition(&self, c: RecId) -> String {
        pred::constraint_condition(self.k, c)
    }

    /// The first location of a record.
    pub fn loc(&self, r: RecId) -> u64 {
        self.k.rec(r).locs.first().copied().unwrap_or(0)
    }
}

/// An op's `AllTypesMatch` groups and `TypesMatchWith` (lhs, rhs,
/// transformer) relations.
pub type TypeRelations = (Vec<Vec<String>>, Vec<(String, String, String)>);

/// One argument of an op definition, in ODS order.
#[derive(Clone, Debug)]
pub enum OpArg {
    /// An operand: its index among the operands.
    Operand(usize),
    /// An attribute: its index among the attributes.
    Attr(usize),
    /// A property: its index among the properties.
    Prop(usize),
}

/// An op definition with the records of its arguments.
#[derive(Clone, Debug)]
pub struct OpInfo<'a> {
    /// The ODS model of the op.
    pub op: &'a Op,
    /// The op's record.
    pub rec: RecId,
    /// Arguments in ODS order.
    pub args: Vec<OpArg>,
    /// The constraint record of each argument (after `Arg<...>` wrappers).
    pub arg_recs: Vec<Option<RecId>>,
    /// The constraint record of each result.
    pub result_recs: Vec<Option<RecId>>,
    /// The C++ class name (`FooOp`).
    pub cpp_class: String,
}

impl<'a> OpInfo<'a> {
    fn new(k: &Keeper, op: &'a Op, rec: RecId) -> Self {
        let args = op
            .argument_order
            .iter()
            .map(|&(c, i)| match c {
                'o' => OpArg::Operand(i),
                'a' => OpArg::Attr(i),
                _ => OpArg::Prop(i),
            })
            .collect();
        let recs = |field: &str| -> Vec<Option<RecId>> {
            let Some(d) = k.dag_field(rec, field) else {
                return Vec::new();
            };
            d.args
                .into_iter()
                .map(|(v, _)| {
                    k.as_def(v).map(|r| {
                        if k.is_a(r, "OpVariable") {
                            k.def_field(r, "constraint").unwrap_or(r)
                        } else {
                            r
                        }
                    })
                })
                .collect()
        };
        let arg_recs = recs("arguments");
        let result_recs = recs("results");
        let cpp_class = op.cpp_class.clone();
        OpInfo {
            op,
            rec,
            args,
            arg_recs,
            result_recs,
            cpp_class,
        }
    }

    /// `dialect.mnemonic`.
    pub fn name(&self) -> &str {
        &self.op.name
    }

    /// Number of arguments (operands, attributes and properties).
    pub fn num_args(&self) -> usize {
        self.args.len()
    }

    /// The ODS name of argument `i`.
    pub fn arg_name(&self, i: usize) -> String {
        match self.args.get(i) {
            Some(OpArg::Operand(j)) => self.op.operands[*j].name.clone(),
            Some(OpArg::Attr(j)) => self.op.attributes[*j].name.clone(),
            Some(OpArg::Prop(j)) => self.op.properties[*j].name.clone(),
            None => String::new(),
        }
    }

    /// Is operand `j` variable-length (optional or variadic)?
    pub fn operand_var_len(&self, j: usize) -> bool {
        !matches!(self.op.operands[j].arity, Arity::Single)
    }

    /// Is operand `j` variadic (not optional)?
    pub fn operand_variadic(&self, j: usize) -> bool {
        matches!(
            self.op.operands[j].arity,
            Arity::Variadic | Arity::VariadicOfVariadic { .. }
        )
    }

    /// Number of variable-length operand groups.
    pub fn num_var_len_operands(&self) -> usize {
        (0..self.op.operands.len())
            .filter(|&j| self.operand_var_len(j))
            .count()
    }

    /// Is result group `j` variable-length?
    pub fn result_var_len(&self, j: usize) -> bool {
        !matches!(self.op.results[j].arity, Arity::Single)
    }

    /// Does the op have any variable-length result group?
    pub fn has_var_len_results(&self) -> bool {
        (0..self.op.results.len()).any(|j| self.result_var_len(j))
    }

    /// Number of declared results.
    pub fn num_results(&self) -> usize {
        self.op.results.len()
    }

    /// Has a trait with this def or C++ name.
    pub fn has_trait(&self, name: &str) -> bool {
        self.op.has_trait(name)
    }

    /// Does the op declare `InferTypeOpInterface` (its C++ infers the
    /// result types)?
    pub fn declares_type_inference(&self) -> bool {
        self.op
            .traits
            .iter()
            .any(|t| t.def_name == "InferTypeOpInterface" || t.cpp.contains("InferTypeOpInterface"))
    }

    /// The index of the operand argument named `name`.
    pub fn operand_named(&self, name: &str) -> Option<usize> {
        self.op.operands.iter().position(|o| o.name == name)
    }

    /// The index of the attribute named `name`.
    pub fn attr_named(&self, name: &str) -> Option<usize> {
        self.op.attributes.iter().position(|a| a.name == name)
    }

    /// The op's `AllTypesMatch` groups and `TypesMatchWith` relations
    /// (lhs, rhs, transformer), from its trait records.
    pub fn type_relations(&self, k: &Keeper) -> TypeRelations {
        let mut groups = Vec::new();
        let mut with = Vec::new();
        let mut stack: Vec<V> = k.list_field(self.rec, "traits").unwrap_or_default();
        let mut guard = 0;
        while let Some(v) = stack.pop() {
            guard += 1;
            let Some(t) = k.as_def(v) else { continue };
            if guard > 10_000 {
                break;
            }
            if k.is_a(t, "AllTypesMatch") {
                let names = k
                    .list_field(t, "values")
                    .unwrap_or_default()
                    .into_iter()
                    .filter_map(|n| k.as_str(n).map(str::to_string))
                    .collect();
                groups.push(names);
            } else if k.is_a(t, "TypesMatchWith") {
                with.push((
                    k.str_field(t, "lhs").unwrap_or_default(),
                    k.str_field(t, "rhs").unwrap_or_default(),
                    k.str_field(t, "transformer").unwrap_or_default(),
                ));
            } else if k.is_a(t, "TraitList") {
                stack.extend(k.list_field(t, "traits").unwrap_or_default());
            }
        }
        (groups, with)
    }
}
