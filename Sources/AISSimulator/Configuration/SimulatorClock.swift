import Foundation

/// The simulator's "now": the date and time (UTC) it stamps on the rows a change touches (`UPMJ`/
/// `TDAY`, `RDJ`/`RDT`), on the decision log, on attachments and on its answers' time stamps.
///
/// One clock serves the whole simulator (`SimulatorConfiguration.clock`, `SimulatorServer.clock`,
/// `PUT /admin/clock`), so what a test sets is what every stamp reads. It follows the system clock unless
/// it is fixed at a moment or shifted by an offset; token and result-set lifetimes always follow the
/// system clock.
public final class SimulatorClock: Sendable {
    private enum Mode {
        /// The system clock plus an offset in seconds.
        case running(offset: TimeInterval)
        /// Stands still at this moment until set or advanced.
        case fixed(Date)
    }

    private let mode: Locked<Mode>

    /// A clock that follows the system clock.
    public init() { mode = Locked(.running(offset: 0)) }

    /// A clock that stands still at `date`.
    public init(fixed date: Date) { mode = Locked(.fixed(date)) }

    /// A clock that runs with the system clock, `offset` seconds ahead (behind when negative).
    public init(offset: TimeInterval) { mode = Locked(.running(offset: offset)) }

    /// The current moment of the simulator.
    public func now() -> Date {
        mode.withLock { mode in
            switch mode {
            case .running(let offset): return Date().addingTimeInterval(offset)
            case .fixed(let date): return date
            }
        }
    }

    /// Stops the clock at `date`.
    public func set(_ date: Date) { mode.withLock { $0 = .fixed(date) } }

    /// Lets the clock run with the system clock, `offset` seconds ahead (0: the system time itself).
    public func run(offset: TimeInterval = 0) { mode.withLock { $0 = .running(offset: offset) } }

    /// Moves the clock on by `seconds`, whether it stands still or runs.
    public func advance(by seconds: TimeInterval) {
        mode.withLock { mode in
            switch mode {
            case .running(let offset): mode = .running(offset: offset + seconds)
            case .fixed(let date): mode = .fixed(date.addingTimeInterval(seconds))
            }
        }
    }

    /// True while the clock stands still.
    public var isFixed: Bool {
        mode.withLock { if case .fixed = $0 { return true } else { return false } }
    }

    /// Seconds ahead of the system clock: the offset of a running clock, the distance of a fixed one.
    public var offset: TimeInterval {
        mode.withLock { mode in
            switch mode {
            case .running(let offset): return offset
            case .fixed(let date): return date.timeIntervalSinceNow
            }
        }
    }
}
