import TerminalUI

/// The demo's data: 58,788 synthetic rows (as many as the movie catalog), generated on demand
/// from the row index, and the filter the search input applies.
struct DemoCatalog {
    static let count = 58_788
    private static let adjectives = ["Silent", "Crimson", "Hidden", "Last", "Golden", "Broken", "Electric", "Northern"]
    private static let nouns = ["River", "Empire", "Garden", "Signal", "Harbor", "Dragon", "Voyage", "Winter"]

    /// The indices of the rows that match the filter, all rows when it is empty.
    private(set) var matches: [Int] = Array(0..<count)
    /// The filter text.
    private(set) var filter = ""
    /// Lowercased titles, built on the first search.
    private var searchable: [String] = []

    /// The title of row `index`: deterministic, with a wide-character title every 7th row.
    static func title(_ index: Int) -> String {
        if index % 7 == 3 { return "千と千尋 \(index + 1)" }
        let adjective = adjectives[index % adjectives.count]
        let noun = nouns[(index / adjectives.count) % nouns.count]
        return "Item \(index + 1) The \(adjective) \(noun)"
    }

    /// The year of row `index`.
    static func year(_ index: Int) -> Int { 1920 + (index * 7) % 105 }

    /// The cells of a visible row.
    func cells(_ row: Int) -> [String] {
        let index = matches[row]
        return [Self.title(index), String(Self.year(index))]
    }

    /// Applies a new filter (case-insensitive substring of the title).
    mutating func apply(filter text: String) {
        guard text != filter else { return }
        filter = text
        let needle = text.lowercased()
        if searchable.isEmpty { searchable = (0..<Self.count).map { Self.title($0).lowercased() } }
        matches = needle.isEmpty ? Array(0..<Self.count) : searchable.indices.filter { searchable[$0].contains(needle) }
    }

    /// Rows per decade of the matching rows, for the chart.
    func decades() -> [BarChart.Bar] {
        var counts = [Int](repeating: 0, count: 11)
        for index in matches { counts[min(10, (Self.year(index) - 1920) / 10)] += 1 }
        return counts.enumerated().map { BarChart.Bar("\(1920 + $0.offset * 10)s", Double($0.element)) }
    }
}
