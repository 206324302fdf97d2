/// Where a screen runs work too slow for a frame: on a background task in the app, at once in tests.
///
/// Your statistics over 10,000 viewings of a 720,000-movie catalog take about 300 ms to count (the
/// credits of every film seen): counted in the push, the screen would appear that much later. The
/// app registers ``detached``: the push draws at once with "counting", and the figures are drawn
/// when they are ready (``Screen/hasNewFrame()``). The tests' harness registers ``inline``, so a
/// frame after a push shows the figures, as before.
public struct BackgroundWork: Sendable {
    /// Runs `work`.
    public let run: @Sendable (_ work: @escaping @Sendable () -> Void) -> Void

    /// Creates a policy.
    ///
    /// - Parameter run: Runs the work it is given, now or later.
    public init(run: @escaping @Sendable (_ work: @escaping @Sendable () -> Void) -> Void) {
        self.run = run
    }

    /// On a detached task of user-initiated priority: the browser's.
    public static let detached = BackgroundWork { work in
        Task.detached(priority: .userInitiated) { work() }
    }

    /// At once, on the caller's thread: the tests'.
    public static let inline = BackgroundWork { work in work() }
}
