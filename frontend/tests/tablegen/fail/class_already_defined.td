class C { int a = 1; }
class C { int b = 2; }
