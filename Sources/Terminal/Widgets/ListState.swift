/// How the cursor moves in a list.
public enum ListMotion: Sendable, Equatable {
    case up, down, pageUp, pageDown, first, last
    case to(Int)
}

/// The selected row and the first visible row of a list. A value the scene keeps; the table draws it.
public struct ListState: Sendable, Equatable {
    public var selected: Int
    public var top: Int

    public init(selected: Int = 0, top: Int = 0) {
        self.selected = selected
        self.top = top
    }

    /// A table without a cursor (a summary that is only read).
    public static let unselected = ListState(selected: -1, top: 0)

    /// Moves the selection and scrolls so it stays visible; clamps to the rows there are.
    public mutating func apply(_ motion: ListMotion, rowCount: Int, visibleRows: Int) {
        guard rowCount > 0 else {
            selected = 0
            top = 0
            return
        }
        let page = max(1, visibleRows)
        switch motion {
        case .up: selected -= 1
        case .down: selected += 1
        case .pageUp: selected -= page; top -= page
        case .pageDown: selected += page; top += page
        case .first: selected = 0
        case .last: selected = rowCount - 1
        case .to(let row): selected = row
        }
        selected = min(max(0, selected), rowCount - 1)
        if selected < top { top = selected }
        if selected >= top + page { top = selected - page + 1 }
        top = min(max(0, top), max(0, rowCount - page))
    }
}
