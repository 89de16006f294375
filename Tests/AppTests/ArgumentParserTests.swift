import Testing
@testable import App
import Resources

@Suite struct ArgumentParserTests {
    let sut = ArgumentParser(options: [
        .init("server", value: "URL", help: "server"),
        .init("remark", value: "TEXT", help: "remark"),
        .init("json", help: "json"),
    ])

    @Test func readsFlagsValuesAndPositionals() throws {
        let parsed = try sut.parse(["approve", "4001", "--remark", "ok", "--json", "4002", "--server=http://x/jderest"])
        #expect(parsed.positional == ["approve", "4001", "4002"])
        #expect(parsed.value("remark") == "ok")
        #expect(parsed.value("server") == "http://x/jderest")
        #expect(parsed.has("json"))
    }

    @Test func takesEverythingAfterDoubleDashAsPositional() throws {
        let parsed = try sut.parse(["--", "--json", "-x"])
        #expect(parsed.positional == ["--json", "-x"])
        #expect(!parsed.has("json"))
    }

    @Test func refusesUnknownOptionsWithASuggestion() {
        #expect(throws: ArgumentParser.Failure.unknownOption("--jsn", suggestion: "json")) { try sut.parse(["--jsn"]) }
        #expect(throws: ArgumentParser.Failure.unknownOption("--frobnicate", suggestion: nil)) { try sut.parse(["--frobnicate"]) }
    }

    @Test func refusesAMissingValue() {
        #expect(throws: ArgumentParser.Failure.missingValue("remark")) { try sut.parse(["--remark"]) }
        #expect(throws: ArgumentParser.Failure.missingValue("remark")) { try sut.parse(["--remark", "--json"]) }
    }

    @Test func refusesAValueForAFlag() {
        #expect(throws: ArgumentParser.Failure.unexpectedValue("json")) { try sut.parse(["--json=yes"]) }
    }

    @Test func keepsEveryValueOfARepeatedOption() throws {
        let parsed = try sut.parse(["--remark", "a", "--remark", "b"])
        #expect(parsed.all("remark") == ["a", "b"])
        #expect(parsed.value("remark") == "b")
    }

    @Test func errorMessagesSayWhatToDo() {
        #expect(ArgumentParser.Failure.unknownOption("--jsn", suggestion: "json").description == "unknown option --jsn (did you mean --json?)")
        #expect(ArgumentParser.Failure.missingValue("remark").description == "--remark needs a value")
    }
}

@Suite struct SignoffOptionsTests {
    @Test func parsesTheClientFlags() throws {
        let sut = try SignoffOptions.parse(["--server", "http://127.0.0.1:1/jderest", "--user", "DEMO", "--no-color", "--open", "po/4001"])
        #expect(sut.server == "http://127.0.0.1:1/jderest")
        #expect(sut.user == "DEMO")
        #expect(sut.noColor)
        #expect(sut.open == "po/4001")
    }

    @Test func theHelpNamesEveryScriptCommandAndWhereToReadMore() {
        let help = SignoffOptions.helpText
        for name in ScriptCommand.Name.documented where name != .version && name != .help {
            #expect(help.contains(" \(name.rawValue)"), "\(name)")
        }
        #expect(help.contains("`signoff help COMMAND`"))
        #expect(help.contains("--server URL"))
    }

    @Test func refusesAStrayArgument() {
        #expect(throws: ArgumentParser.Failure.self) { try SignoffOptions.parse(["hello"]) }
    }

    @Test func flagsOverrideEnvironmentOverrideFile() throws {
        // Given: a value from the file, one from the environment
        var settings = Resources.Settings()
        try settings.set("connection.user", .text("FROMFILE"), from: .file)
        try settings.set("connection.environment", .text("JDVFILE"), from: .file)
        _ = EnvironmentSettings.apply(["SIGNOFF_USER": "FROMENV", "SIGNOFF_ENVIRONMENT": "JDVENV"], to: &settings)
        // When
        try SignoffOptions.parse(["--user", "FROMFLAG"]).apply(to: &settings)
        // Then
        #expect(settings.user == "FROMFLAG")
        #expect(settings.source("connection.user") == .commandLine)
        #expect(settings.environment == "JDVENV")
        #expect(settings.source("connection.environment") == .environment)
    }

    @Test func noColorVariableTurnsColourOff() {
        var settings = Resources.Settings()
        _ = EnvironmentSettings.apply(["NO_COLOR": "1"], to: &settings)
        #expect(!settings.color)
        var untouched = Resources.Settings()
        _ = EnvironmentSettings.apply(["NO_COLOR": ""], to: &untouched)
        #expect(untouched.color)
    }

    @Test func refusesAnInvalidServerFlag() {
        var settings = Resources.Settings()
        #expect(throws: SettingError.self) { try SignoffOptions.parse(["--server", "ftp://x"]).apply(to: &settings) }
    }
}
