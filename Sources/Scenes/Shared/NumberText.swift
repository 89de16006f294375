import Foundation

/// Numbers in the plain style (80,000.00). Screens take the user's `NumberStyle` from `AppContext`
/// instead; this stays so code written before `display.numbers` existed keeps building and showing
/// what it showed.
public enum NumberText {
    /// 12345 → "12,345".
    public static func grouped(_ n: Int) -> String { NumberStyle.plain.grouped(n) }

    /// An amount with two decimals and grouping: 1234.5 → "1,234.50".
    public static func amount(_ value: Double, decimals: Int = 2) -> String { NumberStyle.plain.amount(value, decimals: decimals) }
}
