import AIS
import Foundation
import Resources
import Testing

/// A server whose tokens each serve `uses` requests, then answer 444 (as a session that ends on the
/// server's schedule). It serves one query of `pages` pages, one row each.
final class ExpiringTokenServer: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private let uses: Int
    private let pages: Int
    private var issued = 0
    private var remaining: [String: Int] = [:]
    private(set) var logins = 0
    private(set) var rejected = 0
    private(set) var pagesServed: [Int] = []

    init(uses: Int, pages: Int) {
        self.uses = uses
        self.pages = pages
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let body = try JSONParser.parse(request.body)
        let path = request.url.path
        return lock.withLock {
            if path.hasSuffix("/tokenrequest") {
                issued += 1
                logins += 1
                let token = "T\(issued)"
                remaining[token] = uses
                return Self.json(200, #"{"username":"APPROVER","environment":"JDV920","role":"*ALL","userInfo":{"token":"\#(token)","addressNumber":4242,"alphaName":"Approver, Anna","simpleDateFormat":"dd/MM/yyyy"}}"#)
            }
            let token = body["token"]?.text ?? ""
            guard let left = remaining[token], left > 0 else {
                rejected += 1
                return Self.json(444, #"{"message":"Invalid Token","exception":"Exception"}"#)
            }
            remaining[token] = left - 1
            let page = path.hasSuffix("/next") ? Int(request.url.query?.split(separator: "=").last ?? "") ?? 0 : 1
            pagesServed.append(page)
            let more = page < pages
            let links = more ? #", "links": [ { "rel": "next", "href": "http://ais.test:9300/jderest/v2/dataservice/next?page=\#(page + 1)" } ]"# : ""
            return Self.json(200, """
                { "fs_DATABROWSE_F0006": { "data": { "gridData": { "rowset": [ { "F0006_MCU": "  M\(page)", "F0006_DL01": "Branch \(page)" } ],
                  "summary": { "records": 1, "moreRecords": \(more) } } } } \(links) }
                """)
        }
    }

    private static func json(_ status: Int, _ text: String) -> HTTPResponse { HTTPResponse(status: status, body: Array(text.utf8)) }
}

@Suite struct SessionRenewalTests {
    static let configuration = AISConfiguration(baseURL: URL(string: "http://ais.test:9300/jderest")!, environment: "JDV920",
                                                role: "*ALL", deviceName: "signoff-0000abcd")

    static func gate(_ server: ExpiringTokenServer, prompt: PromptSpy) async throws -> SessionGate {
        let sut = SessionGate(client: AISClient(configuration: configuration, transport: server, sleep: { _ in }))
        await sut.setPrompt(prompt)
        try await sut.login(username: "APPROVER", password: "demo")
        return sut
    }

    static let query = DataServiceQuery(table: "F0006", columns: ["MCU", "DL01"], conditions: [], matchAll: true, orderBy: [], pageSize: 1)

    @Test func aLongReadOutlivesEverySessionEndWithOnePromptEach() async throws {
        // Given: tokens that serve 6 requests, a query of 40 pages
        let server = ExpiringTokenServer(uses: 6, pages: 40)
        let prompt = PromptSpy(answers: Array(repeating: "demo", count: 20))
        let sut = try await Self.gate(server, prompt: prompt)
        let client = await sut.client
        // When: the whole query is read under the gate
        let rows = try await sut.perform { session in try await client.dataService.browseAll(Self.query, session: session) }
        // Then: every row once, in order; one prompt per session end (40 pages / 6 per token = 6 ends);
        // each rejected request was sent again, none read twice
        #expect(rows.map { $0.string("MCU") ?? "" } == (1...40).map { "M\($0)" })
        #expect(prompt.asked == 6)
        #expect(server.logins == 7)
        #expect(server.rejected == 6)
        #expect(server.pagesServed == Array(1...40))
    }

    @Test func requestsInFlightShareOneLoginWhenTheirSessionEnds() async throws {
        // Given: tokens that serve 4 requests, four reads of 5 pages at once
        let server = ExpiringTokenServer(uses: 4, pages: 5)
        let prompt = PromptSpy(answers: Array(repeating: "demo", count: 20))
        let sut = try await Self.gate(server, prompt: prompt)
        let client = await sut.client
        // When
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask { try await sut.perform { session in try await client.dataService.browseAll(Self.query, session: session).count } }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        // Then: every read complete; at most one login per 4 requests served (20 pages: 5 sessions in all),
        // never one per rejected request
        #expect(counts == [5, 5, 5, 5])
        #expect(server.logins <= 6)
        #expect(prompt.asked == server.logins - 1)
    }

    @Test func aServerThatRejectsEveryNewTokenStopsTheRequest() async throws {
        // Given: tokens that serve nothing after the login
        let server = ExpiringTokenServer(uses: 0, pages: 3)
        let prompt = PromptSpy(answers: Array(repeating: "demo", count: 20))
        let sut = try await Self.gate(server, prompt: prompt)
        let client = await sut.client
        // When / Then: the request gives up with the session error instead of asking forever
        await #expect(throws: AISError.invalidToken) {
            try await sut.perform { session in try await client.dataService.browseAll(Self.query, session: session) }
        }
        #expect(prompt.asked == 3)
    }
}
