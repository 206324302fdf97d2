#!/usr/bin/env python3
"""Writes a synthetic copy of IMDb's five datasets (`.tsv.gz`) at the real dump's proportions.

    python3 Benchmarks/Scripts/imdb_generate.py OUT_DIR [--movies 720000] [--seed 1]

The real dump has about 12 M titles, 720,000 of them `movie`, 1.6 M ratings, 95 M principals and
14.6 M names. This one scales from the number of movies: for the default 720,000 movies it writes
1.3 M other titles (shorts, TV episodes, series, TV movies, videos...), about 10 principals and a crew
row per title, ratings for most movies and fewer other titles, and the people the credits name, plus
unreferenced people. It holds the format's traps: `\\N` in every nullable column, titles and characters
with `"`, non-ASCII names and titles, adult titles, titles without a start year, and credits naming
people absent from name.basics. Titles are drawn from a word list, "The" starting many, so one-letter
prefix searches hit many titles. A few people have over 500 credits. Same seed, same files.
"""

import argparse
import gzip
import os
import random
import sys
import time

GENRES = [
    "Action", "Adult", "Adventure", "Animation", "Biography", "Comedy", "Crime", "Documentary", "Drama",
    "Family", "Fantasy", "Film-Noir", "Game-Show", "History", "Horror", "Music", "Musical", "Mystery", "News",
    "Reality-TV", "Romance", "Sci-Fi", "Short", "Sport", "Talk-Show", "Thriller", "War", "Western",
]
GENRE_WEIGHTS = [
    8, 0, 4, 3, 2, 14, 6, 9, 22, 3, 3, 1, 1, 2, 6, 2, 2, 3, 1, 1, 7, 2, 1, 2, 1, 5, 2, 1,
]
# Other title types and their share of the non-movie titles.
OTHER_TYPES = [
    ("tvEpisode", 55), ("short", 15), ("video", 8), ("tvSeries", 6), ("tvMovie", 5), ("tvMiniSeries", 2),
    ("tvSpecial", 2), ("videoGame", 2), ("tvShort", 2), ("tvPilot", 1), ("movie_like_video", 2),
]
WORDS = (
    "love night day man woman city dark last first house blood road war heart time life death world king "
    "queen dream story girl boy star fire water moon sun summer winter secret game lost little big black "
    "white red blue green gold silver shadow light family home street river island mountain sea ocean sky "
    "road train ship wolf dog cat bird horse angel devil ghost killer hunter soldier doctor teacher lady "
    "lord prince princess brother sister father mother son daughter friend stranger enemy lover wife "
    "husband child children people town village country land kingdom empire revolution return rise fall "
    "end beginning journey escape chase run hide seek find lose win fight kiss dance song music silence "
    "voice eyes hands face fear hope rage memory promise truth lie justice money power glory honor crime "
    "murder mystery case file code mission operation project zone edge line point circle square cross "
    "tower bridge gate door window wall garden forest desert jungle valley storm rain snow wind thunder "
    "paradise hell heaven earth planet galaxy space future past tomorrow yesterday today forever never "
    "always again alone together wild crazy sweet bitter cold hot hard soft fast slow deep high long short "
    "new old young happy sad strange beautiful dangerous perfect broken hidden silent secret final only "
    "taxi driver god father samurai casablanca apocalypse pulp fiction tango paris london rome tokyo berlin "
    "moscow vegas hollywood texas chicago brooklyn manhattan harlem boston dallas miami cairo bombay "
    "café mädchen señor amélie zürich ōkami tōkyō øre ça über straße niño corazón été naïve "
    "thirteen seven twelve hundred thousand million zero one two three four five six eight nine ten"
).split()
FIRST_NAMES = (
    "John Mary James Patricia Robert Jennifer Michael Linda William Elizabeth David Barbara Richard Susan "
    "Joseph Jessica Thomas Sarah Charles Karen Daniel Nancy Matthew Lisa Anthony Betty Mark Margaret Paul "
    "Sandra Steven Ashley Andrew Kimberly Kenneth Emily Joshua Donna Kevin Michelle Brian Dorothy George "
    "Carol Akira Toshirô Zoë José François Jürgen Søren Björn Åsa Małgorzata Łukasz Iñaki Núria Chloé "
    "Hiroshi Yuki Ming Wei Priya Arjun Olga Ivan Fatima Omar Giulia Marco Pedro Ana Luis Sofía"
).split()
LAST_NAMES = (
    "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez "
    "Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark "
    "Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams "
    "Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Kurosawa Mifune Müller Schröder Ångström "
    "Nuñez Dvořák Łódź Østergaard Ibáñez Gonçalves Kowalski Novák Yılmaz Öztürk Tanaka Suzuki Watanabe "
    "Chen Wang Singh Patel Kumar Ivanov Petrov Rossi Russo Ferrari Silva Santos Dubois Lefèvre"
).split()
PROFESSIONS = [
    "actor", "actress", "director", "writer", "producer", "composer", "cinematographer", "editor",
    "production_designer", "casting_director", "soundtrack", "music_department", "camera_department",
    "art_department", "miscellaneous", "stunts", "self",
]
CREW_CATEGORIES = [
    ("actor", 30), ("actress", 22), ("self", 8), ("director", 6), ("writer", 8), ("producer", 9),
    ("composer", 4), ("cinematographer", 3), ("editor", 3), ("production_designer", 1),
    ("casting_director", 1), ("archive_footage", 1), ("archive_sound", 1),
]
CHUNK = 20_000


def weighted(pairs):
    names = [name for name, _ in pairs]
    weights = [weight for _, weight in pairs]
    return names, weights


class Writer:
    """A gzip file written in big chunks at compression level 1."""

    def __init__(self, path, header):
        self.path = path
        self.file = gzip.open(path, "wt", encoding="utf-8", compresslevel=1, newline="")
        self.lines = [header]
        self.count = 0

    def add(self, line):
        self.lines.append(line)
        if len(self.lines) >= CHUNK:
            self.flush()

    def flush(self):
        self.count += len(self.lines)
        self.file.write("\n".join(self.lines))
        self.file.write("\n")
        self.lines = []

    def close(self):
        if self.lines:
            self.flush()
        self.file.close()


def title_words(rng):
    count = rng.choices((1, 2, 3, 4, 5), weights=(12, 35, 28, 15, 10))[0]
    words = [rng.choice(WORDS).capitalize() for _ in range(count)]
    roll = rng.random()
    if roll < 0.18:
        words.insert(0, "The")
    elif roll < 0.22:
        words.insert(0, "A")
    elif roll < 0.23:
        words[-1] = '"' + words[-1] + '"'
    if rng.random() < 0.04:
        words.append(str(rng.randint(2, 5)))
    return " ".join(words)


def person_id(rng, people):
    """A person: ten are in very many credits (over 500 movies each at the default size, as IMDb's most
    credited are), a few hundred in hundreds, many in some, most in one or two."""
    roll = rng.random()
    if roll < 0.0008:
        return 1 + rng.randrange(10)
    if roll < 0.004:
        return 1 + rng.randrange(200)
    if roll < 0.25:
        return 1 + rng.randrange(max(1, people // 50))
    return 1 + rng.randrange(people)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", help="the folder to write the five .tsv.gz files into")
    parser.add_argument("--movies", type=int, default=720_000, help="movie titles (default 720,000)")
    parser.add_argument("--others", type=int, help="other titles (default: 1.3 M per 720,000 movies)")
    parser.add_argument("--principals", type=float, default=10.0, help="mean principals per title (default 10)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.time()
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    movies = args.movies
    others = args.others if args.others is not None else round(movies * 1_300_000 / 720_000)
    titles = movies + others
    # Identifiers beyond `people` are named by credits and absent from name.basics (0.2% of credits).
    people = max(50, round(titles * 1.15))
    unknown_base = people + 1

    # Which tconst numbers are movies: spread over the whole range, as in the real dump.
    is_movie = bytearray(titles)
    for index in rng.sample(range(titles), movies):
        is_movie[index] = 1
    other_names, other_weights = weighted(OTHER_TYPES)
    category_names, category_weights = weighted(CREW_CATEGORIES)

    out = lambda name: os.path.join(args.out, name)
    basics = Writer(out("title.basics.tsv.gz"),
                    "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres")
    ratings = Writer(out("title.ratings.tsv.gz"), "tconst\taverageRating\tnumVotes")
    crew = Writer(out("title.crew.tsv.gz"), "tconst\tdirectors\twriters")
    principals = Writer(out("title.principals.tsv.gz"), "tconst\tordering\tnconst\tcategory\tjob\tcharacters")
    low, high = max(1, round(args.principals / 2)), round(args.principals * 3 / 2)
    for index in range(titles):
        tconst = "tt%07d" % (index + 1)
        movie = is_movie[index] == 1
        kind = "movie" if movie else rng.choices(other_names, weights=other_weights)[0]
        if kind == "movie_like_video":
            kind = "video"
        title = title_words(rng)
        original = title if rng.random() < 0.9 else ("\\N" if rng.random() < 0.1 else title_words(rng))
        adult = "1" if rng.random() < 0.012 else "0"
        year = "\\N" if rng.random() < 0.015 else str(min(2026, int(1890 + 136 * rng.random() ** 0.55)))
        end_year = str(int(year) + rng.randint(0, 8)) if kind == "tvSeries" and year != "\\N" else "\\N"
        minutes = "\\N" if rng.random() < 0.25 else str(rng.randint(60, 200) if movie else rng.randint(3, 90))
        genre_count = rng.choices((0, 1, 2, 3), weights=(4, 30, 30, 36))[0]
        genres = sorted(set(rng.choices(GENRES, weights=GENRE_WEIGHTS, k=genre_count)))
        if adult == "1":
            genres = sorted(set(genres) | {"Adult"})[:3]
        basics.add("\t".join((tconst, kind, title, original, adult, year, end_year, minutes,
                              ",".join(genres) if genres else "\\N")))
        if rng.random() < (0.62 if movie else 0.07):
            votes = int(5 + rng.paretovariate(1.1) * 4)
            ratings.add("%s\t%.1f\t%d" % (tconst, rng.randint(10, 99) / 10, min(votes, 3_000_000)))
        directors = [person_id(rng, people) for _ in range(rng.choices((0, 1, 2), weights=(6, 85, 9))[0])]
        writers = [person_id(rng, people) for _ in range(rng.choices((0, 1, 2, 3), weights=(20, 45, 25, 10))[0])]
        if rng.random() < 0.002:
            writers.append(unknown_base + rng.randrange(1000))
        crew.add("%s\t%s\t%s" % (
            tconst,
            ",".join("nm%07d" % p for p in directors) if directors else "\\N",
            ",".join("nm%07d" % p for p in writers) if writers else "\\N"))
        count = rng.randint(low, high)
        categories = rng.choices(category_names, weights=category_weights, k=count)
        named = set()
        for ordering, category in enumerate(categories, 1):
            if category == "director" and directors:
                person = directors[0]
            elif category == "writer" and writers:
                person = writers[-1]
            elif rng.random() < 0.002:
                person = unknown_base + rng.randrange(1000)
            else:
                person = person_id(rng, people)
            if (person, category) in named:
                continue
            named.add((person, category))
            job = "\\N"
            characters = "\\N"
            if category in ("actor", "actress", "self", "archive_footage"):
                if rng.random() < 0.85:
                    name = rng.choice(FIRST_NAMES) if rng.random() < 0.7 else title_words(rng)
                    name = name.replace('"', '\\"')
                    characters = '["%s"]' % name
            elif category in ("writer", "producer") and rng.random() < 0.5:
                job = rng.choice(("screenplay", "novel", "story", "producer", "executive producer", "written by"))
            principals.add("%s\t%d\tnm%07d\t%s\t%s\t%s" % (tconst, ordering, person, category, job, characters))
    for writer in (basics, ratings, crew, principals):
        writer.close()

    names = Writer(out("name.basics.tsv.gz"),
                   "nconst\tprimaryName\tbirthYear\tdeathYear\tprimaryProfession\tknownForTitles")
    for person in range(1, people + 1):
        name = "%s %s" % (rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES))
        if rng.random() < 0.003:
            name = '%s "%s" %s' % (rng.choice(FIRST_NAMES), rng.choice(WORDS).capitalize(), rng.choice(LAST_NAMES))
        birth = "\\N" if rng.random() < 0.6 else str(rng.randint(1850, 2010))
        death = str(int(birth) + rng.randint(20, 90)) if birth != "\\N" and rng.random() < 0.3 else "\\N"
        professions = ",".join(rng.sample(PROFESSIONS, rng.randint(1, 3))) if rng.random() < 0.85 else "\\N"
        known = ",".join("tt%07d" % (1 + rng.randrange(titles)) for _ in range(rng.randint(0, 4))) or "\\N"
        names.add("nm%07d\t%s\t%s\t%s\t%s\t%s" % (person, name, birth, death, professions, known))
    names.close()

    elapsed = time.time() - started
    for writer in (basics, ratings, crew, principals, names):
        size = os.path.getsize(writer.path)
        print("%-26s %12s lines %10.1f MB" % (os.path.basename(writer.path), f"{writer.count - 1:,}", size / 1e6))
    print("%d movies, %d other titles, %d people in %.1f s" % (movies, others, people, elapsed), file=sys.stderr)


if __name__ == "__main__":
    main()
