def d { int x = 1 }
