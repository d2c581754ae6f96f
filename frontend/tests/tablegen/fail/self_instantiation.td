// A class whose fields instantiate the class again without end.
class A<int n> { A x = A<!add(n, 1)>; }
def a : A<0>;
