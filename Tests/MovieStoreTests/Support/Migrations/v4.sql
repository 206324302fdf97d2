PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
INSERT INTO grdb_migrations VALUES('v1 catalog');
INSERT INTO grdb_migrations VALUES('v1 watchlist');
INSERT INTO grdb_migrations VALUES('v2 catalog generation');
INSERT INTO grdb_migrations VALUES('v3 query columns');
INSERT INTO grdb_migrations VALUES('v4 imdb');
PRAGMA writable_schema=ON;
INSERT INTO sqlite_schema(type,name,tbl_name,rootpage,sql)VALUES('table','movie_fts','movie_fts',0,'CREATE VIRTUAL TABLE movie_fts USING fts5(
    title, content = '''', tokenize = ''unicode61 remove_diacritics 2''
)');
CREATE TABLE IF NOT EXISTS 'movie_fts_data'(id INTEGER PRIMARY KEY, block BLOB);
INSERT INTO movie_fts_data VALUES(1,X'070b');
INSERT INTO movie_fts_data VALUES(10,X'000000000102020002010101020101');
INSERT INTO movie_fts_data VALUES(137438953473,X'000000560730616d656c6965050202010a63617361626c616e636102020202086f6e73656e7375730602020109676f6466617468657201020301066e6f626f6479040202010573706c69740302020103746865010202040b0f0d0e0b0a');
INSERT INTO movie_fts_data VALUES(274877906945,X'0000002a0a30676f64666174686572070203010269690702050104706172740702040103746865070202040e0709');
CREATE TABLE IF NOT EXISTS 'movie_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;
INSERT INTO movie_fts_idx VALUES(1,X'',2);
INSERT INTO movie_fts_idx VALUES(2,X'',2);
CREATE TABLE IF NOT EXISTS 'movie_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);
INSERT INTO movie_fts_docsize VALUES(1,X'02');
INSERT INTO movie_fts_docsize VALUES(2,X'01');
INSERT INTO movie_fts_docsize VALUES(3,X'01');
INSERT INTO movie_fts_docsize VALUES(4,X'01');
INSERT INTO movie_fts_docsize VALUES(5,X'01');
INSERT INTO movie_fts_docsize VALUES(6,X'01');
INSERT INTO movie_fts_docsize VALUES(7,X'04');
CREATE TABLE IF NOT EXISTS 'movie_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;
INSERT INTO movie_fts_config VALUES('version',4);
CREATE TABLE catalog_import (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    imported_at INTEGER NOT NULL,
    source TEXT NOT NULL,
    movie_count INTEGER NOT NULL,
    skipped_count INTEGER NOT NULL,
    known_budget_count INTEGER NOT NULL
, generation INTEGER NOT NULL DEFAULT 0, kind TEXT NOT NULL DEFAULT 'csv', person_count INTEGER NOT NULL DEFAULT 0, credit_count INTEGER NOT NULL DEFAULT 0);
INSERT INTO catalog_import VALUES(1,1700000000000,'/cache/imdb',7,1,4,3,'imdb',4,8);
CREATE TABLE watchlist (
    movie_id INTEGER PRIMARY KEY,
    added_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    personal_rating INTEGER CHECK (personal_rating BETWEEN 1 AND 10),
    note TEXT
, imdb_id INTEGER, title TEXT, year INTEGER);
INSERT INTO watchlist VALUES(2,1700000100000,1700000200000,9,'with Ilsa',34583,'Casablanca',1942);
INSERT INTO watchlist VALUES(999,1700000300000,1700000300000,NULL,NULL,NULL,NULL,NULL);
CREATE TABLE IF NOT EXISTS "movie" (
    id INTEGER PRIMARY KEY,
    imdb_id INTEGER,
    title TEXT NOT NULL,
    display_title TEXT NOT NULL,
    sort_title TEXT NOT NULL,
    year INTEGER NOT NULL,
    minutes INTEGER,
    budget INTEGER,
    rating REAL NOT NULL,
    votes INTEGER NOT NULL,
    r1 REAL, r2 REAL, r3 REAL, r4 REAL, r5 REAL, r6 REAL, r7 REAL, r8 REAL, r9 REAL, r10 REAL,
    mpaa TEXT,
    genres INTEGER NOT NULL,
    weighted_rating REAL NOT NULL DEFAULT 0,
    spread REAL
);
INSERT INTO movie VALUES(1,68646,'Godfather, The','The Godfather','godfather',1972,175,6000000,9.0999999999999996447,65000,4.5,4.5,4.5,4.5,4.5,4.5,14.5,14.5,24.5,44.499999999999999998,'R',16,9.0747474747474754508,2.5899034731047407831);
INSERT INTO movie VALUES(2,34583,'Casablanca','Casablanca','casablanca',1942,102,950000,8.5999999999999996447,32000,4.5,0.0,0.0,0.0,4.5,4.5,14.5,24.5,24.5,24.5,'PG',48,8.5646464646464632863,2.0238812991665460216);
INSERT INTO movie VALUES(3,NULL,'Split','Split','split',2001,90,NULL,5.5,40,44.499999999999999998,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,44.499999999999999998,NULL,2,7.3589743589743594753,4.5);
INSERT INTO movie VALUES(4,NULL,'Nobody','Nobody','nobody',1999,80,NULL,6.0,0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,NULL,1,7.4333333333333335701,NULL);
INSERT INTO movie VALUES(5,211915,'Amélie','Amélie','amelie',2001,122,10000000,8.4000000000000003552,21000,4.5,0.0,4.5,4.5,4.5,4.5,14.5,24.5,24.5,14.5,'R',5,8.3560606060606072986,2.2961155739730001457);
INSERT INTO movie VALUES(6,NULL,'Consensus','Consensus','consensus',1988,95,2500000,7.0,120,0.0,0.0,0.0,0.0,0.0,0.0,100.0,0.0,0.0,0.0,'PG-13',64,7.3869047619047627506,0.0);
INSERT INTO movie VALUES(7,71562,'Godfather Part II, The','The Godfather Part II','godfather part ii',1974,NULL,NULL,9.0,1400000,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,268435456,0.0,NULL);
CREATE TABLE person (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    birth_year INTEGER,
    death_year INTEGER,
    professions TEXT NOT NULL DEFAULT ''
);
INSERT INTO person VALUES(8,'Marlon Brando',1924,2004,'actor,producer');
INSERT INTO person VALUES(199,'Al Pacino',1940,NULL,'actor');
INSERT INTO person VALUES(338,'Francis Ford Coppola',1939,NULL,'director,writer');
INSERT INTO person VALUES(851,'Audrey Tautou',1976,NULL,'actress');
INSERT INTO sqlite_schema(type,name,tbl_name,rootpage,sql)VALUES('table','person_fts','person_fts',0,'CREATE VIRTUAL TABLE person_fts USING fts5(
    name, content = '''', tokenize = ''unicode61 remove_diacritics 2''
)');
CREATE TABLE IF NOT EXISTS 'person_fts_data'(id INTEGER PRIMARY KEY, block BLOB);
INSERT INTO person_fts_data VALUES(1,X'0409');
INSERT INTO person_fts_data VALUES(10,X'000000000101010001010101');
INSERT INTO person_fts_data VALUES(137438953473,X'000000680330616c81470202020575647265798653020201066272616e646f0802030107636f70706f6c61825202040104666f726482520203020672616e6369738252020201066d61726c6f6e0802020106706163696e6f814702030106746175746f758653020304080b0b0d0a0c0b0c');
CREATE TABLE IF NOT EXISTS 'person_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;
INSERT INTO person_fts_idx VALUES(1,X'',2);
CREATE TABLE IF NOT EXISTS 'person_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);
INSERT INTO person_fts_docsize VALUES(8,X'02');
INSERT INTO person_fts_docsize VALUES(199,X'02');
INSERT INTO person_fts_docsize VALUES(338,X'03');
INSERT INTO person_fts_docsize VALUES(851,X'02');
CREATE TABLE IF NOT EXISTS 'person_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;
INSERT INTO person_fts_config VALUES('version',4);
CREATE TABLE credit (
    movie_id INTEGER NOT NULL,
    ordering INTEGER NOT NULL,
    person_id INTEGER NOT NULL,
    category TEXT NOT NULL,
    job TEXT,
    characters TEXT,
    PRIMARY KEY (movie_id, ordering, person_id, category)
) WITHOUT ROWID;
INSERT INTO credit VALUES(1,1,8,'actor',NULL,'["Don Vito Corleone"]');
INSERT INTO credit VALUES(1,2,199,'actor',NULL,'["Michael Corleone","Narrator"]');
INSERT INTO credit VALUES(1,5,338,'director',NULL,NULL);
INSERT INTO credit VALUES(1,6,338,'writer','screenplay','[]');
INSERT INTO credit VALUES(5,1,851,'actress',NULL,'["Amélie Poulain"]');
INSERT INTO credit VALUES(5,9,999,'actor',NULL,'["Unknown"]');
INSERT INTO credit VALUES(7,1,199,'actor',NULL,'["Michael \"Mike\" Corleone"]');
INSERT INTO credit VALUES(7,4,338,'director',NULL,NULL);
CREATE INDEX watchlist_by_added ON watchlist(added_at, movie_id);
CREATE INDEX credit_by_person ON credit(person_id, movie_id);
CREATE INDEX movie_by_title ON movie(sort_title, id, year, genres, votes, rating, mpaa, minutes);
CREATE INDEX movie_by_year ON movie(year, id, genres, votes, rating, mpaa, minutes);
CREATE INDEX movie_by_rating ON movie(rating, id, year, genres, votes, mpaa, minutes);
CREATE INDEX movie_by_votes ON movie(votes, id, year, genres, rating, mpaa, minutes);
CREATE INDEX movie_by_length ON movie(minutes, id, year, genres, votes, rating, mpaa);
CREATE INDEX movie_by_budget ON movie(budget, id, year, genres, votes, rating, mpaa, minutes);
CREATE INDEX movie_by_weighted ON movie(weighted_rating, id, year, genres, votes, rating, mpaa, minutes);
CREATE INDEX movie_by_spread ON movie(spread, id, year, genres, votes, rating, mpaa, minutes);
CREATE INDEX movie_by_imdb ON movie(imdb_id);
PRAGMA writable_schema=OFF;
COMMIT;
