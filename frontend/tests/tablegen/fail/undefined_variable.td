def d { int x = y; }
