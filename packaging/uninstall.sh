#!/usr/bin/env bash
# make uninstall: removes what packaging/install.sh recorded in PREFIX/share/signoff/install-manifest,
# files first, then the folders it created (deepest first, and only when empty). Nothing else.
# Usage: packaging/uninstall.sh PREFIX [DESTDIR]
set -euo pipefail
prefix=$1 destdir=${2:-}
manifest="$destdir$prefix/share/signoff/install-manifest"
[ -f "$manifest" ] || { echo "uninstall: no $manifest: nothing installed there by make install."; exit 0; }
mapfile -t entries < "$manifest"
for entry in "${entries[@]}"; do
    case $entry in "file "*) rm -f -- "$destdir${entry#file }" ;; esac
done
for (( i=${#entries[@]}-1; i>=0; i-- )); do
    case ${entries[i]} in "dir "*) rmdir -- "$destdir${entries[i]#dir }" 2>/dev/null || true ;; esac
done
echo "Removed signoff from $destdir$prefix."
