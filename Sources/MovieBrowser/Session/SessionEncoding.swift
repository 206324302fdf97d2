import DIContainer
import TerminalUI

/// How the session state keeps one screen, as its descriptor declares it (see
/// ``ScreenDescriptor/session``): how its route's argument is written into a stack entry and read
/// back, which movies the argument names, and optionally the screen's own list position and the
/// place it keeps in the ``ScreenMemory`` between pushes.
///
/// ```swift
/// static let session: SessionEncoding<Int>? = SessionEncoding.movie.keepingList(
///     get: { ($0 as? DetailView)?.presenter.list },
///     set: { ($0 as? DetailView)?.presenter.list = $1 })
/// ```
public struct SessionEncoding<Argument: Hashable & Sendable>: Sendable {
    /// Reads a screen's place from what the app container keeps between pushes (the
    /// ``ScreenMemory``, the ``ColumnChoice``), or writes a saved one back.
    public struct Memory: Sendable {
        /// The place the app keeps for the screen, or `nil` when it keeps none.
        let save: @MainActor @Sendable (Container) -> SessionSnapshot.ScreenState?
        /// Puts a saved place back; returns a note for every part left out.
        let restore: @MainActor @Sendable (SessionSnapshot.ScreenState, Container) -> [String]
    }

    /// A screen's own list position (the detail's similar movies), read from and set on its view.
    public struct List: Sendable {
        let get: @MainActor @Sendable (any Screen) -> ListState?
        let set: @MainActor @Sendable (any Screen, ListState) -> Void
    }

    let write: @Sendable (Argument) -> SessionSnapshot.ScreenEntry
    let read: @Sendable (SessionSnapshot.ScreenEntry) -> Result<Argument, SessionStateError>
    let movies: @Sendable (Argument) -> [Int]
    /// The screen's list position in its stack entry, if it keeps one.
    public private(set) var list: List?
    /// The screen's place in the ``ScreenMemory``, if it keeps one.
    public private(set) var memory: Memory?

    /// An encoding from its parts.
    ///
    /// - Parameters:
    ///   - write: The entry of an argument (the screen's name is filled in afterwards).
    ///   - read: The argument of an entry, or why the entry is not one.
    ///   - movieIDs: The movies the argument names, checked against the catalog on restore.
    public init(
        write: @escaping @Sendable (Argument) -> SessionSnapshot.ScreenEntry,
        read: @escaping @Sendable (SessionSnapshot.ScreenEntry) -> Result<Argument, SessionStateError>,
        movieIDs: @escaping @Sendable (Argument) -> [Int]
    ) {
        self.write = write
        self.read = read
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
    /// (its ``ScreenMemory``, the ``ColumnChoice``).
    ///
    /// - Parameter save: The place the app container keeps, or `nil`.
    /// - Parameter restore: Puts a saved place back; returns a note for each part left out.
    public func remembering(
        save: @escaping @MainActor @Sendable (Container) -> SessionSnapshot.ScreenState?,
        restore: @escaping @MainActor @Sendable (SessionSnapshot.ScreenState, Container) -> [String]
    ) -> Self {
        var copy = self
        copy.memory = Memory(save: save, restore: restore)
        return copy
    }

    /// The stack entry of `argument` for the screen named `name`.
    func entry(_ name: String, _ argument: Argument) -> SessionSnapshot.ScreenEntry {
        var entry = write(argument)
        entry.screen = name
        return entry
    }

    /// The movies `argument` names.
    func movieIDs(_ argument: Argument) -> [Int] { movies(argument) }
}

extension SessionEncoding where Argument == NoArgument {
    /// A screen without an argument: its entry is its name.
    public static var withoutArgument: Self {
        Self(
            write: { _ in SessionSnapshot.ScreenEntry(screen: "") }, read: { _ in .success(NoArgument()) },
            movieIDs: { _ in [] })
    }
}

extension SessionEncoding where Argument == Int {
    /// A screen of one movie: its entry has the movie's id (`"movieID": 20545`).
    public static var movie: Self {
        Self(
            write: { SessionSnapshot.ScreenEntry(screen: "", movieID: $0) },
            read: { entry in
                guard let id = entry.movieID else {
                    return .failure(SessionStateError("a \(entry.screen) has no movie id"))
                }
                return .success(id)
            },
            movieIDs: { [$0] })
    }
}
