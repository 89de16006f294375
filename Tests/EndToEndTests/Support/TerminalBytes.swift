import Foundation

/// The raw bytes a program wrote to its terminal, taken apart: escape sequences by kind, control bytes,
/// and the characters of the text, so a test can say that nothing but the curses library's own
/// sequences reached the terminal.
struct TerminalBytes {
    let bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }
    init(file: String) { bytes = Array(FileManager.default.contents(atPath: file) ?? Data()) }

    /// The sequences ncurses writes for the terminals Signoff supports (xterm, screen, tmux, linux,
    /// vt100): CSI cursor movement, erase, scroll, insert/delete, SGR, modes and window operations;
    /// charset selection; keypad mode; save/restore cursor; reverse index. No OSC, DCS, APC, PM, SOS.
    static let allowedCSIFinals = Set("@ABCDEFGHJKLMPSTXZcdfhlmrt".unicodeScalars.map { UInt8($0.value) })
    static let allowedEscapes: Set<String> = ["ESC ( B", "ESC ( 0", "ESC ) 0", "ESC 7", "ESC 8", "ESC =", "ESC >", "ESC M", "ESC D"]

    /// Whether the bytes hold `text`'s UTF-8 anywhere.
    func contains(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard !needle.isEmpty, needle.count <= bytes.count else { return needle.isEmpty }
        var i = 0
        while let start = bytes[i...].firstIndex(of: needle[0]), start + needle.count <= bytes.count {
            if Array(bytes[start..<(start + needle.count)]) == needle { return true }
            i = start + 1
        }
        return false
    }

    struct Scan {
        /// "CSI m", "CSI ? h", "ESC ( B" → how many.
        var sequences: [String: Int] = [:]
        /// Escape sequences outside the allowlist, as written (escaped for printing).
        var refused: [String] = []
        /// C0 control bytes other than ESC, by value.
        var controls: [UInt8: Int] = [:]
        /// The bytes between escape sequences, decoded; nil when they are not valid UTF-8.
        var text: String? = ""
        var escapeCount: Int { sequences.values.reduce(0, +) + refused.count }
    }

    func scan() -> Scan {
        var result = Scan()
        var plain: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b != 0x1B {
                if b < 0x20 || b == 0x7F { result.controls[b, default: 0] += 1 } else { plain.append(b) }
                i += 1
                continue
            }
            let (kind, length, allowed) = sequence(at: i)
            if allowed {
                result.sequences[kind, default: 0] += 1
            } else {
                result.refused.append(String(decoding: bytes[i..<min(bytes.count, i + max(length, 12))], as: UTF8.self).debugDescription)
            }
            i += max(1, length)
        }
        result.text = String(bytes: plain, encoding: .utf8)
        return result
    }

    /// The kind, length and allowance of the escape sequence starting at `start`.
    private func sequence(at start: Int) -> (String, Int, Bool) {
        guard start + 1 < bytes.count else { return ("ESC at end", 1, false) }
        let next = bytes[start + 1]
        switch next {
        case UInt8(ascii: "["):
            var j = start + 2
            var privateMarker = ""
            if j < bytes.count, (0x3C...0x3F).contains(bytes[j]) { privateMarker = String(UnicodeScalar(bytes[j])) + " " }
            while j < bytes.count, (0x20...0x3F).contains(bytes[j]) { j += 1 }
            guard j < bytes.count else { return ("CSI unfinished", j - start, false) }
            let final = bytes[j]
            let kind = "CSI " + privateMarker + String(UnicodeScalar(final))
            return (kind, j - start + 1, Self.allowedCSIFinals.contains(final))
        case UInt8(ascii: "("), UInt8(ascii: ")"):
            guard start + 2 < bytes.count else { return ("ESC charset unfinished", 2, false) }
            let kind = "ESC \(UnicodeScalar(next)) \(UnicodeScalar(bytes[start + 2]))"
            return (kind, 3, Self.allowedEscapes.contains(kind))
        default:
            let kind = "ESC \(UnicodeScalar(next))"
            return (kind, 2, Self.allowedEscapes.contains(kind))
        }
    }
}
