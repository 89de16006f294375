import Foundation
import Resources

/// What changed since the approver last opened the order: told against what was seen when the order came
/// on screen (`seenBefore`); once the approver opens it, what it shows is kept as seen (after it was shown).
extension ApproveRejectOrderInteractor {
    /// The changes of `detail` since it was seen; nil when never opened, not changed, or its lines are not
    /// read yet (an order without lines has not lost them all).
    func changes(of detail: OrderDetail?, route: ApproveRejectOrder.Load.RemotePart<[RouteStepFacts]>) -> OrderChangeFacts? {
        guard let detail, !detail.lines.isEmpty, let seenBefore else { return nil }
        let changes = OrderChanges(from: seenBefore, to: SeenOrder(lines: detail.lines, header: detail.header, route: Self.steps(route)))
        return changes.isEmpty ? nil : OrderChangeFacts(changes)
    }

    /// The route's steps as a snapshot keeps them; nil while the route is not known.
    static func steps(_ route: ApproveRejectOrder.Load.RemotePart<[RouteStepFacts]>) -> [SeenOrder.Step]? {
        guard case .loaded(let steps) = route else { return nil }
        return steps.map { SeenOrder.Step(approver: $0.approver, status: $0.status) }
    }

    /// The approver opened the order shown: it is read again (it may have changed since it came on screen,
    /// as a refresh while the list showed), told against what was last seen, and kept as seen.
    func openedNow() {
        guard let orderKey else { return }
        seenBefore = worker.seen(orderKey)
        loadOrder()
    }

    /// Keeps what the opened order shows now as seen; nothing while it is only glanced at or its lines are
    /// not read yet. A store that cannot be written leaves the list's `Δ` until the next opening.
    /// `route`: the route as shown (while it is not known, the route last seen is kept).
    func markSeen(route: ApproveRejectOrder.Load.RemotePart<[RouteStepFacts]>) {
        guard opened, let loaded, !loaded.lines.isEmpty else { return }
        try? worker.markSeen(loaded, route: Self.steps(route) ?? worker.seen(loaded.key)?.route)
    }
}
