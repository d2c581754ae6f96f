// Field references, references to fields of other defs and self
// references resolved at the end.
class C { int a = 1; int b = !add(a, 1); }
def c : C { let a = 10; }
def d { int x = c.b; C r = c; int y = r.a; }
def e { int v = 3; int w = v; let v = 4; }
