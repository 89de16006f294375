/// Where workers write what a person debugging a server would want to know: values that could not be
/// read, with their table, column and text. The app points it at its diagnostic log, which makes every
/// line inert and redacts secrets; without a log it goes nowhere.
public struct Diagnostics: Sendable {
    private let sink: (@Sendable (String) -> Void)?

    public init(_ sink: @escaping @Sendable (String) -> Void) { self.sink = sink }
    private init() { sink = nil }

    public static let none = Diagnostics()

    public func note(_ line: String) { sink?(line) }
}
