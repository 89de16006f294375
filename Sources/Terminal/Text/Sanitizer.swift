/// Makes any string inert before it reaches a terminal, a log or a file name.
public enum Sanitizer {
    /// Drops escape sequences and control characters (C0, DEL, C1, bidi and other format controls);
    /// keeps printable text. Tabs and line breaks (also U+2028, U+2029) become a space, so one value
    /// stays one line. Characters whose width terminals disagree on or cannot draw (private use,
    /// unassigned, noncharacters) become U+FFFD; emoji skin-tone modifiers are dropped, so every cell
    /// `TextWidth` counts is a cell the terminal draws.
    public static func inert(_ text: String) -> String {
        // Printable ASCII has nothing to remove.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let s = scalars.next() {
            switch s.value {
            case 0x09, 0x0A, 0x0D, 0x2028, 0x2029: out.append(" ")
            case 0x1B, 0x9B, 0x9D, 0x90, 0x98, 0x9E, 0x9F: // ESC, CSI, OSC, DCS, SOS, PM, APC: drop the sequence
                skipSequence(after: s, in: &scalars)
            case 0x00...0x1F, 0x7F...0x9F: continue
            case 0x20..<0x7F: out.append(s)
            case 0x1F3FB...0x1F3FF: continue
            default:
                switch s.properties.generalCategory {
                case .format: continue                                // bidi, zero-width joiners, BOM, tags
                case .privateUse, .unassigned, .surrogate: out.append(replacement)
                default: out.append(s)
                }
            }
        }
        return String(out)
    }

    /// What stands for a character that cannot be shown.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

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
