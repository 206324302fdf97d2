#!/usr/bin/env bash
# `make fuzz`: builds every libFuzzer target of this package with -sanitize=fuzzer,address and runs
# each for FUZZ_SECONDS (default 60) from its committed seeds in Corpus/<target>. A crash, an input
# taking over 1 s or a leak fails the target; its input is saved as .build-fuzz/artifacts/<target>/*.
# Prints executions per second and coverage (cov: edges, ft: features) of each target.
#
#   Fuzz/run.sh                  every target
#   Fuzz/run.sh FuzzKeys         one target
#   FUZZ_SECONDS=30 Fuzz/run.sh  shorter runs (CI)
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
scratch="${FUZZ_SCRATCH:-$root/.build-fuzz}"
swift="${SWIFT:-swift}"
seconds="${FUZZ_SECONDS:-60}"
all=(FuzzKeys FuzzFieldQuery FuzzConfig FuzzSessionState FuzzCatalogCSV FuzzIMDbTSV FuzzLetterboxdCSV)
[ "$#" -gt 0 ] && targets=("$@") || targets=("${all[@]}")

# Release, so the numbers are those of the code reel ships; -enable-testing for the @testable
# imports of internal parsers. The C and C++ of the packages (TOMLKit's toml++) are instrumented too.
# lld links: gold stops with an internal error on the targets that link Foundation and toml++.
flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing
    -Xcc -fsanitize=fuzzer-no-link,address -Xcxx -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld)
# A scratch path kept from an earlier run plans with the root package's file list of that run;
# dropping the build plan makes it see files added since (what was compiled stays).
rm -f "$scratch/release.yaml"
if ! "$swift" build --package-path "$here" --scratch-path "$scratch" "${flags[@]}"; then
    echo "fuzz: the targets do not build"
    exit 1
fi
bin="$("$swift" build --package-path "$here" --scratch-path "$scratch" "${flags[@]}" --show-bin-path)"

failures=0
summary=()
for target in "${targets[@]}"; do
    seeds="$here/Corpus/$target"
    corpus="$scratch/corpus/$target"
    artifacts="$scratch/artifacts/$target/"
    log="$scratch/logs/$target.log"
    mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
    echo "fuzz: $target for ${seconds}s"
    # New inputs go to the work corpus under the scratch path; the committed seeds are only read.
    SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$root/Tests/lsan-suppressions.txt:print_suppressions=0" "$bin/$target" "$corpus" "$seeds" -max_total_time="$seconds" -timeout=1 \
        -detect_leaks=1 -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 -artifact_prefix="$artifacts" \
        >"$log" 2>&1
    status=$?
    execs="$(grep -Eo 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || true)"
    last="$(grep -E '^#[0-9]+' "$log" | tail -1)"
    cov="$(grep -Eo 'cov: [0-9]+' <<<"$last" | grep -Eo '[0-9]+' || true)"
    ft="$(grep -Eo 'ft: [0-9]+' <<<"$last" | grep -Eo '[0-9]+' || true)"
    runs="$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || true)"
    if [ "$status" -eq 0 ]; then
        line="ok   $target: ${runs:-?} runs, ${execs:-?} exec/s, cov ${cov:-?}, ft ${ft:-?}"
    else
        failures=$((failures + 1))
        grep -E 'ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|Fatal error|SUMMARY' "$log" | head -5
        line="FAIL $target (exit $status): see $log; input in $artifacts"
    fi
    echo "$line"
    summary+=("$line")
done

printf '%s\n' "${summary[@]}"
if [ "$failures" -ne 0 ]; then
    echo "fuzz: $failures target(s) failed"
    exit 1
fi
echo "fuzz: ${#targets[@]} target(s) ran ${seconds}s each without a crash, a hang or a leak"
