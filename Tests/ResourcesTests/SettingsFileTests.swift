import Foundation
import Resources
import Testing

@Suite struct SettingsFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-config-\(UUID().uuidString)").path
    var path: String { folder + "/config.json" }

    private func write(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func aBrokenFileIsKeptAsideAndTheDefaultsUsed() throws {
        // Given
        try write("{ \"display.theme\": \"light\", ")
        // When
        let loaded = SettingsFile(path: path).load()
        // Then
        #expect(loaded.settings.theme == "dark")
        #expect(loaded.problem?.contains("kept as \(path).broken") == true)
        #expect(try String(contentsOfFile: path + ".broken", encoding: .utf8).hasPrefix("{ \"display.theme\""))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aValueThatDoesNotFitIsSaidAndTheRestIsUsed() throws {
        try write(#"{ "version": 1, "display.theme": "purple", "connection.timeout": 45 }"#)
        let loaded = SettingsFile(path: path).load()
        #expect(loaded.settings.theme == "dark")
        #expect(loaded.settings.timeout == 45)
        #expect(loaded.problem?.contains("display.theme") == true)
    }

    @Test func unknownKeysAndOverriddenValuesSurviveASave() throws {
        // Given: a key from a newer version, and a theme the environment overrides
        try write(#"{ "version": 1, "display.theme": "light", "future.thing": {"a": [1, 2]}, "keys": {"orders.approve": ["y"]} }"#)
        let file = SettingsFile(path: path)
        var settings = file.load().settings
        try settings.set("display.theme", text: "high-contrast", from: .environment)
        try settings.set("connection.timeout", text: "60", from: .file)
        // When
        try file.save(settings)
        // Then
        let again = file.load().settings
        #expect(again.theme == "light")
        #expect(again.timeout == 60)
        #expect(again.unknownEntries["future.thing"] == #"{"a":[1,2]}"#)
        #expect(again.keyBindings == ["orders.approve": ["y"]])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"version\" : 1"))
        let keys = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  \""), let end = line.dropFirst(3).firstIndex(of: "\"") else { return nil }
            return String(line.dropFirst(3)[..<end])
        }
        #expect(keys == keys.sorted())
    }
}
