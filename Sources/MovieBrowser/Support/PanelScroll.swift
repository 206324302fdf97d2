import TerminalUI

/// What a user can ask of a scrolling panel of lines (the help, the inspector); its raw values are
/// the action names those screens' keymaps use, so an action maps onto it by name.
public enum ScrollIntent: String, Hashable, Sendable, CaseIterable {
    /// One line down.
    case scrollDown = "scroll_down"
    /// One line up.
    case scrollUp = "scroll_up"
    /// One page down.
    case pageDown = "page_down"
    /// One page up.
    case pageUp = "page_up"
    /// The first line.
    case top
    /// The last page.
    case bottom
}

extension KeyAction {
    /// The scroll intent this action names (`scroll_down`, `page_up`, `top`…), if it is one.
    public var scrollIntent: ScrollIntent? { ScrollIntent(rawValue: rawValue) }
}

/// The scroll position of a panel of lines: the first line shown and the page the panel showed
/// when it was last drawn. Plain values, shared by the help and the inspector.
struct PanelScroll: Hashable, Sendable {
    /// The first line shown.
    var offset = 0
    /// The lines the panel showed when it was last drawn; 10 before the first draw.
    var visibleLines = 10

    /// Applies an intent to a panel of `lineCount` lines.
    mutating func apply(_ intent: ScrollIntent, lineCount: Int) {
        let page = max(1, visibleLines - 1)
        switch intent {
        case .scrollDown: scroll(by: 1, lineCount: lineCount)
        case .scrollUp: scroll(by: -1, lineCount: lineCount)
        case .pageDown: scroll(by: page, lineCount: lineCount)
        case .pageUp: scroll(by: -page, lineCount: lineCount)
        case .top: offset = 0
        case .bottom: offset = Int.max / 2
        }
    }

    /// Applies the mouse wheel (three lines a step); `false` for any other key.
    mutating func handleWheel(_ key: Key, lineCount: Int) -> Bool {
        guard case .mouse(let event) = key else { return false }
        switch event.action {
        case .wheelUp: scroll(by: -3, lineCount: lineCount)
        case .wheelDown: scroll(by: 3, lineCount: lineCount)
        default: return false
        }
        return true
    }

    /// Keeps the last page full: the offset clamped to a panel of `lineCount` lines.
    mutating func clamp(lineCount: Int) -> Int {
        offset = min(offset, max(0, lineCount - visibleLines))
        return offset
    }

    private mutating func scroll(by lines: Int, lineCount: Int) {
        offset = max(0, clamp(lineCount: lineCount) + lines)
    }
}
