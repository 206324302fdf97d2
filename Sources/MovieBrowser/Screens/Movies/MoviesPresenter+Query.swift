import MovieCatalog
import TerminalUI

/// The keys that edit the table's query: the search box's, the sort keys and the chips.
extension MoviesPresenter {
    /// Sorts by `field`; the same field again reverses the order. Numbers start largest first.
    ///
    /// - Parameter field: The field.
    public func sort(by field: MovieSort.Field) {
        if query.sort.field == field {
            table.sort(MovieSort(field, descending: !query.sort.descending))
        } else {
            table.sort(MovieSort(field, descending: field != .title))
        }
    }

    /// `b`: the vote-weighted rating, best first; again, the order it replaced.
    func toggleWeightedSort() {
        if query.sort.field == .weightedRating {
            table.sort(sortBeforeWeighted ?? defaultSort)
            sortBeforeWeighted = nil
        } else {
            sortBeforeWeighted = query.sort
            table.sort(MovieSort(.weightedRating, descending: true))
        }
    }

    /// `x`: removes the last chip.
    func removeLastFilter() {
        guard let last = table.chips.last else {
            status = "no filter to remove"
            return
        }
        var newQuery = query
        last.remove(&newQuery)
        table.set(newQuery)
        status = "removed \(last.label)"
    }

    /// `X`: removes every filter.
    func clearFilters() {
        guard !table.chips.isEmpty else {
            status = "no filter to remove"
            return
        }
        table.set(FilterPanel.clearing(query))
        status = "removed every filter"
    }

    /// Applies a query a screen above left for the table (a bar of the statistics).
    func applyPending(_ pending: MovieQuery) {
        let before = Set(table.chips.map(\.label))
        // The search box reads as the query: the pending filters are written into it as terms.
        table.set(pending)
        let added = table.chips.map(\.label).filter { !before.contains($0) }
        status = added.isEmpty ? "" : "filtered by " + added.joined(separator: ", ")
    }

    /// A key while the search box has focus, or `nil` for a key the box leaves to the table.
    func handleSearch(_ key: Key) -> KeyOutcome? {
        switch key {
        case .enter:
            focus = .table
            return lookUp() ?? .consumed
        case .tab, .backTab:
            focus = .table
            return .consumed
        case .escape:
            focus = .table
            table.clear()
            return .consumed
        case .up, .down, .pageUp, .pageDown:
            return list.handle(key) ? .consumed : .ignored
        default:
            return table.type(key) ? .consumed : nil
        }
    }
}
