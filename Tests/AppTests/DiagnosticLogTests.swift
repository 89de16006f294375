@testable import App
import Foundation
import Testing

@Suite struct DiagnosticLogTests {
    private func temporaryPath() -> String {
        NSTemporaryDirectory() + "signoff-log-\(UUID().uuidString.prefix(8))/sub/signoff.log"
    }

    @Test func linesAreInertAndSecretsRedacted() throws {
        // Given a log told about a password and a token
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent) }
        let sut = try DiagnosticLog(path: path)
        sut.redact("s3cret pass")
        sut.redact("044Zq=token")

        // When a server's message echoes both, with escape sequences and a line break
        sut.write("login refused for s3cret pass (token 044Zq=token)\u{1B}]0;pwned\u{07}\nnext\u{1B}[2J line")

        // Then one line, no control characters, no secrets
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 1)
        #expect(!text.contains("s3cret pass") && !text.contains("044Zq=token"))
        #expect(text.contains("login refused for [redacted] (token [redacted])"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func theFileIsPrivateInAPrivateFolderAndSetAsidePastItsCap() throws {
        // Given
        let path = temporaryPath()
        let folder = (path as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let sut = try DiagnosticLog(path: path)

        // When more than the cap is written
        let line = String(repeating: "x", count: 1000)
        for _ in 0..<(DiagnosticLog.maximumBytes / 1000 + 10) { sut.write(line) }

        // Then the file and the one set aside are 0600, the folder it made 0700, and the current file small
        func mode(_ p: String) throws -> Int { (try FileManager.default.attributesOfItem(atPath: p)[.posixPermissions] as? Int ?? 0) & 0o777 }
        #expect(try mode(path) == 0o600)
        #expect(try mode(path + ".1") == 0o600)
        #expect(try mode(folder) == 0o700)
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        #expect(size < DiagnosticLog.maximumBytes)
    }
}
