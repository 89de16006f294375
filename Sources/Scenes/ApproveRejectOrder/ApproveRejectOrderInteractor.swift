import Foundation
import Resources

/// What the order view (and the home scene it is embedded in) asks of it.
@MainActor
public protocol ApproveRejectOrderBusinessLogic: AnyObject {
    /// Shows another order and loads it; false when it is the one shown already.
    func selectOrder(_ request: ApproveRejectOrder.Select.Request) -> Bool
    /// Loads the order again (it changed, or the formats did).
    func loadOrder()
    func readAttachment(at index: Int)
    /// Stops reading from the server (the order view left the screen).
    func stop()
    /// A verdict on orders: the confirm dialog (for a forward without a colleague, the picker first).
    func prepareDecision(_ request: ApproveRejectOrder.Confirm.Request)
    /// The forward picker: colleagues matching what was typed, the next page of them, the one chosen.
    func searchColleagues(_ request: ApproveRejectOrder.Forward.Search.Request)
    func moreColleagues()
    func pickColleague(_ request: ApproveRejectOrder.Forward.Pick.Request)
    func decide(_ request: ApproveRejectOrder.Decide.Request)
    func addNote(_ text: String, to order: OrderID)
    /// The outcomes of the last batch (the outcomes list).
    func showOutcomes()
    /// Sends what the outbox and the notes queue hold.
    func resumeOutbox()
    /// Decisions and notes of the user still to send (asked before logging out or quitting).
    func openDecisionCount() -> Int
    /// The approval rules, as the settings now say.
    var rules: DecisionRules { get set }
}

/// What a router may set before the order view shows: which order.
@MainActor
public protocol ApproveRejectOrderDataStore: AnyObject {
    var orderKey: OrderKey? { get set }
    /// The order as last loaded (a router reads its lines to call the inventory inquiry).
    var detail: OrderDetail? { get }
}

/// Loads one order (what the store holds at once, then the route and attachments from the server) and
/// decides on orders: this one, or those the list hands it.
@MainActor
public final class ApproveRejectOrderInteractor: ApproveRejectOrderBusinessLogic, ApproveRejectOrderDataStore {
    public var presenter: (any ApproveRejectOrderPresentationLogic)?
    public var router: (any ApproveRejectOrderRoutingLogic)?
    public var orderKey: OrderKey?
    let worker: OrderDetailWorker
    /// The order as last read from the store (for a router: its lines call the inventory inquiry).
    private var loaded: OrderDetail?
    private var remote: Task<Void, Never>?
    private var attachments: [MediaObjectInfo] = []
    /// What deciding needs; nil where orders are only shown (`signoff show`).
    let deciding: DecisionNeeds?
    public var rules = DecisionRules()
    /// Whether open decisions are tried again every 30 seconds (the screen); a one-shot command does not.
    public var retriesOutbox = true
    /// Called after each pass over the outbox, once every update of that pass was presented.
    public var onOutboxPass: (() -> Void)?
    /// The orders last decided together (one confirm of several marked orders), as their updates came.
    public internal(set) var lastDecisionBatch: DecisionBatch?
    var outboxPasses = OutboxPasses()
    /// The forward picker's search, while it is open.
    var colleagueSearch = ColleagueSearch()
    /// Reads the supplier history beside the order (nil: none is shown, as in `signoff show`).
    public var supplierHistory: (any SupplierHistoryReading)?
    var supplierOrders = SupplierOrdersReads()

    public init(worker: OrderDetailWorker, deciding: DecisionNeeds? = nil) {
        self.worker = worker
        self.deciding = deciding
    }

    public var detail: OrderDetail? { loaded }

    /// How long the cursor must rest on an order before the server is asked about it (route,
    /// attachments, supplier history): moving through the list reads only the order it stops on.
    static let readPause: UInt64 = 150_000_000

    public func selectOrder(_ request: ApproveRejectOrder.Select.Request) -> Bool {
        let key = request.order?.key
        guard key != orderKey else { return false }
        orderKey = key
        if orderKey != nil { loadOrder() }
        return true
    }

    public func loadOrder() {
        remote?.cancel()
        guard let key = orderKey else { return }
        let detail = try? worker.stored(key)
        let me = deciding?.approver.username
        let storedRoute = ((try? worker.storedRoute(key)) ?? []).map { RouteStepFacts($0, me: me) }
        var current = ApproveRejectOrder.Load.Response(detail: detail.map(OrderDetailFacts.init),
                                                       route: storedRoute.isEmpty ? .loading : .loaded(storedRoute),
                                                       attachments: .loading)
        // An order shown before the background read reached its lines says they are coming, never "0 lines".
        let linesMissing = detail.map { $0.lines.isEmpty && worker.linesPending() } ?? false
        if linesMissing { current.lines = .reading }
        loaded = detail
        presenter?.presentOrder(current)
        loadSupplierOrders(detail)
        remote = Task { [worker, weak self] in
            // Moving through the list quickly reads only the order the cursor stops on.
            try? await Task.sleep(nanoseconds: Self.readPause)
            guard !Task.isCancelled else { return }
            // The list opened before the order lines came: this order's are read now, before their turn,
            // or, when the background read stored them since the order was shown, read again from the store.
            if detail?.lines.isEmpty ?? true {
                var fetched = Outcome<Void>.success(())
                if worker.linesPending() { fetched = await Self.capture { try await worker.fetchLines(key) } }
                let again = try? worker.stored(key)
                guard let self, !Task.isCancelled, self.orderKey == key else { return }
                if let again, !again.lines.isEmpty {
                    self.loaded = again
                    current.detail = OrderDetailFacts(again)
                    current.lines = .stored
                    self.presenter?.presentOrder(current)
                } else if linesMissing {
                    if case .failure(let message) = fetched { current.lines = .failed(message) } else { current.lines = .stored }
                    self.presenter?.presentOrder(current)
                }
            }
            async let route = Self.capture { try await worker.fetchRoute(key) }
            async let media = Self.capture { try await worker.attachments(key) }
            let (r, m) = await (route, media)
            guard let self, !Task.isCancelled, self.orderKey == key else { return }
            switch r {
            case .success(let steps): current.route = .loaded(steps.map { RouteStepFacts($0, me: me) })
            case .failure(let message): if case .loading = current.route { current.route = .failed(message) }
            }
            switch m {
            case .success(let items):
                current.attachments = .loaded(items.map(AttachmentFacts.init))
                self.attachments = items
            case .failure(let message): current.attachments = .failed(message)
            }
            self.presenter?.presentOrder(current)
        }
    }

    public func readAttachment(at index: Int) {
        guard let key = orderKey, attachments.indices.contains(index) else { return }
        let item = attachments[index]
        guard item.isText else {
            presenter?.presentAttachment(.init(title: item.itemName, text: nil, error: "Only text attachments can be read here."))
            return
        }
        Task { [worker, weak self] in
            let result = await Self.capture { try await worker.attachmentText(key, sequence: item.sequence) }
            guard let self else { return }
            switch result {
            case .success(let media): self.presenter?.presentAttachment(.init(title: item.itemName, text: media.text, error: nil))
            case .failure(let message): self.presenter?.presentAttachment(.init(title: item.itemName, text: nil, error: message))
            }
        }
    }

    public func stop() {
        remote?.cancel()
        supplierOrders.task?.cancel()
        stopOutboxRetries()
    }

    enum Outcome<T: Sendable>: Sendable {
        case success(T)
        case failure(String)
    }

    nonisolated static func capture<T: Sendable>(_ body: @Sendable () async throws -> T) async -> Outcome<T> {
        do { return .success(try await body()) } catch { return .failure(WorkerFailure(error).message) }
    }
}
