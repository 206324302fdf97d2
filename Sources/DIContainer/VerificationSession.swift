/// The state of one ``Container/verify()`` run on one thread: the throwaway shared instances, the
/// edges seen and the problems found.
///
/// Shared instances built while verifying live here, never in the container, so nothing that
/// verification builds stays alive after it (their dispose hooks run at the end).
final class VerificationSession {
    struct SharedKey: Hashable {
        let entry: ObjectIdentifier
        let scope: ObjectIdentifier
    }

    struct Edge {
        let from: Entry
        let to: Entry
        let resolvedFrom: Container
    }

    private var shared: [SharedKey: AnyObject] = [:]
    private var built: [AnyObject] = []
    private(set) var edges: [Edge] = []
    var problems: [VerificationError.Problem] = []

    /// Reports a scoped registration built inside a singleton or weak one: it would outlive its scope.
    private func checkCaptive(_ entry: Entry) {
        guard entry.scope == .scoped, let stack = ResolutionStack.existing else { return }
        guard let holder = stack.frames.last(where: { $0.entry.scope == .singleton || $0.entry.scope == .weak }) else {
            return
        }
        problems.append(
            .captiveDependency(
                holder: holder.entry.displayName, holderScope: holder.entry.scope,
                captive: holder.entry === stack.frames.last?.entry
                    ? entry.displayName
                    : "\(entry.displayName) (through \(stack.frames.last.map(\.entry.displayName) ?? "?"))",
                container: holder.entry.ownerName
            ))
    }

    func noteEdge(from: Entry, to: Entry, resolvedFrom: Container) {
        edges.append(Edge(from: from, to: to, resolvedFrom: resolvedFrom))
    }

    /// Resolves a shared registration within the session: built once per scope, kept here.
    func resolveShared<Service, Arguments>(
        _ entry: Entry, _ arguments: Arguments, as type: Service.Type, requester: Container
    ) throws(ResolutionError) -> Service {
        checkCaptive(entry)
        let scope = entry.scope == .scoped ? requester : entry.owner
        let key = SharedKey(entry: ObjectIdentifier(entry), scope: ObjectIdentifier(scope))
        if let box = shared[key] {
            // The key names the entry, and only this function, with that entry's `Service`, stores
            // boxes under it: the cast does not fail.
            guard let box = box as? Box<Service> else {
                throw ResolutionError.internalFailure("a verification box of another type")
            }
            return box.value
        }
        let value = try scope.build(entry, arguments, as: type)
        if entry.scope == .weak, classInstance(value) == nil {
            throw scope.weakScopeError(entry, produced: value)
        }
        let box = Box(value)
        shared[key] = box
        built.append(box)
        return value
    }

    /// Lets go of what the session built. Dispose hooks do not run: a factory may return an object
    /// that lives on outside the container (`register(instance:)`, `{ _ in database }`), and
    /// verifying must never close it.
    func finish() {
        built = []
        shared = [:]
    }
}
