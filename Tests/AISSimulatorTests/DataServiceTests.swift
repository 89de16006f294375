@testable import AISSimulator
import Testing

@Suite struct DataServiceTests {
    @Test func theQueueAnswersTheContractsShape() async throws {
        let harness = try SimulatorHarness(orders: 12)
        defer { harness.stop() }
        let login = try await harness.login()
        // When DEMO reads its approval queue
        let reply = try await harness.queue(login)
        // Then the rows are F4209_* keyed, DEMO's, awaiting, newest first, with the grid's metadata
        #expect(reply.status == 200)
        let form = reply.json["fs_DATABROWSE_F4209"]
        #expect(form?["title"] == "Data Browser - F4209 [Held Orders]")
        #expect(form?["data"]?["gridData"]?["columns"]?["F4209_DOCO"] == "Order Number")
        #expect(reply.json["currentApp"] == "DATABROWSE_F4209")
        #expect(reply.json["sysErrors"] == [])
        let rows = reply.json.rows("F4209")
        #expect(rows.count == 12)
        #expect(rows.allSatisfy { $0["F4209_RPER"] == 4242 && ["1N", "2N"].contains($0["F4209_ASTS"]?.stringValue ?? "") })
        let numbers = rows.compactMap { $0["F4209_DOCO"]?.intValue }
        #expect(numbers == numbers.sorted(by: >))
        #expect(form?["data"]?["gridData"]?["summary"]?["records"] == 12)
        #expect(reply.json.moreRecords("F4209") == false)
        #expect(reply.json["links"] == nil)
        // And approval rows carry no business unit (a blank is one space), dates are yyyyMMdd (real servers'
        // shape), and each row says when it was written
        let first = try #require(rows.first)
        #expect(first["F4209_MCU"] == " ")
        #expect(first["F4209_TRDJ"]?.stringValue?.wholeMatch(of: /\d{8}/) != nil)
        #expect(first["F4209_RDJ"]?.stringValue?.wholeMatch(of: /\d{8}/) != nil)
        #expect((first["F4209_RDT"]?.intValue ?? 0) > 0)
    }

    @Test func returnControlIDsChooseTheColumns() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let reply = try await harness.browse(login, table: "F4301", columns: ["DOCO", "OTOT"], pageSize: "2")
        let row = try #require(reply.json.rows("F4301").first)
        guard case .object(let pairs) = row else { Issue.record("a row is not an object"); return }
        #expect(pairs.map(\.0) == ["F4301_DOCO", "F4301_OTOT"])
    }

    @Test func pagingReachesTheLastRowThroughTheNextLinks() async throws {
        let harness = try SimulatorHarness(orders: 23)
        defer { harness.stop() }
        let login = try await harness.login()
        // Given a first page of 5 of DEMO's 23 queue rows
        var reply = try await harness.queue(login, pageSize: "5")
        var numbers = reply.json.rows("F4209").compactMap { $0["F4209_DOCO"]?.intValue }
        var pages = 1
        // When the client follows each next link
        while let href = reply.json.nextHref {
            #expect(href.contains("/jderest/v2/dataservice/next?"))
            #expect(href.contains("returnControlIDs=F4209.DOCO|"))
            reply = try await harness.post(href, .object(login.credentials))
            #expect(reply.status == 200)
            numbers += reply.json.rows("F4209").compactMap { $0["F4209_DOCO"]?.intValue }
            pages += 1
        }
        // Then every row came exactly once, in order, and the last page says there is no more
        #expect(pages == 5)
        #expect(numbers.count == 23)
        #expect(Set(numbers).count == 23)
        #expect(numbers == numbers.sorted(by: >))
        #expect(reply.json.moreRecords("F4209") == false)
    }

    @Test func aResultSetIsACursorRowsDecidedBetweenPagesNeitherShiftNorReappear() async throws {
        let harness = try SimulatorHarness(orders: 12)
        defer { harness.stop() }
        let login = try await harness.login()
        let all = try await harness.queue(login).json.rows("F4209").compactMap { $0["F4209_DOCO"]?.intValue }
        // Given the first page of 4 of DEMO's 12 queue rows
        let first = try await harness.queue(login, pageSize: "4")
        let firstRows = first.json.rows("F4209")
        #expect(firstRows.compactMap { $0["F4209_DOCO"]?.intValue } == Array(all.prefix(4)))
        // When an order of that page and one of the next are approved before the next page is read
        #expect(try await harness.decide(login, order: try #require(firstRows.first)).status == 200)
        let fifth = try #require(try await harness.queue(login).json.rows("F4209").first { $0["F4209_DOCO"]?.intValue == all[4] })
        #expect(try await harness.decide(login, order: fifth).status == 200)
        let second = try await harness.post(try #require(first.json.nextHref), .object(login.credentials))
        // Then the next page goes on after the first page's last row: nothing skipped (a query run again
        // from an offset would skip one), and the order decided meanwhile is not sent as awaiting
        #expect(second.json.rows("F4209").compactMap { $0["F4209_DOCO"]?.intValue } == [all[5], all[6], all[7]])
        #expect(second.json.moreRecords("F4209") == true)
    }

    @Test func withoutNextPageProcessingThereIsNoLink() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let reply = try await harness.browse(login, table: "F4311", pageSize: "3", nextPages: false)
        #expect(reply.json.rows("F4311").count == 3)
        #expect(reply.json.moreRecords("F4311") == true)
        #expect(reply.json["links"] == nil)
    }

    @Test func thePageSizeIsCapped() async throws {
        let harness = try SimulatorHarness(orders: 40) { $0.maxPageSize = 25 }
        defer { harness.stop() }
        let login = try await harness.login()
        let reply = try await harness.browse(login, table: "F4311", pageSize: "5000")
        #expect(reply.json.rows("F4311").count == 25)
        #expect(reply.json.moreRecords("F4311") == true)
    }

    @Test func anExpiredResultSetAnswersJASMSG347() async throws {
        let harness = try SimulatorHarness(orders: 20)
        defer { harness.stop() }
        let login = try await harness.login()
        let first = try await harness.queue(login, pageSize: "5")
        let href = try #require(first.json.nextHref)
        // When the result set expires before its next page
        _ = try await harness.admin("POST", "/resultsets/expire")
        let reply = try await harness.post(href, .object(login.credentials))
        // Then the next page answers 500 with the contract's body
        #expect(reply.status == 500)
        let message = "JAS_MSG347: The query results expired.  Refresh them by clicking Find again."
        #expect(reply.json == ["sysErrors": [["TITLE": .string(message), "DESC": .string(message)]]])
    }

    @Test func aResultSetExpiresAfterItsLifetime() async throws {
        let harness = try SimulatorHarness(orders: 20) { $0.resultSetLifetime = 0 }
        defer { harness.stop() }
        let login = try await harness.login()
        let first = try await harness.queue(login, pageSize: "5")
        let reply = try await harness.post(try #require(first.json.nextHref), .object(login.credentials))
        #expect(reply.status == 500)
        #expect(reply.json["sysErrors"]?[0]?["TITLE"]?.stringValue?.hasPrefix("JAS_MSG347") == true)
    }

    @Test func anotherSessionCannotPageMyResultSet() async throws {
        let harness = try SimulatorHarness(orders: 20)
        defer { harness.stop() }
        let mine = try await harness.login(device: "a")
        let theirs = try await harness.login(device: "b")
        let first = try await harness.queue(mine, pageSize: "5")
        let reply = try await harness.post(try #require(first.json.nextHref), .object(theirs.credentials))
        #expect(reply.status == 500)
    }

    /// The demo's order types are OP and OS: each operator must keep exactly the orders of the expected types.
    static let stringCases: [(String, [String], Set<String>)] = [
        ("EQUAL", ["OP"], ["OP"]), ("NOT_EQUAL", ["OP"], ["OS"]), ("LIST", ["OS", "OP"], ["OP", "OS"]),
        ("STR_START_WITH", ["O"], ["OP", "OS"]), ("STR_END_WITH", ["S"], ["OS"]), ("STR_CONTAIN", ["P"], ["OP"]),
        ("STR_NOT_BLANK", [], ["OP", "OS"]), ("STR_BLANK", [], []),
    ]

    @Test(arguments: stringCases)
    func stringOperatorsFilterRows(op: String, values: [String], types: Set<String>) async throws {
        let harness = try SimulatorHarness(orders: 40)
        defer { harness.stop() }
        let login = try await harness.login()
        let all = try await harness.browse(login, table: "F4301", columns: ["DOCO", "DCTO"], pageSize: "1000")
        let reply = try await harness.browse(login, table: "F4301", columns: ["DOCO", "DCTO"], conditions: [("DCTO", op, values)], pageSize: "1000")
        #expect(reply.status == 200)
        let want = all.json.rows("F4301").filter { types.contains($0["F4301_DCTO"]?.stringValue ?? "") }.compactMap { $0["F4301_DOCO"]?.intValue }
        let got = reply.json.rows("F4301").compactMap { $0["F4301_DOCO"]?.intValue }
        #expect(got == want)
    }

    @Test func numberOperatorsAndMatchAny() async throws {
        let harness = try SimulatorHarness(orders: 30)
        defer { harness.stop() }
        let login = try await harness.login()
        let low = DemoDataGenerator.firstOrderNumber + 3, high = DemoDataGenerator.firstOrderNumber + 9
        func numbers(_ conditions: [(String, String, [String])], any: Bool = false) async throws -> [Int] {
            try await harness.browse(login, table: "F4301", columns: ["DOCO"], conditions: conditions, matchAny: any, pageSize: "1000")
                .json.rows("F4301").compactMap { $0["F4301_DOCO"]?.intValue }
        }
        #expect(try await numbers([("DOCO", "BETWEEN", ["\(low)", "\(high)"])]) == Array(low...high))
        #expect(try await numbers([("DOCO", "GREATER", ["\(low)"]), ("DOCO", "LESS_EQUAL", ["\(high)"])]) == Array(low + 1...high))
        let outside = try await numbers([("DOCO", "GREATER_EQUAL", ["\(high)"]), ("DOCO", "LESS", ["\(low)"])], any: true)
        let everything = try await numbers([])
        #expect(outside == everything.filter { $0 >= high || $0 < low })
    }

    @Test func dateConditionsUseTheUsersFormat() async throws {
        let harness = try SimulatorHarness(orders: 30)
        defer { harness.stop() }
        // Given MARIE (dd/MM/yyyy) and DEMO (MM/dd/yyyy) asking for the same orders by date
        let marie = try await harness.login("MARIE")
        let demo = try await harness.login("DEMO")
        let marieRows = try await harness.browse(marie, table: "F4301", columns: ["DOCO", "TRDJ"],
                                                 conditions: [("TRDJ", "GREATER_EQUAL", ["01/10/2026"])], pageSize: "1000")
        let demoRows = try await harness.browse(demo, table: "F4301", columns: ["DOCO", "TRDJ"],
                                                conditions: [("TRDJ", "GREATER_EQUAL", ["10/01/2026"])], pageSize: "1000")
        // Then both get the same orders, with the same yyyyMMdd dates in the rows
        #expect(marieRows.status == 200)
        let marieNumbers = marieRows.json.rows("F4301").compactMap { $0["F4301_DOCO"]?.intValue }
        #expect(!marieNumbers.isEmpty)
        #expect(marieNumbers == demoRows.json.rows("F4301").compactMap { $0["F4301_DOCO"]?.intValue })
        let marieDate = try #require(marieRows.json.rows("F4301").first?["F4301_TRDJ"]?.stringValue)
        #expect(marieDate == demoRows.json.rows("F4301").first?["F4301_TRDJ"]?.stringValue)
        #expect(marieDate >= "20261001")
    }

    @Test func inTidyShapesRowDatesAreInTheUsersFormat() async throws {
        let harness = try SimulatorHarness(orders: 30) { $0.shapes = .tidy }
        defer { harness.stop() }
        let marie = try await harness.login("MARIE")
        let demo = try await harness.login("DEMO")
        let marieRows = try await harness.browse(marie, table: "F4301", columns: ["DOCO", "TRDJ"], pageSize: "1")
        let demoRows = try await harness.browse(demo, table: "F4301", columns: ["DOCO", "TRDJ"], pageSize: "1")
        let marieDate = try #require(marieRows.json.rows("F4301").first?["F4301_TRDJ"]?.stringValue)
        let demoDate = try #require(demoRows.json.rows("F4301").first?["F4301_TRDJ"]?.stringValue)
        let parts = demoDate.split(separator: "/").map(String.init)
        #expect(marieDate == "\(parts[1])/\(parts[0])/\(parts[2])")
    }

    @Test func businessUnitConditionsMatchTrimmedCodes() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let reply = try await harness.browse(login, table: "F40095", conditions: [("TERM", "EQUAL", ["DEMO"])])
        #expect(reply.json.rows("F40095").first?["F40095_MCU"] == "         M30")
        let byBranch = try await harness.browse(login, table: "F0006", conditions: [("MCU", "EQUAL", ["M30"])])
        #expect(byBranch.json.rows("F0006").count == 1)
    }

    static func condition(_ column: String, _ op: String, _ values: [String]) -> JSONValue {
        let list: [JSONValue] = values.map { ["content": .string($0)] }
        let one: JSONValue = ["controlId": .string(column), "operator": .string(op), "value": .array(list)]
        return ["condition": [one]]
    }

    static let invalidRequests: [JSONValue] = [
        ["targetName": "F9999"],
        ["targetName": "F4209", "returnControlIDs": "F4209.DOCO|F4209.NOPE"],
        ["targetName": "F4209", "returnControlIDs": "F4209.DOCO; DROP TABLE F4209"],
        ["targetName": "F4209", "query": condition("F4209.DOCO", "LIKE", ["1"])],
        ["targetName": "F4209", "query": condition("F4209.DOCO", "EQUAL", ["abc"])],
        ["targetName": "F4209", "query": condition("F4209.DOCO", "BETWEEN", ["1"])],
        ["targetName": "F4209", "query": condition("F4209.TRDJ", "EQUAL", ["2026-11-01"])],
        ["targetName": "F4209", "query": condition("F4209.DOCO", "STR_CONTAIN", ["1"])],
        ["targetName": "F4209", "aggregation": ["orderBy": [["column": "F4209.DOCO; --", "direction": "DESC"]]]],
        ["targetName": "F4209", "maxPageSize": "many"],
        ["targetName": "F4209", "dataServiceType": "UPDATE"],
    ]

    @Test(arguments: invalidRequests)
    func invalidRequestsAreRefusedWithAnErrorBody(_ fields: JSONValue) async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        guard case .object(let pairs) = fields else { return }
        let reply = try await harness.post("/v2/dataservice", .object(login.credentials + pairs))
        #expect(reply.status == 500)
        #expect(reply.json["jde__status"] == "ERROR")
        #expect(reply.json["message"]?.stringValue?.isEmpty == false)
    }

    @Test func clientTextNeverBecomesSQL() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        // When a value holds SQL
        let reply = try await harness.browse(login, table: "F0101", conditions: [("ALPH", "STR_CONTAIN", ["' OR 1=1; DROP TABLE F0101; --"])])
        let counts = try await harness.admin("GET", "/counts")
        // Then it is only a value: no row matches, and the table is still there
        #expect(reply.status == 200)
        #expect(reply.json.rows("F0101").isEmpty)
        #expect((counts.json["F0101"]?.intValue ?? 0) > 600)
    }
}
