import AIS
@testable import AISSimulator
import Testing

/// The simulator's side: its HTTP request parser over garbled and split requests, its JSON parser over
/// garbled bodies, and the whole router over garbled requests with a live session. Each answers with a
/// value or its own failure, and none traps.
@Suite struct SimulatorFuzzTests {
    typealias SimulatorJSON = AISSimulator.JSONParser
    typealias SimulatorRequest = AISSimulator.HTTPRequest

    static let headLines = ["Content-Length: -1", "Content-Length: 99999999999999", "Content-Length: 1e3", "Content-Length: 0",
                            "Content-Length: 5", "Transfer-Encoding: chunked", "Expect: 100-continue", "Host:", ": empty",
                            "X-Long: " + String(repeating: "a", count: 40_000), "Bad Header: x", "Connection: close",
                            "Content-Type: application/json; charset=utf-8", "jde-AIS-Auth: \u{7F}"]

    static func raw(_ request: AnswerCorpus.Request) -> [UInt8] {
        Array("POST \(request.path) HTTP/1.1\r\nHost: 127.0.0.1:9300\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: \(request.body.count)\r\n\r\n".utf8)
            + request.body
    }

    @Test(.timeLimit(.minutes(5)))
    func requestsParseToRequestsOrFailures() async throws {
        // Given the client's real requests on the wire, two at a time (pipelined)
        let corpus = try await AnswerCorpus.shared()
        let seeds = corpus.requests.map(Self.raw)
        var sut = FuzzRun("HTTPRequestParser")
        for index in 0..<FuzzBudget.cases(6_000) {
            // When they are garbled, or are noise
            var input = sut.random.pick(seeds) + (sut.random.chance(20) ? sut.random.pick(seeds) : [])
            if index % 10 == 0 { input = sut.random.bytes(sut.random.int(0...200)) + Array("\r\n\r\n".utf8) }
            else if sut.random.chance(20), let end = Self.headEnd(input) {
                input.insert(contentsOf: Array(("\r\n" + sut.random.pick(Self.headLines)).utf8), at: end)
            } else {
                input = ByteMutator.mutate(input, random: &sut.random, corpus: seeds)
            }
            // Then whole or in pieces, the parser gives the same requests or the same failure
            let pieces = sut.random.int(1...8)
            sut.check(input) {
                let whole = Self.outcomes(input, pieces: 1)
                if let problem = whole.problem { return problem }
                guard input.count < 30_000 else { return nil }  // the head limit is checked at different points when split
                let split = Self.outcomes(input, pieces: pieces)
                return split.summary == whole.summary ? nil : "in \(pieces) pieces it read \(split.summary), whole \(whole.summary)"
            }
        }
        #expect(sut.finish() == FuzzBudget.cases(6_000))
    }

    static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }
    }

    /// What the parser reads from `input` fed in `pieces` parts, as text to compare, and a broken promise.
    static func outcomes(_ input: [UInt8], pieces: Int) -> (summary: [String], problem: String?) {
        var parser = HTTPRequestParser()
        var summary: [String] = []
        let size = max(1, (input.count + pieces - 1) / pieces)
        var offset = 0
        while offset < input.count || offset == 0 {
            parser.append(Array(input[offset..<min(input.count, offset + size)]))
            offset += size
            reading: while true {
                switch parser.next(peerIsLoopback: true) {
                case .needMore: break reading
                case .request(let request):
                    summary.append("\(request.method) \(request.path) \(request.query.sorted { $0.key < $1.key }) \(request.body.count)")
                case .failure(let status, let reason):
                    summary.append("failure \(status)")
                    guard (400..<600).contains(status), !reason.isEmpty else { return (summary, "a failure with status \(status)") }
                    return (summary, nil)
                }
            }
            if input.isEmpty { break }
        }
        return (summary, nil)
    }

    @Test(.timeLimit(.minutes(5)))
    func bodiesParseToValuesOrParseErrors() async throws {
        let corpus = try await AnswerCorpus.shared()
        let seeds = corpus.requests.map(\.body) + corpus.answerBodies + corpus.fragments
        var sut = FuzzRun("AISSimulator.JSONParser")
        for index in 0..<FuzzBudget.cases(8_000) {
            let input = index % 8 == 0 ? sut.random.bytes(sut.random.int(0...64)) : ByteMutator.mutate(sut.random.pick(seeds), random: &sut.random, corpus: seeds)
            sut.check(input) {
                do {
                    let value = try SimulatorJSON.parse(input)
                    guard index % 8 == 1 else { return nil }
                    return (try? SimulatorJSON.parse(AISSimulator.JSONWriter.bytes(value))) == value ? nil : "what it parsed reads differently once written"
                } catch let error as SimulatorJSON.JSONParseError {
                    return (0...input.count).contains(error.offset) ? nil : "error offset \(error.offset) outside the input"
                } catch {
                    return "an error of another type: \(error)"
                }
            }
        }
        #expect(sut.finish() == FuzzBudget.cases(8_000))
    }

    @Test(.timeLimit(.minutes(5)))
    func theRouterAnswersEveryRequest() async throws {
        // Given a simulator with a live session, and the client's requests rewritten to use it
        let corpus = try await AnswerCorpus.shared()
        let sim = try SimulatorServer(configuration: SimulatorConfiguration(orders: 8, seed: 5))
        let login = sim.respond(to: SimulatorRequest(method: "POST", path: "/jderest/v2/tokenrequest", headers: ["content-type": "application/json"],
                                                     body: Array(#"{"username":"DEMO","password":"demo","deviceName":"fuzz"}"#.utf8)))
        let token = try #require((try? SimulatorJSON.parse(login.body))?["userInfo"]?["token"]?.stringValue)
        let requests = corpus.requests.filter { !$0.path.hasSuffix("logout") }.map { request -> (String, AIS.JSONValue?) in
            guard case .object(let pairs)? = try? AIS.JSONParser.parse(request.body) else { return (request.path, nil) }
            let live = pairs.map { pair -> (key: String, value: AIS.JSONValue) in
                switch pair.key {
                case "token": return (pair.key, .string(token))
                case "deviceName": return (pair.key, .string("fuzz"))
                default: return pair
                }
            }
            return (request.path, .object(live))
        }
        var sut = FuzzRun("AISSimulator router")
        for _ in 0..<FuzzBudget.cases(600) {
            // When a request is garbled
            let (path, json) = sut.random.pick(requests)
            let body: [UInt8]
            if let json, sut.random.chance(60) { body = AIS.JSONWriter.bytes(JSONMutator.mutate(json, random: &sut.random)) }
            else { body = ByteMutator.mutate(json.map(AIS.JSONWriter.bytes) ?? [], random: &sut.random) }
            let request = SimulatorRequest(method: sut.random.chance(95) ? "POST" : "GET",
                                           path: sut.random.chance(95) ? path : String(decoding: ByteMutator.mutate(Array(path.utf8), random: &sut.random), as: UTF8.self),
                                           headers: ["content-type": "application/json", "host": "127.0.0.1:9300"], body: body)
            // Then it answers with a status and a JSON body
            sut.check(body) {
                let response = sim.respond(to: request)
                guard (100..<600).contains(response.status) else { return "status \(response.status)" }
                return (try? SimulatorJSON.parse(response.body)) == nil ? "an answer that is not JSON" : nil
            }
        }
        #expect(sut.finish() == FuzzBudget.cases(600))
    }
}
