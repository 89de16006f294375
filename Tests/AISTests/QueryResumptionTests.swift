import AIS
import Foundation
import Testing

/// A read whose result set is lost goes on from the rows not yet passed on (`QueryResumption`).
@Suite struct QueryResumptionTests {
    let query = DataServiceQuery(table: "F4209", columns: ["DOCO", "ASTS"],
                                 conditions: [Condition(column: "RPER", op: .equal, values: ["4242"]),
                                              Condition(column: "ASTS", op: .list, values: ["1N", "2N"])],
                                 matchAll: true, orderBy: [.init(column: "DOCO", ascending: false)], pageSize: 3)

    func page(_ numbers: [Int], more: Bool) -> String {
        Fixtures.page(rows: numbers.map { "{\"F4209_DOCO\": \($0)}" }.joined(separator: ", "), more: more,
                      next: more ? "http://ais.test:9300/jderest/v2/dataservice/next?rid=\(numbers.last ?? 0)" : nil)
    }

    /// The conditions a request asked for, as "COLUMN OPERATOR value".
    func conditions(of transport: FakeTransport, _ index: Int) throws -> [String] {
        try (transport.body(of: index)["query"]?["condition"]?.arrayValue ?? []).map { condition in
            let values = (condition["value"]?.arrayValue ?? []).compactMap { $0["content"]?.text }
            return "\(condition["controlId"]?.text ?? "") \(condition["operator"]?.text ?? "") \(values.joined(separator: ","))"
        }
    }

    @Test(arguments: [AISError.pageExpired, .unreachable("connection dropped"), .timeout])
    func aLostNextPageGoesOnFromTheFirstNumberNotYetComplete(fault: AISError) async throws {
        // Given: the first page ends inside order 4 (more of its rows may follow), then the next page is lost
        let transport = FakeTransport([
            .response(200, page([5, 4, 4], more: true)),
            fault == .pageExpired ? .response(500, Fixtures.expired) : .failure(fault),
            .response(200, page([4, 4, 4], more: true)),
            .response(200, page([3, 2], more: false)),
        ])
        let log = PageLog()
        // When
        try await Fixtures.client(transport).dataService.browse(query, session: Fixtures.session) { log.add($0) }
        // Then: the query ran again narrowed to orders 4 and below, and every row came once
        #expect(log.all.flatMap { $0.rows.compactMap { $0.int("DOCO") } } == [5, 4, 4, 4, 3, 2])
        #expect(log.all.allSatisfy { !$0.restarted })
        #expect(transport.sent.map { $0.url.path.hasSuffix("/next") } == [false, true, false, true])
        #expect(try conditions(of: transport, 2) == ["F4209.RPER EQUAL 4242", "F4209.ASTS LIST 1N,2N", "F4209.DOCO LESS_EQUAL 4"])
        #expect(try transport.body(of: 2)["query"]?["matchType"]?.text == "MATCH_ALL")
    }

    @Test func anAscendingQueryIsNarrowedFromBelow() async throws {
        var ascending = query
        ascending.orderBy = [.init(column: "DOCO", ascending: true)]
        let transport = FakeTransport([
            .response(200, page([1, 2], more: true)), .response(500, Fixtures.expired), .response(200, page([2, 3], more: false)),
        ])
        let rows = try await Fixtures.client(transport).dataService.browseAll(ascending, session: Fixtures.session)
        #expect(rows.compactMap { $0.int("DOCO") } == [1, 2, 3])
        #expect(try conditions(of: transport, 2).last == "F4209.DOCO GREATER_EQUAL 2")
    }

    @Test func aReadLosingEveryNextPageFinishesWhileEachQueryGetsFurther() async throws {
        // Given: every next page is lost (more times in a row than maxQueryRestarts), but each narrowed
        // query's first page passes on at least one more order
        var answers: [FakeTransport.Answer] = []
        for top in stride(from: 12, to: 2, by: -1) {
            answers += [.response(200, page([top, top - 1], more: true)), .response(500, Fixtures.expired)]
        }
        answers.append(.response(200, page([2, 1], more: false)))
        let transport = FakeTransport(answers)
        // When
        let rows = try await Fixtures.client(transport).dataService.browseAll(query, session: Fixtures.session)
        // Then
        #expect(rows.compactMap { $0.int("DOCO") } == Array((1...12).reversed()))
        #expect(try conditions(of: transport, 2).last == "F4209.DOCO LESS_EQUAL 11")
        #expect(try conditions(of: transport, 20).last == "F4209.DOCO LESS_EQUAL 2")
    }

    @Test func givesUpWhenNarrowedQueriesGetNoFurther() async {
        // Given: one order fills every page, and every next page is lost
        var answers: [FakeTransport.Answer] = []
        for _ in 0..<10 { answers += [.response(200, page([7, 7, 7], more: true)), .response(500, Fixtures.expired)] }
        let transport = FakeTransport(answers)
        // When, Then
        await #expect(throws: AISError.pageExpired) {
            _ = try await Fixtures.client(transport).dataService.browseAll(query, session: Fixtures.session)
        }
        #expect(transport.sent.count == 2 * (Fixtures.configuration.maxQueryRestarts + 1))
    }

    @Test func aServerThatDoesNotSortAsAskedMakesTheReadStartAgainFromTheFirstPage() async throws {
        // Given: rows in ascending order for a descending query: narrowing would skip rows
        let transport = FakeTransport([
            .response(200, page([1, 3], more: true)), .response(500, Fixtures.expired),
            .response(200, page([1, 3], more: true)), .response(200, page([2], more: false)),
        ])
        let log = PageLog()
        // When
        try await Fixtures.client(transport).dataService.browse(query, session: Fixtures.session) { log.add($0) }
        // Then: the same query ran again, and what was passed on before is marked to be dropped
        #expect(try conditions(of: transport, 2).count == 2)
        #expect(log.all.map(\.restarted) == [false, true, false])
        #expect(log.all.last?.rows.compactMap { $0.int("DOCO") } == [2])
    }

    @Test(arguments: ["missing", "text"])
    func rowsWithoutANumberToSortByMakeTheReadStartAgain(kind: String) async throws {
        let odd = kind == "missing" ? #"{"F4209_ASTS": "1N"}"# : #"{"F4209_DOCO": "four"}"#
        let first = Fixtures.page(rows: #"{"F4209_DOCO": 5}, "# + odd, more: true, next: "http://ais.test:9300/jderest/v2/dataservice/next?rid=a")
        let transport = FakeTransport([
            .response(200, first), .response(500, Fixtures.expired),
            .response(200, first), .response(200, page([3], more: false)),
        ])
        let rows = try await Fixtures.client(transport).dataService.browseAll(query, session: Fixtures.session)
        #expect(rows.count == 3)
        #expect(try conditions(of: transport, 2).count == 2)
    }

    @Test func aMatchAnyQueryStartsAgainFromItsFirstPage() async throws {
        // Given: one more condition would widen a MATCH_ANY query, not narrow it
        var any = query
        any.matchAll = false
        let transport = FakeTransport([
            .response(200, page([5, 4], more: true)), .response(500, Fixtures.expired),
            .response(200, page([5, 4], more: true)), .response(200, page([3], more: false)),
        ])
        let rows = try await Fixtures.client(transport).dataService.browseAll(any, session: Fixtures.session)
        #expect(rows.compactMap { $0.int("DOCO") } == [5, 4, 3])
        #expect(try conditions(of: transport, 2).count == 2)
        #expect(try transport.body(of: 2)["query"]?["matchType"]?.text == "MATCH_ANY")
    }
}
