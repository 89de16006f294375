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
/// the filter (`display.numbers`) and whether new orders ring the bell (`display.bell-on-new`).
public struct HomePreferences: Sendable, Equatable {
    public var numbers: NumberStyle
    public var bellOnNew: Bool

    public init(numbers: NumberStyle = .plain, bellOnNew: Bool = false) {
        self.numbers = numbers
        self.bellOnNew = bellOnNew
    }
}
