import AIS
import Foundation

/// The doctor's look at this machine's side of the network before anything is sent: which proxy the
/// server's address goes through (`connection.proxy`, else `HTTPS_PROXY`/`HTTP_PROXY` and `NO_PROXY`), and
/// how its certificate is checked (the system's store, `connection.ca-file`, or not at all).
public enum SiteNetworkChecks {
    public static func results(server: URL, verifyTLS: Bool, caFile: String?, proxySetting: String?,
                               environment: [String: String]) -> [SiteCheckResult] {
        [proxy(server: server, setting: proxySetting, environment: environment),
         tls(server: server, verifyTLS: verifyTLS, caFile: caFile)]
    }

    static func proxy(server: URL, setting: String?, environment: [String: String]) -> SiteCheckResult {
        let choice = ProxyChoice.resolve(setting: setting, scheme: server.scheme ?? "http", environment: environment)
        let host = server.host ?? ""
        let source = (setting?.trimmingCharacters(in: .whitespaces).isEmpty ?? true) ? "the environment" : "connection.proxy"
        if choice.proxy.isEmpty {
            return .ok("proxy", source == "connection.proxy" ? "none (connection.proxy none)" : "none: the server is reached directly")
        }
        if choice.goesDirect(to: host) { return .ok("proxy", "\(host) is reached directly: NO_PROXY names it") }
        return .ok("proxy", "through \(choice.shown) (from \(source))")
    }

    static func tls(server: URL, verifyTLS: Bool, caFile: String?) -> SiteCheckResult {
        guard server.scheme?.lowercased() == "https" else {
            return .warning("TLS", "\(server.scheme ?? "http")://: the password and the token travel unencrypted",
                            fix: "use the https:// address of AIS, where the site has one")
        }
        guard verifyTLS else {
            return .warning("TLS", "the server's certificate is not checked (connection.verify-tls off)",
                            fix: "turn connection.verify-tls on; for a company CA give connection.ca-file instead")
        }
        guard let caFile, !caFile.isEmpty else { return .ok("TLS", "the certificate is checked against the system's store") }
        let path = (caFile as NSString).expandingTildeInPath
        guard FileManager.default.isReadableFile(atPath: path) else {
            return .failed("TLS", "connection.ca-file names \(caFile), which cannot be read",
                           fix: "give the path of the company's CA bundle (PEM), readable by this user")
        }
        return .ok("TLS", "the certificate is checked against \(caFile) (connection.ca-file)")
    }
}
