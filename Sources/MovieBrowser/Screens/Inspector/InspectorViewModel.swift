import DIContainer

/// What the inspector shows in one frame: the container tree, the last disposal and the events,
/// as styled lines.
public struct InspectorViewModel: Hashable, Sendable {
    /// How a line is drawn.
    public enum Kind: Hashable, Sendable {
        /// A section's title.
        case section
        /// A container.
        case container
        /// A registration, a released instance, an event.
        case detail
        /// A leak.
        case warning
        /// Space between sections.
        case blank
    }

    /// One line of the inspector.
    public struct Line: Hashable, Sendable {
        /// The text, indented.
        public var text: String
        /// How it is drawn.
        public var kind: Kind

        /// Creates a line.
        ///
        /// - Parameter text: The text.
        /// - Parameter kind: How it is drawn.
        public init(_ text: String, _ kind: Kind) {
            self.text = text
            self.kind = kind
        }
    }

    /// Every line.
    public var lines: [Line]
    /// The first line shown.
    public var offset: Int

    /// The lines' texts, for tests and logs.
    public var text: [String] { lines.map(\.text) }

    /// The lines of a snapshot of the container tree, the last disposal report and the log.
    ///
    /// - Parameters:
    ///   - snapshot: The live tree from the app container down, or `nil` once it is gone.
    ///   - lastDisposal: The report of the last screen popped.
    ///   - events: Pushes, pops and leaks, oldest first.
    ///   - foldApp: Whether the app container's own registrations are folded into one line.
    ///   - focus: The container of the screen the inspector was opened over, marked in the tree.
    static func lines(
        snapshot: ContainerSnapshot?, lastDisposal: DisposalReport?, events: [String], foldApp: Bool = false,
        focus: String? = nil
    ) -> [Line] {
        var lines = [Line("Containers", .section)]
        if let snapshot {
            containerLines(snapshot, depth: 1, foldRegistrations: foldApp, focus: focus, into: &lines)
        } else {
            lines.append(Line("  the app container is gone", .detail))
        }
        lines.append(Line("", .blank))
        lines.append(Line("Last disposal", .section))
        if let report = lastDisposal {
            disposalLines(report, depth: 1, into: &lines)
        } else {
            lines.append(Line("  no screen popped yet", .detail))
        }
        lines.append(Line("", .blank))
        lines.append(Line("Events, newest first", .section))
        if events.isEmpty { lines.append(Line("  none yet", .detail)) }
        for event in events.reversed() {
            lines.append(Line("  " + event, event.contains("LEAKED") ? .warning : .detail))
        }
        return lines
    }

    private static func containerLines(
        _ node: ContainerSnapshot, depth: Int, foldRegistrations: Bool = false, focus: String?, into lines: inout [Line]
    ) {
        let indent = String(repeating: "  ", count: depth)
        let registrations = node.registrations.count.counted("registration")
        let instances = node.ownedInstances.counted("instance")
        lines.append(
            Line(
                "\(indent)\(node.name) · \(registrations) · \(instances)" + (node.isDisposed ? " · disposed" : "")
                    + (node.name == focus ? "  ◀ this screen" : ""),
                .container))
        if foldRegistrations, !node.registrations.isEmpty {
            lines.append(Line("\(indent)  (its registrations are folded: a shows them)", .detail))
        }
        for registration in node.registrations where !foldRegistrations {
            lines.append(
                Line(
                    "\(indent)  \(registration.label) · \(registration.scope) · \(registration.liveInstances) live",
                    .detail))
        }
        for child in node.children {
            containerLines(child, depth: depth + 1, focus: focus, into: &lines)
        }
    }

    private static func disposalLines(_ report: DisposalReport, depth: Int, into lines: inout [Line]) {
        let indent = String(repeating: "  ", count: depth)
        let released = report.disposed
        lines.append(
            Line(
                "\(indent)\(report.container): released \(released.count)"
                    + (released.isEmpty ? "" : " (\(released.joined(separator: ", ")))"), .container))
        let leaks = report.leaks
        lines.append(
            leaks.isEmpty
                ? Line("\(indent)  no leaks", .detail)
                : Line("\(indent)  LEAKED: \(leaks.joined(separator: ", "))", .warning))
        for child in report.children {
            disposalLines(child, depth: depth + 1, into: &lines)
        }
    }
}
