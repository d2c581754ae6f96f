// include searches the -I directories (here: the test directory itself).
include "inc/included.td"
def user : FromInclude;
