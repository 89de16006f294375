import Foundation

/// A user's `simpleDateFormat` (`MM/dd/yyyy`, `dd/MM/yyyy`, `yyyy/MM/dd`, any separators), used to
/// write stored ISO dates (`yyyy-MM-dd`) and to read dates from query conditions.
struct SimpleDateFormat: Sendable, Equatable {
    private enum Part: Sendable, Equatable {
        case year, month, day
        case literal(String)
    }

    let pattern: String
    private let parts: [Part]

    /// Nil when the pattern is not made of `yyyy`, `MM`, `dd` and separators.
    init?(_ pattern: String) {
        var parts: [Part] = []
        var rest = Substring(pattern)
        var literal = ""
        func flush() { if !literal.isEmpty { parts.append(.literal(literal)); literal = "" } }
        while !rest.isEmpty {
            if rest.hasPrefix("yyyy") { flush(); parts.append(.year); rest = rest.dropFirst(4) }
            else if rest.hasPrefix("MM") { flush(); parts.append(.month); rest = rest.dropFirst(2) }
            else if rest.hasPrefix("dd") { flush(); parts.append(.day); rest = rest.dropFirst(2) }
            else if let c = rest.first, !c.isLetter { literal.append(c); rest = rest.dropFirst() }
            else { return nil }
        }
        flush()
        guard parts.filter({ $0 == .year || $0 == .month || $0 == .day }).count == 3 else { return nil }
        self.pattern = pattern
        self.parts = parts
    }

    /// JDE's `dateFormat` code for the pattern (`MDE`, `DME`, `EMD`).
    var jdeCode: String {
        parts.compactMap { part -> String? in
            switch part {
            case .year: return "E"
            case .month: return "M"
            case .day: return "D"
            case .literal: return nil
            }
        }.joined()
    }

    var separator: String {
        for case .literal(let s) in parts { return s }
        return ""
    }

    /// `yyyy-MM-dd` → the user's format; a blank or unreadable stored date is "".
    func format(iso: String) -> String {
        let u = Array(iso.utf8)
        guard u.count == 10, u[4] == UInt8(ascii: "-"), u[7] == UInt8(ascii: "-") else { return "" }
        var out = ""
        out.reserveCapacity(10)
        for part in parts {
            switch part {
            case .year: out += String(decoding: u[0..<4], as: UTF8.self)
            case .month: out += String(decoding: u[5..<7], as: UTF8.self)
            case .day: out += String(decoding: u[8..<10], as: UTF8.self)
            case .literal(let s): out += s
            }
        }
        return out
    }

    /// The user's format → `yyyy-MM-dd`; nil when the text does not match or is not a calendar date.
    func parseISO(_ text: String) -> String? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        var year = 0, month = 0, day = 0
        for part in parts {
            switch part {
            case .literal(let s):
                guard rest.hasPrefix(s) else { return nil }
                rest = rest.dropFirst(s.count)
            case .year, .month, .day:
                let width = part == .year ? 4 : 2
                let digits = rest.prefix(width)
                guard digits.count == width, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits) else { return nil }
                rest = rest.dropFirst(width)
                if part == .year { year = n } else if part == .month { month = n } else { day = n }
            }
        }
        guard rest.isEmpty, CalendarDay.isValid(year: year, month: month, day: day) else { return nil }
        return CalendarDay(year: year, month: month, day: day).iso
    }
}
