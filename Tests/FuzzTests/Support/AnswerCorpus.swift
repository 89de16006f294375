import AIS
import AISSimulator
import Foundation
import Resources

/// Real answers to mutate: the client's own requests to the simulator over loopback, recorded with
/// their answers (login, refusals, every table the preload reads with paging links, attachments,
/// decisions and their refusals, an expired token, hostile text), plus the contract's error bodies.
struct AnswerCorpus: Sendable {
    struct Answer: Sendable {
        /// The endpoint path after `/jderest/` ("v2/dataservice").
        let endpoint: String
        let status: Int
        let body: [UInt8]
    }

    struct Request: Sendable {
        let path: String
        let body: [UInt8]
    }

    var answers: [Answer] = []
    var requests: [Request] = []

    var answerBodies: [[UInt8]] { answers.map(\.body) }

    /// The objects and arrays inside the answers that write to at most 300 bytes (rows, summaries,
    /// links, error items): small seeds, so that most cases cost little in a debug build.
    var fragments: [[UInt8]] {
        var found: [[UInt8]] = []
        func collect(_ value: AIS.JSONValue) {
            switch value {
            case .array(let items): items.forEach(collect)
            case .object(let pairs): pairs.forEach { collect($0.value) }
            default: return
            }
            let bytes = JSONWriter.bytes(value)
            if bytes.count <= 300 { found.append(bytes) }
        }
        for answer in answers { if let json = try? AIS.JSONParser.parse(answer.body) { collect(json) } }
        return found
    }

    /// Recorded once per test process; every fuzz test mutates the same answers.
    static func shared() async throws -> AnswerCorpus { try await recording.value }

    /// Sizes of the answers, for the notes: count, smallest, median, largest.
    var summary: String {
        let sizes = answers.map(\.body.count).sorted()
        return "\(answers.count) answers (\(sizes.first ?? 0)…\(sizes.isEmpty ? 0 : sizes[sizes.count / 2])…\(sizes.last ?? 0) bytes), \(requests.count) requests"
    }

    private static let recording = Task { try await record() }

    static func record() async throws -> AnswerCorpus {
        let sim = try SimulatorServer(configuration: SimulatorConfiguration(orders: 12, seed: 11))
        try sim.start()
        defer { sim.stop() }
        let recorder = RecordingTransport(CurlTransport(options: .init(timeout: 60)))
        var configuration = AISConfiguration(baseURL: URL(string: sim.baseURL)!, environment: "JDV920", role: "*ALL", deviceName: "signoff-fuzz0001")
        configuration.maxPageSize = 2
        configuration.readRetries = 0
        let client = AISClient(configuration: configuration, transport: recorder)

        _ = try? await client.sessionService.login(username: "DEMO", password: "wrong")
        let session = try await client.sessionService.login(username: "DEMO", password: "demo")
        let an8 = session.userInfo.addressNumber
        let queue = try await client.dataService.browseAll(ApprovalQueueService.query(approver: an8, pageSize: 3), session: session)
        let orders = queue.compactMap { $0.int("DOCO") }
        for query in [PurchaseOrderHeaderService.query(orderNumbers: orders, pageSize: 3),
                      PurchaseOrderLineService.query(orderNumbers: Array(orders.prefix(3)), pageSize: 3),
                      AddressBookService.query(addressNumbers: [an8, 4243, 4244, 1001], pageSize: 3),
                      UserDefinedCodeService.query(lists: UserDefinedCodeList.allCases, pageSize: 3),
                      BranchService.query(pageSize: 3), DefaultBranchService.query(username: "DEMO"),
                      InventoryService.search("a", pageSize: 3)] {
            await Self.firstPages(of: query, client: client, session: session)
        }
        if let items = try? await client.dataService.firstPage(InventoryService.search("1", pageSize: 3), session: session),
           let item = items.page.rows.first?.int("ITM") {
            await Self.firstPages(of: InventoryService.quantities(item: item, branches: [], pageSize: 3), client: client, session: session)
        }
        _ = try? await client.sessionService.validate(session, touch: true)
        if let first = queue.first {
            let key = OrderKey(number: first.int("DOCO") ?? 0, type: first.string("DCTO") ?? "", company: first.string("KCOO") ?? "",
                               suffix: first.string("SFXO") ?? "")
            await Self.firstPages(of: ApprovalRouteService.query(order: key), client: client, session: session)
            let mediaKey = ["\(key.number)", key.type, key.company, key.suffix]
            _ = try? await client.mediaService.addText(structure: "GT4301", key: mediaKey, itemName: "fuzz-note", text: "Approved <b>after</b> call", session: session)
            if let objects = try? await client.mediaService.listMediaObjects(structure: "GT4301", key: mediaKey, session: session), let sequence = objects.first?.sequence {
                _ = try? await client.mediaService.getText(structure: "GT4301", key: mediaKey, sequence: sequence, session: session)
            }
            _ = try? await client.orchestrationService.approve(key, remark: "fuzz", session: session)
            _ = try? await client.orchestrationService.approve(key, remark: "again", session: session)
        }
        if queue.count > 1 {
            let row = queue[1]
            let key = OrderKey(number: row.int("DOCO") ?? 0, type: row.string("DCTO") ?? "", company: row.string("KCOO") ?? "", suffix: row.string("SFXO") ?? "")
            _ = try? await client.orchestrationService.reject(key, reason: "", remark: "", session: session)
            _ = try? await client.orchestrationService.reject(key, reason: "PR", remark: "too dear", session: session)
        }
        sim.faults.hostileText = true
        await Self.firstPages(of: ApprovalQueueService.query(approver: an8, pageSize: 3), client: client, session: session)
        await Self.firstPages(of: AddressBookService.query(addressNumbers: [an8, 4243], pageSize: 3), client: client, session: session)
        try? await client.sessionService.logout(session)
        _ = try? await client.sessionService.validate(session, touch: false)
        await Self.firstPages(of: BranchService.query(pageSize: 3), client: client, session: session)

        var corpus = recorder.corpus
        corpus.answers += contractBodies + realServerResponses()
        return corpus
    }

    /// The answers written in the shapes real AIS servers send (`Tests/AISTests/Responses`, contract §9),
    /// each with the endpoint and status it comes with.
    static func realServerResponses() -> [Answer] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../AISTests/Responses").standardized
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name -> Answer? in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { return nil }
            let (endpoint, status): (String, Int) = switch name {
            case _ where name.hasPrefix("token-"): ("v2/tokenrequest", 200)
            case _ where name.hasPrefix("refusal-"): ("v3/orchestrator/ORCH_ApprovePurchaseOrder", 500)
            case _ where name.hasPrefix("gateway-"): ("v2/dataservice", 502)
            case _ where name.hasPrefix("result-set-expired"): ("v2/dataservice/next", 500)
            default: ("v2/dataservice", 200)
            }
            return Answer(endpoint: endpoint, status: status, body: [UInt8](data))
        }
    }

    /// The first three pages of a query: enough answers with and without a next link.
    static func firstPages(of query: DataServiceQuery, client: AISClient, session: AISSession) async {
        struct Enough: Error {}
        try? await client.dataService.browse(query, session: session) { page in if page.pageNumber >= 3 { throw Enough() } }
    }

    /// Error bodies of the contract (§6) and answers of things that are not AIS.
    static let contractBodies: [Answer] = [
        Answer(endpoint: "v2/dataservice", status: 500, body: Array(#"{ "sysErrors": [ { "TITLE": "JAS_MSG347: The query results expired.", "DESC": "JAS_MSG347" } ] }"#.utf8)),
        Answer(endpoint: "v2/dataservice", status: 500, body: Array(#"{"message":"Error","exception":"java.lang.NullPointerException","timeStamp":"2026-11-22:10.00.00.000","userDefinedErrorText":"Order is locked"}"#.utf8)),
        Answer(endpoint: "v3/orchestrator/ORCH_ApprovePurchaseOrder", status: 200, body: Array(#"{"jde__status":"ERROR","jde__simpleMessage":"Approval not allowed","jde__serverExecutionSeconds":0.12}"#.utf8)),
        Answer(endpoint: "v2/tokenrequest", status: 200, body: Array("<html><body>Welcome to nginx</body></html>".utf8)),
        Answer(endpoint: "v2/tokenrequest", status: 404, body: Array("Not Found".utf8)),
        Answer(endpoint: "v2/file/list", status: 200, body: Array(#"{"mediaObjects":[{"sequence":1,"itemName":"a","isText":true,"updateDate":"20261122","updateUserID":"DEMO"},{"sequence":"2","isText":"y"}]}"#.utf8)),
    ]
}

/// Passes requests to a real transport and keeps each request with its answer.
final class RecordingTransport: HTTPTransport, @unchecked Sendable {
    private let inner: any HTTPTransport
    private let lock = NSLock()
    private var recorded = AnswerCorpus()

    init(_ inner: any HTTPTransport) { self.inner = inner }

    func send(_ request: AIS.HTTPRequest) async throws -> AIS.HTTPResponse {
        let response = try await inner.send(request)
        let path = request.url.path
        let endpoint = path.range(of: "/jderest/").map { String(path[$0.upperBound...]) } ?? path
        lock.withLock {
            recorded.requests.append(AnswerCorpus.Request(path: path, body: request.body))
            recorded.answers.append(AnswerCorpus.Answer(endpoint: endpoint, status: response.status, body: response.body))
        }
        return response
    }

    var corpus: AnswerCorpus { lock.withLock { recorded } }
}
