import ArgumentParser
import DIContainer

/// `reel graph`: verifies the app container and prints its dependency graph.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Verify the app container and print its dependency graph.",
        discussion: """
            Builds every registration once in a throwaway scope (DIContainer's verify()), reports any \
            problem, and prints the graph as Graphviz DOT (pipe it to `dot -Tsvg`), a Mermaid flowchart, \
            or the container tree with its registrations.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dot, mermaid, tree
    }

    @OptionGroup var catalog: CatalogOptions
    @Option(help: "dot, mermaid or tree.") var format: Format = .dot

    mutating func run() throws {
        try reportingErrors {
            let session = try CatalogSession(options: catalog)
            do throws(VerificationError) {
                try session.container.verify()
            } catch {
                Terminal.standardError.write("reel: \(error.description)\n")
                throw ExitCode.failure
            }
            switch format {
            case .dot: print(session.container.dependencyGraph().dot)
            case .mermaid: print(session.container.dependencyGraph().mermaid)
            case .tree:
                let snapshot = session.container.snapshot()
                print(snapshot.tree)
                for registration in snapshot.registrations {
                    let dependencies = registration.dependencies.isEmpty ? "" : " → " + registration.dependencies.joined(separator: ", ")
                    print("  \(registration.label) · \(registration.scope)\(dependencies)")
                }
            }
        }
    }
}
