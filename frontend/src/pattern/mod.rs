//! The `PatternSet`: the pattern IR every frontend produces (PDLL, DRR, PDL
//! import) and every engine consumes (translate, greedy, eqsat).
//!
//! It is shaped like MLIR's PDL dialect (DESIGN.md, key decision 1): a
//! [`Pattern`] has a *matcher* — a list of [`MatchNode`]s in definition
//! order, like the body of a `pdl.pattern` — and a [`Rewriter`] — the
//! `pdl.rewrite` that ends it, holding a list of [`RewriteNode`]s. Every
//! node defines zero or more PDL values ([`ValueId`]); each value has a
//! [`PdlType`] (`!pdl.operation`, `!pdl.range<value>`, ...) and knows the
//! node that defines it. Match nodes may only use values of earlier match
//! nodes; rewrite nodes may use any match value and earlier rewrite values.
//! The split into two node types keeps MLIR's placement rules by
//! construction: `pdl.operand(s)` and `pdl.apply_native_constraint` only
//! exist in a matcher, `pdl.erase`, `pdl.replace`, `pdl.range` and
//! `pdl.apply_native_rewrite` only in a rewriter.
//!
//! Attributes and types are interned in a [`patsat_ir::Context`] that the
//! caller owns and shares with the payload IR, so a pattern's constant
//! `10 : i64` is the same [`Attr`] as the payload's. Locations are location
//! attributes of the same context.
//!
//! [`print`] writes a set as PDL MLIR (the custom form `mlir-pdll -x=mlir`
//! prints), [`verify`] checks the rules MLIR's PDL verifier checks.
//!
//! # Regions and blocks (beyond PDL)
//!
//! PDL cannot look into regions; the pattern IR can (patsat's DRR
//! extensions, `docs/drr-extensions.md`): a matcher may bind region `i` of
//! a matched op ([`MatchOp::Region`], a `!patsat.region`), a region's entry
//! block ([`MatchOp::EntryBlock`], a `!patsat.block`), the block's
//! arguments ([`MatchOp::BlockArgs`]) and its terminator's operands
//! ([`MatchOp::Yielded`]) as values, and require how many regions, blocks,
//! arguments or yielded values there are ([`MatchOp::Count`]); a rewriter
//! may create an op whose regions are taken from matched regions
//! ([`OperationNode::regions`], PDLL's `take_region`) and inline a block
//! before an op ([`RewriteOp::InlineBlock`], PDLL's `move_block`).
//! Likewise, a matcher may require a value to be *some* result of an op
//! ([`MatchOp::AnyResult`]: DRR's nested ops with variadic results). A
//! pattern using any of these has no PDL form ([`Pattern::no_pdl_form`]).

pub mod print;
pub mod verify;

use patsat_ir::{Attr, Type};

/// A set of patterns, in definition order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PatternSet {
    /// The patterns.
    pub patterns: Vec<Pattern>,
}

/// A PDL value of a pattern: an index into [`Pattern::values`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValueId(pub u32);

/// A node of a pattern's matcher: an index into [`Pattern::matcher`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MatchId(pub u32);

/// A node of a pattern's rewriter: an index into [`Rewriter::body`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RewriteId(pub u32);

impl ValueId {
    /// The index into [`Pattern::values`].
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
impl MatchId {
    /// The index into [`Pattern::matcher`].
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
impl RewriteId {
    /// The index into [`Rewriter::body`].
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The type of a PDL value (the `!pdl.*` types).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PdlType {
    /// `!pdl.attribute`
    Attribute,
    /// `!pdl.operation`
    Operation,
    /// `!pdl.type`
    Type,
    /// `!pdl.value`
    Value,
    /// `!pdl.range<type>`
    TypeRange,
    /// `!pdl.range<value>`
    ValueRange,
    /// A region of a matched op (`!patsat.region`, not PDL).
    Region,
    /// A block of a matched region (`!patsat.block`, not PDL).
    Block,
}

impl PdlType {
    /// The MLIR spelling, e.g. `!pdl.range<value>`.
    pub fn mlir_name(self) -> &'static str {
        match self {
            PdlType::Attribute => "!pdl.attribute",
            PdlType::Operation => "!pdl.operation",
            PdlType::Type => "!pdl.type",
            PdlType::Value => "!pdl.value",
            PdlType::TypeRange => "!pdl.range<type>",
            PdlType::ValueRange => "!pdl.range<value>",
            PdlType::Region => "!patsat.region",
            PdlType::Block => "!patsat.block",
        }
    }
    /// Parses an MLIR spelling (inverse of [`PdlType::mlir_name`]).
    pub fn from_mlir_name(s: &str) -> Option<PdlType> {
        Some(match s {
            "!pdl.attribute" => PdlType::Attribute,
            "!pdl.operation" => PdlType::Operation,
            "!pdl.type" => PdlType::Type,
            "!pdl.value" => PdlType::Value,
            "!pdl.range<type>" => PdlType::TypeRange,
            "!pdl.range<value>" => PdlType::ValueRange,
            "!patsat.region" => PdlType::Region,
            "!patsat.block" => PdlType::Block,
            _ => return None,
        })
    }
    /// The element type of a range, or the type itself.
    pub fn element(self) -> PdlType {
        match self {
            PdlType::TypeRange => PdlType::Type,
            PdlType::ValueRange => PdlType::Value,
            t => t,
        }
    }
    /// The range of this element type, if PDL has one.
    pub fn range(self) -> Option<PdlType> {
        match self {
            PdlType::Type | PdlType::TypeRange => Some(PdlType::TypeRange),
            PdlType::Value | PdlType::ValueRange => Some(PdlType::ValueRange),
            _ => None,
        }
    }
}

/// Where a value is defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// Result `index` of a matcher node.
    Match(MatchId, u32),
    /// Result `index` of a rewriter node.
    Rewrite(RewriteId, u32),
}

/// One PDL value: its type and its definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ValueInfo {
    /// The PDL type.
    pub ty: PdlType,
    /// The defining node.
    pub def: ValueDef,
}

/// An operation node (`pdl.operation`), shared by matcher and rewriter: in
/// a matcher it matches an operation, in a rewriter it creates one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OperationNode {
    /// The operation name; `None` matches any operation (matcher only).
    pub name: Option<String>,
    /// Operand values: each a `!pdl.value` or `!pdl.range<value>`.
    pub operands: Vec<ValueId>,
    /// Attributes by name: each a `!pdl.attribute`.
    pub attributes: Vec<(String, ValueId)>,
    /// Result types: each a `!pdl.type` or `!pdl.range<type>`. Empty in a
    /// rewriter means "infer them".
    pub result_types: Vec<ValueId>,
    /// Rewriter only (empty in a matcher): the regions of the created op,
    /// each the blocks taken from a matched `!patsat.region` (which is left
    /// empty) or `None` for an empty region. Not PDL.
    pub regions: Vec<Option<ValueId>>,
}

/// What a [`MatchOp::Count`] counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Counted {
    /// The regions of an op.
    Regions,
    /// The blocks of a region.
    Blocks,
    /// The arguments of a block.
    Args,
    /// The operands of a block's terminator.
    Yielded,
}

impl Counted {
    /// The spelling in printed patterns.
    pub fn name(self) -> &'static str {
        match self {
            Counted::Regions => "regions",
            Counted::Blocks => "blocks",
            Counted::Args => "args",
            Counted::Yielded => "yielded",
        }
    }
    /// The type of the value counted in.
    pub fn of_type(self) -> PdlType {
        match self {
            Counted::Regions => PdlType::Operation,
            Counted::Blocks => PdlType::Region,
            Counted::Args | Counted::Yielded => PdlType::Block,
        }
    }
}

/// A matcher node (the ops allowed in the body of a `pdl.pattern`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchOp {
    /// `pdl.operand`: one operand value, optionally of a given type.
    Operand {
        /// The `!pdl.type` it must have.
        ty: Option<ValueId>,
    },
    /// `pdl.operands`: a range of operand values, optionally typed.
    Operands {
        /// The `!pdl.range<type>` they must have.
        ty: Option<ValueId>,
    },
    /// `pdl.attribute`: an attribute, optionally typed or constant.
    Attribute {
        /// The `!pdl.type` of the attribute.
        ty: Option<ValueId>,
        /// The constant it must equal.
        value: Option<Attr>,
    },
    /// `pdl.type`: a type, optionally constant.
    Type {
        /// The constant it must equal.
        constant: Option<Type>,
    },
    /// `pdl.types`: a range of types, optionally constant.
    Types {
        /// The constants they must equal.
        constant: Option<Vec<Type>>,
    },
    /// `pdl.operation`: an operation.
    Operation(OperationNode),
    /// `pdl.result`: result `index` of an operation (a `!pdl.value`).
    Result {
        /// The `!pdl.operation`.
        parent: ValueId,
        /// Result index.
        index: u32,
    },
    /// `pdl.results`: all results, or result group `index` (a value or a
    /// range, per the node's result type).
    Results {
        /// The `!pdl.operation`.
        parent: ValueId,
        /// Result group index; `None` for all results.
        index: Option<u32>,
    },
    /// `pdl.apply_native_constraint`: a constraint implemented natively.
    NativeConstraint {
        /// The registered name.
        name: String,
        /// Arguments.
        args: Vec<ValueId>,
        /// Whether the result is negated (`not Cst(...)` in PDLL).
        negated: bool,
    },
    /// Region `index` of an op (a `!patsat.region`); fails when the op has
    /// no such region. Not PDL.
    Region {
        /// The `!pdl.operation`.
        parent: ValueId,
        /// The region number.
        index: u32,
    },
    /// The entry block of a region (a `!patsat.block`); fails when the
    /// region is empty. Not PDL.
    EntryBlock {
        /// The `!patsat.region`.
        region: ValueId,
    },
    /// Argument `index` of a block (a `!pdl.value`; fails when there is
    /// none), or all of them (`None`: a `!pdl.range<value>`). Not PDL.
    BlockArgs {
        /// The `!patsat.block`.
        block: ValueId,
        /// The argument number.
        index: Option<u32>,
    },
    /// Operand `index` of a block's terminator (its last op; a
    /// `!pdl.value`, failing when there is none), or all of them (`None`:
    /// a `!pdl.range<value>`, failing when the block is empty). Not PDL.
    Yielded {
        /// The `!patsat.block`.
        block: ValueId,
        /// The operand number.
        index: Option<u32>,
    },
    /// A `!pdl.value` that is one of the results of `parent`, whichever:
    /// matched from the value, `parent` is its defining op. Not PDL (DRR's
    /// nested ops with variadic results).
    AnyResult {
        /// The `!pdl.operation`.
        parent: ValueId,
    },
    /// Fails unless `of` has exactly `count` regions, blocks, arguments or
    /// yielded values. Not PDL.
    Count {
        /// An op, region or block (as `what` needs).
        of: ValueId,
        /// What is counted.
        what: Counted,
        /// The number required.
        count: u32,
    },
}

/// How `replace` replaces its root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Replacement {
    /// With the results of another operation.
    Op(ValueId),
    /// With values and value ranges (concatenated).
    Values(Vec<ValueId>),
}

/// A rewriter node (the ops allowed in the body of a `pdl.rewrite`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RewriteOp {
    /// `pdl.operation`: create an operation.
    Operation(OperationNode),
    /// `pdl.replace`: replace an operation.
    Replace {
        /// The `!pdl.operation` to replace.
        op: ValueId,
        /// What to replace it with.
        with: Replacement,
    },
    /// `pdl.erase`: erase an operation.
    Erase {
        /// The `!pdl.operation` to erase.
        op: ValueId,
    },
    /// `pdl.apply_native_rewrite`: a rewrite implemented natively.
    NativeRewrite {
        /// The registered name.
        name: String,
        /// Arguments.
        args: Vec<ValueId>,
    },
    /// `pdl.attribute` with a constant value.
    Attribute {
        /// The constant.
        value: Attr,
    },
    /// `pdl.type`: a constant type (or, invalidly, an unconstrained one).
    Type {
        /// The constant.
        constant: Option<Type>,
    },
    /// `pdl.types`: constant types (or, invalidly, unconstrained ones).
    Types {
        /// The constants.
        constant: Option<Vec<Type>>,
    },
    /// `pdl.result`.
    Result {
        /// The `!pdl.operation`.
        parent: ValueId,
        /// Result index.
        index: u32,
    },
    /// `pdl.results`.
    Results {
        /// The `!pdl.operation`.
        parent: ValueId,
        /// Result group index; `None` for all results.
        index: Option<u32>,
    },
    /// `pdl.range`: concatenate values (or types) into a range.
    Range {
        /// The elements (single values or ranges).
        elements: Vec<ValueId>,
    },
    /// Inlines a matched block right before an op (MLIR's
    /// `inlineBlockBefore`, PDLL's `move_block`): its arguments' uses
    /// become `args`, its ops (terminator included) move before `before`,
    /// the block is erased. Defines the terminator's operands (a
    /// `!pdl.range<value>`) and the terminator (a `!pdl.operation`, to be
    /// erased once they replaced something). Not PDL.
    InlineBlock {
        /// The `!patsat.block`.
        block: ValueId,
        /// The `!pdl.operation` to inline before.
        before: ValueId,
        /// Values (or ranges) for the block's arguments.
        args: Vec<ValueId>,
    },
}

/// A matcher node with its results and location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchNode {
    /// What the node matches.
    pub op: MatchOp,
    /// The values it defines.
    pub results: Vec<ValueId>,
    /// Source location (a location attribute).
    pub loc: Option<Attr>,
}

/// A rewriter node with its results and location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RewriteNode {
    /// What the node does.
    pub op: RewriteOp,
    /// The values it defines.
    pub results: Vec<ValueId>,
    /// Source location (a location attribute).
    pub loc: Option<Attr>,
}

/// The rewrite part of a pattern (`pdl.rewrite`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rewriter {
    /// The root operation (a matcher `!pdl.operation`), if any.
    pub root: Option<ValueId>,
    /// An external rewrite: name and extra arguments, instead of a body.
    pub external: Option<(String, Vec<ValueId>)>,
    /// The rewrite nodes, in order.
    pub body: Vec<RewriteNode>,
    /// Source location.
    pub loc: Option<Attr>,
}

/// One rewrite pattern.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pattern {
    /// The symbol name (`pdl.pattern @name`), if any.
    pub name: Option<String>,
    /// The benefit (priority; higher first).
    pub benefit: u16,
    /// Whether the pattern bounds its own recursion (may be applied to its
    /// own results). PDL has no place for it: it is printed only on request.
    pub recursion: bool,
    /// Source location of the pattern.
    pub loc: Option<Attr>,
    /// Every value, by [`ValueId`].
    pub values: Vec<ValueInfo>,
    /// The matcher nodes, by [`MatchId`], in order.
    pub matcher: Vec<MatchNode>,
    /// The rewriter.
    pub rewriter: Rewriter,
}

/// The PDL types of the values a matcher node defines, when they follow
/// from the node alone (`None` for native constraints and indexed
/// `results`, whose result types are chosen by the producer).
pub fn match_result_types(op: &MatchOp) -> Option<Vec<PdlType>> {
    Some(match op {
        MatchOp::Operand { .. } => vec![PdlType::Value],
        MatchOp::Operands { .. } => vec![PdlType::ValueRange],
        MatchOp::Attribute { .. } => vec![PdlType::Attribute],
        MatchOp::Type { .. } => vec![PdlType::Type],
        MatchOp::Types { .. } => vec![PdlType::TypeRange],
        MatchOp::Operation(_) => vec![PdlType::Operation],
        MatchOp::Result { .. } => vec![PdlType::Value],
        MatchOp::Results { index: None, .. } => vec![PdlType::ValueRange],
        MatchOp::Results { index: Some(_), .. } | MatchOp::NativeConstraint { .. } => return None,
        MatchOp::Region { .. } => vec![PdlType::Region],
        MatchOp::EntryBlock { .. } => vec![PdlType::Block],
        MatchOp::BlockArgs { index: Some(_), .. } | MatchOp::Yielded { index: Some(_), .. } => {
            vec![PdlType::Value]
        }
        MatchOp::BlockArgs { index: None, .. } | MatchOp::Yielded { index: None, .. } => {
            vec![PdlType::ValueRange]
        }
        MatchOp::Count { .. } => vec![],
        MatchOp::AnyResult { .. } => vec![PdlType::Value],
    })
}

/// The PDL types of the values a rewriter node defines, when they follow
/// from the node alone (see [`match_result_types`]).
pub fn rewrite_result_types(op: &RewriteOp) -> Option<Vec<PdlType>> {
    Some(match op {
        RewriteOp::Operation(_) => vec![PdlType::Operation],
        RewriteOp::Replace { .. } | RewriteOp::Erase { .. } => vec![],
        RewriteOp::Attribute { .. } => vec![PdlType::Attribute],
        RewriteOp::Type { .. } => vec![PdlType::Type],
        RewriteOp::Types { .. } => vec![PdlType::TypeRange],
        RewriteOp::Result { .. } => vec![PdlType::Value],
        RewriteOp::Results { index: None, .. } => vec![PdlType::ValueRange],
        RewriteOp::InlineBlock { .. } => vec![PdlType::ValueRange, PdlType::Operation],
        RewriteOp::Results { index: Some(_), .. }
        | RewriteOp::NativeRewrite { .. }
        | RewriteOp::Range { .. } => return None,
    })
}

impl Pattern {
    /// An empty pattern.
    pub fn new(name: Option<String>, benefit: u16) -> Self {
        Pattern {
            name,
            benefit,
            ..Default::default()
        }
    }

    /// The type of a value.
    pub fn ty(&self, v: ValueId) -> PdlType {
        self.values[v.index()].ty
    }

    /// Appends a matcher node defining values of the given types.
    pub fn add_match(&mut self, op: MatchOp, types: &[PdlType], loc: Option<Attr>) -> Vec<ValueId> {
        let id = MatchId(self.matcher.len() as u32);
        let results = self.new_values(types, |i| ValueDef::Match(id, i));
        self.matcher.push(MatchNode {
            op,
            results: results.clone(),
            loc,
        });
        results
    }

    /// Appends a matcher node whose result types follow from the node
    /// (see [`match_result_types`]) and returns its single result.
    ///
    /// # Panics
    /// If the node does not define exactly one value of a known type.
    pub fn add_match1(&mut self, op: MatchOp, loc: Option<Attr>) -> ValueId {
        let tys = match_result_types(&op).expect("result type must be given");
        assert_eq!(tys.len(), 1, "node must define one value");
        self.add_match(op, &tys, loc)[0]
    }

    /// Appends a rewriter node defining values of the given types.
    pub fn add_rewrite(
        &mut self,
        op: RewriteOp,
        types: &[PdlType],
        loc: Option<Attr>,
    ) -> Vec<ValueId> {
        let id = RewriteId(self.rewriter.body.len() as u32);
        let results = self.new_values(types, |i| ValueDef::Rewrite(id, i));
        self.rewriter.body.push(RewriteNode {
            op,
            results: results.clone(),
            loc,
        });
        results
    }

    /// Appends a rewriter node with one result whose type follows from the
    /// node (see [`rewrite_result_types`]).
    ///
    /// # Panics
    /// If the node does not define exactly one value of a known type.
    pub fn add_rewrite1(&mut self, op: RewriteOp, loc: Option<Attr>) -> ValueId {
        let tys = rewrite_result_types(&op).expect("result type must be given");
        assert_eq!(tys.len(), 1, "node must define one value");
        self.add_rewrite(op, &tys, loc)[0]
    }

    fn new_values(&mut self, types: &[PdlType], def: impl Fn(u32) -> ValueDef) -> Vec<ValueId> {
        types
            .iter()
            .enumerate()
            .map(|(i, &ty)| {
                self.values.push(ValueInfo {
                    ty,
                    def: def(i as u32),
                });
                ValueId(self.values.len() as u32 - 1)
            })
            .collect()
    }

    /// Number of `pdl.operation` nodes in the matcher: the default benefit
    /// the PDLL reference gives a pattern ("the number of input operations").
    pub fn matched_op_count(&self) -> usize {
        self.matcher
            .iter()
            .filter(|n| matches!(n.op, MatchOp::Operation(_)))
            .count()
    }

    /// The values a matcher node uses, in operand order.
    pub fn match_operands(op: &MatchOp) -> Vec<ValueId> {
        match op {
            MatchOp::Operand { ty } | MatchOp::Operands { ty } => ty.iter().copied().collect(),
            MatchOp::Attribute { ty, .. } => ty.iter().copied().collect(),
            MatchOp::Type { .. } | MatchOp::Types { .. } => vec![],
            MatchOp::Operation(o) => o.uses(),
            MatchOp::Result { parent, .. } | MatchOp::Results { parent, .. } => vec![*parent],
            MatchOp::NativeConstraint { args, .. } => args.clone(),
            MatchOp::Region { parent, .. } | MatchOp::AnyResult { parent } => vec![*parent],
            MatchOp::EntryBlock { region } => vec![*region],
            MatchOp::BlockArgs { block, .. } | MatchOp::Yielded { block, .. } => vec![*block],
            MatchOp::Count { of, .. } => vec![*of],
        }
    }

    /// The values a rewriter node uses, in operand order.
    pub fn rewrite_operands(op: &RewriteOp) -> Vec<ValueId> {
        match op {
            RewriteOp::Operation(o) => o.uses(),
            RewriteOp::Replace { op, with } => {
                let mut v = vec![*op];
                match with {
                    Replacement::Op(r) => v.push(*r),
                    Replacement::Values(vs) => v.extend(vs.iter().copied()),
                }
                v
            }
            RewriteOp::Erase { op } => vec![*op],
            RewriteOp::NativeRewrite { args, .. } => args.clone(),
            RewriteOp::Attribute { .. } | RewriteOp::Type { .. } | RewriteOp::Types { .. } => {
                vec![]
            }
            RewriteOp::Result { parent, .. } | RewriteOp::Results { parent, .. } => vec![*parent],
            RewriteOp::Range { elements } => elements.clone(),
            RewriteOp::InlineBlock {
                block,
                before,
                args,
            } => {
                let mut v = vec![*block, *before];
                v.extend(args.iter().copied());
                v
            }
        }
    }

    /// Why the pattern has no PDL form (it uses nodes PDL does not have,
    /// see the module comment), if it has none.
    pub fn no_pdl_form(&self) -> Option<&'static str> {
        const REGIONS: &str = "looks into or moves regions";
        for n in &self.matcher {
            match n.op {
                MatchOp::Region { .. }
                | MatchOp::EntryBlock { .. }
                | MatchOp::BlockArgs { .. }
                | MatchOp::Yielded { .. }
                | MatchOp::Count { .. } => return Some(REGIONS),
                MatchOp::AnyResult { .. } => {
                    return Some("matches an operand as any result of an op with variadic results")
                }
                _ => {}
            }
        }
        let moves = self.rewriter.body.iter().any(|n| match &n.op {
            RewriteOp::Operation(o) => !o.regions.is_empty(),
            RewriteOp::InlineBlock { .. } => true,
            _ => false,
        });
        moves.then_some(REGIONS)
    }
}

impl OperationNode {
    /// Operands, attribute values, result types and taken regions, in
    /// that order (the operand order of `pdl.operation`, then regions).
    pub fn uses(&self) -> Vec<ValueId> {
        let mut v = self.operands.clone();
        v.extend(self.attributes.iter().map(|a| a.1));
        v.extend(self.result_types.iter().copied());
        v.extend(self.regions.iter().flatten().copied());
        v
    }
}

#[cfg(test)]
mod tests;
