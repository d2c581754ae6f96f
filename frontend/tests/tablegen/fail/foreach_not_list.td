defvar s = "abc";
foreach i = s in def x # i;
