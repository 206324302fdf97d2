import ArgumentParser
import DIContainer
import Foundation
import MovieBrowser
import ReelApp
import ReelSettings
import TerminalUI

/// `reel graph`: verifies the app container and prints its dependency graph.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Verify the app container and every screen's module, and print the dependency graph.",
        discussion: """
            Builds every registration once in a throwaway scope (DIContainer's verify()), reports any \
            problem, then pushes one screen of each kind as the browser would (a child container of the \
            app per screen, its module installed, its view resolved) and prints the graph as Graphviz \
            DOT (pipe it to `dot -Tsvg`), a Mermaid flowchart, or the container tree with its \
            registrations.
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
            let app = session.container
            // The browser's modules as it installs them, with the default configuration and a plain theme.
            let theme = Theme(palette: .dark, colorSupport: .monochrome, glyphs: .ascii)
            let stateFile = SettingsPaths(environment: ProcessInfo.processInfo.environment).stateFile
            for module in AppRoot.browserModules(theme: theme, session: FileSessionStore(path: stateFile)) {
                app.install(module)
            }
            let text: String? = MainActor.assumeIsolated { () -> String? in
                do {
                    try BrowserVerification.verify(app)
                } catch {
                    Terminal.standardError.write("reel: \(error)\n")
                    return nil
                }
                do {
                    let navigator = try Navigator(app: app)
                    for route in BrowserVerification.routes { try navigator.push(route) }
                    defer { navigator.popAll() }
                    return render(app)
                } catch {
                    Terminal.standardError.write("reel: \(error)\n")
                    return nil
                }
            }
            guard let text else { throw ExitCode.failure }
            print(text)
        }
    }

    /// The graph in the chosen format, with every screen's container alive.
    private func render(_ app: Container) -> String {
        switch format {
        case .dot: return app.dependencyGraph().dot
        case .mermaid: return app.dependencyGraph().mermaid
        case .tree:
            var lines: [String] = []
            func walk(_ snapshot: ContainerSnapshot, depth: Int) {
                let indent = String(repeating: "  ", count: depth)
                lines.append(
                    "\(indent)\(snapshot.name): \(snapshot.registrations.count) registrations, \(snapshot.ownedInstances) instances"
                )
                for registration in snapshot.registrations {
                    let dependencies =
                        registration.dependencies.isEmpty
                        ? "" : " → " + registration.dependencies.joined(separator: ", ")
                    lines.append("\(indent)  \(registration.label) · \(registration.scope)\(dependencies)")
                }
                for child in snapshot.children { walk(child, depth: depth + 1) }
            }
            walk(app.snapshot(), depth: 0)
            return lines.joined(separator: "\n")
        }
    }
}
