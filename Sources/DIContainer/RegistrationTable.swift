/// A slot of a ``RegistrationTable``.
@usableFromInline
struct TableSlot {
    /// `UInt(bitPattern:)` of the service's identifier; 0 marks an empty slot.
    @usableFromInline var service: UInt = 0
    @usableFromInline var arguments: UInt = 0
    /// The name's hash code; 0 for an unnamed registration.
    @usableFromInline var nameCode: UInt = 0
    /// Unretained: safe because the container's registration chain keeps every entry alive as
    /// long as the container, and the container keeps its tables.
    @usableFromInline var entry: Unmanaged<Entry>?

    @inlinable
    init() {}

    @inlinable
    init(service: UInt, arguments: UInt, nameCode: UInt, entry: Unmanaged<Entry>?) {
        self.service = service
        self.arguments = arguments
        self.nameCode = nameCode
        self.entry = entry
    }
}

/// What a ``RegistrationTable`` holds besides its slots.
@usableFromInline
struct TableHeader {
    @usableFromInline let mask: Int
    /// The table this one replaced, kept alive while a lookup may still be reading it.
    var retired: RegistrationTable?

    init(mask: Int) {
        self.mask = mask
    }
}

/// An immutable open-addressing hash table from ``ServiceKey`` to ``Entry``, in one allocation.
///
/// A container with more than ``Container/chainLimit`` registrations publishes a new table for every
/// run of registrations (at the next lookup) and readers find entries
/// without taking a lock: a table never changes after it is built. Lookups, hits and misses alike,
/// cost one hash and a short probe, whatever the number of registrations.
@usableFromInline
final class RegistrationTable: ManagedBuffer<TableHeader, TableSlot> {
    /// Builds a table of the chain ending at `last`; a later entry with the same key replaces an
    /// earlier one. (A chain of up to ``Container/chainLimit`` registrations needs no table.)
    static func make(last: Entry?, count: Int) -> RegistrationTable {
        var capacity = 8
        while capacity < count * 2 { capacity *= 2 }
        let mask = capacity - 1
        let table = unsafeDowncast(
            RegistrationTable.create(minimumCapacity: capacity) { _ in TableHeader(mask: mask) },
            to: RegistrationTable.self
        )
        table.withUnsafeMutablePointerToElements { slots in
            slots.initialize(repeating: TableSlot(), count: capacity)
            // Newest first: an entry whose key is already in the table was replaced by a later one.
            // The chain is walked without reference counting: `last` keeps all of it alive.
            var next = last.map { Unmanaged.passUnretained($0) }
            while let current = next {
                next = current.withReference { entry in
                    var index = entry.key.slot(mask: mask)
                    var replaced = false
                    while slots[index].service != 0 {
                        if let existing = slots[index].entry, existing.withReference({ $0.key == entry.key }) {
                            replaced = true
                            break
                        }
                        index = (index &+ 1) & mask
                    }
                    if !replaced {
                        slots[index] = TableSlot(
                            service: UInt(bitPattern: entry.key.service),
                            arguments: UInt(bitPattern: entry.key.arguments),
                            nameCode: entry.key.nameCode,
                            entry: current
                        )
                    }
                    return entry.previousAddress
                }
            }
        }
        return table
    }

    deinit {
        withUnsafeMutablePointers { header, slots in
            slots.deinitialize(count: header.pointee.mask + 1)
            // Release replaced tables iteratively: a long chain released recursively could
            // exhaust the stack.
            var pending = header.pointee.retired.take()
            while var current = pending {
                pending = nil
                guard isKnownUniquelyReferenced(&current) else { break }
                pending = current.withUnsafeMutablePointerToHeader { $0.pointee.retired.take() }
            }
        }
    }

    /// The entry registered under `key`, unretained: the table keeps it alive.
    @inlinable
    func find(_ key: ServiceKey) -> Unmanaged<Entry>? {
        withUnsafeMutablePointers { header, slots in
            let mask = header.pointee.mask
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
                    if nameCode == 0 || entry.withReference({ $0.key.name == key.name }) {
                        return entry
                    }
                }
                index = (index &+ 1) & mask
            }
        }
    }

    /// Keeps `replaced` alive as long as this table.
    func retire(_ replaced: RegistrationTable?) {
        withUnsafeMutablePointerToHeader { $0.pointee.retired = replaced }
    }

    /// The entry registered under `key` in the chain ending at `last` (newest first, so a later
    /// registration wins), unretained: the chain keeps it alive.
    @inlinable
    static func find(_ key: ServiceKey, inChainFrom last: UnsafeRawPointer?) -> Unmanaged<Entry>? {
        let service = key.service
        let arguments = key.arguments
        let nameCode = key.nameCode
        var next = last.map { Unmanaged<Entry>.fromOpaque($0) }
        while let current = next {
            let (found, previous) = current.withReference { entry -> (Bool, Unmanaged<Entry>?) in
                let found =
                    entry.key.service == service && entry.key.arguments == arguments && entry.key.nameCode == nameCode
                    && (nameCode == 0 || entry.key.name == key.name)
                return (found, found ? nil : entry.previousAddress)
            }
            if found { return current }
            next = previous
        }
        return nil
    }

    /// The entries of the chain ending at `last` in registration order, each key once (at the
    /// position of its first registration, holding its last): what introspection and verification list.
    static func entries(inChainFrom last: Entry?) -> [Entry] {
        var newestFirst: [Entry] = []
        var next = last
        while let entry = next {
            newestFirst.append(entry)
            next = entry.previous
        }
        var unique: [Entry] = []
        var position: [ServiceKey: Int] = [:]
        for entry in newestFirst.reversed() {
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
