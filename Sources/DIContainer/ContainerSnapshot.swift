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
