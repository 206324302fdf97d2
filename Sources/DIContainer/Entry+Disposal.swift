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
///
/// Each remembered answer is one atomic word (a class's identity with the answer in its low bit),
/// so reading and writing take no lock; a word read is always a whole answer written earlier, and
/// a racing writer at worst replaces an answer that is then looked up again.
final class DisposableClasses: Sendable {
    static let shared = DisposableClasses()

    private let slot0 = Atomic<UInt>(0)
    private let slot1 = Atomic<UInt>(0)
    private let slot2 = Atomic<UInt>(0)
    private let slot3 = Atomic<UInt>(0)
    private let next = Atomic<Int>(0)

    /// The remembered answer for `dynamicClass`, if any.
    func lookUp(_ dynamicClass: UInt) -> UInt? {
        let answers = (
            slot0.load(ordering: .relaxed), slot1.load(ordering: .relaxed), slot2.load(ordering: .relaxed),
            slot3.load(ordering: .relaxed)
        )
        if answers.0 & ~1 == dynamicClass { return answers.0 }
        if answers.1 & ~1 == dynamicClass { return answers.1 }
        if answers.2 & ~1 == dynamicClass { return answers.2 }
        if answers.3 & ~1 == dynamicClass { return answers.3 }
        return nil
    }

    /// Remembers an answer, replacing the oldest.
    func remember(_ answer: UInt) {
        switch next.wrappingAdd(1, ordering: .relaxed).oldValue & 3 {
        case 0: slot0.store(answer, ordering: .relaxed)
        case 1: slot1.store(answer, ordering: .relaxed)
        case 2: slot2.store(answer, ordering: .relaxed)
        default: slot3.store(answer, ordering: .relaxed)
        }
    }
}
