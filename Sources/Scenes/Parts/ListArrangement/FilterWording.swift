/// A filter in a few words, as the list's title and the status line say it.
enum FilterWording {
    /// "OP, OS · M30 · 1,000.00–5,000.00 · waiting ≥ 30 d", amounts in `numbers`.
    static func describe(_ f: FilterFacts, _ numbers: NumberStyle) -> String {
        var parts: [String] = []
        if !f.orderTypes.isEmpty { parts.append(f.orderTypes.joined(separator: ", ")) }
        if !f.branches.isEmpty { parts.append(f.branches.joined(separator: ", ")) }
        switch (f.minimumAmount, f.maximumAmount) {
        case let (lo?, hi?): parts.append("\(numbers.amount(lo))–\(numbers.amount(hi))")
        case let (lo?, nil): parts.append("≥ \(numbers.amount(lo))")
        case let (nil, hi?): parts.append("≤ \(numbers.amount(hi))")
        default: break
        }
        switch (f.minimumDaysWaiting, f.maximumDaysWaiting) {
        case let (lo?, hi?): parts.append("waiting \(lo)–\(hi) d")
        case let (lo?, nil): parts.append("waiting ≥ \(lo) d")
        case let (nil, hi?): parts.append("waiting ≤ \(hi) d")
        default: break
        }
        return parts.joined(separator: " · ")
    }
}
