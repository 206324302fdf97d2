import MovieCatalog

extension Movie {
    /// "Title (Year)": how a screen cites a movie, the text `y` copies on the table, the detail and
    /// the watchlist.
    var citation: String {
        "\(title.display) (\(year))"
    }
}
