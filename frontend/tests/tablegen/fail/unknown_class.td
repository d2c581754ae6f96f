// A base class that does not exist.
def d : Missing;
