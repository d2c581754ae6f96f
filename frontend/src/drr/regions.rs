//! patsat's DRR directives for regions (`patsat/DrrExtensions.td`,
//! `docs/drr-extensions.md`), lowered to the pattern IR's region nodes:
//!
//! * source: trailing `matchRegion` / `numRegions` arguments of a matched
//!   op's dag bind its regions (with `numBlocks`, `entryArgs`, `yielded`
//!   inside) and count them;
//! * result: trailing `takeRegion` arguments of a created op's dag give it
//!   matched regions; `inlineRegion` inlines a matched region's single
//!   block before the root and stands for its terminator's operands.
//!
//! A region is taken or inlined at most once; symbols bound inside a
//! region (block arguments, yielded values) may not be bound anywhere else
//! (the pattern IR compares operands by sharing one value, which a block
//! argument is not).

use super::lower::{Lowerer, R};
use super::symbols::Bound;
use super::tree::{Arg, Dag, Leaf, NodeKind, OpInfo};
use super::NativeKind;
use crate::pattern::{Counted, MatchOp, PdlType, RewriteOp, ValueId};

impl<'a> Lowerer<'a, '_> {
    /// The arguments of an op dag without its trailing region directives,
    /// and those directives.
    pub fn split_region_directives(&self, d: &Dag) -> (Vec<Arg>, Vec<Dag>) {
        let mut args = d.args.clone();
        let mut dirs = Vec::new();
        while let Some(c) = args.last().and_then(|a| self.r.dag(a.v)) {
            if !self.r.kind(&c).is_region_directive() {
                break;
            }
            dirs.insert(0, c);
            args.pop();
        }
        (args, dirs)
    }

    /// Binds the symbols of a region directive of an op dag (MLIR's
    /// `collectBoundSymbols` for patsat's directives): a `matchRegion`'s
    /// name, and the names inside its `entryArgs` and `yielded`.
    pub fn collect_region_symbols(&mut self, d: &Dag, src: bool) -> R<()> {
        use super::symbols::Kind;
        if !src || self.r.kind(d) != NodeKind::MatchRegion {
            return Ok(());
        }
        let mut names = vec![(d.name.clone(), Kind::Region)];
        for a in &d.args {
            if let Some(c) = self.r.dag(a.v) {
                names.push((c.name.clone(), Kind::Value));
                names.extend(c.args.iter().map(|x| (x.name.clone(), Kind::Value)));
            }
        }
        for (name, kind) in names {
            if name.is_empty() || name == "_" {
                continue;
            }
            let info = self.info(kind, None, 0, None);
            let ok = self.syms.bind(&name, info);
            self.verify_bind(ok, &name)?;
        }
        Ok(())
    }

    /// The integer argument of `(numRegions N)` / `(numBlocks N)`.
    fn count_arg(&self, d: &Dag, what: &str) -> R<u32> {
        let n = match d.args.as_slice() {
            [a] => match self.r.k.get(a.v) {
                crate::tablegen::Init::Int(i) => u32::try_from(*i).ok(),
                _ => None,
            },
            _ => None,
        };
        match n {
            Some(n) if d.name.is_empty() => Ok(n),
            _ => self.fatal(format!(
                "`{}` takes one non-negative integer and binds no symbol",
                what
            )),
        }
    }

    /// The source directives `dirs` of the matched op `opv`.
    pub fn match_regions(&mut self, opv: ValueId, op: &OpInfo<'a>, dirs: &[Dag]) -> R<()> {
        let (declared, variadic) = declared_regions(op);
        let mut index = 0u32;
        for d in dirs {
            match self.r.kind(d) {
                NodeKind::NumRegions => {
                    let count = self.count_arg(d, "numRegions")?;
                    self.m(
                        MatchOp::Count {
                            of: opv,
                            what: Counted::Regions,
                            count,
                        },
                        &[],
                    );
                }
                NodeKind::MatchRegion => {
                    if index as usize >= declared && !variadic {
                        return self.fatal(format!(
                            "op '{}' declares {} region(s); `matchRegion` #{} is out of range",
                            op.name(),
                            declared,
                            index
                        ));
                    }
                    let r = self.m1(MatchOp::Region { parent: opv, index });
                    index += 1;
                    self.bind_region_symbol(&d.name, Bound::Region(r));
                    self.match_region_contents(r, d)?;
                }
                _ => {
                    return self.fatal(
                        "`takeRegion` is a result-pattern directive; a source pattern binds \
                         regions with `matchRegion`",
                    )
                }
            }
        }
        Ok(())
    }

    fn bind_region_symbol(&mut self, name: &str, b: Bound) {
        if name.is_empty() || name == "_" {
            return;
        }
        if let Some(info) = self.syms.find_mut(name) {
            info.bound = Some(b);
        }
    }

    /// `numBlocks`, `entryArgs` and `yielded` inside `(matchRegion ...)`.
    fn match_region_contents(&mut self, r: ValueId, d: &Dag) -> R<()> {
        let mut block = None;
        for a in &d.args {
            let Some(c) = self.r.dag(a.v) else {
                return self.fatal(
                    "`matchRegion` takes the directives `numBlocks`, `entryArgs` and `yielded`",
                );
            };
            match self.r.kind(&c) {
                NodeKind::NumBlocks => {
                    let count = self.count_arg(&c, "numBlocks")?;
                    self.m(
                        MatchOp::Count {
                            of: r,
                            what: Counted::Blocks,
                            count,
                        },
                        &[],
                    );
                }
                k @ (NodeKind::EntryArgs | NodeKind::Yielded) => {
                    let b = match block {
                        Some(b) => b,
                        None => *block.insert(self.m1(MatchOp::EntryBlock { region: r })),
                    };
                    self.match_block_values(b, &c, k == NodeKind::EntryArgs)?;
                }
                _ => {
                    return self.fatal(
                        "`matchRegion` takes the directives `numBlocks`, `entryArgs` and \
                         `yielded`",
                    )
                }
            }
        }
        Ok(())
    }

    /// `(entryArgs ...)` (`args`) or `(yielded ...)` of block `b`.
    fn match_block_values(&mut self, b: ValueId, d: &Dag, args: bool) -> R<()> {
        let (what, dir) = if args {
            (Counted::Args, "entryArgs")
        } else {
            (Counted::Yielded, "yielded")
        };
        let node = |index| match args {
            true => MatchOp::BlockArgs { block: b, index },
            false => MatchOp::Yielded { block: b, index },
        };
        if !d.name.is_empty() {
            let all = self.m1(node(None));
            self.bind_region_symbol(&d.name, Bound::Values(vec![all]));
        }
        if !d.args.is_empty() || d.name.is_empty() {
            let count = d.args.len() as u32;
            self.m(MatchOp::Count { of: b, what, count }, &[]);
        }
        for (i, a) in d.args.iter().enumerate() {
            let check = match self.r.leaf(a.v) {
                _ if self.r.dag(a.v).is_some() => None,
                Leaf::Unset => Some(None),
                Leaf::Def(c) if self.r.k.is_a(c, "TypeConstraint") => Some(Some(c)),
                _ => None,
            };
            let Some(check) = check else {
                return self.fatal(format!(
                    "`{}` takes symbols, optionally with a type constraint (`I32:$x`)",
                    dir
                ));
            };
            let v = self.m1(node(Some(i as u32)));
            if let Some(c) = check {
                let t = self.type_of(v, false);
                let cond = self.r.condition(c);
                self.native(NativeKind::Constraint, &cond, Some(c), vec![t], &[]);
            }
            self.bind_region_symbol(&a.name, Bound::Values(vec![v]));
        }
        Ok(())
    }

    /// The matched region a result directive names (its first argument),
    /// taken once.
    fn take_region(&mut self, d: &Dag, dir: &str) -> R<ValueId> {
        let sym = d.args.first().map(|a| a.name.clone()).unwrap_or_default();
        let r = match self.syms.find(&sym).and_then(|i| i.bound.clone()) {
            Some(Bound::Region(r)) if self.r.dag(d.args[0].v).is_none() => r,
            _ => {
                return self.fatal(format!(
                    "`{}` takes a region bound by `matchRegion` as its first argument",
                    dir
                ))
            }
        };
        if self.taken.contains(&r) {
            return self.fatal(format!(
                "region '{}' is moved twice (by `takeRegion` or `inlineRegion`)",
                sym
            ));
        }
        self.taken.push(r);
        Ok(r)
    }

    /// The regions of created op `op` from its `takeRegion` directives:
    /// one per directive, then empty ones up to the op's definition.
    pub fn taken_regions(&mut self, op: &OpInfo<'a>, dirs: &[Dag]) -> R<Vec<Option<ValueId>>> {
        if dirs.is_empty() {
            return Ok(Vec::new());
        }
        let mut out = Vec::new();
        for d in dirs {
            if self.r.kind(d) != NodeKind::TakeRegion {
                return self.fatal(
                    "`matchRegion` and `numRegions` are source-pattern directives; a result \
                     pattern gives regions with `takeRegion`",
                );
            }
            if d.args.len() != 1 || !d.name.is_empty() {
                return self.fatal("`takeRegion` takes one region and binds no symbol");
            }
            out.push(Some(self.take_region(d, "takeRegion")?));
        }
        let (declared, variadic) = declared_regions(op);
        if out.len() > declared && !variadic {
            return self.fatal(format!(
                "op '{}' declares {} region(s) but `takeRegion` gives it {}",
                op.name(),
                declared,
                out.len()
            ));
        }
        out.resize(out.len().max(declared), None);
        Ok(out)
    }

    /// `(inlineRegion $r, values...)`: returns the symbol standing for the
    /// inlined terminator's operands.
    pub fn inline_region(&mut self, d: &Dag, depth: usize) -> R<String> {
        if !d.name.is_empty() {
            return self.fatal("cannot bind symbol to inlineRegion");
        }
        if d.args.is_empty() {
            return self.fatal("`inlineRegion` takes a region bound by `matchRegion`, then a value for each argument of its block");
        }
        let r = self.take_region(d, "inlineRegion")?;
        let mut args = Vec::new();
        for (i, a) in d.args.iter().enumerate().skip(1) {
            let vals = match self.r.dag(a.v) {
                Some(c) => {
                    let s =
                        self.result_pattern(&c, i as i64, depth + 1, super::result::Expect::Value)?;
                    self.symbol_values(&s)?
                }
                None => self.op_argument(a.v, &a.name, super::result::Expect::Value)?,
            };
            for v in vals {
                if !matches!(self.p.ty(v), PdlType::Value | PdlType::ValueRange) {
                    return self.fatal(format!(
                        "argument '{}' of `inlineRegion` is not a value",
                        a.name
                    ));
                }
                args.push(v);
            }
        }
        // Match only a single-block region whose block takes these values.
        self.m(
            MatchOp::Count {
                of: r,
                what: Counted::Blocks,
                count: 1,
            },
            &[],
        );
        let b = self.m1(MatchOp::EntryBlock { region: r });
        if args.iter().all(|&v| self.p.ty(v) == PdlType::Value) {
            let count = args.len() as u32;
            self.m(
                MatchOp::Count {
                    of: b,
                    what: Counted::Args,
                    count,
                },
                &[],
            );
        }
        let Some((root, _)) = self.root.clone() else {
            return self.fatal("internal: no root op");
        };
        let res = self.w(
            RewriteOp::InlineBlock {
                block: b,
                before: root,
                args,
            },
            &[PdlType::ValueRange, PdlType::Operation],
        );
        self.erase_after.push(res[1]);
        Ok(self.bind_auto(
            "tblgen_inlined_",
            super::symbols::Kind::Value,
            None,
            Bound::Values(vec![res[0]]),
        ))
    }
}

/// How many regions an op's definition declares, and whether one of them
/// is variadic (then any number is allowed).
fn declared_regions(op: &OpInfo) -> (usize, bool) {
    let variadic = (op.op.regions.iter()).any(|s| s.arity != crate::ods::Arity::Single);
    (op.op.regions.len(), variadic)
}
