#!/usr/bin/env bash
# Builds each target of this package: `Control` must compile, every other target must fail with a
# diagnostic naming `Sendable` (the case's expected text, below). One scratch path, emptied first and
# shared by the cases, so DIContainer is compiled once. Exit status 0 when every case behaves.
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
scratch="${COMPILE_FAIL_SCRATCH:-$root/.build-compile-fail}"
swift="${SWIFT:-swift}"
# Start clean: a reused scratch path can miss a source file added to the root package since the
# last run (the dependency's file list is cached there). A clean run takes about 15 s.
rm -rf "$scratch"

# target|text the compiler must print (grep -E)
cases=(
    "SingletonOfNonSendable|type 'Editor' does not conform to the 'Sendable' protocol"
    "ScopedOfNonSendable|type 'Editor' does not conform to the 'Sendable' protocol"
    "WeakOfNonSendable|type 'Editor' does not conform to the 'Sendable' protocol"
    "InstanceOfNonSendable|type 'Editor' does not conform to the 'Sendable' protocol"
    "KeyedSingletonOfNonSendable|type 'EditorKey.Value' \\(aka 'Editor'\\) does not conform to the 'Sendable' protocol"
    "InjectNonSendableInSendable|stored property '_editor' of 'Sendable'-conforming struct 'Screen' contains non-Sendable type 'Editor'"
    "InjectionStorageAcrossTasks|capture of 'storage' with non-Sendable type 'InjectionStorage<Editor>' in a '@Sendable' closure"
)

build() {
    "$swift" build --package-path "$here" --scratch-path "$scratch" --target "$1" 2>&1
}

failures=0
if output="$(build Control)"; then
    echo "ok   Control compiles"
else
    echo "$output"
    echo "FAIL Control must compile"
    exit 1
fi

for entry in "${cases[@]}"; do
    target="${entry%%|*}"
    expected="${entry#*|}"
    if output="$(build "$target")"; then
        echo "FAIL $target compiled, but it breaks a Sendable rule"
        failures=$((failures + 1))
    elif grep -Eq "$expected" <<<"$output"; then
        echo "ok   $target refused: $(grep -Em1 "$expected" <<<"$output" | sed -E 's/^.*(error: )/\1/')"
    else
        echo "$output"
        echo "FAIL $target failed without the expected diagnostic: $expected"
        failures=$((failures + 1))
    fi
done

if [ "$failures" -ne 0 ]; then
    echo "compile-fail: $failures case(s) wrong"
    exit 1
fi
echo "compile-fail: ${#cases[@]} refused as expected, Control compiles"
