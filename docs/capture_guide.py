#!/usr/bin/env python3
"""Recaptures the browser's screens shown in the documentation (80x24 unless a capture says) from
a reel binary, so a change to a screen is followed by one run of this script.

    docs/capture_guide.py                      # prints every capture
    docs/capture_guide.py --write              # rewrites them in place in the docs
    docs/capture_guide.py --only detail stats  # some of them (names: --list)

Each capture is a ```text block of docs/guide.md, README.md or docs/configuration.md, known by its
place among the file's ```text blocks. The browser runs in a private tmux server (its own socket),
over a private HOME, database and state directory under a temporary folder, so nothing of the
user's is read or written: the shipped catalog (Resources/movies.csv) for most captures, the CSV
then the IMDb fixture of the tests (Tests/TestSupport/Data/imdb) for the people and series captures. The
watchlist the captures show (The Godfather rated 10 with a note, then Casablanca) is set up with
`reel watchlist` after the first capture, which shows a new user's table. The Diary and List
captures have a catalog of their own whose library is made with `reel log` and `reel list` (fixed
dates, so they come out the same on every run). Each capture starts the browser afresh and waits
for the screen to show what it expects and to stop changing (no fixed sleeps). Dates and query
times shown are those of the run.

Needs python3 and tmux. The binary: --reel, $REEL, or .build/debug/reel.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Key:
    """A tmux key name (Enter, Escape, F12, Tab, C-l...), sent as a key, not as text."""

    def __init__(self, name):
        self.name = name


ENTER, ESC, TAB, F12 = Key("Enter"), Key("Escape"), Key("Tab"), Key("F12")


def step(*keys, expect=None, gone=None):
    """Keys to send (str: typed as text, Key: a named key), then what the screen must show."""
    return (keys, expect, gone)


def capture_of(name, file, index, steps, catalog="csv", watchlist=True, config=None, elide=False,
               size=(80, 24), library=False):
    """One capture: the ```text block `index` (from 0) of `file`, the steps that lead to it, the
    catalog ("csv", "imdb", or "mine": the CSV again, with a library of its own), whether the
    watchlist is set up, a config.toml, whether the empty lines above the hint bar are shown as one
    "…" line, the terminal's size, and whether the library of DIARY and LIST is set up."""
    return dict(name=name, file=file, index=index, steps=steps, catalog=catalog, watchlist=watchlist,
                config=config, elide=elide, size=size, library=library)


GODF = [step("/", "godf", expect="11 (filtered)"), step(ENTER), step("4", expect="Rating ▼")]
DETAIL = GODF + [step(ENTER, expect="Similar movies")]
IMDB_DETAIL = [step("/", "tt0068646"), step(ENTER, expect="Credits")]
IMDB_PERSON = IMDB_DETAIL + [step(ENTER, expect="Director 3")]
# Breaking Bad's Series screen from the search, the cursor moved to S05E14 "Ozymandias" (rated 10.0),
# in the mono theme, where a shade follows each rating.
DOWN, RIGHT = Key("Down"), Key("Right")
SERIES = [step("/", "breaking", expect="1 of 1 (filtered)"), step(ENTER), step(ENTER, expect="Over the run"),
          step(DOWN, DOWN, DOWN, DOWN, expect="▸ S05E01"), step(RIGHT, expect="▸ S05E14")]
EPISODE = SERIES + [step(ENTER, expect="Breaking Bad · S05E14 · Ozymandias")]
MONO = '[ui]\ntheme = "mono"\n'

# The library of the Diary and List captures: viewings (title, year, day, rating, more options of
# `reel log`), then a ranked list and its films (title, year, note).
DIARY = [
    ("Casablanca", 1942, "2025-10-04", "9", ["--tag", "cinema", "--note", "the restored print"]),
    ("The Godfather", 1972, "2025-10-18", "10", ["--rewatch"]),
    ("Blade Runner", 1982, "2025-11-02", "8", ["--tag", "cinema"]),
    ("Alien", 1979, "2025-11-08", "8", []),
    ("Star Wars", 1977, "2025-11-15", "9", ["--rewatch", "--tag", "family"]),
    ("Taxi Driver", 1976, "2025-11-22", "7", []),
]
LIST = ("The seventies, ranked", [
    ("The Godfather", 1972, "the wedding"), ("Apocalypse Now", 1979, None), ("Star Wars", 1977, None),
    ("Chinatown", 1974, None), ("Alien", 1979, None), ("Taxi Driver", 1976, None), ("Jaws", 1975, None),
    ("The Conversation", 1974, "before the sequel"),
])

CAPTURES = [
    capture_of("movies", "docs/guide.md", 0, [step(expect="most voted")], watchlist=False),
    capture_of("godf", "docs/guide.md", 1, GODF),
    capture_of("filters", "docs/guide.md", 2,
               [step("1", expect="Title ▲"), step("/", "star rating>7.5 g:drama", expect="8 (filtered)"),
                step(ENTER), step("f", expect="┌ Filters")]),
    capture_of("detail", "docs/guide.md", 3, DETAIL),
    capture_of("watchlist", "docs/guide.md", 4, DETAIL + [step("W", expect="on the watchlist")]),
    capture_of("stats", "docs/guide.md", 5,
               DETAIL + [step("W", expect="on the watchlist"), step("S", expect="Movies per genre")]),
    capture_of("help", "docs/guide.md", 6, GODF + [step("?", expect="┌ Help")]),
    capture_of("inspector", "docs/guide.md", 7, DETAIL + [step(F12, expect="Inspector: [Containers]")]),
    capture_of("inspector-data", "docs/guide.md", 8,
               [step("/", "g:drama votes>=10000", expect="(filtered)"), step(ENTER),
                step("4", expect="Rating ▼"), step(F12, expect="Inspector: [Containers]"),
                step(TAB, expect="Inspector: Containers  [Data]"), step("j" * 6, expect="Query plan")]),
    capture_of("compare", "docs/guide.md", 9,
               [step("/", "heat", expect="(filtered)"), step(ENTER), step("m", expect="◆"),
                step("/", expect="/ heat"), step(ESC, gone="/ heat"),
                step("/", "casino", expect="(filtered)"), step(ENTER), step("m"),
                step("M", expect="Heat vs Casino")]),
    capture_of("table-stats", "docs/guide.md", 10,
               [step("f", expect="┌ Filters"), step("jjjj", " ", expect="g:drama"),
                step(ESC, gone="┌ Filters"), step("/", "love", expect="(filtered)"), step(ENTER),
                step("S", expect="Stats of")]),
    capture_of("people", "docs/guide.md", 11, [step("/", "@coppola"), step(ENTER, expect="Credits")],
               catalog="imdb", watchlist=False, elide=True),
    capture_of("imdb-detail", "docs/guide.md", 12, IMDB_DETAIL, catalog="imdb", watchlist=False),
    capture_of("imdb-person", "docs/guide.md", 13, IMDB_PERSON, catalog="imdb", watchlist=False),
    capture_of("series", "docs/guide.md", 14, SERIES, catalog="imdb", watchlist=False, config=MONO),
    capture_of("episode", "docs/guide.md", 15, EPISODE, catalog="imdb", watchlist=False, config=MONO),
    capture_of("readme-movies", "README.md", 0, [step(expect="most voted")], watchlist=False),
    capture_of("readme-imdb-detail", "README.md", 1, IMDB_DETAIL, catalog="imdb", watchlist=False),
    capture_of("readme-imdb-person", "README.md", 2, IMDB_PERSON, catalog="imdb", watchlist=False),
    capture_of("readme-series", "README.md", 3, SERIES, catalog="imdb", watchlist=False, config=MONO),
    capture_of("readme-diary", "README.md", 4, [step("D", expect="Diary")], catalog="mine", watchlist=False,
               library=True),
    capture_of("readme-list", "README.md", 5,
               [step("L", expect=LIST[0]), step(ENTER, expect="seen 4 of 8")], catalog="mine",
               watchlist=False, library=True),
    capture_of("columns", "docs/configuration.md", 0, [step("1", expect="Title ▲"), step("c", expect="┌ Columns")],
               watchlist=False, size=(80, 15)),
]


class Browser:
    """One reel browser in a private tmux server."""

    def __init__(self, work, reel, database, count, size):
        self.height = size[1]
        self.socket = os.path.join(work, "tmux-%d.sock" % count)
        env = private_env(work, database)
        env.update(TERM="xterm-256color", XDG_STATE_HOME=os.path.join(work, "state-%d" % count))
        command = "env -u NO_COLOR " + " ".join("%s=%s" % (k, shq(v)) for k, v in env.items())
        self.tmux("new-session", "-d", "-s", "reel", "-x", str(size[0]), "-y", str(size[1]),
                  command + " " + shq(reel))
        self.pid = int(self.tmux("display-message", "-p", "-t", "reel", "#{pane_pid}"))

    def tmux(self, *args):
        done = subprocess.run(["tmux", "-S", self.socket, "-f", "/dev/null"] + list(args),
                              capture_output=True, text=True)
        if done.returncode:
            sys.exit("tmux %s: %s" % (args[0], done.stderr.strip()))
        return done.stdout

    def screen(self):
        lines = self.tmux("capture-pane", "-p", "-t", "reel").split("\n")
        lines = (lines + [""] * self.height)[:self.height]
        return "\n".join(line.rstrip() for line in lines)

    def send(self, key):
        if isinstance(key, Key):
            self.tmux("send-keys", "-t", "reel", key.name)
        else:
            self.tmux("send-keys", "-t", "reel", "-l", key)

    def settle(self, expect=None, gone=None, timeout=20.0):
        """Waits until the screen shows `expect`, no longer shows `gone`, and stops changing."""
        deadline = time.monotonic() + timeout
        last, stable_since = None, time.monotonic()
        while True:
            text = self.screen()
            ready = text.strip() and (expect is None or expect in text) and (gone is None or gone not in text)
            now = time.monotonic()
            if text != last:
                last, stable_since = text, now
            elif ready and now - stable_since >= 0.3:
                return text
            if now > deadline:
                sys.exit("timed out waiting for %r; the screen:\n%s" % (expect or "a steady screen", text))
            time.sleep(0.05)

    def close(self):
        """Ends the server, then waits for reel to have written its state and exited."""
        subprocess.run(["tmux", "-S", self.socket, "kill-server"], capture_output=True)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                os.kill(self.pid, 0)
            except ProcessLookupError:
                return
            time.sleep(0.05)


def shq(text):
    return "'" + text.replace("'", "'\\''") + "'"


def private_env(work, database):
    """HOME, the XDG folders, the database and its library under `work`: nothing of the user's is
    used, and each database has a library of its own."""
    return {
        "HOME": os.path.join(work, "home"), "XDG_CONFIG_HOME": os.path.join(work, "config"),
        "XDG_STATE_HOME": os.path.join(work, "state"), "XDG_DATA_HOME": os.path.join(work, "data"),
        "XDG_CACHE_HOME": os.path.join(work, "cache"), "REEL_DATABASE": database,
        "REEL_LIBRARY": os.path.splitext(database)[0] + "-library.sqlite",
        "REEL_CATALOG_CSV": os.path.join(ROOT, "Resources/movies.csv"),
        "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
    }


def run(reel, work, database, *args):
    env = dict(os.environ, **private_env(work, database))
    env.pop("NO_COLOR", None)
    return subprocess.run([reel] + list(args), check=True, capture_output=True, text=True, env=env).stdout


def movie_id(reel, work, database, title, year):
    for movie in json.loads(run(reel, work, database, "search", title.lower(), "--json"))["movies"]:
        if movie["title"] == title and movie["year"] == year:
            return str(movie["id"])
    sys.exit("no %s (%d) in the catalog" % (title, year))


def set_up_library(reel, work, database):
    """Logs the DIARY and makes the LIST with the command line."""
    for title, year, day, rating, more in DIARY:
        run(reel, work, database, "log", movie_id(reel, work, database, title, year), "--date", day,
            "--rating", rating, *more)
    name, films = LIST
    run(reel, work, database, "list", "create", name, "--ranked")
    for title, year, note in films:
        run(reel, work, database, "list", "add", name, movie_id(reel, work, database, title, year),
            *(["--note", note] if note else []))


def capture(shot, work, reel, databases, count):
    catalog, config = shot["catalog"], shot["config"]
    database = databases[catalog]
    if shot["watchlist"] and not databases.get("watchlist-" + catalog):
        godfather = movie_id(reel, work, database, "The Godfather", 1972)
        run(reel, work, database, "watchlist", "add", godfather)
        run(reel, work, database, "watchlist", "rate", godfather, "10")
        run(reel, work, database, "watchlist", "note", godfather, "with Dad, at Christmas")
        run(reel, work, database, "watchlist", "add", movie_id(reel, work, database, "Casablanca", 1942))
        databases["watchlist-" + catalog] = True
    if shot["library"] and not databases.get("library-" + catalog):
        set_up_library(reel, work, database)
        databases["library-" + catalog] = True
    config_dir = os.path.join(work, "config", "reel")
    shutil.rmtree(config_dir, ignore_errors=True)
    if config:
        os.makedirs(config_dir)
        with open(os.path.join(config_dir, "config.toml"), "w") as file:
            file.write(config)
    browser = Browser(work, reel, database, count, shot["size"])
    try:
        text = browser.settle()
        for keys, expect, gone in shot["steps"]:
            for key in keys:
                browser.send(key)
            text = browser.settle(expect, gone)
    finally:
        browser.close()
    lines = text.split("\n")
    if shot["elide"]:
        top = len(lines) - 1
        while top > 0 and not lines[top - 1]:
            top -= 1
        lines = lines[:top] + ["…"] + lines[-1:]
    return "\n".join(lines)


def text_blocks(content):
    """The (start, end) offsets of the body of each ```text block."""
    return [(m.start(1), m.end(1)) for m in re.finditer(r"^```text\n(.*?)^```$", content, re.S | re.M)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reel", default=os.environ.get("REEL", os.path.join(ROOT, ".build/debug/reel")))
    parser.add_argument("--write", action="store_true", help="rewrite the captures in the docs")
    parser.add_argument("--only", nargs="*", help="capture only these (see --list)")
    parser.add_argument("--list", action="store_true", help="list the captures")
    args = parser.parse_args()
    if args.list:
        for shot in CAPTURES:
            print("%-20s %s, text block %d" % (shot["name"], shot["file"], shot["index"] + 1))
        return
    chosen = [c for c in CAPTURES if not args.only or c["name"] in args.only]
    reel = os.path.abspath(args.reel)
    work = tempfile.mkdtemp(prefix="reel-capture-")
    try:
        os.makedirs(os.path.join(work, "home"))
        databases = {}
        if any(c["catalog"] == "csv" for c in chosen):
            databases["csv"] = os.path.join(work, "csv.sqlite")
            run(reel, work, databases["csv"], "import")
        if any(c["catalog"] == "mine" for c in chosen):
            databases["mine"] = os.path.join(work, "mine.sqlite")
            run(reel, work, databases["mine"], "import")
        if any(c["catalog"] == "imdb" for c in chosen):
            databases["imdb"] = os.path.join(work, "imdb.sqlite")
            run(reel, work, databases["imdb"], "import")
            run(reel, work, databases["imdb"], "import", "--imdb", os.path.join(ROOT, "Tests/TestSupport/Data/imdb"))
        # Captures without the watchlist first: it is set up once, for the rest.
        order = sorted(chosen, key=lambda c: c["watchlist"])
        results = {}
        for count, shot in enumerate(order):
            results[shot["name"]] = capture(shot, work, reel, databases, count)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if not args.write:
        for shot in chosen:
            print("== %s (%s, text block %d)" % (shot["name"], shot["file"], shot["index"] + 1))
            print(results[shot["name"]] + "\n")
        return
    for file in dict.fromkeys(shot["file"] for shot in chosen):
        path = os.path.join(ROOT, file)
        with open(path) as handle:
            content = handle.read()
        blocks = text_blocks(content)
        edits = [shot for shot in chosen if shot["file"] == file]
        for shot in edits:
            start, end = blocks[shot["index"]]
            changed = content[start:end] != results[shot["name"]] + "\n"
            print("%-20s %s, text block %d: %s" % (shot["name"], file, shot["index"] + 1,
                                                  "rewritten" if changed else "unchanged"))
        for shot in sorted(edits, key=lambda shot: shot["index"], reverse=True):
            start, end = blocks[shot["index"]]
            content = content[:start] + results[shot["name"]] + "\n" + content[end:]
        with open(path, "w") as handle:
            handle.write(content)


if __name__ == "__main__":
    main()
