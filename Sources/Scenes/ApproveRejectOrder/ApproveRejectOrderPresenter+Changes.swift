import Foundation

/// What changed since the approver last opened the order, in words: a mark per line, a note per change
/// ("Ln 1 · qty 20 → 99 · amount 20.00 → 99.00"), removed lines as rows after the order's own, and the
/// total before → after.
extension ApproveRejectOrderPresenter {
    /// The change marks of the order's lines and of the removed rows after them, the removed rows' cells
    /// and the notes.
    struct ChangesShown {
        var marks: [String] = []
        var removedCells: [[String]] = []
        var notes: [String] = []
    }

    func changesShown(_ changes: OrderChangeFacts?, lines: [OrderDetailFacts.Line]) -> ChangesShown {
        guard let changes, !changes.isEmpty else { return ChangesShown() }
        var shown = ChangesShown()
        let changed = Set(changes.changed.map(\.after.lineNumber)), added = Set(changes.added.map(\.lineNumber))
        shown.marks = lines.map { changed.contains($0.lineNumber) ? "Δ" : added.contains($0.lineNumber) ? "+" : "" }
        for line in changes.removed {
            shown.marks.append("−")
            shown.removedCells.append([numbers.lineNumber(line.lineNumber), line.item, "", quantity(line.quantity), "",
                                       numbers.amount(line.unitCost, decimals: 4), numbers.amount(line.amount), "", "removed"])
        }
        for line in changes.changed { shown.notes.append("Δ " + OrderChangeWording.changedLine(line, numbers: numbers)) }
        for line in changes.added {
            shown.notes.append("+ Ln \(numbers.lineNumber(line.lineNumber)) added · \(line.item) · qty \(quantity(line.quantity))"
                               + " · amount \(numbers.amount(line.amount))")
        }
        for line in changes.removed {
            shown.notes.append("− Ln \(numbers.lineNumber(line.lineNumber)) removed · \(line.item) · qty \(quantity(line.quantity))"
                               + " · amount \(numbers.amount(line.amount))")
        }
        if let before = changes.routeBefore, let after = changes.routeAfter {
            func steps(_ route: [OrderChangeFacts.RouteMark]) -> String {
                route.isEmpty ? "no steps" : route.map { "\($0.status) \($0.approver)" }.joined(separator: ", ")
            }
            shown.notes.append("Δ Route · \(steps(before)) → \(steps(after))")
        }
        return shown
    }

    /// The header's total: "12,400.00 → 13,100.00 EUR" when it changed since last seen.
    func totalText(_ total: Double, currency: String, changes: OrderChangeFacts?) -> String {
        guard let before = changes?.totalBefore, let after = changes?.totalAfter, before != after else {
            return numbers.amount(total) + " " + currency
        }
        return "\(numbers.amount(before)) → \(numbers.amount(after)) \(currency)"
    }

    func quantity(_ q: Double) -> String { OrderChangeWording.quantity(q, numbers: numbers) }
}
