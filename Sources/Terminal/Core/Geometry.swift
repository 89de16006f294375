/// Cell geometry of the terminal: columns (x) and rows (y), zero-based from the top left.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width)×\(height)" }
}

public struct Point: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }
    public init(origin: Point = .zero, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public var size: Size { Size(width: width, height: height) }
    public var origin: Point { Point(x: x, y: y) }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }
    public var description: String { "(\(x),\(y) \(width)×\(height))" }

    public func contains(_ p: Point) -> Bool {
        p.x >= x && p.x < maxX && p.y >= y && p.y < maxY
    }

    /// The part of both rectangles; empty (at this rectangle's origin) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = Swift.max(x, other.x), top = Swift.max(y, other.y)
        let right = Swift.min(maxX, other.maxX), bottom = Swift.min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// This rectangle shrunk by the given margins on each side (never negative).
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }
    public func inset(by n: Int) -> Rect { inset(top: n, left: n, bottom: n, right: n) }

    /// Splits off `count` rows from the top (or fewer when there are not that many).
    public func sliceTop(_ count: Int) -> (slice: Rect, rest: Rect) {
        let n = Swift.min(Swift.max(0, count), height)
        return (Rect(x: x, y: y, width: width, height: n), Rect(x: x, y: y + n, width: width, height: height - n))
    }
    public func sliceBottom(_ count: Int) -> (slice: Rect, rest: Rect) {
        let n = Swift.min(Swift.max(0, count), height)
        return (Rect(x: x, y: maxY - n, width: width, height: n), Rect(x: x, y: y, width: width, height: height - n))
    }
    public func sliceLeft(_ count: Int) -> (slice: Rect, rest: Rect) {
        let n = Swift.min(Swift.max(0, count), width)
        return (Rect(x: x, y: y, width: n, height: height), Rect(x: x + n, y: y, width: width - n, height: height))
    }
}
