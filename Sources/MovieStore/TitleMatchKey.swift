import Foundation
import MovieCatalog

/// The form of a title two catalogs agree on, for matching a movie across them.
///
/// The CSV writes "Godfather, The" and IMDb "The Godfather"; one writes "Amélie", another "Amelie";
/// capitals and punctuation vary. The key puts a trailing article in front (``MovieTitle``), folds case
/// and diacritics, and keeps letters and digits, one space between words.
///
/// ```swift
/// TitleMatchKey.of("Godfather, The") == TitleMatchKey.of("The Godfather")   // true
/// TitleMatchKey.of("Amélie")                                                // "amelie"
/// ```
enum TitleMatchKey {
    /// The matching key of `title`, in either the catalog's article-last form or the display form.
    ///
    /// - Parameter title: A title.
    static func of(_ title: String) -> String {
        let folded = MovieTitle(catalog: title).display.folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var key = ""
        var pendingSpace = false
        for character in folded {
            if character.isLetter || character.isNumber {
                if pendingSpace && !key.isEmpty { key.append(" ") }
                pendingSpace = false
                key.append(character)
            } else if character != "'" && character != "’" {
                pendingSpace = true
            }
        }
        return key.lowercased()
    }
}
