import AISSimulator
import Foundation
import TestSupport
import Testing

/// signoff-ais(1): made from the text `--help` prints, rendered by groff with every warning on.
@Suite struct SimulatorManPageTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff is not installed: make deps-packaging installs groff-base"))
    func groffRendersTheManPageWithoutAWarning() throws {
        // Given
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-ais-\(UUID().uuidString).1").path
        try SimulatorManPage.text().write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        // When
        let groff = try Spawn.command(["/usr/bin/groff", "-man", "-ww", "-z", path])
        // Then
        #expect(groff.status == 0)
        #expect(groff.stderr.isEmpty, "\(groff.stderr)")
    }

    @Test func thePageHoldsEveryOptionOfTheHelp() throws {
        // Given
        let page = SimulatorManPage.text().replacingOccurrences(of: "\\-", with: "-")
        let flags = SimulatorArguments.helpText.split(separator: "\n").compactMap { line -> String? in
            let body = line.trimmingCharacters(in: .whitespaces)
            return line.hasPrefix("  -") ? String(body.prefix(while: { $0 != " " })) : nil
        }
        // Then
        #expect(flags.count > 20)
        for flag in flags { #expect(page.contains("\\fB" + flag), "\(flag)") }
        #expect(page.contains(".SH EXIT STATUS") && page.contains(".BR signoff (1)"))
        guard case .man = try SimulatorArguments.parse(["--man"]) else { Issue.record("--man is not the manual"); return }
    }
}
