#!/usr/bin/env bash
# make deb: dist/signoff_VERSION_ARCH.deb from the staged release (.build/stage), as Debian policy lays
# a package out: binaries in /usr/bin, man pages gzipped (-9n) in /usr/share/man/man1, completions in the
# shells' vendor folders, /usr/share/doc/signoff with copyright and a gzipped changelog. Depends names the
# Debian packages of the shared libraries the binaries need (dpkg -S). Built with dpkg-deb --root-owner-group.
# Usage: packaging/deb.sh STAGE VERSION OUTDIR
set -euo pipefail
stage=$1 version=$2 out=$3
arch=$(dpkg --print-architecture)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/signoff_${version}_$arch"
umask 022
install -d "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/man/man1" "$root/usr/share/doc/signoff" \
    "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" "$root/usr/share/fish/vendor_completions.d"
install -m 0755 "$stage/bin/signoff" "$stage/bin/signoff-ais" "$root/usr/bin/"
for page in signoff signoff-ais; do gzip -9n < "$stage/man/$page.1" > "$root/usr/share/man/man1/$page.1.gz"; done
install -m 0644 "$stage/completions/signoff.bash" "$root/usr/share/bash-completion/completions/signoff"
install -m 0644 "$stage/completions/_signoff" "$root/usr/share/zsh/vendor-completions/_signoff"
install -m 0644 "$stage/completions/signoff.fish" "$root/usr/share/fish/vendor_completions.d/signoff.fish"
# The user guide and the admin guide beside the README (signoff doctor's fix lines point to it); the licence is in copyright, as
# Debian wants it (no separate LICENSE file).
install -m 0644 README.md Resources/config.example.json docs/JDE-SETUP.md docs/USER-GUIDE.md "$root/usr/share/doc/signoff/"
install -m 0644 packaging/copyright "$root/usr/share/doc/signoff/copyright"
# A native package's changelog, from the last commit's date (reproducible without the network).
when=$(date -u -R -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")
printf 'signoff (%s) unstable; urgency=medium\n\n  * Release %s: see README.md.\n\n -- %s  %s\n' \
    "$version" "$version" "$(sed -n 's/^Maintainer: //p' packaging/control.in)" "$when" | gzip -9n > "$root/usr/share/doc/signoff/changelog.gz"
# Depends: the package of each library the binaries name (NEEDED, as dpkg-shlibdeps reads them; not the
# libraries those load), found where ldd resolves it and looked up with dpkg -S.
depends=$(for bin in "$root/usr/bin/signoff" "$root/usr/bin/signoff-ais"; do
        needed=$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
        for lib in $needed; do ldd "$bin" | awk -v lib="$lib" '$1 == lib && $3 ~ /^\// { print $3 } $1 ~ "/" lib "$" { print $1 }'; done
    done | sort -u |
    while read -r lib; do dpkg -S "$lib" 2>/dev/null || dpkg -S "$(readlink -f "$lib")" 2>/dev/null || true; done |
    cut -d: -f1 | sort -u | paste -sd, | sed 's/,/, /g')
[ -n "$depends" ] || { echo "deb: no Depends found with ldd and dpkg -S" >&2; exit 1; }
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@DEPENDS@/$depends/" -e "s/@SIZE@/$size/" packaging/control.in > "$root/DEBIAN/control"
mkdir -p "$out"
dpkg-deb --root-owner-group -Zxz --build "$root" "$out/signoff_${version}_$arch.deb" >/dev/null
echo "$out/signoff_${version}_$arch.deb (Depends: $depends)"
