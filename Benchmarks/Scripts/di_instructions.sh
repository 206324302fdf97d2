#!/usr/bin/env bash
# Instructions per operation of DIContainer's benchmark workloads, counted by callgrind on a
# release build of DIContainerInstructions: each workload runs N1 and N2 times, and the difference
# of the two totals divided by N2 - N1 leaves out start-up, set-up and warm-up.
#
#     Scripts/di_instructions.sh [workload ...]     (from Benchmarks/; default: all of them)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product DIContainerInstructions >/dev/null
binary="$(swift build -c release --show-bin-path)/DIContainerInstructions"
n1=2000
n2=12000
workloads=("$@")
if [ ${#workloads[@]} -eq 0 ]; then workloads=(singleton dependency-read graph hand-wired push screen with-dependencies); fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
total() {
    valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$binary" "$1" "$2" 2>"$out/log" >/dev/null
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out/log"
}
printf '| workload | instructions per operation |\n|---|---:|\n'
for workload in "${workloads[@]}"; do
    a=$(total "$workload" $n1)
    b=$(total "$workload" $n2)
    printf '| %s | %s |\n' "$workload" "$(( (b - a) / (n2 - n1) ))"
done
