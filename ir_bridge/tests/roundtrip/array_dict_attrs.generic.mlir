"builtin.module"() ({
  "x.d"() {"$dollar" = 7 : i64, "9start" = 5 : i64, B = 10 : i64, _under = 6 : i64, a = 11 : i64, "a-b" = 8 : i64, alpha = 2 : i64, dict = {a = {b = [], c, "x y" = "s"}, m, z = 1 : i64}, empty_arr = [], empty_dict = {}, nested = [[1, [2]], [], {}], "quoted key" = 3 : i64, with.dot = 4 : i64, zeta = 1 : i64, "\C3\A9" = 12 : i64} : () -> ()
}) : () -> ()

