import MovieCatalog
import Testing

@Suite struct MovieTitleTests {
    @Test(arguments: [
        ("Godfather, The", "The Godfather", "godfather"),
        ("Godfather: Part II, The", "The Godfather: Part II", "godfather: part ii"),
        ("1001 nuits, Les", "Les 1001 nuits", "1001 nuits"),
        ("Balmy Swami, A", "A Balmy Swami", "balmy swami"),
        ("Atalante, L'", "L'Atalante", "atalante"),
        ("Dolce vita, La", "La Dolce vita", "dolce vita"),
        ("120 Tage von Bottrop, Die", "Die 120 Tage von Bottrop", "120 tage von bottrop"),
        ("Amore, Un'", "Un'Amore", "amore"),
        ("Spirit of St. Louis, The", "The Spirit of St. Louis", "spirit of st. louis"),
    ])
    func trailingArticleMovesToTheFront(catalog: String, display: String, sortKey: String) {
        let title = MovieTitle(catalog: catalog)
        #expect(title.catalog == catalog)
        #expect(title.display == display)
        #expect(title.sortKey == sortKey)
    }

    @Test(arguments: [
        "$40,000", "Hello, Dolly!", "Kiss Me, Darling", "Love, Texas", "Please, Please", "Run, Lola, Run",
        ", The", "Godfather,The", "Amores perros",
    ])
    func otherCommasStayWhereTheyAre(catalog: String) {
        let title = MovieTitle(catalog: catalog)
        #expect(title.display == catalog)
        #expect(title.sortKey == catalog.lowercased())
    }

    @Test(arguments: [
        ("The Godfather", "Godfather, The", "godfather"),
        ("A Beautiful Mind", "Beautiful Mind, A", "beautiful mind"),
        ("The Good, the Bad and the Ugly", "Good, the Bad and the Ugly, The", "good, the bad and the ugly"),
        ("Die Hard", "Die Hard", "die hard"),
        ("I Am Sam", "I Am Sam", "i am sam"),
        ("The", "The", "the"),
        ("Theater", "Theater", "theater"),
    ])
    func aDisplayTitleGetsItsCatalogFormForEnglishArticles(display: String, catalog: String, sortKey: String) {
        let title = MovieTitle(display: display)
        #expect(title.display == display)
        #expect(title.catalog == catalog)
        #expect(title.sortKey == sortKey)
    }

    @Test func onlyTheLastCommaCounts() {
        #expect(MovieTitle(catalog: "Good, the Bad and the Ugly, The").display == "The Good, the Bad and the Ugly")
    }
}
