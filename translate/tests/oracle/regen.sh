#!/usr/bin/env bash
# Regenerates `CASE/RUN.expected` and `CASE/RUN.trace` of every case here
# with greedy-oracle, exactly as the greedy driver's own cases are made.
# Cases come from import.sh.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
exec "$HERE/../../../greedy/tests/oracle/regen.sh" "$HERE"
