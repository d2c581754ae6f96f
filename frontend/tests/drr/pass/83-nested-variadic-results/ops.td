// The dt dialect and its ops with variable-length results.
include "DtVarOps.td"
