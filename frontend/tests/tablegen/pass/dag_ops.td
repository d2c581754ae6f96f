// Dag operators: !con, !dag, !getdagop, !setdagop, !getdagarg, !getdagname,
// !setdagarg, !setdagname, !size on dags, !foreach over a dag.
def op1; def op2;
class B; def ob : B;
def d {
  dag a = (op1 1:$x, 2:$y);
  dag b = (op1 3:$z);
  dag con = !con(a, b);
  dag mk = !dag(op2, [1, 2], ["p", "q"]);
  dag setop = !setdagop(a, op2);
  int arg0 = !getdagarg<int>(a, 0);
  int argy = !getdagarg<int>(a, "y");
  string n1 = !getdagname(a, 1);
  dag sa = !setdagarg(a, 0, 9);
  dag sn = !setdagname(a, "x", "w");
  int sz = !size(a);
  dag fe = !foreach(v, a, v);
  dag withb = (ob 1);
  B getop = !getdagop<B>(withb);
}
