import Foundation
import GRDB
import MovieCatalog

extension LibraryBackupStore {
    static func watchlist(_ db: Database) throws -> [LibraryBackup.WatchlistItem] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT movie_id, imdb_id, title, year, personal_rating, note, added_at, updated_at
                FROM library.watchlist ORDER BY added_at, movie_id
                """
        ).map { row in
            LibraryBackup.WatchlistItem(
                movieID: row[0], imdbID: (row[1] as Int?).map(IMDbID.init), title: row[2], year: row[3],
                rating: (row[4] as Int?).flatMap(PersonalRating.init), note: row[5],
                addedAt: Timestamp(millisecondsSince1970: row[6]), updatedAt: Timestamp(millisecondsSince1970: row[7]))
        }
    }

    static func viewings(_ db: Database) throws -> [LibraryBackup.ViewingItem] {
        var tags: [Int64: [String]] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT viewing_id, tag FROM library.viewing_tag ORDER BY viewing_id, place")
        {
            tags[row[0], default: []].append(row[1])
        }
        return try Row.fetchAll(
            db,
            sql: """
                SELECT id, movie_id, imdb_id, title, year, watched_on, rating, rewatch, note, logged_at, source_key
                FROM library.viewing ORDER BY id
                """
        ).map { row in
            let id: Int64 = row[0]
            var details = ViewingDetails(
                date: (row[5] as String?).flatMap { CalendarDate(iso: $0) },
                rating: (row[6] as Int?).flatMap(PersonalRating.init), isRewatch: row[7], note: row[8])
            details.tags = tags[id] ?? []
            return LibraryBackup.ViewingItem(
                id: id, movieID: row[1], imdbID: (row[2] as Int?).map(IMDbID.init), title: row[3], year: row[4],
                details: details, loggedAt: Timestamp(millisecondsSince1970: row[9]), sourceKey: row[10])
        }
    }

    static func lists(_ db: Database) throws -> [LibraryBackup.ListItem] {
        var entries: [Int64: [LibraryBackup.ListEntryItem]] = [:]
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT list_id, movie_id, position, imdb_id, title, year, note, added_at
                FROM library.list_entry ORDER BY list_id, position, movie_id
                """)
        {
            entries[row[0], default: []].append(
                LibraryBackup.ListEntryItem(
                    movieID: row[1], position: row[2], imdbID: (row[3] as Int?).map(IMDbID.init), title: row[4],
                    year: row[5], note: row[6], addedAt: Timestamp(millisecondsSince1970: row[7])))
        }
        return try Row.fetchAll(
            db,
            sql:
                "SELECT id, name, description, ranked, smart_query, created_at, updated_at FROM library.list ORDER BY id"
        ).map { row in
            let id: Int64 = row[0]
            return LibraryBackup.ListItem(
                id: id,
                details: ListDetails(name: row[1], description: row[2], isRanked: row[3], smartQuery: row[4]),
                createdAt: Timestamp(millisecondsSince1970: row[5]),
                updatedAt: Timestamp(millisecondsSince1970: row[6]),
                entries: entries[id] ?? [])
        }
    }

    static func pending(_ db: Database) throws -> [LibraryBackup.PendingItem] {
        try Row.fetchAll(
            db, sql: "SELECT id, source, record, source_key, created_at FROM library.import_pending ORDER BY id"
        ).map { row in
            LibraryBackup.PendingItem(
                id: row[0], source: row[1], record: try SQLiteLibraryImportRepository.record(row[2], id: row[0]),
                sourceKey: row[3], createdAt: Timestamp(millisecondsSince1970: row[4]))
        }
    }

    static func insert(_ backup: LibraryBackup, _ db: Database) throws {
        for item in backup.watchlist {
            try db.execute(
                sql: """
                    INSERT INTO library.watchlist
                        (movie_id, added_at, updated_at, personal_rating, note, imdb_id, title, year)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    item.movieID, item.addedAt.millisecondsSince1970, item.updatedAt.millisecondsSince1970,
                    item.rating?.value, item.note, item.imdbID?.number, item.title, item.year,
                ])
        }
        for item in backup.viewings {
            let details = item.details
            try db.execute(
                sql: """
                    INSERT INTO library.viewing (id, movie_id, imdb_id, title, year, watched_on, rating, rewatch, note,
                        logged_at, source_key)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    item.id, item.movieID, item.imdbID?.number, item.title, item.year, details.date?.iso,
                    details.rating?.value, details.isRewatch, details.note, item.loggedAt.millisecondsSince1970,
                    item.sourceKey,
                ])
            for (place, tag) in details.tags.enumerated() {
                try db.execute(
                    sql: "INSERT INTO library.viewing_tag (viewing_id, tag, place) VALUES (?, ?, ?)",
                    arguments: [item.id, tag, place])
            }
        }
        for list in backup.lists {
            try db.execute(
                sql: """
                    INSERT INTO library.list (id, name, description, ranked, smart_query, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    list.id, list.details.name, list.details.description, list.details.isRanked,
                    list.details.smartQuery, list.createdAt.millisecondsSince1970, list.updatedAt.millisecondsSince1970,
                ])
            for entry in list.entries {
                try db.execute(
                    sql: """
                        INSERT INTO library.list_entry (list_id, movie_id, position, imdb_id, title, year, note, added_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        list.id, entry.movieID, entry.position, entry.imdbID?.number, entry.title, entry.year,
                        entry.note, entry.addedAt.millisecondsSince1970,
                    ])
            }
        }
        let encoder = SQLiteLibraryImportRepository.encoder()
        for item in backup.pending {
            try db.execute(
                sql:
                    "INSERT INTO library.import_pending (id, source, record, source_key, created_at) VALUES (?, ?, ?, ?, ?)",
                arguments: [
                    item.id, item.source, String(decoding: try encoder.encode(item.record), as: UTF8.self),
                    item.sourceKey, item.createdAt.millisecondsSince1970,
                ])
        }
        for (key, value) in backup.notes {
            try db.execute(sql: "INSERT INTO library.library_note (key, value) VALUES (?, ?)", arguments: [key, value])
        }
    }
}
