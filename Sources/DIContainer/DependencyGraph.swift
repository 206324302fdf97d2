/// Registrations and the dependencies their builds resolved, printable as Graphviz DOT or Mermaid.
public struct DependencyGraph: Sendable {
    /// A registration.
    public struct Node: Sendable, Hashable {
        /// Unique: the label and the container.
        public let id: String
        /// The registration as printed.
        public let label: String
        /// The registering container.
        public let container: String
        /// Its scope.
        public let scope: Scope
    }

    /// `from` resolved `to` while it was built.
    public struct Edge: Sendable, Hashable {
        /// The id of the dependent node.
        public let from: String
        /// The id of the dependency node.
        public let to: String
    }

    /// The registrations.
    public let nodes: [Node]
    /// The dependencies seen.
    public let edges: [Edge]

    /// The graph in Graphviz DOT, one cluster per container.
    public var dot: String {
        var lines = ["digraph dependencies {", "  rankdir=LR;", "  node [shape=box];"]
        var containers: [String] = []
        for node in nodes where !containers.contains(node.container) { containers.append(node.container) }
        for (index, container) in containers.enumerated() {
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\(dotQuoted(container));")
            for node in nodes where node.container == container {
                lines.append("    \(dotQuoted(node.id)) [label=\(dotQuoted("\(node.label)\n\(node.scope)"))];")
            }
            lines.append("  }")
        }
        for edge in edges {
            lines.append("  \(dotQuoted(edge.from)) -> \(dotQuoted(edge.to));")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The graph as a Mermaid flowchart, one subgraph per container.
    public var mermaid: String {
        var ids: [String: String] = [:]
        for (index, node) in nodes.enumerated() { ids[node.id] = "n\(index)" }
        var lines = ["flowchart LR"]
        var containers: [String] = []
        for node in nodes where !containers.contains(node.container) { containers.append(node.container) }
        for (index, container) in containers.enumerated() {
            lines.append("  subgraph c\(index)[\(mermaidQuoted(container))]")
            for node in nodes where node.container == container {
                lines.append("    \(ids[node.id] ?? "?")[\(mermaidQuoted("\(node.label) · \(node.scope)"))]")
            }
            lines.append("  end")
        }
        for edge in edges {
            guard let from = ids[edge.from] else { continue }
            let to: String
            if let known = ids[edge.to] {
                to = known
            } else {
                to = "x\(ids.count)"
                ids[edge.to] = to
                lines.append("  \(to)[\(mermaidQuoted(edge.to))]")
            }
            lines.append("  \(from) --> \(to)")
        }
        return lines.joined(separator: "\n")
    }
}

private func dotQuoted(_ text: String) -> String {
    "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"").replacingAll("\n", with: "\\n") + "\""
}

private func mermaidQuoted(_ text: String) -> String {
    "\"" + text.replacingAll("\"", with: "#quot;") + "\""
}

extension String {
    /// Replaces every occurrence of `target` (the standard library alone has no such method before Swift 6 on all platforms).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
