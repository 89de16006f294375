import Foundation
import Resources
import Testing

/// `Resources/config.example.json` (installed with `make install`) holds every setting a user can write,
/// at its default: it must load without a problem and say exactly what the catalog says.
@Suite struct ConfigExampleTests {
    static let examplePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/config.example.json").path

    /// The file as `SettingsFile` writes every writable setting at its default.
    private func expectedText() throws -> String {
        var settings = Settings()
        for definition in SettingsCatalog.all where definition.kind != .readOnly {
            try settings.set(definition.key, definition.defaultValue, from: .file)
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-example-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SettingsFile(path: path).save(settings)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// After a change to the catalog: `SIGNOFF_WRITE_EXAMPLE=1 swift test --filter ConfigExampleTests`.
    @Test func theExampleHoldsEveryWritableSettingAtItsDefault() throws {
        let expected = try expectedText()
        if ProcessInfo.processInfo.environment["SIGNOFF_WRITE_EXAMPLE"] == "1" {
            try expected.write(toFile: Self.examplePath, atomically: true, encoding: .utf8)
        }
        let actual = try String(contentsOfFile: Self.examplePath, encoding: .utf8)
        #expect(actual == expected, "Resources/config.example.json should read:\n\(expected)")
    }

    @Test func theExampleLoadsWithoutAProblem() {
        let loaded = SettingsFile(path: Self.examplePath).load()
        #expect(loaded.problem == nil)
        for definition in SettingsCatalog.all where definition.kind != .readOnly {
            #expect(loaded.settings.value(definition.key) == definition.defaultValue, "\(definition.key)")
        }
    }
}
