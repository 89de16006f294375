/// A column's position by its name, found without Swift's seeded hashing. Decoders ask for every column
/// of every row by name (19 per order line, 19,000,000 asks in a preload of 100,000 orders), and
/// `Dictionary` lookups of those short names were 4 % of the client's CPU in that preload: SipHash's
/// set-up and finish cost more than the few bytes it hashes. This table hashes the name's bytes with
/// FNV-1a into open-addressed slots and confirms the name with one comparison.
struct ColumnPositions: Sendable {
    /// Position + 1 of the name in each slot, 0 for an empty slot. The count is a power of two, at least
    /// twice the names', so a probe ends at an empty slot.
    private let slots: [Int32]
    private let names: [String]
    private let positions: [Int]

    /// `entries` maps each name to its position; a name appears once.
    init(_ entries: [String: Int]) {
        var size = 8
        while size < entries.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        var names: [String] = []
        var positions: [Int] = []
        names.reserveCapacity(entries.count)
        positions.reserveCapacity(entries.count)
        for (name, position) in entries {
            var slot = Self.hash(name) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            names.append(name)
            positions.append(position)
            slots[slot] = Int32(names.count)
        }
        self.slots = slots
        self.names = names
        self.positions = positions
    }

    func position(of name: String) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if names[entry - 1] == name { return positions[entry - 1] }
            slot = (slot + 1) & mask
        }
    }

    /// FNV-1a over the name's UTF-8 bytes. Not seeded: the names are the server's column keys, and a
    /// page has a few dozen of them, so a collision costs a comparison, never a denial of service.
    static func hash(_ name: String) -> Int {
        var copy = name
        return copy.withUTF8 { bytes in
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                h ^= UInt64(byte)
                h &*= 0x0000_0100_0000_01b3
            }
            return Int(truncatingIfNeeded: h ^ (h >> 32))
        }
    }
}
