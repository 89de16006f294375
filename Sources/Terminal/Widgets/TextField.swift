/// What a key did to a text field.
public enum TextFieldEdit: Sendable, Equatable {
    case changed
    /// Not applied, and why (the limit would be passed). Text is never cut silently.
    case refused(String)
    case unhandled
}

/// The text of a field and its cursor, in characters (grapheme clusters), with an optional limit.
public struct TextFieldState: Sendable, Equatable {
    public private(set) var text: String
    /// Cursor position in characters, 0…count.
    public private(set) var cursor: Int
    public let limit: Int?
    public let secure: Bool

    public init(text: String = "", limit: Int? = nil, secure: Bool = false) {
        let fitted = limit.map { String(text.prefix($0)) } ?? text
        self.text = fitted
        self.cursor = fitted.count
        self.limit = limit
        self.secure = secure
    }

    public var count: Int { text.count }

    public mutating func apply(_ key: Key) -> TextFieldEdit {
        switch key {
        case .character(let c):
            return insert(String(c))
        case .left:
            cursor = max(0, cursor - 1)
        case .right:
            cursor = min(text.count, cursor + 1)
        case .home, .control("a"):
            cursor = 0
        case .end, .control("e"):
            cursor = text.count
        case .backspace, .control("h"):
            guard cursor > 0 else { return .changed }
            remove(from: cursor - 1, to: cursor)
            cursor -= 1
        case .delete, .control("d"):
            guard cursor < text.count else { return .changed }
            remove(from: cursor, to: cursor + 1)
        case .control("u"):
            remove(from: 0, to: cursor)
            cursor = 0
        case .control("k"):
            remove(from: cursor, to: text.count)
        case .control("w"):
            let chars = Array(text)
            var start = cursor
            while start > 0, chars[start - 1] == " " { start -= 1 }
            while start > 0, chars[start - 1] != " " { start -= 1 }
            remove(from: start, to: cursor)
            cursor = start
        default:
            return .unhandled
        }
        return .changed
    }

    /// Inserts text at the cursor (a paste arrives as several characters); refused past the limit.
    public mutating func insert(_ piece: String) -> TextFieldEdit {
        let clean = String(piece.filter { !$0.isNewline && $0.unicodeScalars.allSatisfy { $0.value >= 32 && $0.value != 127 } })
        guard !clean.isEmpty else { return .unhandled }
        if let limit, text.count + clean.count > limit {
            return .refused("At most \(limit) characters (\(text.count) used).")
        }
        var chars = Array(text)
        chars.insert(contentsOf: clean, at: cursor)
        text = String(chars)
        cursor += clean.count
        return .changed
    }

    private mutating func remove(from start: Int, to end: Int) {
        var chars = Array(text)
        guard start < end, start >= 0, end <= chars.count else { return }
        chars.removeSubrange(start..<end)
        text = String(chars)
    }
}

/// Draws a one-line text field with horizontal scrolling; secure fields show one dot per character.
@MainActor
public enum TextField {
    public static func draw(in canvas: Canvas, state: TextFieldState, focused: Bool, placeholder: String) {
        guard canvas.width > 0, canvas.height > 0 else { return }
        let style: Style = focused ? Style(.input, underline: true) : Style(.input)
        canvas.fill(style, Rect(x: 0, y: 0, width: canvas.width, height: 1))
        if state.text.isEmpty {
            if !placeholder.isEmpty { canvas.text(placeholder, y: 0, style: .placeholder) }
            if focused { canvas.cursor(x: 0, y: 0) }
            return
        }
        let dot: Character = canvas.supportsUnicode ? "•" : "*"
        let shown: [Character] = state.secure ? Array(repeating: dot, count: state.text.count) : Array(state.text)
        // Scroll so the cursor stays inside the field.
        let room = max(1, canvas.width - 1)
        var start = 0
        var widthBeforeCursor = shown.prefix(state.cursor).reduce(0) { $0 + TextWidth.cells(of: $1) }
        while widthBeforeCursor > room, start < state.cursor {
            widthBeforeCursor -= TextWidth.cells(of: shown[start])
            start += 1
        }
        canvas.text(String(shown[start...]), y: 0, width: canvas.width, style: style)
        if focused { canvas.cursor(x: min(canvas.width - 1, widthBeforeCursor), y: 0) }
    }
}
