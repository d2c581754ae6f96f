"func.func"() <{function_type = (i32) -> (), sym_name = "later_in_block"}> ({
^bb0(%a: i32):
  %z = "x.zero"() : () -> i32
  %x = "x.mul"(%a, %z) : (i32, i32) -> i32
  "x.sink"(%x) : (i32) -> ()
  %r = "x.def"(%a) : (i32) -> i32
  %y = "x.sub"(%r, %r) : (i32, i32) -> i32
  "x.sink"(%y) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = (i32) -> (), sym_name = "other_block"}> ({
^bb0(%a: i32):
  %z = "x.zero"() : () -> i32
  %x = "x.mul"(%a, %z) : (i32, i32) -> i32
  "x.sink"(%x) : (i32) -> ()
  "cf.br"()[^bb1] : () -> ()
^bb1:
  %r = "x.def"(%a) : (i32) -> i32
  %y = "x.sub"(%r, %r) : (i32, i32) -> i32
  "x.sink"(%y) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = (i32) -> (), sym_name = "nested_block"}> ({
^bb0(%a: i32):
  %z = "x.zero"() : () -> i32
  %x = "x.mul"(%a, %z) : (i32, i32) -> i32
  "x.sink"(%x) : (i32) -> ()
  "x.region"() ({
  ^bb1(%b: i32):
    %y = "x.sub"(%b, %b) : (i32, i32) -> i32
    "x.sink"(%y) : (i32) -> ()
    "x.yield"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = (i32) -> (), sym_name = "captured"}> ({
^bb0(%a: i32):
  %z = "x.zero"() : () -> i32
  %x = "x.mul"(%a, %z) : (i32, i32) -> i32
  "x.sink"(%x) : (i32) -> ()
  %p = "x.neg"(%a) : (i32) -> i32
  "x.region"() ({
    %y = "x.sub"(%p, %p) : (i32, i32) -> i32
    "x.sink"(%y) : (i32) -> ()
    "x.yield"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
