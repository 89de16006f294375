import Foundation

/// A calendar date without a time or zone, as JDE dates are.
public struct LocalDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// nil unless it names a real day.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// "2026-11-22"; nil for "" and anything else.
    public init?(iso: String) {
        // The store's own "yyyy-MM-dd", read byte by byte (a whole queue reads 100,000 of them); any other
        // shape is read as before.
        var text = iso
        let digits = text.withUTF8 { b -> (Int, Int, Int)? in
            guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-") else { return nil }
            func number(_ range: Range<Int>) -> Int? {
                var n = 0
                for i in range {
                    let digit = b[i] &- UInt8(ascii: "0")
                    guard digit < 10 else { return nil }
                    n = n * 10 + Int(digit)
                }
                return n
            }
            guard let y = number(0..<4), let m = number(5..<7), let d = number(8..<10) else { return nil }
            return (y, m, d)
        }
        if let (y, m, d) = digits {
            self.init(year: y, month: m, day: d)
            return
        }
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// "2026-11-22", written digit by digit (a store row has one or two of these).
    public var iso: String {
        // A date made from a day count can fall outside the years a field of four digits holds.
        guard (0...9999).contains(year) else { return String(format: "%04d-%02d-%02d", year, month, day) }
        return String(unsafeUninitializedCapacity: 10) { bytes in
            func put(_ n: Int, _ digits: Int, at offset: Int) {
                var n = n
                for i in stride(from: offset + digits - 1, through: offset, by: -1) {
                    bytes[i] = UInt8(ascii: "0") + UInt8(n % 10)
                    n /= 10
                }
            }
            put(year, 4, at: 0)
            bytes[4] = UInt8(ascii: "-")
            put(month, 2, at: 5)
            bytes[7] = UInt8(ascii: "-")
            put(day, 2, at: 8)
            return 10
        }
    }
    public var description: String { iso }

    public static func < (a: LocalDate, b: LocalDate) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

    static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (civil calendar arithmetic, no Foundation).
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    public init(daysSinceEpoch z0: Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    /// Whole days from `other` to this date.
    public func days(since other: LocalDate) -> Int { daysSinceEpoch - other.daysSinceEpoch }

    public func adding(days: Int) -> LocalDate { LocalDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// Today in the local time zone.
    public static func today(_ now: Date = Date(), timeZone: TimeZone = .current) -> LocalDate {
        let seconds = Int(now.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: now)
        return LocalDate(daysSinceEpoch: Int((Double(seconds) / 86_400).rounded(.down)))
    }
}
