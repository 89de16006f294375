import Terminal

/// The master/detail layout of a scene that shows a list and what is selected in it (the home scene's
/// queue and order, the inventory's items and quantities), written once for every such View.
///
/// It lays the master and detail panes out for the body through the `Fragmenter` (side by side when wide,
/// the side `narrowShows` names when narrow, a notice when tiny), keeps the focus ring over the panes on
/// screen, and draws the divider and the panes with the focused one last, so that the terminal cursor
/// rests on it. A click goes to the pane under it through the same placements.
///
/// A View calls `layOut(in:)` and gives its fragments what they will show (rows fetched, sizes known)
/// before it calls `draw(in:)`: drawing reads the last layout and changes nothing.
///
/// ```swift
/// layout.cycleFocus(forward: true)   // Tab
/// layout.layOut(in: canvas.rect)     // then fetch what the panes will show
/// layout.draw(in: canvas)            // focused pane last; no fetching here
/// ```
@MainActor
public struct MasterDetail {
    /// The list side, and the side with what is selected (nil: the master alone fills the body).
    /// A View whose pane heights follow its data sets them again before each layout.
    public var master: Pane
    public var detail: Pane?
    public var fragmenter: Fragmenter
    /// The side a narrow terminal shows.
    public var narrowShows: Fragmenter.Side = .master
    /// A pane outside the focus ring that takes typed text (a search line): drawn after every other
    /// pane, so the cursor rests in it, and drawn focused, with no other pane focused, while `typing`.
    public var textEntry: (any Fragment)?
    public var typing = false

    /// What the last layout showed: the mode, every pane placed, and the line between the sides.
    public private(set) var mode: Fragmenter.Mode = .single(.master)
    public private(set) var placements: [FocusRing.Placement] = []
    public private(set) var divider: Rect?
    private var ring = FocusRing()

    public init(master: Pane, detail: Pane? = nil, fragmenter: Fragmenter = Fragmenter()) {
        self.master = master
        self.detail = detail
        self.fragmenter = fragmenter
    }

    // MARK: Layout

    /// Places the panes in `body` (screen coordinates) and updates the focus ring. A body too small
    /// for any pane places none and leaves the ring as it was, for when the terminal grows again.
    public mutating func layOut(in body: Rect) {
        let layout = fragmenter.layout(body: body, master: master, detail: detail, narrowShows: narrowShows)
        mode = layout.mode
        placements = layout.placements
        divider = layout.divider
        if case .tooSmall = layout.mode { return }
        ring.update(layout.placements)
    }

    /// Where `fragment` was placed by the last layout; nil when it is not on screen.
    public func rect(of fragment: any Fragment) -> Rect? {
        placements.first { $0.fragment === fragment }?.rect
    }

    // MARK: Focus

    /// The focused pane of the last layout; nil when none can take the focus.
    public var focused: (any Fragment)? { ring.focused }
    public mutating func cycleFocus(forward: Bool) { ring.cycle(forward: forward) }
    public mutating func focus(_ fragment: any Fragment) { ring.focus(fragment) }
    public mutating func focusWhenShown(_ fragment: any Fragment) { ring.focusWhenShown(fragment) }
    public mutating func focusFirst() { ring.focusFirst() }

    /// The focusable pane under a point of the screen, and where it was drawn.
    public func fragment(at point: Point) -> FocusRing.Placement? { ring.pane(at: point) }

    /// A click: the pane under the point takes the focus and is answered with where it was drawn.
    public mutating func click(at point: Point) -> FocusRing.Placement? { ring.focusPane(at: point) }

    // MARK: Drawing

    /// Draws the last layout into `canvas` (the body it was laid out in): the too-small notice, or the
    /// divider, the other panes, the focused pane and last the text entry.
    public func draw(in canvas: Canvas) {
        if case .tooSmall(let minimum) = mode {
            Fragmenter.drawTooSmall(in: canvas, minimum: minimum)
            return
        }
        if let divider {
            let line = Canvas(screen: canvas.screen, rect: divider)
            for y in 0..<line.height { line.text(canvas.supportsUnicode ? "│" : "|", y: y, style: .border) }
        }
        let focused = typing ? nil : ring.focused
        for placement in placements where placement.fragment !== focused && placement.fragment !== textEntry {
            placement.fragment.draw(in: Canvas(screen: canvas.screen, rect: placement.rect), focused: false)
        }
        if let focused, let rect = rect(of: focused) {
            focused.draw(in: Canvas(screen: canvas.screen, rect: rect), focused: true)
        }
        if let textEntry, textEntry !== focused, let rect = rect(of: textEntry) {
            textEntry.draw(in: Canvas(screen: canvas.screen, rect: rect), focused: typing)
        }
    }
}
