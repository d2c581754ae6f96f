// The drr-oracle example 03-multi-result (tools/oracle/examples/drr), with its dialect.
include "DrrtOps.td"
include "patterns.td"
