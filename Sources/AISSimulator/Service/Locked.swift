import Foundation

/// A value that several threads share, behind a lock. It is an NSLock (a pthread mutex) rather than
/// `Synchronization.Mutex` because ThreadSanitizer sees pthread mutexes but not Mutex's futex on Linux
/// (Swift 6.3.1): under `--sanitize=thread` every Mutex-guarded access was reported as a race, which hid
/// any real one. With this lock `make check`'s thread sanitizer run checks these values for real.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
