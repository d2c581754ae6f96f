// The same dictionary as properties and as discardable attributes, printed
// several times in both places (the printer memoizes dictionary text).
"x.a"() <{v = 1 : i32, w = "s"}> : () -> ()
"x.b"() {v = 1 : i32, w = "s"} : () -> ()
"x.c"() <{v = 1 : i32, w = "s"}> {v = 1 : i32, w = "s"} : () -> ()
"x.d"() {v = 1 : i32, w = "s"} : () -> ()
