import Foundation
import MovieCatalog

extension IMDbDataset {
    /// Where IMDb publishes the datasets: `https://datasets.imdbws.com/`.
    public static let defaultBaseURL = URL(string: "https://datasets.imdbws.com/")!
}
