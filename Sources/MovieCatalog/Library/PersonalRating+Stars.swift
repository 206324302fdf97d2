extension PersonalRating {
    /// The rating in Letterboxd's stars, a half star per point: 7 is `★★★½`, 10 is `★★★★★`, 1 is `½`.
    public var stars: String {
        String(repeating: "★", count: value / 2) + (value % 2 == 1 ? "½" : "")
    }

    /// The rating on Letterboxd's scale of 0.5 to 5 stars.
    public var starCount: Double { Double(value) / 2 }

    /// The rating of `stars` Letterboxd stars (0.5 to 5 in halves), or `nil` for any other number.
    ///
    /// - Parameter stars: The stars, as Letterboxd's exports write them (`3.5`).
    public init?(stars: Double) {
        let halves = stars * 2
        guard halves.isFinite, halves == halves.rounded(), let value = Int(exactly: halves) else { return nil }
        self.init(value)
    }
}
