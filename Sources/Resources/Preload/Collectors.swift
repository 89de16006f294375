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

/// Records read and waiting to be stored together: a transaction costs about 0.4 ms beyond its rows, and
/// rewrites the partly filled pages it touches (the last page of a table, pages of its key's index), so
/// fewer, larger ones write less. Shared by the parallel reads of one dataset, each read hands its records
/// over and stores what has gathered from all of them once it reaches `size`; one of a read alone starts
/// again with the read.
final class PendingWrites<R: Sendable>: @unchecked Sendable {
    /// How many records are stored together (0: each hand-over at once).
    let size: Int
    /// Gathered from several reads: a read that starts again leaves the others' records waiting (and its
    /// own: the lines or rows it reads again replace them).
    let shared: Bool
    private let lock = NSLock()
    private var records: [R] = []

    init(size: Int, shared: Bool) {
        self.size = size
        self.shared = shared
    }

    /// Adds `new`; answers every record waiting once they reach `size` (for the caller to store), else none.
    func add(_ new: [R]) -> [R] {
        lock.withLock {
            records.append(contentsOf: new)
            guard records.count >= size else { return [] }
            defer { records = [] }
            return records
        }
    }

    /// The records waiting, leaving none.
    func take() -> [R] { lock.withLock { defer { records = [] }; return records } }

    /// A read starts again from its first page: what it alone gathered goes.
    func readRestarted() {
        guard !shared else { return }
        lock.withLock { records = [] }
    }
}
