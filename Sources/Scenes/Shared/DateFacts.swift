import Resources

/// A date column as scenes carry it to their presenters: a calendar day, or the text the server sent
/// when it names none (shown as it came, made inert where it is drawn). Copied from the store's value at
/// the interactor's boundary.
public enum DateFacts: Hashable, Sendable {
    case day(year: Int, month: Int, day: Int)
    case unreadable(String)

    /// ISO `yyyy-MM-dd` for a day (what scripts' JSON carries); nil when the value names no day.
    public var iso: String? {
        guard case .day(let year, let month, let day) = self else { return nil }
        return LocalDate(year: year, month: month, day: day)?.iso
    }

    /// ISO for a day, the text that came otherwise (what scripts' CSV carries).
    public var text: String {
        switch self {
        case .day: return iso ?? ""
        case .unreadable(let text): return text
        }
    }

    init(_ date: ServerDate) {
        switch date {
        case .day(let day): self = .day(year: day.year, month: day.month, day: day.day)
        case .unreadable(let text): self = .unreadable(text)
        }
    }

    init?(_ date: ServerDate?) {
        guard let date else { return nil }
        self.init(date)
    }

    /// The day, for the formats that show it.
    var localDate: LocalDate? {
        guard case .day(let year, let month, let day) = self else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }
}
