@testable import AISSimulator
import Foundation
import Store
import Testing

/// The simulator answers in the shapes real AIS servers send (contract §9) unless told `--shapes tidy`.
@Suite struct RealShapesTests {
    @Test func rowDatesAreYyyyMMddWhateverTheUsersFormatAndBlankDatesAreNull() async throws {
        let harness = try SimulatorHarness(orders: 12)
        defer { harness.stop() }
        // Given DEMO (MM/dd/yyyy) and MARIE (dd/MM/yyyy)
        let demo = try await harness.login("DEMO")
        let marie = try await harness.login("MARIE")
        // When both read the same orders
        // (rows awaiting DEMO: the demo's history, orders 3001…, holds DEMO's decided rows first)
        let awaiting = [("RPER", "EQUAL", ["4242"]), ("ASTS", "LIST", ["1N", "2N"])]
        let demoRows = try await harness.browse(demo, table: "F4209", conditions: awaiting, orderBy: [("DOCO", "ASC")])
        let marieRows = try await harness.browse(marie, table: "F4209", conditions: awaiting, orderBy: [("DOCO", "ASC")])
        // Then the dates are the same yyyyMMdd strings for both
        let sut = try #require(demoRows.json.rows("F4209").first)
        let addedDate = try #require(sut["F4209_TRDJ"]?.stringValue)
        #expect(addedDate.wholeMatch(of: /20\d{6}/) != nil)
        #expect(marieRows.json.rows("F4209").first?["F4209_TRDJ"]?.stringValue == addedDate)
        #expect(marieRows.json.rows("F4209").first?["F4209_RDJ"] == sut["F4209_RDJ"])
    }

    @Test func aBlankDateIsWrittenNull() throws {
        // Given a row whose date is blank, as a stored row without one holds it
        let database = try Database()
        let table = TableCatalog.heldOrders
        var sut = RowsetWriter(table: table, columns: [table.column("DOCO")!, table.column("RDJ")!], shapes: .real,
                               format: SimpleDateFormat("MM/dd/yyyy")!, hostile: false)
        // When the rowset is written in the real shapes
        try database.read { try $0.forEachInPlace("SELECT 4001 AS DOCO, '' AS RDJ") { sut.append($0) } }
        // Then the date is null
        #expect(String(decoding: sut.json(), as: UTF8.self) == #"[{"F4209_DOCO":4001,"F4209_RDJ":null}]"#)
    }

    @Test func blankStringsAreOneSpaceAndCodesKeepTheirPadding() async throws {
        let harness = try SimulatorHarness(orders: 12)
        defer { harness.stop() }
        let login = try await harness.login()
        // When DEMO reads its queue (approval rows: no business unit, no approver type) and its order headers
        let sut = try #require(try await harness.queue(login).json.rows("F4209").first)
        let header = try #require(try await harness.browse(login, table: "F4301", pageSize: "1").json.rows("F4301").first)
        // Then blanks are one space and the header's business unit is right-justified to 12
        #expect(sut["F4209_MCU"] == " ")
        #expect(sut["F4209_ATY"] == " ")
        #expect(header["F4301_MCU"]?.stringValue?.count == 12)
        #expect(header["F4301_MCU"]?.stringValue?.hasPrefix("         ") == true)
    }

    @Test func wholeNumbersAreIntegersAndOthersKeepTheirDecimals() {
        // Given line numbers 1.000 and 1.001 (a numeric column mixes both on real servers)
        let lnid = ColumnSpec(alias: "LNID", kind: .decimal, title: "Line Number")
        // When they are written in the real shapes
        let whole = DataService.realJSON(.real(1), column: lnid, hostile: false)
        let fraction = DataService.realJSON(.real(1.001), column: lnid, hostile: false)
        // Then the first is a JSON integer and the second a decimal
        #expect(whole == .int(1))
        #expect(JSONWriter.string(["F4311_LNID": whole]) == #"{"F4311_LNID":1}"#)
        #expect(JSONWriter.string(["F4311_LNID": fraction]) == #"{"F4311_LNID":1.001}"#)
    }

    @Test func everyDataServiceAnswerCarriesTheRealTopLevelExtras() async throws {
        let harness = try SimulatorHarness(orders: 12)
        defer { harness.stop() }
        let login = try await harness.login()
        // When DEMO reads a page
        let sut = try await harness.queue(login, pageSize: "5").json
        // Then the answer has the extras real servers add
        #expect(sut["stackId"]?.intValue != nil)
        #expect(sut["stateId"]?.intValue != nil)
        #expect(sut["rid"]?.stringValue?.wholeMatch(of: /[0-9a-f]{15,16}/) != nil)
        #expect(sut["currentApp"] == "DATABROWSE_F4209")
        #expect(sut["timeStamp"]?.stringValue?.wholeMatch(of: /\d{4}-\d\d-\d\d:\d\d\.\d\d\.\d\d/) != nil)
        #expect(sut["sysErrors"] == [])
        #expect(sut["deprecated"] == true)
    }

    @Test func summaryRecordsCountsThisPageAndTheNextLinkCarriesTheToken() async throws {
        let harness = try SimulatorHarness(orders: 12)
        defer { harness.stop() }
        let login = try await harness.login()
        // When DEMO reads the first 5 of its 12 queue rows
        let first = try await harness.queue(login, pageSize: "5")
        // Then the summary counts 5 rows, more are coming, and the link carries the token URL-encoded
        let summary = first.json["fs_DATABROWSE_F4209"]?["data"]?["gridData"]?["summary"]
        #expect(summary?["records"] == 5)
        #expect(summary?["moreRecords"] == true)
        let href = try #require(first.json.nextHref)
        let encoded = try #require(login.token.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        #expect(href.hasSuffix("&token=" + encoded))
        #expect(RealShapes.tokenQuery("044hUE+82Z/a=") == "&token=044hUE%2B82Z%2Fa%3D")
    }

    @Test func theNextPageIsAnsweredByTheClientsTokenNotTheLinks() async throws {
        let harness = try SimulatorHarness(orders: 12)
        defer { harness.stop() }
        let login = try await harness.login()
        let first = try await harness.queue(login, pageSize: "5")
        let href = try #require(first.json.nextHref)
        // When the client posts to the link without its token query, with its token in the headers only
        let tokenQuery = try #require(href.range(of: "&token="))
        let withoutToken = String(href[..<tokenQuery.lowerBound])
        let sut = try await harness.post(withoutToken, [:], headers: ["jde-AIS-Auth": login.token, "jde-AIS-Auth-Device": login.device])
        // Then the next page is served
        #expect(sut.status == 200)
        #expect(sut.json.rows("F4209").count == 5)
        #expect(sut.json["fs_DATABROWSE_F4209"]?["data"]?["gridData"]?["summary"]?["records"] == 5)
    }

    @Test func anExpiredResultSetAnswersSysErrorsOnly() async throws {
        let harness = try SimulatorHarness(orders: 12)
        defer { harness.stop() }
        let login = try await harness.login()
        let href = try #require(try await harness.queue(login, pageSize: "5").json.nextHref)
        _ = try await harness.admin("POST", "/resultsets/expire")
        let sut = try await harness.post(href, .object(login.credentials))
        #expect(sut.status == 500)
        #expect(sut.json["message"] == nil)
        guard case .object(let pairs) = sut.json else { Issue.record("not an object"); return }
        #expect(pairs.map(\.0) == ["sysErrors"])
    }

    @Test func theTokenAnswerCarriesTheRealExtras() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        // When DEMO logs in
        let sut = try await harness.post("/v2/tokenrequest", ["username": "DEMO", "password": "demo", "deviceName": "d1"]).json
        // Then the release-dependent fields are there, some null, and blanks keep their spaces
        #expect(sut["version"] == .null)
        #expect(sut["poStringJSON"] == .null)
        #expect(sut["altPoStringJSON"] == .null)
        for field in ["envColor", "machineName", "currencyEnvironment", "deprecated"] { #expect(sut[field] != nil, "\(field)") }
        let info = sut["userInfo"]
        for field in ["timeFormat", "longUserId", "timeZoneOffset", "dstRuleKey"] { #expect(info?[field] != nil, "\(field)") }
        #expect(info?["langPref"] == "  ")
        #expect(info?["country"] == " ")
    }

    @Test func aUserWithoutAnAddressNumberLogsInWithZero() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        // When NOADDR logs in with the demo password
        let reply = try await harness.post("/v2/tokenrequest", ["username": "NOADDR", "password": "demo", "deviceName": "d1"])
        // Then the token answer's address number is 0, and its queue is empty
        #expect(reply.status == 200)
        #expect(reply.json["userInfo"]?["addressNumber"] == 0)
        let login = try await harness.login("NOADDR")
        let queue = try await harness.queue(login)
        #expect(queue.status == 200)
        #expect(queue.json.rows("F4209").isEmpty)
    }

    @Test func tidyShapesKeepTheOlderAnswers() async throws {
        let harness = try SimulatorHarness(orders: 12) { $0.shapes = .tidy }
        defer { harness.stop() }
        let reply = try await harness.post("/v2/tokenrequest", ["username": "DEMO", "password": "demo", "deviceName": "d1"])
        let login = try await harness.login()
        // When DEMO reads the first page of its queue
        let sut = try await harness.queue(login, pageSize: "5").json
        // Then dates are in DEMO's format, blanks are empty, and none of the real extras is there
        let row = try #require(sut.rows("F4209").first)
        #expect(row["F4209_TRDJ"]?.stringValue?.wholeMatch(of: /\d\d\/\d\d\/\d{4}/) != nil)
        #expect(row["F4209_RDJ"]?.stringValue?.wholeMatch(of: /\d\d\/\d\d\/\d{4}/) != nil)
        #expect(row["F4209_MCU"] == "")
        #expect(row["F4209_ATY"] == "")
        #expect(sut["deprecated"] == nil)
        #expect(sut["rid"]?.stringValue?.count == 15)
        #expect(sut.nextHref?.contains("token=") == false)
        #expect(reply.json["version"] == nil)
        #expect(reply.json["userInfo"]?["longUserId"] == nil)
    }
}
