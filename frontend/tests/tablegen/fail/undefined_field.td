class C { int a = 1; }
def c : C;
def d { int x = c.b; }
