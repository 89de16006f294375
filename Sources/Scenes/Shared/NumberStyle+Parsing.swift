extension NumberStyle {
    /// An amount typed in this style: "2500,50", "2.500,50" or "2500" for a decimal comma; "2500.50",
    /// "2,500.50" for a decimal point. The other separator is read only as grouping, in groups of three
    /// digits; anything else is nil, never a guess ("1000.5" typed by a decimal-comma user is refused,
    /// not read as 10005). Blanks and a leading minus are allowed.
    public func parseAmount(_ text: String) -> Double? {
        var t = text.filter { !$0.isWhitespace && $0 != "\u{00A0}" && $0 != "\u{202F}" }
        var negative = false
        if t.hasPrefix("-") { negative = true; t.removeFirst() }
        let parts = t.split(separator: Character(decimalSeparator), omittingEmptySubsequences: false)
        guard !t.isEmpty, parts.count <= 2 else { return nil }
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.allSatisfy(\.isASCIIDigitCharacter), parts.count == 1 || !fraction.isEmpty else { return nil }
        let groups = parts[0].split(separator: Character(groupingSeparator), omittingEmptySubsequences: false)
        guard let first = groups.first, !first.isEmpty, first.allSatisfy(\.isASCIIDigitCharacter),
              groups.count == 1 || first.count <= 3,
              groups.dropFirst().allSatisfy({ $0.count == 3 && $0.allSatisfy(\.isASCIIDigitCharacter) }) else { return nil }
        guard let value = Double(groups.joined() + (fraction.isEmpty ? "" : "." + fraction)), value.isFinite else { return nil }
        return negative ? -value : value
    }

    /// An example amount in this style, for messages ("1000 or 2500,50").
    public var amountExamples: String { "1000 or 2500\(decimalSeparator)50" }
}

private extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
