def d { code c = [{ abc ; }
