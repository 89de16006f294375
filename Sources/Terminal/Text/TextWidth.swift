/// Text measured in terminal cells: wide (CJK, emoji) characters take two, combining marks none.
public enum TextWidth {
    /// Cells one grapheme cluster takes.
    public static func cells(of character: Character) -> Int {
        // Printable ASCII, most of what is drawn, takes one cell; Unicode properties are looked up only
        // for the rest (they cost a table search per scalar).
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        let v = first.value
        if first.properties.generalCategory == .nonspacingMark || first.properties.generalCategory == .enclosingMark { return 0 }
        if v == 0x200B || (0x200C...0x200F).contains(v) { return 0 }
        if isWide(v) { return 2 }
        return 1
    }

    public static func cells(of text: String) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var n = 0
        for c in text { n += cells(of: c) }
        return n
    }

    /// `text` cut to at most `cells` cells, ending in `ellipsis` when something was cut.
    public static func truncate(_ text: String, toCells cells: Int, ellipsis: String = "…") -> String {
        guard cells > 0 else { return "" }
        if Self.cells(of: text) <= cells { return text }
        let room = cells - Self.cells(of: ellipsis)
        guard room >= 0 else { return String(repeating: ".", count: cells) }
        var out = "", used = 0
        for c in text {
            let w = Self.cells(of: c)
            if used + w > room { break }
            out.append(c)
            used += w
        }
        return out + ellipsis
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15).
    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension TextWidth {
    /// Breaks text into lines of at most `cells` cells, at spaces where possible.
    public static func wrap(_ text: String, toCells cells: Int) -> [String] {
        guard cells > 0 else { return [] }
        var lines: [String] = []
        var current = "", width = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var piece = String(word)
            var w = Self.cells(of: piece)
            if width > 0 && width + 1 + w > cells {
                lines.append(current)
                current = ""
                width = 0
            }
            while w > cells {
                // A word longer than a line is cut where it fills the line.
                var head = "", hw = 0
                for c in piece {
                    let cw = Self.cells(of: c)
                    if hw + cw > cells - width - (width > 0 ? 1 : 0) { break }
                    head.append(c)
                    hw += cw
                }
                if head.isEmpty { lines.append(current); current = ""; width = 0; continue }
                lines.append(width > 0 ? current + " " + head : head)
                current = ""
                width = 0
                piece = String(piece.dropFirst(head.count))
                w = Self.cells(of: piece)
            }
            if width > 0 { current += " "; width += 1 }
            current += piece
            width += w
        }
        lines.append(current)
        return lines
    }
}
