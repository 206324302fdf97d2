import MovieCatalog

/// Movies from the real catalog (ids, titles and figures as in Resources/movies.csv), plus one
/// title holding terminal escape sequences.
enum Fixtures {
    static let movies: [Movie] = [
        Movie(
            id: 352, title: "3 Godfathers", year: 1948, minutes: 106, budget: nil, rating: 6.9, votes: 779,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 24.5, 14.5, 14.5], mpaa: nil, genres: [.drama]),
        Movie(
            id: 1679, title: "Aliens", year: 1986, minutes: 154, budget: 18_500_000, rating: 8.3, votes: 63961,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 24.5, 24.5], mpaa: .r, genres: [.action]),
        Movie(
            id: 5932, title: "Black Godfather, The", year: 1974, minutes: 90, budget: nil, rating: 3.2, votes: 53,
            ratingShares: [24.5, 4.5, 4.5, 14.5, 14.5, 4.5, 14.5, 4.5, 4.5, 4.5], mpaa: nil, genres: [.action, .drama]),
        Movie(
            id: 8882, title: "Casablanca", year: 1942, minutes: 102, budget: 950000, rating: 8.8, votes: 66030,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 44.5], mpaa: nil, genres: [.drama, .romance]),
        Movie(
            id: 17657, title: "Fight Club", year: 1999, minutes: 139, budget: 63_000_000, rating: 8.5, votes: 112092,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 44.5], mpaa: .r, genres: [.drama]),
        Movie(
            id: 20545, title: "Godfather, The", year: 1972, minutes: 175, budget: 6_000_000, rating: 9.1, votes: 122755,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 14.5, 45.5], mpaa: nil, genres: [.drama]),
        Movie(
            id: 20546, title: "Godfather: Part II, The", year: 1974, minutes: 200, budget: 13_000_000, rating: 8.9,
            votes: 71363,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 44.5], mpaa: nil, genres: [.drama]),
        Movie(
            id: 20547, title: "Godfather: Part III, The", year: 1990, minutes: 169, budget: 54_000_000, rating: 7.3,
            votes: 22385,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 24.5, 14.5, 14.5], mpaa: nil, genres: [.drama]),
        Movie(
            id: 20873, title: "Goodfellas", year: 1990, minutes: 145, budget: 25_000_000, rating: 8.6, votes: 68219,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 24.5, 34.5], mpaa: nil, genres: [.drama]),
        Movie(
            id: 41662, title: "Pulp Fiction", year: 1994, minutes: 168, budget: 8_000_000, rating: 8.8, votes: 132745,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 44.5], mpaa: .r, genres: [.drama]),
        Movie(
            id: 42237, title: "Raiders of the Lost Ark", year: 1981, minutes: 115, budget: 20_000_000, rating: 8.7,
            votes: 93511,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 24.5, 34.5], mpaa: nil, genres: [.action]),
        Movie(
            id: 45127, title: "Schindler's List", year: 1993, minutes: 195, budget: 25_000_000, rating: 8.8,
            votes: 97667,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 44.5], mpaa: .r, genres: [.drama]),
        Movie(
            id: 46269, title: "Shawshank Redemption, The", year: 1994, minutes: 142, budget: 25_000_000, rating: 9.1,
            votes: 149494,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 45.5], mpaa: .r, genres: [.drama]),
        Movie(
            id: 48908, title: "Star Wars", year: 1977, minutes: 125, budget: 11_000_000, rating: 8.8, votes: 134640,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 44.5], mpaa: .pg, genres: [.action]),
        Movie(
            id: 48911, title: "Star Wars: Episode V - The Empire Strikes Back", year: 1980, minutes: 129,
            budget: 18_000_000, rating: 8.8, votes: 103706,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 44.5], mpaa: .pg, genres: [.action]),
        Movie(
            id: 48912, title: "Star Wars: Episode VI - Return of the Jedi", year: 1983, minutes: 135,
            budget: 32_500_000, rating: 8.1, votes: 82471,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 24.5, 24.5], mpaa: .pg, genres: [.action]),
        Movie(
            id: 57052, title: "Wild Bunch, The", year: 1969, minutes: 179, budget: 6_000_000, rating: 8.2, votes: 10550,
            ratingShares: [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 14.5, 24.5, 14.5, 34.5], mpaa: nil, genres: [.action]),
        Movie(
            id: 90001, title: "Evil \u{1B}]2;pwned\u{07}Title \u{1B}[2J", year: 2001, minutes: 90, budget: nil,
            rating: 5.0,
            votes: 10, ratingShares: [14.5, 4.5, 4.5, 4.5, 24.5, 4.5, 4.5, 4.5, 4.5, 14.5], mpaa: nil, genres: [.comedy]
        ),
    ]

    static let godfather = 20545
    static let casablanca = 8882
    static let escapeTitle = 90001
}
