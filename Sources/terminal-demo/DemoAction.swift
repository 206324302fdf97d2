/// What the demo's keys do; its hint bar is built from the same bindings.
enum DemoAction: Sendable {
    case quit, help, search, switchFocus, open, close, redraw
}
