import Resources

/// The order shown follows the store: a write that changes its figures (a refresh found it amended, a
/// decision was held because it changed) shows it again at once, with what changed against what was on
/// screen, and tells the approver it changed under their eyes. What a decision then carries is what the
/// screen shows.
extension ApproveRejectOrderInteractor {
    /// The store was written: the shown order is checked once the writes told at this moment are all in.
    func storeChangedSoon() {
        storeCheck.schedule { [weak self] in self?.storeChanged() }
    }

    func storeChanged() {
        guard let key = orderKey, let shown = loaded, !shown.lines.isEmpty, let now = worker.figures(key), !now.lines.isEmpty else { return }
        let before = SeenOrder(lines: shown.lines, header: shown.header, route: seenBefore?.route)
        let changes = OrderChanges(from: before, to: now)
        guard !changes.isEmpty else { return }
        // What was on screen is what the approver saw: the changes are told against it.
        seenBefore = before
        loadOrder()
        presenter?.presentChangedWhileShown(.init(order: OrderID(key), changes: OrderChangeFacts(changes), currency: now.currency))
    }
}
