import Foundation
import Resources
import Testing
@testable import App

/// `signoff completions bash|zsh|fish`, made from the command table.
@Suite struct CompletionScriptTests {
    /// What bash's completion function offers for the words typed so far (the last one being completed).
    static func bashCompletes(_ words: [String]) throws -> [String] {
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let driver = CompletionScript.text(for: .bash) + """

            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _signoff
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try Shell.run("/bin/bash", [], file: driver, output: true)
        return result.warnings.split(separator: "\n").map(String.init)
    }

    @Test func bashAcceptsItsScript() throws {
        let result = try Shell.run("/bin/bash", ["-n"], file: CompletionScript.text(for: .bash))
        #expect(result.status == 0, "\(result.warnings)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh is not installed: make deps-packaging installs it"))
    func zshAcceptsItsScript() throws {
        let result = try Shell.run("/usr/bin/zsh", ["-n"], file: CompletionScript.text(for: .zsh))
        #expect(result.status == 0, "\(result.warnings)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish is not installed: make deps-packaging installs it"))
    func fishAcceptsItsScriptAndCompletesAppToApprove() throws {
        let checked = try Shell.run("/usr/bin/fish", ["--no-execute"], file: CompletionScript.text(for: .fish))
        #expect(checked.status == 0, "\(checked.warnings)")
        // Given the script loaded, When fish completes "signoff app", Then it offers approve
        let driver = CompletionScript.text(for: .fish) + "\ncomplete --do-complete 'signoff app'\n"
        let completed = try Shell.run("/usr/bin/fish", [], file: driver, output: true)
        #expect(completed.warnings.split(separator: "\n").contains { $0.hasPrefix("approve") }, "\(completed.warnings)")
    }

    @Test func bashCompletesAppToApprove() throws {
        // Given: signoff app<Tab>
        // When
        let offered = try Self.bashCompletes(["signoff", "app"])
        // Then
        #expect(offered == ["approve"])
    }

    @Test func bashCompletesTheCommandsOptionsAndTheSettingKeys() throws {
        #expect(try Self.bashCompletes(["signoff", "queue", "--j"]) == ["--json"])
        #expect(try Self.bashCompletes(["signoff", "settings", "get", "connection.ser"]) == ["connection.server"])
        #expect(try Self.bashCompletes(["signoff", "completions", "z"]) == ["zsh"])
        #expect(try Self.bashCompletes(["signoff", "--ser"]) == ["--server"])
        #expect(try Self.bashCompletes(["signoff", "approve", "--remark", ""]).isEmpty)
    }

    @Test func everyScriptNamesEveryCommandAndSettingKey() {
        for shell in CompletionScript.Shell.allCases {
            let script = CompletionScript.text(for: shell)
            for command in ScriptCommand.Name.documented { #expect(script.contains(command.rawValue), "\(shell) \(command)") }
            for key in SettingsCatalog.all.map(\.key) { #expect(script.contains(key), "\(shell) \(key)") }
            #expect(!script.contains(" man "), "\(shell)")
        }
    }

    @Test func theCommandParsesItsShell() throws {
        #expect(try ScriptCommand.parse(["completions", "fish"]).arguments == ["fish"])
        #expect(throws: ScriptCommand.ParseError.self) { try ScriptCommand.parse(["completions", "tcsh"]) }
    }
}
