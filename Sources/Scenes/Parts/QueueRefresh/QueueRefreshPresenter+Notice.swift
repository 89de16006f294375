/// The desktop notification's text for the orders a refresh brought (`display.notify desktop`): short,
/// since a notification shows a line or two. The screen's `DesktopNotification` cleans it (supplier
/// names come from the server).
extension QueueRefreshPresenter {
    /// One order: "New order 4123 · Schäfer GmbH · 1,240.00 EUR". Several: "3 new orders · 12,400.00 EUR",
    /// with one total per currency when they differ (at most two, else the count alone), the count alone
    /// when what the list holds of them is not all of them (one already decided).
    static func notice(of done: OrdersAwaitingApproval.Refresh.Finished, _ numbers: NumberStyle) -> String {
        let facts = done.arrivedFacts
        if done.arrived.count == 1, let order = facts.first {
            return "New order \(order.id.number) · \(order.supplierText) · \(numbers.amount(order.amount)) \(order.currency)"
        }
        let count = numbers.counted(done.arrived.count, "new order")
        guard facts.count == done.arrived.count else { return count }
        var totals: [(currency: String, amount: Double)] = []
        for order in facts {
            if let i = totals.firstIndex(where: { $0.currency == order.currency }) { totals[i].amount += order.amount } else {
                totals.append((order.currency, order.amount))
            }
        }
        guard totals.count <= 2 else { return count }
        return count + " · " + totals.map { "\(numbers.amount($0.amount)) \($0.currency)" }.joined(separator: " + ")
    }
}
