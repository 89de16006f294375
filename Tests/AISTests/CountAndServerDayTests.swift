import AIS
import Foundation
import Testing

/// Counting (§3, optional on a server) and the server's day read from its answers' time stamps.
@Suite struct CountAndServerDayTests {
    let query = DataServiceQuery(table: "F4209", columns: ["DOCO"],
                                 conditions: [Condition(column: "RPER", op: .equal, values: ["4242"]),
                                              Condition(column: "ASTS", op: .list, values: ["1N", "2N"])])

    @Test func aCountAsksForAnAggregationWithTheQuerysConditions() async throws {
        // Given
        let transport = FakeTransport([.response(200, #"{ "ds_F4209": { "output": [ { "COUNT": 24 } ] } }"#)])
        // When
        let count = try await Fixtures.client(transport).dataService.count(query, session: Fixtures.session)
        // Then
        #expect(count == .counted(24, serverDay: nil))
        let body = try transport.body(of: 0)
        #expect(body["dataServiceType"]?.text == "AGGREGATION")
        #expect(body["targetName"]?.text == "F4209")
        #expect(body["aggregation"]?["aggregations"]?.arrayValue?.first?["aggregation"]?.text == "COUNT")
        #expect(body["aggregation"]?["aggregations"]?.arrayValue?.first?["column"]?.text == "*")
        #expect(body["query"]?["condition"]?.arrayValue?.count == 2)
        #expect(body["returnControlIDs"] == nil)
        #expect(body["token"]?.text == Fixtures.session.token)
    }

    @Test func aCountInTheRealShapesGivesTheServersDay() async throws {
        let transport = FakeTransport([.response(200, """
            { "ds_F4209": { "output": [ { "COUNT": 3 } ] }, "stackId": 1, "stateId": 1, "rid": "48e401e5950224d",
              "currentApp": "DATABROWSE_F4209", "timeStamp": "2026-11-22:23.59.58", "sysErrors": [], "deprecated": true }
            """)])
        let count = try await Fixtures.client(transport).dataService.count(query, session: Fixtures.session)
        #expect(count == .counted(3, serverDay: LocalDate(year: 2026, month: 11, day: 22)))
    }

    @Test func aServerThatRefusesToCountIsAskedOnceAndSaidNotToCount() async throws {
        // Given: an AIS server without aggregation answers 500
        let transport = FakeTransport([.response(500, #"{ "message": "Unsupported dataServiceType", "exception": "Exception" }"#)])
        // When
        let count = try await Fixtures.client(transport).dataService.count(query, session: Fixtures.session)
        // Then: no retry of a refusal
        #expect(count == .notOffered)
        #expect(transport.sent.count == 1)
    }

    @Test func anAnswerWithoutACountMeansNoCounting() async throws {
        let transport = FakeTransport([.response(200, Fixtures.page(rows: "", more: false))])
        #expect(try await Fixtures.client(transport).dataService.count(query, session: Fixtures.session) == .notOffered)
    }

    @Test func aLostSessionOrAGatewayIsAnErrorNotARefusal() async throws {
        let ended = FakeTransport([.response(444, #"{ "message": "Invalid Token" }"#)])
        await #expect(throws: AISError.invalidToken) { try await Fixtures.client(ended).dataService.count(query, session: Fixtures.session) }
        let gateway = FakeTransport([.response(503, "<html>Service Unavailable</html>")])
        await #expect(throws: AISError.self) { try await Fixtures.client(gateway).dataService.count(query, session: Fixtures.session) }
    }

    @Test func aLostAnswerIsAskedAgain() async throws {
        let transport = FakeTransport([.failure(.timeout), .response(200, #"{ "ds_F4209": { "output": [ { "COUNT": 7 } ] } }"#)])
        #expect(try await Fixtures.client(transport).dataService.count(query, session: Fixtures.session) == .counted(7, serverDay: nil))
        #expect(transport.sent.count == 2)
    }

    @Test func everyPageSaysTheServersDayFromItsTimeStamp() async throws {
        // Given: the first page stamped late on the 22nd, the second early on the 23rd
        let first = Fixtures.page(rows: #"{ "F4209_DOCO": 2 }"#, more: true, next: "http://ais.test:9300/jderest/v2/dataservice/next?stackId=1")
            .replacingOccurrences(of: #""sysErrors": []"#, with: #""timeStamp": "2026-11-22:23.59.59", "sysErrors": []"#)
        let second = Fixtures.page(rows: #"{ "F4209_DOCO": 1 }"#, more: false)
            .replacingOccurrences(of: #""sysErrors": []"#, with: #""timeStamp": "2026-11-23:00.00.01", "sysErrors": []"#)
        let transport = FakeTransport([.response(200, first), .response(200, second)])
        let pages = PageLog()
        // When
        try await Fixtures.client(transport).dataService.browse(query, session: Fixtures.session) { pages.add($0) }
        // Then
        #expect(pages.all.map(\.serverDay) == [LocalDate(year: 2026, month: 11, day: 22), LocalDate(year: 2026, month: 11, day: 23)])
    }

    @Test func timeStampsInEachShapeNameTheirDay() {
        let day = LocalDate(year: 2017, month: 11, day: 17)
        #expect(ServerTimeStamp.day(of: "2017-11-17:14.27.28") == day)
        #expect(ServerTimeStamp.day(of: "2017-11-17T14:27:28.934+0000") == day)
        #expect(ServerTimeStamp.day(of: "2017-11-17 14:27:28") == day)
        #expect(ServerTimeStamp.day(of: "2017-11-17") == day)
        #expect(ServerTimeStamp.day(of: "11/17/2017 14:27:28") == nil)
        #expect(ServerTimeStamp.day(of: "2017-13-45:14.27.28") == nil)
        #expect(ServerTimeStamp.day(of: "2017-11-17x") == nil)
        #expect(ServerTimeStamp.day(of: "") == nil)
        #expect(ServerTimeStamp.day(in: .object([("jde__startTimestamp", .string("2026-11-22T10:31:06.120+0000"))]))
                == LocalDate(year: 2026, month: 11, day: 22))
    }
}
