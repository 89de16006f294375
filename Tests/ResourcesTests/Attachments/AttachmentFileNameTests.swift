import Testing
@testable import Resources

/// The server's file names made safe for a file of this machine (contract §8).
@Suite struct AttachmentFileNameTests {
    @Test(arguments: [
        ("Quote-7731.pdf", "Quote-7731.pdf"),
        ("../../etc/passwd", "passwd"),
        ("C:\\Users\\buyer\\Quote.pdf", "Quote.pdf"),
        (".bashrc", "bashrc"),
        ("-rf.pdf", "rf.pdf"),
        ("--help", "help"),
        ("\u{1b}[2JQuote\u{7}.pdf", "[2JQuote.pdf"),
        ("Invoice\u{202e}fdp.exe", "Invoicefdp.exe"),
        ("line\nbreak.pdf", "linebreak.pdf"),
        ("", "attachment"),
        ("...", "attachment"),
        ("/", "attachment"),
        ("Angebot für Müller.pdf", "Angebot für Müller.pdf"),
        ("report.tar.gz", "report.tar.gz"),
        ("name.with a space", "name.with a space"),
    ])
    func namesAreMadeSafe(_ untrusted: String, _ safe: String) {
        #expect(AttachmentFileName.safe(untrusted) == safe)
    }

    @Test func aLongNameIsCutButKeepsItsExtension() {
        let sut = AttachmentFileName.safe(String(repeating: "ä", count: 300) + ".pdf")
        #expect(sut.hasSuffix(".pdf"))
        #expect(sut.utf8.count <= AttachmentFileName.maximumBytes)
        #expect(sut.dropLast(4).allSatisfy { $0 == "ä" })
    }

    @Test func aNameWithoutExtensionGetsOneForItsType() {
        #expect(AttachmentFileName.safe("Quote", contentType: "application/pdf") == "Quote.pdf")
        #expect(AttachmentFileName.safe("", contentType: "image/png") == "attachment.png")
        #expect(AttachmentFileName.safe("Quote", contentType: "application/x-unknown") == "Quote")
    }

    @Test func anExtensionThatIsNotLettersAndDigitsIsPartOfTheName() {
        #expect(AttachmentFileName.split("a.p df") == ("a.p df", ""))
        #expect(AttachmentFileName.split("a.pdf") == ("a", "pdf"))
    }
}
