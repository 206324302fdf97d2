/// The band of a rating on a series' heatmap: what color a cell takes, and the shade that stands for
/// the color where there is none (the mono and `NO_COLOR` themes, a pipe).
///
/// ```swift
/// RatingBand(rating: 9.2, isRated: true)   // .superb
/// RatingBand.great.shade                   // "▓"
/// ```
public enum RatingBand: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// No votes.
    case unrated
    /// Below 6.
    case poor
    /// 6 to under 7.
    case fair
    /// 7 to under 8.
    case good
    /// 8 to under 9.
    case great
    /// 9 and over.
    case superb

    /// The band of `rating`; ``unrated`` when it has no votes.
    ///
    /// - Parameter rating: An average rating, 1 to 10.
    /// - Parameter isRated: Whether it has votes.
    public init(rating: Double, isRated: Bool) {
        guard isRated else {
            self = .unrated
            return
        }
        switch rating {
        case ..<6: self = .poor
        case ..<7: self = .fair
        case ..<8: self = .good
        case ..<9: self = .great
        default: self = .superb
        }
    }

    /// The shade standing for the band without color, lightest for the lowest (` ` unrated, `░`, `▒`,
    /// `▓`, `█`), so a grid reads as light to dark.
    public var shade: Character {
        switch self {
        case .unrated: "·"
        case .poor: " "
        case .fair: "░"
        case .good: "▒"
        case .great: "▓"
        case .superb: "█"
        }
    }

    /// The shade in ASCII, for terminals without the block glyphs (`.` unrated, ` `, `:`, `+`, `#`, `@`).
    public var asciiShade: Character {
        switch self {
        case .unrated: "."
        case .poor: " "
        case .fair: ":"
        case .good: "+"
        case .great: "#"
        case .superb: "@"
        }
    }

    /// The band's range as a legend writes it (`< 6`, `6–7`, ..., `≥ 9`, `unrated`).
    public var legend: String {
        switch self {
        case .unrated: "unrated"
        case .poor: "< 6"
        case .fair: "6–7"
        case .good: "7–8"
        case .great: "8–9"
        case .superb: "≥ 9"
        }
    }

    public static func < (lhs: RatingBand, rhs: RatingBand) -> Bool { lhs.rawValue < rhs.rawValue }
}
