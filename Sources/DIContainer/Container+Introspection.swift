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
