import DIContainer
import TerminalUI

/// How the session state keeps one screen, as its descriptor declares it (see
/// ``ScreenDescriptor/session``): the `Codable` form its route's argument is written in and read
/// back from, which movies the argument names, and optionally the screen's own list position and
/// the place it keeps in the app container between pushes, in a `Codable` type of its own.
///
/// ```swift
/// static let session: SessionEncoding<Int>? = SessionEncoding(
///     SavedMovie.self, write: { SavedMovie(movieID: $0) }, read: { .success($0.movieID) },
///     movieIDs: { [$0] })
/// ```
public struct SessionEncoding<Argument: Hashable & Sendable>: Sendable {
    /// Reads a screen's place from what the app container keeps between pushes (the
    /// ``ScreenMemory``, the ``ColumnChoice``), or writes a saved one back.
    public struct Memory: Sendable {
        /// The place the app keeps for the screen, or `nil` when it keeps none.
        let save: @MainActor @Sendable (Container) -> SessionValue?
        /// Puts a saved place back; returns a note for every part left out, or why the place
        /// cannot be read at all.
        let restore: @MainActor @Sendable (SessionValue, Container) -> Result<[String], SessionStateError>
    }

    /// A screen's own list position (the detail's similar movies), read from and set on its view.
    public struct List: Sendable {
        let get: @MainActor @Sendable (any Screen) -> ListState?
        let set: @MainActor @Sendable (any Screen, ListState) -> Void
    }

    let write: @Sendable (Argument) -> SessionValue?
    let read: @Sendable (SessionValue) -> Result<Argument, SessionStateError>
    let movies: @Sendable (Argument) -> [Int]
    /// The screen's list position in its stack entry, if it keeps one.
    public private(set) var list: List?
    /// The screen's place in the app container, if it keeps one.
    public private(set) var memory: Memory?

    /// An encoding through `form`, the argument's `Codable` form.
    ///
    /// - Parameters:
    ///   - form: The type the argument is written as (its JSON in the stack entry).
    ///   - write: The form of an argument.
    ///   - read: The argument of a form, or why the form names none.
    ///   - movieIDs: The movies the argument names, checked against the catalog on restore.
    public init<Form: Codable & Sendable>(
        _ form: Form.Type, write: @escaping @Sendable (Argument) -> Form,
        read: @escaping @Sendable (Form) -> Result<Argument, SessionStateError>,
        movieIDs: @escaping @Sendable (Argument) -> [Int] = { _ in [] }
    ) {
        self.write = { argument in try? SessionValue(encoding: write(argument)) }
        self.read = { value in
            do throws(SessionStateError) {
                return read(try value.decode(Form.self))
            } catch {
                return .failure(error)
            }
        }
        movies = movieIDs
    }

    /// This encoding, also keeping the screen's own list position in its stack entry.
    ///
    /// - Parameter get: The position of the screen's list.
    /// - Parameter set: Puts a saved position back.
    public func keepingList(
        get: @escaping @MainActor @Sendable (any Screen) -> ListState?,
        set: @escaping @MainActor @Sendable (any Screen, ListState) -> Void
    ) -> Self {
        var copy = self
        copy.list = List(get: get, set: set)
        return copy
    }

    /// This encoding, also keeping the place the screen leaves in the app container between pushes
    /// (its ``ScreenMemory``, the ``ColumnChoice``), as a `Codable` type of the screen's own.
    ///
    /// - Parameters:
    ///   - place: The type the place is written as (its JSON under the screen's name).
    ///   - save: The place the app container keeps, or `nil`.
    ///   - restore: Puts a saved place back; returns a note for each part left out.
    public func remembering<Place: Codable & Sendable>(
        _ place: Place.Type, save: @escaping @MainActor @Sendable (Container) -> Place?,
        restore: @escaping @MainActor @Sendable (Place, Container) -> [String]
    ) -> Self {
        var copy = self
        copy.memory = Memory(
            save: { app in save(app).flatMap { try? SessionValue(encoding: $0) } },
            restore: { value, app in
                do throws(SessionStateError) {
                    return .success(restore(try value.decode(Place.self), app))
                } catch {
                    return .failure(error)
                }
            })
        return copy
    }

    /// The stack entry of `argument` for the screen named `name`, or `nil` when it cannot be written.
    func entry(_ name: String, _ argument: Argument) -> SessionSnapshot.Entry? {
        guard let value = write(argument) else { return nil }
        return SessionSnapshot.Entry(screen: name, argument: value == .empty ? nil : value)
    }

    /// The movies `argument` names.
    func movieIDs(_ argument: Argument) -> [Int] { movies(argument) }
}

extension SessionEncoding where Argument: Codable {
    /// A screen whose argument is its own `Codable` form.
    ///
    /// - Parameter movieIDs: The movies the argument names, checked against the catalog on restore.
    public static func codable(movieIDs: @escaping @Sendable (Argument) -> [Int] = { _ in [] }) -> Self {
        Self(Argument.self, write: { $0 }, read: { .success($0) }, movieIDs: movieIDs)
    }
}

extension SessionEncoding where Argument == NoArgument {
    /// A screen without an argument: its entry is its name.
    public static var withoutArgument: Self { .codable() }
}
