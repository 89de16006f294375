import Foundation

/// The user's date format, from the login answer's `simpleDateFormat` ("MM/dd/yyyy", "dd/MM/yyyy",
/// "yyyy/MM/dd", "dd.MM.yy", "yyyyMMdd", …). Every date in the user's data-service rows is written in it.
public struct JDEDateFormat: Sendable, Equatable {
    enum Field: Sendable, Equatable { case day, month, year(digits: Int) }

    let fields: [Field]
    let separator: Character?
    public let pattern: String

    /// The user's format, or `MM/dd/yyyy` when the login answer gave none that reads: what a query writes
    /// its condition dates in and `RowDateReader` reads the user's dates by.
    public static func ofUser(_ simpleDateFormat: String) -> JDEDateFormat {
        JDEDateFormat(simpleDateFormat: simpleDateFormat) ?? JDEDateFormat(simpleDateFormat: "MM/dd/yyyy")!
    }

    public init?(simpleDateFormat: String) {
        let pattern = simpleDateFormat.trimmingCharacters(in: .whitespaces)
        var fields: [Field] = []
        var separator: Character?
        var i = pattern.startIndex
        while i < pattern.endIndex {
            let c = pattern[i]
            var j = i
            while j < pattern.endIndex, pattern[j] == c { j = pattern.index(after: j) }
            let run = pattern.distance(from: i, to: j)
            switch c {
            case "d" where run <= 2: fields.append(.day)
            case "M" where run <= 2: fields.append(.month)
            case "y" where run == 2 || run == 4: fields.append(.year(digits: run))
            case "/", ".", "-", " ":
                guard run == 1, separator == nil || separator == c else { return nil }
                separator = c
            default: return nil
            }
            i = j
        }
        guard fields.count == 3, fields.contains(.day), fields.contains(.month),
              fields.contains(where: { if case .year = $0 { return true } else { return false } }) else { return nil }
        self.fields = fields
        self.separator = separator
        self.pattern = pattern
    }

    /// The date a value names; nil for "" or anything that is not a real date in this format.
    public func parse(_ text: String) -> LocalDate? {
        let t = text.trimmingBlanks
        guard !t.isEmpty else { return nil }
        var parts: [Substring]
        if let separator {
            parts = t.split(separator: separator, omittingEmptySubsequences: false)
        } else {
            var rest = Substring(t)
            parts = []
            for f in fields {
                let n: Int
                switch f {
                case .day, .month: n = 2
                case .year(let digits): n = digits
                }
                guard rest.count >= n else { return nil }
                parts.append(rest.prefix(n))
                rest = rest.dropFirst(n)
            }
            guard rest.isEmpty else { return nil }
        }
        guard parts.count == 3 else { return nil }
        var day = 0, month = 0, year = 0
        for (field, part) in zip(fields, parts) {
            guard !part.isEmpty, part.count <= 4, part.allSatisfy(\.isASCII), let n = Int(part) else { return nil }
            switch field {
            case .day: day = n
            case .month: month = n
            case .year(let digits):
                year = digits == 2 || part.count == 2 ? (n < 50 ? 2000 + n : 1900 + n) : n
            }
        }
        return LocalDate(year: year, month: month, day: day)
    }

    public func format(_ date: LocalDate) -> String {
        let parts = fields.map { field -> String in
            switch field {
            case .day: return Self.twoDigits(date.day)
            case .month: return Self.twoDigits(date.month)
            case .year(let digits): return digits == 2 ? Self.twoDigits(date.year % 100) : Self.fourDigits(date.year)
            }
        }
        return parts.joined(separator: separator.map(String.init) ?? "")
    }

    static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
    /// A year of a 4-digit field, padded: year 87 written "87" would read back as 1987.
    static func fourDigits(_ n: Int) -> String { String(repeating: "0", count: max(0, 4 - String(n).count)) + String(n) }
}
