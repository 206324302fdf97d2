#!/usr/bin/env python3
"""Turns the text output of `swift package benchmark --target DIContainerBenchmarks` into the
Markdown table of Benchmarks/README.md: median (p50) wall clock and mallocs per operation for
DIContainer, Swinject and swift-dependencies, and DIContainer's speed-up over each peer, all
measured in the same run."""
import re
import sys

UNITS = {"ns": 1.0, "μs": 1_000.0, "us": 1_000.0, "ms": 1_000_000.0}


def parse(text):
    text = re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", text)
    results = {}
    name = None
    for line in text.splitlines():
        if line and not line.startswith(("│", "╒", "╞", "├", "╘")) and "·" in line:
            name = line.strip()
            results[name] = {}
            continue
        if name and line.startswith("│") and "Metric" not in line:
            cells = [c.strip() for c in line.strip("│").split("│")]
            metric, p50 = cells[0], cells[3]
            unit = re.search(r"\((ns|μs|us|ms|K|M)\)", metric)
            value = float(p50)
            if unit and unit.group(1) in UNITS:
                value *= UNITS[unit.group(1)]
            elif unit and unit.group(1) == "K":
                value *= 1_000
            elif unit and unit.group(1) == "M":
                value *= 1_000_000
            key = "wall" if "wall clock" in metric else "instructions" if "Instructions" in metric else \
                "mallocs" if "Malloc" in metric else None
            if key:
                results[name][key] = value
    return results


def fmt_ns(ns):
    return f"{ns / 1000:,.1f} µs" if ns >= 10_000 else f"{ns:,.0f} ns"


def count(result, key, spec):
    """A counter of a result, or a dash when the run did not report it (no perf counters)."""
    return format(result[key], spec) if key in result else "—"


def main():
    results = parse(open(sys.argv[1], errors="replace").read())
    workloads = []
    for name in results:
        workload, _, library = name.rpartition(" · ")
        if workload not in workloads:
            workloads.append(workload)
    print("| workload | DIContainer | Swinject 2.10.0 | swift-dependencies 1.17.1 | DIContainer faster than Swinject "
          "| than swift-dependencies | mallocs DI / Swinject / swift-dependencies |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for workload in workloads:
        ours = results.get(f"{workload} · DIContainer")
        if ours is None:
            continue
        swinject = results.get(f"{workload} · Swinject")
        dependencies = results.get(f"{workload} · swift-dependencies")
        hand = results.get(f"{workload} · hand-wired")
        row = [workload, fmt_ns(ours["wall"])]
        row.append(fmt_ns(swinject["wall"]) if swinject else "—")
        row.append(fmt_ns(dependencies["wall"]) if dependencies else "—")
        row.append(f"{swinject['wall'] / ours['wall']:,.1f}×" if swinject else "—")
        row.append(f"{dependencies['wall'] / ours['wall']:,.1f}×" if dependencies else "—")
        row.append(" / ".join(count(peer, "mallocs", ".0f") if peer else "—" for peer in (ours, swinject, dependencies)))
        print("| " + " | ".join(row) + " |")
        if hand:
            print(f"| {workload}, hand-wired | {fmt_ns(hand['wall'])} | | | | DIContainer is "
                  f"{ours['wall'] / hand['wall']:.1f}× hand-wired | {count(hand, 'mallocs', '.0f')} |")


if __name__ == "__main__":
    main()
