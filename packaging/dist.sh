#!/usr/bin/env bash
# make dist: dist/signoff-VERSION-linux-ARCH.tar.gz from the staged release (.build/stage): both
# binaries, man pages, completions, README, LICENSE, the admin guide (doc/), the example configuration and
# SHA256SUMS of the rest.
# Usage: packaging/dist.sh STAGE VERSION OUTDIR
set -euo pipefail
stage=$1 version=$2 out=$3
name="signoff-$version-linux-$(uname -m)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dir="$work/$name"
umask 022
install -d "$dir/bin" "$dir/man/man1" "$dir/completions" "$dir/doc"
install -m 0755 "$stage/bin/signoff" "$stage/bin/signoff-ais" "$dir/bin/"
install -m 0644 "$stage/man/signoff.1" "$stage/man/signoff-ais.1" "$dir/man/man1/"
install -m 0644 "$stage/completions/signoff.bash" "$stage/completions/_signoff" "$stage/completions/signoff.fish" "$dir/completions/"
install -m 0644 README.md Resources/config.example.json LICENSE "$dir/"
install -m 0644 docs/JDE-SETUP.md docs/USER-GUIDE.md "$dir/doc/"
(cd "$dir" && find . -type f ! -name SHA256SUMS | sed 's|^\./||' | LC_ALL=C sort | xargs sha256sum > SHA256SUMS)
mkdir -p "$out"
mtime="@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="$mtime" -C "$work" -czf "$out/$name.tar.gz" "$name"
echo "$out/$name.tar.gz"
