#ifdef FOO
def d;
