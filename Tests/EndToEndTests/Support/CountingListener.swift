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
    private let thread: Thread

    init() throws {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Spawn.Failure(description: "socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw Spawn.Failure(description: "bind/listen: \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socket = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        let box = WeakBox()
        thread = Thread {
            while true {
                let client = accept(fd, nil, nil)
                guard client >= 0, let listener = box.listener else { return }
                listener.lock.withLock { listener.accepted += 1 }
                close(client)
            }
        }
        box.listener = self
        thread.start()
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

    private final class WeakBox: @unchecked Sendable {
        weak var listener: CountingListener?
    }
}
