import MovieCatalog
import TerminalUI

/// A column of the movie table, by the name a configuration uses (`columns = ["title", "year"]`).
///
/// The user chooses which columns show and in what order (`[ui] columns`, or the `c` panel);
/// the narrowest terminals leave out the widest columns: Budget and MPAA need 110 columns,
/// Genres 60.
public enum MovieColumn: String, CaseIterable, Hashable, Sendable {
    /// The title as a person writes it.
    case title
    /// The year of release; a series' years (`2008–2013`).
    case year
    /// The kind of title: `TV` for a series, `Mini` for a mini-series, blank for a movie (shown once the
    /// table has listed a series).
    case kind
    /// The length in minutes (header `Min`).
    case length
    /// The average rating.
    case rating
    /// The number of votes.
    case votes
    /// The budget in dollars.
    case budget
    /// The MPAA rating.
    case mpaa
    /// The genres.
    case genres

    /// Every column, in the default order.
    public static let standard: [MovieColumn] = allCases

    /// The header (before the sort arrow).
    public var header: String {
        switch self {
        case .title: "Title"
        case .year: "Year"
        case .kind: "Kind"
        case .length: "Min"
        case .rating: "Rating"
        case .votes: "Votes"
        case .budget: "Budget"
        case .mpaa: "MPAA"
        case .genres: "Genres"
        }
    }

    /// What the column shows, for the columns panel (`"Length (minutes)"`).
    public var label: String {
        switch self {
        case .length: "Length (minutes)"
        case .mpaa: "MPAA rating"
        case .kind: "Kind (TV, Mini)"
        default: header
        }
    }

    /// The sort field a click on the header (and the arrow) stands for, if any.
    public var sortField: MovieSort.Field? {
        switch self {
        case .title: .title
        case .year: .year
        case .length: .length
        case .rating: .rating
        case .votes: .votes
        case .budget: .budget
        case .mpaa, .genres, .kind: nil
        }
    }

    /// The narrowest terminal that shows the column.
    public var minimumTerminalWidth: Int {
        switch self {
        case .budget, .mpaa: 110
        case .genres: 60
        default: 0
        }
    }

    /// The column's width rule and alignment.
    ///
    /// - Parameter seriesYears: Whether the year column makes room for a series' years (`2008–2013`).
    func tableColumn(title: String, seriesYears: Bool = false) -> TableColumn {
        switch self {
        case .title: TableColumn(title, width: .bounded(weight: 3, minimum: 16, maximum: MoviesScreen.titleWidth))
        case .year: TableColumn(title, width: .fixed(seriesYears ? 10 : 6), alignment: .trailing)
        case .kind: TableColumn(title, width: .fixed(4))
        case .length: TableColumn(title, width: .fixed(5), alignment: .trailing)
        case .rating: TableColumn(title, width: .fixed(8), alignment: .trailing)
        case .votes: TableColumn(title, width: .fixed(9), alignment: .trailing)
        case .budget: TableColumn(title, width: .fixed(13), alignment: .trailing)
        case .mpaa: TableColumn(title, width: .fixed(5))
        case .genres: TableColumn(title, width: .flexible(weight: 1, minimum: 8))
        }
    }

    /// The column's text in a row.
    func text(_ row: MoviesViewModel.Row) -> String {
        switch self {
        case .title: row.title
        case .year: row.year
        case .kind: row.kind
        case .length: row.minutes
        case .rating: row.rating
        case .votes: row.votes
        case .budget: row.budget
        case .mpaa: row.mpaa
        case .genres: row.genres
        }
    }
}
