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

/// An ncurses screen on /dev/null for tests of the shim.
private final class NullScreen {
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

    func end() {
        endwin()
        delscreen(screen)
        fclose(output)
        fclose(input)
    }
}
