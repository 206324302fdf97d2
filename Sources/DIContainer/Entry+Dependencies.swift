/// The first few registrations an entry's factory resolved, in place: recording them allocates
/// nothing (a screen's registrations are new on every push, and each records its dependencies).
/// Each slot holds its entry retained; slots fill in order.
struct DependencySlots: ~Copyable {
    let slot0 = RetainedSlot<Entry>()
    let slot1 = RetainedSlot<Entry>()
    let slot2 = RetainedSlot<Entry>()
    let slot3 = RetainedSlot<Entry>()

    static var count: Int { 4 }

    init() {}

    /// The entry in the slot at `index`, unretained: the slot keeps it.
    func entry(at index: Int) -> Unretained<Entry>? {
        switch index {
        case 0: slot0.load()
        case 1: slot1.load()
        case 2: slot2.load()
        default: slot3.load()
        }
    }

    /// Stores `entry` at `index` if the slot is empty; `true` when the slot holds `entry` afterwards.
    func claim(_ entry: Entry, at index: Int) -> Bool {
        switch index {
        case 0: slot0.claim(entry)
        case 1: slot1.claim(entry)
        case 2: slot2.claim(entry)
        default: slot3.claim(entry)
        }
    }

    /// Empties the slot at `index`; returns what it held.
    func take(at index: Int) -> Entry? {
        switch index {
        case 0: slot0.take()
        case 1: slot1.take()
        case 2: slot2.take()
        default: slot3.take()
        }
    }
}

extension Entry {
    /// Records `dependency` as something this registration's factory resolved, once.
    func record(_ dependency: Entry) {
        let address = Unretained(dependency).address
        for index in 0..<DependencySlots.count {
            if let held = inlineDependencies.entry(at: index) {
                if held.address == address { return }
                continue
            }
            if inlineDependencies.claim(dependency, at: index) { return }
        }
        extras.state.withLock { state in
            if !state.dependencies.contains(where: { $0 === dependency }) { state.dependencies.append(dependency) }
        }
    }

    /// What one complete build resolved, in order, each once.
    var dependencies: [Entry] {
        var found: [Entry] = []
        for index in 0..<DependencySlots.count {
            guard let held = inlineDependencies.entry(at: index) else { break }
            found.append(held.object)
        }
        return found + (existingExtras?.state.withLock { $0.dependencies } ?? [])
    }

    /// Lets go of the recorded dependencies (the owner calls this when it is released).
    ///
    /// A registration retains what it recorded; released link by link when its container goes, a
    /// long run of registrations each holding the next is never released recursively.
    func forgetDependencies() {
        // Slots fill in order: the first empty one ends the recorded dependencies.
        for index in 0..<DependencySlots.count {
            guard inlineDependencies.take(at: index) != nil else { break }
        }
        guard let extras = existingExtras else { return }
        let more = extras.state.withLock { state in
            defer { state.dependencies = [] }
            return state.dependencies
        }
        _ = more  // released here, outside the lock
    }
}
