#!/usr/bin/env bash
# Resolves and builds Tests/DIContainerAlone, which depends on reel with `traits: []`, and checks
# that its Package.resolved names none of the app's dependencies: a package using DIContainer alone
# fetches nothing else. Exit status 0 when it holds. Run by `make test`.
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
scratch="${DICONTAINER_ALONE_SCRATCH:-$root/.build-dicontainer-alone}"
swift="${SWIFT:-swift}"
# A fresh resolution each time: a kept Package.resolved or checkout would hide a new dependency.
rm -rf "$scratch" "$here/Package.resolved"
trap 'rm -f "$here/Package.resolved"' EXIT

if ! output="$("$swift" build --package-path "$here" --scratch-path "$scratch" 2>&1)"; then
    echo "$output"
    echo "FAIL DIContainer alone does not build with traits: []"
    exit 1
fi
app=(GRDB.swift swift-argument-parser CSV.swift ZIPFoundation TOMLKit swift-docc-plugin)
resolved="$here/Package.resolved"
found=()
if [ -f "$resolved" ]; then
    for name in "${app[@]}"; do
        if grep -qi "\"identity\" : \"$(tr '[:upper:]' '[:lower:]' <<<"$name")\"" "$resolved" \
            || grep -qi "/$name\"" "$resolved"; then
            found+=("$name")
        fi
    done
fi
checkouts="$(ls "$scratch/checkouts" 2>/dev/null | tr '\n' ' ')"
if [ "${#found[@]}" -ne 0 ] || [ -n "$checkouts" ]; then
    [ -f "$resolved" ] && cat "$resolved"
    echo "FAIL a package using DIContainer alone fetched: ${found[*]} ${checkouts}"
    exit 1
fi
echo "ok   DIContainer alone: builds with traits: [], fetches no dependency (Package.resolved: $([ -f "$resolved" ] && echo "no app dependency" || echo "none, nothing to pin"))"
