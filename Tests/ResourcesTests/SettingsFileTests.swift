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
        #expect(text.hasPrefix(#"{ "version": 1, "display.theme": "light", "future.thing": {"a": [1, 2]}, "keys": {"orders.approve": ["y"]}"#),
                "the file keeps what it said, byte for byte: \(text)")
        #expect(text.contains(#""connection.timeout" : 60"#))
    }
}

@Suite struct SettingsFileDeviceNameTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-device-\(UUID().uuidString)").path

    @Test func aDeviceNameIsMadeOnceAndKeptInTheFile() throws {
        // Given: no config file yet
        let sut = SettingsFile(path: folder + "/config.json")
        var first = sut.load().settings
        // When
        let problem = sut.ensureDeviceName(in: &first)
        var second = sut.load().settings
        let again = sut.ensureDeviceName(in: &second)
        // Then: the name is made, saved, and the next run reads the same one
        #expect(problem == nil)
        #expect(again == nil)
        #expect(first.deviceName.hasPrefix("signoff-") && first.deviceName.count == 16, "\(first.deviceName)")
        #expect(second.deviceName == first.deviceName)
    }

    @Test func aFileThatCannotBeWrittenIsSaidAndTheNameStillUsed() throws {
        // Given: a config path under a regular file, so its folder cannot be made
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/blocker", contents: Data()))
        let sut = SettingsFile(path: folder + "/blocker/config.json")
        var settings = sut.load().settings
        // When
        let problem = sut.ensureDeviceName(in: &settings)
        // Then
        #expect(problem?.hasPrefix("Could not save \(folder)/blocker/config.json") == true, "\(problem ?? "nil")")
        #expect(settings.deviceName.hasPrefix("signoff-"))
    }
}
