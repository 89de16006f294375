#!/usr/bin/env bash
# make install: copies the staged release (.build/stage, from `make release`) into DESTDIR+PREFIX and
# records every file and every folder it created in PREFIX/share/signoff/install-manifest, so that
# `make uninstall` (packaging/uninstall.sh) removes exactly that. It never builds.
# Usage: packaging/install.sh STAGE PREFIX [DESTDIR]
set -euo pipefail
stage=$1 prefix=$2 destdir=${3:-}
root="$destdir$prefix"
for f in bin/signoff bin/signoff-ais man/signoff.1 man/signoff-ais.1 completions/signoff.bash completions/_signoff completions/signoff.fish; do
    [ -e "$stage/$f" ] || { echo "install: $stage/$f is missing: run make release first (as your own user)." >&2; exit 1; }
done
manifest_dir="$root/share/signoff"
entries=()
# Creates each missing folder of a path, remembering those it made (uninstall removes them when empty).
make_dir() {
    local dir=$1 missing=()
    while [ ! -d "$dir" ]; do missing=("$dir" "${missing[@]}"); dir=$(dirname "$dir"); done
    for d in "${missing[@]}"; do mkdir -m 0755 "$d"; entries+=("dir ${d#"$destdir"}"); done
}
put() { # put MODE SOURCE TARGET
    make_dir "$(dirname "$root/$3")"
    install -m "$1" "$2" "$root/$3"
    entries+=("file $prefix/$3")
}
put 0755 "$stage/bin/signoff" bin/signoff
put 0755 "$stage/bin/signoff-ais" bin/signoff-ais
put 0644 "$stage/man/signoff.1" share/man/man1/signoff.1
put 0644 "$stage/man/signoff-ais.1" share/man/man1/signoff-ais.1
put 0644 "$stage/completions/signoff.bash" share/bash-completion/completions/signoff
put 0644 "$stage/completions/_signoff" share/zsh/site-functions/_signoff
put 0644 "$stage/completions/signoff.fish" share/fish/vendor_completions.d/signoff.fish
put 0644 Resources/config.example.json share/doc/signoff/config.example.json
put 0644 README.md share/doc/signoff/README.md
put 0644 docs/JDE-SETUP.md share/doc/signoff/JDE-SETUP.md
put 0644 docs/USER-GUIDE.md share/doc/signoff/USER-GUIDE.md
put 0644 LICENSE share/doc/signoff/LICENSE
make_dir "$manifest_dir"
entries+=("file $prefix/share/signoff/install-manifest")
printf '%s\n' "${entries[@]}" > "$manifest_dir/install-manifest"
echo "Installed signoff and signoff-ais in $root/bin (man pages, completions, docs under $root/share)."
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Add $prefix/bin to PATH to run signoff." ;; esac
