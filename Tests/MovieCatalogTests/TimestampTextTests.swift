import Foundation
import MovieCatalog
import Testing

/// `Timestamp.isoDateTime` writes what `ISO8601DateFormatter` wrote for the exports, without a
/// formatter built per call (two per entry made the export of 4,918 entries take over a second).
@Suite struct TimestampTextTests {
    private func formatted(_ milliseconds: Int64) -> String {
        ISO8601DateFormatter.string(
            from: Date(timeIntervalSince1970: Double(milliseconds) / 1000),
            timeZone: TimeZone(identifier: "UTC") ?? .current, formatOptions: [.withInternetDateTime])
    }

    @Test func fixedInstants() {
        #expect(Timestamp(millisecondsSince1970: 0).isoDateTime == "1970-01-01T00:00:00Z")
        #expect(Timestamp(millisecondsSince1970: 1_795_000_000_999).isoDateTime == "2026-11-18T11:06:40Z")
        #expect(Timestamp(millisecondsSince1970: 951_868_799_000).isoDateTime == "2000-02-29T23:59:59Z")
        #expect(Timestamp(millisecondsSince1970: -1).isoDateTime == "1969-12-31T23:59:59Z")
    }

    @Test func randomInstantsAgreeWithFoundation() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let milliseconds = Int64.random(in: -2_000_000_000_000...4_000_000_000_000, using: &generator)
            #expect(
                Timestamp(millisecondsSince1970: milliseconds).isoDateTime == formatted(milliseconds),
                "\(milliseconds)")
        }
    }
}
