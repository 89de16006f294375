import Foundation

/// The cookies answers set, kept in memory only and sent back only to the origin (scheme, host and port)
/// whose answer set them: a load balancer's affinity cookie keeps a session on the AIS server that issued
/// its token (contract §1). Never written anywhere; `removeAll` drops them when a session starts or ends.
/// Domain and Path are not followed: a cookie goes back to exactly the origin that set it, nowhere else.
final class CookieJar: @unchecked Sendable {
    private let lock = NSLock()
    /// origin → (name, value), in the order first set.
    private var jar: [String: [(name: String, value: String)]] = [:]

    /// How many cookies are kept, for all origins.
    var count: Int { lock.withLock { jar.values.reduce(0) { $0 + $1.count } } }

    /// The `Cookie` header for a request to `url`, or nil when its origin set none.
    func header(for url: URL) -> String? {
        guard let origin = Self.origin(of: url) else { return nil }
        let cookies = lock.withLock { jar[origin] ?? [] }
        return cookies.isEmpty ? nil : cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    /// Keeps (or, when expired, drops) the cookies of `setCookies`, the `Set-Cookie` values of an answer from `url`.
    func store(_ setCookies: [String], from url: URL, now: Date = Date()) {
        guard !setCookies.isEmpty, let origin = Self.origin(of: url) else { return }
        lock.withLock {
            var cookies = jar[origin] ?? []
            for line in setCookies {
                guard let cookie = Self.parse(line, now: now) else { continue }
                cookies.removeAll { $0.name == cookie.name }
                if !cookie.expired { cookies.append((cookie.name, cookie.value)) }
            }
            jar[origin] = cookies.isEmpty ? nil : cookies
        }
    }

    func removeAll() {
        lock.withLock { jar.removeAll() }
    }

    /// `scheme://host:port`, the port written even when it is the scheme's default.
    static func origin(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(host):\(port)"
    }

    /// A `Set-Cookie` value's name and value, and whether its Max-Age or Expires says it is gone.
    static func parse(_ line: String, now: Date) -> (name: String, value: String, expired: Bool)? {
        let parts = line.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first, let equals = first.firstIndex(of: "=") else { return nil }
        let name = String(first[..<equals]).trimmingCharacters(in: .whitespaces)
        let value = String(first[first.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, !(name + value).utf8.contains(where: { $0 == 13 || $0 == 10 }) else { return nil }
        var expired = false
        for attribute in parts.dropFirst() {
            let pair = attribute.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { continue }
            switch pair[0].lowercased() {
            case "max-age":
                if let seconds = Int(pair[1]) { expired = seconds <= 0 }
            case "expires":
                if let date = Self.httpDate(pair[1]) { expired = date <= now }
            default: break
            }
        }
        return (name, value, expired)
    }

    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE, dd-MMM-yyyy HH:mm:ss zzz"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
