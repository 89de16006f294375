/// A short name for the figures an approver is shown of an order (its total and currency, and each line's
/// number, item, quantity, unit cost and amount): `queue --json` and `show --json` print it, and
/// `approve ORDER --if-version V` decides only while the store's order still has it. Any other column (a
/// status, a date, a description) leaves it as it is.
///
/// Each line's figures make a 64-bit FNV-1a hash (quantity and unit cost to four decimals, amount to the
/// cent), and the lines' hashes are added, so the lines' order does not matter; the version hashes the total
/// (to the cent), the currency and that sum, written as 12 hexadecimal digits.
public enum OrderVersion {
    /// The figures of one line.
    public struct Line {
        private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

        init(number: Double) { add(Self.fixed(number, places: 3)) }

        mutating func item(_ utf8: UnsafeBufferPointer<UInt8>?) {
            add(Int64(utf8?.count ?? 0))
            guard let utf8 else { return }
            for byte in utf8 { mix(byte) }
        }

        mutating func figures(quantity: Double, unitCost: Double, amount: Double) {
            add(Self.fixed(quantity, places: 4))
            add(Self.fixed(unitCost, places: 4))
            add(Self.fixed(amount, places: 2))
        }

        var value: UInt64 { hash }

        private mutating func add(_ n: Int64) {
            var bits = UInt64(bitPattern: n)
            for _ in 0..<8 {
                mix(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
            }
        }

        private mutating func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }

        /// `value` in units of its last place, rounded half away from zero; 0 for what is not a number.
        static func fixed(_ value: Double, places: Int) -> Int64 {
            var scaled = value
            for _ in 0..<places { scaled *= 10 }
            guard scaled.isFinite, abs(scaled) < 9e18 else { return 0 }
            return Int64(scaled.rounded(.toNearestOrAwayFromZero))
        }
    }

    /// One line's hash.
    static func line(number: Double, item: String, quantity: Double, unitCost: Double, amount: Double) -> UInt64 {
        var line = Line(number: number)
        var text = item
        text.withUTF8 { line.item($0) }
        line.figures(quantity: quantity, unitCost: unitCost, amount: amount)
        return line.value
    }

    /// The lines' hashes added.
    static func lines(_ lines: [SeenOrder.Line]) -> UInt64 {
        lines.reduce(0) { $0 &+ line(number: $1.lineNumber, item: $1.item, quantity: $1.quantity, unitCost: $1.unitCost, amount: $1.amount) }
    }

    /// The version of an order of this total, currency and lines' sum.
    public static func version(total: Double, currency: String, lines: UInt64) -> String {
        var summary = Line(number: 0)
        var text = currency
        text.withUTF8 { summary.item($0) }
        summary.figures(quantity: 1, unitCost: 0, amount: total)
        let hash = summary.value ^ (lines &* 0x9e37_79b9_7f4a_7c15)
        let hex = String(hash, radix: 16)
        return String((String(repeating: "0", count: max(0, 16 - hex.count)) + hex).suffix(12))
    }

    /// The version of an order as a snapshot holds it: an order whose header the store does not hold
    /// shows (and is versioned) with a total of 0.
    public static func of(_ seen: SeenOrder) -> String {
        version(total: seen.total ?? 0, currency: seen.currency, lines: lines(seen.lines))
    }

    /// The version of an order the store holds nothing of (neither header nor line).
    public static let empty = version(total: 0, currency: "", lines: 0)
}
