import Foundation

/// A screen in memory, for tests: the same drawing interface and clipping rules as the terminal.
@MainActor
public final class MemoryScreen: Screen {
    public struct Cell: Equatable, Sendable {
        /// The grapheme drawn here; "" for the right half of a wide character.
        public var text: String
        public var style: Style
    }

    public private(set) var size: Size
    public var supportsUnicode: Bool
    public private(set) var cells: [[Cell]]
    public private(set) var cursor: Point?
    public private(set) var flushCount = 0
    /// How many times the bell rang.
    public private(set) var bells = 0
    /// The desktop notifications asked for, in order.
    public private(set) var notifications: [DesktopNotification] = []

    public init(width: Int, height: Int, supportsUnicode: Bool = true) {
        size = Size(width: width, height: height)
        self.supportsUnicode = supportsUnicode
        cells = Self.blank(size)
    }

    static func blank(_ size: Size) -> [[Cell]] {
        Array(repeating: Array(repeating: Cell(text: " ", style: .normal), count: size.width), count: size.height)
    }

    public func resize(to newSize: Size) {
        size = newSize
        cells = Self.blank(newSize)
        cursor = nil
    }

    @discardableResult
    public func put(_ text: String, at: Point, style: Style, clip: Rect) -> Int {
        let placed = CellPlacement.place(Sanitizer.inert(text), at: at, clip: clip, bounds: size, asciiOnly: !supportsUnicode)
        var used = 0
        for p in placed {
            clearHalf(of: Point(x: p.x, y: at.y))
            cells[at.y][p.x] = Cell(text: p.text, style: style)
            if p.width == 2 {
                if p.x + 1 < size.width {
                    clearHalf(of: Point(x: p.x + 1, y: at.y))
                    cells[at.y][p.x + 1] = Cell(text: "", style: style)
                }
            }
            used += p.width
        }
        return used
    }

    /// Overwriting half of a wide character blanks its other half, as terminals do.
    private func clearHalf(of p: Point) {
        let text = cells[p.y][p.x].text
        if text == " " { return }
        if text.isEmpty, p.x > 0 { cells[p.y][p.x - 1].text = " " }
        if TextWidth.cells(of: text) == 2, p.x + 1 < size.width { cells[p.y][p.x + 1].text = " " }
    }

    public func fill(_ rect: Rect, style: Style) {
        let area = rect.intersection(Rect(size: size))
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                clearHalf(of: Point(x: x, y: y))
                cells[y][x] = Cell(text: " ", style: style)
            }
        }
    }

    public func setCursor(_ position: Point?) { cursor = position }
    /// The scrolls noted since the screen was made (`noteScrolled`), in order.
    public private(set) var scrollsNoted: [(rows: Rect, shift: Int)] = []
    public func noteScrolled(_ rows: Rect, by shift: Int) { scrollsNoted.append((rows, shift)) }
    public func flush() { flushCount += 1 }
    public func bell() { bells += 1 }
    public func notify(_ notification: DesktopNotification) { notifications.append(notification) }
    /// How many times the screen was told to forget what the terminal shows (`invalidate`).
    public private(set) var invalidations = 0
    public func invalidate() { invalidations += 1 }

    /// Row `y` as text, trailing spaces removed.
    public func line(_ y: Int) -> String {
        guard y >= 0, y < size.height else { return "" }
        var s = cells[y].map(\.text).joined()
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }

    /// Every row, joined by newlines.
    public var text: String { (0..<size.height).map(line).joined(separator: "\n") }

    public func style(at p: Point) -> Style { cells[p.y][p.x].style }

    /// Where `needle` first appears (column in cells, row).
    public func find(_ needle: String) -> Point? {
        for y in 0..<size.height {
            let row = cells[y]
            var cellText = ""
            var columns: [Int] = []
            for (x, cell) in row.enumerated() where !cell.text.isEmpty {
                columns.append(contentsOf: Array(repeating: x, count: cell.text.count))
                cellText += cell.text
            }
            if let range = cellText.range(of: needle) {
                return Point(x: columns[cellText.distance(from: cellText.startIndex, to: range.lowerBound)], y: y)
            }
        }
        return nil
    }
}
