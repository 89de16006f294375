import Resources
import Testing

/// `display.numbers`: the user's JDE decimal separator (`jde`, the default) or `plain` (80,000.00).
@Suite struct DisplayNumbersSettingTests {
    @Test func theDefaultIsTheUsersJDEFormat() {
        // Given
        let sut = Settings()
        // Then
        #expect(sut.text("display.numbers") == "jde")
        #expect(!sut.plainNumbers)
        #expect(SettingsCatalog.definition("display.numbers")?.group == .display)
    }

    @Test(arguments: ["plain", "PLAIN", " plain "])
    func plainIsAccepted(text: String) throws {
        // Given
        var sut = Settings()
        // When
        try sut.set("display.numbers", text: text, from: .file)
        // Then
        #expect(sut.text("display.numbers") == "plain")
        #expect(sut.plainNumbers)
    }

    @Test(arguments: ["comma", ",", "iso", ""])
    func anUnknownValueIsRefusedWithTheChoices(text: String) {
        // Given
        var sut = Settings()
        // When / Then
        #expect(throws: SettingError.invalid("display.numbers", "use one of: jde, plain")) {
            try sut.set("display.numbers", text: text, from: .commandLine)
        }
        #expect(SettingError.invalid("display.numbers", "use one of: jde, plain").description == "display.numbers: use one of: jde, plain.")
        #expect(!sut.plainNumbers)
    }

    @Test func anUnknownValueInTheFileIsRefused() {
        var sut = Settings()
        #expect(throws: SettingError.self) { try sut.set("display.numbers", .text("euro"), from: .file) }
        #expect(sut.text("display.numbers") == "jde")
    }
}
