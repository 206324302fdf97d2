import TerminalUI

/// What the demo's keys do; its hint bar is built from the same bindings.
enum DemoAction: String, KeyAction {
    case quit, help, search
    case switchFocus = "switch_focus"
    case open, close, redraw
}
