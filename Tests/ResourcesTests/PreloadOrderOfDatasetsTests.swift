import AIS
import Foundation
import Resources
import Store
import Testing

/// `TableAnswers` whose order lines wait until the test lets them through, or 20 s at most (counted in
/// `linesLetThroughByTime`), so that a preload that waits for something else before the lines fails its
/// test instead of hanging it. For one request of lines at a time: the release is a stream, which has one reader.
final class LinesHeldBack: HTTPTransport, @unchecked Sendable {
    private let answers: TableAnswers
    private let (released, release) = AsyncStream.makeStream(of: Void.self)
    let linesAsked = Locked(0)
    let linesLetThroughByTime = Locked(0)

    init(_ answers: TableAnswers) { self.answers = answers }

    func letLinesThrough() { release.finish() }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if (try? JSONParser.parse(request.body))?["targetName"]?.text == "F4311" {
            linesAsked.withLock { $0 += 1 }
            let released = self.released
            let byTime = await withTaskGroup(of: Bool.self) { group in
                group.addTask { for await _ in released {}; return false }
                group.addTask { try? await Task.sleep(for: .seconds(20)); return true }
                let first = await group.next() ?? false
                group.cancelAll()
                return first
            }
            if byTime { linesLetThroughByTime.withLock { $0 += 1 } }
        }
        return try await answers.send(request)
    }
}

@Suite struct PreloadOrderOfDatasetsTests {
    @Test func theNamesAreReadWhileTheLinesAreStillComing() async throws {
        // Given: a server whose order lines do not answer until the test says so
        let key = #""F4209_DOCO": 5001, "F4209_DCTO": "OP", "F4209_KCOO": "00070", "F4209_SFXO": "000""#
        let server = LinesHeldBack(TableAnswers([
            "F4209": #"{ \#(key), "F4209_RPER": 4242, "F4209_ASTS": "2N", "F4209_AN8": 7100, "F4209_TRDJ": "20261121" }"#,
            "F4301": #"{ "F4301_DOCO": 5001, "F4301_DCTO": "OP", "F4301_KCOO": "00070", "F4301_SFXO": "000", "F4301_AN8": 7200, "F4301_OTOT": 10 }"#,
            "F4311": #"{ "F4311_DOCO": 5001, "F4311_DCTO": "OP", "F4311_KCOO": "00070", "F4311_SFXO": "000", "F4311_LNID": 1, "F4311_LITM": "BOLT" }"#,
            "F0101": #"{ "F0101_AN8": 7100, "F0101_ALPH": "Okafor, Oluwaseun" }, { "F0101_AN8": 7200, "F0101_ALPH": "Acme Supply" }"#,
        ]))
        let (workspace, database) = try await server.loggedInWorkspace()
        let order = Locked<[Dataset]>([])

        // When: the names are done, the lines are let through
        let outcome = await workspace.preloadWorker(settings: PreloadSettings()).run([.queue, .headers, .lines, .names]) { p in
            guard p.phase == .done else { return }
            order.withLock { $0.append(p.dataset) }
            if p.dataset == .names { server.letLinesThrough() }
        }

        // Then: the names were stored while the lines were asked and not yet answered (the lines came last,
        // let through by the test, not by time), and everything loaded
        #expect(outcome.succeeded, "\(outcome)")
        #expect(server.linesAsked.withLock { $0 } >= 1)
        #expect(server.linesLetThroughByTime.withLock { $0 } == 0)
        #expect(order.withLock { $0 }.last == .lines, "\(order.withLock { $0 })")
        #expect(try database.read { try $0.scalar("SELECT count(*) FROM names").int } == 2)
        #expect(try database.read { try $0.scalar("SELECT line_count FROM queue_list WHERE doco = 5001").int } == 1)
    }
}
