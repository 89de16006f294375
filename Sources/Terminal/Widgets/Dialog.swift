/// One line of a dialog's body.
public struct DialogLine: Sendable, Equatable {
    public var text: String
    public var style: Style
    public init(_ text: String, style: Style = .normal) {
        self.text = text
        self.style = style
    }
}

/// A centred, framed box over the screen.
@MainActor
public enum Dialog {
    /// Draws the dialog and returns the canvas inside its frame (below the body lines' space is the
    /// caller's). The box is as tall as the body plus the buttons, within the screen.
    @discardableResult
    public static func draw(in screen: Canvas, title: String, width: Int, body: [DialogLine], buttons: [String], selected: Int) -> Canvas {
        let w = max(4, min(width, screen.width))
        let h = max(3, min(body.count + (buttons.isEmpty ? 0 : 2) + 2, screen.height))
        let box = screen.sub(Rect(x: max(0, (screen.width - w) / 2), y: max(0, (screen.height - h) / 2), width: w, height: h))
        box.fill(.normal)
        box.box(title: title, style: .border, titleStyle: .title)
        let inner = box.sub(Rect(x: 2, y: 1, width: max(0, w - 4), height: max(0, h - 2)))
        for (i, line) in body.enumerated() where i < inner.height {
            inner.text(line.text, y: i, style: line.style)
        }
        if !buttons.isEmpty, inner.height > 0 {
            var x = 0
            for (i, title) in buttons.enumerated() {
                let label = "[ \(title) ]"
                let used = inner.text(label, x: x, y: inner.height - 1, style: i == selected ? .selection : .key)
                if i == selected { inner.cursor(x: x, y: inner.height - 1) }
                x += used + 2
            }
        }
        return inner
    }
}
