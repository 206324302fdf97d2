#!/usr/bin/env python3
"""Random walks of keys through the real browser in tmux: p50 and p99 per key and per screen.

reel runs in a private tmux server (its own socket, no configuration file) over a copy of the given
catalog, with HOME and the XDG directories in a temporary folder, so neither the catalog nor the
user's configuration, session state, watchlist or exports are touched. A seeded walk then presses
keys: at every step it reads the pane to know which screen is on top (the title bar's last
breadcrumb, an open panel's box, the hint bar, the cursor for a focused text field) and draws one of
that screen's keys: moves, Home and End, search text and terms typed a key at a time, Backspace, Esc,
Enter, Tab, every sort, the filter and columns panels, pushes and pops of Detail, Person, People,
Stats, Compare and Help, the watchlist and its export. It never presses a key that quits (`Q`, `q`,
Ctrl-C).

Each key is sent with `send-keys`; the pane (text, attributes and cursor) is then polled every
--interval until it differs from the frame before the key: the time from sending to that changed
frame is the key's figure ("first change", as in browser_e2e.py). Polling goes on until the pane has
not changed for --quiet; the time to its last change is reported too ("settled"). A key that changes
nothing within --no-change-timeout (moves at an end, `u` with nothing to undo) is counted as "no
change", not as a time; a key that should always change the pane and does not, or that leaves a
screen other than the one expected, is listed under "Unexpected". tmux is driven through one
control-mode client (`tmux -C`), whose round trip is about 1 ms where a `tmux` process per poll costs
10-30 ms on a loaded machine. The floor under every figure is measured first: a key sent to a pane
running `cat`, whose echo comes from the terminal driver, until the pane shows it.

A key's name says what it is for: `sort 7`, `push detail`, `pop person`, `type g:drama` (each
keystroke of that term), `type title, first letter`. Every step's figures can be written as JSON
lines (--samples) to compare two builds afterwards.

The script prints the reel binary it runs (path, modification time, SHA-256 prefix) and stops when
a Swift file under Sources/ is newer than the binary (--allow-stale to run anyway).

Usage (from the repository root, after building reel in release and importing a catalog):
    swift build -c release --product reel
    python3 Benchmarks/Scripts/browser_walk.py --reel .build/release/reel --database full.sqlite \\
        --term xterm-256color --term tmux-256color --walks 2 --steps 300 --watchlist 4918

Options worth knowing: --size 200x60 for a large pane; --seed for another walk (walk k uses seed +
k, the same seeds under every TERM); --samples FILE for the raw steps; --log to print each step.
"""

import argparse
import collections
import datetime
import hashlib
import json
import os
import random
import re
import shlex
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
# The selection's background in the default (dark) palette: the selected row of a panel.
SELECTED = "48;5;31m"

# What is typed in the search box, one key at a time. Title words come from the generator's word
# list (imdb_generate.py), which the 720,000-movie catalog is made of; terms are the search
# language's (FieldQuery.swift), the people terms among them the slow ones at scale.
TITLE_WORDS = ["g", "gho", "ghost", "the", "love", "night", "war", "taxi", "star", "s", "café", "moon"]
TERMS = [
    "g:drama", "g:comedy", "!g:short", "year:1990..1999", "year>2000", "rating>8", "votes>10k",
    "director:s", "director:shi", 'cast:"sh"', "person:a", "writer:m", "mpaa:R", "length<=100",
]
MOVES = {"j", "k", "PgDn", "PgUp", "g", "G", "Home", "End"}
PERSON_WORDS = ["t", "the", "love", "a", "s"]
NOTE_TEXT = ["abc", "ok", "seen it"]


class ControlClient:
    """A private tmux server and one control-mode client on it.

    Commands go down one pipe and their output comes back between `%begin` and `%end`, so a poll
    of the pane costs a round trip to the server, not a new process. The client is attached to an
    idle session, so it never resizes the panes under test.
    """

    def __init__(self, width, height):
        self.socket = f"reel-walk-{os.getpid()}"
        self.base = ["tmux", "-L", self.socket, "-f", "/dev/null"]
        subprocess.run([*self.base, "new-session", "-d", "-s", "idle", "-x", "80", "-y", "24", "sleep 1000000"],
                       check=True)
        self.width, self.height = width, height
        self.process = subprocess.Popen([*self.base, "-C", "attach-session", "-t", "idle"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self.output = self.process.stdout
        self._block()  # the reply to attach-session itself

    def _block(self):
        """Reads the next command's output; notifications between blocks are skipped."""
        lines, inside = [], False
        while True:
            line = self.output.readline()
            if not line:
                raise RuntimeError("tmux control client ended")
            if not inside:
                inside = line.startswith(b"%begin ")
                continue
            if line.startswith(b"%end ") or line.startswith(b"%error "):
                text = b"".join(lines).decode("utf-8", "replace")
                if line.startswith(b"%error "):
                    raise RuntimeError(f"tmux: {text.strip()}")
                return text
            lines.append(line)

    def command(self, *words):
        """Runs one tmux command; returns what it printed."""
        self.process.stdin.write((" ".join(quote(word) for word in words) + "\n").encode())
        return self._block()

    def start(self, name, command, environment):
        """A new session of the test size running `command` under `environment`, the pane kept when
        it exits. The variables go through `env`: tmux sets TERM itself after `new-session -e`."""
        variables = " ".join(shlex.quote(f"{key}={value}") for key, value in environment.items())
        self.command("new-session", "-d", "-s", name, "-x", str(self.width), "-y", str(self.height),
                     f"exec env {variables} {command}")
        self.command("set-option", "-t", name, "remain-on-exit", "on")

    def pid(self, name):
        return int(self.command("display-message", "-p", "-t", name, "#{pane_pid}").strip())

    def frame(self, name):
        """The pane's text with its attributes, then its cursor: what a key can change."""
        text = self.command("capture-pane", "-p", "-e", "-t", name)
        cursor = self.command("display-message", "-p", "-t", name,
                              "#{cursor_x},#{cursor_y},#{cursor_flag},#{pane_dead}")
        return text + "\x00" + cursor

    def send(self, name, key, literal=False):
        self.command("send-keys", "-t", name, *(["-l"] if literal else []), key)

    def kill(self, name):
        try:
            self.command("kill-session", "-t", name)
        except RuntimeError:
            pass

    def close(self):
        try:
            self.process.stdin.close()
            self.process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
        subprocess.run([*self.base, "kill-server"], capture_output=True)


def quote(word):
    """Quotes a word for tmux's command parser (control mode reads command lines)."""
    if word and re.fullmatch(r"[A-Za-z0-9_./:=,+@%-]+", word):
        return word
    return "'" + word.replace("'", "'\\''") + "'"


class Screen:
    """What the pane shows, read from one frame."""

    def __init__(self, frame):
        raw, _, cursor = frame.partition("\x00")
        self.raw = raw.split("\n")
        self.lines = [ANSI.sub("", line) for line in self.raw]
        _, _, visible, dead = (cursor.strip().split(",") + ["0"] * 4)[:4]
        self.editing = visible == "1"
        self.dead = dead == "1"
        title = self.lines[0].strip() if self.lines else ""
        parts = re.split(r"\s{2,}", title, maxsplit=1)
        self.crumbs = parts[0].split(" › ")
        self.trailing = parts[1] if len(parts) > 1 else ""
        self.hints = next((line for line in reversed(self.lines) if line.strip()), "")
        # An empty table or list, where the keys on a row do nothing.
        self.empty = self.trailing.startswith("0 ") or (len(self.lines) > 1 and self.lines[1].startswith(" 0 movies"))
        self.name = self._name()

    def _name(self):
        text = "\n".join(self.lines)
        top = self.crumbs[-1]
        if self.dead or "Pane is dead" in text:
            return "exited"
        if "┌ Help " in text:
            return "help"
        if "┌ Filters " in text:
            return "filters"
        if "┌ Columns " in text:
            return "columns"
        if "┌ Export the watchlist" in text:
            return "export"
        if top == "Movies":
            return "search" if self.editing else "movies"
        if top == "Watchlist":
            return "watchlist"
        if top.startswith("@"):
            return "people"
        if top.startswith("Stats"):
            return "stats"
        if "s Swap" in self.hints:
            return "compare"
        body = self.lines[2:14]
        if any(line.startswith(" Year ") for line in body) and any(line.startswith(" Rating ") for line in body):
            return "note" if self.editing else "detail"
        if any(line.startswith("Role ") for line in self.lines[2:6]):
            return "person search" if self.editing else "person"
        return "unknown"

    def order(self):
        """The movie table's order as the title bar or the header's arrow says."""
        if " · " in self.trailing:
            order = self.trailing.rsplit(" · ", 1)[1]
            return order.replace(" ▼", " desc").replace(" ▲", " asc")
        for line in self.lines[2:5]:
            match = re.search(r"(\w+) ([▼▲])", line)
            if match:
                return f"{match.group(1).lower()} {'desc' if match.group(2) == '▼' else 'asc'}"
        return "?"

    def search_text(self):
        line = self.lines[1] if len(self.lines) > 1 else ""
        text = line[3:].rstrip() if line.startswith(" / ") else ""
        return "" if text.startswith("search titles, or") else text

    def panel_row(self):
        """The plain text of the open panel's selected row (its right border may be the panel's
        scrollbar), or None."""
        for raw, line in zip(self.raw, self.lines):
            if "│" in line and SELECTED in raw.split("│", 1)[-1]:
                inside = line.split("│", 1)[1]
                return inside.rstrip(" │█▐▌▀▄░▒▓…").strip()
        return None


class Action:
    """One key to press: its name in the tables, the key, and what it should do."""

    def __init__(self, name, key, literal=False, changes=True, expect=None):
        self.name, self.key, self.literal = name, key, literal
        self.changes = changes   # False: may legitimately leave the pane as it was
        self.expect = expect     # the screen it should leave on top, when known


class Walk:
    """A seeded walk: chooses each key from the screen on top and what is being typed."""

    def __init__(self, seed):
        self.random = random.Random(seed)
        self.plan = ""       # the rest of the text being typed in a field
        self.plan_name = ""  # its name in the tables
        self.plan_first = False

    def choose(self, screen):
        name = screen.name
        if name in ("search", "person search", "note"):
            return self._typing(screen)
        self.plan = ""
        choices = getattr(self, "_" + name.replace(" ", "_"), self._unknown)(screen)
        weights = [weight for weight, _ in choices]
        return self.random.choices([action for _, action in choices], weights)[0]

    def _moves(self, screen, here):
        return [
            (5, Action("j", "j", changes=False, expect=here)),
            (3, Action("k", "k", changes=False, expect=here)),
            (2, Action("PgDn", "NPage", changes=False, expect=here)),
            (1.5, Action("PgUp", "PPage", changes=False, expect=here)),
            (0.7, Action("g", "g", changes=False, expect=here)),
            (0.7, Action("G", "G", changes=False, expect=here)),
            (1, Action("Home", "Home", changes=False, expect=here)),
            (1, Action("End", "End", changes=False, expect=here)),
        ]

    def _pops(self, screen, weight):
        """Esc, and now and then Backspace or H, from a screen above the first."""
        depth = len(screen.crumbs)
        weight *= 3 if depth >= 5 else 1
        return [
            (weight, Action(f"pop {screen.name}", "Escape")),
            (0.3, Action(f"Backspace, pop {screen.name}", "BSpace")),
            (0.3 + (1 if depth >= 5 else 0), Action("H (first screen)", "H", expect="movies")),
        ]

    def _start_typing(self, screen, plan, name):
        self.plan, self.plan_name, self.plan_first = plan, name, True

    def _movies(self, screen):
        sorts = [(1, Action(f"sort {key}", key, expect="movies")) for key in "123456b7"]
        return self._moves(screen, "movies") + sorts + [
            (4, Action("/ (focus search)", "/", expect="search")),
            (1, Action("Tab (focus search)", "Tab", expect="search")),
            (2.5, Action("f (open filters)", "f", expect="filters")),
            (0.7, Action("c (open columns)", "c", expect="columns")),
            (1, Action("x (remove filter)", "x", changes=False, expect="movies")),
            (0.7, Action("X (clear filters)", "X", changes=False, expect="movies")),
            (0.5, Action("n (next match)", "n", changes=False, expect="movies")),
            (0.5, Action("N (previous match)", "N", changes=False, expect="movies")),
            (1.5, Action("w (watchlist toggle)", "w", expect="movies")),
            (0.7, Action("m (mark)", "m", changes=False, expect="movies")),
            (0.3, Action("M (compare)", "M", changes=False)),
            (1, Action("R (surprise)", "R", expect="detail")),
            (1, Action("S (table stats)", "S", expect="stats")),
            (3, Action("push detail", "Enter", expect="detail")),
            (1.5, Action("W (push watchlist)", "W", expect="watchlist")),
            (0.3, Action("F1 (push help)", "F1", expect="help")),
            (0.5, Action("Esc (movies)", "Escape", changes=False, expect="movies")),
        ]

    def _typing(self, screen):
        """A key in a text field: the next key of the plan, or Backspace, Enter, Esc, Tab."""
        name = screen.name
        if not self.plan and self.plan_name == "":
            self._new_plan(screen)
        if self.plan:
            roll = self.random.random()
            # A note, and a name after @, are typed whole (Enter on a bare @ only says to type a name).
            if roll < 0.86 or name == "note" or self.plan_name == "@name":
                key, self.plan = self.plan[0], self.plan[1:]
                label = self.plan_name
                if self.plan_name == "title" or self.plan_name == "person title":
                    label += ", first letter" if self.plan_first else ", more letters"
                if key == " ":
                    label = "space"
                self.plan_first = key == " "
                return Action(f"type {label}", key, literal=True, expect=name)
        field = {"search": "search", "person search": "person search", "note": "note"}[name]
        if name == "note":
            choices = [(1, Action("note Enter (save)", "Enter", expect="detail")),
                       (1, Action("note Esc (cancel)", "Escape", expect="detail"))]
        else:
            choices = [
                (2, Action(f"{field} Backspace", "BSpace", changes=False, expect=name)),
                (3, Action(f"{field} Enter", "Enter", expect=name.replace(" search", "") if "person" in name
                           else "movies")),
                (2.5 if len(screen.search_text()) < 20 else 8, Action(f"{field} Esc", "Escape",
                             expect="person" if "person" in name else "movies")),
                (0.4, Action(f"{field} Home", "Home", changes=False, expect=name)),
                (0.4, Action(f"{field} End", "End", changes=False, expect=name)),
            ]
            if name == "search":
                choices.append((1, Action("Tab (focus table)", "Tab", expect="movies")))
                if screen.search_text().startswith("@"):
                    choices = [(4, Action("search Enter (push people)", "Enter", expect="people")),
                               (1, Action("search Esc", "Escape", expect="movies"))]
                elif len(screen.search_text()) < 20 and self.random.random() < 0.3:
                    self._new_plan(screen)
                    return self._typing(screen)
        self.plan, self.plan_name = "", ""
        return self.random.choices([a for _, a in choices], [w for w, _ in choices])[0]

    def _new_plan(self, screen):
        text = screen.search_text() if screen.name == "search" else ""
        space = " " if text and not text.endswith(" ") else ""
        if screen.name == "note":
            self._start_typing(screen, self.random.choice(NOTE_TEXT), "note")
        elif screen.name == "person search":
            self._start_typing(screen, self.random.choice(PERSON_WORDS), "person title")
        elif not text and self.random.random() < 0.2:
            self._start_typing(screen, "@" + self.random.choice(["s", "a", "sh", "j"]), "@name")

        elif self.random.random() < 0.5:
            word = self.random.choice(TITLE_WORDS)
            self._start_typing(screen, space + word, "title")
        else:
            term = self.random.choice(TERMS)
            self._start_typing(screen, space + term, term)

    def _filters(self, screen):
        row = screen.panel_row() or ""
        kind = "genre" if re.search(r"\[[ x]\]$", row) else "value"
        return [
            (3, Action("filters j", "j", changes=False, expect="filters")),
            (2, Action("filters k", "k", changes=False, expect="filters")),
            (3, Action(f"filters Space ({kind})", "Space", expect="filters")),
            (1, Action(f"filters Enter ({kind})", "Enter", expect="filters")),
            (1.5, Action("filters l (next value)", "l", changes=False, expect="filters")),
            (1, Action("filters h (previous value)", "h", changes=False, expect="filters")),
            (0.4, Action("filters c (clear)", "c", changes=False, expect="filters")),
            (2, Action("filters Esc (close)", "Escape", expect="movies")),
        ]

    def _columns(self, screen):
        return [
            (2, Action("columns j", "j", changes=False, expect="columns")),
            (1, Action("columns k", "k", changes=False, expect="columns")),
            (1, Action("columns Space (show/hide)", "Space", expect="columns")),
            (0.5, Action("columns J (move down)", "J", changes=False, expect="columns")),
            (1.5, Action("columns Esc (cancel)", "Escape", expect="movies")),
            (0.4, Action("columns Enter (apply)", "Enter", expect="movies")),
        ]

    def _detail(self, screen):
        return self._moves(screen, "detail") + self._pops(screen, 4) + [
            (2, Action("detail Tab", "Tab", expect="detail")),
            (3, Action("detail Enter (push)", "Enter", changes=False)),
            (1, Action("detail w (watchlist toggle)", "w", expect="detail")),
            (0.6, Action("detail rate", self.random.choice("1234567890"), changes=False, expect="detail")),
            (0.3, Action("detail x (unrate)", "x", changes=False, expect="detail")),
            (0.4, Action("detail e (edit note)", "e", expect="note")),
            (0.5, Action("W (push watchlist)", "W", expect="watchlist")),
            (0.3, Action("S (push catalog stats)", "S", expect="stats")),
        ]

    def _person(self, screen):
        sorts = [(0.8, Action(f"person sort {key}", key, expect="person")) for key in "1245"]
        return self._moves(screen, "person") + sorts + self._pops(screen, 3) + [
            (1, Action("person / (search)", "/", expect="person search")),
            (3, Action("push detail from person", "Enter", expect="detail")),
            (0.8, Action("person w (watchlist toggle)", "w", expect="person")),
        ]

    def _people(self, screen):
        return self._moves(screen, "people") + self._pops(screen, 2) + [
            (4, Action("push person", "Enter", expect="person")),
            (1, Action("people t (list in table)", "t", expect="movies")),
        ]

    def _watchlist(self, screen):
        sorts = [(0.8, Action(f"watchlist sort {key}", key, expect="watchlist")) for key in "123"]
        return self._moves(screen, "watchlist") + sorts + self._pops(screen, 3) + [
            (1.5, Action("watchlist d (remove)", "d", changes=False, expect="watchlist")),
            (1, Action("watchlist u (undo)", "u", changes=False, expect="watchlist")),
            (0.6, Action("watchlist e (export panel)", "e", expect="export")),
            (2, Action("push detail from watchlist", "Enter", changes=False)),
            (0.4, Action("watchlist m (mark)", "m", changes=False, expect="watchlist")),
        ]

    def _export(self, screen):
        return [
            (1, Action("export j", "j", changes=False, expect="export")),
            (0.5, Action("export k", "k", changes=False, expect="export")),
            (1, Action("export Enter (write)", "Enter", expect=None)),
            (1, Action("export Esc (close)", "Escape", expect="watchlist")),
        ]

    def _stats(self, screen):
        return self._pops(screen, 3) + [
            (2, Action("stats l (next bar)", "l", changes=False, expect="stats")),
            (1, Action("stats h (previous bar)", "h", changes=False, expect="stats")),
            (1.5, Action("stats Tab (next chart)", "Tab", expect="stats")),
            (1, Action("stats Enter (filter by the bar)", "Enter", expect="movies")),
            (0.4, Action("stats r (reload)", "r", changes=False, expect="stats")),
        ]

    def _compare(self, screen):
        return self._pops(screen, 2) + [
            (1, Action("compare s (swap)", "s", expect="compare")),
            (1, Action("compare 1 (push detail)", "1", expect="detail")),
        ]

    def _help(self, screen):
        return [
            (1, Action("help j", "j", changes=False, expect="help")),
            (2, Action("pop help", "Escape")),
        ]

    def _unknown(self, screen):
        return [(1, Action("Esc (unknown screen)", "Escape", changes=False))]


def measure(tmux, name, action, interval, quiet, no_change_timeout, change_timeout):
    """Presses one key: (first change, settled) in seconds, or None for no change; and the frame."""
    before = tmux.frame(name)
    start = time.perf_counter()
    tmux.send(name, action.key, action.literal)
    limit = change_timeout if action.changes else no_change_timeout
    first = None
    while True:
        now = tmux.frame(name)
        elapsed = time.perf_counter() - start
        if now != before:
            first = elapsed
            break
        if elapsed > limit:
            return None, None, now
        time.sleep(interval)
    last, last_change = now, first
    while time.perf_counter() - start - last_change < quiet and time.perf_counter() - start < change_timeout:
        time.sleep(interval)
        now = tmux.frame(name)
        if now != last:
            last, last_change = now, time.perf_counter() - start
    return first, last_change, last


def wait_for_start(tmux, name, timeout=60.0):
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        screen = Screen(tmux.frame(name))
        if screen.name == "movies" and " of " in screen.trailing:
            return screen
        if screen.name == "exited":
            break
        time.sleep(0.02)
    raise RuntimeError("reel did not show the movie table:\n" + "\n".join(Screen(tmux.frame(name)).lines))


def tmux_floor(tmux, presses, interval):
    """Key to changed pane in a pane running `cat`: the terminal driver echoes, tmux draws."""
    tmux.start("floor", "cat", {"TERM": "tmux-256color"})
    time.sleep(0.3)
    times = []
    for press in range(presses):
        before = tmux.frame("floor")
        start = time.perf_counter()
        tmux.send("floor", "BSpace" if press % 2 else "a")
        while tmux.frame("floor") == before:
            if time.perf_counter() - start > 2:
                break
            time.sleep(interval)
        times.append(time.perf_counter() - start)
    round_trips = []
    for _ in range(presses):
        start = time.perf_counter()
        tmux.frame("floor")
        round_trips.append(time.perf_counter() - start)
    tmux.kill("floor")
    return times, round_trips


def copy_database(source, folder):
    """Copies the catalog (and its write-ahead log, if any) so the walk never writes the original."""
    target = os.path.join(folder, "catalog.sqlite")
    shutil.copyfile(source, target)
    for suffix in ("-wal",):
        if os.path.exists(source + suffix):
            shutil.copyfile(source + suffix, target + suffix)
    return target


def fill_watchlist(database, count, seed):
    """Replaces the copy's watchlist with `count` random movies, as `reel watchlist add` writes them;
    a third get a rating of their own and one in ten a note."""
    rng = random.Random(seed)
    connection = sqlite3.connect(database)
    try:
        ids = [row[0] for row in connection.execute("SELECT id FROM movie")]
        chosen = rng.sample(ids, min(count, len(ids)))
        stamp = int(time.time() * 1000)
        with connection:
            connection.execute("DELETE FROM watchlist")
            for index, movie in enumerate(chosen):
                added = stamp - rng.randrange(0, 3 * 365 * 86_400_000)
                connection.execute(
                    "INSERT INTO watchlist (movie_id, added_at, updated_at, imdb_id, title, year) "
                    "SELECT id, ?, ?, imdb_id, display_title, year FROM movie WHERE id = ?",
                    (added, added, movie))
                if index % 3 == 0:
                    connection.execute("UPDATE watchlist SET personal_rating = ? WHERE movie_id = ?",
                                       (rng.randint(1, 10), movie))
                if index % 10 == 0:
                    connection.execute("UPDATE watchlist SET note = ? WHERE movie_id = ?",
                                       (rng.choice(NOTE_TEXT), movie))
        return connection.execute("SELECT COUNT(*) FROM watchlist").fetchone()[0]
    finally:
        connection.close()


def run_walk(tmux, args, database, term, seed, home, log):
    """One walk under `term`; returns its steps as dictionaries."""
    for sub in ("config", "state", "data", "cache"):
        shutil.rmtree(os.path.join(home, sub), ignore_errors=True)
        os.makedirs(os.path.join(home, sub))
    environment = {
        "HOME": home, "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "XDG_STATE_HOME": os.path.join(home, "state"), "XDG_DATA_HOME": os.path.join(home, "data"),
        "XDG_CACHE_HOME": os.path.join(home, "cache"), "TERM": term, "REEL_DATABASE": database,
    }
    name = "walk"
    tmux.start(name, f"{shlex.quote(args.reel)} --database {shlex.quote(database)}", environment)
    pid = tmux.pid(name)
    steps = []
    try:
        screen = wait_for_start(tmux, name)
        with open(f"/proc/{pid}/environ", "rb") as environ:
            seen = dict(item.decode(errors="replace").partition("=")[::2]
                        for item in environ.read().split(b"\0") if item)
        if seen.get("TERM") != term or seen.get("HOME") != home:
            raise RuntimeError(f"reel runs with TERM={seen.get('TERM')} HOME={seen.get('HOME')}, not {term}, {home}")
        time.sleep(args.warmup)  # the first frame's background work (the Stats columns) ends
        screen = Screen(tmux.frame(name))
        walk = Walk(seed)
        last_sort = "most voted"
        for step in range(args.steps):
            action = walk.choose(screen)
            first, settled, frame = measure(tmux, name, action, args.interval, args.quiet,
                                            args.no_change_timeout, args.change_timeout)
            after = Screen(frame)
            label = action.name
            order = screen.order()
            if order == "?":
                order = f"{last_sort} (no arrow shown)"
            if screen.name == "movies" and label.startswith("sort "):
                last_sort = label
            if label == "detail Enter (push)":
                label = {"person": "push person", "detail": "push detail (similar)"}.get(after.name, label)
            elif label == "push detail from watchlist" and after.name == "detail":
                label = "push detail from watchlist"
            problem = ""
            if screen.empty and after.name == screen.name:
                pass  # a row key in an empty table
            elif first is None and action.changes:
                problem = f"no change within {args.change_timeout:.0f} s"
            elif action.expect and after.name != action.expect:
                problem = f"left {after.name}, expected {action.expect}"
            elif screen.name == "movies" and action.name in MOVES and after.order() != screen.order():
                problem = f"changed the order ({order} → {after.order()})"
            elif screen.name == "search" and action.key in ("Home", "End") and (
                    after.search_text() != screen.search_text()):
                problem = f"changed the search ({screen.search_text()!r} → {after.search_text()!r})"
            record = {
                "term": term, "seed": seed, "step": step, "screen": screen.name, "key": label,
                "sent": action.key, "first_ms": None if first is None else round(first * 1000, 2),
                "settled_ms": None if settled is None else round(settled * 1000, 2),
                "after": after.name, "order": order if screen.name in ("movies", "search") else "",
                "problem": problem,
            }
            if problem:
                record["frame"] = after.lines
            steps.append(record)
            if log:
                shown = "no change" if first is None else f"{first * 1000:7.1f} ms"
                print(f"  {step:4} {screen.name:>13} {label:<34} {shown:>10}  → {after.name}"
                      + (f"  ! {problem}" if problem else ""), file=sys.stderr)
            screen = after
            if screen.name == "exited":
                print(f"reel exited at step {step} ({label}); the walk stops", file=sys.stderr)
                break
            if screen.name == "unknown":
                # Back to a known screen: Esc, then H.
                for key in ("Escape", "Escape", "H"):
                    tmux.send(name, key)
                    time.sleep(0.3)
                    screen = Screen(tmux.frame(name))
                    if screen.name != "unknown":
                        break
    finally:
        tmux.kill(name)
        # reel saves its session when the pane closes: let it finish before the next walk's HOME.
        deadline = time.perf_counter() + 5
        while os.path.exists(f"/proc/{pid}") and time.perf_counter() < deadline:
            time.sleep(0.02)
    return steps


def percentile(values, fraction):
    """Nearest rank: with fewer than 100 values, p99 is the largest."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * fraction // 1))
    return ordered[int(rank) - 1]


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def cells(steps):
    """n (how many of them changed nothing), p50, p99 and max of the first-change times."""
    if not steps:
        return ["", "", "", ""]
    times = [step["first_ms"] for step in steps if step["first_ms"] is not None]
    quiet = len(steps) - len(times)
    count = f"{len(steps)}" + (f" ({quiet})" if quiet else "")
    if not times:
        return [count, "–", "–", "–"]
    return [count] + [f"{value:.1f}" for value in (median(times), percentile(times, 0.99), max(times))]


def table(title, header, groups, terms):
    """One Markdown table: a row per group, n / p50 / p99 / max under each TERM, slowest p99 first.

    `groups` maps a row's name to {term: [steps]}.
    """
    def slowest(row):
        p99s = [percentile([s["first_ms"] for s in steps if s["first_ms"] is not None], 0.99)
                for steps in groups[row].values() if any(s["first_ms"] is not None for s in steps)]
        return -max(p99s, default=-1)

    lines = [f"\n{title}\n"]
    lines.append(f"| {header} | " + " | ".join(f"{term} n | p50 | p99 | max" for term in terms) + " |")
    lines.append("|---|" + "---:|" * (4 * len(terms)))
    for row in sorted(groups, key=lambda row: (slowest(row), row)):
        lines.append(f"| {row} | " + " | ".join(" | ".join(cells(groups[row].get(term, []))) for term in terms)
                     + " |")
    return "\n".join(lines)


def report(results, args, floor):
    """The Markdown for every TERM's steps, side by side."""
    terms = list(results)
    by_key, by_screen, by_order = (collections.defaultdict(lambda: collections.defaultdict(list))
                                   for _ in range(3))
    for term, steps in results.items():
        for step in steps:
            by_key[f"{step['screen']}: `{step['key']}`"][term].append(step)
            by_screen[step["screen"]][term].append(step)
            if step["key"].startswith("type ") and step["screen"] == "search":
                by_order[step["order"]][term].append(step)
    floor_times, trips = floor
    total = ", ".join(f"{term} {len(steps)}" for term, steps in results.items())
    lines = [
        f"{args.walks} walk{'s' if args.walks > 1 else ''} of {args.steps} keys per TERM (seeds {args.seed}"
        f"{'–' + str(args.seed + args.walks - 1) if args.walks > 1 else ''}), {args.size}; keys measured: {total}.",
        "",
        "Milliseconds from `send-keys` to the first changed frame (text, attributes or cursor); n counts "
        "the presses, in brackets those that changed nothing within "
        f"{args.no_change_timeout:g} s (no time). tmux alone, a key to `cat`'s echo in a pane: p50 "
        f"{median(floor_times) * 1000:.1f} ms, p99 {percentile(floor_times, 0.99) * 1000:.1f} ms; one poll of "
        f"the pane {median(trips) * 1000:.2f} ms.",
    ]
    lines.append(table("Per screen (the screen the key was pressed on):", "screen", by_screen, terms))
    lines.append(table("Search keystrokes by the table's order:", "order", by_order, terms))
    lines.append(table("Per key (screen: key), slowest p99 first:", "screen: key", by_key, terms))
    for term, steps in results.items():
        problems = collections.Counter((s["screen"], s["key"], s["problem"]) for s in steps if s["problem"])
        if problems:
            lines.append(f"\nUnexpected under {term}:\n")
            for (screen, key, problem), count in problems.most_common():
                lines.append(f"- {screen}: `{key}` {problem} ({count}×)")
    return "\n".join(lines)


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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reel", default=".build/release/reel")
    parser.add_argument("--database", required=True, help="the catalog; copied, never written")
    parser.add_argument("--term", action="append", help="TERM for reel (repeat for several; "
                        "default xterm-256color and tmux-256color)")
    parser.add_argument("--walks", type=int, default=1, help="walks per TERM (seeds --seed, --seed+1...)")
    parser.add_argument("--steps", type=int, default=300, help="keys per walk")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="80x24", help="the pane, WIDTHxHEIGHT (e.g. 200x60)")
    parser.add_argument("--watchlist", type=int, default=0, help="fill the copy's watchlist with N random movies")
    parser.add_argument("--interval", type=float, default=0.002, help="seconds between polls")
    parser.add_argument("--quiet", type=float, default=0.05, help="seconds without change that end a key")
    parser.add_argument("--no-change-timeout", type=float, default=1.5,
                        help="seconds after which a key that may change nothing counts as no change")
    parser.add_argument("--change-timeout", type=float, default=10.0,
                        help="seconds after which a key that must change the pane is reported")
    parser.add_argument("--warmup", type=float, default=1.0, help="seconds after the first frame")
    parser.add_argument("--workdir", help="where the copy and HOME go (default: a new temporary folder)")
    parser.add_argument("--samples", help="write every step as a JSON line to this file")
    parser.add_argument("--log", action="store_true", help="print each step to stderr")
    parser.add_argument("--sources", default="Sources", help="checked to be older than the binary")
    parser.add_argument("--allow-stale", action="store_true")
    args = parser.parse_args()
    terms = args.term or ["xterm-256color", "tmux-256color"]
    width, height = (int(part) for part in args.size.lower().split("x"))
    args.reel = os.path.abspath(args.reel)
    describe_binary(args.reel, args.sources, args.allow_stale)

    folder = args.workdir or tempfile.mkdtemp(prefix="reel-walk-")
    os.makedirs(folder, exist_ok=True)
    tmux = ControlClient(width, height)
    samples = open(args.samples, "w") if args.samples else None
    try:
        started = time.time()
        database = copy_database(args.database, folder)
        print(f"catalog: {args.database} (copied to {database} in {time.time() - started:.1f} s)")
        floor = tmux_floor(tmux, 100, args.interval)
        results = {}
        for term in terms:
            steps = []
            for walk in range(args.walks):
                seed = args.seed + walk
                if args.watchlist:
                    fill_watchlist(database, args.watchlist, seed)
                began = time.time()
                walked = run_walk(tmux, args, database, term, seed, os.path.join(folder, "home"), args.log)
                print(f"TERM={term} seed {seed}: {len(walked)} keys in {time.time() - began:.0f} s",
                      file=sys.stderr)
                steps += walked
                if samples:
                    for step in walked:
                        samples.write(json.dumps(step, ensure_ascii=False) + "\n")
            results[term] = steps
        now = datetime.datetime.now(datetime.timezone.utc)
        print(f"\n{now:%Y-%m-%d %H:%M} UTC, load average {os.getloadavg()[0]:.1f}, "
              f"watchlist {args.watchlist or 'as in the catalog'}\n")
        print(report(results, args, floor))
    finally:
        if samples:
            samples.close()
        tmux.close()
        if not args.workdir:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
