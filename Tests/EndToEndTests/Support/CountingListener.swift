import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP listener on a free loopback port that accepts connections, counts them and closes them at once:
/// "another origin" a test can prove nothing was sent to. Stops when released.
final class CountingListener: @unchecked Sendable {
    let port: Int
    private let socket: Int32
    private let lock = NSLock()
    private var accepted = 0
    private var stopped = false

    init() throws {
        (socket, port) = try LoopbackSocket.listen()
        let fd = socket
        Thread.detachNewThread { [weak self] in
            while true {
                let client = accept(fd, nil, nil)
                guard client >= 0 else { return }
                close(client)
                guard let self else { return }
                self.lock.withLock { self.accepted += 1 }
            }
        }
    }

    /// Connections accepted so far.
    var connections: Int { lock.withLock { accepted } }

    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    deinit { stop() }
}
