/// The user's date and number formats as a presenter uses them: fixed when built, or read again from
/// the settings before each presentation (`refresh`), so a change in the settings screen shows at the
/// next one without anyone pushing it into the presenter.
@MainActor
public struct DisplayFormats {
    public typealias Source = @MainActor () -> (dates: DateStyle, numbers: NumberStyle)

    public var dates: DateStyle
    public var numbers: NumberStyle
    private let source: Source?

    public init(dates: DateStyle, numbers: NumberStyle = .plain) {
        self.dates = dates
        self.numbers = numbers
        source = nil
    }

    public init(source: @escaping Source) {
        (dates, numbers) = source()
        self.source = source
    }

    /// Takes the formats the settings say now (nothing when fixed).
    mutating func refresh() {
        if let source { (dates, numbers) = source() }
    }
}

/// A presenter that words dates and numbers in the user's formats: `dates` and `numbers` as they are
/// now, and `takeFormats()` at the start of each presentation.
@MainActor
protocol PresentsInUserFormats: AnyObject {
    var formats: DisplayFormats { get set }
}

extension PresentsInUserFormats {
    var dates: DateStyle {
        get { formats.dates }
        set { formats.dates = newValue }
    }

    var numbers: NumberStyle {
        get { formats.numbers }
        set { formats.numbers = newValue }
    }

    func takeFormats() { formats.refresh() }
}
