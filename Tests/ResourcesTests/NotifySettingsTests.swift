import Foundation
import Resources
import Testing

/// `display.notify` (and the `display.bell-on-new` it replaces) and `hooks.on-new`.
@Suite struct NotifySettingsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-notify-\(UUID().uuidString)").path
    var path: String { folder + "/config.json" }

    private func load(_ text: String) throws -> SettingsFile.Loaded {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return SettingsFile(path: path).load()
    }

    @Test func notifyIsOffUnlessSaid() throws {
        #expect(Settings().notifyOnNew == "off")
        #expect(try load(#"{ "display.notify": "desktop" }"#).settings.notifyOnNew == "desktop")
        let wrong = try load(#"{ "display.notify": "loud" }"#)
        #expect(wrong.settings.notifyOnNew == "off")
        #expect(wrong.problem?.contains("display.notify") == true)
    }

    @Test func theOldBellSettingStillRingsUntilNotifyIsSet() throws {
        #expect(try load(#"{ "display.bell-on-new": true }"#).settings.notifyOnNew == "bell")
        #expect(try load(#"{ "display.bell-on-new": false }"#).settings.notifyOnNew == "off")
        #expect(try load(#"{ "display.bell-on-new": true, "display.notify": "off" }"#).settings.notifyOnNew == "off")
    }

    @Test func aHookIsAJSONArrayInTheFile() throws {
        let loaded = try load(#"{ "hooks.on-new": ["/usr/local/bin/new orders", "--quiet", "a b"] }"#)
        #expect(loaded.problem == nil)
        #expect(loaded.settings.newOrdersCommand == ["/usr/local/bin/new orders", "--quiet", "a b"])
    }

    @Test(arguments: [
        #"{ "hooks.on-new": ["relative/path"] }"#,
        #"{ "hooks.on-new": "/usr/bin/notify-send x" }"#,
        #"{ "hooks.on-new": ["/bin/x", "a\u0007b"] }"#,
    ])
    func aHookThatIsNoProgramPathIsRefusedAndSaid(file: String) throws {
        let loaded = try load(file)
        #expect(loaded.settings.newOrdersCommand == [])
        #expect(loaded.problem?.contains("hooks.on-new") == true)
    }

    @Test func typedTextIsAPathAloneOrAJSONArray() throws {
        let definition = try #require(SettingsCatalog.definition("hooks.on-new"))
        #expect(try definition.parse("/opt/hook").get() == .list(["/opt/hook"]))
        #expect(try definition.parse(#"["/opt/my hook", "-v"]"#).get() == .list(["/opt/my hook", "-v"]))
        #expect(try definition.parse("").get() == .list([]))
        // A string split on spaces is the trap of a shell: refused with the way to write it.
        guard case .failure(let why) = definition.parse("/opt/hook --all; rm -rf ~") else { Issue.record("accepted"); return }
        #expect(why.description.contains("JSON array"))
        guard case .failure = definition.parse("hook") else { Issue.record("a relative path was accepted"); return }
        guard case .failure = definition.parse(#"["/opt/hook", 3]"#) else { Issue.record("a number was accepted"); return }
        // What the settings screen shows reads back as the same value.
        for value in [SettingValue.list(["/opt/hook"]), .list(["/opt/my hook", "-v"]), .list([])] {
            #expect(try definition.parse(definition.editableText(value)).get() == value)
        }
    }
}
