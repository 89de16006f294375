/// What a terminal without UTF-8 (LANG=C) shows for a character it cannot draw: an ASCII look-alike
/// for the marks Signoff's own screens use (lines, arrows, dots, ticks), "?" for anything else, one
/// per cell, so the layout stays the same.
public enum ASCIIFallback {
    public static func cells(for character: Character, width: Int) -> [String] {
        if character.unicodeScalars.allSatisfy({ $0.isASCII }) { return [String(character)] }
        if width == 1, let first = character.unicodeScalars.first, let mark = marks[first] { return [mark] }
        return Array(repeating: "?", count: max(1, width))
    }

    static let marks: [Unicode.Scalar: String] = [
        "─": "-", "━": "-", "│": "|", "┃": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+", "┬": "+",
        "┴": "+", "┼": "+", "·": ".", "•": "*", "…": "~", "›": ">", "‹": "<", "→": ">", "←": "<", "↑": "^", "↓": "v",
        "▲": "^", "▼": "v", "▶": ">", "◀": "<", "✓": "v", "✔": "v", "✗": "x", "✘": "x", "×": "x", "█": "#", "░": ".",
        "▒": ":", "–": "-", "—": "-", "‘": "'", "’": "'", "“": "\"", "”": "\"", "≥": ">", "≤": "<", "\u{00A0}": " ",
        "¶": "#",
    ]
}
