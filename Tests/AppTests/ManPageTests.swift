import Foundation
import Resources
import TestSupport
import Testing
@testable import App

/// signoff(1): made from the command table, rendered by groff with every warning on.
@Suite struct ManPageTests {
    @Test(.enabled(if: Groff.available, "groff is not installed: make deps-packaging installs groff-base"))
    func groffRendersTheManPageWithoutAWarning() throws {
        // Given
        let page = ManPage.signoff()
        // When
        let result = try Groff.lint(page)
        // Then
        #expect(result.status == 0)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func thePageNamesEveryCommandOptionSettingVariableFileAndExitCode() {
        let page = ManPage.signoff().replacingOccurrences(of: "\\-", with: "-")
        for command in ScriptCommand.Name.documented { #expect(page.contains("signoff \(command.rawValue)"), "\(command)") }
        #expect(!page.contains("signoff man"))
        for option in SignoffOptions.parser.options + ScriptCommand.connectionOptions { #expect(page.contains("--\(option.name)"), "\(option.name)") }
        for definition in SettingsCatalog.all { #expect(page.contains(definition.key), "\(definition.key)") }
        for (variable, _) in EnvironmentSettings.variables { #expect(page.contains(variable)) }
        for variable in ["SIGNOFF_PASSWORD", "NO_COLOR", "XDG_CONFIG_DIRS"] { #expect(page.contains(variable)) }
        for code in CommandExit.allCases { #expect(page.contains(".B \(code.rawValue)\n")) }
        #expect(page.contains("signoff/config.json") && page.contains(".SH KEYS") && page.contains("Approve the marked orders"))
    }

    @Test func textOutsideASCIIAndLeadingDotsAreEscaped() {
        #expect(Roff.escape("“x” – \\") == "\\[u201C]x\\[u201D] \\[u2013] \\e")
        #expect(Roff.line(".hidden") == "\\&.hidden")
        #expect(Roff.line("'quoted") == "\\&'quoted")
    }

    @Test func versionSaysTheVersionCommitAndBuildDate() throws {
        // Given / When
        let line = BuildInfo.versionLine
        // Then: a plain swift build says unknown; make's stamp gives the commit's hex and the day.
        #expect(line.hasPrefix("signoff \(SignoffVersion.current) (commit "))
        #expect(BuildInfo.commit == "unknown" || BuildInfo.commit.allSatisfy { $0.isHexDigit || "-dirty".contains($0) })
        #expect(BuildInfo.date == "unknown" || BuildInfo.date.count == 10)
        #expect(try ScriptCommand.parse(["version"]).name == .version)
        #expect(try SignoffOptions.parse(["--version"]).showVersion)
    }
}

/// `groff -man -ww -z` on a page: its exit status and warnings.
enum Groff {
    static var available: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") }

    static func lint(_ page: String) throws -> (status: Int32, warnings: String) {
        try Shell.run("/usr/bin/groff", ["-man", "-ww", "-z"], file: page)
    }
}

/// Runs a program on a temporary file holding `file` (appended as the last argument); its status and
/// standard error (or its standard output, with `output: true`).
enum Shell {
    static func run(_ program: String, _ arguments: [String], file: String, output: Bool = false) throws -> (status: Int32, warnings: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-shell-\(UUID().uuidString)").path
        try file.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ran = try Spawn.command([program] + arguments + [path])
        return (ran.status, output ? ran.stdout : ran.stderr)
    }
}
