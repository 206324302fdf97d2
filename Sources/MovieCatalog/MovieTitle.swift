/// A movie title in its three forms: as the catalog writes it, as a person writes it, and as it sorts.
///
/// The catalog moves a leading article to the end ("Godfather, The", "1001 nuits, Les", "Atalante, L'").
/// `MovieTitle` puts it back in front for display ("The Godfather", "Les 1001 nuits", "L'Atalante")
/// and drops it for sorting ("godfather"), so every view shows titles as people write them.
///
/// ```swift
/// let title = MovieTitle(catalog: "Godfather: Part II, The")
/// title.display   // "The Godfather: Part II"
/// title.sortKey   // "godfather: part ii"
/// ```
public struct MovieTitle: Sendable, Hashable {
    /// The title exactly as the catalog writes it.
    public let catalog: String
    /// The title as a person writes it, article first.
    public let display: String
    /// The title without its article, lowercased: the key titles sort by.
    public let sortKey: String

    /// The articles the catalog moves to the end of a title, in the languages it contains.
    ///
    /// Articles ending in an apostrophe ("L'", "Un'") are elided: they join the next word without a space.
    public static let trailingArticles: Set<String> = [
        "The", "A", "An",
        "La", "Le", "Les", "L'", "Un", "Une", "Un'",
        "Il", "Lo", "Gli", "Una", "Uno",
        "El", "Los", "Las",
        "Der", "Die", "Das", "Ein", "Eine",
        "De", "Het", "Een",
        "Den", "Det", "En", "Ett",
        "O", "Os", "As",
        "I", "Oi", "Ta", "To",
        "Al", "Az", "Ang",
    ]

    /// Splits `catalog` into its display form and sort key.
    ///
    /// A title whose last comma is followed by one of ``trailingArticles`` gets the article moved to the
    /// front; any other title displays unchanged.
    ///
    /// - Parameter catalog: The title as the catalog writes it.
    public init(catalog: String) {
        self.catalog = catalog
        if let (article, rest) = MovieTitle.splitTrailingArticle(catalog) {
            display = article.hasSuffix("'") ? article + rest : article + " " + rest
            sortKey = rest.lowercased()
        } else {
            display = catalog
            sortKey = catalog.lowercased()
        }
    }

    /// The articles ``init(display:)`` moves to the end: English ones only, since a title written
    /// article first does not say its language ("Die Hard" is not German, "I Am Sam" not Greek).
    public static let leadingArticles: Set<String> = ["The", "A", "An"]

    /// Reads a title written article first (as IMDb writes it): "The Godfather" gets the catalog form
    /// "Godfather, The" and sorts as "godfather", so titles from both sources sort alike.
    ///
    /// - Parameter display: The title as a person writes it.
    public init(display: String) {
        let words = display.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        guard words.count == 2, MovieTitle.leadingArticles.contains(String(words[0])), !words[1].isEmpty,
            words[1].first?.isWhitespace == false
        else {
            self.init(catalog: display)
            return
        }
        let rest = String(words[1])
        let catalog = rest + ", " + words[0]
        // A title that reads back differently (a comma of its own before an article) stays as written.
        guard MovieTitle(catalog: catalog).display == display else {
            self.init(catalog: display)
            return
        }
        self.init(catalog: catalog)
    }

    private static func splitTrailingArticle(_ title: String) -> (article: String, rest: String)? {
        guard let comma = title.lastIndex(of: ",") else { return nil }
        let afterComma = title[title.index(after: comma)...]
        guard afterComma.first == " " else { return nil }
        let article = String(afterComma.dropFirst())
        let rest = String(title[..<comma])
        guard trailingArticles.contains(article), !rest.isEmpty else { return nil }
        return (article, rest)
    }
}
