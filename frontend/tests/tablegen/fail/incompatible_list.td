def d { list<int> l = [1, "x"]; }
