import Foundation
import Resources
import Testing

/// The decision method's settings: the method, P43081's versions per order type and its control ids, typed as
/// a person would and read back from the file.
@Suite struct DecisionMethodSettingsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-method-\(UUID().uuidString)").path
    var path: String { folder + "/config.json" }

    @Test func versionsAreTypedAsPairsAndShownStarFirst() throws {
        var settings = Settings()
        try settings.set("approvals.p43081.versions", text: "or=zjde0002, *=ZJDE0001", from: .commandLine)
        #expect(settings.value("approvals.p43081.versions") == .map(["*": "ZJDE0001", "OR": "ZJDE0002"]))
        #expect(settings.value("approvals.p43081.versions").description == "*=ZJDE0001, OR=ZJDE0002")
    }

    @Test(arguments: ["OR=ZJDE0002", "*=", "*=ZJDE0001, *=ZJDE0002", "ORDER=ZJDE0001", "*=ZJDE 0001", "*=ZJDE0001;OR"])
    func versionsThatCannotBeUsedAreRefusedWithWhy(text: String) {
        var settings = Settings()
        #expect(throws: SettingError.self) { try settings.set("approvals.p43081.versions", text: text, from: .commandLine) }
        #expect(settings.value("approvals.p43081.versions") == .map(["*": "ZJDE0001"]), "the default stays")
    }

    @Test func controlIDsAreDigitsAndOnlyTheRemarkMayBeEmpty() throws {
        var settings = Settings()
        try settings.set("approvals.p43081.approve", text: "97", from: .commandLine)
        #expect(settings.text("approvals.p43081.approve") == "97")
        #expect(throws: SettingError.self) { try settings.set("approvals.p43081.approve", text: "", from: .commandLine) }
        #expect(throws: SettingError.self) { try settings.set("approvals.p43081.find", text: "6a", from: .commandLine) }
        try settings.set("approvals.p43081.remark", text: "", from: .commandLine)
        try settings.set("approvals.p43081.remark", text: "212", from: .commandLine)
        #expect(settings.text("approvals.p43081.remark") == "212")
    }

    @Test func theMethodIsOneOfTwo() throws {
        var settings = Settings()
        try settings.set("approvals.method", text: "Stock", from: .commandLine)
        #expect(settings.text("approvals.method") == "stock")
        #expect(throws: SettingError.self) { try settings.set("approvals.method", text: "email", from: .commandLine) }
    }

    @Test func theFileKeepsVersionsAsAnObject() throws {
        // Given: versions set and saved
        let file = SettingsFile(path: path)
        var settings = file.load().settings
        try settings.set("approvals.p43081.versions", text: "*=ZJDE0001, OR=ZJDE0002", from: .file)
        try file.save(settings)
        // Then: the file holds a JSON object, and reads back the same
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        #expect(json?["approvals.p43081.versions"] as? [String: String] == ["*": "ZJDE0001", "OR": "ZJDE0002"])
        #expect(file.load().settings.value("approvals.p43081.versions") == .map(["*": "ZJDE0001", "OR": "ZJDE0002"]))
        #expect(file.load().problem == nil)
    }

    @Test func aVersionsObjectThatDoesNotFitIsSaidAndTheDefaultUsed() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #"{ "version": 1, "approvals.p43081.versions": {"OR": "ZJDE0002"} }"#.write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = SettingsFile(path: path).load()
        #expect(loaded.settings.value("approvals.p43081.versions") == .map(["*": "ZJDE0001"]))
        #expect(loaded.problem?.contains("approvals.p43081.versions") == true)
    }
}
