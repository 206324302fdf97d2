/// A service that releases its resources when the container that owns it is disposed.
///
/// The container calls ``dispose()`` once, after the registration's `onDispose` hooks, for
/// singleton and scoped instances, in reverse creation order.
public protocol Disposable: AnyObject {
    /// Releases the instance's resources: cancel work, close files, save state.
    func dispose()
}
