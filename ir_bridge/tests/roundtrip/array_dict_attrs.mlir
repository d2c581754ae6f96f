// Stresses: arrays (empty, nested, mixed), dictionaries (empty, nested,
// unsorted keys, unit entries, keys that need quoting), attr dict key order.
"x.d"() {
  zeta = 1, alpha = 2, "quoted key" = 3, "with.dot" = 4, "9start" = 5, _under = 6, "$dollar" = 7, "a-b" = 8,
  empty_arr = [], empty_dict = {}, nested = [[1, [2]], [], {}],
  dict = {z = 1, a = {c, b = [], "x y" = "s"}, m = unit},
  B = 10, a = 11, "é" = 12
} : () -> ()
