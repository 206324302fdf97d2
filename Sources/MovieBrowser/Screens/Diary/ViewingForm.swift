import MovieCatalog
import TerminalUI

/// The log dialog's fields as typed: a viewing's day, rating, rewatch flag, tags and note, for a new
/// viewing (`l`) or one edited (`e` in the diary). Its keys: Tab and the arrows move between the
/// fields, Space toggles the rewatch, Enter saves, Esc cancels.
public struct ViewingForm: Hashable, Sendable {
    /// The fields, in Tab order.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case date, rating, rewatch, tags, note
    }

    /// What a key did to the form.
    public enum Outcome: Hashable, Sendable {
        /// The form took the key and stays open.
        case editing
        /// Enter: save the viewing.
        case save
        /// Esc: close without saving.
        case cancel
        /// The key is not the form's (a resize).
        case ignored
    }

    /// The movie the viewing is of.
    public let movieID: Int
    /// `"Casablanca (1942)"`, the dialog's title.
    public let movieTitle: String
    /// The viewing edited, or `nil` for a new one.
    public let viewingID: Int64?
    /// The day, as typed: `2026-11-20`, `today`, `yesterday`, or empty for "seen, day unknown".
    public var date: TextInputState
    /// The rating, as typed: `1` to `9` and `0` in half stars (`7` is ★★★½, `0` is ★★★★★), or stars (`3.5`).
    public var rating: TextInputState
    /// Whether the user had seen the film before.
    public var isRewatch: Bool
    /// The tags, comma separated.
    public var tags: TextInputState
    /// The note, on one line.
    public var note: TextInputState
    /// The note of the viewing edited as it was, line breaks and all: kept when its line is not changed.
    let originalNote: String?
    /// The field the keys go to; the rating first, as the day is most often today.
    public var field = Field.rating
    /// Why Enter did not save (a day or rating that does not read), shown in the dialog.
    public var problem: String?

    /// A form for a new viewing of `movieID` on `today`.
    ///
    /// - Parameters:
    ///   - movieID: The movie's catalog id.
    ///   - movieTitle: The movie's title and year.
    ///   - today: The day filled in.
    ///   - isRewatch: Whether the movie was seen before.
    public init(movieID: Int, movieTitle: String, today: CalendarDate, isRewatch: Bool) {
        self.movieID = movieID
        self.movieTitle = movieTitle
        viewingID = nil
        date = TextInputState(text: today.iso)
        rating = TextInputState()
        self.isRewatch = isRewatch
        tags = TextInputState()
        note = TextInputState()
        originalNote = nil
    }

    /// A form holding `viewing`, to edit it.
    ///
    /// - Parameter viewing: The viewing.
    public init(editing viewing: Viewing) {
        movieID = viewing.movieID
        movieTitle = viewing.displayTitle + (viewing.displayYear.map { " (\($0))" } ?? "")
        viewingID = viewing.id
        date = TextInputState(text: viewing.date?.iso ?? "")
        rating = TextInputState(text: viewing.rating.map { String($0.value % 10) } ?? "")
        isRewatch = viewing.isRewatch
        tags = TextInputState(text: viewing.tags.joined(separator: ", "))
        note = TextInputState(text: viewing.note.map(TextInputState.oneLine) ?? "")
        originalNote = viewing.note
    }

    /// Handles a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: What it did.
    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .enter: return .save
        case .escape: return .cancel
        case .tab, .down: move(by: 1)
        case .backTab, .up: move(by: -1)
        default:
            if field == .rewatch {
                switch key {
                case .character(" "), .character("x"): isRewatch.toggle()
                case .character("y"): isRewatch = true
                case .character("n"): isRewatch = false
                case .character: break
                default: return .ignored
                }
                return .editing
            }
            guard edit(key) else {
                if case .character = key { return .editing }
                return .ignored
            }
        }
        return .editing
    }

    private mutating func move(by step: Int) {
        let count = Field.allCases.count
        field = Field(rawValue: ((field.rawValue + step) % count + count) % count) ?? .date
    }

    private mutating func edit(_ key: Key) -> Bool {
        switch field {
        case .date: return date.handle(key)
        case .rating: return rating.handle(key)
        case .tags: return tags.handle(key)
        case .note: return note.handle(key)
        case .rewatch: return false
        }
    }

    /// The details the fields say, or why they do not read.
    ///
    /// - Parameter today: The day `today` names (`yesterday` is the day before).
    public func details(today: CalendarDate) -> Result<ViewingDetails, ViewingFormProblem> {
        let day: CalendarDate?
        switch Self.day(date.text, today: today) {
        case .success(let value): day = value
        case .failure(let problem): return .failure(problem)
        }
        let stars: PersonalRating?
        switch Self.rating(rating.text) {
        case .success(let value): stars = value
        case .failure(let problem): return .failure(problem)
        }
        let tagList = tags.text.split(separator: ",").map(String.init)
        // The input holds one line: a review's line breaks stay unless its text was changed.
        let kept = originalNote.flatMap { TextInputState.oneLine($0) == note.text ? $0 : nil }
        return .success(
            ViewingDetails(date: day, rating: stars, isRewatch: isRewatch, note: kept ?? note.text, tags: tagList))
    }

    /// The day `text` names: `today`, `yesterday`, `YYYY-MM-DD`, or `nil` (seen, day unknown) when empty.
    ///
    /// - Parameters:
    ///   - text: The text typed.
    ///   - today: Today.
    public static func day(_ text: String, today: CalendarDate) -> Result<CalendarDate?, ViewingFormProblem> {
        let trimmed = text.trimmingSpaces.lowercased()
        switch trimmed {
        case "": return .success(nil)
        case "today": return .success(today)
        case "yesterday": return .success(CalendarDate(daysSince1970: today.daysSince1970 - 1))
        default:
            guard let day = CalendarDate(iso: trimmed) else {
                return .failure(ViewingFormProblem("“\(text)” is not a day: type YYYY-MM-DD, today or yesterday"))
            }
            return .success(day)
        }
    }

    /// The rating `text` gives: a digit counts half stars (`7` is ★★★½, `0` is ★★★★★), a number with
    /// a point counts stars (`3.5`), `10` is ★★★★★; `nil` when empty.
    ///
    /// - Parameter text: The text typed.
    public static func rating(_ text: String) -> Result<PersonalRating?, ViewingFormProblem> {
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty { return .success(nil) }
        if trimmed.contains("."), let stars = Double(trimmed), let rating = PersonalRating(stars: stars) {
            return .success(rating)
        }
        if !trimmed.contains("."), let value = Int(trimmed), let rating = PersonalRating(value == 0 ? 10 : value) {
            return .success(rating)
        }
        return .failure(ViewingFormProblem("“\(text)” is not a rating: 1–9 or 0 in half stars, or stars as 3.5"))
    }
}

/// Why the log dialog's fields do not make a viewing.
public struct ViewingFormProblem: Error, Hashable, Sendable {
    /// The message the dialog shows.
    public let message: String

    /// Creates a problem.
    ///
    /// - Parameter message: The message.
    public init(_ message: String) {
        self.message = message
    }
}
