import DIContainer
import TerminalUI

/// Two movies side by side: its descriptor (see ``ScreenDescriptor``). The argument is the pair of
/// movie ids, the first marked on the left.
public enum CompareScreen: ScreenDescriptor {
    public static let name = "compare"
    public static var module: Module { CompareModule.module }
    public static let keymaps: [any KeymapSection.Type] = [CompareAction.self]
    public static let opener: ScreenOpener? = nil
    /// Kept with both movies' ids (`"argument": {"movieIDs": [20545, 20546]}`).
    public static let session: SessionEncoding<MoviePair>? = SessionEncoding(
        Saved.self, write: { Saved(movieIDs: [$0.first, $0.second]) },
        read: { saved in
            guard saved.movieIDs.count == 2 else {
                return .failure(SessionStateError("\"movieIDs\" is not a pair of movie ids"))
            }
            return .success(MoviePair(first: saved.movieIDs[0], second: saved.movieIDs[1]))
        },
        movieIDs: { [$0.first, $0.second] })
    public static let sampleArgument = MoviePair(first: 20545, second: 20545)

    public static func containerName(for argument: MoviePair) -> String {
        "Compare #\(argument.first) #\(argument.second)"
    }

    @MainActor
    public static func resolve(
        _ argument: MoviePair, in container: Container, context: ScreenContext
    )
        throws(ResolutionError) -> any Screen
    {
        try container.resolve(CompareView.self, arguments: argument.first, argument.second)
    }
}

/// Two movies by catalog id, the first marked first.
public struct MoviePair: Hashable, Sendable, VerificationSample {
    /// The movie on the left.
    public var first: Int
    /// The movie on the right.
    public var second: Int

    /// Creates a pair.
    ///
    /// - Parameter first: The movie on the left.
    /// - Parameter second: The movie on the right.
    public init(first: Int, second: Int) {
        self.first = first
        self.second = second
    }

    /// The registrations take the pair as two arguments, `(first: Int, second: Int)`.
    public func add(to samples: inout VerificationArguments) {
        samples.add(first, second)
    }
}

extension CompareScreen {
    /// A comparison's argument as the session state keeps it: `{"movieIDs": [20545, 20546]}`.
    public struct Saved: Codable, Hashable, Sendable {
        /// The two movies, the left one first.
        public var movieIDs: [Int]
    }
}

extension Route {
    /// Two movies side by side, by catalog id (the first marked on the left).
    ///
    /// - Parameter first: The movie on the left.
    /// - Parameter second: The movie on the right.
    public static func compare(first: Int, second: Int) -> Route {
        Route(CompareScreen.self, MoviePair(first: first, second: second))
    }
}

extension CompareAction: KeymapSection {
    public static let section = "compare"
}

extension Keymaps {
    /// The comparison's keys.
    public var compare: Keymap<CompareAction> {
        get { self[CompareAction.self] }
        set { self[CompareAction.self] = newValue }
    }
}
