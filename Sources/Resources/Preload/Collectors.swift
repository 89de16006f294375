import AIS
import Foundation

/// A count shared by concurrent page handlers.
final class RowCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add(_ n: Int) { lock.lock(); count += n; lock.unlock() }
    /// Sets the count to zero and returns what it was.
    @discardableResult
    func reset() -> Int { lock.lock(); defer { count = 0; lock.unlock() }; return count }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

/// Items gathered by page handlers before they are stored together.
final class EntryCollector<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [T] = []
    func append(_ items: [T]) { lock.lock(); storage.append(contentsOf: items); lock.unlock() }
    func reset() { lock.lock(); storage.removeAll(); lock.unlock() }
    var items: [T] { lock.lock(); defer { lock.unlock() }; return storage }
    var count: Int { lock.withLock { storage.count } }
    /// The items, leaving none.
    func take() -> [T] { lock.withLock { defer { storage = [] }; return storage } }
}

/// The server's day as the first page of a read that states one gave it (`DataPage.serverDay`): the day
/// changes are read from next time. Shared by concurrent page handlers; a read started again resets it.
final class FirstServerDay: @unchecked Sendable {
    private let lock = NSLock()
    private var day: LocalDate?
    func note(_ page: DataPage) { lock.withLock { if day == nil { day = page.serverDay } } }
    func reset() { lock.withLock { day = nil } }
    var value: LocalDate? { lock.withLock { day } }
}
