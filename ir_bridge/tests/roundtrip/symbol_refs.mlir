// Stresses: symbol reference attrs: flat, nested @a::@b::@c, names needing
// quotes, in arrays; nested named module; func.call (flat refs only) in custom form.
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    func.func private @ext(i32) -> i32
  }) : () -> ()
  func.func private @callee(i32) -> i32
  func.func @caller(%arg0: i32) -> i32 {
    %0 = func.call @callee(%arg0) : (i32) -> i32
    %1 = "x.r"() {a = @flat, b = @inner::@ext, c = @a::@b::@c, d = @"quoted name", e = @"a b"::@"c.d", f = [@x, @y::@z], g = @_ok.dot$, h = @"0digit", i = @"with\"quote"} : () -> i32
    func.return %0 : i32
  }
}) : () -> ()
