def d;
def d;
