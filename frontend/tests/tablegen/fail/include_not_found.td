// An include that cannot be found.
include "does/not/exist.td"
