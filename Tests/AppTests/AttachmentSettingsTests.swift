import App
import Resources
import Testing

/// The attachment settings: the limit validated, the opener overridden by SIGNOFF_OPENER.
@Suite struct AttachmentSettingsTests {
    @Test func theDefaultsAreTwentyMegabytesAndXdgOpen() {
        let sut = Resources.Settings()
        #expect(sut.attachmentLimitMegabytes == 20)
        #expect(sut.attachmentOpener == "xdg-open")
    }

    @Test(arguments: ["0", "65", "-1", "twenty", "1.5"])
    func aLimitOutsideOneToSixtyFourIsRefused(_ text: String) {
        var sut = Resources.Settings()
        #expect(throws: SettingError.self) { try sut.set("attachments.max-mb", text: text, from: .file) }
        #expect(sut.attachmentLimitMegabytes == 20)
    }

    @Test func aLimitInRangeIsTaken() throws {
        var sut = Resources.Settings()
        try sut.set("attachments.max-mb", text: "1", from: .file)
        #expect(sut.attachmentLimitMegabytes == 1)
    }

    @Test func signoffOpenerOverridesTheFile() throws {
        // Given an opener from the file, and SIGNOFF_OPENER set
        var sut = Resources.Settings()
        try sut.set("attachments.opener", text: "evince", from: .file)
        // When
        let problems = EnvironmentSettings.apply(["SIGNOFF_OPENER": "/usr/local/bin/my opener"], to: &sut)
        // Then
        #expect(problems.isEmpty)
        #expect(sut.attachmentOpener == "/usr/local/bin/my opener")
        #expect(sut.overriddenBy["attachments.opener"] == "SIGNOFF_OPENER")
    }

    @Test func anOpenerWithControlCharactersIsRefused() {
        var sut = Resources.Settings()
        let problems = EnvironmentSettings.apply(["SIGNOFF_OPENER": "xdg-open\u{1b}[2J"], to: &sut)
        #expect(problems.count == 1)
        #expect(sut.attachmentOpener == "xdg-open")
    }
}
