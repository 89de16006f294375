/// What the settings say that the home interactor acts on, read at each use: how amounts are typed in
/// the filter (`display.numbers`) and how new orders are announced (`display.notify`).
public struct HomePreferences: Sendable, Equatable {
    public var numbers: NumberStyle
    public var signal: NewOrderSignal

    public init(numbers: NumberStyle = .plain, signal: NewOrderSignal = .off) {
        self.numbers = numbers
        self.signal = signal
    }
}

/// How a refresh that brought new orders says so beyond the message line (`display.notify`).
public enum NewOrderSignal: String, Sendable, Equatable {
    /// Nothing more.
    case off
    /// The terminal bell.
    case bell
    /// A desktop notification through the terminal (OSC 9 or 777).
    case desktop
}
