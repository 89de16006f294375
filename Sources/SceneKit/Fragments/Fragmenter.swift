import Terminal

/// Attaches and lays out a scene's fragments for the terminal's size: wide terminals show the master
/// and the detail side by side, narrow ones one at a time, tiny ones a clear "too small" notice.
@MainActor
public struct Fragmenter {
    public enum Side: Sendable { case master, detail }
    public enum Mode: Equatable, Sendable {
        case sideBySide
        case single(Side)
        case tooSmall(minimum: Size)
    }

    public struct Layout {
        public let mode: Mode
        public let placements: [(fragment: any Fragment, rect: Rect)]
        /// The line between master and detail, when side by side.
        public let divider: Rect?
    }

    /// Below this the body shows only the notice.
    public var minimumSize: Size
    /// From this width on, master and detail share the screen.
    public var sideBySideWidth: Int
    /// The master's share of a side-by-side body, in percent.
    public var masterPercent: Int
    /// The width at which the master shows all it has (a table: every column), when more than its share:
    /// side by side, the detail gives way to it down to `detailMinimum` (nil: the share alone).
    public var masterWants: Int?
    /// The narrowest detail the master may take width from.
    public var detailMinimum: Int

    public init(minimumSize: Size = Size(width: 40, height: 6), sideBySideWidth: Int = 120, masterPercent: Int = 50,
                masterWants: Int? = nil, detailMinimum: Int = 50) {
        self.minimumSize = minimumSize
        self.sideBySideWidth = sideBySideWidth
        self.masterPercent = masterPercent
        self.masterWants = masterWants
        self.detailMinimum = detailMinimum
    }

    /// The master's width side by side in a body `width` wide: its share, or what it wants when more and
    /// the detail keeps `detailMinimum`.
    public func masterWidth(in width: Int) -> Int {
        let share = max(minimumSize.width / 2, width * masterPercent / 100)
        guard let masterWants else { return share }
        return max(share, min(masterWants, width - 1 - detailMinimum))
    }

    /// The detail's width in a body `width` wide: beside the master when wide enough, else the whole width.
    public func detailWidth(in width: Int) -> Int {
        width >= sideBySideWidth ? width - 1 - masterWidth(in: width) : width
    }

    public func mode(for body: Size, hasDetail: Bool, narrowShows: Side) -> Mode {
        if body.width < minimumSize.width || body.height < minimumSize.height { return .tooSmall(minimum: minimumSize) }
        guard hasDetail else { return .single(.master) }
        return body.width >= sideBySideWidth ? .sideBySide : .single(narrowShows)
    }

    public func layout(body: Rect, master: Pane, detail: Pane?, narrowShows: Side) -> Layout {
        let mode = mode(for: body.size, hasDetail: detail != nil, narrowShows: narrowShows)
        switch mode {
        case .tooSmall:
            return Layout(mode: mode, placements: [], divider: nil)
        case .single(.master):
            return Layout(mode: mode, placements: master.layout(in: body), divider: nil)
        case .single(.detail):
            return Layout(mode: mode, placements: detail?.layout(in: body) ?? [], divider: nil)
        case .sideBySide:
            let (left, rest) = body.sliceLeft(masterWidth(in: body.width))
            let (divider, right) = rest.sliceLeft(1)
            let placements = master.layout(in: left) + (detail?.layout(in: right) ?? [])
            return Layout(mode: mode, placements: placements, divider: divider)
        }
    }

    /// Draws the too-small notice when `canvas` is narrower or lower than `minimum`, and says so: a View
    /// whose body needs `minimum` starts its `draw(in:)` with `if Fragmenter.drawsTooSmall(...) { return }`.
    /// A canvas of exactly `minimum` is big enough.
    public static func drawsTooSmall(in canvas: Canvas, minimum: Size) -> Bool {
        guard canvas.width < minimum.width || canvas.height < minimum.height else { return false }
        drawTooSmall(in: canvas, minimum: minimum)
        return true
    }

    /// The notice shown instead of the body when the terminal is too small; quitting still works.
    static func drawTooSmall(in canvas: Canvas, minimum: Size) {
        canvas.fill(.normal)
        let lines = ["Terminal too small", "need \(minimum.width)×\(minimum.height), have \(canvas.width)×\(canvas.height)", "q quits"]
        let top = max(0, (canvas.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < canvas.height {
            canvas.text(line, y: top + i, style: i == 0 ? .warning : .normal, align: .center)
        }
    }
}
