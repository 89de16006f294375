import Foundation

/// Next links stay on the configured origin (contract §9): behind a TLS-terminating gateway AIS writes
/// its own internal address into `links` `next` hrefs (`http://ais-node3:9300/jderest/…`). The token must
/// never go there: the href's path and query are kept, its scheme, host and port become the base URL's.
enum ConfiguredOrigin {
    /// `url` moved onto `base`'s scheme, host and port, or `url` itself when it is there already.
    static func keep(_ url: URL, on base: URL) -> (url: URL, movedFrom: String?) {
        guard origin(of: url) != origin(of: base), let rest = pathAndQuery(url.absoluteString),
              let prefix = authorityPrefix(base.absoluteString), let moved = URL(string: prefix + rest) else {
            return (url, nil)
        }
        return (moved, authorityPrefix(url.absoluteString).map { String($0.prefix(200)) } ?? "another address")
    }

    /// Scheme, host and port, compared as the web compares origins (case of scheme and host ignored,
    /// the scheme's default port filled in).
    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }

    /// `http://host:port` of a URL's text, as written.
    private static func authorityPrefix(_ text: String) -> String? {
        guard let start = text.range(of: "://") else { return nil }
        let end = text[start.upperBound...].firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? text.endIndex
        return String(text[..<end])
    }

    /// Everything after the authority, as written: `/jderest/v2/dataservice/next?rid=…`.
    private static func pathAndQuery(_ text: String) -> String? {
        guard let prefix = authorityPrefix(text) else { return nil }
        let rest = String(text.dropFirst(prefix.count))
        return rest.isEmpty ? "/" : rest
    }
}
