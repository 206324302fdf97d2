import DIContainer

/// The containers tab: the app container's tree, the last disposal report and the events, mapped
/// from DIContainer's snapshots to the view model's plain lines.
extension InspectorPresenter {
    /// The lines of a snapshot of the container tree, the last disposal report and the log.
    ///
    /// - Parameters:
    ///   - snapshot: The live tree from the app container down, or `nil` once it is gone.
    ///   - lastDisposal: The report of the last screen popped.
    ///   - events: Pushes, pops and leaks, oldest first.
    ///   - foldApp: Whether the app container's own registrations are folded into one line.
    ///   - focus: The container of the screen the inspector was opened over, marked in the tree.
    static func containerTabLines(
        snapshot: ContainerSnapshot?, lastDisposal: DisposalReport?, events: [String], foldApp: Bool = false,
        focus: String? = nil
    ) -> [InspectorViewModel.Line] {
        var lines = [InspectorViewModel.Line("Containers", .section)]
        if let snapshot {
            containerLines(snapshot, depth: 1, foldRegistrations: foldApp, focus: focus, into: &lines)
        } else {
            lines.append(InspectorViewModel.Line("  the app container is gone", .detail))
        }
        lines.append(InspectorViewModel.Line("", .blank))
        lines.append(InspectorViewModel.Line("Last disposal", .section))
        if let report = lastDisposal {
            disposalLines(report, depth: 1, into: &lines)
        } else {
            lines.append(InspectorViewModel.Line("  no screen popped yet", .detail))
        }
        lines.append(InspectorViewModel.Line("", .blank))
        lines.append(InspectorViewModel.Line("Events, newest first", .section))
        if events.isEmpty { lines.append(InspectorViewModel.Line("  none yet", .detail)) }
        for event in events.reversed() {
            lines.append(InspectorViewModel.Line("  " + event, event.contains("LEAKED") ? .warning : .detail))
        }
        return lines
    }

    private static func containerLines(
        _ node: ContainerSnapshot, depth: Int, foldRegistrations: Bool = false, focus: String?,
        into lines: inout [InspectorViewModel.Line]
    ) {
        let indent = String(repeating: "  ", count: depth)
        let registrations = node.registrations.count.counted("registration")
        let instances = node.ownedInstances.counted("instance")
        lines.append(
            InspectorViewModel.Line(
                "\(indent)\(node.name) · \(registrations) · \(instances)" + (node.isDisposed ? " · disposed" : "")
                    + (node.name == focus ? "  ◀ this screen" : ""),
                .container))
        if foldRegistrations, !node.registrations.isEmpty {
            lines.append(InspectorViewModel.Line("\(indent)  (its registrations are folded: a shows them)", .detail))
        }
        for registration in node.registrations where !foldRegistrations {
            lines.append(
                InspectorViewModel.Line(
                    "\(indent)  \(registration.label) · \(registration.scope) · \(registration.liveInstances) live",
                    .detail))
        }
        for child in node.children {
            containerLines(child, depth: depth + 1, focus: focus, into: &lines)
        }
    }

    private static func disposalLines(_ report: DisposalReport, depth: Int, into lines: inout [InspectorViewModel.Line])
    {
        let indent = String(repeating: "  ", count: depth)
        let released = report.disposed
        lines.append(
            InspectorViewModel.Line(
                "\(indent)\(report.container): released \(released.count)"
                    + (released.isEmpty ? "" : " (\(released.joined(separator: ", ")))"), .container))
        let leaks = report.leaks
        lines.append(
            leaks.isEmpty
                ? InspectorViewModel.Line("\(indent)  no leaks", .detail)
                : InspectorViewModel.Line("\(indent)  LEAKED: \(leaks.joined(separator: ", "))", .warning))
        for child in report.children {
            disposalLines(child, depth: depth + 1, into: &lines)
        }
    }
}
