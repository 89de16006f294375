/// Where the bytes a terminal received went: text, cursor moves, colours and attributes (SGR), and the
/// rest of the control sequences (erases, scrolls, modes). Measures the scroll step (`scroll-bytes`).
struct TerminalBytesBreakdown: Equatable {
    var text = 0
    var cursorMoves = 0
    var attributes = 0
    var otherControls = 0

    var total: Int { text + cursorMoves + attributes + otherControls }

    init(text: Int = 0, cursorMoves: Int = 0, attributes: Int = 0, otherControls: Int = 0) {
        self.text = text
        self.cursorMoves = cursorMoves
        self.attributes = attributes
        self.otherControls = otherControls
    }

    init(_ bytes: ArraySlice<UInt8>) {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == 0x1B, i + 1 < bytes.endIndex, bytes[i + 1] == UInt8(ascii: "[") {
                // CSI: parameters and intermediates, then one final byte 0x40…0x7E.
                var j = i + 2
                while j < bytes.endIndex, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
                let end = min(j + 1, bytes.endIndex)
                let final = j < bytes.endIndex ? bytes[j] : 0
                switch final {
                case UInt8(ascii: "m"): attributes += end - i
                case UInt8(ascii: "H"), UInt8(ascii: "G"), UInt8(ascii: "d"), UInt8(ascii: "A"), UInt8(ascii: "B"),
                     UInt8(ascii: "C"), UInt8(ascii: "D"): cursorMoves += end - i
                default: otherControls += end - i
                }
                i = end
            } else if b == 0x1B {
                // ESC and one more (charset selection takes two more: ESC ( B).
                let length = i + 1 < bytes.endIndex && (bytes[i + 1] == UInt8(ascii: "(") || bytes[i + 1] == UInt8(ascii: ")")) ? 3 : 2
                let end = min(i + length, bytes.endIndex)
                // ncurses writes `ESC ( B` with every attribute reset on xterm-like terminals.
                if length == 3 { attributes += end - i } else if bytes[min(i + 1, bytes.endIndex - 1)] == UInt8(ascii: "7")
                    || bytes[min(i + 1, bytes.endIndex - 1)] == UInt8(ascii: "8") { cursorMoves += end - i } else { otherControls += end - i }
                i = end
            } else if b == 0x0D || b == 0x0A || b == 0x08 {
                cursorMoves += 1
                i += 1
            } else if b < 0x20 || b == 0x7F {
                otherControls += 1
                i += 1
            } else {
                text += 1
                i += 1
            }
        }
    }

    /// "text 2,014 · moves 908 · SGR 409 · other 56".
    var shown: String { "text \(text) · moves \(cursorMoves) · SGR \(attributes) · other \(otherControls)" }
}
