/// A rectangle of a `Screen` that a Fragment or widget draws into, in its own coordinates:
/// (0, 0) is the rectangle's top left, and nothing drawn through it can leave it.
@MainActor
public struct Canvas {
    public enum Alignment: Sendable { case left, right, center }

    public let screen: any Screen
    /// The area on the screen, in screen coordinates.
    public let rect: Rect

    public init(screen: any Screen, rect: Rect) {
        self.screen = screen
        self.rect = rect.intersection(Rect(size: screen.size))
    }
    public init(screen: any Screen) {
        self.init(screen: screen, rect: Rect(size: screen.size))
    }

    public var width: Int { rect.width }
    public var height: Int { rect.height }
    public var size: Size { rect.size }
    public var supportsUnicode: Bool { screen.supportsUnicode }
    /// "…" where the terminal can draw it, "~" otherwise.
    public var ellipsis: String { screen.supportsUnicode ? "…" : "~" }

    /// A part of this canvas, in this canvas's coordinates (clipped to it).
    public func sub(_ local: Rect) -> Canvas {
        let onScreen = Rect(x: rect.x + local.x, y: rect.y + local.y, width: local.width, height: local.height)
        return Canvas(screen: screen, rect: onScreen.intersection(rect))
    }
    public func row(_ y: Int) -> Canvas { sub(Rect(x: 0, y: y, width: width, height: 1)) }

    /// Draws `text` on row `y` from column `x`, cut with an ellipsis to `width` cells (default: to the
    /// right edge) and, with `pad`, padded with spaces in the same style to fill that width.
    /// Returns the cells used.
    @discardableResult
    public func text(_ text: String, x: Int = 0, y: Int, width: Int? = nil, style: Style = .normal,
                     align: Alignment = .left, pad: Bool = false) -> Int {
        guard y >= 0, y < height, x < self.width else { return 0 }
        let room = Swift.max(0, Swift.min(width ?? (self.width - x), self.width - x))
        guard room > 0 else { return 0 }
        let cut = TextWidth.truncate(Sanitizer.inert(text), toCells: room, ellipsis: ellipsis)
        let used = TextWidth.cells(of: cut)
        var start = x
        switch align {
        case .left: break
        case .right: start = x + room - used
        case .center: start = x + (room - used) / 2
        }
        let clip = Rect(x: rect.x + x, y: rect.y + y, width: room, height: 1).intersection(rect)
        if pad { screen.fill(clip, style: style) }
        screen.put(cut, at: Point(x: rect.x + start, y: rect.y + y), style: style, clip: clip)
        return pad ? room : used
    }

    /// Paints the whole canvas, or a part of it, with spaces in `style`.
    public func fill(_ style: Style = .normal, _ local: Rect? = nil) {
        let area = local.map { sub($0).rect } ?? rect
        screen.fill(area, style: style)
    }

    /// Draws a frame around the canvas's edge with an optional title in the top line.
    public func box(title: String? = nil, style: Style = .border, titleStyle: Style = .title) {
        guard width >= 2, height >= 2 else { return }
        let u = screen.supportsUnicode
        let h = u ? "─" : "-", v = u ? "│" : "|"
        let tl = u ? "┌" : "+", tr = u ? "┐" : "+", bl = u ? "└" : "+", br = u ? "┘" : "+"
        let line = String(repeating: h, count: width - 2)
        text(tl + line + tr, y: 0, style: style)
        text(bl + line + br, y: height - 1, style: style)
        for y in 1..<(height - 1) {
            text(v, x: 0, y: y, style: style)
            text(v, x: width - 1, y: y, style: style)
        }
        if let title, width > 4 {
            text(" \(title) ", x: 2, y: 0, width: width - 4, style: titleStyle)
        }
    }

    /// Places the terminal cursor at a point of this canvas (for screen readers and text fields).
    public func cursor(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        screen.setCursor(Point(x: rect.x + x, y: rect.y + y))
    }
}
