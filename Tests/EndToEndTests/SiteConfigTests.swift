import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// The site-wide file of `$XDG_CONFIG_DIRS`, seen through `signoff settings` of the real binary.
    @Suite struct SiteConfigTests {
        static func settingsJSON(_ sandbox: Sandbox) throws -> (rows: [String: [String: Any]], stderr: String) {
            let result = try Spawn.command([Binaries.signoff, "settings", "--json"], environment: sandbox.environment.mapValues { $0 })
            #expect(result.status == 0, "\(result)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let rows = try #require(object["settings"] as? [[String: Any]])
            return (Dictionary(uniqueKeysWithValues: rows.compactMap { row in (row["key"] as? String).map { ($0, row) } }), result.stderr)
        }

        static func write(_ text: String, to path: String) throws {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }

        @Test func aSiteFileSetsTheServerAndTheUsersFileOverridesIt() throws {
            // Given: the administrator's file sets the server and the environment
            let sandbox = try Sandbox()
            try Self.write(#"{ "connection.server": "https://ais.example.com/jderest", "connection.environment": "JPD920" }"#,
                           to: sandbox.siteConfigFile)
            // When
            let site = try Self.settingsJSON(sandbox)
            // Then
            #expect(site.rows["connection.server"]?["value"] as? String == "https://ais.example.com/jderest")
            #expect(site.rows["connection.server"]?["source"] as? String == "site")
            #expect(site.rows["display.theme"]?["source"] as? String == "default")
            // When: the user sets their own server, then another setting
            let set = try Spawn.command([Binaries.signoff, "settings", "set", "connection.server", "https://mine.example.com/jderest"],
                                        environment: sandbox.environment.mapValues { $0 })
            #expect(set.status == 0, "\(set)")
            _ = try Spawn.command([Binaries.signoff, "settings", "set", "display.theme", "light"], environment: sandbox.environment.mapValues { $0 })
            // Then: the user's value wins; the site's environment stays the site's, and is not in the user's file
            let mine = try Self.settingsJSON(sandbox)
            #expect(mine.rows["connection.server"]?["value"] as? String == "https://mine.example.com/jderest")
            #expect(mine.rows["connection.server"]?["source"] as? String == "file")
            #expect(mine.rows["connection.environment"]?["source"] as? String == "site")
            let userFile = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
            #expect(!userFile.contains("JPD920"), "\(userFile)")
        }

        @Test func aBrokenSiteFileIsReportedAndIgnored() throws {
            // Given
            let sandbox = try Sandbox()
            try Self.write(#"{ "connection.server": "#, to: sandbox.siteConfigFile)
            // When
            let result = try Self.settingsJSON(sandbox)
            // Then
            #expect(result.stderr.contains("could not be read"), "\(result.stderr)")
            #expect(result.rows["connection.server"]?["source"] as? String == "default")
            #expect(FileManager.default.fileExists(atPath: sandbox.siteConfigFile))
        }
    }
}
