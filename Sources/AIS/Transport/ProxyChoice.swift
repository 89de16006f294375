import Foundation

/// Which proxy a request goes through: the `connection.proxy` setting (a URL, or `none`), else the
/// environment's, for `http://` and `https://` alike. Set on libcurl explicitly, because libcurl on its
/// own reads `http_proxy` only in lower case (never `HTTP_PROXY`), and `NO_PROXY` only when asked.
public struct ProxyChoice: Equatable, Sendable {
    /// The proxy's URL; empty for none.
    public var proxy: String
    /// Hosts that go direct (curl's CURLOPT_NOPROXY: comma-separated, `*` for all); empty for none.
    public var noProxy: String

    /// `setting`: nil or empty for the environment's, `none` for no proxy, or a proxy URL.
    public static func resolve(setting: String?, scheme: String, environment: [String: String]) -> ProxyChoice {
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

    /// Whether a request to `host` goes direct although a proxy is set: `noProxy` is `*`, or names the host,
    /// or a domain it is in (`example.com` and `.example.com` both cover `ais.example.com`), as curl reads it.
    public func goesDirect(to host: String) -> Bool {
        let host = host.lowercased()
        for entry in noProxy.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !entry.isEmpty {
            if entry == "*" { return true }
            let domain = entry.hasPrefix(".") ? String(entry.dropFirst()) : entry
            if host == domain || host.hasSuffix("." + domain) { return true }
        }
        return false
    }

    /// The proxy's URL with any user and password in it left out, to show.
    public var shown: String {
        guard let url = URLComponents(string: proxy), url.user != nil || url.password != nil else { return proxy }
        var clean = url
        clean.user = nil
        clean.password = nil
        return clean.string ?? "(a proxy)"
    }
}
