import DIContainer

/// Checks the wiring of the app container and of every screen before the first frame.
public enum BrowserVerification {
    /// One route of each screen of ``BrowserScreens/all``, with its sample argument.
    public static var routes: [Route] { BrowserScreens.sampleRoutes }

    /// Verifies the app container and every screen's module: all the modules are installed into
    /// one throwaway child of the app container, and every registration it can see is built once,
    /// those that take runtime arguments with the sample argument of their screen's descriptor (and
    /// the help's ``ScreenContext``), so every problem of every screen is reported at once, before
    /// the first frame.
    ///
    /// - Parameter app: The app container.
    /// - Parameter screens: The screens the browser knows (``Browser/screens``).
    /// - Returns: What was verified and what was skipped (nothing, when every argument type has a sample).
    /// - Throws: ``DIContainer/VerificationError`` listing every problem found.
    @discardableResult
    public static func verify(
        _ app: Container, screens: [any ScreenDescriptor.Type] = BrowserScreens.all
    ) throws(VerificationError) -> VerificationReport {
        let container = app.child(name: "screens")
        var samples = VerificationArguments()
        samples.add(ScreenContext(below: nil))
        for screen in screens {
            container.install(screen.module)
            screen.addSample(to: &samples)
        }
        defer { _ = container.dispose() }
        return try container.verify(arguments: samples)
    }
}

extension ScreenDescriptor {
    /// Adds the sample argument, as the screen's registrations take it, to `samples`.
    static func addSample(to samples: inout VerificationArguments) {
        if let arguments = sampleArgument as? any VerificationSample {
            arguments.add(to: &samples)
        } else if Argument.self != NoArgument.self {
            samples.add(sampleArgument)
        }
    }
}

/// An argument whose registrations take it spread out as several arguments (a pair of movie ids
/// as `(first: Int, second: Int)`): it adds itself to the samples in that shape.
public protocol VerificationSample {
    /// Adds the value, as the registrations take it, to `samples`.
    ///
    /// - Parameter samples: The verification's sample arguments.
    func add(to samples: inout VerificationArguments)
}
