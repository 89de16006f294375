import Foundation

/// A file name for a downloaded attachment, made from the server's untrusted name (contract §8): the last
/// part of any path, no control or format characters (no escape sequences, no bidirectional overrides), no
/// slashes, no leading dot, dash or space (never a hidden file, never read as an option by an opener), at most
/// `maximumBytes` of UTF-8 with the extension kept; "attachment" when nothing is left, with an extension for
/// the content type when the name has none.
public enum AttachmentFileName {
    public static let maximumBytes = 100
    static let maximumExtension = 10

    public static func safe(_ untrusted: String, contentType: String = "") -> String {
        var text = String(String.UnicodeScalarView(untrusted.unicodeScalars.filter { scalar in
            let category = scalar.properties.generalCategory
            return category != .control && category != .format && category != .lineSeparator && category != .paragraphSeparator
                && category != .surrogate && category != .privateUse && category != .unassigned
        }))
        // The last part of a path the server wrote (either kind of slash).
        if let slash = text.lastIndex(where: { $0 == "/" || $0 == "\\" }) { text = String(text[text.index(after: slash)...]) }
        text = text.trimmingCharacters(in: .whitespaces)
        while let first = text.first, first == "." || first == "-" || first == " " || first == "~" { text.removeFirst() }
        var (base, ext) = split(text)
        if ext.isEmpty { ext = Self.extension(for: contentType) }
        base = base.trimmingCharacters(in: CharacterSet(charactersIn: " ."))
        if base.isEmpty { base = "attachment" }
        let room = maximumBytes - (ext.isEmpty ? 0 : ext.utf8.count + 1)
        base = prefix(base, bytes: room)
        return ext.isEmpty ? base : base + "." + ext
    }

    /// The name and its extension (letters and digits only, at most `maximumExtension`; else none).
    public static func split(_ name: String) -> (base: String, ext: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        let ext = String(name[name.index(after: dot)...])
        guard (1...maximumExtension).contains(ext.count), ext.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            return (name, "")
        }
        return (String(name[..<dot]), ext)
    }

    /// The longest prefix of whole characters that fits in `bytes` of UTF-8.
    static func prefix(_ text: String, bytes: Int) -> String {
        var out = ""
        var used = 0
        for character in text {
            let size = character.utf8.count
            guard used + size <= bytes else { break }
            out.append(character)
            used += size
        }
        return out
    }

    /// An extension for a few common types, for a name that has none.
    static func `extension`(for contentType: String) -> String {
        switch contentType.lowercased() {
        case "application/pdf": return "pdf"
        case "image/png": return "png"
        case "image/jpeg": return "jpg"
        case "image/gif": return "gif"
        case "text/plain": return "txt"
        case "text/csv": return "csv"
        default: return ""
        }
    }
}
