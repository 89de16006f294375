import Dispatch
import Foundation

extension Database {
    /// Follows the commits of other processes on this file (a script's refresh or decision beside the open
    /// client): SQLite tells only the connection that wrote, so every `interval` the store asks whether
    /// another connection committed (`otherWriterCommitted`). When one did, every observer is told that every
    /// table changed. The following ends when the token is cancelled or released.
    public func followOtherWriters(every interval: DispatchTimeInterval) -> ObservationToken {
        guard path != nil else { return ObservationToken {} }
        let mark = OtherWritersMark()
        let timer = mark.timer
        _ = otherWriterCommitted(since: &mark.version)
        timer.setEventHandler { [weak self] in
            guard let self, self.otherWriterCommitted(since: &mark.version) else { return }
            let tables = (try? self.read { c in try c.query("SELECT name FROM sqlite_master WHERE type = 'table'") })?
                .compactMap { $0[0].string?.lowercased() } ?? []
            if !tables.isEmpty { self.observers.notify(Set(tables)) }
        }
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(250))
        timer.resume()
        return ObservationToken { mark.timer.cancel() }
    }

    /// Whether another connection committed to the file since `version` was read (nil: never read), and
    /// `version` now. The writer's `PRAGMA data_version` moves only for other connections' commits: this
    /// process's own writes (all through this writer) and checkpoints leave it as it is. While this process
    /// writes, the answer is no: the next call reads it.
    func otherWriterCommitted(since version: inout Int64?) -> Bool {
        guard writeLock.try() else { return false }
        let now = try? writer.scalar("PRAGMA data_version").int64
        writeLock.unlock()
        defer { version = now }
        return version != nil && now != nil && now != version
    }
}

/// The timer, and the last `data_version` it read (only the timer's queue touches that once it runs).
private final class OtherWritersMark: @unchecked Sendable {
    let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "signoff.store.other-writers", qos: .utility))
    var version: Int64?
}
