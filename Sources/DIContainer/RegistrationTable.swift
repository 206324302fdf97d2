/// An immutable open-addressing hash table from ``ServiceKey`` to ``Entry``.
///
/// A container publishes a new table for every run of registrations (at the next lookup) and readers find entries
/// without taking a lock: a table never changes after it is built. Lookups, hits and misses alike,
/// cost one hash and a short probe, whatever the number of registrations.
@usableFromInline
final class RegistrationTable: @unchecked Sendable {
    @usableFromInline
    struct Slot {
        /// `UInt(bitPattern:)` of the service's identifier; 0 marks an empty slot.
        @usableFromInline var service: UInt = 0
        @usableFromInline var arguments: UInt = 0
        /// The name's hash code; 0 for an unnamed registration.
        @usableFromInline var nameCode: UInt = 0
        @usableFromInline var entry: Unmanaged<Entry>?
    }

    @usableFromInline let mask: Int
    @usableFromInline let slots: UnsafeMutablePointer<Slot>
    /// The entries in registration order.
    let entries: [Entry]

    /// Builds a table holding `entries`; a later entry with the same key replaces an earlier one.
    init(entries: [Entry]) {
        var unique: [Entry] = []
        unique.reserveCapacity(entries.count)
        if entries.count <= 32 {
            for entry in entries {
                if let index = unique.firstIndex(where: { $0.key == entry.key }) {
                    unique[index] = entry
                } else {
                    unique.append(entry)
                }
            }
        } else {
            var position: [ServiceKey: Int] = [:]
            for entry in entries {
                if let index = position[entry.key] {
                    unique[index] = entry
                } else {
                    position[entry.key] = unique.count
                    unique.append(entry)
                }
            }
        }
        var capacity = 8
        while capacity < unique.count * 2 { capacity *= 2 }
        mask = capacity - 1
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(), count: capacity)
        self.entries = unique
        for entry in unique {
            var index = entry.key.slot(mask: mask)
            while slots[index].service != 0 { index = (index &+ 1) & mask }
            slots[index] = Slot(
                service: UInt(bitPattern: entry.key.service),
                arguments: UInt(bitPattern: entry.key.arguments),
                nameCode: entry.key.nameCode,
                entry: Unmanaged.passRetained(entry)
            )
        }
    }

    deinit {
        for index in 0...mask {
            slots[index].entry?.release()
        }
        slots.deinitialize(count: mask + 1)
        slots.deallocate()
    }

    /// The entry registered under `key`, unretained: the table keeps it alive.
    @inlinable
    func find(_ key: ServiceKey) -> Unmanaged<Entry>? {
        let service = UInt(bitPattern: key.service)
        let arguments = UInt(bitPattern: key.arguments)
        let nameCode = key.nameCode
        var index = key.slot(mask: mask)
        while true {
            let slot = slots[index]
            if slot.service == 0 { return nil }
            if slot.service == service, slot.arguments == arguments, slot.nameCode == nameCode, let entry = slot.entry {
                if nameCode == 0 || entry._withUnsafeGuaranteedRef({ $0.key.name == key.name }) {
                    return entry
                }
            }
            index = (index &+ 1) & mask
        }
    }

    /// The table of a container with no registrations, shared by all of them.
    static let empty = RegistrationTable(entries: [])

    /// The entries whose service type is `service`, under any name or argument list.
    func entries(forService service: ObjectIdentifier) -> [Entry] {
        entries.filter { $0.key.service == service }
    }
}
