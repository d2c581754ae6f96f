defm d : Missing;
