/// A column of a ``TableView``: its title, width rule and alignment.
public struct TableColumn: Hashable, Sendable {
    /// How wide a column is.
    public enum Width: Hashable, Sendable {
        /// Exactly this many columns.
        case fixed(Int)
        /// A share of what the fixed columns leave, by weight, never below `minimum`.
        case flexible(weight: Int = 1, minimum: Int = 4)
        /// A flexible column that stops growing at `maximum`: what it would take beyond goes to the
        /// other flexible columns.
        case bounded(weight: Int = 1, minimum: Int = 4, maximum: Int)
    }

    /// The header text.
    public var title: String
    /// The width rule.
    public var width: Width
    /// The alignment of the header and cells (numbers are trailing).
    public var alignment: Alignment

    /// Creates a column.
    ///
    /// - Parameter title: The header text.
    /// - Parameter width: The width rule; flexible by default.
    /// - Parameter alignment: The alignment; leading by default.
    public init(_ title: String, width: Width = .flexible(), alignment: Alignment = .leading) {
        self.title = title
        self.width = width
        self.alignment = alignment
    }

    /// The widths of `columns` in `total` columns, with one space between columns.
    ///
    /// Fixed columns get their width first; flexible ones share the rest by weight. When there is
    /// not enough room, the rightmost columns shrink to nothing.
    ///
    /// - Parameter columns: The columns.
    /// - Parameter total: The available width.
    public static func layout(_ columns: [TableColumn], in total: Int) -> [Int] {
        let gaps = max(0, columns.count - 1)
        // Each column's weight (0 for a fixed one), start and largest width.
        let rules = columns.map { column -> (weight: Int, start: Int, maximum: Int) in
            switch column.width {
            case .fixed(let n): (0, n, n)
            case .flexible(let weight, let minimum): (max(1, weight), minimum, Int.max)
            case .bounded(let weight, let minimum, let maximum): (max(1, weight), minimum, max(minimum, maximum))
            }
        }
        var widths = rules.map(\.start)
        // The spare room is shared by weight among the columns below their largest width, again
        // while a bounded column's cap left some over.
        var spare = max(0, total - gaps - widths.reduce(0, +))
        while spare > 0 {
            let growing = rules.indices.filter { rules[$0].weight > 0 && widths[$0] < rules[$0].maximum }
            let weights = growing.reduce(0) { $0 + rules[$1].weight }
            guard weights > 0 else { break }
            var given = 0
            for index in growing {
                let share = min(spare * rules[index].weight / weights, rules[index].maximum - widths[index])
                widths[index] += share
                given += share
            }
            spare -= given
            guard given > 0, growing.contains(where: { widths[$0] == rules[$0].maximum }) else { break }
        }
        if spare > 0, let last = rules.indices.last(where: { rules[$0].weight > 0 && widths[$0] < rules[$0].maximum }) {
            widths[last] += min(spare, rules[last].maximum - widths[last])
        }
        var remaining = total
        for index in widths.indices {
            widths[index] = min(widths[index], max(0, remaining))
            remaining -= widths[index] + 1
        }
        return widths
    }
}
