#!/usr/bin/env python3
"""Whole-process figures of the browser in tmux, side by side with VisiData.

(a) launch: from starting the program in a new 80×24 tmux session (the tmux server already running)
    until the pane shows the catalog's count: reel until "of 58,788", vd until its status line shows
    "58788 rows"; the pane is polled every ~5 ms. Runs alternate between the two programs.
(b) keystroke: `j` sent with `tmux send-keys`, then the pane (with its attributes, `capture-pane -e`)
    polled until it differs from the frame before: the time from sending to the changed frame.
(c) memory: VmRSS and VmHWM of the process after browsing: search "godfather", Enter to the table,
    Enter on the movie (its real Detail screen: the script checks the pane shows the movie, not a
    placeholder), Escape back, the same for the next two rows, then page down 20 times.

The script prints the reel binary it runs (path, modification time, SHA-256 prefix) and stops when
a Swift file under Sources/ is newer than the binary, so a stale build is not measured (--allow-stale
to run anyway).

Usage (from the repository root, after building reel in release and importing the catalog):
    swift build -c release --product reel --scratch-path /tmp/build-bench-rel
    /tmp/build-bench-rel/release/reel import --database /tmp/reel-e2e.sqlite Resources/movies.csv
    python3 Benchmarks/Scripts/browser_e2e.py --reel /tmp/build-bench-rel/release/reel \
        --database /tmp/reel-e2e.sqlite --csv Resources/movies.csv
"""

import argparse
import datetime
import hashlib
import os
import shlex
import shutil
import statistics
import subprocess
import tempfile
import time

REEL_READY = "of 58,788"
VD_READY = "58788 rows"


class Tmux:
    """A private tmux server (its own socket, no configuration file)."""

    def __init__(self):
        self.socket = f"reel-e2e-{os.getpid()}"
        self.run("new-session", "-d", "-s", "idle", "-x", "80", "-y", "24", "sleep 100000")

    def run(self, *args, check=True):
        return subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null", *args],
                              check=check, capture_output=True, text=True).stdout

    def start(self, name, command):
        self.run("new-session", "-d", "-s", name, "-x", "80", "-y", "24", "exec " + command)

    def capture(self, name, attributes=False):
        return self.run("capture-pane", "-p", *(["-e"] if attributes else []), "-t", name)

    def send(self, name, *keys):
        self.run("send-keys", "-t", name, *keys)

    def pid(self, name):
        return int(self.run("display-message", "-p", "-t", name, "#{pane_pid}").strip())

    def kill(self, name):
        self.run("kill-session", "-t", name, check=False)

    def close(self):
        self.run("kill-server", check=False)


def wait_for(tmux, name, text, interval=0.005, timeout=60.0):
    """Polls the pane until it contains `text`; returns the time it was seen."""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        if text in tmux.capture(name):
            return time.perf_counter()
        time.sleep(interval)
    raise RuntimeError(f"{name}: {text!r} not shown within {timeout} s:\n{tmux.capture(name)}")


def launch_time(tmux, name, command, ready):
    start = time.perf_counter()
    tmux.start(name, command)
    seen = wait_for(tmux, name, ready)
    return seen - start


def settle(tmux, name, quiet=0.3):
    """Waits until the pane has not changed for `quiet` seconds."""
    last, since = tmux.capture(name, True), time.perf_counter()
    while time.perf_counter() - since < quiet:
        time.sleep(0.01)
        now = tmux.capture(name, True)
        if now != last:
            last, since = now, time.perf_counter()


def keystroke_times(tmux, name, presses):
    times = []
    for _ in range(presses):
        settle(tmux, name, 0.1)
        before = tmux.capture(name, True)
        start = time.perf_counter()
        tmux.send(name, "j")
        while True:
            if tmux.capture(name, True) != before:
                times.append(time.perf_counter() - start)
                break
            if time.perf_counter() - start > 5:
                raise RuntimeError(f"{name}: no change after j")
            time.sleep(0.001)
    return times


def memory(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                fields[key] = int(value.split()[0]) / 1024
    return fields


def describe_binary(path, sources, allow_stale):
    """Prints which binary is measured; stops when a source file is newer than it."""
    stat = os.stat(path)
    with open(path, "rb") as binary:
        digest = hashlib.sha256(binary.read()).hexdigest()[:16]
    built = datetime.datetime.fromtimestamp(stat.st_mtime, datetime.timezone.utc)
    print(f"reel binary: {path}, built {built:%Y-%m-%d %H:%M:%S} UTC, sha256 {digest}…")
    newest = None
    for root, _, files in os.walk(sources):
        for name in files:
            if name.endswith(".swift"):
                file = os.path.join(root, name)
                if newest is None or os.stat(file).st_mtime > os.stat(newest).st_mtime:
                    newest = file
    if newest and os.stat(newest).st_mtime > stat.st_mtime:
        message = f"{newest} is newer than the binary: rebuild reel"
        if not allow_stale:
            raise SystemExit(message)
        print("warning: " + message)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def ms(seconds):
    return f"{seconds * 1000:.1f} ms"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reel", default="/tmp/build-bench-rel/release/reel")
    parser.add_argument("--database", required=True)
    parser.add_argument("--csv", default="Resources/movies.csv")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--presses", type=int, default=30)
    parser.add_argument("--sources", default="Sources", help="checked to be older than the binary")
    parser.add_argument("--allow-stale", action="store_true")
    args = parser.parse_args()
    describe_binary(args.reel, args.sources, args.allow_stale)

    # Every start gets an empty state directory, so no run restores the screens another left
    # (a killed run saves its session state on SIGHUP).
    state = tempfile.mkdtemp(prefix="reel-e2e-state-")
    reel = (f"env XDG_STATE_HOME=$(mktemp -d -p {shlex.quote(state)}) "
            f"{shlex.quote(args.reel)} --database {shlex.quote(args.database)}")
    vd = shutil.which("vd")
    vd_command = f"{vd} -f csv {shlex.quote(args.csv)}" if vd else None
    tmux = Tmux()
    try:
        # tmux's own round trip, the floor under every figure below.
        trips = []
        for _ in range(50):
            start = time.perf_counter()
            tmux.capture("idle")
            trips.append(time.perf_counter() - start)
        print(f"tmux capture-pane round trip: median {ms(statistics.median(trips))}")

        # (a) launch to the count, interleaved.
        launches = {"reel": [], "vd": []}
        for run in range(args.runs):
            launches["reel"].append(launch_time(tmux, f"reel{run}", reel, REEL_READY))
            tmux.kill(f"reel{run}")
            if vd_command:
                launches["vd"].append(launch_time(tmux, f"vd{run}", vd_command, VD_READY))
                tmux.kill(f"vd{run}")
        print("\n(a) launch until the count is shown, 80×24, "
              f"{args.runs} runs each, interleaved")
        print("| program | median | min | max |")
        print("|---|---:|---:|---:|")
        for program, times in launches.items():
            if times:
                print(f"| {program} | {ms(statistics.median(times))} | {ms(min(times))} | {ms(max(times))} |")
        if launches["vd"]:
            ratio = statistics.median(launches["vd"]) / statistics.median(launches["reel"])
            print(f"vd / reel (medians): {ratio:.1f}×")
        else:
            print("vd: not installed, no comparison")

        # (b) `j` to the changed frame.
        presses = {}
        tmux.start("reel-keys", reel)
        wait_for(tmux, "reel-keys", REEL_READY)
        presses["reel"] = keystroke_times(tmux, "reel-keys", args.presses)
        tmux.kill("reel-keys")
        if vd_command:
            tmux.start("vd-keys", vd_command)
            wait_for(tmux, "vd-keys", VD_READY)
            settle(tmux, "vd-keys", 0.5)
            presses["vd"] = keystroke_times(tmux, "vd-keys", args.presses)
            tmux.kill("vd-keys")
        print(f"\n(b) `j` to the changed frame, {args.presses} presses each")
        print("| program | median | p95 | max |")
        print("|---|---:|---:|---:|")
        for program, times in presses.items():
            print(f"| {program} | {ms(statistics.median(times))} | {ms(percentile(times, 0.95))} | {ms(max(times))} |")

        # (c) memory after browsing.
        print("\n(c) memory after search \"godfather\", three details opened and closed "
              "(VisiData: one row's sheet), 20 × Page Down")
        print("| program | VmRSS | VmHWM (peak) |")
        print("|---|---:|---:|")
        tmux.start("reel-mem", reel)
        wait_for(tmux, "reel-mem", REEL_READY)
        pid = tmux.pid("reel-mem")
        tmux.send("reel-mem", "/")
        tmux.send("reel-mem", "-l", "godfather")
        settle(tmux, "reel-mem")
        tmux.send("reel-mem", "Enter")   # the search box keeps the results, focus to the table
        settle(tmux, "reel-mem")
        details = []
        for row in range(3):
            if row:
                tmux.send("reel-mem", "Down")
                settle(tmux, "reel-mem")
            tmux.send("reel-mem", "Enter")   # the selected movie's detail
            settle(tmux, "reel-mem")
            details.append(tmux.capture("reel-mem"))
            tmux.send("reel-mem", "Escape")  # back to the table
            settle(tmux, "reel-mem")
        detail = details[0]
        if "not built yet" in detail or "Godfather" not in detail:
            raise RuntimeError("reel: Enter did not show the movie's detail:\n" + detail)
        for _ in range(20):
            tmux.send("reel-mem", "NPage")
        settle(tmux, "reel-mem")
        figures = memory(pid)
        print(f"| reel | {figures['VmRSS']:.1f} MiB | {figures['VmHWM']:.1f} MiB |")
        tmux.kill("reel-mem")
        if vd_command:
            tmux.start("vd-mem", vd_command)
            wait_for(tmux, "vd-mem", VD_READY)
            pid = tmux.pid("vd-mem")
            settle(tmux, "vd-mem", 0.5)
            tmux.send("vd-mem", "/")
            settle(tmux, "vd-mem", 0.2)
            tmux.send("vd-mem", "-l", "godfather")
            tmux.send("vd-mem", "Enter")   # search the current column
            settle(tmux, "vd-mem")
            tmux.send("vd-mem", "Enter")   # the row's sheet
            settle(tmux, "vd-mem")
            tmux.send("vd-mem", "q")       # back
            settle(tmux, "vd-mem")
            for _ in range(20):
                tmux.send("vd-mem", "NPage")
            settle(tmux, "vd-mem")
            figures = memory(pid)
            print(f"| vd | {figures['VmRSS']:.1f} MiB | {figures['VmHWM']:.1f} MiB |")
            tmux.kill("vd-mem")
        print("\nreel's detail screen during (c), first lines:")
        print("\n".join(detail.splitlines()[:8]))
    finally:
        tmux.close()
        shutil.rmtree(state, ignore_errors=True)


if __name__ == "__main__":
    main()
