def d { int x = "string"; }
