import Testing
@testable import App

@Suite struct ScriptCommandParseTests {
    @Test func readsACommandItsArgumentsAndOptions() throws {
        let sut = try ScriptCommand.parse(["reject", "4001", "4002", "--reason", "BU", "--remark", "too dear", "--json", "--password-stdin"])
        #expect(sut.name == .reject)
        #expect(sut.arguments == ["4001", "4002"])
        #expect(sut.reason == "BU" && sut.remark == "too dear" && sut.format == .json && sut.passwordFromStdin)
    }

    @Test func historyTakesItsDaysAndFormat() throws {
        // Given / When
        let sut = try ScriptCommand.parse(["history", "--days", "3650", "--csv"])
        // Then
        #expect(sut.name == .history && sut.days == 3650 && sut.format == .csv)
        #expect(try ScriptCommand.parse(["history"]).days == 90)
    }

    @Test func tellsTheUIFromACommand() {
        #expect(ScriptCommand.isCommand(["queue"]))
        #expect(!ScriptCommand.isCommand(["--server", "x"]))
        #expect(!ScriptCommand.isCommand([]))
    }

    @Test(arguments: [
        (["queue", "--json", "--csv"], "not both"),
        (["approve"], "one or more order numbers"),
        (["approve", "4001", "--remark", String(repeating: "r", count: 31)], "at most 30 characters"),
        (["show"], "exactly one order number"),
        (["show", "12x"], "not an order number"),
        (["queue", "extra"], "takes no arguments"),
        (["settings", "set", "display.theme"], "settings set KEY VALUE"),
        (["help", "nope"], "no command “nope”"),
        (["queue", "--jsn"], "--json"),
        (["reject", "4001", "--reason"], "reason"),
        (["approve", "4001", "--password", "demo"], "password"),
        (["history", "--days", "0"], "from 1 to 3650"),
        (["history", "--days", "-5"], "from 1 to 3650"),
        (["history", "--days", "ninety"], "from 1 to 3650"),
        (["history", "--days", "3651"], "from 1 to 3650"),
        (["history", "--days"], "days"),
        (["history", "4001"], "takes no arguments"),
    ])
    func refusesBadArgumentsWithAReason(arguments: [String], says: String) {
        do {
            _ = try ScriptCommand.parse(arguments)
            Issue.record("accepted \(arguments)")
        } catch {
            #expect(error.description.contains(says), "\(error)")
        }
    }

    @Test func everyCommandHasHelp() {
        for name in ScriptCommand.Name.allCases { #expect(ScriptCommand.help(name).hasPrefix("Usage: signoff " + name.rawValue)) }
        #expect(ScriptCommand.overview.contains("6 partial success"))
    }
}
