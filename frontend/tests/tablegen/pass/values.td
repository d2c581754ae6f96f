// All value kinds: bit, bits (literal, binary, hex), int, string, code,
// list, dag, record references and unset.
def r;
def v {
  bit b = 1;
  bit t = true;
  bits<4> bs = { 1, 0, ?, 1 };
  bits<5> bin = 0b10101;
  bits<8> hex = 0xa5;
  int i = -42;
  int h = 0x10;
  string s = "str\twith \"escapes\"";
  code c = [{ some code; }];
  list<int> l = [1, 2, 3];
  list<string> e = [];
  dag d = (r 1:$a, "s", ?:$b, $c);
  dag n = (r:$op);

}
class def_ref_t;
