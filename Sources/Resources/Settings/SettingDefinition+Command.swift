import Foundation

/// A command setting (`hooks.on-new`): a program and its arguments, each its own word, so no text is
/// ever split or read by a shell.
extension SettingDefinition {
    /// The longest command, in words.
    static let maximumCommandWords = 32

    /// Empty text: no command. Text starting with `[`: a JSON array of strings, the program's absolute
    /// path then its arguments. Other text: the program's absolute path alone, without spaces (a path
    /// with spaces, or arguments, are written as the JSON array).
    static func parseCommand(_ text: String) -> Result<SettingValue, VersionsProblem> {
        if text.isEmpty { return .success(.list([])) }
        let words: [String]
        if text.hasPrefix("[") {
            guard let array = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [Any],
                  let strings = array as? [String] else {
                return .failure(.init(why: "write a JSON array of strings, e.g. [\"/usr/local/bin/new-orders\", \"--quiet\"]"))
            }
            words = strings
        } else {
            guard !text.contains(where: \.isWhitespace) else {
                return .failure(.init(why: "a program path alone has no spaces; for a path with spaces or arguments write a JSON array, "
                                          + "e.g. [\"/usr/local/bin/new-orders\", \"--quiet\"]"))
            }
            words = [text]
        }
        if let why = checkCommand(words) { return .failure(.init(why: why)) }
        return .success(.list(words))
    }

    /// Why `words` is not a command, or nil when it is one (or empty: none).
    static func checkCommand(_ words: [String]) -> String? {
        guard let program = words.first else { return nil }
        guard program.hasPrefix("/") else { return "the program must be an absolute path, starting with /" }
        guard words.count <= maximumCommandWords else { return "at most \(maximumCommandWords) words" }
        guard words.allSatisfy({ $0.count <= 1024 && !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) else {
            return "control characters are not allowed, and each word has at most 1024 characters"
        }
        return nil
    }
}
