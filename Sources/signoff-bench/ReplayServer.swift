import AISSimulator
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `replay-server`: a loopback HTTP server in front of a simulator. A request it has not seen is passed on
/// and its answer kept; a request seen before is answered from memory, byte for byte as the simulator
/// first answered it. A preload repeats its requests exactly (the same login, queries and next-page links),
/// so every preload after the first one through it costs the server almost nothing: what the client takes
/// then is what it takes when the server does its work on other cores, as a real AIS server does.
/// Prints its base URL on the first line of standard output; stops when its parent ends.
enum ReplayServer {
    static let scenario = Scenario(
        name: "replay-server",
        summary: "answers repeated requests from memory, passing new ones to --server URL (for preload --replay)",
        run: serve)

    /// What identifies a request: an answer is replayed only for a request identical in all of these.
    struct Key: Hashable {
        let method: String
        let target: String
        let body: [UInt8]
    }

    struct Answer {
        let status: Int
        let contentType: String?
        let body: [UInt8]

        var response: HTTPResponse {
            HTTPResponse(status: status, headers: contentType.map { [("Content-Type", $0)] } ?? [], body: body)
        }
    }

    static func serve(_ options: BenchOptions) throws -> [BenchFigure] {
        let upstream = try options.server()
        guard let port = upstream.port else { throw BenchFailure("--server needs a port") }
        let replay = Replay(upstreamPort: port)
        let server = HTTPServer(options: HTTPServer.Options(), handler: replay.answer) { status, reason in
            HTTPResponse(status: status, body: Array(reason.utf8))
        }
        do { try server.start() } catch let error as HTTPServer.StartError { throw BenchFailure(error.description) }
        replay.ownPort = server.port
        FileHandle.standardOutput.write(Data("http://127.0.0.1:\(server.port)\(upstream.path)\n".utf8))
        let parent = getppid()
        while getppid() == parent { sleep(1) }
        server.stop()
        exit(0)
    }

    /// The kept answers, and connections to the simulator for the requests not seen yet.
    final class Replay: @unchecked Sendable {
        private let upstreamPort: Int
        private let lock = NSLock()
        private var answers: [Key: Answer] = [:]
        private var idle: [LoopbackHTTPClient] = []
        private var port = 0
        /// This server's own port: the simulator's next-page links are rewritten to it.
        var ownPort: Int {
            get { lock.withLock { port } }
            set { lock.withLock { port = newValue } }
        }

        init(upstreamPort: Int) { self.upstreamPort = upstreamPort }

        static let passedHeaders: Set<String> = ["content-type", "jde-ais-auth", "jde-ais-auth-device", "authorization", "accept"]

        /// Requests passed on to the simulator so far (`GET /replay-server/passed`): a measured round through
        /// this server must leave it unchanged, or the simulator did part of the work.
        private var passed = 0
        static let passedPath = "/replay-server/passed"

        func answer(_ request: HTTPRequest) -> HTTPResponse {
            if request.path == Self.passedPath { return HTTPResponse(status: 200, body: Array(String(lock.withLock { passed }).utf8)) }
            let key = Key(method: request.method, target: Self.target(of: request), body: request.body)
            if let kept = lock.withLock({ answers[key] }) { return kept.response }
            do {
                let answer = try pass(request, key)
                lock.withLock {
                    answers[key] = answer
                    passed += 1
                }
                return answer.response
            } catch {
                return HTTPResponse(status: 502, body: Array("replay-server: the simulator did not answer: \(error)".utf8))
            }
        }

        /// `body` with every `old` replaced by `new` (the simulator's address in its next-page links).
        static func replacing(_ old: [UInt8], with new: [UInt8], in body: [UInt8]) -> [UInt8] {
            var result: [UInt8] = []
            result.reserveCapacity(body.count)
            var i = 0
            while i < body.count {
                if body[i] == old[0], i + old.count <= body.count, body[i..<(i + old.count)].elementsEqual(old) {
                    result.append(contentsOf: new)
                    i += old.count
                } else {
                    result.append(body[i])
                    i += 1
                }
            }
            return result
        }

        /// The request's path and query as they go on the wire, the query in a stable order.
        static func target(of request: HTTPRequest) -> String {
            let allowed = CharacterSet.urlPathAllowed
            let path = request.path.addingPercentEncoding(withAllowedCharacters: allowed) ?? request.path
            guard !request.query.isEmpty else { return path }
            let query = request.query.sorted { $0.key < $1.key }.map { name, value in
                let escape = { (s: String) in s.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+"))) ?? s }
                return escape(name) + "=" + escape(value)
            }
            return path + "?" + query.joined(separator: "&")
        }

        private func pass(_ request: HTTPRequest, _ key: Key) throws -> Answer {
            let headers = request.headers.filter { Self.passedHeaders.contains($0.key) }.map { ($0.key, $0.value) }
            // A kept connection the simulator closed fails at once; a new one is tried then.
            for attempt in 0..<2 {
                let client = try lock.withLock { idle.popLast() } ?? LoopbackHTTPClient(port: upstreamPort)
                do {
                    let answer = try client.send(request.method, key.target, headers: headers, body: request.body)
                    lock.withLock { idle.append(client) }
                    return Answer(status: answer.status, contentType: answer.headers.first { $0.0 == "content-type" }?.1,
                                  body: Self.replacing(Array("127.0.0.1:\(upstreamPort)/".utf8), with: Array("127.0.0.1:\(ownPort)/".utf8), in: answer.body))
                } catch where attempt == 0 {
                    continue
                }
            }
            throw BenchFailure("no answer")
        }
    }
}

/// `signoff-bench replay-server` in a process of its own, in front of `server`.
final class ChildReplayServer {
    let process = Process()
    let baseURL: URL

    init(upstream server: URL) throws {
        process.executableURL = URL(fileURLWithPath: BenchPaths.sibling("signoff-bench"))
        process.arguments = ["replay-server", "--server", server.absoluteString]
        baseURL = try BenchPaths.startPrintingAddress(process, name: "replay-server")
    }

    var pid: Int32 { process.processIdentifier }

    /// How many requests it has passed on to the simulator so far.
    func requestsPassed() throws -> Int {
        guard let port = baseURL.port else { throw BenchFailure("replay-server has no port") }
        let answer = try LoopbackHTTPClient(port: port).send("GET", ReplayServer.Replay.passedPath, headers: [], body: [])
        guard answer.status == 200, let count = Int(String(decoding: answer.body, as: UTF8.self)) else {
            throw BenchFailure("replay-server did not say how many requests it passed on")
        }
        return count
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    deinit { stop() }
}
