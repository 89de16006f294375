import Foundation

/// Waits, without a fixed sleep, until `condition` holds; false if it still does not after `seconds`.
///
/// It returns as soon as the condition holds, so the deadline costs a passing test nothing. The deadline is
/// long on purpose: the test suites run in parallel on a cooperative pool as wide as the machine's cores, and on
/// a 2-core machine under a sanitizer other tests' synchronous work can hold the pool and the main actor for
/// many seconds (a 5 s deadline failed that way in CI).
@MainActor
func eventually(_ seconds: Double = 60, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline { return false }
        await Task.yield()
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}
