#!/usr/bin/env python3
"""Writes a synthetic copy of IMDb's six datasets (`.tsv.gz`) at the real dump's proportions.

    python3 Benchmarks/Scripts/imdb_generate.py OUT_DIR [--movies 720000] [--seed 1]

The real dump has about 11.5 M titles: 720,000 `movie`, 280,000 series (`tvSeries` and `tvMiniSeries`,
about 4:1), 8.9 M `tvEpisode` and 1.5 M others (shorts, videos, TV movies...); 1.5 M ratings, half of
them episodes'; 95 M principals, most of them episode credits; 14.6 M names. This one scales all of it
from the number of movies. For the default 720,000 it writes 11.4 M titles, 8.9 M lines of
title.episode, 92 M principals, a crew row per title, 1.4 M ratings and 14.6 M names.

Series: most have 1-6 seasons of 6-24 episodes, a quarter one short season, a long tail up to 40
seasons, a few daily shows of 100-260 episodes a season; mini-series one season of 3-10; a handful of
soaps with 40-60 seasons and 5,000-12,000 episodes (the largest, "Harbour Lights", at least 10,000);
and "Meridian Street", exactly 1,000 episodes over 10 seasons, without traps and nearly all rated. A
series has a start year and an end year (`\\N` while running, about 30%). Episodes are titled
"Episode #1.1", from the word list, or "Episode dated 3 March 1994", and take their series' genres,
a year per season (sometimes `\\N`), a runtime, and for a popular series' episodes a rating that
drifts over the seasons. An episode's principals are its series' regular cast (the same people in
every episode: a soap's actors have thousands of credits), a few recurring actors and guests, its
director and writers, as its crew row names them. `OUT_DIR/series.txt` names the 1,000-episode
series, the largest, and five ordinary ones (`tconst`, episodes in title.episode, title).

The format's traps: `\\N` in every nullable column, titles and characters with `"`, non-ASCII names
and titles, adult titles, titles without a start year, credits naming people absent from name.basics;
every file sorted by identifier as text, as IMDb's are (`tt10000000` comes right after `tt1000000`);
in title.episode, season and episode numbers `\\N` (both, or one of the two, and whole series
unnumbered), about 0.5% of episodes whose series is absent from title.basics (and from the other
files), numbers repeating within a season, specials in season 0, episodes out of order against their
numbering, and a few episodes of title.basics with no line in title.episode. Titles are drawn from a
word list, "The" starting many, so one-letter prefix searches hit many titles. Ten people have over
500 movie credits each (series casts never draw them).

Same seed, same files, byte for byte (gzip without a time stamp), however many processes write them.
"""

import argparse
import bisect
import collections
import gzip
import itertools
import multiprocessing
import os
import queue as queues
import random
import sys
import time
from array import array

MISSING = "\\N"
GENRES = [
    "Action", "Adult", "Adventure", "Animation", "Biography", "Comedy", "Crime", "Documentary", "Drama",
    "Family", "Fantasy", "Film-Noir", "Game-Show", "History", "Horror", "Music", "Musical", "Mystery", "News",
    "Reality-TV", "Romance", "Sci-Fi", "Short", "Sport", "Talk-Show", "Thriller", "War", "Western",
]
GENRE_WEIGHTS = [
    8, 0, 4, 3, 2, 14, 6, 9, 22, 3, 3, 1, 1, 2, 6, 2, 2, 3, 1, 1, 7, 2, 1, 2, 1, 5, 2, 1,
]
SERIES_GENRE_WEIGHTS = [
    5, 0, 5, 9, 1, 18, 8, 9, 20, 5, 3, 0, 0, 2, 1, 2, 0, 4, 0, 0, 4, 2, 0, 1, 0, 3, 1, 1,
]
SELF_GENRES = ["Talk-Show", "Reality-TV", "Game-Show", "News", "Documentary", "Comedy", "Music", "Sport"]
# Titles other than movies, series and episodes, and their shares.
OTHER_TYPES = [
    ("short", 1000), ("video", 290), ("tvMovie", 150), ("tvSpecial", 50), ("videoGame", 40), ("tvShort", 10),
    ("tvPilot", 1),
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
CAPITALIZED = [word.capitalize() for word in WORDS]
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
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WRITER_JOBS = ["written by", "written by", "teleplay by", "story by", "created by", MISSING, MISSING]
SELF_ROLES = ['["Self - Host"]', '["Self - Co-Host"]', '["Self - Panelist"]', '["Self"]', '["Self - Presenter"]']
# Per movies of the real dump (720,000), the other counts.
PER_720K = {"others": 1_540_000, "series": 280_000, "episodes": 8_900_000, "people": 14_600_000}
THOUSAND_TITLE = "Meridian Street"
THOUSAND_SEASONS = (48, 96, 100, 104, 110, 104, 112, 108, 110, 108)
SOAP_TITLES = [
    "Harbour Lights", "The Restless Tides", "Days of Linden Park", "Mercy General", "As the Mill Turns",
    "The Guiding Lantern", "Another Valley", "Maple Terrace", "Sunset Ridge", "Willow Creek Lane",
]
# Series classes.
ORDINARY, MINI, DAILY, SOAP, THOUSAND = 0, 1, 2, 3, 4
# Block codes: (payload << 2) | tag, sorted under a random key of KEY_BITS bits.
MOVIE, OTHER, HEADER, BATCH = 0, 1, 2, 3
KEY_BITS, CODE_BITS = 40, 26
CHUNK = 20_000
SEASON_COUNTS = [1, 2, 3, 4, 5, 6, 0]
SEASON_WEIGHTS = [34, 18, 12, 9, 7, 6, 14]
RECURRING_COUNTS = (0, 0, 1, 1, 1, 2, 2, 3)
GUEST_COUNTS = (0, 1, 1, 2)
WRITER_COUNTS = (0, 1, 1, 1, 1, 2, 2, 3)


def weighted(pairs):
    names = [name for name, _ in pairs]
    weights = [weight for _, weight in pairs]
    return names, weights


def chooser(values, weights):
    """Draws one of `values` by `weights` from a generator's `random`: `choices` for one value, faster."""
    values = list(values)
    cuts = list(itertools.accumulate(weights))
    total = cuts.pop()
    find = bisect.bisect

    def choose(r):
        return values[find(cuts, r() * total)]

    return choose


TITLE_LENGTH = chooser((1, 2, 3, 4, 5), (12, 35, 28, 15, 10))
DIRECTOR_COUNT = chooser((0, 1, 2), (6, 85, 9))
WRITER_COUNT = chooser((0, 1, 2, 3), (20, 45, 25, 10))
GENRE_COUNT = chooser((0, 1, 2, 3), (4, 30, 30, 36))
GENRE = chooser(GENRES, GENRE_WEIGHTS)
OTHER_KIND = chooser(*weighted(OTHER_TYPES))
CATEGORY = chooser(*weighted(CREW_CATEGORIES))
MOVIE_JOBS = ("screenplay", "novel", "story", "producer", "executive producer", "written by")


def id_order(count, width=7):
    """The numbers 1...count in the order of their identifiers as text ("tt%07d"): an identifier one digit
    longer than `width` sorts right after the one its first `width` digits spell."""
    limit = 10 ** width
    if count < limit:
        yield from range(1, count + 1)
        return
    if count >= 10 * limit:
        raise ValueError("too many identifiers for %d digits" % width)
    low = limit // 10
    yield from range(1, low)
    last = count // 10
    for number in range(low, last + 1):
        yield number
        yield from range(10 * number, min(10 * number + 9, count) + 1)
    yield from range(last + 1, limit)


class Writer:
    """A gzip file written in big chunks at compression level 1, without a time stamp."""

    def __init__(self, path, header):
        self.path = path
        self.file = gzip.GzipFile(path, "wb", compresslevel=1, mtime=0)
        self.lines = [header]
        self.count = 0

    def flush(self):
        if self.lines:
            data = ("\n".join(self.lines) + "\n").encode()
            self.count += data.count(b"\n")
            self.file.write(data)
            self.lines.clear()

    def close(self):
        self.flush()
        self.file.close()


def title_words(r):
    """A title from the word list; `r` is a generator's `random`."""
    size = len(CAPITALIZED)
    words = [CAPITALIZED[int(r() * size)] for _ in range(TITLE_LENGTH(r))]
    roll = r()
    if roll < 0.18:
        words.insert(0, "The")
    elif roll < 0.22:
        words.insert(0, "A")
    elif roll < 0.23:
        words[-1] = '"' + words[-1] + '"'
    if r() < 0.04:
        words.append(str(2 + int(r() * 4)))
    return " ".join(words)


def episode_title(r):
    """An episode's title from the word list; `r` is a generator's `random`."""
    words = CAPITALIZED
    size = len(words)
    roll = r()
    if roll < 0.3:
        return words[int(r() * size)]
    if roll < 0.55:
        return "The " + words[int(r() * size)]
    if roll < 0.85:
        return words[int(r() * size)] + " " + words[int(r() * size)]
    if roll < 0.97:
        return "The %s of the %s" % (words[int(r() * size)], words[int(r() * size)])
    if roll < 0.985:
        return 'The "%s"' % words[int(r() * size)]
    return "%s: Part %d" % (words[int(r() * size)], 1 + int(r() * 3))


def person_id(r, people):
    """A person: ten are in very many credits (over 500 movies each at the default size, as IMDb's most
    credited are), a few hundred in hundreds, many in some, most in one or two; `r` is a generator's
    `random`."""
    roll = r()
    if roll < 0.00097:
        return 1 + int(r() * 10)
    if roll < 0.004:
        return 1 + int(r() * 200)
    if roll < 0.25:
        return 1 + int(r() * max(1, people // 50))
    return 1 + int(r() * people)


def cast_person(r, people):
    """A series' actor, director, writer or guest: never one of the ten most credited, so that their
    movie credits stay the figure to measure; `r` is a generator's `random`."""
    if r() < 0.3:
        return 11 + int(r() * max(1, people // 50))
    return 11 + int(r() * (people - 10))


def crew_draw(r, people, unknown_base):
    """The directors and writers of a title other than an episode. title.crew and title.principals draw
    them from generators seeded alike, in the same order, so the two files agree; `r` is the generator's
    `random`."""
    directors = [person_id(r, people) for _ in range(DIRECTOR_COUNT(r))]
    writers = [person_id(r, people) for _ in range(WRITER_COUNT(r))]
    if r() < 0.002:
        writers.append(unknown_base + int(r() * 1000))
    return directors, writers


def episode_crew(k, salt, directors, writers):
    """The director (an index in the series' directors, or -1) and writers (first index, count) of the
    series' `k`th episode: a hash, so that title.crew and title.principals agree without sharing state."""
    h = (k * 2654435761 + salt) & 0xFFFFFFFF
    h ^= h >> 13
    h = (h * 2246822519) & 0xFFFFFFFF
    h ^= h >> 16
    director = h % directors if (h >> 24) & 15 else -1
    return director, (h >> 11) % writers, min(writers, WRITER_COUNTS[(h >> 8) & 7])


def series_crew(seed, s, total, people, cls):
    """The people a series draws its directors and writers from, and its generator for the rest: the
    writer of title.principals and the writer of title.crew each call this, then draw what only they
    need."""
    rng = random.Random(seed * 1_000_003 + s)
    r = rng.random
    directors = [cast_person(r, people) for _ in range(min(30, rng.randint(1, 5) + total // 60))]
    writers = [cast_person(r, people) for _ in range(min(30, rng.randint(1, 4) + total // 80))]
    salt = rng.getrandbits(32)
    header_directors = r() < 0.3
    self_show = cls not in (SOAP, THOUSAND) and r() < (0.8 if cls == DAILY else 0.1)
    return rng, directors, writers, salt, header_directors, self_show


class Plan:
    """What every file needs to agree on: the sizes, the series' seasons, and which block of titles
    (a movie, another title, a series, a run of one series' episodes) comes where in identifier order."""


def split(total, parts, rng):
    weights = [0.7 + 0.6 * rng.random() for _ in range(parts)]
    scale = total / sum(weights)
    sizes = [max(1, int(weight * scale)) for weight in weights]
    for index in range(total - sum(sizes)):
        sizes[index % parts] += 1
    return sizes


def ordinary_seasons(rng):
    """The episode counts of an ordinary series' seasons, and whether it is a daily show."""
    roll = rng.random()
    if roll < 0.002:
        return [rng.randint(100, 260) for _ in range(rng.randint(3, 25))], True
    if roll < 0.252:
        return [rng.randint(1, 6)], False
    count = rng.choices(SEASON_COUNTS, weights=SEASON_WEIGHTS)[0]
    if count == 0:
        count = 7 + min(33, int(rng.expovariate(1 / 5)))
    base = 6 + int(18 * rng.random() ** 2)
    return [max(1, base + rng.randint(-2, 2)) for _ in range(count)], False


def make_plan(args):
    plan = Plan()
    seed = args.seed
    rng = random.Random("%d:plan" % seed)
    scale = args.movies / 720_000
    plan.seed = seed
    plan.movies = args.movies
    plan.others = args.others if args.others is not None else round(PER_720K["others"] * scale)
    plan.series = args.series if args.series is not None else max(1, round(PER_720K["series"] * scale))
    episodes = args.episodes if args.episodes is not None else round(PER_720K["episodes"] * scale)
    plan.people = args.people if args.people is not None else max(1000, round(PER_720K["people"] * scale))
    plan.unknown_base = plan.people + 1
    plan.principals = args.principals
    count = plan.series

    # Classes: a handful of soaps, one series of exactly 1,000 episodes, a fifth mini-series.
    classes = bytearray(count)
    for s in range(count):
        if rng.random() < 0.2:
            classes[s] = MINI
    soaps = max(1, round(8 * scale)) if episodes >= 50_000 and count >= 20 else 0
    specials = rng.sample(range(count), min(count, soaps + (1 if episodes >= 5_000 else 0)))
    thousand = specials[soaps] if len(specials) > soaps else -1
    for s in specials:
        classes[s] = SOAP
    if thousand >= 0:
        classes[thousand] = THOUSAND
    soap_list = specials[:soaps]

    seasons = [None] * count
    titles = [None] * count
    fixed = 0
    ordinary_total = 0
    for s in range(count):
        cls = classes[s]
        titles[s] = title_words(rng.random)
        if cls == THOUSAND:
            sizes = list(THOUSAND_SEASONS)
            titles[s] = THOUSAND_TITLE
        elif cls == SOAP:
            index = soap_list.index(s)
            total = rng.randint(10_000, 12_000) if index == 0 else rng.randint(5_000, 12_000)
            sizes = split(total, rng.randint(50, 60) if index == 0 else rng.randint(40, 60), rng)
            titles[s] = SOAP_TITLES[index] if index < len(SOAP_TITLES) else "%s %d" % (
                SOAP_TITLES[index % len(SOAP_TITLES)], 1 + index // len(SOAP_TITLES))
        elif cls == MINI:
            sizes = [rng.randint(3, 10)]
        else:
            sizes, daily = ordinary_seasons(rng)
            if daily:
                classes[s] = DAILY
        numbered = [[number, size] for number, size in enumerate(sizes, 1)]
        if cls in (ORDINARY, DAILY) and len(sizes) >= 2 and rng.random() < 0.04:
            numbered.insert(0, [0, rng.randint(1, 4)])
        seasons[s] = numbered
        if classes[s] in (ORDINARY, DAILY):
            ordinary_total += sum(sizes)
        else:
            fixed += sum(sizes)

    # Scale the ordinary series' regular seasons to reach the number of episodes asked for.
    specials_total = sum(size for s in range(count) if classes[s] in (ORDINARY, DAILY)
                         for number, size in seasons[s] if number == 0)
    target = episodes - fixed - specials_total
    ordinary = [s for s in range(count) if classes[s] in (ORDINARY, DAILY)]
    if ordinary and ordinary_total:
        factor = max(target, len(ordinary)) / ordinary_total
        if abs(factor - 1) > 1e-9:
            for s in ordinary:
                for season in seasons[s]:
                    if season[0]:
                        season[1] = max(1, int(season[1] * factor + 0.5))
        difference = target - sum(size for s in ordinary for number, size in seasons[s] if number)
        tries = 0
        while difference and tries < 100 * abs(difference) + 1000:
            tries += 1
            season = seasons[ordinary[rng.randrange(len(ordinary))]][-1]
            if difference > 0:
                season[1] += 1
                difference -= 1
            elif season[1] > 1:
                season[1] -= 1
                difference += 1
    totals = array("i", (sum(size for _, size in seasons[s]) for s in range(count)))

    # Series absent from title.basics, whose episodes still name them: about 0.5% of the episodes.
    ghost = bytearray(count)
    ghost_goal = sum(totals) // 200
    candidates = [s for s in ordinary if totals[s] <= max(50, ghost_goal // 20)]
    rng.shuffle(candidates)
    ghosts = 0
    for s in candidates:
        if ghosts >= ghost_goal:
            break
        ghost[s] = 1
        ghosts += totals[s]
    # Five ordinary series to name in series.txt: several seasons, present, rated.
    showcase = [s for s in ordinary if not ghost[s] and classes[s] == ORDINARY and 2 <= len(seasons[s]) <= 6]
    showcase = rng.sample(showcase, min(5, len(showcase)))

    # Blocks and their order: movies and other titles anywhere, a series' episodes after the series, in
    # runs of up to 40 (a season, or part of one), mostly in the order of their numbers.
    mask = (1 << CODE_BITS) - 1
    span = 1 << KEY_BITS
    bits = rng.getrandbits
    keys = [bits(KEY_BITS) << CODE_BITS | MOVIE for _ in range(plan.movies)]
    keys.extend(bits(KEY_BITS) << CODE_BITS | OTHER for _ in range(plan.others))
    batch_series, batch_season, batch_first, batch_ordinal, batch_length = (array("i") for _ in range(5))
    for s in range(count):
        start = bits(KEY_BITS)
        keys.append(start << CODE_BITS | s << 2 | HEADER)
        runs = []
        ordinal = 0
        for number, size in seasons[s]:
            first = 1
            while first <= size:
                length = size - first + 1 if size - first < 40 else rng.randint(20, 40)
                runs.append((number, first, ordinal, length))
                first += length
                ordinal += length
        run_keys = sorted(start + int((span - start) * rng.random()) for _ in runs)
        if classes[s] != THOUSAND:
            if runs[0][0] == 0:
                swap = rng.randrange(len(runs))
                run_keys[0], run_keys[swap] = run_keys[swap], run_keys[0]
            if len(runs) >= 2 and rng.random() < 0.03:
                swap = rng.randrange(len(runs) - 1)
                run_keys[swap], run_keys[swap + 1] = run_keys[swap + 1], run_keys[swap]
        for (number, first, ordinal, length), key in zip(runs, run_keys):
            batch = len(batch_series)
            batch_series.append(s)
            batch_season.append(number)
            batch_first.append(first)
            batch_ordinal.append(ordinal)
            batch_length.append(length)
            keys.append(key << CODE_BITS | batch << 2 | BATCH)
    if len(batch_series) << 2 > mask or count << 2 > mask:
        raise ValueError("too many series or runs of episodes for the block codes")
    keys.sort()
    plan.codes = array("i", [key & mask for key in keys])
    del keys
    plan.titles = plan.movies + plan.others + count + int(sum(totals))

    # The series' identifiers, and how many runs each has (a writer forgets a series after its last).
    numbers = array("i", bytes(4 * count))
    runs_left = array("i", bytes(4 * count))
    identifiers = id_order(plan.titles)
    drain = collections.deque(maxlen=0).extend
    for code in plan.codes:
        tag = code & 3
        if tag == BATCH:
            batch = code >> 2
            drain(itertools.islice(identifiers, batch_length[batch]))
            runs_left[batch_series[batch]] += 1
        elif tag == HEADER:
            numbers[code >> 2] = next(identifiers)
        else:
            next(identifiers)
    plan.classes, plan.seasons, plan.titles_of, plan.totals = classes, seasons, titles, totals
    plan.ghost, plan.showcase, plan.soaps, plan.thousand = ghost, showcase, soap_list, thousand
    plan.numbers, plan.runs_left = numbers, runs_left
    plan.batch_series, plan.batch_season, plan.batch_first = batch_series, batch_season, batch_first
    plan.batch_ordinal, plan.batch_length = batch_ordinal, batch_length
    plan.ghost_episodes = ghosts
    return plan


def series_facts(plan, s, rng):
    """What title.basics, title.ratings and title.episode say of a series and its episodes."""
    r = rng.random
    cls = plan.classes[s]
    regular = sum(1 for number, _ in plan.seasons[s] if number)
    running = r() < (0.15 if cls == MINI else 0.33)
    if cls == ORDINARY and r() < 0.01:
        start = end = None
    elif running:
        start = max(1930, 2026 - regular + 1 - int(r() * 4))
        end = None
    else:
        latest = max(1930, 2026 - regular)
        start = latest if latest <= 1950 else 1950 + int((latest - 1950) * r() ** 0.45)
        end = min(2026, start + regular - 1 + (1 if r() < 0.2 else 0))
    showcase = s in plan.showcase
    if cls == THOUSAND:
        popular, mode = 0.98, 1
    elif showcase:
        popular, mode = 0.95, 0 if r() < 0.4 else 1
    elif cls == SOAP:
        popular, mode = 0.3, 0 if r() < 0.7 else 2
    elif cls == DAILY:
        popular, mode = 0.02, 2 if r() < 0.6 else 0
    else:
        popular = 0.7 + 0.3 * r() if r() < 0.1 else 0.01
        mode = 1 if r() < (0.8 if cls == MINI else 0.6) else 0
    unnumbered = cls in (ORDINARY, DAILY) and not showcase and r() < 0.015
    adult = "1" if r() < 0.003 else "0"
    base = rng.choice((11, 22, 24, 25, 30, 42, 44, 45, 50, 55, 60)) if cls not in (SOAP, DAILY) else \
        rng.choice((25, 30, 45, 60))
    runtimes = (str(base), str(base), str(base + rng.randint(-4, 4)), MISSING)
    return (start, end, adult, base, runtimes, popular, mode, unnumbered,
            5.5 + 3.5 * r() if popular > 0.2 else 3 + 6 * r(),  # rating
            (r() - 0.7) * 0.25,  # drift per season
            int(50 + 5000 * r() ** 3) if popular > 0.2 else 5 + int(40 * r()))  # votes


def write_titles(plan, out, report):
    """title.basics, title.episode, title.ratings and title.crew, in identifier order."""
    seed = plan.seed
    rng = random.Random("%d:titles" % seed)
    r = rng.random
    crew_random = random.Random("%d:crew" % seed).random
    people, unknown_base = plan.people, plan.unknown_base
    basics = Writer(out("title.basics.tsv.gz"),
                    "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres")
    episodes = Writer(out("title.episode.tsv.gz"), "tconst\tparentTconst\tseasonNumber\tepisodeNumber")
    ratings = Writer(out("title.ratings.tsv.gz"), "tconst\taverageRating\tnumVotes")
    crew = Writer(out("title.crew.tsv.gz"), "tconst\tdirectors\twriters")
    add_basic, add_episode, add_rating, add_crew = (
        basics.lines.append, episodes.lines.append, ratings.lines.append, crew.lines.append)
    identifiers = id_order(plan.titles)
    cache = {}
    runs_left = array("i", plan.runs_left)
    listed = set(plan.showcase) | set(plan.soaps[:1]) | ({plan.thousand} if plan.thousand >= 0 else set())
    listed_counts = collections.Counter()
    unlinked = 0

    def facts(s):
        found = cache.get(s)
        if found is None:
            rng_s, directors, writers, salt, header_directors, self_show = series_crew(
                seed, s, plan.totals[s], people, plan.classes[s])
            names = ["nm%07d" % p for p in directors]
            writer_names = ["nm%07d" % p for p in writers]
            if plan.classes[s] in (SOAP, THOUSAND):
                genres = ["Drama", "Romance"] if plan.classes[s] == SOAP else ["Crime", "Drama", "Mystery"]
            elif self_show:
                genres = sorted(set(rng_s.sample(SELF_GENRES, rng_s.randint(1, 2))))
            else:
                genres = sorted(set(rng_s.choices(GENRES, weights=SERIES_GENRE_WEIGHTS, k=rng_s.randint(1, 3))))
            found = (names, writer_names, salt, header_directors, ",".join(genres),
                     series_facts(plan, s, rng_s), rng_s)
            cache[s] = found
        return found

    for code in plan.codes:
        tag = code & 3
        if tag == BATCH:
            batch = code >> 2
            s = plan.batch_series[batch]
            names, writer_names, salt, _, genres, facts_s, _ = facts(s)
            (start, end, adult, _, runtimes, popular, mode, unnumbered, rating, drift, votes) = facts_s
            nd, nw = len(names), len(writer_names)
            season = plan.batch_season[batch]
            first = plan.batch_first[batch]
            ordinal = plan.batch_ordinal[batch]
            length = plan.batch_length[batch]
            parent = "tt%07d" % plan.numbers[s]
            clean = s == plan.thousand
            numbers = list(range(first, first + length))
            if not clean and length >= 2:
                if r() < 0.02:
                    rng.shuffle(numbers)
                if r() < 0.02:
                    at = 1 + int(r() * (length - 1))
                    numbers[at] = numbers[at - 1]
            season_text = str(season)
            if start is None:
                year = MISSING
            else:
                year = str(min(end or 2026, start + max(0, season - 1)))
            season_rating = rating + drift * max(0, season - 1)
            in_listed = s in listed
            for index, identifier in enumerate(itertools.islice(identifiers, length)):
                t = "tt%07d" % identifier
                number = numbers[index]
                if mode == 0:
                    title = "Episode #%d.%d" % (season, number)
                elif mode == 1:
                    title = "Pilot" if season == 1 and number == 1 and r() < 0.4 else episode_title(r)
                elif year is MISSING:
                    title = "Episode #%d.%d" % (season, number)
                else:
                    day = number * 7 % 365
                    title = "Episode dated %d %s %s" % (day % 28 + 1, MONTHS[day // 31 % 12], year)
                add_basic("%s\ttvEpisode\t%s\t%s\t%s\t%s\t\\N\t%s\t%s" % (
                    t, title, title, adult, MISSING if r() < 0.03 else year, runtimes[int(r() * 4)],
                    genres or MISSING))
                roll = 1.0 if clean else r()
                if unnumbered or roll < 0.006:
                    add_episode("%s\t%s\t\\N\t\\N" % (t, parent))
                elif roll < 0.009:
                    add_episode("%s\t%s\t\\N\t%d" % (t, parent, number))
                elif roll < 0.012:
                    add_episode("%s\t%s\t%s\t\\N" % (t, parent, season_text))
                elif roll < 0.01205:
                    unlinked += 1
                    roll = -1.0
                else:
                    add_episode("%s\t%s\t%s\t%d" % (t, parent, season_text, number))
                if in_listed and roll >= 0:
                    listed_counts[s] += 1
                if r() < popular:
                    value = min(10.0, max(1.0, season_rating + (r() - 0.5) * 2.4))
                    add_rating("%s\t%.1f\t%d" % (t, value, int(votes * (0.3 + r() * 1.4)) + 5))
                director, writer, writer_count = episode_crew(ordinal + index, salt, nd, nw)
                if writer_count == 1:
                    credited = writer_names[writer]
                elif writer_count:
                    credited = ",".join([writer_names[(writer + j) % nw] for j in range(writer_count)])
                else:
                    credited = MISSING
                add_crew("%s\t%s\t%s" % (t, names[director] if director >= 0 else MISSING, credited))
            runs_left[s] -= 1
            if runs_left[s] == 0:
                cache.pop(s, None)
        elif tag == HEADER:
            s = code >> 2
            t = "tt%07d" % next(identifiers)
            if plan.ghost[s]:
                continue
            names, writer_names, _, header_directors, genres, facts_s, rng_s = facts(s)
            (start, end, adult, base, _, popular, _, _, rating, _, votes) = facts_s
            title = plan.titles_of[s]
            original = title if rng_s.random() < 0.9 else title_words(rng_s.random)
            add_basic("\t".join((
                t, "tvMiniSeries" if plan.classes[s] == MINI else "tvSeries", title, original, adult,
                MISSING if start is None else str(start), MISSING if end is None else str(end),
                MISSING if r() < 0.2 else str(base), genres or MISSING)))
            if popular > 0.2 or r() < 0.4:
                add_rating("%s\t%.1f\t%d" % (t, min(10.0, rating + 0.3), votes * 20 + 5))
            add_crew("%s\t%s\t%s" % (t, names[0] if header_directors else MISSING, ",".join(writer_names[:2])))
            if not runs_left[s]:
                cache.pop(s, None)
        else:
            t = "tt%07d" % next(identifiers)
            movie = tag == MOVIE
            kind = "movie" if movie else OTHER_KIND(r)
            title = title_words(r)
            original = title if r() < 0.9 else (MISSING if r() < 0.1 else title_words(r))
            adult = "1" if r() < 0.012 else "0"
            year = MISSING if r() < 0.015 else str(min(2026, int(1890 + 136 * r() ** 0.55)))
            minutes = MISSING if r() < 0.25 else str(60 + int(r() * 141) if movie else 3 + int(r() * 88))
            genres = sorted(set([GENRE(r) for _ in range(GENRE_COUNT(r))]))
            if adult == "1":
                genres = sorted(set(genres) | {"Adult"})[:3]
            add_basic("\t".join((t, kind, title, original, adult, year, MISSING, minutes,
                                 ",".join(genres) if genres else MISSING)))
            if r() < (0.62 if movie else 0.07):
                votes = int(5 + rng.paretovariate(1.1) * 4)
                add_rating("%s\t%.1f\t%d" % (t, (10 + int(r() * 90)) / 10, min(votes, 3_000_000)))
            directors, writers = crew_draw(crew_random, people, unknown_base)
            add_crew("%s\t%s\t%s" % (
                t,
                ",".join("nm%07d" % p for p in directors) if directors else MISSING,
                ",".join("nm%07d" % p for p in writers) if writers else MISSING))
        if len(basics.lines) >= CHUNK:
            for writer in (basics, episodes, ratings, crew):
                writer.flush()
    for writer in (basics, episodes, ratings, crew):
        writer.close()
    report({"counts": {os.path.basename(w.path): w.count - 1 for w in (basics, episodes, ratings, crew)},
            "listed": dict(listed_counts), "unlinked": unlinked})


def series_cast(plan, s, rng, self_show, people):
    """A series' regular cast (their lines but the identifier), recurring actors (their lines but the
    identifier and ordering), composer and producer, drawn after `series_crew`'s people."""
    r = rng.random
    cls = plan.classes[s]
    total = plan.totals[s]
    if cls == SOAP:
        regulars, recurring = rng.randint(6, 10), rng.randint(60, 120)
    elif cls == THOUSAND:
        regulars, recurring = rng.randint(5, 7), 30
    elif cls == MINI:
        regulars, recurring = rng.randint(3, 6), rng.randint(0, 4)
    elif cls == DAILY:
        regulars, recurring = rng.randint(1, 3), rng.randint(0, 10)
    else:
        regulars, recurring = rng.randint(2, 6), min(40, rng.randint(0, 6) + total // 25)

    def part(person, lead):
        if self_show:
            return "\tnm%07d\tself\t\\N\t%s" % (person, SELF_ROLES[0] if lead else SELF_ROLES[1 + int(r() * 4)])
        name = FIRST_NAMES[int(r() * len(FIRST_NAMES))]
        if r() < 0.6:
            name += " " + LAST_NAMES[int(r() * len(LAST_NAMES))]
        if r() < 0.01:
            name = '%s "%s"' % (name, CAPITALIZED[int(r() * len(CAPITALIZED))])
        return '\tnm%07d\t%s\t\\N\t["%s"]' % (person, "actor" if r() < 0.5 else "actress",
                                              name.replace('"', '\\"'))

    core = [part(cast_person(r, people), index == 0) for index in range(regulars)]
    if not self_show and r() < 0.4:
        core.append("\tnm%07d\tcomposer\t\\N\t\\N" % cast_person(r, people))
    if r() < 0.25:
        core.append("\tnm%07d\tproducer\t%s\t\\N" % (
            cast_person(r, people), "executive producer" if r() < 0.5 else "producer"))
    core = ["\t%d%s" % (ordering, line) for ordering, line in enumerate(core, 1)]
    return core, [part(cast_person(r, people), False) for _ in range(recurring)]


def write_principals(plan, out, report):
    """title.principals, in identifier order."""
    seed = plan.seed
    rng = random.Random("%d:principals" % seed)
    r = rng.random
    crew_random = random.Random("%d:crew" % seed).random
    people, unknown_base = plan.people, plan.unknown_base
    principals = Writer(out("title.principals.tsv.gz"), "tconst\tordering\tnconst\tcategory\tjob\tcharacters")
    add = principals.lines.append
    identifiers = id_order(plan.titles)
    cache = {}
    runs_left = array("i", plan.runs_left)
    few = max(1, people // 50)
    span = people - 10

    def cast(s):
        found = cache.get(s)
        if found is None:
            rng_s, directors, writers, salt, header_directors, self_show = series_crew(
                seed, s, plan.totals[s], people, plan.classes[s])
            core, recurring = series_cast(plan, s, rng_s, self_show, people)
            director_parts = ["\tnm%07d\tdirector\t\\N\t\\N" % p for p in directors]
            writer_parts = ["\tnm%07d\twriter\t%s\t\\N" % (p, rng_s.choice(WRITER_JOBS)) for p in writers]
            found = (core, recurring, director_parts, writer_parts, salt, header_directors, self_show)
            cache[s] = found
        return found

    low, high = max(1, round(plan.principals / 2)), round(plan.principals * 3 / 2)
    for code in plan.codes:
        tag = code & 3
        if tag == BATCH:
            batch = code >> 2
            s = plan.batch_series[batch]
            core, recurring, director_parts, writer_parts, salt, _, self_show = cast(s)
            nd, nw, nr, first = len(director_parts), len(writer_parts), len(recurring), len(core)
            ordinal = plan.batch_ordinal[batch]
            for index, identifier in enumerate(itertools.islice(identifiers, plan.batch_length[batch])):
                t = "tt%07d" % identifier
                parts = [t + ("\n" + t).join(core)] if core else []
                ordering = first
                if nr:
                    count = RECURRING_COUNTS[int(r() * 8)]
                    at = int(r() * nr)
                    for j in range(min(count, nr)):
                        ordering += 1
                        parts.append("%s\t%d%s" % (t, ordering, recurring[(at + j) % nr]))
                for _ in range(GUEST_COUNTS[int(r() * 4)]):
                    ordering += 1
                    roll = r()
                    if roll < 0.002:
                        guest = unknown_base + int(r() * 1000)
                    elif roll < 0.3:
                        guest = 11 + int(r() * few)
                    else:
                        guest = 11 + int(r() * span)
                    if self_show:
                        parts.append('%s\t%d\tnm%07d\tself\t\\N\t["Self - Guest"]' % (t, ordering, guest))
                    else:
                        parts.append('%s\t%d\tnm%07d\t%s\t\\N\t["%s"]' % (
                            t, ordering, guest, "actor" if r() < 0.5 else "actress",
                            FIRST_NAMES[int(r() * len(FIRST_NAMES))]))
                director, writer, writer_count = episode_crew(ordinal + index, salt, nd, nw)
                if director >= 0:
                    ordering += 1
                    parts.append("%s\t%d%s" % (t, ordering, director_parts[director]))
                for j in range(writer_count):
                    ordering += 1
                    parts.append("%s\t%d%s" % (t, ordering, writer_parts[(writer + j) % nw]))
                if parts:
                    add("\n".join(parts))
            runs_left[s] -= 1
            if runs_left[s] == 0:
                cache.pop(s, None)
        elif tag == HEADER:
            s = code >> 2
            t = "tt%07d" % next(identifiers)
            if plan.ghost[s]:
                continue
            core, _, director_parts, writer_parts, _, header_directors, _ = cast(s)
            parts = [t + ("\n" + t).join(core)] if core else []
            ordering = len(core)
            for line in (director_parts[:1] if header_directors else []) + writer_parts[:2]:
                ordering += 1
                parts.append("%s\t%d%s" % (t, ordering, line))
            if parts:
                add("\n".join(parts))
            if not runs_left[s]:
                cache.pop(s, None)
        else:
            t = "tt%07d" % next(identifiers)
            directors, writers = crew_draw(crew_random, people, unknown_base)
            count = low + int(r() * (high - low + 1)) if tag == MOVIE else 1 + int(r() * 5)
            categories = [CATEGORY(r) for _ in range(count)]
            named = set()
            for ordering, category in enumerate(categories, 1):
                if category == "director" and directors:
                    person = directors[0]
                elif category == "writer" and writers:
                    person = writers[-1]
                elif r() < 0.002:
                    person = unknown_base + int(r() * 1000)
                else:
                    person = person_id(r, people)
                if (person, category) in named:
                    continue
                named.add((person, category))
                job = MISSING
                characters = MISSING
                if category in ("actor", "actress", "self", "archive_footage"):
                    if r() < 0.85:
                        name = FIRST_NAMES[int(r() * len(FIRST_NAMES))] if r() < 0.7 else title_words(r)
                        characters = '["%s"]' % name.replace('"', '\\"')
                elif category in ("writer", "producer") and r() < 0.5:
                    job = MOVIE_JOBS[int(r() * len(MOVIE_JOBS))]
                add("%s\t%d\tnm%07d\t%s\t%s\t%s" % (t, ordering, person, category, job, characters))
        if len(principals.lines) >= CHUNK:
            principals.flush()
    principals.close()
    report({"counts": {os.path.basename(principals.path): principals.count - 1}})


def write_names(plan, out, report):
    """name.basics, in identifier order."""
    rng = random.Random("%d:names" % plan.seed)
    r = rng.random
    names = Writer(out("name.basics.tsv.gz"),
                   "nconst\tprimaryName\tbirthYear\tdeathYear\tprimaryProfession\tknownForTitles")
    add = names.lines.append
    full_names = ["%s %s" % (first, last) for first in FIRST_NAMES for last in LAST_NAMES]
    professions = [",".join(rng.sample(PROFESSIONS, rng.randint(1, 3))) for _ in range(4096)]
    titles = plan.titles
    for person in id_order(plan.people):
        if r() < 0.003:
            name = '%s "%s" %s' % (rng.choice(FIRST_NAMES), rng.choice(WORDS).capitalize(), rng.choice(LAST_NAMES))
        else:
            name = full_names[int(r() * len(full_names))]
        if r() < 0.6:
            birth = death = MISSING
        else:
            born = 1850 + int(r() * 161)
            birth = str(born)
            death = str(born + 20 + int(r() * 71)) if r() < 0.3 else MISSING
        profession = professions[int(r() * 4096)] if r() < 0.85 else MISSING
        known = ",".join(["tt%07d" % (1 + int(r() * titles)) for _ in range(int(r() * 5))]) or MISSING
        add("nm%07d\t%s\t%s\t%s\t%s\t%s" % (person, name, birth, death, profession, known))
        if len(names.lines) >= CHUNK:
            names.flush()
    names.close()
    report({"counts": {os.path.basename(names.path): names.count - 1}})


def run(target, plan, out, queue):
    started = time.time()
    target(plan, out, lambda result: queue.put(dict(result, name=target.__name__, seconds=time.time() - started)))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", help="the folder to write the six .tsv.gz files and series.txt into")
    parser.add_argument("--movies", type=int, default=720_000, help="movie titles (default 720,000)")
    parser.add_argument("--others", type=int, help="titles other than movies, series and episodes "
                        "(default: 1.54 M per 720,000 movies)")
    parser.add_argument("--series", type=int, help="series and mini-series (default: 280,000 per 720,000 movies)")
    parser.add_argument("--episodes", type=int, help="episodes (default: 8.9 M per 720,000 movies)")
    parser.add_argument("--people", type=int, help="lines of name.basics (default: 14.6 M per 720,000 movies)")
    parser.add_argument("--principals", type=float, default=10.0, help="mean principals per movie (default 10)")
    parser.add_argument("--jobs", type=int, default=3, help="processes writing files at once (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.time()
    os.makedirs(args.out, exist_ok=True)
    plan = make_plan(args)
    planned = time.time() - started
    out = lambda name: os.path.join(args.out, name)

    # Each file is written by one process from its own seeded generators, so the files are the same
    # whichever process runs first.
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    targets = [write_principals, write_titles, write_names]
    results = []
    pending = list(targets)
    running = []
    while pending or running:
        while pending and len(running) < max(1, args.jobs):
            process = context.Process(target=run, args=(pending.pop(0), plan, out, queue))
            process.start()
            running.append(process)
        try:
            results.append(queue.get(timeout=1))
        except queues.Empty:
            pass
        for process in list(running):
            if not process.is_alive():
                process.join()
                running.remove(process)
                if process.exitcode:
                    sys.exit("a writer failed (exit code %d)" % process.exitcode)
    while len(results) < len(targets):
        results.append(queue.get(timeout=60))
    elapsed = time.time() - started

    counts = {}
    listed = {}
    for result in results:
        counts.update(result["counts"])
        listed.update(result.get("listed", {}))
        print("%-18s %6.1f s" % (result["name"], result["seconds"]), file=sys.stderr)
    for name in ("title.basics.tsv.gz", "title.episode.tsv.gz", "title.ratings.tsv.gz", "title.crew.tsv.gz",
                 "title.principals.tsv.gz", "name.basics.tsv.gz"):
        print("%-26s %12s lines %10.1f MB" % (name, f"{counts[name]:,}", os.path.getsize(out(name)) / 1e6))

    chosen = ([plan.thousand] if plan.thousand >= 0 else []) + plan.soaps[:1] + plan.showcase
    with open(out("series.txt"), "w", encoding="utf-8") as file:
        for s in chosen:
            file.write("tt%07d\t%d\t%s\n" % (plan.numbers[s], listed.get(s, 0), plan.titles_of[s]))
    if plan.thousand >= 0:
        print("1,000 episodes: tt%07d %s" % (plan.numbers[plan.thousand], plan.titles_of[plan.thousand]))
    largest = max(range(plan.series), key=lambda s: plan.totals[s])
    print("largest: tt%07d %s, %d episodes in %d seasons" % (
        plan.numbers[largest], plan.titles_of[largest], plan.totals[largest], len(plan.seasons[largest])))
    print("%d movies, %d other titles, %d series, %d episodes (%d of series absent), %d people; "
          "planned in %.1f s, written in %.1f s" % (
              plan.movies, plan.others, plan.series, sum(plan.totals), plan.ghost_episodes, plan.people, planned,
              elapsed), file=sys.stderr)


if __name__ == "__main__":
    main()
