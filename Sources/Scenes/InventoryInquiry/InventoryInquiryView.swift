import SceneKit

/// The inventory inquiry: the search and the items found on one side, the selected item's totals per
/// branch and its locations on the other (one at a time on narrow terminals, Enter and Esc switch).
@MainActor
public final class InventoryInquiryView: HostedSceneView, InventoryInquiryDisplayLogic {
    public let keyScope = KeyScope.inventory
    public var interactor: (any InventoryInquiryBusinessLogic)?
    let search = InventorySearchFragment()
    let items = InventoryItemListFragment()
    let totals = BranchTotalsFragment()
    let locations = ItemLocationsFragment()
    /// The search and the items, and the selected item's quantities beside them or instead of them.
    private var layout: MasterDetail
    public private(set) weak var host: (any SceneHost)?
    private var lastSearchText = ""
    /// Esc on the quantities of a narrow terminal goes back to the items, rather than closing the inquiry.
    private var backShowsItems = true

    public init() {
        layout = MasterDetail(master: Pane([.init(search, height: .fixed(2)), .init(items, height: .fill(weight: 1))]),
                              fragmenter: Fragmenter(masterPercent: 40))
        layout.textEntry = search
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
        if viewModel.showsDetail { layout.narrowShows = .detail }
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
            layout.focusWhenShown(items)
        case .escape:
            search.editing = false
        case .down:
            search.editing = false
            layout.focusWhenShown(items)
        default:
            var field = search.field
            switch field.apply(key) {
            case .unhandled: return false
            case .refused(let why): host?.show(.warning(why))
            case .changed:
                search.field = field
                if field.text != lastSearchText {
                    lastSearchText = field.text
                    layout.narrowShows = .master
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
        if case .single(.master) = layout.mode { actions.insert(.open) }
        return actions
    }

    public func perform(_ action: Action) -> Bool {
        defer { host?.setNeedsDisplay() }
        let focused = layout.focused ?? items
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
            layout.narrowShows = .detail
            layout.focusWhenShown(locations)
            return true
        case .nextPane, .previousPane:
            layout.cycleFocus(forward: action == .nextPane)
            return true
        case .back:
            if case .single(.detail) = layout.mode, backShowsItems {
                layout.narrowShows = .master
                layout.focusFirst()
                return true
            }
            interactor?.close()
            return true
        default:
            return focused.perform(action)
        }
    }

    // MARK: Drawing

    public func draw(in canvas: Canvas) {
        prepare(body: canvas.rect)
        layout.draw(in: canvas)
    }

    /// Lays the panes out and fits the lists to them, so that drawing only reads.
    private func prepare(body: Rect) {
        layout.detail = Pane([.init(totals, height: .fixed(totals.wantedHeight)),
                              .init(locations, height: .fill(weight: 1))])
        layout.typing = search.editing
        layout.layOut(in: body)
        if let rect = layout.rect(of: items) { items.fit(height: rect.height) }
        if let rect = layout.rect(of: locations) { locations.fit(height: rect.height) }
    }
}
