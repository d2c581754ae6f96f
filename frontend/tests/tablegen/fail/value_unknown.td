def d { let nope = 1; }
