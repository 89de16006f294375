import SceneKit

/// What "Decided by me" shows.
@MainActor
public protocol DecidedByMeDisplayLogic: AnyObject {
    func displayDecisions(_ viewModel: DecidedByMe.List.ViewModel)
}

/// "Decided by me" over the orders: a modal scene, so Esc closes it and the list beneath is exactly as it
/// was. `/` searches as you type; `f` opens a one-line filter (Tab steps the outcome, digits the days,
/// Enter applies); Enter shows the order read-only with its route and history, read from the server, in a
/// pane under the list (Esc closes that pane first).
@MainActor
public final class DecidedByMeView: HostedSceneView, DecidedByMeDisplayLogic, ReadOnlyOrderDisplayLogic {
    public let keyScope = KeyScope.decided
    public var interactor: (any DecidedByMeBusinessLogic)?
    let list = DecidedByMeListFragment()
    /// The order under the cursor read-only (Enter), in a pane under the list.
    let order = ReadOnlyOrderFragment()
    private(set) var routeShown = false
    public private(set) weak var host: (any SceneHost)?

    /// The one-line text entry under the title.
    enum Entry: Equatable {
        case none
        case search(TextFieldState)
        case filter(outcome: DecidedByMe.OutcomeFilter, days: TextFieldState)
    }
    private(set) var entry = Entry.none
    private var searchText = ""
    private var filter = DecidedByMe.List.Request()

    public init() {}

    public func didAttach(to host: any SceneHost) {
        self.host = host
        interactor?.start()
    }

    public func displayDecisions(_ viewModel: DecidedByMe.List.ViewModel) {
        list.viewModel = viewModel
        host?.setNeedsDisplay()
    }

    public func displayReadOnlyOrder(_ viewModel: ReadOnlyOrder.ViewModel) {
        order.show(viewModel)
        routeShown = true
        host?.setNeedsDisplay()
    }

    // MARK: Keys

    public var capturesText: Bool { entry != .none }

    public var offeredActions: Set<Action>? {
        entry == .none ? [.open, .search, .filter, .back] : []
    }

    public func handleKey(_ key: Key) -> Bool {
        defer { host?.setNeedsDisplay() }
        switch entry {
        case .none:
            return false
        case .search(var field):
            switch key {
            case .enter: entry = .none
            case .escape:
                entry = .none
                searchText = ""
                interactor?.search("")
            default:
                switch field.apply(key) {
                case .unhandled: return false
                case .refused(let why): host?.show(.warning(why))
                case .changed:
                    entry = .search(field)
                    if field.text != searchText {
                        searchText = field.text
                        list.state.apply(.to(0), rowCount: list.viewModel.rows.count, visibleRows: 1)
                        interactor?.search(field.text)
                    }
                }
            }
        case .filter(let outcome, var days):
            switch key {
            case .escape: entry = .none
            case .tab: entry = .filter(outcome: outcome.next, days: days)
            case .backTab:
                let all = DecidedByMe.OutcomeFilter.allCases
                entry = .filter(outcome: all[(all.firstIndex(of: outcome)! + all.count - 1) % all.count], days: days)
            case .enter:
                guard let number = Int(days.text), (1...DecidedByMe.maximumDays).contains(number) else {
                    host?.show(.warning("Days: a whole number from 1 to \(DecidedByMe.maximumDays)."))
                    return true
                }
                entry = .none
                filter = .init(outcome: outcome, days: number)
                list.state.apply(.to(0), rowCount: list.viewModel.rows.count, visibleRows: 1)
                interactor?.applyFilter(filter)
            case .character(let c) where !c.isNumber:
                host?.show(.warning("Days: digits only; Tab changes the outcome."))
            default:
                switch days.apply(key) {
                case .unhandled: return false
                case .refused(let why): host?.show(.warning(why))
                case .changed: entry = .filter(outcome: outcome, days: days)
                }
            }
        }
        return true
    }

    public func perform(_ action: Action) -> Bool {
        defer { host?.setNeedsDisplay() }
        switch action {
        case .back, .decidedByMe:
            if action == .back, routeShown {
                routeShown = false
                return true
            }
            interactor?.close()
            return true
        case .open:
            guard !list.viewModel.rows.isEmpty else { return true }
            interactor?.openRoute(at: list.state.selected)
            return true
        case .search:
            entry = .search(TextFieldState(text: searchText, limit: 30))
            return true
        case .filter:
            entry = .filter(outcome: filter.outcome, days: TextFieldState(text: String(filter.days), limit: 4))
            return true
        default:
            return list.perform(action)
        }
    }

    // MARK: Drawing

    public func draw(in canvas: Canvas) {
        if Fragmenter.drawsTooSmall(in: canvas, minimum: list.minimumSize) { return }
        let routeHeight = routeShown ? min(max(4, order.wantedHeight), canvas.height * 3 / 5) : 0
        let listCanvas = canvas.sub(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height - routeHeight))
        list.entryHeight = entry == .none ? 0 : 1
        list.draw(in: listCanvas, focused: entry == .none)
        if routeShown {
            order.draw(in: canvas.sub(Rect(x: 0, y: canvas.height - routeHeight, width: canvas.width, height: routeHeight)), focused: false)
        }
        drawEntry(in: listCanvas)
    }

    /// The search or filter line under the title, drawn last so the cursor rests in it.
    private func drawEntry(in canvas: Canvas) {
        let line = canvas.sub(Rect(x: 0, y: 1, width: canvas.width, height: 1))
        switch entry {
        case .none:
            return
        case .search(let field):
            line.fill(.normal)
            line.text("Search: ", y: 0, style: .key)
            TextField.draw(in: line.sub(Rect(x: 8, y: 0, width: max(0, min(32, line.width - 8)), height: 1)), state: field,
                           focused: true, placeholder: "order, remark or name")
        case .filter(let outcome, let days):
            line.fill(.normal)
            let label = "Filter: outcome \(outcome.rawValue) (Tab) · days "
            line.text(label, y: 0, style: .key)
            let x = TextWidth.cells(of: label)
            TextField.draw(in: line.sub(Rect(x: x, y: 0, width: max(0, min(5, line.width - x)), height: 1)), state: days,
                           focused: true, placeholder: "90")
            if x + 6 < line.width { line.text(" Enter applies, Esc cancels", x: x + 6, y: 0, style: .dim) }
        }
    }
}
