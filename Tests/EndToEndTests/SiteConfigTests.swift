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
            #expect(result.stderr.contains("not a JSON object; the file is ignored"), "\(result.stderr)")
            #expect(result.rows["connection.server"]?["source"] as? String == "default")
            #expect(FileManager.default.fileExists(atPath: sandbox.siteConfigFile))
        }

        @Test func aLoginKeepsNothingOfTheSitesInTheUsersFileSoMovingTheServerReachesEveryone() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: the site's file names the server, environment and role
            let sim = try SimulatorProcess(arguments: ["--orders", "3", "--seed", "5"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try Self.write(#"{ "connection.server": "\#(sim.baseURL)", "connection.environment": "JDV920", "connection.role": "*ALL" }"#,
                           to: sandbox.siteConfigFile)
            // When: the user logs in with what the login screen offers
            let term = try TmuxTerminal(width: 120, height: 40, command: "\(Binaries.signoff) --user DEMO", environment: sandbox.environment)
            #expect(term.waitFor("Password"), "\(term.screen())")
            try term.type("demo")
            try term.press("Enter")
            #expect(term.waitFor("Orders awaiting approval (3)"), "\(term.screen())")
            try term.press("q")
            #expect(term.waitFor("[exited]"), "\(term.screen())")
            // Then: the user's file holds nothing of the connection; the state file remembers the user
            let config = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
            #expect(!config.contains("connection."), "\(config)")
            let state = try String(contentsOfFile: sandbox.stateFile, encoding: .utf8)
            #expect(state.contains(#""connection.user" : "DEMO""#), "\(state)")
            // When: the site moves the server to another AIS
            let moved = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "6"])
            defer { moved.stop() }
            try Self.write("{\n  \"connection.server\": \"\(moved.baseURL)\"\n}\n", to: sandbox.siteConfigFile)
            // Then: settings says it, from the site's file and line
            let rows = try Self.settingsJSON(sandbox).rows
            #expect(rows["connection.server"]?["value"] as? String == moved.baseURL)
            #expect(rows["connection.server"]?["source"] as? String == "site")
            #expect(rows["connection.server"]?["file"] as? String == sandbox.siteConfigFile)
            #expect(rows["connection.server"]?["line"] as? Int == 2)
            #expect(rows["connection.user"]?["source"] as? String == "state")
            // And the next start logs in there, as the user the state file remembers
            let again = try TmuxTerminal(width: 120, height: 40, command: Binaries.signoff, environment: sandbox.environment)
            #expect(again.waitFor("Password"), "\(again.screen())")
            try again.type("demo")
            try again.press("Enter")
            #expect(again.waitFor("Orders awaiting approval (4)"), "\(again.screen())")
        }

        @Test func settingsCheckSaysEveryProblemWhereItIsAndResetGivesTheSitesValueBack() throws {
            // Given: the site's role, and a user's file with two values that do not fit and a role of its own
            let sandbox = try Sandbox()
            let env = sandbox.environment.mapValues { $0 }
            try Self.write(#"{ "connection.role": "APPROVERS" }"#, to: sandbox.siteConfigFile)
            try Self.write("{\n  \"version\": 1,\n  \"hooks.on-new\": \"/usr/local/bin/notify-me\",\n  \"connection.role\": \"MINE\",\n"
                           + "  \"display.theme\": \"drak\"\n}\n", to: sandbox.configFile)
            // When
            let check = try Spawn.command([Binaries.signoff, "settings", "check"], environment: env)
            // Then: each problem with its file and line and what fits; the role that hides the site's is noted
            #expect(check.status == 1, "\(check)")
            #expect(check.stdout.contains("\(sandbox.configFile):3: hooks.on-new: \"/usr/local/bin/notify-me\" does not fit: expected a JSON array"), "\(check)")
            #expect(check.stdout.contains("\(sandbox.configFile):5: display.theme: \"drak\" does not fit"), "\(check)")
            #expect(check.stdout.contains("note: file \(sandbox.configFile):4: connection.role is set to MINE over the site's APPROVERS"), "\(check)")
            #expect(check.stdout.contains("2 problems in the settings."), "\(check)")
            // When: another setting is saved
            let set = try Spawn.command([Binaries.signoff, "settings", "set", "display.notify", "bell"], environment: env)
            #expect(set.status == 0, "\(set)")
            // Then: the values that did not fit are still in the file as written
            let text = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
            #expect(text.contains(#""hooks.on-new": "/usr/local/bin/notify-me","#) && text.contains(#""display.theme": "drak""#), "\(text)")
            // When: the role and the hook are reset
            let reset = try Spawn.command([Binaries.signoff, "settings", "reset", "connection.role"], environment: env)
            _ = try Spawn.command([Binaries.signoff, "settings", "reset", "hooks.on-new"], environment: env)
            // Then: the site's role applies again, and one problem is left
            #expect(reset.status == 0 && reset.stdout.contains("connection.role = APPROVERS  (site \(sandbox.siteConfigFile):1)"), "\(reset)")
            let again = try Spawn.command([Binaries.signoff, "settings", "check"], environment: env)
            #expect(again.status == 1 && again.stdout.contains("1 problem in the settings."), "\(again)")
            #expect(!again.stdout.contains("hooks.on-new") && !again.stdout.contains("note:"), "\(again)")
        }
    }
}
