import Foundation

/// A day of the proleptic Gregorian calendar, counted from 1970-01-01; cheap to add days to and to
/// write as ISO text (the demo generator writes millions of them).
struct CalendarDay: Sendable, Equatable, Comparable {
    let year: Int
    let month: Int
    let day: Int

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
    var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    init(daysSinceEpoch z0: Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    init(_ date: Date) {
        self.init(daysSinceEpoch: Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    func adding(days: Int) -> CalendarDay { CalendarDay(daysSinceEpoch: daysSinceEpoch + days) }

    var iso: String {
        let y = String(year), m = month < 10 ? "0\(month)" : String(month), d = day < 10 ? "0\(day)" : String(day)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + m + "-" + d
    }

    static func isValid(year: Int, month: Int, day: Int) -> Bool {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1 else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    static func < (a: CalendarDay, b: CalendarDay) -> Bool { a.daysSinceEpoch < b.daysSinceEpoch }
}
