import MovieCatalog

/// The plain-text view of `reel person`: the person's fields, then their credits as a table.
enum PersonText {
    /// The person and their credits, fitting `width` columns.
    ///
    /// ```
    /// Francis Ford Coppola (b. 1939)
    ///
    /// Id         nm0000338
    /// Professions producer, director, writer
    /// Credits    3 movies
    ///
    ///     ID  Year  Role      Title
    ///  20547  1990  director  The Godfather: Part III
    /// ```
    static func detail(_ person: Person, filmography: [FilmographyCredit], width: Int) -> String {
        let valueWidth = max(10, width - 12)
        let heading = person.years.isEmpty ? person.name : "\(person.name) (\(person.years))"
        var lines = [TextLayout.safe(heading, width), ""]
        func field(_ name: String, _ value: String) {
            lines.append(TextLayout.padRight(name, 12) + TextLayout.safe(value, valueWidth))
        }
        field("Id", person.id.text)
        field("Born", person.birthYear.map(String.init) ?? "unknown")
        if let died = person.deathYear { field("Died", String(died)) }
        field(
            "Professions",
            person.professions.isEmpty
                ? "unknown" : person.professions.map { $0.replacing("_", with: " ") }.joined(separator: ", "))
        let movies = Set(filmography.map(\.movie.id)).count
        field("Credits", "\(filmography.count.grouped) on \(movies.counted("movie")) of this catalog")
        guard !filmography.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        lines.append("")
        let roleWidth = min(19, filmography.map(\.category.label.count).max() ?? 4)
        let idWidth = TextLayout.idWidth(filmography.map(\.movie.id))
        let yearWidth = TextLayout.columnWidth(filmography.lazy.map(\.movie.years), atLeast: 4)
        let fixed =
            TextLayout.padLeft("ID", idWidth) + "  " + TextLayout.padRight("Year", yearWidth) + "  "
            + TextLayout.padRight("Role", roleWidth) + "  "
        let titleWidth = max(5, width - fixed.count)
        lines.append(fixed + "Title")
        for credit in filmography {
            let characters = credit.characters.isEmpty ? "" : " as " + credit.characters.joined(separator: " / ")
            lines.append(
                TextLayout.padLeft(String(credit.movie.id), idWidth) + "  "
                    + TextLayout.padRight(credit.movie.years, yearWidth) + "  "
                    + TextLayout.padRight(String(credit.category.label.prefix(roleWidth)), roleWidth) + "  "
                    + TextLayout.safe(credit.movie.title.display + characters, titleWidth))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
