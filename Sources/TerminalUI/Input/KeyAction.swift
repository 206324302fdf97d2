/// An action a screen's keys trigger: a stable snake-case name, used in the help and by the key
/// configuration (`select_next`).
///
/// ```swift
/// enum DemoAction: String, KeyAction {
///     case help, quit
/// }
/// ```
public protocol KeyAction: RawRepresentable<String>, Hashable, Sendable, CaseIterable {}

extension KeyAction {
    /// The list intent this action names (`select_next`, `page_down`, `first`…), if it is one:
    /// every screen with a list binds them under the same names.
    public var listIntent: ListIntent? { ListIntent(rawValue: rawValue) }
}
