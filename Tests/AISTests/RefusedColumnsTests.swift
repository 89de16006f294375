@testable import AIS
import Foundation
import Testing

/// A `500` naming columns a read asked for is "this site's table lacks them" (contract §4.1): told as
/// such, never retried, never a permission.
@Suite struct RefusedColumnsTests {
    private static func refusal(_ message: String) -> String {
        #"{"message":"\#(message)","exception":"Exception","jde__status":"ERROR"}"#
    }

    private static let query = DataServiceQuery(
        table: "F4209", columns: ["DOCO", "UPMJ", "TDAY"],
        conditions: [Condition(column: "RPER", op: .equal, values: ["4242"])], orderBy: [.init(column: "DOCO", ascending: false)])

    @Test func aRefusalNamingColumnsOfTheReadIsTheTableLackingThemAskedOnce() async throws {
        // Given a server that refuses the read naming two of its columns
        let transport = FakeTransport([.response(500, Self.refusal("Invalid column(s) for F4209: F4209.TDAY, F4209.UPMJ"))])
        let sut = Fixtures.client(transport)
        // When the read is made
        await #expect(throws: AISError.columnsRefused(table: "F4209", columns: ["TDAY", "UPMJ"],
                                                     message: "Invalid column(s) for F4209: F4209.TDAY, F4209.UPMJ")) {
            _ = try await sut.dataService.browseAll(Self.query, session: Fixtures.session)
        }
        // Then it was asked once (a refusal is not transient), and the message says what the site lacks
        #expect(transport.sent.count == 1)
        let message = AISError.columnsRefused(table: "F4209", columns: ["UPMJ"], message: "").userMessage
        #expect(message.contains("This site's F4209 has no column UPMJ") && !message.contains("Not allowed"))
    }

    @Test func theUnderscoreFormAndAConditionsColumnCountToo() {
        let body = Self.query.body(maxPageSize: 500)
        #expect(RefusedColumns(message: "Unknown column F4209_RPER", body: body)?.columns == ["RPER"])
    }

    @Test func aRefusalNamingNoColumnOfTheReadOrOnlyALongerNameIsAnOrdinaryServerError() {
        let body = Self.query.body(maxPageSize: 500)
        #expect(RefusedColumns(message: "Database down", body: body) == nil)
        #expect(RefusedColumns(message: "Invalid column F4209.DOCOX", body: body) == nil)
        #expect(RefusedColumns(message: "Invalid column F4301.DOCO", body: body) == nil)
    }
}

/// A read that can do without a column this site's table lacks reads again without it, and leaves it out
/// of later reads; one that needs it fails, naming it.
@Suite struct LackingColumnsTests {
    private static let refusal = #"{"message":"Invalid column(s) for F4209: F4209.RDT","exception":"Exception"}"#

    private static func query(optional: [String]) -> DataServiceQuery {
        var query = DataServiceQuery(table: "F4209", columns: ["DOCO", "RDJ", "RDT"],
                                     conditions: [Condition(column: "RPER", op: .equal, values: ["4242"])])
        query.optionalColumns = optional
        return query
    }

    @Test func anOptionalColumnRefusedIsLeftOutOfThisReadAndTheNext() async throws {
        // Given: a site whose F4209 lacks RDT
        let transport = FakeTransport([
            .response(500, Self.refusal),
            .response(200, Fixtures.page(rows: #"{"F4209_DOCO": 4001, "F4209_RDJ": "20261120"}"#, more: false)),
            .response(200, Fixtures.page(rows: #"{"F4209_DOCO": 4002, "F4209_RDJ": "20261121"}"#, more: false)),
        ])
        let sut = Fixtures.client(transport)
        // When: the read marks RDT optional, twice
        let first = try await sut.dataService.browseAll(Self.query(optional: ["RDT"]), session: Fixtures.session)
        let second = try await sut.dataService.browseAll(Self.query(optional: ["RDT"]), session: Fixtures.session)
        // Then: the rows came; the second and third requests asked without RDT; nothing was refused twice
        #expect(first.first?.int("DOCO") == 4001 && second.first?.int("DOCO") == 4002)
        #expect(transport.sent.count == 3)
        for i in [1, 2] {
            let ids = try transport.body(of: i)["returnControlIDs"]?.text ?? ""
            #expect(ids == "F4209.DOCO|F4209.RDJ", "\(ids)")
        }
    }

    @Test func aNeededColumnRefusedFailsNamingIt() async throws {
        // Given the same site, and a read that needs RDT
        let transport = FakeTransport([.response(500, Self.refusal)])
        let sut = Fixtures.client(transport)
        // Then
        await #expect(throws: AISError.columnsRefused(table: "F4209", columns: ["RDT"], message: "Invalid column(s) for F4209: F4209.RDT")) {
            _ = try await sut.dataService.browseAll(Self.query(optional: []), session: Fixtures.session)
        }
        #expect(transport.sent.count == 1)
    }
}
