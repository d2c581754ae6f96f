// The drr-oracle example 01-simple (tools/oracle/examples/drr), with its dialect.
include "DrrtOps.td"
include "patterns.td"
