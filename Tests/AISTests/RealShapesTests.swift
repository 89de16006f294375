@testable import AIS
import Foundation
import Testing

/// The client reads every shape of contract §9, from answers written as real servers send them.
@Suite struct RealShapesTests {
    static let dayFirst = RowDateReader(simpleDateFormat: "dd/MM/yyyy")

    func rows(_ file: String, table: String) async throws -> [DataRow] {
        let transport = FakeTransport([.response(200, try RealServerResponses.text(file))])
        let query = DataServiceQuery(table: table, columns: [], conditions: [], matchAll: true, orderBy: [], pageSize: 100)
        let page = try await Fixtures.client(transport).dataService.firstPage(query, session: Fixtures.session)
        return page.page.rows
    }

    @Test func readsQueueRowsWithKeysInAnyOrderPaddedCodesAndBlankDates() async throws {
        // Given / When: a queue page with real shapes
        let sut = try await rows("queue-real-shapes.json", table: "F4209")
        // Then
        #expect(sut.map { $0.int("DOCO") } == [5001, 5002, 5003])
        #expect(sut.map { $0.string("MCU") } == ["M30", "1", nil])
        #expect(sut[1].string("ARTG") == "")
        #expect(sut[2].string("KCOO") == "70")
        #expect(sut.map { $0.date("TRDJ", reader: Self.dayFirst) } == [.day(LocalDate(year: 2026, month: 11, day: 21)!), nil, nil])
    }

    @Test func followsANextLinkThatCarriesItsOwnTokenWithTheCurrentToken() async throws {
        // Given: a first page whose next link holds a token in its query, then a last page
        let last = Fixtures.page(rows: #"{ "F4209_DOCO": 4000 }"#, more: false)
        let transport = FakeTransport([.response(200, try RealServerResponses.text("queue-real-shapes.json")), .response(200, last)])
        let query = DataServiceQuery(table: "F4209", columns: [], conditions: [], matchAll: true, orderBy: [], pageSize: 3)
        // When
        let rows = try await Fixtures.client(transport).dataService.browseAll(query, session: Fixtures.session)
        // Then: the href's path and query as given (its token), on the configured origin (§9: the href names
        // another host), and the client's own token in body and headers
        #expect(rows.count == 4)
        #expect(transport.sent[1].url.host == "ais.test")
        #expect(transport.sent[1].url.absoluteString.hasSuffix("&token=044hUE%2B82ZkQ%3D"))
        #expect(try transport.body(of: 1)["token"]?.text == Fixtures.session.token)
        #expect(transport.sent[1].headers["jde-AIS-Auth"] == Fixtures.session.token)
    }

    @Test func readsDatesInTheUsersFormatISOAndISOWithATime() async throws {
        let sut = try await rows("header-user-format.json", table: "F4301")
        #expect(sut[0].date("TRDJ", reader: Self.dayFirst) == .day(LocalDate(year: 2026, month: 11, day: 21)!))
        #expect(sut[0].date("DRQJ", reader: Self.dayFirst) == .day(LocalDate(year: 2026, month: 12, day: 1)!))
        #expect(sut[1].date("TRDJ", reader: Self.dayFirst) == nil)
        #expect(sut[1].date("DRQJ", reader: Self.dayFirst) == .day(LocalDate(year: 2026, month: 12, day: 1)!))
        #expect(sut[1].double("OTOT") == -125.5)
        #expect(sut[1].string("MCU") == nil)
    }

    @Test func readsMixedNumbersNegativesSentinelsAndKeepsAnUnreadableDateAsItCame() async throws {
        let sut = try await rows("lines-mixed-numbers.json", table: "F4311")
        #expect(sut.map { $0.double("LNID") } == [1, 1.001, 2])
        #expect(sut[1].double("AEXP") == -40)
        #expect(sut[2].double("PRRC") == -9_999_999_999_999.99)
        #expect(sut[0].string("DSC2") == "")
        #expect(sut[2].date("DRQJ", reader: Self.dayFirst) == .unreadable("2026-13-45"))
        #expect(sut[1].date("DRQJ", reader: Self.dayFirst) == nil)
        #expect(sut[1].string("LITM") == nil)
    }

    @Test(arguments: [
        ("refusal-form-error.json", "Order is on hold"),
        ("refusal-form-error-title-only.json", "Error: Record Not Found"),
        ("refusal-user-defined.json", "Order 5001 OP is not awaiting your approval"),
        ("refusal-simple-message.json", "ServiceRequest SR_P43081 failed: App Stack Exception"),
        ("refusal-string-message.json", "Authorization Failure"),
    ])
    func showsTheMostSpecificReasonOfARefusal(file: String, reason: String) async throws {
        // Given: an orchestration refused with the body in `file`
        let transport = FakeTransport([.response(500, try RealServerResponses.text(file))])
        let order = OrderKey(number: 5001, type: "OP", company: "00070", suffix: "000")
        // When / Then
        await #expect(throws: AISError.serverError(status: 500, message: reason)) {
            _ = try await Fixtures.client(transport).orchestrationService.approve(order, remark: "", session: Fixtures.session)
        }
    }

    @Test func aRefusalWithStatus200IsReadTheSameWay() async throws {
        let transport = FakeTransport([.response(200, try RealServerResponses.text("refusal-form-error.json"))])
        let order = OrderKey(number: 5001, type: "OP", company: "00070", suffix: "000")
        await #expect(throws: AISError.serverError(status: 200, message: "Order is on hold")) {
            _ = try await Fixtures.client(transport).orchestrationService.approve(order, remark: "", session: Fixtures.session)
        }
    }

    @Test func anExpiredResultSetWithSysErrorsOnlyIsAPageExpiry() async throws {
        // Given: a first page with more rows, then the expiry (§3, §9), then the query again in one page
        let again = Fixtures.page(rows: #"{ "F4209_DOCO": 5001 }, { "F4209_DOCO": 5002 }, { "F4209_DOCO": 5003 }, { "F4209_DOCO": 4000 }"#, more: false)
        let transport = FakeTransport([.response(200, try RealServerResponses.text("queue-real-shapes.json")),
                                       .response(500, try RealServerResponses.text("result-set-expired.json")),
                                       .response(200, again)])
        let query = DataServiceQuery(table: "F4209", columns: [], conditions: [], matchAll: true, orderBy: [], pageSize: 3)
        // When
        let rows = try await Fixtures.client(transport).dataService.browseAll(query, session: Fixtures.session)
        // Then: the read started again and every row came once
        #expect(rows.map { $0.int("DOCO") } == [5001, 5002, 5003, 4000])
    }

    @Test(arguments: [502, 503, 504])
    func aGatewaysPageIsReportedByItsStatusInWords(status: Int) async throws {
        // Given: a gateway's HTML page instead of an AIS answer
        let transport = FakeTransport(Array(repeating: .response(status, try RealServerResponses.text("gateway-502.html")), count: 10))
        let query = DataServiceQuery(table: "F4209", columns: [], conditions: [], matchAll: true, orderBy: [], pageSize: 3)
        // When
        let error = await #expect(throws: AISError.self) {
            _ = try await Fixtures.client(transport).dataService.browseAll(query, session: Fixtures.session)
        }
        // Then: the status in words, none of the page
        let message = error?.userMessage ?? ""
        #expect(message.contains("\(status)"))
        #expect(message.contains(["502": "Bad Gateway", "503": "Service Unavailable", "504": "Gateway Timeout"]["\(status)"]!))
        #expect(!message.contains("<"))
        #expect(!message.contains("nginx"))
    }

    @Test func readsEveryTokenResponseVariant() async throws {
        let transport = FakeTransport([.response(200, try RealServerResponses.text("token-release-variant.json")),
                                       .response(200, try RealServerResponses.text("token-no-address-number.json"))])
        let client = Fixtures.client(transport)
        let sut = try await client.sessionService.login(username: "APPROVER", password: "secret")
        #expect(sut.token == "044hUE+82ZkQ=")
        #expect(sut.userInfo.addressNumber == 4242)
        #expect(sut.userInfo.simpleDateFormat == "dd/MM/yyyy")
        #expect(sut.userInfo.decimalFormat == ",")
        #expect(sut.userInfo.langPref == "")
        let noAddress = try await client.sessionService.login(username: "NOADDR", password: "secret")
        #expect(noAddress.userInfo.addressNumber == 0)
        #expect(noAddress.userInfo.alphaName == "NOADDR")
    }
}

@Suite struct NextPageLinkTests {
    @Test(arguments: [
        ("http://h:9300/jderest/v2/dataservice/next?returnControlIDs=F4209.DOCO|F4209.DCTO&token=044hUE%2B82Z%3D",
         "http://h:9300/jderest/v2/dataservice/next?returnControlIDs=F4209.DOCO%7CF4209.DCTO&token=044hUE%2B82Z%3D"),
        ("https://ais.example.com/jderest/v2/dataservice/next?stackId=1&rid=48e401e5950224d",
         "https://ais.example.com/jderest/v2/dataservice/next?stackId=1&rid=48e401e5950224d"),
        ("http://h/next?note=50%off", "http://h/next?note=50%25off"),
        ("  http://h/next?a=b  ", "http://h/next?a=b"),
    ])
    func keepsTheServersEscapesAndEncodesOnlyWhatURLsDoNotAllow(href: String, expected: String) throws {
        // Given / When / Then
        #expect(try #require(NextPageLink.url(href)).absoluteString == expected)
    }

    @Test(arguments: ["", "ftp://h/next", "javascript:alert(1)", "/jderest/v2/dataservice/next"])
    func refusesWhatIsNotAnHTTPLink(href: String) {
        #expect(NextPageLink.url(href) == nil)
    }
}
