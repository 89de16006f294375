#!/usr/bin/env bash
# Reads the sanitizer logs of every process a `make check` pass started (the test runner, and each
# signoff, signoff-ais and script process the tests ran, in tmux panes too, whose own output nobody
# reads) and fails when any holds a report. A leak report in a pane's process would otherwise show only
# as an exit status that most tests do not check.
set -euo pipefail
dir=${1:?usage: check-logs.sh LOG_DIR}
name=${2:-sanitizer}

shopt -s nullglob
logs=("$dir"/*)
reports=()
for log in "${logs[@]}"; do
  if grep -q -E 'ERROR: (Address|Leak)Sanitizer|WARNING: ThreadSanitizer|SUMMARY: (Address|Thread)Sanitizer' "$log"; then
    reports+=("$log")
  fi
done
if [ ${#reports[@]} -eq 0 ]; then
  # ASan writes a file for each process that had leaks it suppressed; TSan only for a report.
  echo "$name: no report (${#logs[@]} process logs in $dir)."
  exit 0
fi
for log in "${reports[@]}"; do
  echo "==== $log"
  head -n 80 "$log"
done
# A short index last, since a long log is often read from its end: each report's kind and the first frame
# of the project's own code under it (file names carry the program's name: log_exe_name=1).
echo "==== in short"
for log in "${reports[@]}"; do
  echo "$(basename "$log"):"
  awk '/ERROR: |WARNING: ThreadSanitizer|SUMMARY: |^(Direct|Indirect) leak/ { print "  " $0; want = 1; next }
       want && /\/(Sources|Tests)\// { sub(/^ +/, ""); print "      at " $NF; want = 0 }' "$log" | head -n 40
done
echo "$name: ${#reports[@]} of ${#logs[@]} process logs in $dir hold a report (above)."
exit 1
