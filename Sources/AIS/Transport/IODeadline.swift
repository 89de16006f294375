import Foundation

/// How long one exchange may still wait, and whether it was cancelled. Two bounds, as URLSessionTransport
/// has them: `idle` between two bytes of progress (a long page that keeps arriving is not cut off), and
/// four times that for the whole exchange (a server that trickles a byte a second cannot hold it forever).
struct IODeadline {
    let idle: TimeInterval
    private let end: UInt64
    private var idleEnd: UInt64
    let isCancelled: @Sendable () -> Bool

    init(idle: TimeInterval, isCancelled: @escaping @Sendable () -> Bool) {
        let now = DispatchTime.now().uptimeNanoseconds
        self.idle = idle
        self.end = now + Self.nanoseconds(max(idle, 0.001) * 4)
        self.idleEnd = now + Self.nanoseconds(idle)
        self.isCancelled = isCancelled
    }

    /// Bytes moved: the idle bound starts again.
    mutating func progressed() {
        idleEnd = DispatchTime.now().uptimeNanoseconds + Self.nanoseconds(idle)
    }

    /// Milliseconds left before either bound, 0 when passed.
    var millisecondsLeft: Int {
        let now = DispatchTime.now().uptimeNanoseconds
        let limit = min(end, idleEnd)
        return limit > now ? Int((limit - now + 999_999) / 1_000_000) : 0
    }

    private static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
        UInt64(max(0, min(seconds, 86_400)) * 1e9)
    }
}
