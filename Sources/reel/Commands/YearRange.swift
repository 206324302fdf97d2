import ArgumentParser

/// Parses `--year`: a year (`1994`) or a range written `1990...1999`, `1990..1999` or `1990-1999`.
enum YearRange {
    static func parse(_ text: String) throws -> ClosedRange<Int> {
        for separator in ["...", "..", "-"] {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            if parts.count == 2 {
                guard let first = Int(parts[0]), let last = Int(parts[1]) else { break }
                guard first <= last else {
                    throw ValidationError("--year \(text): the first year must not be after the last")
                }
                return first...last
            }
        }
        guard let year = Int(text) else {
            throw ValidationError("--year \"\(text)\" is not a year or a range like 1990...1999")
        }
        return year...year
    }
}
