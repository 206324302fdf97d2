import Foundation
import ZIPFoundation

/// The library's import fixtures: the Letterboxd export folder (Tests/TestSupport/Data/letterboxd, its
/// traps in its README.md), IMDb's exports beside it, the IMDb fixture's datasets with the films those
/// traps need, and zips made from folders at test time.
public enum LibraryFixture {
    /// The Letterboxd export, unpacked.
    public static var letterboxdFolder: String { TestPaths.fixture("letterboxd") }

    /// A file of Tests/TestSupport/Data/imdb-exports (`ratings.csv`, `WATCHLIST.csv`, `Coppola.csv`).
    public static func imdbExport(_ name: String) -> String {
        TestPaths.fixture("imdb-exports/" + name)
    }

    /// The title.basics lines added to the IMDb fixture: the same title in two years and remakes
    /// (Scarface, Psycho), a title with diacritics and one with commas, Metropolis (1927) for a year
    /// off by one, and two Hamlets of the same year.
    public static let extraTitles = [
        "tt0023427\tmovie\tScarface\tScarface\t0\t1932\t\\N\t93\tCrime,Drama",
        "tt0086250\tmovie\tScarface\tScarface\t0\t1983\t\\N\t170\tCrime,Drama",
        "tt0054215\tmovie\tPsycho\tPsycho\t0\t1960\t\\N\t109\tHorror",
        "tt0155975\tmovie\tPsycho\tPsycho\t0\t1998\t\\N\t105\tHorror",
        "tt0211915\tmovie\tAmélie\tLe fabuleux destin d'Amélie Poulain\t0\t2001\t\\N\t122\tComedy,Romance",
        "tt0060196\tmovie\tThe Good, the Bad and the Ugly\tIl buono, il brutto, il cattivo\t0\t1966\t\\N\t178\tWestern",
        "tt0017136\tmovie\tMetropolis\tMetropolis\t0\t1927\t\\N\t153\tDrama,Sci-Fi",
        "tt9100001\tmovie\tHamlet\tHamlet\t0\t2000\t\\N\t112\tDrama",
        "tt9100002\tmovie\tHamlet\tHamlet\t0\t2000\t\\N\t100\tDrama",
    ]

    /// The IMDb fixture's six datasets as plain `.tsv` files in a new directory, title.basics with
    /// ``extraTitles`` added: 18 movies with the default options.
    public static func datasets() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for name in ["title.basics", "title.ratings", "title.crew", "title.principals", "name.basics", "title.episode"]
        {
            let source = (TestPaths.imdbDirectory as NSString).appendingPathComponent(name + ".tsv")
            var text = try String(contentsOfFile: source, encoding: .utf8)
            if name == "title.basics" { text += extraTitles.joined(separator: "\n") + "\n" }
            try Data(text.utf8).write(to: directory.url.appendingPathComponent(name + ".tsv"))
        }
        return directory
    }

    /// A zip at `path` of the files under `folder`, each under `prefix` + its path in the folder.
    public static func zip(folder: String, to path: String, prefix: String = "") throws {
        let base = URL(fileURLWithPath: folder)
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
        var entries: [(path: String, data: Data)] = []
        for file in files {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: base.appendingPathComponent(file).path, isDirectory: &isDirectory)
            guard exists, !isDirectory.boolValue else { continue }
            entries.append((prefix + file, try Data(contentsOf: base.appendingPathComponent(file))))
        }
        try zip(entries: entries, to: path)
    }

    /// A zip at `path` holding `entries` (path → bytes) as they are, `../` and all.
    ///
    /// Made in memory and written once: ZIPFoundation 0.9.20 leaks a C string for each file it
    /// opens by path (Foundation's fileSystemRepresentation), which LeakSanitizer reports.
    public static func zip(entries: [(path: String, data: Data)], to path: String) throws {
        let archive = try Archive(accessMode: .create)
        for (name, data) in entries {
            try archive.addEntry(
                with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate
            ) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try (archive.data ?? Data()).write(to: URL(fileURLWithPath: path))
    }
}
