import AIS

/// The order as P43081's forms show it just before Approve or Reject is pressed: W43081A's row (its total,
/// `OTOT`) and W43081B's lines (`LNID`, `LITM`, `UORG`, `PRRC`, and the amount `AEXP` where the version
/// shows it), compared with what the approver saw (contract §5.2, "What the approver saw").
///
/// Only what the forms show is compared, to the decimals they show: a figure the form rounds (a unit cost
/// of four decimals) is the same when it rounds the same; a column or a total the form does not show, or a
/// line the approver saw that the form does not list (a version whose processing options list only some
/// statuses), is not a difference. A line listed that the approver did not see is, unless no line was seen.
struct ReviewedOrder {
    let listed: FormGridRow
    let review: StackForm

    /// The order as the forms show it, with the approver's figures where the forms agree or show nothing;
    /// nil when nothing differs.
    func differing(from seen: SeenOrder) -> SeenOrder? {
        var found = seen
        var differs = false
        if let total = listed.cell(alias: "OTOT")?.double, let was = seen.total, !Self.same(total, was, decimals: 2) {
            found.total = total
            differs = true
        }
        var lines = Dictionary(seen.lines.map { ($0.lineNumber, $0) }, uniquingKeysWith: { first, _ in first })
        // An order decided before its lines were read was seen by its total alone.
        for row in seen.lines.isEmpty ? [] : review.rows {
            guard let number = row.cell(alias: "LNID")?.double else { continue }
            let key = lines.keys.first { abs($0 - number) < 0.0005 } ?? number
            let was = lines[key]
            var line = was ?? SeenOrder.Line(lineNumber: number, item: "", quantity: 0, unitCost: 0, amount: 0)
            if let item = row.cell(alias: "LITM")?.text.trimmingCharacters(in: .whitespaces),
               item != line.item.trimmingCharacters(in: .whitespaces) { line.item = item }
            if let quantity = row.cell(alias: "UORG")?.double, !Self.same(quantity, line.quantity, decimals: 4) { line.quantity = quantity }
            if let cost = row.cell(alias: "PRRC")?.double, !Self.same(cost, line.unitCost, decimals: 4) { line.unitCost = cost }
            if let amount = row.cell(alias: "AEXP")?.double, !Self.same(amount, line.amount, decimals: 2) { line.amount = amount }
            if line != was {
                lines[key] = line
                differs = true
            }
        }
        guard differs else { return nil }
        found.lines = lines.values.sorted { $0.lineNumber < $1.lineNumber }
        return found
    }

    /// Whether two figures are equal to `decimals` places (half a unit of the last place apart at most).
    static func same(_ a: Double, _ b: Double, decimals: Int) -> Bool {
        var half = 0.5
        for _ in 0..<decimals { half /= 10 }
        return abs(a - b) < half
    }
}
