/// What changed in an order, in the same words wherever it is said: the order view's notes, a decision
/// held because its order changed, the notice when an order changes on screen.
public enum OrderChangeWording {
    /// "Ln 1 · qty 20 → 99 · amount 20.00 → 99.00".
    public static func changedLine(_ line: OrderChangeFacts.ChangedLine, numbers: NumberStyle) -> String {
        let (a, b) = (line.before, line.after)
        var parts = ["Ln \(numbers.lineNumber(b.lineNumber))"]
        if a.item != b.item { parts.append("item \(a.item) → \(b.item)") }
        if a.quantity != b.quantity { parts.append("qty \(quantity(a.quantity, numbers: numbers)) → \(quantity(b.quantity, numbers: numbers))") }
        if a.unitCost != b.unitCost {
            parts.append("unit cost \(numbers.amount(a.unitCost, decimals: 4)) → \(numbers.amount(b.unitCost, decimals: 4))")
        }
        if a.amount != b.amount { parts.append("amount \(numbers.amount(a.amount)) → \(numbers.amount(b.amount))") }
        return parts.joined(separator: " · ")
    }

    /// A quantity: whole, or with two decimals.
    public static func quantity(_ q: Double, numbers: NumberStyle) -> String { numbers.amount(q, decimals: q == q.rounded() ? 0 : 2) }

    /// One line for a status message: the total (or currency) first, then the first line's change, then
    /// how many more: "total 4,926.50 → 97,544.70 EUR; Ln 1 · qty 5 → 99 · amount 4,926.50 → 97,544.70".
    public static func summary(_ changes: OrderChangeFacts, currency: String, numbers: NumberStyle) -> String {
        var parts: [String] = []
        if let before = changes.totalBefore, let after = changes.totalAfter {
            parts.append("total \(numbers.amount(before)) → \(numbers.amount(after)) \(changes.currencyAfter ?? currency)")
        } else if let before = changes.currencyBefore, let after = changes.currencyAfter {
            parts.append("currency \(before) → \(after)")
        }
        var lines = changes.changed.map { changedLine($0, numbers: numbers) }
        lines += changes.added.map { "Ln \(numbers.lineNumber($0.lineNumber)) added" }
        lines += changes.removed.map { "Ln \(numbers.lineNumber($0.lineNumber)) removed" }
        if let first = lines.first { parts.append(first) }
        if lines.count > 1 { parts.append(numbers.counted(lines.count - 1, "more line change")) }
        return parts.isEmpty ? "its route changed" : parts.joined(separator: "; ")
    }
}
