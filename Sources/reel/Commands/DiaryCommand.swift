import ArgumentParser
import MovieCatalog

/// `reel diary [--year Y]`: the dated viewings, latest first, grouped by month with counts.
struct DiaryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diary", abstract: "Show your diary: your viewings by month, latest first.")

    @Option(help: "Only this year.") var year: Int?
    @OptionGroup var catalog: CatalogOptions
    @Flag(help: "Print the diary as JSON.") var json = false

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            let diary = try session.container.resolve((any DiaryRepository).self)
            let months = try diary.months(year: year)
            let total = months.reduce(0) { $0 + $1.count }
            let viewings = try diary.viewings(year: year, offset: 0, limit: total)
            if json {
                var rest = viewings[...]
                let grouped = months.map { month in
                    let inMonth = rest.prefix { $0.date?.year == month.year && $0.date?.month == month.month }
                    rest = rest.dropFirst(inMonth.count)
                    return JSONOutput.MonthJSON(
                        year: month.year, month: month.month, count: month.count,
                        viewings: inMonth.map(JSONOutput.ViewingJSON.init))
                }
                try? JSONOutput.print(JSONOutput.DiaryJSON(year: year, count: total, months: grouped))
            } else {
                Terminal.standardOutput.write(
                    LibraryText.diary(viewings, months: months, year: year, width: Terminal.standardOutput.width))
            }
        }
    }
}
