import DIContainer
import TerminalUI

/// A screen the Navigator can push, with the argument it is resolved with.
///
/// A route is a screen's descriptor (see ``ScreenDescriptor``) and a value of its argument type.
/// Screens name the routes they lead to through the static members their folders declare
/// (`.detail(movieID: 20545)`, `.watchlist`); only the Navigator pushes them.
public struct Route: Hashable, Sendable, CustomStringConvertible {
    /// The screen's descriptor.
    public let screen: any ScreenDescriptor.Type
    /// The argument.
    private let argument: any Sendable
    /// Whether another route's argument equals this one's (the screens are the same).
    private let sameArgument: @Sendable (any Sendable) -> Bool
    /// Feeds the argument to a hasher.
    private let hashArgument: @Sendable (inout Hasher) -> Void
    /// The name of the screen's child container (`"Detail #20545"`), shown by the inspector.
    public let containerName: String
    private let make: @MainActor @Sendable (Container, ScreenContext) throws(ResolutionError) -> any Screen
    private let entry: @Sendable () -> SessionSnapshot.Entry?
    /// The movies the route names, which must still be in the catalog when a session restores it.
    let movieIDs: [Int]

    /// The route to `screen` with `argument`.
    ///
    /// - Parameter screen: The screen's descriptor.
    /// - Parameter argument: The argument it is resolved with.
    public init<Descriptor: ScreenDescriptor>(_ screen: Descriptor.Type, _ argument: Descriptor.Argument) {
        self.screen = screen
        self.argument = argument
        sameArgument = { ($0 as? Descriptor.Argument) == argument }
        hashArgument = { $0.combine(argument) }
        containerName = Descriptor.containerName(for: argument)
        make = { container, context throws(ResolutionError) in
            try Descriptor.resolve(argument, in: container, context: context)
        }
        let session = Descriptor.session
        entry = { session?.entry(Descriptor.name, argument) ?? nil }
        movieIDs = session?.movieIDs(argument) ?? []
    }

    /// The route to a screen that takes no argument.
    ///
    /// - Parameter screen: The screen's descriptor.
    public init<Descriptor: ScreenDescriptor>(_ screen: Descriptor.Type) where Descriptor.Argument == NoArgument {
        self.init(screen, NoArgument())
    }

    /// The argument, when the route is to `screen` (`route.argument(of: DetailScreen.self)` is the
    /// movie id of a detail), or `nil` for a route to another screen.
    ///
    /// - Parameter screen: The screen's descriptor.
    public func argument<Descriptor: ScreenDescriptor>(of screen: Descriptor.Type) -> Descriptor.Argument? {
        ObjectIdentifier(self.screen) == ObjectIdentifier(screen) ? argument as? Descriptor.Argument : nil
    }

    /// The registrations the screen installs into its child container.
    public var module: Module { screen.module }

    /// The screen's name (`"detail"`).
    public var screenName: String { screen.name }

    /// The route as the session state keeps it, or `nil` for a screen that is not kept.
    var sessionEntry: SessionSnapshot.Entry? { entry() }

    /// Resolves the screen's view from its child container.
    ///
    /// - Parameter container: The screen's child container, with ``module`` installed.
    /// - Parameter context: What the screen below offers.
    /// - Throws: ``DIContainer/ResolutionError`` naming the path when the wiring is broken.
    @MainActor
    func resolveScreen(in container: Container, context: ScreenContext) throws(ResolutionError) -> any Screen {
        try make(container, context)
    }

    public static func == (lhs: Route, rhs: Route) -> Bool {
        ObjectIdentifier(lhs.screen) == ObjectIdentifier(rhs.screen) && lhs.sameArgument(rhs.argument)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(screen))
        hashArgument(&hasher)
    }

    /// The container name.
    public var description: String { containerName }
}
