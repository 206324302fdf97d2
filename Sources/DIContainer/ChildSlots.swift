import Synchronization

/// A parent's live children: one slot per linked child, holding it weakly, in the parent's
/// lock-guarded state.
///
/// The parent never retains a child (a child you drop goes at once) and never touches a child's
/// memory without a strong reference: it reaches a child only through the weak reference of its
/// slot, which reads `nil` once the child's release has begun. A child unlinks itself, under the
/// parent's lock, when it is disposed or released; it finds its slot by index and checks the slot's
/// link number first, since a slot emptied by the parent's `dispose()` may have been given to
/// another child since. Free slots are reused, so pushing and popping screens allocates nothing
/// once the parent has had as many children at once as it has now.
struct ChildSlots {
    struct Slot {
        weak var child: Container?
        /// The link's number, in creation order from 1; 0 for a free slot.
        var number: UInt = 0
        /// For a free slot, the next free one (-1 for none).
        var nextFree = -1
    }

    private var slots: [Slot] = []
    /// The first free slot (-1 for none); the free slots are chained through `nextFree`.
    private var firstFree = -1
    private var nextNumber: UInt = 1

    /// Gives `child` a slot; returns its index and link number.
    mutating func link(_ child: Container) -> (index: Int, number: UInt) {
        let number = nextNumber
        nextNumber += 1
        guard firstFree >= 0 else {
            slots.append(Slot(child: child, number: number))
            return (slots.count - 1, number)
        }
        let index = firstFree
        firstFree = slots[index].nextFree
        slots[index].child = child
        slots[index].number = number
        return (index, number)
    }

    /// Empties the slot at `index` if it still belongs to link `number`; `true` if it did.
    mutating func unlink(index: Int, number: UInt) -> Bool {
        guard slots.indices.contains(index), slots[index].number == number else { return false }
        slots[index].child = nil
        slots[index].number = 0
        slots[index].nextFree = firstFree
        firstFree = index
        return true
    }

    /// The children alive, with their link numbers. The caller releases the references after the
    /// lock: one may be a child's last.
    func alive() -> [(number: UInt, child: Container)] {
        var alive: [(number: UInt, child: Container)] = []
        for slot in slots where slot.number != 0 {
            if let child = slot.child { alive.append((slot.number, child)) }
        }
        return alive
    }

    /// Empties every slot.
    mutating func removeAll() {
        slots = []
        firstFree = -1
    }
}

/// A child's place in its parent's ``ChildSlots``: written under the parent's lock, read by the
/// child itself (atomics, so that a `deinit` may check `isLinked` without the lock).
struct ChildLink: ~Copyable {
    let index = Atomic<Int>(0)
    let number = Atomic<UInt>(0)
    let isLinked = Atomic<Bool>(false)

    init() {}
}
