#!/bin/sh
# Makes the fixture's .tsv.gz files from the .tsv sources beside them, and the truncated copy in
# ../imdb-truncated (title.principals.tsv.gz cut at half its size, the other five intact).
# gzip -n: no name or time stamp in the header, so the same sources give the same bytes.
set -eu
cd "$(dirname "$0")"
for name in title.basics title.ratings title.crew title.principals name.basics title.episode; do
    gzip -9 -n -c "$name.tsv" > "$name.tsv.gz"
done
mkdir -p ../imdb-truncated
for name in title.basics title.ratings title.crew name.basics title.episode; do
    cp "$name.tsv.gz" "../imdb-truncated/$name.tsv.gz"
done
size=$(wc -c < title.principals.tsv.gz)
head -c $((size / 2)) title.principals.tsv.gz > ../imdb-truncated/title.principals.tsv.gz
