import Foundation

/// Which proxy a request goes through: the `connection.proxy` setting (a URL, or `none`), else the
/// environment's, for `http://` and `https://` alike. Set on libcurl explicitly, because libcurl on its
/// own reads `http_proxy` only in lower case (never `HTTP_PROXY`), and `NO_PROXY` only when asked.
struct ProxyChoice: Equatable, Sendable {
    /// The proxy's URL; empty for none.
    var proxy: String
    /// Hosts that go direct (curl's CURLOPT_NOPROXY: comma-separated, `*` for all); empty for none.
    var noProxy: String

    /// `setting`: nil or empty for the environment's, `none` for no proxy, or a proxy URL.
    static func resolve(setting: String?, scheme: String, environment: [String: String]) -> ProxyChoice {
        func variable(_ name: String) -> String? {
            for key in [name.lowercased(), name.uppercased()] {
                if let value = environment[key]?.trimmingCharacters(in: .whitespaces), !value.isEmpty { return value }
            }
            return nil
        }
        let noProxy = variable("no_proxy") ?? ""
        let setting = setting?.trimmingCharacters(in: .whitespaces) ?? ""
        if setting.lowercased() == "none" { return ProxyChoice(proxy: "", noProxy: "*") }
        if !setting.isEmpty { return ProxyChoice(proxy: setting, noProxy: noProxy) }
        let named = scheme.lowercased() == "https" ? variable("https_proxy") : variable("http_proxy")
        return ProxyChoice(proxy: named ?? variable("all_proxy") ?? "", noProxy: noProxy)
    }
}
