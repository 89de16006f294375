import AIS
import Foundation

/// Replays scripted answers and records the requests it got.
final class FakeTransport: HTTPTransport, @unchecked Sendable {
    enum Answer {
        case response(Int, String)
        /// An answer with headers (a gateway's `WWW-Authenticate`).
        case headed(Int, [String: String], String)
        case failure(AISError)
    }

    private let lock = NSLock()
    private var answers: [Answer]
    private(set) var requests: [HTTPRequest] = []

    init(_ answers: [Answer]) { self.answers = answers }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let answer: Answer = lock.withLock {
            requests.append(request)
            return answers.isEmpty ? .failure(.unreachable("no more scripted answers")) : answers.removeFirst()
        }
        switch answer {
        case .response(let status, let body): return HTTPResponse(status: status, body: Array(body.utf8))
        case .headed(let status, let headers, let body): return HTTPResponse(status: status, headers: headers, body: Array(body.utf8))
        case .failure(let error): throw error
        }
    }

    var sent: [HTTPRequest] { lock.withLock { requests } }

    func body(of index: Int) throws -> JSONValue { try JSONParser.parse(sent[index].body) }
}

enum Fixtures {
    static let configuration = AISConfiguration(baseURL: URL(string: "http://ais.test:9300/jderest")!, environment: "JDV920",
                                                role: "*ALL", deviceName: "signoff-0000abcd")

    static func client(_ transport: FakeTransport) -> AISClient {
        AISClient(configuration: configuration, transport: transport, sleep: { _ in })
    }

    static let session = AISSession(token: "044Zq=", username: "APPROVER", environment: "JDV920", role: "*ALL",
                                    deviceName: "signoff-0000abcd", userInfo: AISUserInfo(addressNumber: 4242, alphaName: "Approver, Anna"))

    /// The contract's login answer, verbatim.
    static let loginAnswer = """
    { "username": "APPROVER", "environment": "JDV920", "role": "*ALL", "jasserver": "http://jas.example:8080",
      "userInfo": { "token": "044Zq…=", "langPref": "  ", "locale": "en", "dateFormat": "MDE",
        "dateSeperator": "/", "simpleDateFormat": "MM/dd/yyyy", "decimalFormat": ".",
        "addressNumber": 4242, "alphaName": "Approver, Anna", "appsRelease": "E920", "country": " ",
        "username": "APPROVER", "timeZoneOffset": "UTC-05:00" },
      "userAuthorized": false, "adminAuthorized": false, "passwordAboutToExpire": false,
      "aisSessionCookie": "W3XmCk8k…!-1217528743!1412608708388" }
    """

    static func page(rows: String, more: Bool, next: String? = nil) -> String {
        let links = next.map { ", \"links\": [ { \"rel\": \"next\", \"href\": \"\($0)\" } ]" } ?? ""
        return """
        { "fs_DATABROWSE_F4209": { "title": "Data Browser - F4209", "data": { "gridData": { "id": 1, "fullGridId": "1",
            "columns": { "F4209_DOCO": "Order Number" }, "rowset": [ \(rows) ],
            "summary": { "records": 1, "moreRecords": \(more) } } }, "errors": [], "warnings": [] },
          "stackId": 1, "stateId": 1, "rid": "48e401e5950224d", "currentApp": "DATABROWSE_F4209", "sysErrors": [] \(links) }
        """
    }

    static let expired = """
    { "sysErrors": [ { "TITLE": "JAS_MSG347: The query results expired.  Refresh them by clicking Find again.",
                       "DESC":  "JAS_MSG347: The query results expired.  Refresh them by clicking Find again." } ] }
    """
}
