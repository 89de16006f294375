import Resources

/// The confirm dialog follows the store: a write that changes the figures of an order it shows (a refresh
/// found it amended, another process wrote it) shows the orders again in the open dialog, with what moved
/// against what it showed. Confirming then decides what it shows now, and carries those figures.
extension DecideInteractor {
    /// The store was written: the shown orders are checked once the writes told at this moment are all in.
    func ordersChangedSoon() {
        storeCheck.schedule { [weak self] in self?.ordersChanged() }
    }

    func ordersChanged() {
        guard let open = confirmShown else { return }
        let orders = open.orders.map(\.id)
        let now = desk.seen(orders)
        let changed = orders.compactMap { order -> Decide.ConfirmChanged.ChangedOrder? in
            guard let before = shown[order.key], let after = now[order.key] else { return nil }
            let changes = OrderChanges(from: before, to: after)
            return changes.isEmpty ? nil : .init(order: order, changes: OrderChangeFacts(changes), currency: after.currency)
        }
        // An order gone from the queue meanwhile is left as shown: confirming is refused for it, or held.
        let rows = desk.queuedRows(orders)
        guard !changed.isEmpty, rows.count == orders.count else { return }
        for order in orders { shown[order.key] = now[order.key] }
        let followed = withFigures(open, rows: rows)
        confirmShown = followed
        presenter?.presentConfirmChanged(.init(confirm: followed, changed: changed))
    }

    /// The dialog closed (confirmed or cancelled): nothing shown, nothing followed.
    func closeConfirm() {
        shown = [:]
        confirmShown = nil
        following = nil
    }
}
