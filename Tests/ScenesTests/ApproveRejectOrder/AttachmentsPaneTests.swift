import AIS
import Resources
import SceneKit
import Terminal
import Testing
@testable import Scenes

/// How the attachments pane words texts, files and links, and what the message line says of an opening.
@MainActor
@Suite struct AttachmentsPaneTests {
    let view = OrderDisplaySpy()

    static func facts(_ kind: MediaObjectInfo.Kind, name: String = "", file: String = "", link: String = "", size: Int? = nil,
                      image: Bool = false) -> AttachmentFacts {
        AttachmentFacts(MediaObjectInfo(sequence: 1, itemName: name, kind: kind, updateDate: "11/20/2026", updateUser: "BUYER1",
                                        fileName: file, link: link, isImage: image, size: size))
    }

    @Test func eachKindHasItsRow() {
        #expect(AttachmentWording.row(Self.facts(.text, name: "Delivery terms"), dates: .iso) == "Delivery terms · BUYER1 11/20/2026")
        #expect(AttachmentWording.row(Self.facts(.file, name: "Quote", file: "Quote-7731.pdf", size: 186_368), dates: .iso) == "Quote-7731.pdf · 182 KB · PDF")
        #expect(AttachmentWording.row(Self.facts(.file, name: "Photo", file: "crate", image: true), dates: .iso) == "crate · image")
        #expect(AttachmentWording.row(Self.facts(.file, file: "notes"), dates: .iso) == "notes · file")
        #expect(AttachmentWording.row(Self.facts(.link, link: "https://example.com/c"), dates: .iso) == "link · https://example.com/c")
        #expect(AttachmentWording.row(Self.facts(.other, name: "Sheet"), dates: .iso) == "Sheet · not readable here")
    }

    @Test func aTextsDateIsShownInTheUsersFormat() {
        // Given: a text written on 20 November 2026, as the server's list gave it in the user's format
        var media = MediaObjectInfo(sequence: 1, itemName: "Delivery terms", kind: .text, updateDate: "11/20/2026", updateUser: "BUYER1")
        media.updatedDay = LocalDate(year: 2026, month: 11, day: 20).map(ServerDate.day)
        let item = AttachmentFacts(media)
        // Then: in each display.dates
        #expect(AttachmentWording.row(item, dates: .iso) == "Delivery terms · BUYER1 2026-11-20")
        #expect(AttachmentWording.row(item, dates: .jde(JDEDateFormat(simpleDateFormat: "dd.MM.yyyy")!)) == "Delivery terms · BUYER1 20.11.2026")
    }

    @Test func aVeryLongLinkIsCapped() {
        let row = AttachmentWording.row(Self.facts(.link, link: "https://example.com/" + String(repeating: "a", count: 5000)), dates: .iso)
        #expect(row.count == "link · ".count + AttachmentWording.longest)
        #expect(row.hasSuffix("…"))
    }

    @Test func thePresenterListsTheRowsAndSaysEachOpening() {
        // Given
        let sut = OrderAttachmentsPresenter()
        sut.view = view
        // When an opening starts, ends, and fails
        sut.presentOpenedAttachment(.init(what: "Quote-7731.pdf", size: 186_368, outcome: .opening))
        sut.presentOpenedAttachment(.init(what: "Quote-7731.pdf", size: 186_368, outcome: .opened))
        sut.presentOpenedAttachment(.init(what: "Quote-7731.pdf", size: nil, outcome: .failed("could not open Quote-7731.pdf: xdg-open exited 3")))
        sut.presentOpenedAttachment(.init(what: "Quote-7731.pdf", size: nil, outcome: .failed("The server did not answer in time.")))
        // Then
        #expect(view.opened == [
            .init(message: "Opening Quote-7731.pdf…", isError: false, isDone: false),
            .init(message: "Opened Quote-7731.pdf (182 KB).", isError: false, isDone: true),
            .init(message: "could not open Quote-7731.pdf: xdg-open exited 3", isError: true, isDone: true),
            .init(message: "could not open Quote-7731.pdf: The server did not answer in time.", isError: true, isDone: true),
        ])
    }

    @Test func thePaneDrawsHostileNamesAndLinksInert() {
        // Given rows made of hostile names
        let rows = [Self.facts(.file, file: "\u{1b}]0;pwn\u{7}Quote\u{1b}[2J.pdf", size: 2048),
                    Self.facts(.link, link: "https://example.com/\u{1b}[31mred\u{202e}")].map { AttachmentWording.row($0, dates: .iso) }
        let sut = AttachmentsFragment()
        sut.attachments = rows
        let screen = MemoryScreen(width: 80, height: 4)
        // When
        sut.draw(in: Canvas(screen: screen), focused: true)
        // Then nothing of the escapes reaches the screen, the rows do
        #expect(!screen.text.contains("\u{1b}"))
        #expect(!screen.text.contains("\u{7}"))
        #expect(screen.find("Enter reads or opens") != nil)
        #expect(screen.find("2 KB · PDF") != nil, "\(screen.text)")
        #expect(screen.find("link · https://example.com/") != nil, "\(screen.text)")
    }
}

@MainActor
@Suite struct AttachmentsScrollTests {
    @Test func theSelectedRowStaysInViewInAShortPane() {
        // Given nine attachments in a pane of four rows (title and three)
        let sut = AttachmentsFragment()
        sut.attachments = (1...9).map { "File-\($0).pdf · 1 KB · PDF" }
        for _ in 0..<6 { _ = sut.perform(.moveDown) }
        let screen = MemoryScreen(width: 60, height: 4)
        // When
        sut.draw(in: Canvas(screen: screen), focused: true)
        // Then the seventh is shown, selected, on the last row
        #expect(screen.line(3).hasPrefix("> File-7.pdf"), "\(screen.text)")
        #expect(screen.find("File-1.pdf") == nil)
    }
}
