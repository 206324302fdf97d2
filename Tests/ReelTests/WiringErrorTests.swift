import ArgumentParser
import DIContainer
import Testing
@testable import reel

// A registration the composition root cannot build is reported as broken wiring, one line and
// exit status 1, never as a database failure.
@Suite struct WiringErrorTests {
    @Test func aResolutionErrorIsReportedAsBrokenWiring() throws {
        let app = Container(name: "app")
        let error = try #require(throws: ResolutionError.self) { try app.resolve(Double.self) }
        #expect(
            wiringFailureMessage(error)
                == "reel: the app's wiring is broken: Double: not registered in container \"app\"\n")
        #expect(throws: ExitCode.failure) { try reportingErrors { throw error } }
    }
}
