/// Why a line is bad.
struct LineProblem: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
