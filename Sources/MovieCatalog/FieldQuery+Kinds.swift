extension FieldQuery.Term {
    /// `type:` terms: the kinds of title to keep, comma-separated (`type:series,mini-series`); a
    /// later term keeps the kinds both name.
    func applyKinds(to query: inout MovieQuery) throws(FieldQueryError) {
        let usage = "type takes movie, series or mini-series (type:series)"
        guard op == .colon || op == .equals else { throw error(.unsupportedOperator, usage) }
        var kinds: Set<TitleKind> = []
        for name in value.split(separator: ",", omittingEmptySubsequences: false) {
            guard let kind = TitleKind(fieldValue: name) else { throw error(.unknownValue, usage) }
            guard kind != .episode else {
                throw error(.unknownValue, "episodes are not listed: type an episode's tt id, or open its series")
            }
            kinds.insert(kind)
        }
        if !query.kinds.isEmpty {
            kinds.formIntersection(query.kinds)
            guard !kinds.isEmpty else {
                throw error(.conflicting, "no kind is in both this and the earlier type terms")
            }
        }
        query.kinds = kinds
    }
}

extension FieldQuery {
    /// The `type:` term of `kinds` (`type:series,mini-series`, in ``TitleKind`` order), or `nil` when
    /// the set is empty (no filter).
    static func kindsTerm(_ kinds: Set<TitleKind>) -> String? {
        guard !kinds.isEmpty else { return nil }
        return "type:" + kinds.sorted().map(\.name).joined(separator: ",")
    }
}
