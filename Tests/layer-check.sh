#!/usr/bin/env bash
# The layer check (docs/ARCHITECTURE.md, "Layer rules"): fails, naming the file and line, on
#   1. an import a module may not make (the dependency picture below, which Package.swift must match),
#   2. an import a target does not declare in Package.swift (tests and executables included),
#   3. an Interactor, Presenter or Models file of a scene that names a drawing type (SceneKit/Drawing),
#   4. an `@_exported` import anywhere,
#   5. a Swift file over 400 lines,
#   6. a scene's Presenter or Models file that imports Resources (they carry plain values, which the
#      Interactor copies from the workers' entities),
#   7. a scene folder (every folder of Sources/Scenes but Routing, Shared and Parts) without one of the six
#      roles, each named after the folder: Scene, Models, View, Interactor, Presenter, Router; a part of a
#      scene (a folder of Sources/Scenes/Parts: its own use cases, shown by the View of the scene that
#      holds it) without its Models, Interactor or Presenter,
#   8. SQL in a string literal (SELECT ... FROM, INSERT INTO, UPDATE x SET, DELETE FROM, CREATE or DROP
#      TABLE/INDEX/VIEW/TRIGGER, ALTER TABLE, in capitals) outside a DAO (a file whose name has `Dao`) and
#      the schema (Sources/Resources/Schema); Store and AISSimulator, SQLite's own layers, are exempt.
#   9. a Scenes or App file that names a DAO type (`…Dao`): scenes and the App reach the store through
#      workers (and the App through the workspace),
#  10. a View or Fragment of a scene (`*View.swift`, `*View+*.swift`, `*Fragment.swift`, `*Fragment+*.swift`:
#      by the type a file holds, so `…Presenter+SavedViews.swift` is a Presenter's) that imports Resources: it
#      draws the ViewModels its Presenter made,
#  11. a Scenes file outside Sources/Scenes/Decide that talks to the outbox (`DecisionSending`,
#      `DecisionWorker`, `DecisionOutbox…`, `ApproverNote…`): deciding goes through the decision desk.
# Usage: Tests/layer-check.sh [ROOT]   (ROOT: the checkout, by default the one this script is in)
# Plain bash and awk, so it runs before anything is built.
set -u
root=${1:-"$(cd "$(dirname "$0")/.." && pwd)"}
cd "$root" || { echo "layer-check: no such directory: $root" >&2; exit 2; }
[ -f Package.swift ] || { echo "layer-check: no Package.swift in $root" >&2; exit 2; }

# The dependency picture: what each library module may import besides the system's modules.
declare -A allowed=(
    [Terminal]="CNCursesW"
    [Store]="CSQLite3"
    [AIS]="CCurl"
    [JDESchema]=""
    [AISSimulator]="Store CZlib JDESchema"
    [SceneKit]="Terminal CMainQueue"
    [Resources]="Store AIS JDESchema"
    [Scenes]="SceneKit Resources"
    [App]="Scenes SceneKit Terminal Resources Store AIS CMalloc"
    [TestSupport]=""
)
# Modules any target may import; test targets may also import the test frameworks.
system="Foundation Dispatch Glibc"
testing="XCTest Testing FoundationNetworking"
max_lines=400

failures=0
fail() { echo "$1: error: $2"; failures=$((failures + 1)); }

# Target name, kind and declared dependencies, one target per line of Package.swift.
targets=$(awk '
    /\.(target|executableTarget|testTarget)\(name: "/ {
        kind = $0; sub(/^[ \t]*\./, "", kind); sub(/\(.*/, "", kind)
        name = $0; sub(/.*name: "/, "", name); sub(/".*/, "", name)
        deps = ""; dir = ""
        if ($0 ~ /path: "/) { dir = $0; sub(/.*path: "/, "", dir); sub(/".*/, "", dir) }
        if ($0 ~ /dependencies: \[/) { deps = $0; sub(/.*dependencies: \[/, "", deps); sub(/\].*/, "", deps); gsub(/[" ]/, "", deps); gsub(/,/, " ", deps) }
        print kind "|" name "|" deps "|" dir
    }' Package.swift)
[ -n "$targets" ] || { echo "layer-check: no targets found in Package.swift" >&2; exit 2; }

while IFS='|' read -r kind name deps path; do
    case $kind in testTarget) dir="Tests/$name" ;; *) dir="Sources/$name" ;; esac
    [ -n "$path" ] && dir=$path
    [ -d "$dir" ] || { fail "Package.swift" "target $name has no folder $dir"; continue; }
    picture=""
    if [ "$kind" = target ]; then
        if [ -z "${allowed[$name]+set}" ]; then
            fail "Package.swift" "module $name is not in the dependency picture of Tests/layer-check.sh and docs/ARCHITECTURE.md"
            continue
        fi
        picture=${allowed[$name]}
        for dep in $deps; do
            [[ " $picture " == *" $dep "* ]] || fail "Package.swift" "$name declares $dep, which the dependency picture does not allow it (allowed: ${picture:-nothing})"
        done
    fi
    permitted="$system $deps"
    [ "$kind" = testTarget ] && permitted="$permitted $testing"
    [ "$kind" = target ] && permitted="$system $picture"
    while IFS= read -r file; do
        # Imports: `import X`, `@testable import X`, `import struct X.Y`, `internal import X`.
        while IFS=: read -r line module; do
            [[ " $permitted " == *" $module "* ]] && continue
            if [ "$kind" = target ]; then
                fail "$file:$line" "$name may not import $module (it may import: $picture, and $system)"
            else
                fail "$file:$line" "$name imports $module, which Package.swift does not declare for it (declared: ${deps:-nothing})"
            fi
        done < <(awk '
            /^[ \t]*(@testable[ \t]+)?((public|internal|package|private|fileprivate)[ \t]+)?import[ \t]/ {
                line = $0; sub(/.*import[ \t]+/, "", line)
                sub(/^(struct|class|enum|protocol|func|var|let|typealias)[ \t]+/, "", line)
                sub(/[. \t].*/, "", line)
                print FNR ":" line
            }' "$file")
        while IFS=: read -r line _; do
            fail "$file:$line" "@_exported import: declare the dependency where it is used instead"
        done < <(grep -nE '^[[:space:]]*@_exported' "$file")
        lines=$(wc -l < "$file")
        [ "$lines" -gt "$max_lines" ] && fail "$file:$lines" "$lines lines, over $max_lines: split it by idea"
    done < <(find "$dir" -name '*.swift' | sort)
done <<< "$targets"

# A scene's Interactor, Presenter and Models know nothing of the terminal: no drawing type by name.
drawing=$(awk '/^public typealias/ { print $3 }' Sources/SceneKit/Drawing/DrawingVocabulary.swift 2>/dev/null | paste -sd'|')
if [ -n "$drawing" ]; then
    while IFS= read -r file; do
        while IFS=: read -r line type; do
            fail "$file:$line" "names the drawing type $type: Interactors, Presenters and Models hand plain values to the View"
        done < <(awk -v types="$drawing" '
            { text = $0; sub(/\/\/.*/, "", text)
              n = split(types, t, "|")
              for (i = 1; i <= n; i++) if (match(text, "(^|[^A-Za-z0-9_.])" t[i] "([^A-Za-z0-9_]|$)")) { print FNR ":" t[i]; break } }' "$file")
    done < <(find Sources/Scenes \( -name '*Interactor*.swift' -o -name '*Presenter*.swift' -o -name '*Models*.swift' \) | sort)
fi

# A scene's Presenter and Models see no entity: nothing of Resources (nor, through it, of AIS or Store).
while IFS= read -r file; do
    while IFS=: read -r line _; do
        fail "$file:$line" "imports Resources: a scene's Presenters and Models carry plain values (the Interactor copies them from entities)"
    done < <(grep -nE '^[[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+Resources([[:space:]]|$)' "$file")
done < <(find Sources/Scenes \( -name '*Presenter*.swift' -o -name '*Models*.swift' \) | sort)

# Every scene has the same shape: a folder you can copy.
for folder in Sources/Scenes/*/; do
    scene=$(basename "$folder")
    case $scene in Routing|Shared|Parts) continue ;; esac
    for role in Scene Models View Interactor Presenter Router; do
        [ -f "$folder$scene$role.swift" ] || fail "$folder" "scene $scene has no $scene$role.swift: every scene has its Scene, Models, View, Interactor, Presenter and Router"
    done
done
for folder in Sources/Scenes/Parts/*/; do
    [ -d "$folder" ] || continue
    part=$(basename "$folder")
    for role in Models Interactor Presenter; do
        [ -f "$folder$part$role.swift" ] || fail "$folder" "part $part has no $part$role.swift: a scene's part has its Models, Interactor and Presenter (the View is the scene's)"
    done
done

# SQL lives in the DAOs and the schema: workers, scenes and the app call DAOs.
sql_scope="Sources/Resources Sources/Scenes Sources/App Sources/SceneKit Sources/AIS Sources/Terminal"
while IFS= read -r file; do
    case $file in Sources/Resources/Schema/*) continue ;; esac
    case ${file##*/} in *Dao*) continue ;; esac
    while IFS=: read -r line statement; do
        fail "$file:$line" "SQL ($statement) in a string: it belongs in its table's DAO (a ...Dao file) or the schema"
    done < <(awk '
        # The statement a literal'"'"'s text holds, if any: keywords in capitals, in the order SQL puts them.
        function sql(text) {
            if (text ~ /(^|[^A-Za-z0-9_])SELECT[ \t(].*[ \t)]FROM[ \t]/) return "SELECT"
            if (text ~ /(^|[^A-Za-z0-9_])INSERT[ \t]+(OR[ \t]+[A-Z]+[ \t]+)?INTO[ \t]/) return "INSERT"
            if (text ~ /(^|[^A-Za-z0-9_])UPDATE[ \t]+[^ \t]+[ \t]+SET[ \t]/) return "UPDATE"
            if (text ~ /(^|[^A-Za-z0-9_])DELETE[ \t]+FROM[ \t]/) return "DELETE"
            if (text ~ /(^|[^A-Za-z0-9_])(CREATE|DROP)[ \t]+(UNIQUE[ \t]+)?(TABLE|INDEX|VIEW|TRIGGER)[ \t]/) return "CREATE"
            if (text ~ /(^|[^A-Za-z0-9_])ALTER[ \t]+TABLE[ \t]/) return "ALTER"
            return ""
        }
        # A multi-line literal is read whole and reported at its first line.
        block {
            if (index($0, "\"\"\"")) { block = 0; s = sql(text); if (s != "") print start ":" s; next }
            text = text " " $0; next
        }
        /^[ \t]*\/\// { next }
        {
            line = $0
            if (index(line, "\"\"\"")) {
                rest = line; sub(/.*"""/, "", rest)
                if (rest ~ /^[ \t]*$/ || rest ~ /^#/) { block = 1; start = FNR; text = ""; next }
            }
            # The text between quotes (escaped quotes and backslashes first taken out).
            gsub(/\\\\/, "", line); gsub(/\\"/, "", line)
            n = split(line, part, "\"")
            text = ""
            for (i = 2; i <= n; i += 2) text = text part[i] " "
            s = sql(text); if (s != "") print FNR ":" s
        }' "$file")
done < <(for dir in $sql_scope; do [ -d "$dir" ] && find "$dir" -name '*.swift'; done | sort)

# Code of a Scenes file, comments left out, as "LINE:text" for the rules below.
scene_code() {
    awk '{ text = $0; sub(/\/\/.*/, "", text); print FNR ":" text }' "$1"
}

# Scenes reach the store through workers, and the App (composition, commands) through workers and the
# workspace: never through a DAO.
while IFS= read -r file; do
    case "$file" in
        Sources/App/*) through="the App reaches the store through a worker or the workspace" ;;
        *) through="a scene reaches the store through a worker" ;;
    esac
    while IFS=: read -r line text; do
        dao=$(grep -oE '[A-Z][A-Za-z0-9]*Dao([^A-Za-z0-9_]|$)' <<< "$text" | head -1 | tr -cd 'A-Za-z0-9')
        fail "$file:$line" "names the DAO $dao: $through"
    done < <(scene_code "$file" | grep -E '^[0-9]+:.*[A-Z][A-Za-z0-9]*Dao([^A-Za-z0-9_]|$)')
done < <(find Sources/Scenes Sources/App -name '*.swift' | sort)

# Views and Fragments draw ViewModels: nothing of Resources.
while IFS= read -r file; do
    while IFS=: read -r line _; do
        fail "$file:$line" "imports Resources: a View or Fragment draws the plain values its Presenter made"
    done < <(grep -nE '^[[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+Resources([[:space:]]|$)' "$file")
done < <(find Sources/Scenes \( -name '*View.swift' -o -name '*View+*.swift' -o -name '*Fragment.swift' -o -name '*Fragment+*.swift' \) | sort)

# Only the Decide scene (and its decision desk) talks to the outbox and the notes queue.
while IFS= read -r file; do
    while IFS=: read -r line text; do
        name=$(grep -oE '(DecisionSending|DecisionWorker|DecisionOutbox[A-Za-z]*|ApproverNote[A-Za-z]*)' <<< "$text" | head -1)
        fail "$file:$line" "names $name: only Sources/Scenes/Decide talks to the outbox; other scenes ask or listen to the DecisionDesk"
    done < <(scene_code "$file" | grep -E '^[0-9]+:.*(DecisionSending|DecisionWorker|DecisionOutbox|ApproverNote)')
done < <(find Sources/Scenes -name '*.swift' -not -path 'Sources/Scenes/Decide/*' | sort)

if [ "$failures" -gt 0 ]; then
    echo "layer-check: $failures problem(s); the rules are in docs/ARCHITECTURE.md, \"Layer rules\"."
    exit 1
fi
echo "layer-check: every import follows the layer rules, no @_exported, no file over $max_lines lines, every scene has its six roles,"
echo "  SQL only in DAOs and the schema, no scene and no App file names a DAO, Views and Fragments import no Resources, only the Decide scene talks to the outbox."
