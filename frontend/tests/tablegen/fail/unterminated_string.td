def d { string s = "abc
; }
