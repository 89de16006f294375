import Foundation
import Resources
import Testing
@testable import App

/// README.md and docs/USER-GUIDE.md name only commands and settings that exist: a renamed or removed one
/// fails here, not in a user's terminal.
@Suite struct UserDocumentsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let documents = ["README.md", "docs/USER-GUIDE.md"]

    static func text(_ document: String) throws -> String {
        try String(contentsOfFile: root + "/" + document, encoding: .utf8)
    }

    /// Each match of `pattern`'s first group in `text`.
    static func matches(_ pattern: String, in text: String) throws -> Set<String> {
        let regex = try NSRegularExpression(pattern: pattern)
        return Set(regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
    }

    @Test(arguments: documents)
    func everyCommandNamedExists(document: String) throws {
        let named = try Self.matches(#"`signoff ([a-z]+)"#, in: try Self.text(document))
        let commands = Set(ScriptCommand.Name.allCases.map(\.rawValue))
        #expect(!named.isEmpty)
        #expect(named.subtracting(commands).isEmpty, "\(document) names commands that do not exist: \(named.subtracting(commands).sorted())")
    }

    @Test(arguments: documents)
    func everySettingNamedExists(document: String) throws {
        let named = try Self.matches(#"`((?:connection|approvals|display|data|attachments|hooks|notifications|inventory|budget)\.[a-z0-9.-]+[a-z0-9])"#,
                                     in: try Self.text(document))
        let settings = Set(SettingsCatalog.all.map(\.key))
        #expect(!named.isEmpty)
        #expect(named.subtracting(settings).isEmpty, "\(document) names settings that do not exist: \(named.subtracting(settings).sorted())")
    }

    @Test func theReadmeStaysShort() throws {
        #expect(try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
    }
}
