// The drr-oracle example 04-either (tools/oracle/examples/drr), with its dialect.
include "DrrtOps.td"
include "patterns.td"
