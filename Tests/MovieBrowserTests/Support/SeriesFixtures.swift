import MovieCatalog

/// Series for the Series and Episode screens: Breaking Bad (five seasons and two specials, one
/// unrated, ratings and titles as IMDb lists them, votes made up), a 60-season soap of 10,000
/// episodes, their people and the pilot's credits. The catalog of these tests is ``movies``: the
/// fixture movies and the two series.
enum SeriesFixtures {
    static let breakingBad = 903_747
    static let soap = 58_796
    static let thousand = 96_697
    static let pilot = 959_621
    static let ozymandias = 2_301_451

    static let cranston = PersonID(186_505)
    static let paul = PersonID(666_739)
    static let gilligan = PersonID(319_213)

    static let series: [Movie] = [
        Movie(
            id: breakingBad, title: "Breaking Bad", year: 2008, minutes: 49, budget: nil, rating: 9.5,
            votes: 2_134_567, ratingShares: nil, mpaa: nil, genres: [.crime, .drama, .thriller],
            imdbID: IMDbID(breakingBad), kind: .series, endYear: 2013),
        Movie(
            id: soap, title: "Days of Our Lives", year: 1965, minutes: 60, budget: nil, rating: 5.3, votes: 6_021,
            ratingShares: nil, mpaa: nil, genres: [.drama, .romance], imdbID: IMDbID(soap), kind: .series),
        Movie(
            id: thousand, title: "The Simpsons", year: 1989, minutes: 22, budget: nil, rating: 8.7, votes: 445_000,
            ratingShares: nil, mpaa: nil, genres: [.animation, .comedy], imdbID: IMDbID(thousand), kind: .series),
    ]

    /// The fixture movies and the series.
    static let movies = Fixtures.movies + series

    static let titles: [[String]] = [
        [
            "Pilot", "Cat's in the Bag...", "...And the Bag's in the River", "Cancer Man", "Gray Matter",
            "Crazy Handful of Nothin'", "A No-Rough-Stuff-Type Deal",
        ],
        [
            "Seven Thirty-Seven", "Grilled", "Bit by a Dead Bee", "Down", "Breakage", "Peekaboo", "Negro y Azul",
            "Better Call Saul", "4 Days Out", "Over", "Mandala", "Phoenix", "ABQ",
        ],
        [
            "No Más", "Caballo sin Nombre", "I.F.T.", "Green Light", "Más", "Sunset", "One Minute", "I See You",
            "Kafkaesque", "Fly", "Abiquiu", "Half Measures", "Full Measure",
        ],
        [
            "Box Cutter", "Thirty-Eight Snub", "Open House", "Bullet Points", "Shotgun", "Cornered", "Problem Dog",
            "Hermanos", "Bug", "Salud", "Crawl Space", "End Times", "Face Off",
        ],
        [
            "Live Free or Die", "Madrigal", "Hazard Pay", "Fifty-One", "Dead Freight", "Buyout", "Say My Name",
            "Gliding Over All", "Blood Money", "Buried", "Confessions", "Rabid Dog", "To'hajiilee", "Ozymandias",
            "Granite State", "Felina",
        ],
    ]

    static let ratings: [[Double]] = [
        [9.0, 8.6, 8.7, 8.2, 8.3, 9.3, 8.8],
        [8.6, 9.3, 8.4, 8.2, 8.3, 8.9, 8.5, 9.2, 9.1, 8.6, 8.9, 9.3, 8.9],
        [8.4, 8.6, 8.5, 8.4, 8.8, 9.2, 9.6, 9.0, 8.4, 7.8, 8.4, 9.5, 9.7],
        [9.2, 8.3, 8.0, 8.7, 8.6, 8.4, 8.9, 9.4, 8.9, 9.5, 9.6, 9.5, 9.9],
        [9.2, 8.8, 8.8, 8.7, 9.7, 9.0, 9.6, 9.6, 9.4, 9.2, 9.6, 9.1, 9.8, 10.0, 9.6, 9.9],
    ]

    /// Breaking Bad's episodes: the pilot and Ozymandias with their IMDb ids, the others numbered
    /// `1_000_000 + season × 100 + number`; two specials in season 0, the second unrated.
    static let breakingBadEpisodes: [Episode] = {
        var episodes = [
            Episode(
                id: 1_000_001, seriesID: breakingBad, season: 0, number: 1, title: "Minisodes: Good Cop Bad Cop",
                year: 2009, minutes: 3, rating: 7.2, votes: 1_500),
            Episode(
                id: 1_000_002, seriesID: breakingBad, season: 0, number: 2, title: "Minisodes: Wedding Day",
                year: 2009, minutes: 4, rating: 0, votes: 0),
        ]
        for (season, names) in titles.enumerated() {
            for (index, title) in names.enumerated() {
                let (number, code) = (index + 1, (season + 1) * 100 + index + 1)
                let id = code == 101 ? pilot : code == 514 ? ozymandias : 1_000_000 + code
                let votes = code == 514 ? 250_000 : code == 310 ? 61_000 : 20_000 + (code * 7_919 % 40) * 1_000
                episodes.append(
                    Episode(
                        id: id, seriesID: breakingBad, season: season + 1, number: number, title: title,
                        year: 2008 + season, minutes: 47, rating: ratings[season][index], votes: votes))
            }
        }
        return episodes
    }()

    /// The soap's 10,000 episodes: 60 seasons of 167 or 166, one in 13 unrated.
    static let soapEpisodes: [Episode] = (1...60).flatMap { season in
        (1...(season <= 40 ? 167 : 166)).map { number in
            let key = season * 1_000 + number
            return Episode(
                id: 50_000_000 + key, seriesID: soap, season: season, number: number,
                title: "Episode #\(season).\(number)", year: 1964 + season, minutes: 40,
                rating: 5.5 + Double(key * 37 % 40) / 10, votes: key % 13 == 0 ? 0 : 10 + key % 90)
        }
    }

    /// A series of 1,000 episodes: 40 seasons of 25, what the push's figure is measured on.
    static let thousandEpisodes: [Episode] = (1...40).flatMap { season in
        (1...25).map { number in
            let key = season * 100 + number
            return Episode(
                id: 60_000_000 + key, seriesID: thousand, season: season, number: number,
                title: "Episode #\(season).\(number)", year: 1988 + season, minutes: 22,
                rating: 6 + Double(key * 53 % 40) / 10, votes: 500 + key % 700)
        }
    }

    static let episodes = breakingBadEpisodes + soapEpisodes + thousandEpisodes

    static let people: [Person] =
        PeopleFixtures.people + [
            Person(
                id: cranston, name: "Bryan Cranston", birthYear: 1956, deathYear: nil,
                professions: ["actor", "producer", "director"]),
            Person(id: paul, name: "Aaron Paul", birthYear: 1979, deathYear: nil, professions: ["actor", "producer"]),
            Person(
                id: gilligan, name: "Vince Gilligan", birthYear: 1967, deathYear: nil,
                professions: ["writer", "producer", "director"]),
        ]

    typealias Credit = FakePeopleRepository.Credit

    /// The series' credits and the pilot's (as `--episode-credits` imports them), and a movie of
    /// Cranston's, so his filmography holds a movie and a series.
    static let credits: [Credit] =
        PeopleFixtures.credits + [
            Credit(breakingBad, cranston, .actor, ["Walter White"]),
            Credit(breakingBad, paul, .actor, ["Jesse Pinkman"]),
            Credit(breakingBad, gilligan, .writer),
            Credit(pilot, gilligan, .director),
            Credit(pilot, gilligan, .writer),
            Credit(pilot, cranston, .actor, ["Walter White"]),
            Credit(pilot, paul, .actor, ["Jesse Pinkman"]),
            Credit(Fixtures.casablanca, cranston, .actor, ["A customer"]),
        ]
}
