// deftype gives a type a new name.
deftype Num = int;
deftype Nums = list<Num>;
def t { Num n = 3; Nums ns = [1, 2]; }
