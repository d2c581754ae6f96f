"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "x.c"() : () -> ()
  }) {x.record_order} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.c"() : () -> i32
    "x.use"(%0) : (i32) -> ()
  }) {x.benefit_and_root} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.other"() : () -> i32
    "x.rest"(%0, %0) : (i32, i32) -> ()
    "x.single"(%0) {seen} : (i32) -> ()
    "x.rest"(%0, %0) : (i32, i32) -> ()
    "x.single"(%0) {seen} : (i32) -> ()
    %1 = "x.def"() : () -> i32
    "x.user1"(%1, %1, %0, %0) : (i32, i32, i32, i32) -> ()
  }) {x.foreach_order} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "x.small_done"() : () -> (i8, i16)
    "x.use"(%0#0, %0#1) : (i8, i16) -> ()
    "x.str_done"() {s = "test.str"} : () -> ()
    %1 = "x.k"() {v = 3 : i16} : () -> i16
  }) {x.attr_types} : () -> ()
}) : () -> ()

