/// Bytes of text kept for a batch: each kept field is appended once and referred to by a ``TextSlice``,
/// so a batch of thousands of credits is two allocations, not one `String` per field.
struct TextArena: Sendable {
    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(1 << 16)
    }

    /// Appends `field` (or a null slice when `isNull`).
    mutating func append(_ field: some Collection<UInt8>, isNull: Bool = false) -> TextSlice {
        guard !isNull else { return .null }
        let start = bytes.count
        bytes.append(contentsOf: field)
        return TextSlice(start: Int32(start), count: Int32(bytes.count - start))
    }

    /// Appends the characters of IMDb's `characters` field (a JSON array of strings) in the form the
    /// catalog stores (``CharacterNames``): a null slice for `\N`, an empty array, or a field that is not
    /// such an array.
    mutating func appendCharacters(_ field: some Collection<UInt8>, isNull: Bool) -> TextSlice {
        let start = bytes.count
        guard !isNull, let names = CharacterNames.convert(field, into: &bytes), names > 0 else { return .null }
        return TextSlice(start: Int32(start), count: Int32(bytes.count - start))
    }
}
