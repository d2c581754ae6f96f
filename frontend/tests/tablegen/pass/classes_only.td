// Classes print with their template arguments and unresolved fields.
class P<int a, list<string> l = ["x"]> {
  int A = a;
  list<string> L = !listconcat(l, ["y"]);
  string S = !strconcat("v", !cast<string>(a));
  bits<2> B = a;
}
class Q<int z> : P<z> { let A = !mul(z, 2); }
class Fwd;
class Fwd { int f = 1; }
