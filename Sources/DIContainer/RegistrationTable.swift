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
/// readers find entries
/// without taking a lock: a table never changes after it is built. Lookups, hits and misses alike,
/// cost one hash and a short probe, whatever the number of registrations. The table is not an
/// object, so a lookup reads it without reference counting; its container frees it (``free(_:)``).
@usableFromInline
enum RegistrationTable {
    /// Builds a table of the chain ending at `last`, in one allocation; a later entry with the same
    /// key replaces an earlier one.
    static func make(last: Entry?, count: Int) -> UnsafeMutablePointer<TableHeader> {
        var capacity = 8
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
    static func find(_ key: ServiceKey, in table: UnsafePointer<TableHeader>) -> Unmanaged<Entry>? {
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
                if nameCode == 0 || entry.withReference({ $0.key.name == key.name }) {
                    return entry
                }
            }
            index = (index &+ 1) & mask
        }
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
