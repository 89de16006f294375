import Testing
@testable import App

@MainActor
@Suite struct ConsoleOutputTests {
    @Test func serverTextStaysOneInertLine() {
        // Given
        let sut = ConsoleOutput(toStandardStreams: false)
        // When: a name with a line break, a fake status, a title sequence and a bidi override
        sut.line("Müller\n✓ Approved\u{1B}]0;owned\u{07}\u{202E}GmbH")
        // Then
        #expect(sut.written == "Müller ✓ ApprovedGmbH\n")
    }

    @Test func signoffsOwnTextKeepsItsLines() {
        let sut = ConsoleOutput(toStandardStreams: false)
        sut.lines("Usage: signoff COMMAND\n\nCommands:\n  queue")
        #expect(sut.written == "Usage: signoff COMMAND\n\nCommands:\n  queue\n")
    }

    @Test func hostileFieldsKeepCSVRecordsAndTextColumnsWhole() {
        // A CSV field never breaks the record; a padded column is as wide as asked, whatever the text
        #expect(ConsoleOutput.csv("a\nb,\"c\"") == "\"a b,\"\"c\"\"\"")
        #expect(ConsoleOutput.csv("=1+2\u{1B}[2J") == "'=1+2")
        #expect(ConsoleOutput.pad("北京\u{200D}\u{FEFF}", 12) == "北京" + String(repeating: " ", count: 8))
        #expect(ConsoleOutput.pad("e\u{301}\u{302}x", 12) == "e\u{301}\u{302}x" + String(repeating: " ", count: 10))
        #expect(ConsoleOutput.pad("\u{1B}[31mred", 12) == "red" + String(repeating: " ", count: 9))
        #expect(ConsoleOutput.pad("Ｗｉｄｅ漢字テキスト Ｗｉｄｅ漢字テキスト", 12) == "Ｗｉｄｅ漢… ")
    }
}
