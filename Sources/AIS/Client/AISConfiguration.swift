import Foundation

/// How to reach and talk to one AIS server.
public struct AISConfiguration: Sendable, Equatable {
    /// e.g. http://127.0.0.1:41234/jderest
    public var baseURL: URL
    public var environment: String
    public var role: String
    /// Stable per installation; the server binds tokens to it.
    public var deviceName: String
    /// Seconds to wait for an answer before giving up.
    public var requestTimeout: TimeInterval = 30
    public var verifyTLS = true
    /// How the token request logs in (setting `connection.login`).
    public var login: LoginType = .password
    /// A PEM bundle of the certificate authorities to trust (a company's CA); nil for the system's store.
    public var caFile: String?
    /// A proxy URL, `none`, or nil for the environment's (`HTTPS_PROXY`, `HTTP_PROXY`, `NO_PROXY`).
    public var proxy: String?
    public var maxPageSize = 500
    public var approveOrchestration = "ORCH_ApprovePurchaseOrder"
    public var rejectOrchestration = "ORCH_RejectPurchaseOrder"
    /// Forward to a colleague (contract §5.1, an installation's choice of orchestration).
    public var forwardOrchestration = "ORCH_ForwardPurchaseOrder"
    /// The application form and version whose security the server applies to attachments (contract §7, an
    /// installation's choice): P43081's review form, which approvers run anyway, by default.
    public var attachmentsForm = "P43081_W43081B"
    public var attachmentsFormVersion = "ZJDE0001"
    /// Extra tries for reads (never for decisions), with exponential backoff and jitter (0.2, 0.4, 0.8,
    /// 1.6 s): a preload of hundreds of requests still finishes when one answer in ten is a 500.
    public var readRetries = 4
    /// How often in a row a paged query may be interrupted (its result set expired, or a next page's
    /// answer was lost) without getting further than before; it goes on narrowed or from its first page.
    public var maxQueryRestarts = 5

    public init(baseURL: URL, environment: String, role: String, deviceName: String) {
        self.baseURL = baseURL
        self.environment = environment
        self.role = role
        self.deviceName = deviceName
    }

    /// How `CurlTransport` reaches the server under this configuration.
    public var transportOptions: CurlTransport.Options {
        CurlTransport.Options(verifyTLS: verifyTLS, caFile: caFile, proxy: proxy, timeout: requestTimeout)
    }

    func url(_ path: String) -> URL {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + "/" + path) ?? baseURL
    }
}

/// This installation's device name: "signoff-" and eight hex digits.
public enum DeviceName {
    public static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        return "signoff-" + String(format: "%08x", UInt32.random(in: 0...UInt32.max, using: &generator))
    }
}
