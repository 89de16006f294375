import AIS
import Foundation
import Testing

final class PageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var pages: [DataPage] = []
    func add(_ p: DataPage) { lock.withLock { pages.append(p) } }
    var all: [DataPage] { lock.withLock { pages } }
}

@Suite struct DataServiceClientTests {
    let query = DataServiceQuery(table: "F4209", columns: ["DOCO", "ASTS"],
                                 conditions: [Condition(column: "RPER", op: .equal, values: ["4242"]),
                                              Condition(column: "ASTS", op: .list, values: ["1N", "2N"])],
                                 matchAll: true, orderBy: [.init(column: "DOCO", ascending: false)], pageSize: 2)
    /// A query the pager cannot narrow after a lost page (no sort): it reads it again from the first page.
    var unsorted: DataServiceQuery {
        var query = query
        query.orderBy = []
        return query
    }

    @Test func writesTheRequestTheContractShows() async throws {
        let transport = FakeTransport([.response(200, Fixtures.page(rows: "", more: false))])
        _ = try await Fixtures.client(transport).dataService.browseAll(query, session: Fixtures.session)
        let body = try transport.body(of: 0)
        #expect(body["targetName"]?.text == "F4209")
        #expect(body["dataServiceType"]?.text == "BROWSE")
        #expect(body["returnControlIDs"]?.text == "F4209.DOCO|F4209.ASTS")
        #expect(body["maxPageSize"] == .string("2"))
        #expect(body["enableNextPageProcessing"] == .bool(true))
        #expect(body["query"]?["matchType"]?.text == "MATCH_ALL")
        let conditions = body["query"]?["condition"]?.arrayValue ?? []
        #expect(conditions.count == 2)
        #expect(conditions[1]["operator"]?.text == "LIST")
        #expect(conditions[1]["value"]?.arrayValue?.count == 2)
        #expect(body["aggregation"]?["orderBy"]?.arrayValue?.first?["direction"]?.text == "DESC")
    }

    @Test func followsNextLinksToTheLastPage() async throws {
        // Given
        let transport = FakeTransport([
            .response(200, Fixtures.page(rows: #"{"F4209_DOCO": 4002}, {"F4209_DOCO": 4001}"#, more: true,
                                         next: "http://ais.test:9300/jderest/v2/dataservice/next?stackId=1&stateId=1&rid=x")),
            .response(200, Fixtures.page(rows: #"{"F4209_DOCO": 4000}"#, more: false)),
        ])
        // When
        let rows = try await Fixtures.client(transport).dataService.browseAll(query, session: Fixtures.session)
        // Then
        #expect(rows.compactMap { $0.int("DOCO") } == [4002, 4001, 4000])
        #expect(transport.sent[1].url.absoluteString.contains("dataservice/next"))
        #expect(try transport.body(of: 1)["token"]?.text == "044Zq=")
    }

    @Test func aQueryThatCannotBeNarrowedRestartsFromItsFirstPageWhenResultsExpire() async throws {
        let first = Fixtures.page(rows: #"{"F4209_DOCO": 2}"#, more: true, next: "http://ais.test:9300/jderest/v2/dataservice/next?rid=a")
        let transport = FakeTransport([
            .response(200, first),
            .response(500, Fixtures.expired),
            .response(200, first),
            .response(200, Fixtures.page(rows: #"{"F4209_DOCO": 1}"#, more: false)),
        ])
        let log = PageLog()
        try await Fixtures.client(transport).dataService.browse(unsorted, session: Fixtures.session) { log.add($0) }
        #expect(log.all.map(\.restarted) == [false, true, false])
        let rows = try await Fixtures.client(FakeTransport([
            .response(200, first), .response(500, Fixtures.expired), .response(200, first),
            .response(200, Fixtures.page(rows: #"{"F4209_DOCO": 1}"#, more: false)),
        ])).dataService.browseAll(unsorted, session: Fixtures.session)
        #expect(rows.compactMap { $0.int("DOCO") } == [2, 1])
    }

    @Test func aNextPageWhoseAnswerIsLostIsNotAskedForAgainButTheQueryRunsAgain() async throws {
        // Given: the server may have served page 2 before the connection dropped; asking the same link
        // again could answer page 3 and skip page 2's rows
        let first = Fixtures.page(rows: #"{"F4209_DOCO": 2}"#, more: true, next: "http://ais.test:9300/jderest/v2/dataservice/next?rid=a")
        let transport = FakeTransport([
            .response(200, first),
            .failure(.unreachable("connection dropped")),
            .response(200, first),
            .response(200, Fixtures.page(rows: #"{"F4209_DOCO": 1}"#, more: false)),
        ])
        // When
        let rows = try await Fixtures.client(transport).dataService.browseAll(unsorted, session: Fixtures.session)
        // Then
        #expect(rows.compactMap { $0.int("DOCO") } == [2, 1])
        #expect(transport.sent.map { $0.url.path.hasSuffix("/next") } == [false, true, false, true])
    }

    @Test func aNextPageAnswered500IsAskedForAgain() async throws {
        // Given: a 500 is an answer: the service failed and did not move the result set on
        let first = Fixtures.page(rows: #"{"F4209_DOCO": 2}"#, more: true, next: "http://ais.test:9300/jderest/v2/dataservice/next?rid=a")
        let transport = FakeTransport([
            .response(200, first), .response(500, "{}"), .response(200, Fixtures.page(rows: #"{"F4209_DOCO": 1}"#, more: false)),
        ])
        // When
        let rows = try await Fixtures.client(transport).dataService.browseAll(query, session: Fixtures.session)
        // Then
        #expect(rows.compactMap { $0.int("DOCO") } == [2, 1])
        #expect(transport.sent.map { $0.url.path.hasSuffix("/next") } == [false, true, true])
    }

    @Test func keepsRestartingWhileEachRestartGetsFurther() async throws {
        // Given: six lost next pages, each one page further than the last (more than maxQueryRestarts)
        func page(_ n: Int, more: Bool) -> String {
            Fixtures.page(rows: "{\"F4209_DOCO\": \(n)}", more: more, next: more ? "http://ais.test:9300/jderest/v2/dataservice/next?rid=\(n)" : nil)
        }
        var answers: [FakeTransport.Answer] = []
        for reached in 1...6 {
            answers += (1...reached).map { .response(200, page($0, more: true)) }
            answers.append(.failure(.timeout))
        }
        answers += (1...7).map { .response(200, page($0, more: $0 < 7)) }
        // When
        let log = PageLog()
        try await Fixtures.client(FakeTransport(answers)).dataService.browse(unsorted, session: Fixtures.session) { log.add($0) }
        // Then: the last pass delivered every page
        #expect(log.all.suffix(7).map(\.pageNumber) == Array(1...7))
        #expect(log.all.suffix(7).first?.restarted == true)
    }

    @Test func givesUpAfterTooManyRestarts() async {
        let first = Fixtures.page(rows: #"{"F4209_DOCO": 2}"#, more: true, next: "http://ais.test:9300/jderest/v2/dataservice/next?rid=a")
        var answers: [FakeTransport.Answer] = []
        for _ in 0..<10 { answers += [.response(200, first), .response(500, Fixtures.expired)] }
        await #expect(throws: AISError.pageExpired) {
            _ = try await Fixtures.client(FakeTransport(answers)).dataService.browseAll(query, session: Fixtures.session)
        }
    }

    @Test func aFirstPageLostOnEveryTryIsAskedForAgainLikeALostNextPage() async throws {
        // Given: a restart's first page whose answer is lost on each of its five tries (one read in 3,000
        // at a fifth of answers dropped), then answered
        let first = Fixtures.page(rows: #"{"F4209_DOCO": 2}"#, more: true, next: "http://ais.test:9300/jderest/v2/dataservice/next?rid=a")
        let transport = FakeTransport([.response(200, first), .failure(AISError.connectionDropped)]
            + Array(repeating: .failure(AISError.connectionDropped), count: 5)
            + [.response(200, Fixtures.page(rows: #"{"F4209_DOCO": 2}, {"F4209_DOCO": 1}"#, more: false))])
        // When
        let rows = try await Fixtures.client(transport).dataService.browseAll(query, session: Fixtures.session)
        // Then: the query went on, narrowed to the rows not yet passed on
        #expect(rows.compactMap { $0.int("DOCO") } == [2, 1])
        #expect(transport.sent.count == 8)
    }

    @Test func aFirstPageLostOnEveryTryCountsAgainstTheRestartsAndAServerThatCannotBeReachedEndsTheReadAtOnce() async {
        // Given: a server that takes every request and loses every answer
        let dropping = FakeTransport(Array(repeating: .failure(AISError.connectionDropped), count: 100))
        // When, Then: one read's tries for each of the first page and the maxQueryRestarts restarts
        await #expect(throws: AISError.connectionDropped) {
            _ = try await Fixtures.client(dropping).dataService.browseAll(query, session: Fixtures.session)
        }
        let tries = Fixtures.configuration.readRetries + 1
        #expect(dropping.sent.count == tries * (Fixtures.configuration.maxQueryRestarts + 1))
        // And a server that refuses the connection: one read's tries, no restart
        let refusing = FakeTransport(Array(repeating: .failure(.unreachable("connection refused")), count: 100))
        await #expect(throws: AISError.unreachable("connection refused")) {
            _ = try await Fixtures.client(refusing).dataService.browseAll(query, session: Fixtures.session)
        }
        #expect(refusing.sent.count == tries)
    }

    @Test func readsRowsTolerantly() async throws {
        // Blank-padded codes, numbers as strings and strings as numbers, nulls, extra fields, any order.
        let rows = #"{"F4209_MCU": "         M30", "F4209_DOCO": "4001", "F4209_KCOO": 200, "F4209_ASTS": null, "extra": [1,2], "F4209_TRDJ": "11/20/2026", "F4209_RDJ": ""}"#
        let transport = FakeTransport([.response(200, Fixtures.page(rows: rows, more: false))])
        let row = try #require(try await Fixtures.client(transport).dataService.browseAll(query, session: Fixtures.session).first)
        let format = try #require(JDEDateFormat(simpleDateFormat: "MM/dd/yyyy"))
        #expect(row.string("MCU") == "M30")
        #expect(row.int("DOCO") == 4001)
        #expect(row.string("KCOO") == "200")
        #expect(row.string("ASTS") == nil)
        #expect(row.date("TRDJ", reader: RowDateReader(userFormat: format)) == .day(LocalDate(year: 2026, month: 11, day: 20)!))
        #expect(row.date("RDJ", reader: RowDateReader(userFormat: format)) == nil)
    }

    @Test func retriesReadsButNeverDecisions() async throws {
        // A read: two failures, then an answer
        let read = FakeTransport([.failure(.timeout), .response(503, "{}"), .response(200, Fixtures.page(rows: "", more: false))])
        _ = try await Fixtures.client(read).dataService.browseAll(query, session: Fixtures.session)
        #expect(read.sent.count == 3)
        // A decision: one failure, no retry
        let decision = FakeTransport([.failure(.timeout), .response(200, "{}")])
        await #expect(throws: AISError.timeout) {
            _ = try await Fixtures.client(decision).orchestrationService.approve(OrderKey(number: 1, type: "OP", company: "00200", suffix: "000"),
                                                            remark: "", session: Fixtures.session)
        }
        #expect(decision.sent.count == 1)
    }

    @Test(arguments: [
        (444, AISError.invalidToken), (403, AISError.notAllowed(what: .table("F4209"))),
        (500, AISError.serverError(status: 500, message: "boom")), (415, AISError.serverError(status: 415, message: "boom")),
    ])
    func mapsStatusCodes(status: Int, expected: AISError) async {
        let body = #"{"message":"boom","exception":"Exception"}"#
        let transport = FakeTransport(Array(repeating: .response(status, body), count: 5))
        await #expect(throws: expected) {
            _ = try await Fixtures.client(transport).dataService.browseAll(query, session: Fixtures.session)
        }
    }

    @Test(arguments: ["", "<html>", #"{"fs_DATABROWSE_F4209": {"data": 3}}"#, #"{"fs_DATABROWSE_F4209": {"data": {"gridData": {"rowset": [1]}}}}"#,
                      String(repeating: "[", count: 10_000), "{\"a\": \"\u{1}\"}", "[1,2"])
    func malformedAnswersAreTypedErrors(body: String) async {
        let transport = FakeTransport(Array(repeating: .response(200, body), count: 5))
        do {
            _ = try await Fixtures.client(transport).dataService.browseAll(query, session: Fixtures.session)
            Issue.record("expected an error for \(body.prefix(40))")
        } catch let error as AISError {
            if case .malformedResponse = error {} else { Issue.record("got \(error)") }
        } catch {
            Issue.record("not an AISError: \(error)")
        }
    }
}

@Suite struct DataRowTests {
    @Test func readsQualifiedKeysBeforeBareOnesAndTheLastOfARepeatedKey() {
        let sut = DataRow(table: "F4311", pairs: [("LITM", .string("bare")), ("F4311_LITM", .string(" qualified ")),
                                                  ("UOM", .string("EA")), ("UOM", .string("BX")), ("F0101_ALPH", .string("x"))])
        #expect(sut.string("LITM") == "qualified")
        #expect(sut.rawString("LITM") == " qualified ")
        #expect(sut.string("UOM") == "BX")
        #expect(sut.string("ALPH") == nil)
        #expect(sut.string("F0101_ALPH") == "x")
        #expect(sut.isNull("MISSING"))
    }

    @Test func readingThroughAliasesAnswersAsReadingByAlias() {
        let sut = DataRow(table: "F4311", pairs: [("LITM", .string("bare")), ("F4311_LITM", .string(" qualified ")),
                                                  ("UOM", .string("EA")), ("UOM", .string("BX")), ("F0101_ALPH", .string("x")),
                                                  ("UORG", .number(2.5, exact: nil)), ("ITM", .int(60_001))])
        let aliases = ColumnAliases(["LITM", "UOM", "ALPH", "F0101_ALPH", "MISSING", "UORG", "ITM"])
        let read = sut.reading(aliases)
        #expect((0..<5).map { read.string($0) } == aliases.aliases.prefix(5).map { sut.string($0) })
        #expect(read.string(0) == "qualified" && read.string(2) == nil && read.value(4) == nil)
        #expect(read.double(5) == 2.5 && read.int(6) == 60_001)
        // And a second reading of the same row (found once, then remembered) answers the same
        #expect(sut.reading(aliases).string(1) == "BX")
    }

    @Test func rowsOfAPageWithDifferentKeysAreEachReadByTheirOwn() async throws {
        // Given: a page whose second row has its columns in another order and a third with one missing
        let query = DataServiceQuery(table: "F4209", columns: ["DOCO", "ASTS"], conditions: [], matchAll: true, orderBy: [], pageSize: 10)
        let transport = FakeTransport([.response(200, Fixtures.page(rows: """
            {"F4209_DOCO": 1, "F4209_ASTS": "1N"}, {"F4209_ASTS": "2N", "F4209_DOCO": 2}, {"F4209_DOCO": 3},
            {"F4209_DOCO": 4, "F4209_ASTS": "4N"}
            """, more: false))])
        // When
        let rows = try await Fixtures.client(transport).dataService.browseAll(query, session: Fixtures.session)
        // Then
        #expect(rows.map { $0.int("DOCO") } == [1, 2, 3, 4])
        #expect(rows.map { $0.string("ASTS") } == ["1N", "2N", nil, "4N"])
        // And read through aliases, each row answers the same
        let aliases = ColumnAliases(["ASTS", "DOCO"])
        #expect(rows.map { $0.reading(aliases).int(1) } == [1, 2, 3, 4])
        #expect(rows.map { $0.reading(aliases).string(0) } == ["1N", "2N", nil, "4N"])
    }
}
