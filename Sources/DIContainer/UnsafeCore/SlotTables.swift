import Synchronization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// DIContainer's unsafe core, 2 of 3: tables in plain memory.
//
// Two structures live outside Swift's object model, so that the hot path touches no reference
// count and no exclusivity check: a container's registration table, and each thread's stack of
// running factories. The invariants that make this file safe:
//
// 1. A registration table is built completely before its address is published (a sequentially
//    consistent store) and never changes afterwards. A table that a newer one replaces is kept,
//    chained to its successor, until the container's `deinit` (`PublishedTable`'s), once lookups
//    may have begun: a lookup still reading it finds it intact. Before any lookup it is freed at
//    once, since no reader can hold it.
// 2. A table's slots hold their entries unretained: the container's registration chain keeps every
//    entry alive as long as the container, which outlives its tables.
// 3. A thread's resolution stack is allocated on that thread's first resolution, used only by that
//    thread, and freed only by the thread-local destructor when the thread ends.
// 4. A stack frame holds its entry and container unretained: a frame lives only while its factory
//    runs, and the resolution running it holds the container, which holds the entry.

// MARK: - Registration tables

/// A slot of a ``RegistrationTable``.
@usableFromInline
struct TableSlot {
    /// `UInt(bitPattern:)` of the service's identifier; 0 marks an empty slot.
    @usableFromInline var service: UInt = 0
    @usableFromInline var arguments: UInt = 0
    /// The name's hash code; 0 for an unnamed registration.
    @usableFromInline var nameCode: UInt = 0
    /// Unretained: safe by invariant 2.
    @usableFromInline var entry: Unretained<Entry>?

    @inlinable
    init() {}

    @inlinable
    init(service: UInt, arguments: UInt, nameCode: UInt, entry: Unretained<Entry>?) {
        self.service = service
        self.arguments = arguments
        self.nameCode = nameCode
        self.entry = entry
    }
}

/// A ``RegistrationTable``: its size, its slots and the table it replaced.
@usableFromInline
struct TableHeader {
    @usableFromInline let mask: Int
    @usableFromInline let slots: UnsafeMutablePointer<TableSlot>
    /// The table this one replaced, kept while a lookup may still be reading it; freed with this one.
    var retired: UnsafeMutablePointer<TableHeader>? = nil
}

/// An immutable open-addressing hash table from ``ServiceKey`` to ``Entry``, in plain memory.
///
/// A container publishes a new table for every run of registrations (at the next lookup) and
/// readers find entries without taking a lock: a table never changes after it is built
/// (invariant 1). Lookups, hits and misses alike,
/// cost one hash and a short probe, whatever the number of registrations. The table is not an
/// object, so a lookup reads it without reference counting; its container frees it (``free(_:)``).
@usableFromInline
enum RegistrationTable {
    /// Builds a table of the chain ending at `last`, in one allocation; a later entry with the same
    /// key replaces an earlier one.
    static func make(last: Entry?, count: Int) -> UnsafeMutablePointer<TableHeader> {
        var capacity = 4
        while capacity < count * 2 { capacity *= 2 }
        let mask = capacity - 1
        // The header, then the slots: both are trivial types, so the block is freed without deinitializing.
        let headerSize = MemoryLayout<TableHeader>.stride
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: headerSize + capacity * MemoryLayout<TableSlot>.stride,
            alignment: max(MemoryLayout<TableHeader>.alignment, MemoryLayout<TableSlot>.alignment))
        let slots = (block + headerSize).initializeMemory(as: TableSlot.self, repeating: TableSlot(), count: capacity)
        // Newest first: an entry whose key is already in the table was replaced by a later one.
        // The chain is walked without reference counting: `last` keeps all of it alive.
        Entry.walkChain(from: last) { entry in
            var index = entry.key.slot(mask: mask)
            while slots[index].service != 0 {
                if let existing = slots[index].entry, existing.with({ $0.key == entry.key }) { return }
                index = (index &+ 1) & mask
            }
            slots[index] = TableSlot(
                service: UInt(bitPattern: entry.key.service),
                arguments: UInt(bitPattern: entry.key.arguments),
                nameCode: entry.key.nameCode,
                entry: Unretained(entry)
            )
        }
        return block.initializeMemory(as: TableHeader.self, repeating: TableHeader(mask: mask, slots: slots), count: 1)
    }

    /// Frees `table` and the tables it retired, without recursion.
    static func free(_ table: UnsafeMutablePointer<TableHeader>) {
        var next: UnsafeMutablePointer<TableHeader>? = table
        while let current = next {
            next = current.pointee.retired
            UnsafeMutableRawPointer(current).deallocate()
        }
    }

    /// The entry registered under `key` in `table`, unretained: the container keeps it alive.
    @inlinable
    static func find(_ key: ServiceKey, in table: UnsafePointer<TableHeader>) -> Unretained<Entry>? {
        let mask = table.pointee.mask
        let slots = table.pointee.slots
        let service = UInt(bitPattern: key.service)
        let arguments = UInt(bitPattern: key.arguments)
        let nameCode = key.nameCode
        var index = key.slot(mask: mask)
        while true {
            let slot = slots[index]
            if slot.service == 0 { return nil }
            if slot.service == service, slot.arguments == arguments, slot.nameCode == nameCode,
                let entry = slot.entry
            {
                if nameCode == 0 || entry.with({ $0.key.name == key.name }) {
                    return entry
                }
            }
            index = (index &+ 1) & mask
        }
    }

    /// `entries` (oldest first) each key once, at the position of its first registration, holding
    /// its last: what introspection and verification list.
    static func unique(_ entries: [Entry]) -> [Entry] {
        var unique: [Entry] = []
        var position: [ServiceKey: Int] = [:]
        for entry in entries {
            if let index = position[entry.key] {
                unique[index] = entry
            } else {
                position[entry.key] = unique.count
                unique.append(entry)
            }
        }
        return unique
    }

}

/// The address of a container's current ``RegistrationTable`` (a ``TableHeader``), or 0 before the
/// first lookup after the first registration; frees its tables with the container (invariant 1).
@usableFromInline
struct PublishedTable: ~Copyable, Sendable {
    @usableFromInline let address = Atomic<UInt>(0)

    init() {}

    /// The entry registered under `key` in the published table, unretained (invariant 2).
    @inlinable
    func find(_ key: ServiceKey) -> Unretained<Entry>? {
        // safe because a published table stays allocated until `deinit` (invariant 1).
        guard let table = UnsafePointer<TableHeader>(bitPattern: address.load(ordering: .acquiring)) else {
            return nil
        }
        return RegistrationTable.find(key, in: table)
    }

    /// Publishes a table of the chain ending at `last`; the table it replaces is kept while
    /// `readersMayHoldReplaced` (invariant 1), else freed at once. Under the container's lock.
    func publish(last: Entry?, count: Int, readersMayHoldReplaced: () -> Bool) {
        let replaced = UnsafeMutablePointer<TableHeader>(bitPattern: address.load(ordering: .acquiring))
        let fresh = RegistrationTable.make(last: last, count: count)
        address.store(UInt(bitPattern: fresh), ordering: .sequentiallyConsistent)
        guard let replaced else { return }
        if readersMayHoldReplaced() {
            fresh.pointee.retired = replaced
        } else {
            RegistrationTable.free(replaced)
        }
    }

    deinit {
        if let table = UnsafeMutablePointer<TableHeader>(bitPattern: address.load(ordering: .acquiring)) {
            RegistrationTable.free(table)
        }
    }
}

// MARK: - Resolution stacks

/// The registrations being built on the current thread, innermost last.
///
/// Factories are synchronous, so one thread's stack is exactly the chain of factories that are
/// running: it gives the resolution path for errors, exact cycle detection, the container an
/// ``Inject`` property wrapper resolves from, and the verification session. It lives in a POSIX
/// thread-local slot as plain memory (no reference counting, no exclusivity checks), so a
/// resolution allocates nothing once a thread has one.
@usableFromInline
struct ResolutionStack {
    @usableFromInline
    struct Frame {
        // unowned(unsafe) is safe by invariant 4.
        @usableFromInline unowned(unsafe) let entry: Entry
        @usableFromInline unowned(unsafe) let scope: Container

        @usableFromInline
        init(entry: Entry, scope: Container) {
            self.entry = entry
            self.scope = scope
        }
    }

    @usableFromInline
    struct State {
        @usableFromInline var frames: UnsafeMutablePointer<Frame>
        @usableFromInline var count = 0
        @usableFromInline var capacity: Int
        @usableFromInline var isVerifying = false
        var verification: VerificationSession?
    }

    // safe by invariant 3.
    @usableFromInline let state: UnsafeMutablePointer<State>

    /// The deepest chain of factories a resolution may run before it is reported as an error.
    @inlinable static var depthLimit: Int { 1_000 }

    /// This thread's stack, created on first use; `nil` only if the system has no thread-local key left.
    @usableFromInline
    static var current: ResolutionStack? {
        current(key: threadKey)
    }

    /// This thread's stack under `key` (a copy of ``threadKey`` that a container keeps, so the hot
    /// path does not pay for the global's lazy initialisation check).
    @usableFromInline
    static func current(key: pthread_key_t?) -> ResolutionStack? {
        guard let key else { return nil }
        if let raw = pthread_getspecific(key) {
            return ResolutionStack(state: raw.assumingMemoryBound(to: State.self))
        }
        return make(key: key)
    }

    /// Creates this thread's stack under `key` (once per thread, off the hot path).
    @inline(never)
    static func make(key: pthread_key_t) -> ResolutionStack? {
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State(frames: .allocate(capacity: 32), capacity: 32))
        guard pthread_setspecific(key, state) == 0 else {
            ResolutionStack(state: state).destroy()
            return nil
        }
        return ResolutionStack(state: state)
    }

    /// This thread's stack if it has one, without creating it.
    static var existing: ResolutionStack? {
        guard let key = threadKey, let raw = pthread_getspecific(key) else { return nil }
        return ResolutionStack(state: raw.assumingMemoryBound(to: State.self))
    }

    /// The running factories, outermost first.
    var frames: UnsafeBufferPointer<Frame> {
        UnsafeBufferPointer(start: state.pointee.frames, count: state.pointee.count)
    }

    /// Whether a ``Container/verify()`` runs on this thread.
    @usableFromInline var isVerifying: Bool { state.pointee.isVerifying }

    /// The verification session running on this thread.
    var verification: VerificationSession? {
        get { state.pointee.verification }
        nonmutating set {
            let wasVerifying = state.pointee.isVerifying
            state.pointee.verification = newValue
            state.pointee.isVerifying = newValue != nil
            if wasVerifying != (newValue != nil) {
                verificationsRunning.add(newValue != nil ? 1 : -1, ordering: .sequentiallyConsistent)
            }
        }
    }

    /// The container the innermost running factory resolves from.
    var currentScope: Container? {
        let count = state.pointee.count
        return count == 0 ? nil : state.pointee.frames[count - 1].scope
    }

    /// Pushes a frame, growing the storage when needed.
    @inlinable
    func push(_ frame: Frame) {
        if state.pointee.count == state.pointee.capacity {
            grow()
        }
        (state.pointee.frames + state.pointee.count).initialize(to: frame)
        state.pointee.count += 1
    }

    @usableFromInline
    func grow() {
        do {
            let capacity = state.pointee.capacity * 2
            let grown = UnsafeMutablePointer<Frame>.allocate(capacity: capacity)
            grown.moveInitialize(from: state.pointee.frames, count: state.pointee.count)
            state.pointee.frames.deallocate()
            state.pointee.frames = grown
            state.pointee.capacity = capacity
        }
    }

    @usableFromInline
    func pop() {
        state.pointee.count -= 1
    }

    /// Frees the stack (the thread-local destructor).
    func destroy() {
        state.pointee.frames.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }
}

#if canImport(Darwin)
    private func releaseStack(_ raw: UnsafeMutableRawPointer) {
        ResolutionStack(state: raw.assumingMemoryBound(to: ResolutionStack.State.self)).destroy()
    }
#else
    private func releaseStack(_ raw: UnsafeMutableRawPointer?) {
        guard let raw else { return }
        ResolutionStack(state: raw.assumingMemoryBound(to: ResolutionStack.State.self)).destroy()
    }
#endif

/// How many threads run ``Container/verify()`` now: while none does, building a shared instance
/// skips looking for a verification session.
@usableFromInline
let verificationsRunning = Atomic<Int>(0)

/// The thread-local key of ``ResolutionStack``; `nil` if `pthread_key_create` failed.
@usableFromInline
let threadKey: pthread_key_t? = {
    var key = pthread_key_t()
    guard pthread_key_create(&key, releaseStack) == 0 else { return nil }
    return key
}()

/// The calling thread's identity, for ``CreationLock``.
@usableFromInline
func currentThreadID() -> UInt {
    #if canImport(Darwin)
        return UInt(bitPattern: pthread_self())
    #else
        return UInt(pthread_self())
    #endif
}
