import Foundation

/// The text of a JSON object, edited member by member: setting or removing one key leaves every other
/// byte as it was (other keys, values that do not fit, the person's spacing and order). A config file is
/// therefore never rewritten from what was understood of it, so nothing in it is lost by a save.
struct JSONObjectText {
    /// One top-level member: where its key's quote starts, where its value starts and ends, and the line
    /// (from 1) the key is on.
    struct Member {
        var key: String
        var start: Int
        var valueStart: Int
        var valueEnd: Int
        var line: Int
    }

    private(set) var bytes: [UInt8]
    private(set) var members: [Member] = []
    /// The index of the object's closing brace.
    private var closing = 0

    /// Nil when `text` is not one JSON object (check it with JSONSerialization first: this scanner finds
    /// the members of valid JSON, it does not validate it).
    init?(_ text: String) {
        bytes = Array(text.utf8)
        guard scan() else { return nil }
    }

    /// A new object with a format version, as a new config file starts.
    init(version: Int) {
        self.init("{\n  \"version\": \(version)\n}\n")!
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    func member(_ key: String) -> Member? { members.first { $0.key == key } }

    /// The value's JSON text as written in the file.
    func valueText(_ key: String) -> String? {
        member(key).map { String(decoding: bytes[$0.valueStart..<$0.valueEnd], as: UTF8.self) }
    }

    /// Sets `key` to the JSON text `json`: in place when the key is there (the last of duplicates, the one
    /// a reader keeps), else as a new member on its own line, indented as the others are, before the first
    /// greater key when the keys are in order (as Signoff writes them), else last. A value of several lines
    /// is indented as its member, unless `indented` says its lines already are.
    mutating func set(_ key: String, json: String, indented: Bool = false) {
        if let existing = members.last(where: { $0.key == key }) {
            let text = indented ? json : Self.indent(json, by: indentation(before: existing.start))
            bytes.replaceSubrange(existing.valueStart..<existing.valueEnd, with: Array(text.utf8))
        } else {
            let indent = members.first.map { indentation(before: $0.start) } ?? "  "
            let member = "\(Self.quoted(key)) : \(indented ? json : Self.indent(json, by: indent))"
            let keys = members.map(\.key)
            if keys == keys.sorted(), let next = members.first(where: { $0.key > key }) {
                let own = onOwnLine(next.start)
                let at = own ? lineStart(of: next.start) : next.start
                bytes.insert(contentsOf: Array((own ? "\(indent)\(member),\n" : "\(member), ").utf8), at: at)
            } else {
                var end = closing
                while end > 0, Self.isSpace(bytes[end - 1]) { end -= 1 }
                let entry = "\(members.isEmpty ? "" : ",")\n\(indent)\(member)\n"
                bytes.replaceSubrange(end..<closing, with: Array(entry.utf8))
            }
        }
        _ = scan()
    }

    /// Every line of `json` after the first, indented by `indent` more.
    private static func indent(_ json: String, by indent: String) -> String {
        json.replacingOccurrences(of: "\n", with: "\n" + indent)
    }

    /// Removes every member named `key`, with its comma, and its line when it stood on one of its own.
    mutating func remove(_ key: String) {
        while let index = members.lastIndex(where: { $0.key == key }) {
            let member = members[index]
            let range: Range<Int>
            if index + 1 < members.count {
                let next = members[index + 1]
                range = onOwnLine(member.start) && onOwnLine(next.start)
                    ? lineStart(of: member.start)..<lineStart(of: next.start) : member.start..<next.start
            } else if index > 0 {
                // The last member: the comma after the one before it goes with it.
                range = members[index - 1].valueEnd..<member.valueEnd
            } else {
                range = member.start..<member.valueEnd
            }
            bytes.removeSubrange(range)
            _ = scan()
        }
    }

    /// A JSON string literal of `text`.
    static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    // MARK: Scanning

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }

    private func indentation(before index: Int) -> String {
        var start = index
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return "  " }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Where the blanks before `index` begin.
    private func lineStart(of index: Int) -> Int {
        var start = index
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        return start
    }

    /// Whether only blanks stand before `index` on its line.
    private func onOwnLine(_ index: Int) -> Bool {
        let start = lineStart(of: index)
        return start == 0 || bytes[start - 1] == UInt8(ascii: "\n")
    }

    private mutating func scan() -> Bool {
        members = []
        var i = skipSpace(from: 0)
        guard i < bytes.count, bytes[i] == UInt8(ascii: "{") else { return false }
        i = skipSpace(from: i + 1)
        while i < bytes.count, bytes[i] != UInt8(ascii: "}") {
            guard bytes[i] == UInt8(ascii: "\""), let keyEnd = endOfString(from: i) else { return false }
            let keyData = Data(bytes[i..<keyEnd])
            guard let key = (try? JSONSerialization.jsonObject(with: keyData, options: [.fragmentsAllowed])) as? String else { return false }
            var j = skipSpace(from: keyEnd)
            guard j < bytes.count, bytes[j] == UInt8(ascii: ":") else { return false }
            j = skipSpace(from: j + 1)
            guard let valueEnd = endOfValue(from: j) else { return false }
            members.append(Member(key: key, start: i, valueStart: j, valueEnd: valueEnd, line: line(of: i)))
            i = skipSpace(from: valueEnd)
            if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i = skipSpace(from: i + 1) }
        }
        guard i < bytes.count else { return false }
        closing = i
        return true
    }

    private func skipSpace(from index: Int) -> Int {
        var i = index
        while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
        return i
    }

    private func line(of index: Int) -> Int { 1 + bytes[..<index].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }

    /// The index after the string starting at `index` (its opening quote).
    private func endOfString(from index: Int) -> Int? {
        var i = index + 1
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
            if bytes[i] == UInt8(ascii: "\"") { return i + 1 }
            i += 1
        }
        return nil
    }

    /// The index after the value starting at `index`: a string, an object or array (brackets matched
    /// outside strings), or a bare word or number.
    private func endOfValue(from index: Int) -> Int? {
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "\""): return endOfString(from: index)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0, i = index
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "\""):
                    guard let end = endOfString(from: i) else { return nil }
                    i = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return i + 1 }
                default: break
                }
                i += 1
            }
            return nil
        default:
            var i = index
            while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ","), bytes[i] != UInt8(ascii: "}") { i += 1 }
            return i
        }
    }
}
