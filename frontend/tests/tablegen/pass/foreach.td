// foreach over lists, ranges and range lists, nested.
foreach i = [1, 2, 3] in
  def d # i { int v = i; }
foreach i = 0-2 in {
  foreach j = {0, 2...3} in {
    def e # i # _ # j { int s = !add(i, j); }
  }
}
foreach n = ["x", "y"] in def name_ # n;
defvar lst = [4, 5];
foreach k = lst in def f # k;
