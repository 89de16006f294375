import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small forward proxy on a free loopback port, for tests: `CONNECT host:port` (https) is answered 200 and
/// tunnelled; a request in the absolute form (http) goes to the host it names, as sent. Counts the
/// connections it served and the origins they went to. Stops when released.
final class ForwardProxy: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var served: [String] = []

    init() throws {
        (listener, port) = try LoopbackSocket.listen()
        let box = Weak(self)
        Thread.detachNewThread {
            while true {
                let client = accept(box.listener, nil, nil)
                guard client >= 0 else { return }
                Thread.detachNewThread {
                    if let proxy = box.value { proxy.serve(client) } else { close(client) }
                }
            }
        }
    }

    /// The origins (`host:port`) of the connections served, in order.
    var origins: [String] { lock.withLock { served } }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    deinit { stop() }

    private func serve(_ client: Int32) {
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while !head.containsHeadEnd {
            let n = recv(client, &buffer, buffer.count, 0)
            guard n > 0 else {
                close(client)
                return
            }
            head += buffer[0..<n]
        }
        let line = String(decoding: head.prefix { $0 != 13 }, as: UTF8.self).split(separator: " ")
        guard line.count == 3 else {
            close(client)
            return
        }
        let tunnel = line[0] == "CONNECT"
        let origin = tunnel ? String(line[1]) : Self.origin(ofAbsolute: String(line[1]))
        guard let origin, let upstream = LoopbackSocket.connect(origin) else {
            LoopbackSocket.write(Array("HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n".utf8), to: client)
            close(client)
            return
        }
        lock.withLock { served.append(origin) }
        if tunnel {
            LoopbackSocket.write(Array("HTTP/1.1 200 Connection established\r\n\r\n".utf8), to: client)
            let rest = Array(head[(head.headEnd ?? head.count)...])
            if !rest.isEmpty { LoopbackSocket.write(rest, to: upstream) }
        } else {
            LoopbackSocket.write(head, to: upstream)
        }
        let back = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            LoopbackSocket.relay(from: upstream, to: client)
            back.signal()
        }
        LoopbackSocket.relay(from: client, to: upstream)
        back.wait()
        close(client)
        close(upstream)
    }

    /// `http://127.0.0.1:9300/jderest/…` → `127.0.0.1:9300`.
    static func origin(ofAbsolute target: String) -> String? {
        guard target.lowercased().hasPrefix("http://") else { return nil }
        let rest = target.dropFirst(7)
        let authority = rest.prefix { $0 != "/" && $0 != "?" }
        return authority.contains(":") ? String(authority) : authority + ":80"
    }

    private final class Weak: @unchecked Sendable {
        weak var value: ForwardProxy?
        let listener: Int32
        init(_ value: ForwardProxy) {
            self.value = value
            listener = value.listener
        }
    }
}

private extension [UInt8] {
    var headEnd: Int? {
        guard count >= 4 else { return nil }
        for i in 0...(count - 4) where self[i] == 13 && self[i + 1] == 10 && self[i + 2] == 13 && self[i + 3] == 10 { return i + 4 }
        return nil
    }
    var containsHeadEnd: Bool { headEnd != nil }
}
