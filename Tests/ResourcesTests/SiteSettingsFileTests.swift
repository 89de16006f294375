import Foundation
import Resources
import Testing

/// The site-wide files of `$XDG_CONFIG_DIRS`, read beneath the user's file and never written.
@Suite struct SiteSettingsFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-site-\(UUID().uuidString)").path
    var userFile: String { folder + "/user/signoff/config.json" }
    func siteFile(_ n: Int) -> String { folder + "/site\(n)/signoff/config.json" }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private var file: SettingsFile { SettingsFile(path: userFile, sitePaths: [siteFile(1), siteFile(2)]) }

    @Test func aSiteFileSetsTheServerWithTheSourceSite() throws {
        // Given
        try write(#"{ "connection.server": "https://ais.example.com/jderest", "connection.environment": "JPD920" }"#, to: siteFile(1))
        // When
        let loaded = file.load()
        // Then
        #expect(loaded.problem == nil)
        #expect(loaded.settings.server.absoluteString == "https://ais.example.com/jderest")
        #expect(loaded.settings.source("connection.server") == .site)
        #expect(Settings.Source.site.rawValue == "site")
    }

    @Test func theUsersFileWinsOverTheSiteAndTheFirstSiteFolderOverTheNext() throws {
        // Given
        try write(#"{ "connection.server": "https://first.example.com/jderest", "connection.role": "SITE1" }"#, to: siteFile(1))
        try write(#"{ "connection.server": "https://second.example.com/jderest", "connection.environment": "JPD920" }"#, to: siteFile(2))
        try write(#"{ "version": 1, "connection.role": "MINE" }"#, to: userFile)
        // When
        let settings = file.load().settings
        // Then
        #expect(settings.server.absoluteString == "https://first.example.com/jderest")
        #expect(settings.environment == "JPD920" && settings.source("connection.environment") == .site)
        #expect(settings.role == "MINE" && settings.source("connection.role") == .file)
    }

    @Test func savingAnotherSettingNeverWritesTheSiteValuesIntoTheUsersFile() throws {
        // Given
        try write(#"{ "connection.server": "https://ais.example.com/jderest" }"#, to: siteFile(1))
        var settings = file.load().settings
        // When
        try settings.set("display.theme", text: "light", from: .file)
        try file.save(settings)
        // Then
        let saved = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: userFile))) as? [String: Any])
        #expect(saved["display.theme"] as? String == "light")
        #expect(saved["connection.server"] == nil)
        #expect(file.load().settings.source("connection.server") == .site)
    }

    @Test func resettingAValueTheUserSetGoesBackToTheSitesValue() throws {
        // Given
        try write(#"{ "connection.environment": "JPD920" }"#, to: siteFile(1))
        try write(#"{ "version": 1, "connection.environment": "JDV920" }"#, to: userFile)
        var settings = file.load().settings
        // When
        settings.reset("connection.environment")
        // Then
        #expect(settings.environment == "JPD920" && settings.source("connection.environment") == .site)
    }

    @Test func aBrokenSiteFileIsReportedIgnoredAndLeftInPlace() throws {
        // Given
        try write(#"{ "connection.server": "#, to: siteFile(1))
        try write(#"{ "connection.environment": "JPD920" }"#, to: siteFile(2))
        try write(#"{ "version": 1, "display.theme": "light" }"#, to: userFile)
        // When
        let loaded = file.load()
        // Then
        #expect(loaded.problem?.contains("\(siteFile(1)): not a JSON object; the file is ignored") == true)
        #expect(FileManager.default.fileExists(atPath: siteFile(1)))
        #expect(loaded.settings.environment == "JPD920")
        #expect(loaded.settings.theme == "light")
    }

    @Test func theSiteFoldersComeFromXDGConfigDirsOrEtcXdg() {
        #expect(DataLocation.siteConfigDirectories([:]) == ["/etc/xdg"])
        #expect(DataLocation.siteConfigDirectories(["XDG_CONFIG_DIRS": "/opt/a:relative:/opt/b"]) == ["/opt/a", "/opt/b"])
        let location = DataLocation.fromEnvironment(["HOME": "/home/x", "XDG_CONFIG_DIRS": "/opt/a"])
        #expect(location.siteConfigFiles == ["/opt/a/signoff/config.json"])
    }
}
