/// The reason an error body gives, the most specific first (contract §6, §9): the orchestration's own
/// `userDefinedErrorText`; the first form error (`errors[]` entry: `MOBILE`, else `TITLE`, else `DESC`)
/// found anywhere under an object-shaped `message`; `jde__simpleMessage`; `message` when it is text;
/// an expired or failed request's `sysErrors` (`TITLE`, else `DESC`); the `exception`'s name.
enum ErrorReason {
    /// How deep a `message` object is searched for form errors: real ones sit four levels down
    /// (service request, JAS response, form, errors); a hostile body cannot make the search deep.
    static let searchDepth = 8

    static func reason(in json: JSONValue?) -> String? {
        guard let json, case .object = json else { return nil }
        if let text = nonBlank(json["userDefinedErrorText"]) { return text }
        if let message = json["message"], let text = firstFormError(in: message, depth: 0) { return text }
        if let text = nonBlank(json["jde__simpleMessage"]) { return text }
        if case .string = json["message"], let text = nonBlank(json["message"]) { return text }
        if let first = json["sysErrors"]?.arrayValue?.first, let text = nonBlank(first["TITLE"]) ?? nonBlank(first["DESC"]) {
            return text
        }
        return nonBlank(json["exception"])
    }

    /// The first `errors[]` entry's text in a depth-first walk of objects and arrays, in document order.
    static func firstFormError(in value: JSONValue, depth: Int) -> String? {
        guard depth <= searchDepth else { return nil }
        switch value {
        case .object(let pairs):
            for (key, child) in pairs {
                if key == "errors", let entries = child.arrayValue {
                    for entry in entries {
                        if let text = nonBlank(entry["MOBILE"]) ?? nonBlank(entry["TITLE"]) ?? nonBlank(entry["DESC"]) { return text }
                    }
                }
                if let text = firstFormError(in: child, depth: depth + 1) { return text }
            }
            return nil
        case .array(let items):
            for item in items {
                if let text = firstFormError(in: item, depth: depth + 1) { return text }
            }
            return nil
        default:
            return nil
        }
    }

    /// Whether a `sysErrors` entry says the paged result set expired (JAS_MSG347), whatever else the
    /// body says first.
    static func resultsExpired(_ json: JSONValue?) -> Bool {
        guard let entries = json?["sysErrors"]?.arrayValue else { return false }
        return entries.contains { entry in
            ["TITLE", "DESC"].contains { entry[$0]?.text?.contains("JAS_MSG347") == true }
        }
    }

    private static func nonBlank(_ value: JSONValue?) -> String? {
        guard case .string(let s)? = value else { return nil }
        let text = s.trimmingBlanks
        return text.isEmpty ? nil : AISError.capped(text)
    }
}
