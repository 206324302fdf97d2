import CursesTerminal
import Glibc
import TerminalUI

// terminal-demo: a list of 58,788 rows, a search input, a chart, an overlay, on the ncurses driver.
// Options: --light (light palette), --no-color (also NO_COLOR=1).

func runDemo(_ terminal: CursesTerminal) throws(TerminalError) {
    var environment: [String: String] = [:]
    if let value = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: value) }
    let arguments = CommandLine.arguments
    let theme = Theme.resolve(
        palette: arguments.contains("--light") ? .light : .dark, colorCount: terminal.capabilities.colorCount,
        environment: environment, arguments: arguments, glyphs: terminal.capabilities.glyphs)
    let screen = DemoScreen(theme: theme)
    var state = DemoState()
    while !state.quits {
        let size = terminal.size
        try terminal.draw(screen.render(&state, size: size))
        guard let key = try terminal.readKey(timeout: nil) else { continue }
        if !size.fits(DemoState.minimumSize) {
            if key == .character("q") { state.quits = true }
            continue
        }
        state.handle(key)
        if state.wantsRedraw {
            terminal.invalidate()
            state.wantsRedraw = false
        }
    }
}

do {
    let terminal = try CursesTerminal()
    defer { terminal.close() }
    try runDemo(terminal)
} catch {
    let message = Array("terminal-demo: \(error)\n".utf8)
    _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}
