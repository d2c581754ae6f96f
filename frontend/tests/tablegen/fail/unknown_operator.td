def d { int x = !frobnicate(1); }
