/// Every problem ``Container/verify()`` found, in one error.
public struct VerificationError: Error, CustomStringConvertible, Sendable {
    /// One problem in the graph.
    public enum Problem: Sendable, CustomStringConvertible {
        /// A registration failed to build: missing dependency, cycle, factory error, and so on.
        case resolution(ResolutionError)
        /// A singleton (or weak) registration depends on a scoped one, which would outlive its scope.
        case captiveDependency(holder: String, holderScope: Scope, captive: String, container: String)
        /// A singleton of `owner` resolves `dependency` from `owner`; the override in `overriddenIn`
        /// is never seen by it.
        case overrideNotSeen(singleton: String, owner: String, dependency: String, overriddenIn: String)

        /// The problem as one sentence.
        public var description: String {
            switch self {
            case .resolution(let error):
                return error.description
            case .captiveDependency(let holder, let scope, let captive, let container):
                return "captive dependency: \(scope) \(holder) in \"\(container)\" holds scoped \(captive), "
                    + "which would outlive its scope; make \(holder) scoped or the dependency transient"
            case .overrideNotSeen(let singleton, let owner, let dependency, let overriddenIn):
                return
                    "override not seen: singleton \(singleton) of \"\(owner)\" uses \(dependency) from \"\(owner)\"; "
                    + "the override in \"\(overriddenIn)\" never reaches it"
            }
        }
    }

    /// The container verified.
    public let container: String
    /// Every problem, each reported once.
    public let problems: [Problem]

    /// A numbered list of the problems.
    public var description: String {
        var lines = ["verification of container \"\(container)\" found \(problems.count) problem(s):"]
        for (index, problem) in problems.enumerated() {
            lines.append("  \(index + 1). \(problem)")
        }
        return lines.joined(separator: "\n")
    }
}
