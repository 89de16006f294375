import Foundation

/// The simulator's clock as `GET /admin/clock` shows it and `PUT /admin/clock` sets it.
extension SimulatorClock {
    var json: JSONValue {
        ["now": .string(Timestamps.iso(now())), "fixed": .bool(isFixed),
         "offsetSeconds": .double((offset * 1000).rounded() / 1000)]
    }

    /// Applies one of `{"now": "2026-12-01T10:00:00Z"}` (stand still at that UTC moment; a bare date is its
    /// midnight), `{"offsetSeconds": 86400}` (run with the system clock, that far ahead; 0 is the system
    /// time) or `{"advanceSeconds": 60}` (move on, standing still or running). Anything else is refused.
    func apply(_ json: JSONValue) throws(ServiceError) {
        guard case .object(let pairs) = json, pairs.count == 1, let (name, value) = pairs.first else {
            throw ServiceError("give one of now, offsetSeconds, advanceSeconds", status: 400)
        }
        switch name {
        case "now":
            guard let text = value.stringValue, let date = Self.moment(text) else {
                throw ServiceError("now must be a UTC moment such as 2026-12-01T10:00:00Z or a date 2026-12-01", status: 400)
            }
            set(date)
        case "offsetSeconds", "advanceSeconds":
            guard let seconds = value.doubleValue, abs(seconds) <= 3_153_600_000 else {
                throw ServiceError("\(name) must be a number of seconds (at most 100 years)", status: 400)
            }
            if name == "offsetSeconds" { run(offset: seconds) } else { advance(by: seconds) }
        default:
            throw ServiceError("unknown clock setting \(name.prefix(40)); give one of now, offsetSeconds, advanceSeconds",
                               status: 400)
        }
    }

    /// `2026-12-01`, `2026-12-01T10:00`, `2026-12-01T10:00:00.250Z` or with `+0000`/`+00:00`: UTC only.
    static func moment(_ text: String) -> Date? {
        let pattern = /(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?(?:Z|[+-]00:?00)?/
        guard let m = text.trimmingCharacters(in: .whitespaces).wholeMatch(of: pattern),
              let year = Int(m.1), let month = Int(m.2), let day = Int(m.3),
              CalendarDay.isValid(year: year, month: month, day: day) else { return nil }
        let hour = m.4.flatMap { Int($0) } ?? 0, minute = m.5.flatMap { Int($0) } ?? 0, second = m.6.flatMap { Int($0) } ?? 0
        guard hour < 24, minute < 60, second < 60 else { return nil }
        let fraction = m.7.map { Double("0." + $0) ?? 0 } ?? 0
        let days = CalendarDay(year: year, month: month, day: day).daysSinceEpoch
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second) + fraction)
    }
}
