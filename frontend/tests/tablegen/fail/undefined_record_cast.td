class C;
def d { C c = !cast<C>("nothing"); }
