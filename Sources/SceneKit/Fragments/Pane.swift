import Terminal

/// Fragments stacked top to bottom in one column of the screen.
@MainActor
public struct Pane {
    public enum Height {
        case fixed(Int)           // exactly this many rows (fewer when there is no room)
        case fill(weight: Int)    // a share of what the fixed items leave
    }

    public struct Item {
        public let fragment: any Fragment
        public let height: Height
        public init(_ fragment: any Fragment, height: Height) {
            self.fragment = fragment
            self.height = height
        }
    }

    public var items: [Item]
    public init(_ items: [Item]) { self.items = items }

    /// Rectangles for the items within `rect`: fixed heights first, the rest shared by weight;
    /// items that get no row are left out.
    public func layout(in rect: Rect) -> [(fragment: any Fragment, rect: Rect)] {
        var fixedTotal = 0, weights = 0
        for item in items {
            switch item.height {
            case .fixed(let n): fixedTotal += n
            case .fill(let w): weights += max(1, w)
            }
        }
        var remainingFill = max(0, rect.height - fixedTotal)
        var remainingWeights = weights
        var y = rect.y
        var result: [(fragment: any Fragment, rect: Rect)] = []
        for item in items {
            let rows: Int
            switch item.height {
            case .fixed(let n): rows = min(n, rect.maxY - y)
            case .fill(let w):
                let weight = max(1, w)
                rows = remainingWeights == weight ? remainingFill : remainingFill * weight / max(1, remainingWeights)
                remainingFill -= rows
                remainingWeights -= weight
            }
            let height = max(0, min(rows, rect.maxY - y))
            if height > 0 { result.append((item.fragment, Rect(x: rect.x, y: y, width: rect.width, height: height))) }
            y += height
        }
        return result
    }
}
