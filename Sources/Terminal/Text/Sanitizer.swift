/// Makes any string inert before it reaches a terminal, a log or a file name.
public enum Sanitizer {
    /// Drops escape sequences and control characters (C0, DEL, C1, bidi controls); keeps printable text.
    /// Tabs and line breaks become a space, so one value stays one line.
    public static func inert(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let s = scalars.next() {
            switch s.value {
            case 0x09, 0x0A, 0x0D: out.append(" ")
            case 0x1B, 0x9B, 0x9D, 0x90, 0x98, 0x9E, 0x9F: // ESC, CSI, OSC, DCS, SOS, PM, APC: drop the sequence
                skipSequence(after: s, in: &scalars)
            case 0x00...0x1F, 0x7F...0x9F: continue
            case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: continue
            default: out.append(s)
            }
        }
        return String(out)
    }

    private static func skipSequence(after introducer: Unicode.Scalar, in scalars: inout String.UnicodeScalarView.Iterator) {
        var kind = introducer.value
        if kind == 0x1B {
            guard let next = scalars.next() else { return }
            switch next {
            case "[": kind = 0x9B
            case "]": kind = 0x9D
            case "P": kind = 0x90
            case "X", "^", "_": kind = 0x98
            default: return // a two-character escape: both dropped
            }
        }
        if kind == 0x9B { // CSI: parameters, then one final byte 0x40…0x7E
            while let s = scalars.next() { if (0x40...0x7E).contains(s.value) { return } }
        } else { // string sequences end with BEL or ST (ESC \ or 0x9C)
            while let s = scalars.next() {
                if s.value == 0x07 || s.value == 0x9C { return }
                if s.value == 0x1B { _ = scalars.next(); return }
            }
        }
    }
}
