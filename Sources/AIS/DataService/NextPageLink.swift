import Foundation

/// The URL of a `links` `next` href exactly as the server wrote it (contract §9: it may carry its own
/// token, URL-encoded, and `|` between returned columns). `URL(string:)` alone percent-encodes a string
/// that holds a character URLs do not allow, and then encodes its `%` escapes again (`%2B` became
/// `%252B`, a different token and query); here only the characters URLs do not allow are encoded, and
/// escapes already there are kept.
enum NextPageLink {
    static func url(_ href: String) -> URL? {
        let text = href.trimmingBlanks
        guard !text.isEmpty else { return nil }
        var encoded = ""
        encoded.reserveCapacity(text.utf8.count)
        let bytes = Array(text.utf8)
        for (i, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "%"), !(i + 2 < bytes.count && hex(bytes[i + 1]) && hex(bytes[i + 2])) {
                encoded += "%25"   // a lone % is a character, not an escape
            } else if allowed(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        guard let url = URL(string: encoded), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host != nil else { return nil }
        return url
    }

    private static func hex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// RFC 3986's unreserved and reserved characters, and `%` (escapes are kept as they are).
    private static func allowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return Array("-._~:/?#[]@!$&'()*+,;=%".utf8).contains(byte)
        }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { count >= length ? self : String(repeating: "0", count: length - count) + self }
}
