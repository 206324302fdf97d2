#!/usr/bin/env python3
"""`reel stats --json`, whole process, for two reel binaries side by side on one database.

Each binary runs once unmeasured (the database in the page cache), then the runs alternate (old, new;
new, old; ...) so both see the same load. Prints median, p10 and p90 wall clock and the ratio of
the medians. Both binaries must print the same JSON (checked once); the script stops otherwise.

Usage (from the repository root; build the two revisions in release first):
    /tmp/reel-old import --database /tmp/reel-stats.sqlite Resources/movies.csv
    python3 Benchmarks/Scripts/stats_command.py --old /tmp/reel-old --new /tmp/reel-new \
        --database /tmp/reel-stats.sqlite --runs 30
Instruction counts, load-free (valgrind wants the binaries stripped: `strip -o /tmp/reel-old-s /tmp/reel-old`):
    REEL_DATABASE=/tmp/reel-stats.sqlite valgrind --tool=callgrind /tmp/reel-old-s stats --json
"""

import argparse
import os
import statistics
import subprocess
import sys
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", required=True)
    parser.add_argument("--new", required=True)
    parser.add_argument("--database", required=True)
    parser.add_argument("--runs", type=int, default=30)
    arguments = parser.parse_args()
    environment = dict(os.environ, REEL_DATABASE=arguments.database)
    binaries = {"old": arguments.old, "new": arguments.new}

    def run(binary: str) -> bytes:
        return subprocess.run(
            [binary, "stats", "--json"], env=environment, stdout=subprocess.PIPE, check=True).stdout

    outputs = {name: run(binary) for name, binary in binaries.items()}
    if outputs["old"] != outputs["new"]:
        sys.exit("the two binaries print different statistics")
    times: dict[str, list[float]] = {name: [] for name in binaries}
    for index in range(arguments.runs):
        order = list(binaries.items())
        for name, binary in order if index % 2 == 0 else reversed(order):
            start = time.perf_counter()
            run(binary)
            times[name].append((time.perf_counter() - start) * 1000)
    for name, values in times.items():
        values.sort()
        print(f"{name}: median {statistics.median(values):.1f} ms, p10 {values[len(values) // 10]:.1f}, "
              f"p90 {values[len(values) * 9 // 10]:.1f}, runs {len(values)}")
    print(f"new / old (medians): {statistics.median(times['new']) / statistics.median(times['old']):.2f}")


if __name__ == "__main__":
    main()
