import Foundation
import Testing

extension EndToEnd {
    /// `signoff doctor` with the real binaries against the simulator: every check passes on the default
    /// site; a site whose P43081 version moved its ids fails, naming the settings to change, and passes
    /// once they are set; nothing is decided or written on the server.
    @Suite struct DoctorCommandTests {
        typealias Commands = ScriptCommandTests

        static func checks(_ stdout: String) throws -> [[String: Any]] {
            try #require(try Commands.json(stdout)["checks"] as? [[String: Any]], "\(stdout)")
        }

        @Test func everyCheckPassesOnTheDefaultSiteAndNothingIsDecided() async throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "12", "--seed", "91"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            // When
            let text = try Commands.signoff(["doctor"], sim, sandbox)
            let json = try Commands.signoff(["doctor", "--json"], sim, sandbox)
            // Then: exit 0, a line per check, and the JSON's checks all ok, the tables among them
            #expect(text.status == 0, "\(text)")
            #expect(text.stdout.contains("✔ server: AIS 9.2"), "\(text.stdout)")
            #expect(text.stdout.contains("✔ login: logged in as DEMO"), "\(text.stdout)")
            #expect(text.stdout.contains("✔ decision method: stock (P43081)"), "\(text.stdout)")
            #expect(text.stdout.contains("0 failed. Nothing was decided or written on the server."), "\(text.stdout)")
            #expect(!text.stdout.contains("✘"), "\(text.stdout)")
            let checks = try Self.checks(json.stdout)
            #expect(json.status == 0 && checks.allSatisfy { $0["ok"] as? Bool == true }, "\(json.stdout)")
            let names = Set(checks.compactMap { $0["name"] as? String })
            for table in ["F4209", "F4301", "F4311", "F0101", "F4101", "F41021", "F0006", "F0005", "F40095"] {
                #expect(names.contains("read \(table)"), "\(names)")
            }
            #expect(names.isSuperset(of: ["server", "login", "address number", "code lists", "default branch", "decision method",
                                         "second page", "one token, three requests", "server day"]), "\(names)")
            // and the server holds the same queue, with no stack left open
            let queue = try Commands.json(try Commands.signoff(["queue", "--json"], sim, sandbox).stdout)
            #expect(queue["count"] as? Int == 12)
            #expect(try await StockDecisionTerminalTests.openStacks(sim).open == 0)
        }

        @Test func aSiteWhoseIdsMovedFailsNamingTheSettingsAndPassesOnceTheyAreSet() throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "6", "--seed", "92", "--moved-ids"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            // When: the default ids against a version that moved them
            let moved = try Commands.signoff(["doctor"], sim, sandbox)
            // Then: exit 1, the decision method failed, and the fix names the settings
            #expect(moved.status == 1, "\(moved)")
            #expect(moved.stdout.contains("✘ decision method: stock (P43081)"), "\(moved.stdout)")
            #expect(moved.stdout.contains("signoff settings set approvals.p43081.find ID"), "\(moved.stdout)")
            #expect(moved.stdout.contains("Item Help › Advanced"), "\(moved.stdout)")
            // When: the site's ids are set
            try sandbox.writeConfig(StockDecisionTerminalTests.movedIds)
            let fixed = try Commands.signoff(["doctor", "--json"], sim, sandbox)
            // Then
            #expect(fixed.status == 0, "\(fixed)")
            let decision = try Self.checks(fixed.stdout).first { $0["name"] as? String == "decision method" }
            #expect(decision?["ok"] as? Bool == true && decision?["warning"] as? Bool == false, "\(fixed.stdout)")
        }

        @Test func aForbiddenTableIsNamedWithTheGrantAndTheOtherChecksStillRun() throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "6", "--seed", "93", "--forbid-table", "F4311"])
            defer { sim.stop() }
            let result = try Commands.signoff(["doctor"], sim, try Sandbox())
            #expect(result.status == 1, "\(result)")
            let line = result.stdout.split(separator: "\n").first { $0.hasPrefix("✘ read F4311") }.map(String.init) ?? ""
            #expect(line.lowercased().contains("not allowed"), "\(result.stdout)")
            #expect(result.stdout.contains("grant the approvers' role read access to F4311"), "\(result.stdout)")
            #expect(result.stdout.contains("✔ read F4301") && result.stdout.contains("✔ server day"), "\(result.stdout)")
        }

        @Test func aSiteThatDoesNotGrantTheOptionalRemarksIsWarnedNotFailed() throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "95", "--forbid-table", "F4318"])
            defer { sim.stop() }
            let result = try Commands.signoff(["doctor"], sim, try Sandbox())
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("optional: grant read access to F4318"), "\(result.stdout)")
            #expect(!result.stdout.contains("✘ read F4318"), "\(result.stdout)")
        }

        @Test func aSiteWithBasicLoginOnlyIsToldWhichSettingToChange() throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "94", "--no-body-login"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            // When: the default login type (user and password in the body)
            let refused = try Commands.signoff(["doctor"], sim, sandbox)
            // Then: the server's reason, and the setting to change when the password is right
            #expect(refused.status == 1, "\(refused)")
            #expect(refused.stdout.contains("✘ login: the server refused the password login: “User name and password login is not enabled"),
                    "\(refused.stdout)")
            #expect(refused.stdout.contains("signoff settings set connection.login basic"), "\(refused.stdout)")
            // When: set as it says
            try sandbox.writeConfig(["connection.login": "basic"])
            let fixed = try Commands.signoff(["doctor"], sim, sandbox)
            #expect(fixed.status == 0 && fixed.stdout.contains("✔ login"), "\(fixed)")
        }

        @Test func everyConfiguredP43081VersionIsOpenedAndOneTheSiteLacksIsNamed() throws {
            // Given: a site with versions ZJDE0001 and ZJDE0002 of P43081
            let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "97", "--p43081-versions", "ZJDE0001,ZJDE0002"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            // When: OR orders decided through ZJDE0002, every other type through ZJDE0001
            try sandbox.writeConfig(["approvals.p43081.versions": ["*": "ZJDE0001", "OR": "ZJDE0002"]])
            let both = try Commands.signoff(["doctor"], sim, sandbox)
            // Then: both opened, each named
            #expect(both.status == 0, "\(both)")
            #expect(both.stdout.contains("✔ decision method: stock (P43081): versions ZJDE0001 (*), ZJDE0002 (OR) opened;"), "\(both.stdout)")
            // When: OR through a version the site does not have
            try sandbox.writeConfig(["approvals.p43081.versions": ["*": "ZJDE0001", "OR": "ZJDE0009"]])
            let missing = try Commands.signoff(["doctor"], sim, sandbox)
            // Then: the doctor fails naming the order type and the version, and what to change
            #expect(missing.status == 1, "\(missing)")
            #expect(missing.stdout.contains("✘ decision method: stock (P43081): order type OR, version ZJDE0009 could not be opened"),
                    "\(missing.stdout)")
            #expect(missing.stdout.contains("Version ZJDE0009 of P43081 does not exist"), "\(missing.stdout)")
            #expect(missing.stdout.contains("approvals.p43081.versions"), "\(missing.stdout)")
        }

        @Test func attachmentsThroughAFormTheRoleMayNotRunNameTheApplicationAndTheSetting() throws {
            // Given: a site whose approvers may not run P43081's review form for attachments
            let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "98", "--forbid-form", "P43081_W43081B"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            // When: the default form
            let refused = try Commands.signoff(["doctor"], sim, sandbox)
            // Then
            #expect(refused.status == 1, "\(refused)")
            #expect(refused.stdout.contains("✘ attachments: the server refused the attachments of an order through P43081_W43081B (ZJDE0001): "
                                            + "the approvers' role may not run P43081"), "\(refused.stdout)")
            #expect(refused.stdout.contains("signoff settings set attachments.form P4310_W4310A"), "\(refused.stdout)")
            // When: the form it names
            try sandbox.writeConfig(["attachments.form": "P4310_W4310A"])
            let fixed = try Commands.signoff(["doctor"], sim, sandbox)
            #expect(fixed.status == 0, "\(fixed)")
            #expect(fixed.stdout.contains("✔ attachments: P4310_W4310A (ZJDE0001) lists"), "\(fixed.stdout)")
        }

        @Test func aWrongPasswordIsSentOnceAndNoOtherLoginFollows() async throws {
            // Given
            let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "96"])
            defer { sim.stop() }
            try await sim.admin("requests/reset")
            // When
            let refused = try Commands.signoff(["doctor"], sim, try Sandbox(), password: "not-the-password")
            // Then: one login request, and the doctor says why it stopped there
            #expect(refused.status == 1, "\(refused)")
            #expect(refused.stdout.contains("the password was sent once"), "\(refused.stdout)")
            let counts = try Commands.json(try await sim.adminGet("requests"))
            #expect(counts["token"] as? Int == 1, "\(counts)")
        }

        @Test func aServerThatDoesNotAnswerIsTheFirstFailureAndTheRestIsNotTried() throws {
            // Given: an address where nothing listens
            let sandbox = try Sandbox()
            let result = try Commands.signoff(["doctor", "--server", "http://127.0.0.1:9/jderest", "--user", "DEMO"], nil, sandbox)
            // Then
            #expect(result.status == 1, "\(result)")
            #expect(result.stdout.contains("✘ server: Cannot reach the server"), "\(result.stdout)")
            #expect(!result.stdout.contains("login"), "\(result.stdout)")
        }
    }
}
