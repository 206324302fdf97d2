import Synchronization

extension Entry {
    /// Runs the dispose hooks on `value`: the `onDispose` closures, then `Disposable.dispose()`.
    func runDisposal(of value: Any) {
        if hasHooks.load(ordering: .acquiring) {
            let hooks = extras.state.withLock { $0.disposeHooks }
            for hook in hooks { hook(value) }
        }
        if let disposable = value as? any Disposable { disposable.dispose() }
    }

    /// Runs the dispose hooks on a class instance; whether its class is ``Disposable`` is looked up
    /// once per registration and class.
    func runDisposal(of object: AnyObject) {
        if hasHooks.load(ordering: .acquiring) {
            let hooks = extras.state.withLock { $0.disposeHooks }
            for hook in hooks { hook(object) }
        }
        let dynamicClass = UInt(bitPattern: ObjectIdentifier(type(of: object)))
        var known = disposableClass.load(ordering: .relaxed)
        if known & ~1 != dynamicClass {
            // A registration made for each screen meets its class for the first time: ask the
            // process-wide memory of recent classes before the runtime's slower conformance lookup.
            known =
                DisposableClasses.shared.lookUp(dynamicClass)
                ?? {
                    let answer = dynamicClass | (object is any Disposable ? 1 : 0)
                    DisposableClasses.shared.remember(answer)
                    return answer
                }()
            disposableClass.store(known, ordering: .relaxed)
        }
        if known & 1 == 1, let disposable = object as? any Disposable {
            disposable.dispose()
        }
    }
}

/// The last few classes checked for ``Disposable`` conformance, with the answer in bit 0: a screen's
/// registrations are new each time the screen is pushed, its classes are not.
final class DisposableClasses: Sendable {
    static let shared = DisposableClasses()

    private let recent = Mutex<(UInt, UInt, UInt, UInt, next: Int)>((0, 0, 0, 0, next: 0))

    /// The remembered answer for `dynamicClass`, if any.
    func lookUp(_ dynamicClass: UInt) -> UInt? {
        recent.withLock { recent in
            if recent.0 & ~1 == dynamicClass { return recent.0 }
            if recent.1 & ~1 == dynamicClass { return recent.1 }
            if recent.2 & ~1 == dynamicClass { return recent.2 }
            if recent.3 & ~1 == dynamicClass { return recent.3 }
            return nil
        }
    }

    /// Remembers an answer, replacing the oldest.
    func remember(_ answer: UInt) {
        recent.withLock { recent in
            switch recent.next {
            case 0: recent.0 = answer
            case 1: recent.1 = answer
            case 2: recent.2 = answer
            default: recent.3 = answer
            }
            recent.next = (recent.next + 1) & 3
        }
    }
}
