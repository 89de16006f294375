#!/usr/bin/env bash
# Prints what failed in a test log (swift test's output), for the end of a failing `make test`: first each
# failure with the lines that carry it (Swift Testing's ↳ comments, an e2e wait's stall report), then, as
# the very last lines, one line per failure, so that even a short tail of the log names what failed.
set -euo pipefail
log=${1:?usage: failure-summary.sh TEST_LOG}

echo
echo "==== What failed (the whole log is in $log) ===="
awk '
  /^Waited .* in vain/ { stall = 60 }
  stall > 0 && !/^(✔|✘|◇)/ { print; stall--; next }
  { stall = 0 }
  /^✘ Test .* recorded an issue/ || /error: / { keep = 1; print; next }
  keep && /^↳/ { print; next }
  { keep = 0 }
' "$log" | tail -n 400

echo
echo "==== In short ===="
grep -E '^✘ Test .* recorded an issue|error: |^Waited .* in vain|^Fatal error|Exited with (signal|unexpected)' "$log" \
  | cut -c1-220 | tail -n 15 || echo "(no failure line found: see $log)"
