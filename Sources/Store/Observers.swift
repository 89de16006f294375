import Dispatch
import Foundation

/// Ends an observation when cancelled or released.
public final class ObservationToken: @unchecked Sendable {
    private let lock = NSLock()
    private var onCancel: (@Sendable () -> Void)?

    init(onCancel: @escaping @Sendable () -> Void) { self.onCancel = onCancel }

    public func cancel() {
        lock.lock()
        let action = onCancel
        onCancel = nil
        lock.unlock()
        action?()
    }

    deinit { cancel() }
}

final class ObserverList: @unchecked Sendable {
    private struct Entry {
        let tables: Set<String>
        let queue: DispatchQueue
        let handler: @Sendable (Set<String>) -> Void
    }

    private let lock = NSLock()
    private var entries: [Int: Entry] = [:]
    private var nextID = 0

    func add(tables: Set<String>, queue: DispatchQueue, handler: @escaping @Sendable (Set<String>) -> Void) -> ObservationToken {
        lock.lock()
        let id = nextID
        nextID += 1
        entries[id] = Entry(tables: tables, queue: queue, handler: handler)
        lock.unlock()
        return ObservationToken { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.entries[id] = nil
            self.lock.unlock()
        }
    }

    func notify(_ changed: Set<String>) {
        lock.lock()
        let current = Array(entries.values)
        lock.unlock()
        for entry in current {
            let relevant = entry.tables.isEmpty ? changed : changed.intersection(entry.tables)
            guard !relevant.isEmpty else { continue }
            let handler = entry.handler
            entry.queue.async { handler(relevant) }
        }
    }
}
