//===- patsat/DrrExtensions.td - patsat's DRR directives for regions -----===//
//
// Directives patsat adds to DRR so patterns can look into and move the
// regions of ops (MLIR's DRR cannot: "Matching and generating ops with
// regions" and "ops with block arguments" are among its limitations).
// mlir-tblgen does not know them; a file that uses them is for patsat.
// patsat finds this file without -I. Syntax and semantics, with examples:
// docs/drr-extensions.md in the patsat repository.
//
//===----------------------------------------------------------------------===//

#ifndef PATSAT_DRR_EXTENSIONS_TD
#define PATSAT_DRR_EXTENSIONS_TD

// Every directive below is one of these (patsat recognises a directive by
// its name and this class).
class PatsatDirective;

//===----------------------------------------------------------------------===//
// Source patterns: trailing arguments of a matched op's dag, after the
// op's operands and attributes.
//===----------------------------------------------------------------------===//

// (matchRegion:$r ...): the op's next region (the first `matchRegion` of a
// dag is region 0, the next region 1, ...), bound to $r. Inside it:
//   (numBlocks N)          the region has exactly N blocks;
//   (entryArgs $a, $b)     the entry block has exactly these arguments,
//                          bound as values (a type constraint may be
//                          given: (entryArgs I32:$i));
//   (entryArgs:$all)       all arguments, as one variadic value;
//   (yielded $x, $y)       the operands of the entry block's terminator
//                          (its last op), exactly these;
//   (yielded:$all)         all of them, as one variadic value.
// `entryArgs` and `yielded` require a non-empty region.
def matchRegion : PatsatDirective;
// (numRegions N): the op has exactly N regions.
def numRegions : PatsatDirective;
def numBlocks : PatsatDirective;
def entryArgs : PatsatDirective;
def yielded : PatsatDirective;

//===----------------------------------------------------------------------===//
// Result patterns.
//===----------------------------------------------------------------------===//

// (takeRegion $r): trailing argument of a created op's dag: the op's next
// region (the first `takeRegion` gives region 0) takes the blocks of the
// matched region $r, which is left empty (PDLL's `take_region`). An op
// with more regions in its definition gets the others empty.
def takeRegion : PatsatDirective;

// (inlineRegion $r, $v...): inlines the single block of the matched region
// $r right before the matched root op, its arguments replaced by the
// values $v... (PDLL's `move_block`), and stands for the operands of its
// terminator, one variadic value; the terminator is erased after the root
// is replaced. Typically the whole result: the root is replaced by what
// the region yields.
def inlineRegion : PatsatDirective;

#endif // PATSAT_DRR_EXTENSIONS_TD
