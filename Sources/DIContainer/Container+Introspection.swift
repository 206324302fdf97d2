extension Container {
    /// The registrations made in this container (not its ancestors'), in registration order.
    public var registrations: [RegistrationInfo] {
        let scopedKeys = Set(ownedNodes.filter(\.isScoped).map { ObjectIdentifier($0.entry) })
        return registeredEntries.map { entry in
            let forwarded = entry.existingExtras?.state.withLock { $0.forwardedTypes } ?? []
            let dependencies = entry.dependencies
            let live: Int
            switch entry.scope {
            case .singleton: live = entry.instance.isEmpty ? 0 : 1
            case .scoped: live = scopedKeys.contains(ObjectIdentifier(entry)) ? 1 : 0
            case .weak:
                live =
                    (try? CreationLock.shared.withLock { () throws(ResolutionError) -> Bool in
                        entry.existingExtras?.weakInstance != nil
                    }) == true ? 1 : 0
            case .transient: live = 0
            }
            return RegistrationInfo(
                service: typeName(entry.serviceType),
                name: entry.key.name,
                arguments: entry.takesArguments ? typeName(entry.argumentTypes) : nil,
                scope: entry.scope,
                container: name,
                implements: forwarded,
                liveInstances: live,
                dependencies: dependencies.map { "\($0.displayName) in \"\($0.ownerName)\"" }
            )
        }
    }

    /// The shared instances this container owns now, newest first.
    ///
    /// The head is taken under the lock: ``dispose()`` takes the list away under it too, and the
    /// caller may drop its report, and the nodes, at once. Once retained, the head keeps the rest.
    var ownedNodes: [OwnedNode] {
        var nodes: [OwnedNode] = []
        var node: OwnedNode? = lock.withLock { _ in owned.retainedHead }
        while let current = node {
            nodes.append(current)
            node = current.next
        }
        return nodes
    }

    /// This container and its live descendants, with their registrations and instance counts:
    /// what the inspector draws.
    public func snapshot() -> ContainerSnapshot {
        let owned = ownedNodes.count
        return ContainerSnapshot(
            name: name,
            isDisposed: isDisposed,
            registrations: registrations,
            ownedInstances: owned,
            children: children.map { $0.snapshot() }
        )
    }

    /// The dependency graph seen so far: every registration of this container and its descendants,
    /// with the dependencies its first complete build resolved.
    public func dependencyGraph() -> DependencyGraph {
        var nodes: [DependencyGraph.Node] = []
        var edges: [DependencyGraph.Edge] = []
        func visit(_ snapshot: ContainerSnapshot) {
            for registration in snapshot.registrations {
                let id = registration.label + " in \"\(snapshot.name)\""
                nodes.append(
                    DependencyGraph.Node(
                        id: id, label: registration.label, container: snapshot.name, scope: registration.scope))
                for dependency in registration.dependencies {
                    edges.append(DependencyGraph.Edge(from: id, to: dependency))
                }
            }
            snapshot.children.forEach(visit)
        }
        visit(snapshot())
        return DependencyGraph(nodes: nodes, edges: edges)
    }
}

/// One registration, as introspection shows it.
public struct RegistrationInfo: Sendable, Hashable {
    /// The service type's name.
    public let service: String
    /// The registration's name, if any.
    public let name: ServiceName?
    /// The runtime argument types, if the factory takes any.
    public let arguments: String?
    /// The registration's scope.
    public let scope: Scope
    /// The container that registered it.
    public let container: String
    /// Types forwarded to it with `implements`.
    public let implements: [String]
    /// Instances alive in this container (0 or 1 for shared scopes; transients are not counted).
    public let liveInstances: Int
    /// What its first complete build resolved, as `Service in "container"`.
    public let dependencies: [String]

    /// `MovieRepository named "primary" (arguments: Int)`.
    public var label: String {
        var text = service
        if let name { text += " named \(name)" }
        if let arguments { text += " (arguments: \(arguments))" }
        return text
    }
}

/// A container, its registrations and its descendants at one moment.
public struct ContainerSnapshot: Sendable {
    /// The container's name.
    public let name: String
    /// Whether it has been disposed.
    public let isDisposed: Bool
    /// Its own registrations.
    public let registrations: [RegistrationInfo]
    /// The shared instances it owns now.
    public let ownedInstances: Int
    /// Its live children.
    public let children: [ContainerSnapshot]

    /// The tree as indented text, one container per line with its registration and instance counts.
    public var tree: String {
        var lines: [String] = []
        func walk(_ node: ContainerSnapshot, _ depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            lines.append(
                "\(indent)\(node.name): \(node.registrations.count) registrations, \(node.ownedInstances) instances")
            node.children.forEach { walk($0, depth + 1) }
        }
        walk(self, 0)
        return lines.joined(separator: "\n")
    }
}
