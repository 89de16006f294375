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
    /// to what is typed), without building strings for the plain ASCII most rows are.
    static func appendSearchable(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        let (ascii, controls) = text.withUTF8 { raw in
            (raw.allSatisfy { $0 < 0x80 }, raw.contains { $0 < 0x20 || $0 == 0x7F })
        }
        if controls {
            bytes += Array(searchable(text).utf8)
        } else if ascii {
            text.withUTF8 { raw in for byte in raw { bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) } }
        } else {
            bytes += Array(text.lowercased().utf8)
        }
    }

    /// The pair bits of `bytes` (see `pairBits`): four words.
    static func pairBits<C: Collection>(of bytes: C) -> [UInt64] where C.Element == UInt8 {
        var bits: [UInt64] = [0, 0, 0, 0]
        var previous: UInt8?
        for byte in bytes {
            if let previous {
                let bucket = Int(((UInt32(previous) << 8 | UInt32(byte)) &* 2_654_435_761) >> 24)
                bits[bucket >> 6] |= 1 << UInt64(bucket & 63)
            }
            previous = byte
        }
        return bits
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
