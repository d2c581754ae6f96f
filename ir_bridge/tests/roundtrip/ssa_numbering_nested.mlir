// Stresses: SSA numbering traversal order with sibling regions: all values of
// a region (block args, then op results, block by block) are numbered before
// any nested region; nested regions are then visited last-pushed-first (LIFO),
// so the LAST region's whole subtree is numbered before earlier ones.
%a = "x.outer"() ({
  %b = "x.r1op"() ({
    %c = "x.r1inner"() : () -> i1
    "x.term"() : () -> ()
  }) : () -> i2
  %d = "x.r1op2"() : () -> i3
}, {
^bb0(%e: i4):
  %f = "x.r2op"() ({
  ^bb0(%g: i5):
    %h = "x.r2inner"() : () -> i6
  }) : () -> i7
  "x.br"()[^bb1] : () -> ()
^bb1(%i: i8):
  %j = "x.r2op2"() : () -> i9
}) : () -> i10
%k = "x.after"() ({
^bb0(%l: i11):
  %m = "x.v"() : () -> i12
}) : () -> i13
