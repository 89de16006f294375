/// Distinct byte strings, each kept once and named by a code, and SQLite's two ways of comparing them.
///
/// The home list's index keeps, per row, the codes of the texts it sorts by (names, order dates, order
/// type, company and suffix) rather than the texts: 100,000 rows share a few thousand of them. A text is
/// its bytes, not a `String`, because SQLite compares the bytes it stores, while `String` equality takes
/// canonically equivalent texts ("É" and "E\u{301}") for one and would merge two names SQLite keeps apart.
///
/// A text once added keeps its code: texts of rows removed later stay until the index is built anew.
struct InternedTexts: Sendable {
    /// The texts one after another; text `c` is `bytes[starts[c]..<starts[c + 1]]`.
    private(set) var bytes: [UInt8] = []
    private(set) var starts: [Int32] = [0]
    /// Open addressing by hash: a slot holds a text's code, or -1; never more than half are used, so a
    /// probe ends soon at an empty slot.
    private var slots = [Int32](repeating: -1, count: 16)

    var count: Int { starts.count - 1 }

    /// Heap bytes of the table (array capacities).
    var footprint: Int { bytes.capacity + starts.capacity * 4 + slots.capacity * 4 }

    /// The code of `text`, added when it is new.
    mutating func code(of text: [UInt8]) -> Int32 {
        let mask = slots.count - 1
        var slot = Self.hash(text) & mask
        while slots[slot] >= 0 {
            if holds(slots[slot], text) { return slots[slot] }
            slot = (slot + 1) & mask
        }
        let code = Int32(count)
        bytes += text
        starts.append(Int32(bytes.count))
        slots[slot] = code
        if count * 2 > slots.count { rehash(into: slots.count * 2) }
        return code
    }

    /// Text `code` as a string (as `Row.string` would have it).
    func string(_ code: Int32) -> String {
        String(decoding: bytes[Int(starts[Int(code)])..<Int(starts[Int(code) + 1])], as: UTF8.self)
    }

    /// Compares texts `a` and `b` as SQLite's ORDER BY does with the collation named: negative, zero or
    /// positive.
    func compare(_ a: Int32, _ b: Int32, ignoringCase: Bool) -> Int {
        if a == b { return 0 }
        return bytes.withUnsafeBufferPointer { all in
            let x = UnsafeBufferPointer(rebasing: all[Int(starts[Int(a)])..<Int(starts[Int(a) + 1])])
            let y = UnsafeBufferPointer(rebasing: all[Int(starts[Int(b)])..<Int(starts[Int(b) + 1])])
            return ignoringCase ? Self.nocase(x, y) : Self.binary(x, y)
        }
    }

    /// SQLite's BINARY collation: the bytes compared as `memcmp` does, over the shorter text, then the
    /// shorter first.
    static func binary(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let n = min(a.count, b.count)
        for i in 0..<n where a[i] != b[i] { return Int(a[i]) - Int(b[i]) }
        return a.count - b.count
    }

    /// SQLite's NOCASE collation, as its `nocaseCollatingFunc` and `sqlite3StrNICmp` do it: over the
    /// shorter text the bytes with A–Z folded to a–z (and nothing else: not Ä, not É), then the shorter
    /// first. Like `sqlite3StrNICmp` it stops at a NUL byte of `a`, which makes "x\0y" and "X\0z" equal.
    static func nocase(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let n = min(a.count, b.count)
        for i in 0..<n {
            let x = folded(a[i]), y = folded(b[i])
            if a[i] == 0 || x != y { return x == y ? a.count - b.count : Int(x) - Int(y) }
        }
        return a.count - b.count
    }

    static func folded(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    private func holds(_ code: Int32, _ text: [UInt8]) -> Bool {
        let start = Int(starts[Int(code)]), end = Int(starts[Int(code) + 1])
        return end - start == text.count && bytes[start..<end].elementsEqual(text)
    }

    private mutating func rehash(into size: Int) {
        var grown = [Int32](repeating: -1, count: size)
        for code in 0..<count {
            var slot = Self.hash(bytes[Int(starts[code])..<Int(starts[code + 1])]) & (size - 1)
            while grown[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            grown[slot] = Int32(code)
        }
        slots = grown
    }

    /// FNV-1a: the same for a text however it is held (an array, or a slice of `bytes`).
    private static func hash<C: Collection>(_ text: C) -> Int where C.Element == UInt8 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}
