// Operators on template arguments stay unresolved in classes and print
// with their operator names.
class U<int i, string s, list<int> l, dag d, bits<4> b> {
  int a = !add(i, 1);
  int m = !mul(i, i);
  bit e = !eq(s, "x");
  bit lt = !lt(i, 3);
  string c = !strconcat(s, "y");
  string p = s # i;
  list<int> lc = !listconcat(l, [i]);
  int sz = !size(l);
  int h = !head(l);
  list<int> fe = !foreach(x, l, !add(x, i));
  list<int> fl = !filter(x, l, !gt(x, i));
  int fo = !foldl(0, l, acc, x, !add(acc, x));
  string iv = !interleave(l, ",");
  int cd = !cond(!eq(i, 0): 1, true: 2);
  int f = !if(!eq(i, 0), 1, 2);
  bit bb = b{1};
  bits<2> br = b{3-2};
  int el = l[1];
  list<int> sl = l[0...1];
  dag dd = !con(d, (d i));
  string lo = !tolower(s);
  int fi = !find(s, "a");
  string su = !substr(s, 1);
  bit ia = !isa<int>(i);
  string cs = !cast<string>(i);
  bit ne = !not(!empty(l));
  string ss = !subst("a", "b", s);
  list<int> rg = !range(i);
}
