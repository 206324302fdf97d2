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
        let display = MovieTitle(catalog: title).display
        // Most titles are ASCII: their key is read off the bytes, without Foundation's folding, which a
        // re-link after an import of 700,000 titles would otherwise run on every title of a year.
        if display.utf8.allSatisfy({ $0 < 0x80 }) { return asciiKey(display) }
        let folded = display.folding(
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

    /// The key of an ASCII title: the same as the general path's for it.
    private static func asciiKey(_ title: String) -> String {
        var key: [UInt8] = []
        key.reserveCapacity(title.utf8.count)
        var pendingSpace = false
        for byte in title.utf8 {
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            let isAlphanumeric =
                (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9"))
            if isAlphanumeric {
                if pendingSpace && !key.isEmpty { key.append(UInt8(ascii: " ")) }
                pendingSpace = false
                key.append(lower)
            } else if byte != UInt8(ascii: "'") {
                pendingSpace = true
            }
        }
        return String(decoding: key, as: UTF8.self)
    }
}
