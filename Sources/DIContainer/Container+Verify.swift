extension Container {
    /// Builds every registration this container can see once, in a throwaway scope, and reports
    /// every problem at once.
    ///
    /// It finds missing registrations, cycles, factories that throw, forwarded types the instance
    /// does not implement, captive dependencies (a singleton that depends on something `.scoped`,
    /// which would outlive its screen) and overrides in this container that a parent's singleton
    /// can never see. Factories run, so call it at start-up or in a test; nothing it builds stays
    /// alive afterwards. Dispose hooks do not run for what it built: a factory may hand out an object
    /// that lives on outside the container, and verifying must not close it.
    /// Registrations that need runtime arguments are built with the sample in `arguments` for their
    /// argument types; without one they cannot be built blind and are listed as skipped.
    ///
    /// - Parameter arguments: Sample runtime arguments, by argument types.
    /// - Returns: What was verified and what was skipped.
    /// - Throws: ``VerificationError`` listing every problem.
    @discardableResult
    public func verify(
        arguments: VerificationArguments = VerificationArguments()
    ) throws(VerificationError)
        -> VerificationReport
    {
        guard let stack = ResolutionStack.current, stack.verification == nil, stack.frames.isEmpty else {
            let error = ResolutionError.internalFailure("verify() cannot run inside a factory or another verify()")
            throw VerificationError(container: name, problems: [.resolution(error)])
        }
        let session = VerificationSession()
        stack.verification = session
        defer {
            stack.verification = nil
            session.finish()
        }
        var report = VerificationReport(container: name)
        for entry in visibleEntries() {
            if entry.takesArguments, !arguments.hasSample(for: entry.argumentTypes) {
                report.skipped.append(entry.displayName)
                continue
            }
            do {
                try entry.verifyBuild(in: self, arguments: arguments)
                report.verified.append(entry.displayName)
            } catch {
                session.problems.append(.resolution(error))
            }
        }
        session.problems += invisibleOverrides(edges: session.edges)
        var seen = Set<String>()
        let problems = session.problems.filter { seen.insert($0.description).inserted }
        if !problems.isEmpty { throw VerificationError(container: name, problems: problems) }
        return report
    }

    /// The entries a resolution from this container can reach: its own and its ancestors' that it
    /// does not shadow, nearest first.
    func visibleEntries() -> [Entry] {
        var keys = Set<ServiceKey>()
        var result: [Entry] = []
        var current: Container? = self
        while let container = current {
            for entry in container.registeredEntries where keys.insert(entry.key).inserted {
                result.append(entry)
            }
            current = container.parent
        }
        return result
    }

    /// Singletons of an ancestor that resolve a dependency this container (or a container between)
    /// overrides: the singleton is built with the ancestor's registration and never sees the override.
    private func invisibleOverrides(edges: [VerificationSession.Edge]) -> [VerificationError.Problem] {
        var problems: [VerificationError.Problem] = []
        for edge in edges where edge.from.scope == .singleton || edge.from.scope == .weak {
            let owner = edge.resolvedFrom
            var current: Container? = self
            while let container = current, container !== owner {
                if !container.hasReaders.load(ordering: .relaxed) { container.markReaders() }
                if let found = container.localEntry(for: edge.to.key), found.object !== edge.to {
                    problems.append(
                        .overrideNotSeen(
                            singleton: edge.from.displayName, owner: owner.name,
                            dependency: edge.to.displayName, overriddenIn: container.name
                        ))
                }
                current = container.parent
            }
        }
        return problems
    }
}
