import AIS
import Scenes

/// `signoff show`'s "changesSinceSeen": what changed since the approver last opened the order on screen.
/// Showing an order by script never marks it seen (a script is not the approver looking), so the list's `Δ`
/// stays until the order is opened.
extension OrderCommandPresenter {
    /// null when the order was never opened or nothing changed since.
    static func changesJSON(_ changes: OrderChangeFacts?) -> JSONValue {
        guard let changes, !changes.isEmpty else { return .null }
        func figures(_ l: OrderChangeFacts.LineFigures) -> JSONValue {
            .object([("line", .double(l.lineNumber)), ("item", .string(l.item)), ("quantity", .double(l.quantity)),
                     ("unitCost", .double(l.unitCost)), ("amount", .double(l.amount))])
        }
        var total: JSONValue = .null
        if let before = changes.totalBefore, let after = changes.totalAfter {
            total = .object([("before", .double(before)), ("after", .double(after))])
        }
        return .object([
            ("changed", .array(changes.changed.map { .object([("line", .double($0.after.lineNumber)), ("before", figures($0.before)),
                                                              ("after", figures($0.after))]) })),
            ("added", .array(changes.added.map(figures))),
            ("removed", .array(changes.removed.map(figures))),
            ("total", total),
            ("currency", changes.currencyBefore.flatMap { b in changes.currencyAfter.map { a in
                .object([("before", .string(b)), ("after", .string(a))]) } } ?? .null),
            ("route", routeJSON(changes)),
        ])
    }

    /// The route's steps before and after (`{"approver", "status"}` each), null when the route did not change.
    private static func routeJSON(_ changes: OrderChangeFacts) -> JSONValue {
        guard let before = changes.routeBefore, let after = changes.routeAfter else { return .null }
        func steps(_ route: [OrderChangeFacts.RouteMark]) -> JSONValue {
            .array(route.map { .object([("approver", .int($0.approver)), ("status", .string($0.status))]) })
        }
        return .object([("before", steps(before)), ("after", steps(after))])
    }

    /// The text form: one line per change, under "Changed since you last opened it".
    static func writeChanges(_ changes: OrderChangeFacts?, numbers: NumberStyle, to out: ConsoleOutput) {
        guard let changes, !changes.isEmpty else { return }
        func quantity(_ q: Double) -> String { numbers.amount(q, decimals: q == q.rounded() ? 0 : 2) }
        out.line("Changed since you last opened it")
        if let before = changes.totalBefore, let after = changes.totalAfter {
            out.line("  Total  \(numbers.amount(before)) → \(numbers.amount(after))")
        }
        for c in changes.changed {
            out.line("  Δ Ln \(numbers.lineNumber(c.after.lineNumber))  qty \(quantity(c.before.quantity)) → \(quantity(c.after.quantity))"
                     + "  unit cost \(numbers.amount(c.before.unitCost, decimals: 4)) → \(numbers.amount(c.after.unitCost, decimals: 4))"
                     + "  amount \(numbers.amount(c.before.amount)) → \(numbers.amount(c.after.amount))")
        }
        for l in changes.added { out.line("  + Ln \(numbers.lineNumber(l.lineNumber)) added  \(l.item)  amount \(numbers.amount(l.amount))") }
        for l in changes.removed { out.line("  − Ln \(numbers.lineNumber(l.lineNumber)) removed  \(l.item)  amount \(numbers.amount(l.amount))") }
        if let before = changes.routeBefore, let after = changes.routeAfter {
            out.line("  Δ Route  " + before.map { "\($0.status) \($0.approver)" }.joined(separator: ", ") + " → "
                     + after.map { "\($0.status) \($0.approver)" }.joined(separator: ", "))
        }
    }
}
