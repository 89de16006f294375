import Foundation
import Resources

/// What the order view asks of it.
@MainActor
public protocol ApproveRejectOrderBusinessLogic: AnyObject {
    /// Shows another order and loads it; false when it is the one shown already.
    func selectOrder(_ request: ApproveRejectOrder.Select.Request) -> Bool
    /// Loads the order again (it changed, or the formats did).
    func loadOrder()
    /// Enter on an attachment (the View asks it directly).
    var attachmentOpening: OrderAttachmentsInteractor { get }
    /// Lines marked for a decision on them alone (the View asks it directly).
    var lineMarks: OrderLineMarksInteractor { get }
    /// Stops reading from the server (the order view left the screen).
    func stop()
}

/// What a router may set before the order view shows: which order.
@MainActor
public protocol ApproveRejectOrderDataStore: AnyObject {
    var orderKey: OrderKey? { get set }
    /// The order as last loaded (a router reads its lines to call the inventory inquiry).
    var detail: OrderDetail? { get }
    /// The lines marked for a decision on them alone: a router passes them into the Decide scene, and
    /// gives it them as the `DecisionSource` that lets them go.
    var lineMarks: OrderLineMarksInteractor { get }
    /// The approver opened the order shown (Enter; the home router sets it, and clears it going back):
    /// what it shows counts as seen. The order beside the list as the cursor passes is only glanced at,
    /// and `signoff show` never sets it (a script is not the approver looking).
    var opened: Bool { get set }
}

/// Loads one order: what the store holds at once, then the route and attachments from the server, and
/// again when the desk tells of a decision.
@MainActor
public final class ApproveRejectOrderInteractor: ApproveRejectOrderBusinessLogic, ApproveRejectOrderDataStore {
    public var presenter: (any ApproveRejectOrderPresentationLogic)?
    /// The order shown. A router injects it here; a new one is loaded at once (nil shows none).
    public var orderKey: OrderKey? {
        didSet {
            guard orderKey != oldValue else { return }
            lineMarks.forget()
            opened = false
            seenBefore = orderKey.flatMap(worker.seen)
            // Until this order's are read, Enter opens none of the order shown before.
            attachmentOpening.list([], of: orderKey)
            presenter?.presentSelection(.init(order: orderKey.map(OrderID.init)))
            loadOrder()
        }
    }
    public var opened = false {
        didSet { if opened, !oldValue { openedNow() } }
    }
    /// What the approver had seen of the order shown when it came on screen: its changes are told against
    /// this until another order shows, also after opening it kept what is seen now.
    var seenBefore: SeenOrder?
    let worker: OrderDetailWorker
    /// The order as last read from the store (for a router: its lines call the inventory inquiry).
    var loaded: OrderDetail?
    /// The server's reads of the order shown (its lines when missing, then route and attachments): only
    /// the answers for the order the cursor rests on now are shown.
    private let reads: OrderServerReads
    /// The session's desk (nil where orders are only shown, `signoff show`): who "me" is on the route,
    /// the day ages count from, and news of decisions, after which the order is read again.
    public let desk: DecisionDesk?
    /// The supplier history and the budget, read beside the order shown.
    public let sideParts = OrderSideParts()
    /// The parts of the order shown still unanswered, and when to say so (`+SlowParts`).
    let slowParts = SlowParts()
    /// Enter on one of the attachments listed: read, or opened with the opener.
    public let attachmentOpening: OrderAttachmentsInteractor
    /// Lines marked for a decision on them alone (their presenter is their own).
    public let lineMarks = OrderLineMarksInteractor()
    /// The store followed while this interactor lives: the order shown is shown again when it changes.
    var following: StoreFollowing?
    /// The shown order's check, once per burst of writes.
    let storeCheck = CoalescedCheck()

    public init(worker: OrderDetailWorker, desk: DecisionDesk? = nil) {
        self.worker = worker
        self.desk = desk
        attachmentOpening = OrderAttachmentsInteractor(worker: worker)
        reads = OrderServerReads(worker: worker)
        following = worker.follow { [weak self] in self?.storeChangedSoon() }
        lineMarks.lineNumbers = { [weak self] in self?.loaded?.lines.map(\.lineNumber) ?? [] }
        desk?.listen(self) { [weak self] news in
            switch news {
            case .updated, .batch, .undone: self?.loadOrder()
            case .queued, .waiting, .passEnded, .noteSaved, .noteUpdated: break
            }
        }
    }

    public var detail: OrderDetail? { loaded }

    /// How long the cursor must rest on an order before the server is asked about it (route,
    /// attachments, supplier history): moving through the list reads only the order it stops on.
    static let readPause: Duration = .milliseconds(150)

    public func selectOrder(_ request: ApproveRejectOrder.Select.Request) -> Bool {
        let key = request.order?.key
        guard key != orderKey else { return false }
        orderKey = key
        return true
    }

    public func loadOrder() {
        guard let key = orderKey else { return stop() }
        let worker = self.worker
        let detail = try? worker.stored(key)
        let me = desk?.approver.username
        let storedRoute = ((try? worker.storedRoute(key)) ?? []).map { RouteStepFacts($0, me: me) }
        var current = ApproveRejectOrder.Load.Response(detail: detail.map(OrderDetailFacts.init),
                                                       route: storedRoute.isEmpty ? .asked : .loaded(storedRoute),
                                                       attachments: .asked)
        current.changes = changes(of: detail, route: current.route)
        // An order shown before the background read reached its lines says they are coming, never "0 lines".
        let linesMissing = detail.map { $0.lines.isEmpty && worker.linesPending() } ?? false
        if linesMissing { current.lines = .reading }
        loaded = detail
        awaitSlowParts()
        present(current)
        markSeen(route: current.route)
        lineMarks.present()
        sideParts.show(key, detail, today: desk?.today ?? LocalDate.today(), readPause: Self.readPause, noticeAfter: slowParts.after)
        // Moving through the list quickly reads only the order the cursor stops on.
        reads.read(key, stored: detail, after: Self.readPause, linesRead: { [weak self] lines in
            guard let self else { return }
            if let again = lines?.again, !again.lines.isEmpty {
                self.loaded = again
                current.detail = OrderDetailFacts(again)
                current.lines = .stored
                self.sideParts.linesRead(key, again, today: self.desk?.today ?? LocalDate.today())
                current.changes = self.changes(of: again, route: current.route)
                self.present(current)
                self.markSeen(route: current.route)
            } else if let lines, linesMissing {
                if case .failure(let message) = lines.fetched { current.lines = .failed(message) } else { current.lines = .stored }
                self.present(current)
            }
        }, routeAndAttachmentsRead: { [weak self] answer in
            self?.routeAndAttachmentsRead(key, answer, shown: current)
        })
    }

    /// The second step of an order's read came: its route (and the lines' remarks read with it) and attachments.
    private func routeAndAttachmentsRead(_ key: OrderKey, _ answer: OrderServerReads.RouteAndAttachments,
                                         shown: ApproveRejectOrder.Load.Response) {
        var current = shown
        switch answer.route {
        case .success(let steps):
            current.route = .loaded(steps.map { RouteStepFacts($0, me: desk?.approver.username) })
            // The lines' remarks were read with the route.
            let remarks = worker.lineRemarks(key)
            current.detail?.setLineRemarks(remarks)
            if loaded?.key == key { loaded?.lineRemarks = remarks }
        case .failure(let message): if current.route.isPending { current.route = .failed(message) }
        }
        switch answer.attachments {
        case .success(let items):
            current.attachments = .loaded(items.map(AttachmentFacts.init))
            attachmentOpening.list(items, of: key)
        case .failure(let message): current.attachments = .failed(message)
        }
        current.changes = changes(of: loaded, route: current.route)
        present(current)
        markSeen(route: current.route)
    }

    public func stop() {
        slowParts.cancel()
        reads.supersede()
        sideParts.stop()
    }
}
