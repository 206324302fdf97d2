/// Horizontal alignment of text in a column or row.
public enum Alignment: Hashable, Sendable {
    /// Flush left.
    case leading
    /// Centered (extra column on the right).
    case center
    /// Flush right, as numbers are.
    case trailing
}
