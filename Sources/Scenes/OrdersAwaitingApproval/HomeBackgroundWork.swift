/// What the home scene runs in the background, each at most once at a time: a refresh, the timer of
/// automatic refreshes, and the order lines read after the list opened. Leaving the scene (logout)
/// cancels them all.
@MainActor
struct HomeBackgroundWork {
    var refresh: Task<Void, Never>?
    var timer: Task<Void, Never>?
    var lines: Task<Void, Never>?

    mutating func cancelAll() {
        for task in [refresh, timer, lines] { task?.cancel() }
        refresh = nil
        timer = nil
        lines = nil
    }
}

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
