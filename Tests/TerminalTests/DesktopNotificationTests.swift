import Testing
@testable import Terminal

/// Desktop notifications: the text made safe inside an escape sequence (§8), and the sequence chosen
/// and wrapped for the terminal.
struct DesktopNotificationTests {
    /// Every byte below 0x20, DEL, and the C1 range as UTF-8 (U+0080…U+009F), none of which may be sent.
    private static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    @Test(arguments: [
        "Evil\u{1B}]9;pwned\u{07}Corp",          // an OSC of its own, BEL-terminated
        "Evil\u{1B}]777;notify;x;y\u{1B}\\Corp",  // ST-terminated
        "Evil\u{07}Corp\u{1B}",                   // a bare BEL, a trailing ESC
        "Evil\u{9D}9;x\u{9C}Corp",                // C1 OSC and ST
        "Evil\u{9B}2JCorp\u{85}",                 // C1 CSI, NEL
        "Evil\u{1B}P+q\u{1B}\\Corp\u{7F}",        // DCS, DEL
        "Evil\u{202E}Corp\u{200B}\r\n\t",         // bidi override, zero width space, line breaks
    ])
    func aHostileSupplierNameLeavesNoControlCharacter(name: String) {
        // When
        let sut = DesktopNotification(title: name, body: "New order 4123 · \(name) · 1.00 EUR")
        // Then
        #expect(!Self.hasControl(sut.body))
        #expect(!Self.hasControl(sut.title))
        #expect(!sut.body.contains(";"))
        #expect(sut.body.hasPrefix("New order 4123 · Evil"))
        #expect(sut.body.hasSuffix("1.00 EUR"))
        let bytes = NotificationEscape(kind: .osc777, insideTmux: false).bytes(for: sut)
        // Then: one ESC, the introducer; one BEL, the end; nothing else below 0x20.
        #expect(bytes.filter { $0 < 0x20 || $0 == 0x7F } == [0x1B, 0x07])
        #expect(bytes.first == 0x1B && bytes.last == 0x07)
    }

    @Test func aLongTextIsCutWithAnEllipsis() {
        let sut = DesktopNotification(title: String(repeating: "T", count: 100), body: String(repeating: "ä", count: 500))
        #expect(sut.body.count == DesktopNotification.maximumBody)
        #expect(sut.body.hasSuffix("…"))
        #expect(sut.title.count == DesktopNotification.maximumTitle)
    }

    @Test func osc9CarriesTheBodyAlone() {
        let sut = NotificationEscape(kind: .osc9, insideTmux: false)
        let bytes = sut.bytes(for: DesktopNotification(title: "Signoff", body: "3 new orders"))
        #expect(bytes == [0x1B] + Array("]9;3 new orders".utf8) + [0x07])
    }

    @Test func osc777CarriesTitleAndBody() {
        let sut = NotificationEscape(kind: .osc777, insideTmux: false)
        let bytes = sut.bytes(for: DesktopNotification(title: "Signoff", body: "3 new orders"))
        #expect(bytes == [0x1B] + Array("]777;notify;Signoff;3 new orders".utf8) + [0x07])
    }

    @Test func insideTmuxTheSequenceGoesThroughPassthroughWithEachEscDoubled() {
        let sut = NotificationEscape(kind: .osc9, insideTmux: true)
        let bytes = sut.bytes(for: DesktopNotification(title: "Signoff", body: "hi"))
        #expect(bytes == [0x1B] + Array("Ptmux;".utf8) + [0x1B, 0x1B] + Array("]9;hi".utf8) + [0x07, 0x1B] + Array("\\".utf8))
    }

    @Test(arguments: [
        (["TERM": "xterm-256color"], NotificationEscape.Kind.osc9, false),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .osc9, false),
        (["TERM": "foot"], .osc777, false),
        (["TERM": "foot-extra"], .osc777, false),
        (["TERM": "contour"], .osc777, false),
        (["TERM": "rxvt-unicode-256color"], .osc777, false),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .osc777, false),
        (["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty"], .osc777, false),
        (["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TMUX": "/tmp/tmux-1000/default,1,0"], .osc9, true),
        (["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0", "WEZTERM_PANE": "3"], .osc777, true),
        (["TERM": "screen", "TMUX": ""], .osc9, false),
    ])
    func theSequenceIsChosenFromTheEnvironment(environment: [String: String], kind: NotificationEscape.Kind, tmux: Bool) {
        let sut = NotificationEscape(environment: environment)
        #expect(sut.kind == kind)
        #expect(sut.insideTmux == tmux)
    }

    @Test @MainActor func theMemoryScreenRecordsWhatItWasAskedToShow() {
        let screen = MemoryScreen(width: 10, height: 2)
        screen.notify(DesktopNotification(title: "Signoff", body: "x\u{07}y"))
        #expect(screen.notifications == [DesktopNotification(title: "Signoff", body: "xy")])
    }
}
