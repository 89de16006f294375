import Foundation

/// The contract's error bodies (§2.4, §3, §6) and the time stamps they carry.
enum ErrorBody {
    /// `{ message, exception, exceptionId, timeStamp, status, userDefinedErrorText, jde__status }`.
    static func general(_ message: String, userDefinedErrorText: String = "") -> JSONValue {
        [
            "message": .string(message), "exception": "Exception", "exceptionId": "",
            "timeStamp": .string(Timestamps.iso(Date())), "status": "ERROR",
            "userDefinedErrorText": .string(userDefinedErrorText), "jde__status": "ERROR",
        ]
    }

    /// The same shape, with a free-text part that hostile-text mode may replace.
    static func general(_ message: String, userDefinedErrorText: JSONValue) -> JSONValue {
        [
            "message": .string(message), "exception": "Exception", "exceptionId": "",
            "timeStamp": .string(Timestamps.iso(Date())), "status": "ERROR",
            "userDefinedErrorText": userDefinedErrorText, "jde__status": "ERROR",
        ]
    }

    /// `444`: an expired, logged-out, unknown or foreign token.
    static var invalidToken: JSONValue {
        ["message": "Invalid Token", "exception": "Exception", "timeStamp": .string(Timestamps.iso(Date()))]
    }

    /// `500` on a next page whose result set expired.
    static var resultSetExpired: JSONValue {
        let text = "JAS_MSG347: The query results expired.  Refresh them by clicking Find again."
        return ["sysErrors": [["TITLE": .string(text), "DESC": .string(text)]]]
    }

    static func response(_ status: Int, _ message: String, userDefinedErrorText: String = "") -> HTTPResponse {
        .json(status, general(message, userDefinedErrorText: userDefinedErrorText))
    }
}

/// The time stamp formats of the contract.
enum Timestamps {
    /// `2026-11-22T10:31:06.120+0000`.
    static func iso(_ date: Date) -> String {
        let parts = utcParts(date)
        return "\(parts.day.iso)T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)).\(three(parts.millisecond))+0000"
    }

    /// `2026-11-22:10.31.06` (the data service's `timeStamp`).
    static func dataService(_ date: Date) -> String {
        let parts = utcParts(date)
        return "\(parts.day.iso):\(two(parts.hour)).\(two(parts.minute)).\(two(parts.second))"
    }

    /// `HHMMSS` as a number (JDE's time of day).
    static func timeOfDay(_ date: Date) -> Int {
        let parts = utcParts(date)
        return parts.hour * 10_000 + parts.minute * 100 + parts.second
    }

    static func utcParts(_ date: Date) -> (day: CalendarDay, hour: Int, minute: Int, second: Int, millisecond: Int) {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        let days = Int((Double(milliseconds) / 86_400_000).rounded(.down))
        let rest = milliseconds - days * 86_400_000
        return (CalendarDay(daysSinceEpoch: days), rest / 3_600_000, rest / 60_000 % 60, rest / 1000 % 60, rest % 1000)
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
    private static func three(_ n: Int) -> String { n < 10 ? "00\(n)" : n < 100 ? "0\(n)" : String(n) }
}
