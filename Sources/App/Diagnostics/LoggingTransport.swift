import AIS
import Foundation

/// Passes requests on and writes one diagnostic line per request: method, path, status, time, size,
/// or the error. Never a body or a header; the password of a login (in its body or its Basic header) and every token it sees are given
/// to the log to redact, in case a server echoes them in an error message.
final class LoggingTransport: HTTPTransport {
    private let inner: any HTTPTransport
    private let log: DiagnosticLog

    init(_ inner: any HTTPTransport, log: DiagnosticLog) {
        self.inner = inner
        self.log = log
    }

    func forgetCookies() { inner.forgetCookies() }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let token = request.headers["jde-AIS-Auth"] { log.redact(token) }
        let isLogin = request.url.path.hasSuffix("/tokenrequest")
        if isLogin, let password = (try? JSONParser.parse(request.body))?["password"]?.text { log.redact(password) }
        if isLogin, let authorization = request.headers["Authorization"] { Self.redactBasic(authorization, in: log) }
        let started = Date()
        let what = "\(request.method) \(request.url.path)"
        do {
            let response = try await inner.send(request)
            if isLogin, let token = (try? JSONParser.parse(response.body))?["userInfo"]?["token"]?.text { log.redact(token) }
            log.write("\(what) -> \(response.status) in \(Self.milliseconds(since: started)) ms, \(response.body.count) bytes")
            return response
        } catch let error as AISError {
            log.write("\(what) failed after \(Self.milliseconds(since: started)) ms: \(error.userMessage)")
            throw error
        } catch {
            log.write("\(what) stopped after \(Self.milliseconds(since: started)) ms: \(error)")
            throw error
        }
    }

    /// An HTTP Basic login (`connection.login basic`): its base64 text and the password inside it.
    static func redactBasic(_ authorization: String, in log: DiagnosticLog) {
        let encoded = String(authorization.drop(while: { $0 != " " }).dropFirst())
        log.redact(encoded)
        guard let decoded = Data(base64Encoded: encoded).flatMap({ String(data: $0, encoding: .utf8) }),
              let colon = decoded.firstIndex(of: ":") else { return }
        log.redact(String(decoded[decoded.index(after: colon)...]))
    }

    static func milliseconds(since start: Date) -> Int { Int(Date().timeIntervalSince(start) * 1000) }
}
