/// Why a service could not be resolved, with the whole path of services that led there.
///
/// Its description reads as one sentence a developer can act on:
///
/// ```text
/// MovieListView → MovieListPresenter → MovieListInteractor → MovieRepository: not registered in
/// container "Detail #12" or its parents "app"
/// ```
public struct ResolutionError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, with the details that belong to it.
    ///
    /// This is the error's only classification: match a case with `if case` or `switch`.
    ///
    /// ```swift
    /// let container = Container(name: "app")
    /// do throws(ResolutionError) {
    ///     _ = try container.resolve(Double.self)
    /// } catch {
    ///     if case .notRegistered(let alternatives) = error.reason { print(alternatives) }
    /// }
    /// ```
    public enum Reason: Sendable {
        /// Nothing is registered under the requested key in the container or its ancestors.
        /// `alternatives` lists registrations of the same type under other names.
        case notRegistered(alternatives: [String])
        /// Building the service requires building itself; `loop` starts and ends with the same service.
        case cycle(loop: [String])
        /// The factory threw an error of its own.
        case factoryFailed(underlying: any Error)
        /// The service is registered, but with other runtime argument types than the ones given.
        case argumentMismatch(registered: [String], given: String)
        /// The container (or the one that owns the registration) has been disposed.
        case containerDisposed(container: String)
        /// The container an ``Inject`` property was bound to was released (deallocated) before the
        /// property was first read; the property never keeps its container alive.
        case containerReleased(container: String)
        /// A `.weak` registration produced a value that is not a class instance.
        case weakScopeNeedsClass(produced: String)
        /// A forwarded type (`implements`) is not implemented by the instance the registration made.
        case forwardingFailed(instance: String)
        /// The chain of factories is deeper than the resolution stack allows (recursion with arguments).
        case depthLimitExceeded(limit: Int)
        /// The container could not do its own work (for example no thread-local key was left).
        case internalFailure(String)
    }

    /// What went wrong.
    public let reason: Reason
    /// The service that failed, as printed: `MovieRepository named "primary"`.
    public let requested: String
    /// The services being built when it failed, outermost first, ending with ``requested``.
    public let path: [String]
    /// The names of the containers that were searched, nearest first.
    public let searched: [String]

    /// The error thrown by the factory, when ``reason`` is ``Reason/factoryFailed(underlying:)``.
    public var underlyingError: (any Error)? {
        if case .factoryFailed(let error) = reason { return error }
        return nil
    }

    /// One sentence: the path, then what went wrong and where.
    public var description: String {
        "\(path.joined(separator: " → ")): \(explanation)"
    }

    /// What went wrong, without the path.
    public var explanation: String {
        switch reason {
        case .notRegistered(let alternatives):
            var text = "not registered in container \(quoted(searched.first ?? "?"))"
            if searched.count > 1 {
                text += " or its parents " + searched.dropFirst().map(quoted).joined(separator: ", ")
            }
            if !alternatives.isEmpty {
                text += "; registered as: " + alternatives.joined(separator: "; ")
            }
            return text
        case .cycle(let loop):
            return "dependency cycle \(loop.joined(separator: " → "))"
        case .factoryFailed(let error):
            return "its factory threw: \(error)"
        case .argumentMismatch(let registered, let given):
            return "resolved with arguments \(given), but registered with "
                + registered.joined(separator: " or ")
        case .containerDisposed(let container):
            return "container \(quoted(container)) is disposed"
        case .containerReleased(let container):
            return "container \(quoted(container)) was released before this @Inject property was first read"
        case .weakScopeNeedsClass(let produced):
            return "registered as .weak but its factory made a \(produced), which is not a class instance"
        case .forwardingFailed(let instance):
            return "forwarded to an instance of \(instance), which does not conform to it"
        case .depthLimitExceeded(let limit):
            return "more than \(limit) nested factories; a recursive registration never stops"
        case .internalFailure(let message):
            return message
        }
    }

    /// Creates an error; the container builds these, tests and adapters may too.
    ///
    /// - Parameters:
    ///   - reason: What went wrong.
    ///   - requested: The service that failed, as printed.
    ///   - path: The services being built, outermost first, ending with `requested`.
    ///   - searched: The containers searched, nearest first.
    public init(reason: Reason, requested: String, path: [String], searched: [String]) {
        self.reason = reason
        self.requested = requested
        self.path = path.isEmpty ? [requested] : path
        self.searched = searched
    }

    @usableFromInline
    static func internalFailure(_ message: String) -> ResolutionError {
        ResolutionError(reason: .internalFailure(message), requested: "?", path: [], searched: [])
    }
}

private func quoted(_ name: String) -> String {
    "\"\(name)\""
}
