// The drr-oracle example 05-benefit (tools/oracle/examples/drr), with its dialect.
include "DrrtOps.td"
include "patterns.td"
