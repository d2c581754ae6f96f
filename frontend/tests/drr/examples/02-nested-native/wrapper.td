// The drr-oracle example 02-nested-native (tools/oracle/examples/drr), with its dialect.
include "DrrtOps.td"
include "patterns.td"
