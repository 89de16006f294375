import Foundation

/// Numbers as people read them in the terminal, the same everywhere in the app.
public enum NumberText {
    /// 12345 → "12,345".
    public static func grouped(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (i, c) in digits.reversed().enumerated() {
            if i > 0 && i % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + String(out.reversed())
    }

    /// An amount with two decimals and grouping: 1234.5 → "1,234.50".
    public static func amount(_ value: Double, decimals: Int = 2) -> String {
        let scale = pow(10, Double(decimals))
        let rounded = (abs(value) * scale).rounded() / scale
        let whole = Int(rounded)
        let fraction = Int(((rounded - Double(whole)) * scale).rounded())
        let sign = value < 0 && rounded > 0 ? "-" : ""
        guard decimals > 0 else { return sign + grouped(whole) }
        let fractionText = String(fraction)
        return sign + grouped(whole) + "." + String(repeating: "0", count: max(0, decimals - fractionText.count)) + fractionText
    }
}
