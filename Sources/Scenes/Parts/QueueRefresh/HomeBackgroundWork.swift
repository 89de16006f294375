/// What the queue's refreshes run in the background, each at most once at a time: a refresh, the timer of
/// automatic refreshes, and the order lines read after the list opened. Leaving the home scene (logout)
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
