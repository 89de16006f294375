/// Reads a date column of a data-service row in every shape servers send (contract §3, §9):
/// `"yyyyMMdd"` (what real AIS servers write, whatever the user's format), the user's
/// `simpleDateFormat` (some installations), ISO `yyyy-MM-dd` (with or without a time after it), the
/// same eight digits as a JSON number; blank as `null`, `""`, `" "` or JDE's zero date. Anything else
/// is `unreadable` with the text that came.
public struct RowDateReader: Sendable {
    public let userFormat: JDEDateFormat

    public init(userFormat: JDEDateFormat) { self.userFormat = userFormat }

    /// The reader for a user's `simpleDateFormat`; `MM/dd/yyyy` when the server sent none that reads.
    public init(simpleDateFormat: String) {
        self.init(userFormat: .ofUser(simpleDateFormat))
    }

    public func read(_ value: JSONValue?) -> ServerDate? {
        guard let value else { return nil }
        switch value {
        case .null: return nil
        case .number(_, let exact):
            guard let exact else { return .unreadable(value.text ?? "") }
            if exact == 0 { return nil }
            return read(String(exact))
        case .string(let text): return read(text)
        default: return .unreadable(Self.capped(value.description))
        }
    }

    public func read(_ text: String) -> ServerDate? {
        let t = text.trimmingBlanks
        if t.isEmpty || t == "0" || t == "00000000" { return nil }
        if let digits = Self.eightDigits(t), let day = LocalDate(year: digits / 10_000, month: digits / 100 % 100, day: digits % 100) {
            return .day(day)
        }
        if t.utf8.count >= 10, let day = Self.iso(t) { return .day(day) }
        if let day = userFormat.parse(t) { return .day(day) }
        return .unreadable(Self.capped(text))
    }

    /// `yyyyMMdd` as one number, read straight from the bytes: every line of a preload has a date in this
    /// shape, and going through `JDEDateFormat.parse` (substrings, `Int(_:)`) took 8.5 % of the client's
    /// CPU in a preload of 100,000 orders. nil when the text is not eight ASCII digits.
    private static func eightDigits(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { eightDigits($0) }
    }

    private static func eightDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count == 8 else { return nil }
        var n = 0
        for b in bytes {
            guard b >= 48 && b <= 57 else { return nil }
            n = n * 10 + Int(b - 48)
        }
        return n
    }

    /// The day that `read` reads from text whose trimmed UTF-8 is `bytes`, when they are eight digits
    /// naming one (`yyyyMMdd`, the shape every line's date comes in); nil for any other text, which only
    /// `read` reads. A bulk load of lines takes the day from the answer's bytes, with no string.
    public static func eightDigitDay(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalDate? {
        guard let digits = eightDigits(bytes) else { return nil }
        return LocalDate(year: digits / 10_000, month: digits / 100 % 100, day: digits % 100)
    }

    /// `2026-11-21`, or the same followed by a time (`2026-11-21T00:00:00`, `2026-11-21 00:00:00.0`).
    private static func iso(_ text: String) -> LocalDate? {
        let head = text.prefix(10)
        guard text.count == 10 || text.dropFirst(10).first.map({ $0 == "T" || $0 == " " }) == true else { return nil }
        return LocalDate(iso: String(head))
    }

    private static func capped(_ text: String) -> String {
        text.count <= ServerDate.maximumUnreadableLength ? text : String(text.prefix(ServerDate.maximumUnreadableLength)) + "…"
    }
}
