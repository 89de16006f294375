import Foundation

/// How amounts, quantities and counts are shown, the same everywhere in the app: with the user's JDE
/// decimal separator (the login answer's `userInfo.decimalFormat`: "," shows 80.000,00) or plain
/// (80,000.00), as the setting `display.numbers` says.
public struct NumberStyle: Sendable, Equatable {
    public let decimalSeparator: String
    public let groupingSeparator: String

    /// 80,000.00: a decimal point, commas between thousands.
    public static let plain = NumberStyle(decimalSeparator: ".", groupingSeparator: ",")

    /// The style of a user's `decimalFormat`. A decimal comma groups thousands with points; anything
    /// else (".", blank, a value this version does not know, no session yet) is the decimal point
    /// rather than a guess.
    public static func jde(_ decimalFormat: String?) -> NumberStyle {
        decimalFormat?.trimmingCharacters(in: .whitespaces) == "," ? NumberStyle(decimalSeparator: ",", groupingSeparator: ".") : .plain
    }

    /// 12345 → "12,345" (plain) or "12.345".
    public func grouped(_ n: Int) -> String {
        // The magnitude, not abs(n), which traps on Int.min.
        (n < 0 ? "-" : "") + group(String(n.magnitude))
    }

    /// A count and its noun, plural unless the count is one: "1 line", "1,204 lines".
    public func counted(_ n: Int, _ noun: String) -> String {
        "\(grouped(n)) \(noun)\(n == 1 ? "" : "s")"
    }

    /// A line number (LNID) as JD Edwards users read it: "3" for a whole one, "1.500" (or "1,500") for one
    /// between two lines.
    public func lineNumber(_ n: Double) -> String { amount(n, decimals: n == n.rounded() ? 0 : 3) }

    /// An amount rounded half away from zero to `decimals` places, grouped: 1234.5 → "1,234.50" (plain)
    /// or "1.234,50". A value that rounds to zero has no minus sign.
    public func amount(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return "\(value)" }
        let (whole, fraction) = DecimalDigits.rounded(value, places: max(0, decimals))
        let isZero = whole == [0] && fraction.allSatisfy { $0 == 0 }
        let sign = value < 0 && !isZero ? "-" : ""
        return sign + group(text(whole)) + (fraction.isEmpty ? "" : decimalSeparator + text(fraction))
    }

    /// Digits with the grouping separator between each three from the right.
    private func group(_ digits: String) -> String {
        let count = digits.count
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0 && (count - i) % 3 == 0 { out += groupingSeparator }
            out.append(digit)
        }
        return out
    }

    private func text(_ digits: [UInt8]) -> String { digits.map(String.init).joined() }
}
