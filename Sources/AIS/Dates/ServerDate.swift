/// A date column's value as the server sent it: a day, or text that names no day, kept so that it can
/// be shown as it came (made inert on the way to the screen) instead of being blanked in silence.
/// A blank date (`null`, `""`, `" "`) is no `ServerDate` at all: `nil`.
public enum ServerDate: Hashable, Sendable, CustomStringConvertible {
    case day(LocalDate)
    case unreadable(String)

    /// The longest unreadable text kept: a hostile server cannot bloat the store through a date column.
    public static let maximumUnreadableLength = 40

    /// The day, when the value names one.
    public var day: LocalDate? { if case .day(let d) = self { return d } else { return nil } }

    /// The text that came, when the value names no day.
    public var unreadableText: String? { if case .unreadable(let t) = self { return t } else { return nil } }

    /// What the local store keeps: ISO `yyyy-MM-dd` for a day (so SQL sorts and compares days), the
    /// text as received otherwise.
    public var stored: String {
        switch self {
        case .day(let d): return d.iso
        case .unreadable(let t): return t
        }
    }

    /// Back from the store: "" is blank, ISO a day, anything else the text that could not be read.
    public init?(stored: String) {
        guard !stored.isEmpty else { return nil }
        self = LocalDate(iso: stored).map(ServerDate.day) ?? .unreadable(stored)
    }

    public var description: String { stored }
}
