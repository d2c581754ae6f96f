def d { int x = !div(1, 0); }
