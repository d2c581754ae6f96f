// Stresses: printing of an empty module (an input with only comments).
