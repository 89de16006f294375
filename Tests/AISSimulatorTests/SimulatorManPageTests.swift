import AISSimulator
import Foundation
import Testing

/// signoff-ais(1): made from the text `--help` prints, rendered by groff with every warning on.
@Suite struct SimulatorManPageTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff is not installed: make deps-packaging installs groff-base"))
    func groffRendersTheManPageWithoutAWarning() throws {
        // Given
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-ais-\(UUID().uuidString).1").path
        try SimulatorManPage.text().write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let errors = path + ".err"
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errors) }
        // When
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        process.arguments = ["-man", "-ww", "-z", path]
        let sink = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        process.standardError = sink
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try sink.close()
        // Then
        #expect(process.terminationStatus == 0)
        #expect(try String(contentsOfFile: errors, encoding: .utf8).isEmpty)
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
