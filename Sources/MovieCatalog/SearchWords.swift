/// The words a search matches on: the runs of letters and digits of a text, lowercased, so case and
/// punctuation never matter (`"Coppola, F."` is `["coppola", "f"]`). Titles and names are searched
/// by these words, each a prefix of a word of the title or name.
public enum SearchWords {
    /// The runs of letters and digits of `text`, lowercased.
    ///
    /// - Parameter text: What was typed, or a title or name.
    public static func of(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
