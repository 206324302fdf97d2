/// A column of a ``TableView``: its title, width rule and alignment.
public struct TableColumn: Hashable, Sendable {
    /// How wide a column is.
    public enum Width: Hashable, Sendable {
        /// Exactly this many columns.
        case fixed(Int)
        /// A share of what the fixed columns leave, by weight, never below `minimum`.
        case flexible(weight: Int = 1, minimum: Int = 4)
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
        var fixed = 0
        var weights = 0
        for column in columns {
            switch column.width {
            case .fixed(let n): fixed += n
            case .flexible(let weight, let minimum):
                weights += max(1, weight)
                fixed += minimum
            }
        }
        var spare = max(0, total - gaps - fixed)
        var widths = columns.map { column -> Int in
            switch column.width {
            case .fixed(let n): return n
            case .flexible(let weight, let minimum):
                let share = weights == 0 ? 0 : spare * max(1, weight) / weights
                return minimum + share
            }
        }
        spare = total - gaps - widths.reduce(0, +)
        if spare > 0, let last = columns.lastIndex(where: { if case .flexible = $0.width { true } else { false } }) {
            widths[last] += spare
        }
        var remaining = total
        for index in widths.indices {
            widths[index] = min(widths[index], max(0, remaining))
            remaining -= widths[index] + 1
        }
        return widths
    }
}
