#!/usr/bin/env python3
"""Makes a user's film life at the size the benchmarks of the library need, from a catalog.

Two things, both drawn (seeded) from the movies of a catalog database, so that they match it:

1. `--library FILE`: fills an existing, empty reel library file (make it first with
   `reel search x --database CATALOG --library FILE`, which creates and migrates it) with
   --viewings viewings (default 10,000, over about 8,000 films, 2015-2026, half rated, one in ten a
   rewatch, tags from a set of twenty) and --lists lists of --entries entries (default 100 of 1,000;
   every other list ranked).
2. `--letterboxd DIR`: writes a Letterboxd export, unpacked in DIR and zipped as DIR.zip:
   diary.csv (--diary rows, default 10,000), ratings.csv (5,000), watched.csv, watchlist.csv (2,000)
   and lists/*.csv (--export-lists, default 50, of 100 entries each), with Letterboxd's headers.

Usage:
    python3 Benchmarks/Scripts/library_generate.py --database full.sqlite --library lib.sqlite
    python3 Benchmarks/Scripts/library_generate.py --database full.sqlite --letterboxd /tmp/lb
"""
import argparse
import csv
import datetime
import os
import random
import sqlite3
import zipfile

TAGS = ["cinema", "home", "festival", "with friends", "rewatch-worthy", "date night", "35mm", "imax",
        "streaming", "plane", "criterion", "noir", "comfort", "classic", "new", "documentary", "short",
        "hated it", "loved it", "to revisit"]


def movies(database, rng, count):
    db = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    rows = db.execute("SELECT id, imdb_id, title, display_title, year FROM movie WHERE votes >= 20").fetchall()
    db.close()
    rng.shuffle(rows)
    return rows[:count]


def day(rng, first=2015, last=2026):
    start = datetime.date(first, 1, 1).toordinal()
    end = datetime.date(last, 11, 26).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


def fill_library(args, rng):
    pool = movies(args.database, rng, max(args.viewings, args.entries * 2))
    library = sqlite3.connect(args.library)
    library.execute("BEGIN")
    logged = 1_700_000_000_000
    films = pool[: int(args.viewings * 0.8)]
    for n in range(args.viewings):
        movie = films[n % len(films)] if n < len(films) else rng.choice(films)
        rating = rng.randint(1, 10) if rng.random() < 0.5 else None
        rewatch = 1 if n >= len(films) or rng.random() < 0.05 else 0
        cursor = library.execute(
            "INSERT INTO viewing (movie_id, imdb_id, title, year, watched_on, rating, rewatch, note, logged_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (movie[0], movie[1], movie[3], movie[4], day(rng).isoformat(), rating, rewatch,
             "a few words" if rng.random() < 0.1 else None, logged + n))
        for place, tag in enumerate(rng.sample(TAGS, rng.randint(0, 2))):
            library.execute("INSERT INTO viewing_tag (viewing_id, tag, place) VALUES (?, ?, ?)",
                            (cursor.lastrowid, tag, place))
    for n in range(args.lists):
        cursor = library.execute(
            "INSERT INTO list (name, description, ranked, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
            (f"List {n + 1:03}", f"A generated list of {args.entries}", n % 2, logged, logged))
        for position, movie in enumerate(rng.sample(pool, args.entries), start=1):
            library.execute(
                "INSERT INTO list_entry (list_id, movie_id, position, imdb_id, title, year, note, added_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (cursor.lastrowid, movie[0], position, movie[1], movie[3], movie[4], None, logged))
    library.commit()
    library.close()
    print(f"{args.library}: {args.viewings} viewings, {args.lists} lists of {args.entries}")


def uri(movie):
    return f"https://boxd.it/{movie[0]:x}"


def write(path, header, rows):
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        writer.writerows(rows)


def letterboxd(args, rng):
    pool = movies(args.database, rng, args.diary + 5_000)
    os.makedirs(os.path.join(args.letterboxd, "lists"), exist_ok=True)
    diary = []
    for n in range(args.diary):
        movie = pool[n % (len(pool) - 5_000)]
        watched = day(rng)
        rating = rng.randint(1, 10) / 2 if rng.random() < 0.7 else ""
        diary.append([watched.isoformat(), movie[2], movie[4], uri(movie), rating,
                      "Yes" if rng.random() < 0.1 else "", ", ".join(rng.sample(TAGS, rng.randint(0, 2))),
                      watched.isoformat()])
    write(os.path.join(args.letterboxd, "diary.csv"),
          ["Date", "Name", "Year", "Letterboxd URI", "Rating", "Rewatch", "Tags", "Watched Date"], diary)
    rated = rng.sample(pool, 5_000)
    write(os.path.join(args.letterboxd, "ratings.csv"), ["Date", "Name", "Year", "Letterboxd URI", "Rating"],
          [[day(rng).isoformat(), m[2], m[4], uri(m), rng.randint(1, 10) / 2] for m in rated])
    write(os.path.join(args.letterboxd, "watched.csv"), ["Date", "Name", "Year", "Letterboxd URI"],
          [[day(rng).isoformat(), m[2], m[4], uri(m)] for m in rated[:3_000]])
    write(os.path.join(args.letterboxd, "watchlist.csv"), ["Date", "Name", "Year", "Letterboxd URI"],
          [[day(rng).isoformat(), m[2], m[4], uri(m)] for m in pool[-2_000:]])
    for n in range(args.export_lists):
        path = os.path.join(args.letterboxd, "lists", f"list-{n + 1:02}.csv")
        with open(path, "w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(["Letterboxd list export v7"])
            writer.writerow(["Date", "Name", "Tags", "URL", "Description"])
            writer.writerow(["2025-01-01", f"Exported list {n + 1}", "", f"https://letterboxd.com/me/list/{n + 1}/",
                             "generated"])
            writer.writerow([])
            writer.writerow(["Position", "Name", "Year", "URL", "Description"])
            for position, m in enumerate(rng.sample(pool, 100), start=1):
                writer.writerow([position, m[2], m[4], uri(m), ""])
    archive = args.letterboxd.rstrip("/") + ".zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zipped:
        for folder, _, files in os.walk(args.letterboxd):
            for name in files:
                full = os.path.join(folder, name)
                zipped.write(full, os.path.relpath(full, args.letterboxd))
    print(f"{args.letterboxd} and {archive}: {args.diary} diary rows, 5000 ratings, 2000 watchlist, "
          f"{args.export_lists} lists")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database", required=True, help="the catalog to draw movies from (read only)")
    parser.add_argument("--library", help="an empty library file to fill")
    parser.add_argument("--letterboxd", help="a folder to write a Letterboxd export into (and FOLDER.zip)")
    parser.add_argument("--viewings", type=int, default=10_000)
    parser.add_argument("--lists", type=int, default=100)
    parser.add_argument("--entries", type=int, default=1_000)
    parser.add_argument("--diary", type=int, default=10_000)
    parser.add_argument("--export-lists", type=int, default=50)
    parser.add_argument("--seed", type=int, default=24)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    if args.library:
        fill_library(args, rng)
    if args.letterboxd:
        letterboxd(args, rng)


if __name__ == "__main__":
    main()
