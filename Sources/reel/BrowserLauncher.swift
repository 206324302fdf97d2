import CursesTerminal
import DIContainer
import Foundation
import MovieCatalog
import MovieBrowser
import ReelApp
import ReelSettings
import TerminalUI

/// Opens the browser.
///
/// The app container the commands use (the live catalog) gets the rest of the composition root's
/// modules (``ReelApp/AppRoot/browserModules(config:theme:session:)``: the browser's module, the
/// configuration, the theme for this terminal and the session file); the ncurses driver goes to the ``Browser``
/// itself (nothing resolves it, and it is not `Sendable`). Every screen's wiring is
/// verified before the first frame, so a wiring error is one message and exit status 1, never a
/// half-drawn screen.
enum BrowserLauncher {
    /// Runs the browser until the user quits.
    ///
    /// - Parameter session: The open catalog and its app container.
    /// - Parameter light: Whether to use the light palette.
    /// - Throws: `ExitCode.failure` after printing why the browser cannot run.
    @MainActor
    static func run(session: CatalogSession, light: Bool) throws {
        guard isatty(0) == 1, isatty(1) == 1 else {
            Terminal.standardError.write(
                """
                reel: the browser needs a terminal (standard input and output are not one). \
                For scripts, use a subcommand: `reel search`, `reel show`, `reel --help`.

                """)
            throw ExitCodeFailure()
        }
        let environment = ProcessInfo.processInfo.environment
        let settings = ConfigLoader.load(
            file: SettingsPaths(environment: environment).configFile, vocabulary: .browser)
        let config = settings.config
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(mouse: config.mouse, controlKeys: true)
        } catch {
            Terminal.standardError.write("reel: cannot open the terminal: \(error)\n")
            throw ExitCodeFailure()
        }
        defer { terminal.close() }
        let theme = Theme.resolve(
            name: light ? .light : config.theme, colorCount: terminal.capabilities.colorCount,
            environment: environment, arguments: CommandLine.arguments, glyphs: terminal.capabilities.glyphs)
        let app = session.container
        let stateFile = FileSessionStore(path: SettingsPaths(environment: environment).stateFile)
        for module in AppRoot.browserModules(config: config, theme: theme, session: stateFile) { app.install(module) }
        TerminationSignal.install()
        do {
            try BrowserVerification.verify(app)
            let browser = try Browser(app: app, driver: terminal)
            try browser.restoreSession()
            if let error = settings.error {
                // The configuration's problem first; the session state's note (if any) after it.
                let notes = [error.summary.escapingControlCharacters, browser.message]
                browser.notify(notes.filter { !$0.isEmpty }.joined(separator: "; "))
            }
            // The catalog's statistics take tens of milliseconds to count: count them in the
            // background now, so the Stats screen opens at once.
            try app.resolve(StatisticsCache.self).warm()
            // So are the facet counts of the whole catalog, which also read the filter columns that make
            // the filter panel and text searches fast (about 25 ms, once per database).
            let movies = try app.resolve((any MovieRepository).self)
            Task.detached(priority: .utility) { _ = try? movies.facetCounts(matching: MovieQuery()) }
            try browser.run { TerminationSignal.wasReceived }
            terminal.close()
            if let failure = browser.sessionSaveFailure { Terminal.standardError.write("reel: \(failure)\n") }
            TerminationSignal.terminateIfReceived()
        } catch let error as VerificationError {
            terminal.close()
            Terminal.standardError.write(wiringFailureMessage(error))
            throw ExitCodeFailure()
        } catch let error as ResolutionError {
            terminal.close()
            Terminal.standardError.write(wiringFailureMessage(error))
            throw ExitCodeFailure()
        } catch {
            terminal.close()
            Terminal.standardError.write("reel: the terminal failed: \(error)\n")
            throw ExitCodeFailure()
        }
    }
}

/// Exit status 1 after a message already printed (the argument parser's `ExitCode.failure`,
/// thrown from main-actor code).
struct ExitCodeFailure: Error {}
