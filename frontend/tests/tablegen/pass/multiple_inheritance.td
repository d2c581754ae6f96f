// Multiple inheritance: fields of later classes override earlier ones;
// superclasses are listed in post-order.
class Base { int v = 1; string who = "base"; }
class Left : Base { int l = 2; let who = "left"; }
class Right { int r = 3; string who = "right"; }
class Both<int k> : Left, Right { int k2 = k; }
def both : Both<5>;
def override : Both<6> { let v = 10; let who = "mine"; }
