import Foundation

/// Reads the headers of a file's answer: the media type of `Content-Type` and the file name of
/// `Content-Disposition` (`filename*=UTF-8''…` before `filename="…"`, RFC 6266). The name is the
/// server's text: untrusted, kept as given.
enum ContentDisposition {
    /// `application/pdf` of `Application/PDF; charset=binary`.
    static func mediaType(_ header: String) -> String {
        String(header.split(separator: ";", omittingEmptySubsequences: false).first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
    }

    static func fileName(_ header: String) -> String {
        let parameters = parameters(of: header)
        if let extended = parameters["filename*"], let name = decodeExtended(extended) { return name }
        return parameters["filename"] ?? ""
    }

    /// The `name=value` parameters after the disposition type; quoted values unquoted (`\"` kept as `"`).
    static func parameters(of header: String) -> [String: String] {
        var found: [String: String] = [:]
        var rest = Substring(header)
        // Skip the disposition type.
        guard let first = rest.firstIndex(of: ";") else { return found }
        rest = rest[rest.index(after: first)...]
        while !rest.isEmpty {
            rest = rest.drop(while: { $0 == " " || $0 == "\t" || $0 == ";" })
            guard let equals = rest.firstIndex(of: "=") else { break }
            let name = rest[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            rest = rest[rest.index(after: equals)...].drop(while: { $0 == " " })
            var value = ""
            if rest.first == "\"" {
                rest = rest.dropFirst()
                var escaped = false
                while let c = rest.first {
                    rest = rest.dropFirst()
                    if escaped { value.append(c); escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { break } else { value.append(c) }
                }
                rest = rest.drop(while: { $0 != ";" })
            } else {
                let end = rest.firstIndex(of: ";") ?? rest.endIndex
                value = rest[..<end].trimmingCharacters(in: .whitespaces)
                rest = rest[end...]
            }
            if found[name] == nil { found[name] = value }
        }
        return found
    }

    /// `UTF-8''Quote%20%E2%82%AC.pdf` → `Quote €.pdf`; nil for another charset or bad escapes.
    static func decodeExtended(_ value: String) -> String? {
        let parts = value.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].lowercased() == "utf-8" else { return nil }
        return String(parts[2]).removingPercentEncoding
    }
}
