import Terminal

/// The panes Tab and Shift-Tab move the focus over: the fragments of the last layout that can take the
/// focus, in layout order (hidden panes, the other side on a narrow terminal and panes left without a row,
/// are not in it), and which of them has the focus. The focus is kept by position: after a new layout it
/// stays on the same place in the ring, or goes back to the first pane when the ring got shorter.
@MainActor
public struct FocusRing {
    public typealias Placement = (fragment: any Fragment, rect: Rect)

    /// The focusable panes of the last layout, with where they were drawn.
    public private(set) var panes: [Placement] = []
    /// The focused pane's position in `panes`.
    public private(set) var index = 0
    /// A pane asked for by `focusWhenShown` that was not on screen yet.
    private var pending: (any Fragment)?

    public init() {}

    /// The focused pane; nil when no pane of the last layout can take the focus.
    public var focused: (any Fragment)? { panes.indices.contains(index) ? panes[index].fragment : nil }

    /// Takes the panes of a new layout; a pane waiting for the focus gets it once it is among them.
    public mutating func update(_ placements: [Placement]) {
        panes = placements.filter { $0.fragment.canFocus }
        if let pending, let i = position(of: pending) {
            index = i
            self.pending = nil
        }
        if index >= panes.count { index = 0 }
    }

    /// Moves the focus to the next pane (Tab) or the previous one (Shift-Tab), round the ring.
    public mutating func cycle(forward: Bool) {
        guard !panes.isEmpty else { return }
        index = (index + (forward ? 1 : panes.count - 1)) % panes.count
    }

    /// Gives the focus to `fragment` when it is on screen, else to the first pane.
    public mutating func focus(_ fragment: any Fragment) {
        index = position(of: fragment) ?? 0
    }

    /// Like `focus`, and the fragment also takes the focus at the first layout that shows it (a detail
    /// pane asked for before a narrow terminal switched to the detail side).
    public mutating func focusWhenShown(_ fragment: any Fragment) {
        focus(fragment)
        pending = fragment
    }

    /// Gives the focus to the first pane (the master's, when it is on screen).
    public mutating func focusFirst() { index = 0 }

    /// The focusable pane under a point of the screen, as last laid out.
    public func pane(at point: Point) -> Placement? {
        panes.first { $0.rect.contains(point) }
    }

    /// Gives the focus to the pane under a point of the screen (a click) and answers it; nil, and the
    /// focus stays, when no focusable pane is there.
    public mutating func focusPane(at point: Point) -> Placement? {
        guard let i = panes.firstIndex(where: { $0.rect.contains(point) }) else { return nil }
        index = i
        return panes[i]
    }

    private func position(of fragment: any Fragment) -> Int? {
        panes.firstIndex { $0.fragment === fragment }
    }
}
