/// A bar of fractions: "███████░░░░" or "#######....".
@MainActor
public enum ProgressBar {
    /// Draws on `row`; an unknown fraction (nil) shows a moving-free "unknown" bar.
    public static func draw(in canvas: Canvas, row: Int, fraction: Double?, label: String?) {
        guard canvas.width > 0 else { return }
        let labelText = label.map { " " + $0 } ?? ""
        let barWidth = max(1, canvas.width - TextWidth.cells(of: labelText))
        let full = canvas.supportsUnicode ? "█" : "#"
        let empty = canvas.supportsUnicode ? "░" : "."
        let bar: String
        if let fraction {
            let filled = Int((min(1, max(0, fraction)) * Double(barWidth)).rounded(.down))
            bar = String(repeating: full, count: filled) + String(repeating: empty, count: barWidth - filled)
        } else {
            bar = String(repeating: canvas.supportsUnicode ? "▒" : "?", count: barWidth)
        }
        canvas.text(bar, y: row, width: barWidth, style: .accent)
        if !labelText.isEmpty { canvas.text(labelText, x: barWidth, y: row, style: .normal) }
    }
}

/// A chart's bar: whole cells of "█", then the eighth block that comes nearest the rest ("▏" … "▉"), so
/// a bar's length shows to an eighth of a cell; "#" cells (rounded) where the terminal has no Unicode.
public enum HorizontalBar {
    static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The bar for `fraction` (0...1) of `width` cells. A fraction above 0 shows at least an eighth, so
    /// a bar of one order among thousands is still seen.
    public static func text(fraction: Double, width: Int, unicode: Bool) -> String {
        guard width > 0, fraction > 0 else { return "" }
        let share = min(1, fraction)
        guard unicode else { return String(repeating: "#", count: max(1, Int((share * Double(width)).rounded()))) }
        let total = max(1, Int((share * Double(width * 8)).rounded()))
        return String(repeating: "█", count: total / 8) + eighths[total % 8]
    }
}

/// Frames of the syncing indicator.
public enum Spinner {
    static let unicodeFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let asciiFrames = ["|", "/", "-", "\\"]

    public static func frame(_ n: Int, unicode: Bool) -> String {
        let frames = unicode ? unicodeFrames : asciiFrames
        return frames[((n % frames.count) + frames.count) % frames.count]
    }
}

/// The top line: who, where, and the connection.
@MainActor
public enum TopBar {
    public struct Segment: Sendable, Equatable {
        public var text: String
        public var style: Style
        public init(_ text: String, style: Style = .topBar) {
            self.text = text
            self.style = style
        }
    }

    /// `right` in order of importance, most first: on a narrow bar its last segments give way, so the first
    /// of `left` (the app's name) always shows whole beside what is left of them.
    public static func draw(in canvas: Canvas, left: [Segment], right: [Segment]) {
        guard canvas.height > 0, canvas.width > 0 else { return }
        canvas.fill(.topBar)
        let separator = canvas.supportsUnicode ? " │ " : " | "
        func width(_ segments: [Segment]) -> Int { segments.reduce(0) { $0 + TextWidth.cells(of: $1.text) } + max(0, segments.count - 1) * 3 + 1 }
        let name = left.first.map { TextWidth.cells(of: $0.text) + 2 } ?? 0
        var right = right
        while right.count > 1, width(right) + name > canvas.width { right.removeLast() }
        let rightWidth = width(right)
        var x = 1
        let leftRoom = max(0, canvas.width - rightWidth - 1)
        for (i, segment) in left.enumerated() where x < leftRoom {
            if i > 0 { x += canvas.text(separator, x: x, y: 0, width: leftRoom - x, style: .topBar) }
            x += canvas.text(segment.text, x: x, y: 0, width: max(0, leftRoom - x), style: segment.style)
        }
        var rx = max(x + 1, canvas.width - rightWidth)
        for (i, segment) in right.enumerated() where rx < canvas.width {
            if i > 0 { rx += canvas.text(separator, x: rx, y: 0, style: .topBar) }
            rx += canvas.text(segment.text, x: rx, y: 0, style: segment.style)
        }
    }
}

/// The bottom lines: the keys that work here, and the message line.
@MainActor
public enum BottomBar {
    public struct KeyHint: Sendable, Equatable {
        public var key: String
        public var label: String
        public init(key: String, label: String) {
            self.key = key
            self.label = label
        }
    }

    public struct Message: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case info, success, warning, error }
        public var kind: Kind
        public var text: String
        public init(kind: Kind, text: String) {
            self.kind = kind
            self.text = text
        }
    }

    /// Draws the bar; returns where each hint landed (its index in `keys` and its screen columns on
    /// the key line), so a mouse click on a hint can act.
    @discardableResult
    public static func draw(in canvas: Canvas, keys: [KeyHint], message: Message?) -> [(index: Int, row: Int, columns: Range<Int>)] {
        guard canvas.height > 0 else { return [] }
        canvas.fill(.bottomBar)
        let keyLine = canvas.height >= 2 ? canvas.row(canvas.height - 1) : canvas.row(0)
        var x = 0
        var placed: [(index: Int, row: Int, columns: Range<Int>)] = []
        for (i, hint) in keys.enumerated() where x < keyLine.width {
            let start = x
            x += keyLine.text(hint.key, x: x, y: 0, style: .key)
            x += keyLine.text(" " + hint.label, x: x, y: 0, style: .bottomBar)
            placed.append((i, keyLine.rect.y, (keyLine.rect.x + start)..<(keyLine.rect.x + x)))
            x += keyLine.text("  ", x: x, y: 0, style: .bottomBar)
        }
        guard let message, canvas.height >= 2 else { return placed }
        let (prefix, style): (String, Style)
        switch message.kind {
        case .info: (prefix, style) = ("", .info)
        case .success: (prefix, style) = (canvas.supportsUnicode ? "✓ " : "OK ", .success)
        case .warning: (prefix, style) = ("! ", .warning)
        case .error: (prefix, style) = (canvas.supportsUnicode ? "✗ " : "ERROR ", .error)
        }
        canvas.text(prefix + message.text, y: 0, style: style)
        return placed
    }
}
