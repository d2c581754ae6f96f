//! Compiles a `Pattern` into its match and rewrite programs, once.
//!
//! The match program follows the predicates MLIR's PDL lowering
//! (`PredicateTree.cpp`) derives from a pattern, so the two accept the same
//! ops: the tree below the rewrite root is walked downward (operands to
//! their defining ops), other roots are reached upward through the users
//! of an already matched value, and what the tree does not cover
//! (constants, native constraints, `pdl.result` values not used as
//! operands) is checked afterwards in pattern order. The rewrite program
//! follows MLIR's rewriter lowering (`PDLToPDLInterp.cpp`), including how
//! created ops get their result types.
//!
//! * `matcher`: the match program;
//! * `predicates`: MLIR's positions and questions of each instruction (for
//!   [`crate::order`]);
//! * `rewriter`: the rewrite program.

use crate::hooks::{HookId, HookKind, Hooks};
use crate::ops::OpDefs;
use crate::order::{PosId, Position, Predicate, Predicates};
use crate::program::{CompiledPattern, MatchInstr, Reg, RewriteInstr};
use patsat_frontend::pattern::verify::diag_at_loc;
use patsat_frontend::pattern::{MatchOp, OperationNode, Pattern, PdlType, ValueDef, ValueId};
use patsat_ir::{Context, Diagnostic};

mod matcher;
mod predicates;
mod rewriter;
mod root_order;

use root_order::{RootGraph, Walk};

type R<T> = Result<T, Box<Diagnostic>>;

/// A compiled pattern, its predicates and the first register reading each
/// position.
pub(crate) type PatternOutput = (CompiledPattern, Vec<Predicate>, Vec<(PosId, Reg)>);

/// Compiles one pattern (`index` is its position in its set). Its
/// predicates, as MLIR's PDL lowering derives them, are interned in
/// `preds` and returned beside it (for [`crate::order`]), with the first
/// register reading each position.
pub(crate) fn compile_pattern(
    ctx: &mut Context,
    p: &Pattern,
    index: usize,
    hooks: &Hooks,
    ops: &OpDefs,
    preds: &mut Predicates,
) -> Result<PatternOutput, Diagnostic> {
    let mut c = Compiler {
        ctx,
        p,
        hooks,
        ops,
        matcher: Vec::new(),
        rewriter: Vec::new(),
        nregs: 0,
        bound: vec![None; p.values.len()],
        preds,
        reg_pos: Vec::new(),
        list: Vec::new(),
        foreach_id: 0,
        constraint_result_types: Vec::new(),
    };
    let compiled = c.run(index).map_err(|d| *d)?;
    let mut regs: Vec<(PosId, Reg)> = Vec::new();
    for (r, &pos) in c.reg_pos.iter().enumerate() {
        if !regs.iter().any(|e| e.0 == pos) {
            regs.push((pos, Reg(r as u32)));
        }
    }
    Ok((compiled, c.list, regs))
}

/// How a position was reached, which decides the checks made on it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pos {
    /// An attribute of an op.
    Attr,
    /// An op reached downward (the defining op of an operand).
    Op,
    /// A type or type range.
    Type,
    /// A single operand (before any range in the operand list).
    Operand,
    /// An operand group; `None` for all operands.
    Group(Option<u32>),
}

struct Compiler<'a> {
    ctx: &'a mut Context,
    p: &'a Pattern,
    hooks: &'a Hooks,
    ops: &'a OpDefs,
    matcher: Vec<MatchInstr>,
    rewriter: Vec<RewriteInstr>,
    nregs: u32,
    /// The register holding each PDL value, once bound.
    bound: Vec<Option<Reg>>,
    /// The set's interned positions and questions.
    preds: &'a mut Predicates,
    /// The position each match register reads.
    reg_pos: Vec<PosId>,
    /// The pattern's predicates, in MLIR's order.
    list: Vec<Predicate>,
    /// Numbers the upward traversals (MLIR's `ForEach` ids).
    foreach_id: u32,
    /// The PDL types of the results of the constraint being emitted.
    constraint_result_types: Vec<PdlType>,
}

/// An edge of the downward walk from a root: `value` is an operand (or
/// result group) of `parent` at `index`.
#[derive(Clone, Copy)]
struct OpIndex {
    parent: ValueId,
    index: Option<u32>,
}

impl Compiler<'_> {
    fn err<T>(&self, msg: impl Into<String>) -> R<T> {
        let what = match &self.p.name {
            Some(n) => format!("pattern `{}`: ", n),
            None => "pattern: ".to_string(),
        };
        Err(Box::new(diag_at_loc(
            self.ctx,
            self.p.loc,
            format!("{}{}", what, msg.into()),
        )))
    }

    fn reg(&mut self) -> Reg {
        self.nregs += 1;
        Reg(self.nregs - 1)
    }

    fn match_op(&self, v: ValueId) -> Option<&MatchOp> {
        match self.p.values[v.index()].def {
            ValueDef::Match(m, _) => Some(&self.p.matcher[m.index()].op),
            ValueDef::Rewrite(..) => None,
        }
    }

    fn operation(&self, v: ValueId) -> Option<&OperationNode> {
        match self.match_op(v) {
            Some(MatchOp::Operation(o)) => Some(o),
            _ => None,
        }
    }

    fn is_range(&self, v: ValueId) -> bool {
        matches!(self.p.ty(v), PdlType::ValueRange | PdlType::TypeRange)
    }

    fn run(&mut self, index: usize) -> R<CompiledPattern> {
        let roots = self.detect_roots();
        if roots.is_empty() {
            return self.err("the matcher has no operation");
        }
        let walks: Vec<Walk> = roots.iter().map(|&r| self.walk_down(r)).collect();
        let graph = RootGraph::new(&roots, &walks);
        if !graph.is_connected() {
            return self.err("an operation of the matcher is not connected to the root");
        }
        let given = self.p.rewriter.root.map(|r| {
            roots
                .iter()
                .position(|&x| x == r)
                .expect("the rewrite root is a root")
        });
        let (root_index, order) = graph.order(given);
        let root = roots[root_index];
        let Some(root_node) = self.operation(root).cloned() else {
            return self.err("the rewrite root is not an operation of the matcher");
        };
        let root_reg = self.reg();
        self.set_pos(
            root_reg,
            Position::Op {
                parent: None,
                depth: 0,
            },
        );
        self.bound[root.index()] = Some(root_reg);
        self.visit_op(root, root_reg, true, true, None);
        self.connect_roots(&roots, &walks, &order)?;
        self.non_tree()?;
        self.compile_rewriter()?;
        Ok(CompiledPattern {
            name: self.p.name.clone().unwrap_or_default(),
            index,
            benefit: self.p.benefit,
            root: root_node.name,
            root_reg,
            loc_ops: Vec::new(),
            matcher: std::mem::take(&mut self.matcher),
            rewriter: std::mem::take(&mut self.rewriter),
            num_regs: self.nregs,
            loc: self.p.loc,
            value_regs: self.bound.clone(),
        })
    }

    /// The registers of bound values.
    fn regs(&self, vals: &[ValueId]) -> R<Vec<Reg>> {
        vals.iter()
            .map(|v| match self.bound[v.index()] {
                Some(r) => Ok(r),
                None => self.err("a value is used before it is bound"),
            })
            .collect()
    }

    /// Resolves a native by name and checks the call against its signature.
    fn hook(&self, kind: HookKind, name: &str, args: &[ValueId], results: &[ValueId]) -> R<HookId> {
        let what = match kind {
            HookKind::Constraint => "constraint",
            HookKind::Rewrite => "rewrite",
        };
        let Some(id) = self.hooks.lookup(kind, name) else {
            return self.err(format!(
                "native {} `{}` is not registered (register it with Hooks::register_{})",
                what, name, what
            ));
        };
        let sig = self.hooks.signature(id);
        let kinds = |vs: &[ValueId]| vs.iter().map(|&v| self.p.ty(v)).collect::<Vec<_>>();
        if let Some(want) = &sig.args {
            let got = kinds(args);
            if *want != got {
                return self.err(format!(
                    "native {} `{}` takes ({}) but is called with ({})",
                    what,
                    name,
                    type_list(want),
                    type_list(&got)
                ));
            }
        }
        if let Some(want) = &sig.results {
            let got = kinds(results);
            if *want != got {
                return self.err(format!(
                    "native {} `{}` returns ({}) but the pattern expects ({})",
                    what,
                    name,
                    type_list(want),
                    type_list(&got)
                ));
            }
        }
        Ok(id)
    }
}

fn type_list(t: &[PdlType]) -> String {
    t.iter()
        .map(|t| t.mlir_name())
        .collect::<Vec<_>>()
        .join(", ")
}
