"func.func"() <{function_type = (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i32, sym_name = "f"}> ({
^bb0(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %a4: i32, %a5: i32, %a6: i32, %a7: i32, %a8: i32, %a9: i32, %a10: i32):
  %s1 = "x.add"(%a0, %a1) : (i32, i32) -> i32
  %s2 = "x.add"(%s1, %a2) : (i32, i32) -> i32
  %s3 = "x.add"(%s2, %a3) : (i32, i32) -> i32
  %s4 = "x.add"(%s3, %a4) : (i32, i32) -> i32
  %s5 = "x.add"(%s4, %a5) : (i32, i32) -> i32
  %s6 = "x.add"(%s5, %a6) : (i32, i32) -> i32
  %s7 = "x.add"(%s6, %a7) : (i32, i32) -> i32
  %s8 = "x.add"(%s7, %a8) : (i32, i32) -> i32
  %s9 = "x.add"(%s8, %a9) : (i32, i32) -> i32
  %s10 = "x.add"(%s9, %a10) : (i32, i32) -> i32
  "func.return"(%s10) : (i32) -> ()
}) : () -> ()
