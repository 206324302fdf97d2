import MovieCatalog
import Testing

@Suite struct GenresTests {
    @Test func namesRoundTripInCatalogOrder() {
        #expect(
            Genres.all.map(\.name) == ["Action", "Animation", "Comedy", "Drama", "Documentary", "Romance", "Short"])
        for (name, genre) in Genres.all {
            #expect(Genres(name: name) == genre)
            #expect(Genres(name: name.uppercased()) == genre)
            #expect(genre.names == [name])
        }
        #expect(Genres(name: "Western") == nil)
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
