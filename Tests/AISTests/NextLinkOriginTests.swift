@testable import AIS
import Foundation
import Testing

/// Next links stay on the configured origin (contract §9): the href's path and query, the base URL's
/// scheme, host and port; the token never goes elsewhere; the log is told once.
@Suite struct NextLinkOriginTests {
    private let base = URL(string: "https://erp.example.com/jderest")!

    @Test func anotherOriginKeepsItsPathAndQueryOnTheConfiguredOne() throws {
        // Given an href AIS wrote with its internal address, token escapes included
        let href = try #require(NextPageLink.url("http://ais-node3:9300/jderest/v2/dataservice/next?rid=ab12&token=044h%2B8%3D"))
        // When it is kept on the configured origin
        let sut = ConfiguredOrigin.keep(href, on: base)
        // Then scheme, host and port are the configured ones, path and query as written
        #expect(sut.url.absoluteString == "https://erp.example.com/jderest/v2/dataservice/next?rid=ab12&token=044h%2B8%3D")
        #expect(sut.movedFrom == "http://ais-node3:9300")
    }

    @Test func theSameOriginWrittenDifferentlyIsLeftAlone() throws {
        // Given hrefs on the configured origin, spelled with capitals and the default port
        for text in ["https://ERP.example.com/jderest/v2/dataservice/next?rid=1", "https://erp.example.com:443/jderest/x"] {
            let href = try #require(URL(string: text))
            // Then they are sent as they are
            let sut = ConfiguredOrigin.keep(href, on: base)
            #expect(sut.url == href && sut.movedFrom == nil)
        }
    }

    @Test func aPortOrSchemeChangeIsAnotherOrigin() throws {
        // Then another port or scheme on the same host is another origin
        #expect(ConfiguredOrigin.keep(URL(string: "https://erp.example.com:9300/jderest/a")!, on: base).movedFrom != nil)
        #expect(ConfiguredOrigin.keep(URL(string: "http://erp.example.com/jderest/a")!, on: base).url.absoluteString
                == "https://erp.example.com/jderest/a")
    }

    @Test func pagesGoToTheConfiguredOriginAndTheLogIsToldOnce() async throws {
        // Given three pages whose next links name an internal address
        let next = "http://ais-node3:9300/jderest/v2/dataservice/next?rid=7"
        let transport = FakeTransport([.response(200, Fixtures.page(rows: #"{"F4209_DOCO": 1}"#, more: true, next: next)),
                                       .response(200, Fixtures.page(rows: #"{"F4209_DOCO": 2}"#, more: true, next: next)),
                                       .response(200, Fixtures.page(rows: #"{"F4209_DOCO": 3}"#, more: false))])
        let told = NoticeSpy()
        let sut = AISClient(configuration: Fixtures.configuration, transport: transport, notices: ClientNotices { told.append($0) },
                            sleep: { _ in })
        // When the query is read
        let rows = try await sut.dataService.browseAll(DataServiceQuery(table: "F4209", columns: ["DOCO"], conditions: []), session: Fixtures.session)
        // Then every page went to the configured origin, and the log heard of the other address once
        #expect(rows.count == 3)
        #expect(transport.sent.map { $0.url.host } == ["ais.test", "ais.test", "ais.test"])
        #expect(transport.sent[1].url.absoluteString == "http://ais.test:9300/jderest/v2/dataservice/next?rid=7")
        #expect(told.lines.count == 1 && told.lines[0].contains("ais-node3:9300"))
    }
}

/// Collects what the client tells the log.
final class NoticeSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []
    func append(_ line: String) { lock.withLock { collected.append(line) } }
    var lines: [String] { lock.withLock { collected } }
}
