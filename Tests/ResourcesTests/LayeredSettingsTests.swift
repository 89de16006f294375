import Foundation
@testable import Resources
import Testing

/// Defaults < the site's files < the user's file < what Signoff remembers (state); a save changes only the
/// member it must; a value that does not fit is said with what fits, its file and line, and stays.
@Suite struct LayeredSettingsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-layers-\(UUID().uuidString)").path
    var userFile: String { folder + "/config/signoff/config.json" }
    var siteFile: String { folder + "/site/signoff/config.json" }
    var stateFile: String { folder + "/state/signoff/state.json" }
    var sut: SettingsFile { SettingsFile(path: userFile, sitePaths: [siteFile], statePath: stateFile) }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test func aValueThatDoesNotFitIsSaidWithWhatFitsItsFileAndLineAndSurvivesASave() throws {
        // Given: a hook written as a string, where the setting wants a JSON array
        try write("{\n  \"version\": 1,\n  \"hooks.on-new\": \"/usr/local/bin/notify-me\"\n}\n", to: userFile)
        // When
        let loaded = sut.load()
        var settings = loaded.settings
        try settings.set("display.theme", text: "light", from: .file)
        try sut.save(settings)
        // Then
        let problem = try #require(loaded.problems.first)
        #expect(problem.description == "\(userFile):3: hooks.on-new: \"/usr/local/bin/notify-me\" does not fit: expected a JSON array of a "
                + "program and its arguments, like [\"/usr/bin/notify-send\", \"Signoff\"] ([] for none); the default is used (the value stays in the file)")
        #expect(settings.newOrdersCommand.isEmpty)
        #expect(read(userFile) == "{\n  \"version\": 1,\n  \"hooks.on-new\": \"/usr/local/bin/notify-me\",\n  \"display.theme\" : \"light\"\n}\n")
    }

    @Test func aMisspeltThemeAndAWordForANumberStayAndTheSitesValueIsUsedMeanwhile() throws {
        // Given
        try write(#"{ "approvals.undo-seconds": 10 }"#, to: siteFile)
        try write(#"{ "display.theme": "drak", "approvals.undo-seconds": "five", "future.key": [1] }"#, to: userFile)
        // When
        let loaded = sut.load()
        var settings = loaded.settings
        try settings.set("connection.timeout", text: "45", from: .file)
        try sut.save(settings)
        // Then
        #expect(loaded.problems.count == 2)
        #expect(loaded.problem?.contains("approvals.undo-seconds: \"five\" does not fit: expected a whole number from 0 to 60 (seconds), without quotes; the site's value is used") == true)
        #expect(loaded.problem?.contains(#"display.theme: "drak" does not fit: expected one of "dark", "light", "high-contrast""#) == true)
        #expect(settings.int("approvals.undo-seconds") == 10)
        #expect(read(userFile).hasPrefix(#"{ "display.theme": "drak", "approvals.undo-seconds": "five", "future.key": [1]"#))
        #expect(sut.load().settings.timeout == 45)
    }

    @Test func resettingAKeyRemovesOnlyItEvenAValueThatDidNotFit() throws {
        // Given
        try write(#"{ "connection.role": "SITE" }"#, to: siteFile)
        try write("{\n  \"connection.role\" : \"MINE\",\n  \"display.theme\" : \"drak\",\n  \"version\" : 1\n}\n", to: userFile)
        var settings = sut.load().settings
        // When
        settings.reset("connection.role")
        settings.reset("display.theme")
        try sut.save(settings)
        // Then
        #expect(read(userFile) == "{\n  \"version\" : 1\n}\n")
        let again = sut.load().settings
        #expect(again.role == "SITE" && again.source("connection.role") == .site)
        #expect(again.sourceDescription("connection.role") == "site \(siteFile):1")
    }

    @Test func theUserNameAndDeviceNameAreRememberedInStateNotInTheConfig() throws {
        // Given: no files at all
        var settings = sut.load().settings
        // When: a login remembers its user, and the device gets its name
        try settings.set("connection.user", text: "DEMO", from: Settings.userSource(for: "connection.user"))
        #expect(sut.ensureDeviceName(in: &settings) == nil)
        // Then
        #expect(!FileManager.default.fileExists(atPath: userFile), "the user set nothing: \(read(userFile))")
        let state = try #require(try JSONSerialization.jsonObject(with: Data(read(stateFile).utf8)) as? [String: Any])
        #expect(state["connection.user"] as? String == "DEMO")
        #expect((state["connection.device-name"] as? String)?.hasPrefix("signoff-") == true)
        let again = sut.load().settings
        #expect(again.user == "DEMO" && again.source("connection.user") == .state)
        #expect(again.sourceDescription("connection.user").hasPrefix("state \(stateFile):"))
    }

    @Test func anEarlierVersionsCopiesLeaveTheUsersFileOnceSoTheSiteReachesThemAgain() throws {
        // Given: a user's file as earlier logins wrote it, the site's server copied into it
        try write(#"{ "connection.server": "https://ais.example.com/jderest", "connection.environment": "JPD920" }"#, to: siteFile)
        try write("""
        {
          "connection.device-name" : "signoff-0123abcd",
          "connection.environment" : "JDV920",
          "connection.role" : "*ALL",
          "connection.server" : "https://ais.example.com/jderest",
          "connection.user" : "DEMO",
          "display.theme" : "light",
          "version" : 1
        }

        """, to: userFile)
        // When
        let first = sut.load()
        // Then: the names moved to state; the copy of the site's server went; the user's own environment and role stayed
        #expect(first.problems.isEmpty)
        #expect(first.settings.user == "DEMO" && first.settings.deviceName == "signoff-0123abcd")
        #expect(first.settings.source("connection.server") == .site)
        #expect(first.settings.environment == "JDV920" && first.settings.source("connection.environment") == .file)
        #expect(read(userFile) == "{\n  \"connection.environment\" : \"JDV920\",\n  \"connection.role\" : \"*ALL\",\n  \"display.theme\" : \"light\",\n  \"version\" : 1\n}\n")
        // And the site's next server reaches this user
        try write(#"{ "connection.server": "https://ais2.example.com/jderest" }"#, to: siteFile)
        let later = sut.load().settings
        #expect(later.server.absoluteString == "https://ais2.example.com/jderest")
        #expect(later.user == "DEMO" && later.source("connection.user") == .state)
    }

    @Test func aBadSavedViewStaysWhenAnotherIsSaved() throws {
        // Given
        try write("""
        { "version": 1, "views": { "bad name!": {"sort": "order"},
          "good": {"sort": "order", "ascending": false, "orderTypes": [], "branches": [], "search": ""} } }
        """, to: userFile)
        var settings = sut.load().settings
        // When
        settings.views["new"] = settings.views["good"]
        settings.views["good"] = nil
        try sut.save(settings)
        // Then
        let text = read(userFile)
        #expect(text.contains(#""bad name!": {"sort": "order"}"#))
        let views = sut.load().settings.views
        #expect(Set(views.keys) == ["new"])
    }
}
