import Foundation

/// Holds the current fault settings and rolls the dice for each request.
final class FaultInjector: Sendable {
    private let current: Locked<FaultSettings>

    init(_ settings: FaultSettings) { current = Locked(settings) }

    var settings: FaultSettings {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    /// Sleeps for the configured latency plus a random part of the jitter.
    func delay() {
        let s = settings
        let jitter = s.jitterMilliseconds > 0 ? Int.random(in: 0...s.jitterMilliseconds) : 0
        let total = max(0, s.latencyMilliseconds) + jitter
        if total > 0 { Thread.sleep(forTimeInterval: Double(total) / 1000) }
    }

    func shouldFail(_ endpoint: Endpoint) -> Bool { Self.roll(settings.errorRate(for: endpoint)) }
    func shouldDropAnswer() -> Bool { Self.roll(settings.dropRate) }
    func shouldLoseDecision() -> Bool { Self.roll(settings.decisionLostRate) }

    /// Keeps a lost decision's connection silent for the configured time before it is reset.
    func holdLostDecision() {
        let milliseconds = settings.decisionLostAfterMilliseconds
        if milliseconds > 0 { Thread.sleep(forTimeInterval: Double(milliseconds) / 1000) }
    }
    var hostileText: Bool { settings.hostileText }
    func refuses(order number: Int) -> Bool { settings.refusedOrders.contains(number) }

    /// True for each of the first `resetDecisions` orchestration requests, spending one each time
    /// (under the lock, so two concurrent decisions never both take the last one).
    func shouldResetDecision() -> Bool {
        current.withLock { s in
            guard s.resetDecisions > 0 else { return false }
            s.resetDecisions -= 1
            return true
        }
    }

    static func roll(_ rate: Double) -> Bool {
        guard rate > 0 else { return false }
        return rate >= 1 || Double.random(in: 0..<1) < rate
    }
}
