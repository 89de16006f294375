import Dispatch

/// A timer on the UI thread that ticks at a steady rate while it runs (the syncing indicator's frames),
/// and costs nothing once stopped: an idle Signoff wakes up for nothing.
@MainActor
final class RepeatingTimer {
    private let interval: DispatchTimeInterval
    private var source: DispatchSourceTimer?

    init(every interval: DispatchTimeInterval) {
        self.interval = interval
    }

    var isRunning: Bool { source != nil }

    /// Calls `tick` every interval, the first one interval from now, until `stop`.
    func start(_ tick: @escaping @MainActor () -> Void) {
        stop()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { MainActor.assumeIsolated { tick() } }
        timer.resume()
        source = timer
    }

    func stop() {
        source?.cancel()
        source = nil
    }
}
