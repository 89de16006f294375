import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Plain blocking sockets on 127.0.0.1 for test servers.
enum LoopbackSocket {
    /// A listening socket on a free port.
    static func listen() throws -> (Int32, Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard fd >= 0, bound == 0, Glibc.listen(fd, 64) == 0 else {
            close(fd)
            throw Spawn.Failure(description: "listen: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A free port now (bound and released: another process may take it first, which a test then reports).
    static func freePort() throws -> Int {
        let (fd, port) = try listen()
        close(fd)
        return port
    }

    /// A connection to `host:port` on this machine; nil when refused or not loopback.
    static func connect(_ origin: String) -> Int32? {
        let parts = origin.split(separator: ":")
        guard parts.count == 2, parts[0] == "127.0.0.1" || parts[0] == "localhost", let port = UInt16(parts[1]) else { return nil }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    static func write(_ bytes: [UInt8], to fd: Int32) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return }
            offset += n
        }
    }

    /// Copies until either side closes, then shuts both down.
    static func relay(from source: Int32, to destination: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = recv(source, &buffer, buffer.count, 0)
            guard n > 0 else { break }
            write(Array(buffer[0..<n]), to: destination)
        }
        shutdown(destination, Int32(SHUT_WR))
        shutdown(source, Int32(SHUT_RD))
    }
}
