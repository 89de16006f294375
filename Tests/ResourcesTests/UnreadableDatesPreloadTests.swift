import AIS
import Foundation
import Resources
import Store
import Testing

/// A server that answers each table's browse with the rows given for it (every page the last), and the
/// login with DEMO's session.
final class TableAnswers: HTTPTransport, @unchecked Sendable {
    private let rows: [String: String]

    init(_ rows: [String: String]) { self.rows = rows }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if request.url.path.hasSuffix("/tokenrequest") {
            return HTTPResponse(status: 200, body: Array(#"{"username":"DEMO","userInfo":{"token":"044T=","addressNumber":4242,"simpleDateFormat":"dd/MM/yyyy"}}"#.utf8))
        }
        let table = (try JSONParser.parse(request.body))["targetName"]?.text ?? ""
        let body = """
            { "fs_DATABROWSE_\(table)": { "data": { "gridData": { "rowset": [ \(rows[table] ?? "") ],
              "summary": { "records": 1, "moreRecords": false } } } }, "stackId": 1, "stateId": 1, "sysErrors": [] }
            """
        return HTTPResponse(status: 200, body: Array(body.utf8))
    }
}

extension HTTPTransport {
    /// A workspace over this server with an empty store, logged in as DEMO.
    func loggedInWorkspace(diagnostics: Diagnostics = .none) async throws -> (ServerWorkspace, Database) {
        let configuration = AISConfiguration(baseURL: URL(string: "http://ais.test/jderest")!, environment: "JDV920", role: "*ALL",
                                             deviceName: "signoff-0000abcd")
        let database = try Database()
        try database.migrate(ClientSchema.migrations)
        let workspace = ServerWorkspace(configuration: configuration, database: database, transport: self, diagnostics: diagnostics)
        try await workspace.gate.login(username: "DEMO", password: "demo")
        return (workspace, database)
    }
}

final class DiagnosticsSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var written: [String] = []
    var lines: [String] { lock.withLock { written } }
    var diagnostics: Diagnostics { Diagnostics { line in self.lock.withLock { self.written.append(line) } } }
}

@Suite struct UnreadableDatesPreloadTests {
    @Test func aPreloadCountsTheDatesItCouldNotReadShowsThemAsSentAndNamesThemInTheLog() async throws {
        // Given: a queue row whose day written is in no date shape, a header with one readable and one not
        let key = #""F4209_DOCO": 5001, "F4209_DCTO": "OP", "F4209_KCOO": "00070", "F4209_SFXO": "000""#
        let server = TableAnswers([
            "F4209": #"{ \#(key), "F4209_RPER": 4242, "F4209_ASTS": "2N", "F4209_AN8": 7100, "F4209_RDJ": "2026-13-45" }"#,
            "F4301": #"{ "F4301_DOCO": 5001, "F4301_DCTO": "OP", "F4301_KCOO": "00070", "F4301_SFXO": "000", "F4301_TRDJ": "20261121", "F4301_DRQJ": "next week", "F4301_OTOT": 10 }"#,
        ])
        let log = DiagnosticsSpy()
        let (workspace, database) = try await server.loggedInWorkspace(diagnostics: log.diagnostics)
        let progress = Locked<[Dataset: DatasetProgress]>([:])
        // When
        let outcome = await workspace.preloadWorker(settings: PreloadSettings()).run { p in progress.withLock { $0[p.dataset] = p } }
        // Then: nothing failed; the counts and samples say what could not be read
        #expect(outcome.succeeded, "\(outcome)")
        let queue = try #require(progress.withLock { $0[.queue] })
        let headers = try #require(progress.withLock { $0[.headers] })
        #expect(queue.unreadableDates == 1)
        #expect(headers.unreadableDates == 1)
        #expect(headers.unreadableSamples == [UnreadableValue(table: "F4301", column: "DRQJ", order: 5001, value: "next week")])
        // And the diagnostic log names table, column, order and value
        #expect(log.lines.contains { $0.contains("Approval queue: 1 date could not be read") && $0.contains(#"F4209.RDJ of order 5001: "2026-13-45""#) },
                "\(log.lines)")
        #expect(log.lines.contains { $0.contains(#"F4301.DRQJ of order 5001: "next week""#) }, "\(log.lines)")
        // And the store keeps each as it came, the readable one as a day
        let stored = try database.read { try $0.first("SELECT trdj, drqj FROM order_headers") }
        #expect(stored?.string("trdj") == "2026-11-21")
        #expect(stored?.string("drqj") == "next week")
        #expect(try workspace.preloadWorker(settings: PreloadSettings()).unreadableDates().count == 2)
    }
}

/// A value behind a lock, for test handlers called from any thread.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R { lock.withLock { body(&value) } }
}

@Suite struct PreloadKeepsQueuedOrdersOnlyTests {
    @Test func linesOfAnOrderOfAnotherTypeWithTheSameNumberAreNotKept() async throws {
        // Given: order 5001 OP awaits DEMO, and the server also holds lines of 5001 OS (a LIST of numbers finds both)
        let key = #""F4209_DOCO": 5001, "F4209_DCTO": "OP", "F4209_KCOO": "00070", "F4209_SFXO": "000""#
        func line(_ type: String, _ number: Int) -> String {
            #"{ "F4311_DOCO": 5001, "F4311_DCTO": "\#(type)", "F4311_KCOO": "00070", "F4311_SFXO": "000", "F4311_LNID": \#(number), "F4311_LITM": "\#(type)-\#(number)" }"#
        }
        let server = TableAnswers([
            "F4209": #"{ \#(key), "F4209_RPER": 4242, "F4209_ASTS": "2N", "F4209_AN8": 7100, "F4209_TRDJ": "20261121" }"#,
            "F4301": #"{ "F4301_DOCO": 5001, "F4301_DCTO": "OP", "F4301_KCOO": "00070", "F4301_SFXO": "000", "F4301_OTOT": 10 }, { "F4301_DOCO": 5001, "F4301_DCTO": "OS", "F4301_KCOO": "00070", "F4301_SFXO": "000", "F4301_OTOT": 99 }"#,
            "F4311": [line("OP", 1), line("OS", 1), line("OP", 2), line("OS", 2)].joined(separator: ", "),
        ])
        let (workspace, database) = try await server.loggedInWorkspace()
        // When the queue and its orders are read
        let outcome = await workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        // Then only the queued order's header and lines are kept
        #expect(outcome.succeeded, "\(outcome)")
        let items = try database.read { try PurchaseOrderLinesDao().allLines(in: $0).map(\.item) }
        #expect(items == ["OP-1", "OP-2"])
        #expect(try database.read { try $0.scalar("SELECT group_concat(dcto) FROM order_headers").string } == "OP")
        #expect(try database.read { try $0.scalar("SELECT line_count FROM queue_list").int } == 2)
    }
}
