import Foundation

/// Waiting for a condition, never for a fixed time: each returns as soon as the condition holds, so a long
/// deadline costs a passing test nothing. Deadlines are long on purpose: the suites run in parallel on a
/// cooperative pool as wide as the machine's two cores, and under a sanitizer other tests' synchronous work
/// can hold the pool and the main actor for many seconds.

/// Polls `condition` every `every` on the caller's actor until it holds; false if it still does not after
/// `seconds`.
public func eventually(_ seconds: Double = 60, every: Duration = .milliseconds(2), isolation: isolated (any Actor)? = #isolation,
                       _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while try await !condition() {
        if Date() > deadline { return false }
        await Task.yield()
        try? await Task.sleep(for: every)
    }
    return true
}

/// What `waitUntilHolds` throws when the condition did not hold in time.
public struct ConditionTimedOut: Error, CustomStringConvertible {
    public let seconds: Double
    public var description: String { "the condition did not hold within \(seconds) s" }
}

/// As `eventually`, throwing `ConditionTimedOut` when the condition does not hold in time.
public func waitUntilHolds(_ seconds: Double = 60, every: Duration = .milliseconds(2), isolation: isolated (any Actor)? = #isolation,
                           _ condition: () async throws -> Bool) async throws {
    guard try await eventually(seconds, every: every, condition) else { throw ConditionTimedOut(seconds: seconds) }
}

/// For synchronous tests (a terminal, a process): checks `condition` every 50 ms, blocking the thread;
/// false if it still does not hold after `timeout` seconds.
public func waitUntil(timeout: TimeInterval = 20, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try condition() { return true }
        usleep(50_000)
    }
    return try condition()
}
