import Testing
@testable import Terminal

@MainActor
@Suite struct MemoryScreenTests {
    @Test func clipsToTheRectangleAndNeverSplitsAWideCharacter() {
        let sut = MemoryScreen(width: 10, height: 2)
        let used = sut.put("ab北京cd", at: Point(x: 0, y: 0), style: .normal, clip: Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(sut.line(0) == "ab北")
        #expect(used == 5)  // "ab" + 北 (2) + a space where 京 would be cut
        sut.put("北京", at: Point(x: 8, y: 1), style: .normal, clip: Rect(x: 0, y: 0, width: 10, height: 2))
        #expect(sut.line(1) == "        北")
    }

    @Test func drawsNothingOutsideTheScreen() {
        let sut = MemoryScreen(width: 4, height: 1)
        sut.put("abcdef", at: Point(x: -2, y: 0), style: .normal, clip: Rect(x: -5, y: -5, width: 50, height: 50))
        sut.put("zzz", at: Point(x: 0, y: 3), style: .normal, clip: Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(sut.text == "cdef")
    }

    @Test func hostileTextNeverReachesTheScreen() {
        let sut = MemoryScreen(width: 40, height: 1)
        Canvas(screen: sut).text("A\u{1B}]0;pwned\u{07}\u{1B}[2JB\u{202E}C", y: 0)
        #expect(sut.line(0) == "ABC")
    }

    @Test func canvasDrawsInLocalCoordinatesAndClips() {
        let sut = MemoryScreen(width: 20, height: 5)
        let canvas = Canvas(screen: sut, rect: Rect(x: 5, y: 1, width: 6, height: 2))
        canvas.text("hello world", y: 0)
        canvas.text("right", y: 1, align: .right)
        #expect(sut.line(1) == "     hello…")
        #expect(sut.line(2) == "      right")
        #expect(sut.line(0) == "")
        #expect(sut.line(3) == "")
    }

    @Test func usesAsciiWithoutUnicode() {
        let sut = MemoryScreen(width: 10, height: 3, supportsUnicode: false)
        let canvas = Canvas(screen: sut)
        canvas.box(title: nil)
        canvas.row(1).text("abcdefghijkl", x: 1, y: 0, width: 8)
        #expect(sut.line(0) == "+--------+")
        #expect(sut.line(1) == "|abcdefg~|")
    }

    @Test func aScreenWithoutUnicodeHoldsOnlyASCIIInTheSameCells() {
        // Given: a terminal in the C locale
        let sut = MemoryScreen(width: 30, height: 1, supportsUnicode: false)
        // When: Signoff's own marks and data with accents and wide characters are drawn
        Canvas(screen: sut).text("Lines · 3 ✓ Müller 北京 →", y: 0)
        // Then: look-alikes for the marks, "?" per cell for the rest, and the layout of the Unicode screen
        #expect(sut.line(0) == "Lines . 3 v M?ller ???? >")
        #expect(sut.cells[0].allSatisfy { $0.text.unicodeScalars.allSatisfy(\.isASCII) })
    }
}

@Suite struct ListStateTests {
    @Test func movesPagesAndKeepsTheSelectionVisible() {
        var sut = ListState()
        sut.apply(.pageDown, rowCount: 100_000, visibleRows: 20)
        #expect(sut == ListState(selected: 20, top: 20))
        sut.apply(.last, rowCount: 100_000, visibleRows: 20)
        #expect(sut == ListState(selected: 99_999, top: 99_980))
        sut.apply(.up, rowCount: 100_000, visibleRows: 20)
        #expect(sut.selected == 99_998 && sut.top == 99_980)
        sut.apply(.first, rowCount: 100_000, visibleRows: 20)
        #expect(sut == ListState(selected: 0, top: 0))
    }

    @Test func clampsWhenRowsDisappear() {
        var sut = ListState(selected: 50, top: 40)
        sut.apply(.to(50), rowCount: 10, visibleRows: 20)
        #expect(sut == ListState(selected: 9, top: 0))
        sut.apply(.down, rowCount: 0, visibleRows: 20)
        #expect(sut == ListState(selected: 0, top: 0))
    }
}

@Suite struct TextFieldStateTests {
    @Test func editsAndRefusesPastTheLimit() {
        var sut = TextFieldState(text: "", limit: 5)
        for c in "北京ab" { #expect(sut.apply(.character(c)) == .changed) }
        #expect(sut.apply(.character("c")) == .changed)
        #expect(sut.apply(.character("d")) == .refused("At most 5 characters (5 used)."))
        #expect(sut.text == "北京abc")
        #expect(sut.apply(.left) == .changed)
        #expect(sut.apply(.backspace) == .changed)
        #expect(sut.text == "北京ac")
        #expect(sut.apply(.control("u")) == .changed)
        #expect(sut.text == "c")
        #expect(sut.insert("xyz12") == .refused("At most 5 characters (1 used)."))
        #expect(sut.apply(.up) == .unhandled)
    }

    @Test func deletesAWordWithCtrlW() {
        var sut = TextFieldState(text: "within budget ok")
        _ = sut.apply(.control("w"))
        #expect(sut.text == "within budget ")
    }
}
