def d { int x = !cond(0: 1, false: 2); }
