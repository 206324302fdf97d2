PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
INSERT INTO grdb_migrations VALUES('v1 catalog');
INSERT INTO grdb_migrations VALUES('v1 watchlist');
CREATE TABLE movie (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    display_title TEXT NOT NULL,
    sort_title TEXT NOT NULL,
    year INTEGER NOT NULL,
    minutes INTEGER NOT NULL,
    budget INTEGER,
    rating REAL NOT NULL,
    votes INTEGER NOT NULL,
    r1 REAL NOT NULL, r2 REAL NOT NULL, r3 REAL NOT NULL, r4 REAL NOT NULL, r5 REAL NOT NULL,
    r6 REAL NOT NULL, r7 REAL NOT NULL, r8 REAL NOT NULL, r9 REAL NOT NULL, r10 REAL NOT NULL,
    mpaa TEXT,
    genres INTEGER NOT NULL
);
INSERT INTO movie VALUES(1,'Godfather, The','The Godfather','godfather',1972,175,6000000,9.0999999999999996447,65000,4.5,4.5,4.5,4.5,4.5,4.5,14.5,14.5,24.5,44.499999999999999998,'R',16);
INSERT INTO movie VALUES(2,'Casablanca','Casablanca','casablanca',1942,102,950000,8.5999999999999996447,32000,4.5,0.0,0.0,0.0,4.5,4.5,14.5,24.5,24.5,24.5,'PG',48);
INSERT INTO movie VALUES(3,'Split','Split','split',2001,90,NULL,5.5,40,44.499999999999999998,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,44.499999999999999998,NULL,2);
INSERT INTO movie VALUES(4,'Nobody','Nobody','nobody',1999,80,NULL,6.0,0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,NULL,1);
INSERT INTO movie VALUES(5,'Amélie','Amélie','amelie',2001,122,10000000,8.4000000000000003552,21000,4.5,0.0,4.5,4.5,4.5,4.5,14.5,24.5,24.5,14.5,'R',5);
INSERT INTO movie VALUES(6,'Consensus','Consensus','consensus',1988,95,2500000,7.0,120,0.0,0.0,0.0,0.0,0.0,0.0,100.0,0.0,0.0,0.0,'PG-13',64);
PRAGMA writable_schema=ON;
INSERT INTO sqlite_schema(type,name,tbl_name,rootpage,sql)VALUES('table','movie_fts','movie_fts',0,'CREATE VIRTUAL TABLE movie_fts USING fts5(
    title, content = '''', tokenize = ''unicode61 remove_diacritics 2''
)');
CREATE TABLE IF NOT EXISTS 'movie_fts_data'(id INTEGER PRIMARY KEY, block BLOB);
INSERT INTO movie_fts_data VALUES(1,X'0607');
INSERT INTO movie_fts_data VALUES(10,X'000000000101010001010101');
INSERT INTO movie_fts_data VALUES(137438953473,X'000000560730616d656c6965050202010a63617361626c616e636102020202086f6e73656e7375730602020109676f6466617468657201020301066e6f626f6479040202010573706c69740302020103746865010202040b0f0d0e0b0a');
CREATE TABLE IF NOT EXISTS 'movie_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;
INSERT INTO movie_fts_idx VALUES(1,X'',2);
CREATE TABLE IF NOT EXISTS 'movie_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);
INSERT INTO movie_fts_docsize VALUES(1,X'02');
INSERT INTO movie_fts_docsize VALUES(2,X'01');
INSERT INTO movie_fts_docsize VALUES(3,X'01');
INSERT INTO movie_fts_docsize VALUES(4,X'01');
INSERT INTO movie_fts_docsize VALUES(5,X'01');
INSERT INTO movie_fts_docsize VALUES(6,X'01');
CREATE TABLE IF NOT EXISTS 'movie_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;
INSERT INTO movie_fts_config VALUES('version',4);
CREATE TABLE catalog_import (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    imported_at INTEGER NOT NULL,
    source TEXT NOT NULL,
    movie_count INTEGER NOT NULL,
    skipped_count INTEGER NOT NULL,
    known_budget_count INTEGER NOT NULL
);
INSERT INTO catalog_import VALUES(1,1700000000000,'movies.csv',6,1,4);
CREATE TABLE watchlist (
    movie_id INTEGER PRIMARY KEY,
    added_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    personal_rating INTEGER CHECK (personal_rating BETWEEN 1 AND 10),
    note TEXT
);
INSERT INTO watchlist VALUES(2,1700000100000,1700000200000,9,'with Ilsa');
INSERT INTO watchlist VALUES(999,1700000300000,1700000300000,NULL,NULL);
CREATE INDEX movie_by_title ON movie(sort_title, id, year, genres, votes, rating, mpaa);
CREATE INDEX movie_by_year ON movie(year, id, genres, votes, rating, mpaa);
CREATE INDEX movie_by_rating ON movie(rating, id, year, genres, votes, mpaa);
CREATE INDEX movie_by_votes ON movie(votes, id, year, genres, rating, mpaa);
CREATE INDEX movie_by_length ON movie(minutes, id, year, genres, votes, rating, mpaa);
CREATE INDEX movie_by_budget ON movie(budget, id, year, genres, votes, rating, mpaa);
CREATE INDEX watchlist_by_added ON watchlist(added_at, movie_id);
PRAGMA writable_schema=OFF;
COMMIT;
