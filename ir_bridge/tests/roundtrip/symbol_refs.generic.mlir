"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "ext", sym_visibility = "private"}> ({
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "caller"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0) <{callee = @callee}> : (i32) -> i32
    %1 = "x.r"() {a = @flat, b = @inner::@ext, c = @a::@b::@c, d = @"quoted name", e = @"a b"::@c.d, f = [@x, @y::@z], g = @_ok.dot$, h = @"0digit", i = @"with\22quote"} : () -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

