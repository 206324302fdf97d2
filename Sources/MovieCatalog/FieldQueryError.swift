/// A term of a field query that cannot be understood: the term, where it is in the input, and why.
///
/// ``description`` reads `rating>ten: not a number`; ``range`` is the term's place in the input, in
/// characters, so a search box can underline it.
///
/// ```swift
/// do {
///     _ = try FieldQuery.parse("godfather rating>ten")
/// } catch {
///     error.term      // "rating>ten"
///     error.range     // 10..<20
///     error.reason    // "not a number"
/// }
/// ```
public struct FieldQueryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the term.
    public enum Code: String, Sendable, Hashable {
        /// The name before `:`, `>` or `<` is not a field.
        case unknownField
        /// A field with an operator but nothing after it (`year:`).
        case missingValue
        /// The value is not a number, or not a whole number where one is needed.
        case notANumber
        /// The number is outside what the field can hold (`rating>11`).
        case outOfRange
        /// No value satisfies the term, alone or with the earlier terms of the same field.
        case emptyRange
        /// The field does not take this operator (`g>drama`, `year>1970..1980`).
        case unsupportedOperator
        /// No genre has this name.
        case unknownGenre
        /// No MPAA rating has this name.
        case unknownMPAA
        /// No sort order has this name.
        case unknownSort
        /// `!` or `-` before a field other than a genre.
        case notExcludable
        /// The term contradicts an earlier one that can hold a single value (two MPAA ratings).
        case conflicting
        /// The value is not one the field takes (`seen:maybe`: yes or no).
        case unknownValue
    }

    /// What is wrong.
    public let code: Code
    /// The term as typed, e.g. `rating>ten`.
    public let term: String
    /// The term's place in the input, in characters (graphemes) from the start.
    public let range: Range<Int>
    /// What is wrong, for the user, e.g. `not a number`.
    public let reason: String

    /// Creates an error.
    ///
    /// - Parameter code: What is wrong.
    /// - Parameter term: The term as typed.
    /// - Parameter range: The term's place in the input, in characters.
    /// - Parameter reason: What is wrong, for the user.
    public init(_ code: Code, term: String, range: Range<Int>, reason: String) {
        self.code = code
        self.term = term
        self.range = range
        self.reason = reason
    }

    /// The term and what is wrong: `rating>ten: not a number`.
    public var description: String { "\(term): \(reason)" }
}
