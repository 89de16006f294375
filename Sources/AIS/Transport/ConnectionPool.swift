import Foundation

/// Idle keep-alive connections, a few per host, so that a run of requests (a preload's pages, a batch of
/// approvals) does not pay a TCP handshake each.
final class ConnectionPool: @unchecked Sendable {
    private struct Idle {
        let connection: HTTPConnection
        let since: UInt64
    }

    private let lock = NSLock()
    private var idle: [String: [Idle]] = [:]
    private let maximumPerHost: Int
    private let maximumAge: UInt64

    /// `maximumAge`: servers close idle connections on their own timer (Apache's 5 s by default, WebLogic's
    /// 30 s). A request written in the instant the server closes is an answer lost, which for a decision
    /// means settling it from F4209: so a connection is not kept for as long as the shortest usual timer.
    init(maximumPerHost: Int = 6, maximumAge: TimeInterval = 4) {
        self.maximumPerHost = max(0, maximumPerHost)
        self.maximumAge = UInt64(max(0, maximumAge) * 1e9)
    }

    deinit {
        for list in idle.values { for entry in list { entry.connection.close() } }
    }

    /// The most recently used idle connection to `key` that is still open; closes the stale ones met.
    func take(_ key: String) -> HTTPConnection? {
        while true {
            let entry: Idle? = lock.withLock {
                guard var list = idle[key], let last = list.popLast() else { return nil }
                idle[key] = list.isEmpty ? nil : list
                return last
            }
            guard let entry else { return nil }
            let age = DispatchTime.now().uptimeNanoseconds - entry.since
            if age <= maximumAge, entry.connection.isReusable { return entry.connection }
            entry.connection.close()
        }
    }

    /// Keeps `connection` for the next request to `key`; the oldest goes when the host has enough.
    func put(_ connection: HTTPConnection, _ key: String) {
        let entry = Idle(connection: connection, since: DispatchTime.now().uptimeNanoseconds)
        let evicted: [Idle] = lock.withLock {
            var list = idle[key] ?? []
            list.append(entry)
            let excess = max(0, list.count - maximumPerHost)
            let evicted = Array(list.prefix(excess))
            list.removeFirst(excess)
            idle[key] = list.isEmpty ? nil : list
            return evicted
        }
        for entry in evicted { entry.connection.close() }
    }

    /// How many idle connections are kept for `key`.
    func count(_ key: String) -> Int { lock.withLock { idle[key]?.count ?? 0 } }
}
