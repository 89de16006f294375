import Foundation

/// Search text: what a search compares, and finding a text in a row of the index.
extension QueueListIndex {
    /// What a search compares: lowered (all of Unicode, not only ASCII as SQLite's `lower`), control
    /// characters dropped, outer spaces trimmed.
    static func searchable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
            .trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Appends a row's search text as `searchable` would have it (less the trimming, which matters only
    /// to what is typed), without building strings: runs of ASCII copied and lowered where they lie, and
    /// only the other scalars looked up in Unicode's tables (as `lowercased()` does, scalar by scalar).
    /// Building a list of 100,000 orders spent most of its time lowering whole names for an accent or two.
    static func appendSearchable(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        let controls = text.withUTF8 { raw in raw.contains { $0 < 0x20 || $0 == 0x7F } }
        if controls {
            bytes += Array(searchable(text).utf8)
            return
        }
        text.withUTF8 { raw in
            var i = 0
            while i < raw.count {
                // A run of ASCII: copied at once, then lowered where it lies.
                var end = i
                while end < raw.count && raw[end] < 0x80 { end += 1 }
                if end > i {
                    let from = bytes.count
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: raw[i..<end]))
                    bytes.withUnsafeMutableBufferPointer { run in
                        for k in from..<run.count where run[k] &- 0x41 < 26 { run[k] |= 0x20 }
                    }
                    i = end
                    if i == raw.count { break }
                }
                let byte = raw[i]
                // A native string is valid UTF-8: the lead byte says how many bytes the scalar takes.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for j in 1..<length { value = value << 6 | UInt32(raw[i + j] & 0x3F) }
                if let scalar = Unicode.Scalar(value) { bytes += scalar.properties.lowercaseMapping.utf8 }
                i += length
            }
        }
    }

    /// The pair bits of `bytes` (see `pairBits`): four words.
    static func pairBits<C: Collection>(of bytes: C) -> [UInt64] where C.Element == UInt8 {
        var bits: [UInt64] = []
        appendPairBits(of: bytes, to: &bits)
        return bits
    }

    /// Appends the four words of `bytes`' pair bits, without an array of their own for each row.
    static func appendPairBits<C: Collection>(of bytes: C, to bits: inout [UInt64]) where C.Element == UInt8 {
        bits.append(contentsOf: repeatElement(0, count: 4))
        bits.withUnsafeMutableBufferPointer { all in
            let words = UnsafeMutableBufferPointer(rebasing: all[(all.count - 4)...])
            var previous: UInt8?
            for byte in bytes {
                if let previous {
                    let bucket = Int(((UInt32(previous) << 8 | UInt32(byte)) &* 2_654_435_761) >> 24)
                    words[bucket >> 6] |= 1 << UInt64(bucket & 63)
                }
                previous = byte
            }
        }
    }

    /// Whether row `i` may contain text with the pair bits `needle` (false: it surely does not).
    func row(_ i: Int, mayContain needle: [UInt64]) -> Bool {
        let base = i * 4
        return rows.pairBits[base] & needle[0] == needle[0] && rows.pairBits[base + 1] & needle[1] == needle[1]
            && rows.pairBits[base + 2] & needle[2] == needle[2] && rows.pairBits[base + 3] & needle[3] == needle[3]
    }

    /// Whether row `i`'s search text contains `needle` (UTF-8, already searchable): memchr finds each
    /// place the first byte occurs, and only those are compared.
    func row(_ i: Int, contains needle: [UInt8]) -> Bool {
        let start = Int(rows.searchStarts[i]), end = Int(rows.searchStarts[i + 1])
        guard end - start >= needle.count, let first = needle.first else { return false }
        return rows.searchText.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { n in
                let base = text.baseAddress!
                var at = base + start
                let last = base + end - n.count
                while at <= last, let hit = memchr(at, Int32(first), last - at + 1) {
                    let candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(candidate, n.baseAddress!, n.count) == 0 { return true }
                    at = candidate + 1
                }
                return false
            }
        }
    }
}
