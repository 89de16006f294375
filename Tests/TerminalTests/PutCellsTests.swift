import CNCursesW
import Foundation
import Testing

/// The one call that hands text to ncurses reads exactly the characters it is given. ncurses 6.4's
/// waddnwstr reads one past its count, which crashed the client under ASan in a resize storm when a line's
/// buffer ended at a page boundary; these tests put the text right before an unreadable page, so reading one
/// character too many ends the test process.
@Suite(.serialized) struct PutCellsTests {
    @Test func readsNoCharacterPastTheCount() throws {
        // Given: a screen on /dev/null and three characters ending exactly where readable memory ends
        let screen = try NullScreen()
        defer { screen.end() }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let base = try #require(mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        defer { munmap(base, 2 * page) }
        #expect(mprotect(base + page, page, PROT_NONE) == 0)
        let text = (base + page - 3 * MemoryLayout<wchar_t>.stride).bindMemory(to: wchar_t.self, capacity: 3)
        for (i, scalar) in "abc".unicodeScalars.enumerated() { text[i] = wchar_t(bitPattern: scalar.value) }
        // When
        let rc = signoff_put_cells(screen.window, 1, 2, text, 3, signoff_a_bold(), 0)
        // Then: drawn, and the process is still here
        #expect(rc == OK)
        #expect(screen.row(1).hasPrefix("  abc"))
    }

    @Test func stopsAtTheRightEdgeAndOutsideTheWindow() throws {
        // Given
        let screen = try NullScreen()
        defer { screen.end() }
        let wide = Array("0123456789".unicodeScalars.map { wchar_t(bitPattern: $0.value) })
        // When: a row past the bottom, and text longer than the row from the last column but three
        let below = signoff_put_cells(screen.window, Int32(screen.height + 5), 0, wide, Int32(wide.count), 0, 0)
        _ = signoff_put_cells(screen.window, 0, Int32(screen.width - 3), wide, Int32(wide.count), 0, 0)
        // Then
        #expect(below == ERR)
        #expect(screen.row(0).hasSuffix("012"))
    }
}

/// A run of cells that starts or ends inside a wide character leaves ncurses' screen whole: the other half
/// becomes a space, as the terminal makes it when the run is sent. ncurses 6.4 leaves it in place, and its
/// update then sends the wide character whole and the rest of the row one column to the right (a dialog's
/// edge over "有限会社佐藤包装" showed "有限会社佐藤 装" and "111/18/2026" once closed). In the suite above:
/// ncurses' screen is one per process.
extension PutCellsTests {
    /// Row 0: "ab" then 佐藤包 from column 2 (columns 2-3, 4-5, 6-7).
    private func rowOfWideText(_ screen: NullScreen) {
        put(screen, x: 0, "ab佐藤包")
    }

    private func put(_ screen: NullScreen, x: Int, _ text: String) {
        let wide = Array(text.unicodeScalars.map { wchar_t(bitPattern: $0.value) })
        _ = signoff_put_cells(screen.window, 0, Int32(x), wide, Int32(wide.count), 0, 0)
    }

    @Test func aOneCellCharacterOverTheRightHalfBlanksTheLeftHalf() throws {
        let screen = try NullScreen()
        defer { screen.end() }
        rowOfWideText(screen)
        // When: a dialog's left edge on the right half of 藤 (column 5)
        put(screen, x: 5, "│")
        // Then
        #expect(screen.text(row: 0).hasPrefix("ab佐 │包"), "\(screen.text(row: 0))")
        #expect(screen.wholeCells(row: 0), "\(screen.parts(row: 0))")
    }

    @Test func aOneCellCharacterOverTheLeftHalfBlanksTheRightHalf() throws {
        let screen = try NullScreen()
        defer { screen.end() }
        rowOfWideText(screen)
        // When: a dialog's right edge on the left half of 藤 (column 4)
        put(screen, x: 4, "│")
        // Then
        #expect(screen.text(row: 0).hasPrefix("ab佐│ 包"), "\(screen.text(row: 0))")
        #expect(screen.wholeCells(row: 0), "\(screen.parts(row: 0))")
    }

    @Test func aWideCharacterStartingOnARightHalfOrEndingOnALeftHalf() throws {
        let screen = try NullScreen()
        defer { screen.end() }
        rowOfWideText(screen)
        // When: 山 over the right half of 佐 and the left half of 藤 (columns 3-4)
        put(screen, x: 3, "山")
        // Then
        #expect(screen.text(row: 0).hasPrefix("ab 山 包"), "\(screen.text(row: 0))")
        #expect(screen.wholeCells(row: 0), "\(screen.parts(row: 0))")
    }

    @Test func aRunOfBlanksCutsBothEnds() throws {
        let screen = try NullScreen()
        defer { screen.end() }
        rowOfWideText(screen)
        // When: a dialog's blank inside from column 3 to 6 (the right half of 佐 to the left half of 包)
        put(screen, x: 3, "    ")
        // Then
        #expect(screen.text(row: 0).hasPrefix("ab        "), "\(screen.text(row: 0))")
        #expect(screen.wholeCells(row: 0), "\(screen.parts(row: 0))")
    }
}

/// An ncurses screen on /dev/null for tests of the shim.
final class NullScreen {
    let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    private let output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>

    init() throws {
        setlocale(LC_ALL, "C.UTF-8")
        guard let output = fopen("/dev/null", "w"), let input = fopen("/dev/null", "r") else { throw CocoaError(.fileNoSuchFile) }
        guard let screen = newterm("xterm", output, input) else { throw CocoaError(.featureUnsupported) }
        self.output = output
        self.input = input
        self.screen = screen
        _ = set_term(screen)
        guard let window = signoff_stdscr() else { throw CocoaError(.featureUnsupported) }
        self.window = window
    }

    var width: Int { Int(getmaxx(window)) }
    var height: Int { Int(getmaxy(window)) }

    func row(_ y: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for x in 0..<width {
            var cell = cchar_t()
            guard mvwin_wch(window, Int32(y), Int32(x), &cell) == OK else { break }
            var chars = [wchar_t](repeating: 0, count: 8)
            var attrs: attr_t = 0
            var pair: Int16 = 0
            _ = getcchar(&cell, &chars, &attrs, &pair, nil)
            if let scalar = Unicode.Scalar(UInt32(bitPattern: chars[0])) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    /// Row `y` as the terminal would show it: a wide character once, for its left half.
    func text(row y: Int) -> String {
        let parts = parts(row: y)
        return String(zip(row(y), parts).filter { $0.1 < 2 }.map(\.0))
    }

    /// What ncurses keeps of each cell of row `y`: 0 a one-cell character, 1 the left half of a wide one,
    /// 2 its right half (the cell's A_CHARTEXT bits, which win_wch hands back).
    func parts(row y: Int) -> [Int] {
        (0..<width).map { x in
            var cell = cchar_t()
            guard mvwin_wch(window, Int32(y), Int32(x), &cell) == OK else { return -1 }
            return Int(cell.attr & 0xFF)
        }
    }

    /// Whether every left half of a wide character on row `y` is followed by its right half, and every right
    /// half follows a left one.
    func wholeCells(row y: Int) -> Bool {
        let parts = parts(row: y)
        for (x, part) in parts.enumerated() {
            if part == 1 && (x + 1 >= parts.count || parts[x + 1] != 2) { return false }
            if part == 2 && (x == 0 || parts[x - 1] != 1) { return false }
        }
        return true
    }

    func end() {
        endwin()
        delscreen(screen)
        fclose(output)
        fclose(input)
    }
}
