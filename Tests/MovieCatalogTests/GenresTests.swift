import MovieCatalog
import Testing

@Suite struct GenresTests {
    @Test func namesRoundTripInCatalogOrder() {
        #expect(
            Genres.all.map(\.name) == [
                "Action", "Animation", "Comedy", "Drama", "Documentary", "Romance", "Short", "Adult", "Adventure",
                "Biography", "Crime", "Family", "Fantasy", "Film-Noir", "Game-Show", "History", "Horror", "Music",
                "Musical", "Mystery", "News", "Reality-TV", "Sci-Fi", "Sport", "Talk-Show", "Thriller", "War",
                "Western",
            ])
        #expect(Genres.catalogColumns.map(\.name) == Array(Genres.all.map(\.name).prefix(7)))
        #expect(Genres.alphabetical.first?.name == "Action")
        #expect(Genres.alphabetical.last?.name == "Western")
        // The seven CSV genres keep the bits stored catalogs already have.
        #expect(Genres.short.rawValue == 1 << 6)
        #expect(Genres.western.rawValue == 1 << 27)
        for (name, genre) in Genres.all {
            #expect(Genres(name: name) == genre)
            #expect(Genres(name: name.uppercased()) == genre)
            #expect(genre.names == [name])
        }
        #expect(Genres(name: "Westerns") == nil)
        #expect(Genres(name: "sci-fi") == .sciFi)
        #expect(([.drama, .action] as Genres).names == ["Action", "Drama"])
    }

    @Test func mpaaRatingsParseIgnoringCase() {
        #expect(MPAARating(text: "pg-13") == .pg13)
        #expect(MPAARating(text: "NC-17") == .nc17)
        #expect(MPAARating(text: "G") == nil)
        #expect(MPAARating(text: "") == nil)
    }

    @Test func defaultQueryIsTheFirstPageByTitle() {
        let query = MovieQuery()
        #expect(query.sort == MovieSort(.title))
        #expect(query.sort.descending == false)
        #expect(query.offset == 0)
        #expect(query.limit == 50)
        #expect(query.genres.isEmpty)
    }
}
