import Foundation
import Resources

/// What the Decide scene's View (its dialogs) and a script command ask of it.
@MainActor
public protocol DecideBusinessLogic: AnyObject {
    /// Opens what the subject asks for: the confirm dialog, the forward picker, the note dialog, or (for
    /// an approval the settings do not confirm) the decision itself.
    func start()
    /// The confirmed decision, to the desk.
    func submit(_ request: Decide.Submit.Request)
    /// The confirm dialog was closed without deciding.
    func cancel()
    /// The forward picker: colleagues matching what was typed, the next page of them, the one chosen.
    func searchColleagues(_ request: Decide.Forward.Search.Request)
    func moreColleagues()
    func pickColleague(_ request: Decide.Forward.Pick.Request)
    func addNote(_ request: Decide.Note.Request)
}

/// What a router sets before the scene starts: what it decides on.
@MainActor
public protocol DecideDataStore: AnyObject {
    var subject: Decide.Subject? { get set }
}

/// The Decide scene's logic: checks with the desk that a decision may be made now, asks for what the
/// decision needs (reason, remark, colleague), and hands the confirmed decision to the desk, which saves
/// and sends it. A refusal goes back to the user before anything is saved.
@MainActor
public final class DecideInteractor: DecideBusinessLogic, DecideDataStore {
    public var presenter: (any DecidePresentationLogic)?
    public var router: (any DecideRoutingLogic)?
    public var subject: Decide.Subject?
    let desk: DecisionDesk
    /// The forward picker's search: the answer to the text typed last wins.
    var colleagueSearch = ColleagueSearch()
    /// The orders as the open dialog shows them: what its decision carries (empty: the store's, as sent).
    var shown: [OrderKey: SeenOrder] = [:]
    /// What the open confirm dialog shows, while it is open (it follows the store: `ordersChanged`).
    var confirmShown: Decide.Confirm.Response?
    /// The open confirm dialog's following of the store's orders.
    var following: StoreFollowing?
    /// The shown orders' check, once per burst of writes.
    let storeCheck = CoalescedCheck()

    public init(desk: DecisionDesk) {
        self.desk = desk
    }

    public func start() {
        switch subject {
        case .decision(let verdict, let orders, _, let lines)? where !lines.isEmpty:
            prepareLines(verdict, order: orders, lines: lines)
        case .decision(let verdict, let orders, let forwardTo, _)?:
            prepare(verdict, orders: orders, forwardTo: forwardTo)
        case .note(let order)?:
            presenter?.presentNoteEntry(.init(order: order))
        case nil:
            break
        }
    }

    private func prepare(_ verdict: Verdict, orders: [OrderID], forwardTo: ColleagueFacts?) {
        guard let rows = decidableRows(orders) else { return }
        switch verdict.kind {
        case .forward:
            guard let colleague = forwardTo else { return startForward(rows) }
            confirmForward(to: colleague, rows: rows)
        case .approve where !desk.rules.confirmApprovals:
            submit(.init(orders: rows.map { OrderID($0.key) }, verdict: .approve, remark: "", reason: ""))
        case .approve, .reject:
            guard let reasons = reasons(for: verdict) else { return }
            confirm(.init(verdict: verdict, orders: [], reasons: reasons, remarkRequired: verdict == .reject && desk.rules.remarkRequiredOnReject),
                    rows: rows)
        }
    }

    /// Opens the confirm dialog on these rows, as the store holds them now: what it shows is what its
    /// decision carries, and it follows the store while it is open.
    func confirm(_ response: Decide.Confirm.Response, rows: [OrderQueueRow]) {
        shown = desk.seen(rows.map { OrderID($0.key) })
        let opened = withFigures(response, rows: rows)
        confirmShown = opened
        following = desk.followOrders { [weak self] in self?.ordersChangedSoon() }
        presenter?.presentConfirm(opened)
    }

    /// `response` with these rows' figures and its decided lines' figures, as `shown` holds them.
    func withFigures(_ response: Decide.Confirm.Response, rows: [OrderQueueRow]) -> Decide.Confirm.Response {
        var response = response
        let today = desk.today
        response.orders = rows.map { OrderFacts($0, today: today) }
        let lines = rows.first.flatMap { shown[$0.key] }?.lines ?? []
        response.decidedLines = response.lines.compactMap { number in
            lines.first { $0.lineNumber == number }.map { .init(number: $0.lineNumber, item: $0.item, quantity: $0.quantity, amount: $0.amount) }
        }
        return response
    }

    /// A decision on some lines of one order (contract §5.2): only through P43081, only approve or reject;
    /// always confirmed, since it names the lines.
    private func prepareLines(_ verdict: Verdict, order orders: [OrderID], lines: [Double]) {
        guard verdict != .forward, orders.count == 1 else { return refuse("Lines are decided on one order at a time, by approving or rejecting them.") }
        guard desk.linesDecidable else {
            return refuse("Lines can be decided only through P43081 (approvals.method stock); the orchestrations decide whole orders.")
        }
        guard let rows = decidableRows(orders) else { return }
        guard let reasons = reasons(for: verdict) else { return }
        confirm(.init(verdict: verdict, orders: [], reasons: reasons, remarkRequired: verdict == .reject && desk.rules.remarkRequiredOnReject,
                      lines: lines), rows: rows)
    }

    /// The reasons the dialog offers (a rejection's, from 43/RR); nil, with the refusal presented, when the
    /// settings require a reason and the site has none loaded (without that setting a reject needs none).
    private func reasons(for verdict: Verdict) -> [ReasonFacts]? {
        guard verdict == .reject else { return [] }
        let reasons = desk.reasons
        if reasons.isEmpty && desk.rules.reasonRequired {
            refuse("A rejection needs a reason (approvals.require-reason), and no reject reasons (43/RR) are loaded; "
                   + "refresh foundation data and try again.")
            return nil
        }
        return reasons
    }

    /// The queue's rows of these orders when the desk says a decision may be made now; nil (with the
    /// reason presented) otherwise.
    func decidableRows(_ orders: [OrderID]) -> [OrderQueueRow]? {
        switch desk.decidableRows(orders) {
        case .success(let rows): return rows
        case .failure(let refusal):
            refuse(refusal)
            return nil
        }
    }

    public func submit(_ request: Decide.Submit.Request) {
        // The list's marks were for this decision: they go once it is asked for, whatever becomes of it.
        router?.routeBackAfterDecision()
        // What the dialog showed is what the decisions carry: a change under it holds them, never decides them.
        defer { closeConfirm() }
        do { try desk.submit(request, seen: shown) } catch { refuse(error) }
    }

    public func cancel() { closeConfirm() }

    /// The decision of a caller that showed the orders itself (a script: the store as `queue` or `show`
    /// printed it, before its own refresh): what it saw is what the decisions carry.
    public func submit(_ request: Decide.Submit.Request, asSeen seen: [OrderKey: SeenOrder]) {
        shown = seen
        submit(request)
    }

    public func addNote(_ request: Decide.Note.Request) {
        do { try desk.addNote(request.text, to: request.order) } catch { refuse(error) }
    }

    func refuse(_ why: String) {
        presenter?.presentRefusal(.init(why: why))
    }

    /// The desk's refusal, with its kind (a usage error, or a refusal of the moment).
    func refuse(_ refusal: DecisionDesk.Refusal) {
        presenter?.presentRefusal(.init(why: refusal.why, isUsageError: refusal.isUsageError))
    }
}
