import SceneKit

/// The inventory inquiry: the search and the items found on one side, the selected item's totals per
/// branch and its locations on the other (one at a time on narrow terminals, Enter and Esc switch).
@MainActor
public final class InventoryInquiryView: SceneView, InventoryInquiryDisplayLogic {
    public let keyScope = "inventory"
    public var interactor: (any InventoryInquiryBusinessLogic)?
    let search = InventorySearchFragment()
    let items = InventoryItemListFragment()
    let totals = BranchTotalsFragment()
    let locations = ItemLocationsFragment()
    private let fragmenter = Fragmenter(masterPercent: 40)
    private var narrowShows: Fragmenter.Side = .master
    private var mode: Fragmenter.Mode = .single(.master)
    private var focusIndex = 0
    private var lastPlacements: [(fragment: any Fragment, rect: Rect)] = []
    private(set) weak var host: (any SceneHost)?
    private var lastSearchText = ""
    /// Esc on the quantities of a narrow terminal goes back to the items, rather than closing the inquiry.
    private var backShowsItems = true

    public init() {
        items.onSelect = { [weak self] in self?.interactor?.selectItem(at: $0) }
        items.onReachEnd = { [weak self] in self?.interactor?.loadMore() }
    }

    public func didAttach(to host: any SceneHost) {
        self.host = host
        interactor?.start()
    }

    public func willDetach() { interactor?.stop() }

    // MARK: Display

    public func displayStart(_ viewModel: InventoryInquiry.Start.ViewModel) {
        if viewModel.editing { search.editing = true }
        if !viewModel.searchText.isEmpty { search.field = TextFieldState(text: viewModel.searchText, limit: 30) }
        if viewModel.showsDetail { narrowShows = .detail }
        backShowsItems = viewModel.backShowsItems
        lastSearchText = search.field.text
    }

    public func displaySearch(_ viewModel: InventoryInquiry.Search.ViewModel) {
        let sameList = viewModel.rows.count >= items.rows.count && Array(viewModel.rows.prefix(items.rows.count)) == items.rows
        items.replace(viewModel.rows, keepSelection: sameList)
        search.note = viewModel.note
        search.noteIsError = viewModel.isError
        showConnection(offline: viewModel.offline, answered: !viewModel.rows.isEmpty)
        host?.setNeedsDisplay()
    }

    public func displayAvailability(_ viewModel: InventoryInquiry.Availability.ViewModel) {
        if totals.viewModel?.title != viewModel.title { locations.state = ListState() }
        totals.viewModel = viewModel
        locations.rows = viewModel.rows
        locations.sortColumn = viewModel.sortColumn
        showConnection(offline: viewModel.offline, answered: !viewModel.asOf.isEmpty)
        host?.setNeedsDisplay()
    }

    /// The top bar says OFFLINE while the server does not answer, and online again once it does.
    private func showConnection(offline: String?, answered: Bool) {
        if let offline {
            host?.setConnection(.offline(offline), lastRefresh: nil)
        } else if answered {
            host?.setConnection(.online, lastRefresh: nil)
        }
    }

    // MARK: Keys

    public var capturesText: Bool { search.editing }

    public func handleKey(_ key: Key) -> Bool {
        guard search.editing else { return false }
        switch key {
        case .enter:
            search.editing = false
            focus(items)
        case .escape:
            search.editing = false
        case .down:
            search.editing = false
            focus(items)
        default:
            var field = search.field
            switch field.apply(key) {
            case .unhandled: return false
            case .refused(let why): host?.show(.warning(why))
            case .changed:
                search.field = field
                if field.text != lastSearchText {
                    lastSearchText = field.text
                    narrowShows = .master
                    interactor?.search(.init(text: field.text))
                }
            }
        }
        host?.setNeedsDisplay()
        return true
    }

    public var offeredActions: Set<Action>? {
        if search.editing { return [] }
        var actions: Set<Action> = [.search, .sort, .refresh, .back]
        if case .single(.master) = mode { actions.insert(.open) }
        return actions
    }

    public func perform(_ action: Action) -> Bool {
        defer { host?.setNeedsDisplay() }
        let focused = lastPlacements.indices.contains(focusIndex) ? lastPlacements[focusIndex].fragment : items
        switch action {
        case .search:
            search.editing = true
            return true
        case .sort:
            interactor?.changeSort()
            return true
        case .refresh:
            interactor?.refresh()
            host?.show(.info("Reading the quantities again…"))
            return true
        case .open:
            guard !items.rows.isEmpty else { return true }
            interactor?.selectItem(at: items.state.selected)
            narrowShows = .detail
            focus(locations)
            return true
        case .nextPane, .previousPane:
            guard !lastPlacements.isEmpty else { return true }
            let step = action == .nextPane ? 1 : lastPlacements.count - 1
            focusIndex = (focusIndex + step) % lastPlacements.count
            return true
        case .back:
            if case .single(.detail) = mode, backShowsItems {
                narrowShows = .master
                focusIndex = 0
                return true
            }
            interactor?.close()
            return true
        default:
            return focused.perform(action)
        }
    }

    private func focus(_ fragment: any Fragment) {
        if let i = lastPlacements.firstIndex(where: { $0.fragment === fragment }) { focusIndex = i } else { focusIndex = 0 }
        pendingFocus = fragment
    }

    /// A focus asked for before the fragment was laid out (the detail shown on a narrow terminal).
    private var pendingFocus: (any Fragment)?

    // MARK: Drawing

    public func draw(in canvas: Canvas) {
        let master = Pane([.init(search, height: .fixed(2)), .init(items, height: .fill(weight: 1))])
        let detail = Pane([.init(totals, height: .fixed(totals.wantedHeight)), .init(locations, height: .fill(weight: 1))])
        let layout = fragmenter.layout(body: canvas.rect, master: master, detail: detail, narrowShows: narrowShows)
        mode = layout.mode
        if case .tooSmall(let minimum) = layout.mode {
            Fragmenter.drawTooSmall(in: canvas, minimum: minimum)
            return
        }
        lastPlacements = layout.placements.filter { $0.fragment.canFocus }
        if let pending = pendingFocus, let i = lastPlacements.firstIndex(where: { $0.fragment === pending }) {
            focusIndex = i
            pendingFocus = nil
        }
        if focusIndex >= lastPlacements.count { focusIndex = 0 }
        let focused = search.editing ? nil : (lastPlacements.indices.contains(focusIndex) ? lastPlacements[focusIndex].fragment : nil)
        if let divider = layout.divider {
            let line = Canvas(screen: canvas.screen, rect: divider)
            for y in 0..<line.height { line.text(canvas.supportsUnicode ? "│" : "|", y: y, style: .border) }
        }
        // What has focus draws last, so the terminal cursor rests on it (the search field while typing).
        for placement in layout.placements where placement.fragment !== focused && placement.fragment !== search {
            placement.fragment.draw(in: Canvas(screen: canvas.screen, rect: placement.rect), focused: false)
        }
        if let focused, let placement = layout.placements.first(where: { $0.fragment === focused }) {
            focused.draw(in: Canvas(screen: canvas.screen, rect: placement.rect), focused: true)
        }
        if let placement = layout.placements.first(where: { $0.fragment === search }) {
            search.draw(in: Canvas(screen: canvas.screen, rect: placement.rect), focused: search.editing)
        }
    }
}
